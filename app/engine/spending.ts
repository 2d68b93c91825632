import { BUDGET_BANDS } from "./catalog";
import { budgetBandMonthlyUsd } from "./price";
import { tasteIsAReason } from "./reasons";
import type { IdeaFeatures } from "./types";

// What a price is weighed against. Most products come out of what a person
// can spare for new things (their budget band). Food people eat comes out of
// what they already spend on food: a $6 burger is weighed against the
// groceries, not against a $20-50 budget for gadgets and apps.

// USDA ERS, "U.S. households that earn less spend a higher share of income on
// food" (chart of note, 2024-11-19), from the BLS Consumer Expenditure Survey
// 2023: households spent on food (at home and away) $5,278 a year in the
// lowest income fifth, $8,989 in the middle fifth and $16,996 in the top fifth.
// Read as the low, moderate and business budget bands; bands between are
// interpolated on a log scale.
const FOOD_SPEND_ANCHORS: ReadonlyArray<readonly [band: string, yearlyUsd: number]> = [
  [BUDGET_BANDS.low, 5278],
  [BUDGET_BANDS.moderate, 8989],
  [BUDGET_BANDS.business, 16996],
];

const anchors = FOOD_SPEND_ANCHORS.map(
  ([band, yearly]) => [Math.log(budgetBandMonthlyUsd(band)), Math.log(yearly / 12)] as const,
);

/** Monthly household food spending, in US dollars, of someone with this budget band. */
export function monthlyFoodSpendUsd(band: string): number {
  const x = Math.log(budgetBandMonthlyUsd(band));
  const first = anchors[0]!;
  const last = anchors.at(-1)!;
  if (x <= first[0]) return Math.exp(first[1]);
  if (x >= last[0]) return Math.exp(last[1]);
  const upper = anchors.findIndex(([at]) => at >= x);
  const [x0, y0] = anchors[upper - 1]!;
  const [x1, y1] = anchors[upper]!;
  return Math.exp(y0 + ((x - x0) / (x1 - x0)) * (y1 - y0));
}

/** The monthly spend, in US dollars, a price for this idea is weighed against. */
export function spendingBaseUsd(band: string, idea: IdeaFeatures): number {
  return tasteIsAReason(idea) ? monthlyFoodSpendUsd(band) : budgetBandMonthlyUsd(band);
}
