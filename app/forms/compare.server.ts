import { z } from "zod";
import { GOAL_MAX_LENGTH } from "~/constants";
import { PanelSizeSchema } from "./fields.server";

const variantText = (key: string) =>
  z
    .string({ message: `Describe variant ${key}` })
    .trim()
    .min(1, `Describe variant ${key}`)
    .max(GOAL_MAX_LENGTH, `Keep variant ${key} under ${GOAL_MAX_LENGTH.toLocaleString("en-US")} characters`);

const optionalText = (what: string) =>
  z
    .string()
    .trim()
    .max(GOAL_MAX_LENGTH, `Keep ${what} under ${GOAL_MAX_LENGTH.toLocaleString("en-US")} characters`)
    .optional();

/** The comparison form on /app/compare. */
export const CompareSchema = z.object({
  variant_a: variantText("A"),
  variant_b: variantText("B"),
  variant_c: optionalText("variant C"),
  variant_d: optionalText("variant D"),
  /** The status quo or a competitor's offer, to tell "better than nothing" from "better than the alternative". */
  control: optionalText("the control"),
  audience: z.string({ message: "Choose an audience" }).trim().min(1, "Choose an audience"),
  size: PanelSizeSchema,
  calibration: z.string().trim().max(100).optional(),
});

export type CompareFormValue = z.output<typeof CompareSchema>;

/** The variants in order (A, B, then C and D when given). */
export function variantsOf(value: CompareFormValue): string[] {
  return [value.variant_a, value.variant_b, value.variant_c, value.variant_d].filter((text): text is string =>
    Boolean(text),
  );
}
