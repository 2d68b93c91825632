import { z } from "zod";

// The steps of the new-simulation wizard (/new-simulation), each checked when it is posted.

const listOf = (text: string) =>
  text
    .split(/[\n,]/)
    .map((item) => item.trim())
    .filter(Boolean);

/** The wizard's first step: what to test. */
export const WizardContentSchema = z.object({
  content: z.string({ message: "Content is required" }).trim().min(1, "Content is required").max(5000),
});

/** Its second step: the ideal customer, as lists of roles and pain points (one a line, or comma-separated). */
export const WizardProfileSchema = z.object({
  roles: z
    .string()
    .default("")
    .transform(listOf)
    .refine((list) => list.length > 0, "Add at least one job role"),
  painPoints: z
    .string()
    .default("")
    .transform(listOf)
    .refine((list) => list.length > 0, "Add at least one pain point"),
});
