// Fixed labels and groupings the answers about a report count with.

/** Concern labels from app/engine/reasons.ts that the price answer counts. */
export const PRICE_HIGH = "Price feels high for what it does";
export const DEPENDS_ON_PRICE = "Would depend on the price";

/** Age groups for "who liked it most", as [label, min, max]. */
export const AGE_GROUPS: ReadonlyArray<readonly [string, number, number]> = [
  ["ages 18-29", 0, 29],
  ["ages 30-44", 30, 44],
  ["ages 45-59", 45, 59],
  ["ages 60+", 60, 200],
];

export const NO_DATA =
  "The report has no data on that. I can answer from its numbers: who would try it, why people said no (also for a group, such as nurses, women or people in Germany), what price would work, who liked it most and what to change.";
