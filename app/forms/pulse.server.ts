import { z } from "zod";
import { PULSE_CONCEPT_MAX, PULSE_CONCEPT_MIN } from "~/engine";

const TEMPLATE = [/\bfor\b/i, /\bstruggling with\b/i, /\bwe offer\b/i];

/** The pulse check (/pulse): a concept in the template's words and a test audience. */
export const PulseSchema = z.object({
  concept: z
    .string({ message: `Concept must be at least ${PULSE_CONCEPT_MIN} characters` })
    .trim()
    .superRefine((concept, ctx) => {
      if (concept.length < PULSE_CONCEPT_MIN)
        ctx.addIssue({ code: "custom", message: `Concept must be at least ${PULSE_CONCEPT_MIN} characters` });
      else if (concept.length > PULSE_CONCEPT_MAX)
        ctx.addIssue({
          code: "custom",
          message: `Concept must be less than ${PULSE_CONCEPT_MAX} characters`,
        });
      else if (!TEMPLATE.every((word) => word.test(concept)))
        ctx.addIssue({ code: "custom", message: "Please follow the template format" });
    }),
  audience: z.enum(["gen_z", "founders", "smb", "tech", "urban"], {
    message: "Please select a test audience",
  }),
});
