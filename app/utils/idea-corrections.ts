import { z } from "zod";
import { AUDIENCE_LABELS, CATEGORY_LABELS, type IdeaAudience, type IdeaCategory } from "~/engine";

// Field rules for correcting how the panel read an idea: the report page's form checks them in
// the browser and on the server, and the run service checks corrections stored with a run again.

export const PRICE_CORRECTION_MAX = 60;
export const UNREADABLE_PRICE_MESSAGE = "Enter a price such as $20/month, €99 one-time or free";
export const NOTHING_CORRECTED_MESSAGE = "Change the price, category or audience to run again";

export const CATEGORY_OPTIONS = Object.entries(CATEGORY_LABELS).map(([value, label]) => ({
  value: value as IdeaCategory,
  label,
}));

export const AUDIENCE_OPTIONS = Object.entries(AUDIENCE_LABELS).map(([value, label]) => ({
  value: value as IdeaAudience,
  label,
}));

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
