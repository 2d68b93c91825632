import { z } from "zod";

export const PRICE_POINTS_MESSAGE = "Enter 3 to 7 prices above 0, separated by commas (for example 5, 8, 12)";

/** "5, 8, 12" from a form or a query: 3 to 7 distinct prices above 0, ascending. */
export const PricePointsSchema = z
  .string()
  .trim()
  .max(200, PRICE_POINTS_MESSAGE)
  .transform((text, ctx) => {
    const values = text
      .split(/[,;\s]+/)
      .filter(Boolean)
      .map((part) => Number(part.replace(/^[$€£]/, "")));
    const distinct = [...new Set(values)].sort((a, b) => a - b);
    if (distinct.length < 3 || distinct.length > 7 || distinct.some((value) => !(value > 0 && value < 1e7))) {
      ctx.addIssue({ code: "custom", message: PRICE_POINTS_MESSAGE });
      return z.NEVER;
    }
    return distinct;
  });
