import { z } from "zod";
import type { IdeaAudience, IdeaCategory } from "~/engine";
import { AUDIENCE_OPTIONS, CATEGORY_OPTIONS, PRICE_CORRECTION_MAX } from "~/utils/idea-corrections";

// Field rules for correcting how the panel read an idea: the report page's action checks them, and
// the run service checks corrections stored with a run again.

const CATEGORY_VALUES = CATEGORY_OPTIONS.map((option) => option.value) as [IdeaCategory, ...IdeaCategory[]];
const AUDIENCE_VALUES = AUDIENCE_OPTIONS.map((option) => option.value) as [IdeaAudience, ...IdeaAudience[]];

/** A price as a person writes it; blank keeps the price as read. Whether it reads as a price is checked on the server. */
export const PriceCorrectionSchema = z
  .string()
  .trim()
  .max(PRICE_CORRECTION_MAX, `Keep the price under ${PRICE_CORRECTION_MAX} characters`)
  .optional()
  .transform((price) => price || undefined);

export const CategoryCorrectionSchema = z.enum(CATEGORY_VALUES, {
  message: "Choose a category from the list",
});

export const AudienceCorrectionSchema = z.enum(AUDIENCE_VALUES, {
  message: "Choose who it is for from the list",
});

/** The report page's form: blank or absent fields keep what the panel read. */
export const IdeaCorrectionSchema = z.object({
  price: PriceCorrectionSchema,
  category: CategoryCorrectionSchema.optional(),
  audience: AudienceCorrectionSchema.optional(),
});
