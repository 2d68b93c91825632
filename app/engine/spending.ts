import { BUDGET_BANDS } from "./catalog";
import { isToolForWork } from "./panel-idea";
import { budgetBandMonthlyUsd } from "./price";
import { tasteIsAReason } from "./reasons";
import type { IdeaFeatures, Topic } from "./types";

// What a price is weighed against. Most products come out of what a person
// can spare for new things (their budget band). Things a household already
// buys come out of what it spends on that kind of thing: a $6 burger is
// weighed against the groceries, an $8 streaming plan against what the
// household spends on entertainment, not against a $20-50 budget for gadgets
// and apps.

// USDA ERS, "U.S. households that earn less spend a higher share of income on
// food" (chart of note, 2024-11-19), from the BLS Consumer Expenditure Survey
// 2023: households spent on food (at home and away) $5,278 a year in the
// lowest income fifth, $8,989 in the middle fifth and $16,996 in the top fifth.
// Read as the low, moderate and business budget bands; bands between are
// interpolated on a log scale.
const FOOD_SPEND_2023: ReadonlyArray<readonly [band: string, yearlyUsd: number]> = [
  [BUDGET_BANDS.low, 5278],
  [BUDGET_BANDS.moderate, 8989],
  [BUDGET_BANDS.business, 16996],
];

/** The kinds of household spending a price can be weighed against, besides the budget band. */
export type SpendingKind = "food" | "entertainment" | "apparel" | "transport" | "health" | "personal_care";

// BLS Consumer Expenditure Survey 2012, Table 1101 (quintiles of income before
// taxes), yearly dollars in the lowest, middle and top fifths: food 3,502,
// 5,798, 11,334; entertainment (fees and admissions, audio and video
// equipment and services, pets, toys and hobbies, sports and exercise
// equipment) 989, 2,056, 5,444; apparel and services 759, 1,313, 3,352;
// transportation (vehicles, fuel, insurance, repairs, fares) 3,447, 8,181, 16,344;
// health care (insurance, medical services, drugs and supplies) 1,677, 3,363, 5,785;
// personal care products and services 255, 509, 1,194. Each is taken as a
// share of the same households' food spending and brought to 2023 through the
// food figures above, so every kind rests on one year's dollars.
const CE_2012_BY_FIFTH: Readonly<Record<SpendingKind, readonly [number, number, number]>> = {
  food: [3502, 5798, 11334],
  entertainment: [989, 2056, 5444],
  apparel: [759, 1313, 3352],
  transport: [3447, 8181, 16344],
  health: [1677, 3363, 5785],
  personal_care: [255, 509, 1194],
};

/** Where a consumer idea's main topic is spent on, in the Consumer Expenditure Survey's terms. */
const SPENDING_KIND_OF_TOPIC: Partial<Record<Topic, SpendingKind>> = {
  entertainment: "entertainment",
  gaming: "entertainment",
  sports: "entertainment",
  fitness: "entertainment",
  pets: "entertainment",
  outdoors: "entertainment",
  fashion: "apparel",
  transport: "transport",
  health: "health",
  mental_health: "health",
  beauty: "personal_care",
};

const anchorsByKind = new Map<SpendingKind, ReadonlyArray<readonly [number, number]>>();

function anchorsOf(kind: SpendingKind) {
  let anchors = anchorsByKind.get(kind);
  if (!anchors) {
    anchors = FOOD_SPEND_2023.map(([band, food2023], fifth) => {
      const share = CE_2012_BY_FIFTH[kind][fifth]! / CE_2012_BY_FIFTH.food[fifth]!;
      return [Math.log(budgetBandMonthlyUsd(band)), Math.log((food2023 * share) / 12)] as const;
    });
    anchorsByKind.set(kind, anchors);
  }
  return anchors;
}

/** Monthly household spending of this kind, in US dollars, of someone with this budget band. */
export function monthlySpendUsd(kind: SpendingKind, band: string): number {
  const anchors = anchorsOf(kind);
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

/** Monthly household food spending, in US dollars, of someone with this budget band. */
export function monthlyFoodSpendUsd(band: string): number {
  return monthlySpendUsd("food", band);
}

// The survey counts insurance under what it covers: health insurance is health care, a car's
// insurance transportation.
const INSURANCE = /\binsur(?:ance|ers?)\b/i;

/** What an insurance idea covers, as a kind of spending ("health insurance": health). */
function coveredBy(idea: IdeaFeatures): SpendingKind | null {
  if (idea.topics[0]?.topic !== "finance" || !INSURANCE.test(idea.text)) return null;
  for (const { topic } of idea.topics.slice(1)) {
    const kind = SPENDING_KIND_OF_TOPIC[topic];
    if (kind) return kind;
  }
  return null;
}

/**
 * The household spending a price for this idea comes out of: food people eat,
 * or a consumer product whose main topic the survey counts as entertainment,
 * clothing, transportation, health care or personal care (insurance as what it covers); null for everything else (the budget band).
 */
export function spendingKindOf(idea: IdeaFeatures): SpendingKind | null {
  if (tasteIsAReason(idea)) return "food";
  if (isToolForWork(idea)) return null;
  const main = idea.topics[0]?.topic;
  return (main && SPENDING_KIND_OF_TOPIC[main]) ?? coveredBy(idea);
}

/** The monthly spend, in US dollars, a price for this idea is weighed against. */
export function spendingBaseUsd(band: string, idea: IdeaFeatures): number {
  const kind = spendingKindOf(idea);
  return kind ? monthlySpendUsd(kind, band) : budgetBandMonthlyUsd(band);
}
