import { z } from "zod";
import { QUICK_TEXT } from "~/components/quick-validation";

// Quick validation's two steps (/simple): the idea and its audience, then the answer to the
// clarifying question.

export const ValidateFormSchema = z.object({
  intent: z.literal("validate"),
  idea: z.string({ message: QUICK_TEXT.missingIdea }).trim().min(1, QUICK_TEXT.missingIdea).max(5000),
  cohort_id: z.string({ message: QUICK_TEXT.missingIdea }).trim().min(1, QUICK_TEXT.missingIdea),
});

export const ClarifyFormSchema = z.object({
  intent: z.literal("clarify"),
  original_idea: z
    .string({ message: QUICK_TEXT.missingIdea })
    .trim()
    .min(1, QUICK_TEXT.missingIdea)
    .max(5000),
  clarification: z
    .string({ message: QUICK_TEXT.missingClarification })
    .trim()
    .min(1, QUICK_TEXT.missingClarification)
    .max(5000),
  cohort_id: z.string({ message: QUICK_TEXT.missingIdea }).trim().min(1, QUICK_TEXT.missingIdea),
});
