import { z } from "zod";
import { FEEDBACK_TEXT_MAX, FEEDBACK_TEXT_REQUIRED } from "~/components/feedback";
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from "~/utils/validation";

/** Feedback on a simulation (POST /feedback): from the form under the results, the popup or the API. */
export const FeedbackSchema = z
  .object({
    simulation_id: z
      .string()
      .trim()
      .max(100)
      .refine((value) => !hasControlCharacters(value), CONTROL_CHARACTERS_MESSAGE)
      .optional()
      .transform((value) => value || null),
    rating: z.enum(["positive", "negative"], { message: "Choose Yes or No" }),
    text: z
      .string()
      .trim()
      .max(FEEDBACK_TEXT_MAX, `Keep it under ${FEEDBACK_TEXT_MAX} characters`)
      .refine((value) => !hasControlCharacters(value), CONTROL_CHARACTERS_MESSAGE)
      .optional()
      .transform((value) => value || null),
    redirectTo: z.string().max(2000).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.rating === "negative" && !value.text) {
      ctx.addIssue({ code: "custom", path: ["text"], message: FEEDBACK_TEXT_REQUIRED });
    }
  });
