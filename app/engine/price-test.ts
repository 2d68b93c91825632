import { shareInterval } from "./intervals";
import { budgetBandMonthlyUsd, formatPrice, monthlyUsd } from "./price";
import { DEFAULT_PARAMETERS } from "./parameters";
import { COST_CONCERNS } from "./reasons";
import { simulateSample } from "./sample-personas";
import { simulateRange, type SimulationInput } from "./simulate";
import { AGE_GROUPS } from "./summary";
import type { BillingPeriod, IdeaFeatures, Persona, PersonaOpinion, StatedPrice } from "./types";

// A price test on a run's own panel: the same personas, the same idea, asked
// again at other prices by the engine's own price model. Gabor-Granger: the
// share who would try it (4-5) at each of a few prices, with its interval and
// the revenue it brings per 1,000 people reached. Van Westendorp: each
// persona's thresholds read off their answers across a fine grid of prices.

/** The run's panel as the engine made it: its input, the idea as read and, for a custom audience, its personas. */
export interface PanelSource {
  input: SimulationInput;
  features: IdeaFeatures;
  sampled: readonly Persona[] | null;
}

export interface DemandPoint {
  amount: number;
  label: string;
  adopters: number;
  total: number;
  percent: number;
  low: number;
  high: number;
  /** Money per 1,000 people reached, per billing period: share who would try it × price × 1,000. */
  revenuePer1000: number;
}

export interface ThresholdCurves {
  amount: number;
  /** Shares (0-100) calling this price too cheap, a bargain, getting expensive, too expensive. */
  tooCheap: number;
  cheap: number;
  expensive: number;
  tooExpensive: number;
}

export interface VanWestendorp {
  curves: ThresholdCurves[];
  /** Point of marginal cheapness and of marginal expensiveness: the acceptable range. */
  pmc: number | null;
  pme: number | null;
  /** Optimal price point (too cheap = too expensive) and indifference point (cheap = expensive). */
  opp: number | null;
  ipp: number | null;
}

export interface PriceTest {
  currency: string;
  period: BillingPeriod;
  /** The price the idea states, marked on the charts; null when it states none. */
  stated: number | null;
  demand: DemandPoint[];
  /** The price with the most revenue per 1,000 reached. */
  bestRevenue: DemandPoint;
  /** Share who would try it, by age group, at each demand point. */
  byAge: { group: string; personas: number; percents: number[] }[];
  vanWestendorp: VanWestendorp;
  summary: string;
}

export type PriceTestOutcome = { ok: true; test: PriceTest } | { ok: false; reason: string };

export const NOTHING_TO_PRICE =
  "This idea sells nothing (it is free or not sold), so there is no price to test.";

/** The demand points, as multiples of the reference price. */
const DEMAND_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2];
/** The Van Westendorp grid, from a quarter to four times the reference price. */
const GRID_STEPS = [0.25, 0.35, 0.5, 0.6, 0.75, 0.9, 1, 1.15, 1.3, 1.5, 1.75, 2, 2.5, 3, 4];
/**
 * The engine has no notion of a price so low that quality is in doubt.
 * "Too cheap" is therefore an assumption, stated on the page: half of what
 * the persona calls a bargain.
 */
export const TOO_CHEAP_SHARE_OF_BARGAIN = 0.5;
/**
 * Below this many personas saying yes at the best price, the 90% interval of
 * each point spans most of the others: the summary says a price cannot be read.
 */
const FEWEST_TAKERS_TO_PRICE = 5;

/** A price people say: 12.5 -> 12.50, 118 -> 120, 1234 -> 1,230. */
export function roundPrice(amount: number): number {
  if (amount < 10) return Math.round(amount * 4) / 4;
  if (amount < 100) return Math.round(amount);
  const step = 10 ** (Math.floor(Math.log10(amount)) - 1);
  return Math.round(amount / step) * step;
}

function priceAt(base: Pick<StatedPrice, "currency" | "period" | "perSeat">, amount: number): StatedPrice {
  return {
    amount,
    currency: base.currency,
    period: base.period,
    perSeat: base.perSeat,
    monthlyUsd: monthlyUsd(amount, base.currency, base.period),
    label: formatPrice(amount, base.currency, base.period, base.perSeat),
  };
}

/** The same panel's answers with the idea offered at this price. */
function answersAt(source: PanelSource, price: StatedPrice): PersonaOpinion[] {
  const features: IdeaFeatures = {
    ...source.features,
    price,
    offer: "paid",
    namesPrice: true,
    // The price tested is what everyone pays: no free version beside it.
    freemium: false,
    freeTier: false,
  };
  const count = source.sampled ? source.sampled.length : source.input.count;
  const batch = source.sampled
    ? simulateSample(source.input, features, source.sampled, 0, count)
    : simulateRange(source.input, features, 0, count);
  return batch.map((entry) => entry.opinion);
}

const adopts = (persona: PersonaOpinion) => persona.response.score >= 4;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The price the test centres on: the stated one, or what the panel's budgets make affordable. */
function reference(
  source: PanelSource,
  personas: readonly Persona[],
): Pick<StatedPrice, "currency" | "period" | "perSeat"> & { amount: number; stated: boolean } {
  const stated = source.features.price;
  if (stated && stated.period !== "free" && stated.amount > 0) return { ...stated, stated: true };
  const recurring = source.features.offer === "subscription_unpriced";
  const period: BillingPeriod = recurring ? "month" : "one_time";
  // Without a price: the amount the engine itself treats as comfortably affordable for the panel's
  // median budget (its budget share), in the period the offer implies.
  const { budgetShare } = (source.input.parameters ?? DEFAULT_PARAMETERS).price;
  const affordable = median(personas.map((persona) => budgetBandMonthlyUsd(persona.budget))) * budgetShare;
  return {
    amount: roundPrice(Math.max(1, affordable / monthlyUsd(1, "USD", period))),
    currency: "USD",
    period,
    perSeat: false,
    stated: false,
  };
}

/** Where two curves over the same prices cross, by linear interpolation; null if they never do. */
export function crossing(
  prices: readonly number[],
  falling: readonly number[],
  rising: readonly number[],
): number | null {
  for (let i = 1; i < prices.length; i++) {
    const before = falling[i - 1]! - rising[i - 1]!;
    const after = falling[i]! - rising[i]!;
    if (before === 0) return prices[i - 1]!;
    if (before > 0 && after <= 0) {
      const t = before / (before - after);
      return prices[i - 1]! + t * (prices[i]! - prices[i - 1]!);
    }
  }
  return null;
}

export interface Thresholds {
  tooCheap: number;
  cheap: number;
  expensive: number;
  tooExpensive: number;
}

/** The cumulative Van Westendorp curves and their intersections from each persona's thresholds. */
export function vanWestendorp(prices: readonly number[], thresholds: readonly Thresholds[]): VanWestendorp {
  const n = Math.max(1, thresholds.length);
  const share = (count: number) => Math.round((1000 * count) / n) / 10;
  const curves = prices.map((amount) => ({
    amount,
    tooCheap: share(thresholds.filter((t) => t.tooCheap >= amount).length),
    cheap: share(thresholds.filter((t) => t.cheap >= amount).length),
    expensive: share(thresholds.filter((t) => t.expensive <= amount).length),
    tooExpensive: share(thresholds.filter((t) => t.tooExpensive <= amount).length),
  }));
  const column = (key: keyof Omit<ThresholdCurves, "amount">) => curves.map((curve) => curve[key]);
  const notCheap = column("cheap").map((value) => 100 - value);
  const notExpensive = column("expensive").map((value) => 100 - value);
  const round = (value: number | null) => (value === null ? null : roundPrice(value));
  return {
    curves,
    pmc: round(crossing(prices, column("tooCheap"), notCheap)),
    pme: round(crossing(prices, notExpensive, column("tooExpensive"))),
    opp: round(crossing(prices, column("tooCheap"), column("tooExpensive"))),
    ipp: round(crossing(prices, column("cheap"), column("expensive"))),
  };
}

/**
 * A persona's thresholds from their answers across the grid (prices
 * ascending), read from what the price changes, never from a dislike of the
 * idea itself: "getting expensive" where the price first weighs (the
 * price-too-high concern appears or the score falls below their score at the
 * lowest price), "too expensive" where the price alone takes them down to a
 * rejection (1-2, from a better score at the lowest price), "a bargain" up to
 * the last price that changes nothing. A persona the price never moves within
 * the grid has thresholds beyond it. "Too cheap" is half the bargain price
 * (TOO_CHEAP_SHARE_OF_BARGAIN), an assumption the page states.
 */
function thresholdsOf(
  prices: readonly number[],
  answers: readonly PersonaOpinion[],
  reference: number,
): Thresholds {
  const beyond = prices[prices.length - 1]! * 1.5;
  const first = (test: (answer: PersonaOpinion) => boolean) => {
    const index = answers.findIndex(test);
    return index === -1 ? beyond : prices[index]!;
  };
  const baseline = answers[0]!.response.score;
  const priceWeighs = (answer: PersonaOpinion) =>
    answer.response.concerns.includes(COST_CONCERNS.price) || answer.response.score < baseline;
  const expensive = first(priceWeighs);
  const tooExpensive = baseline > 2 ? first((answer) => answer.response.score <= 2) : beyond;
  const untouched = answers.findIndex(priceWeighs);
  const cheap = untouched === 0 ? prices[0]! / 2 : untouched === -1 ? beyond : prices[untouched - 1]!;
  return {
    // Someone the price never moves cannot tell us their floor: theirs is taken at the reference price.
    tooCheap: Math.min(cheap, reference) * TOO_CHEAP_SHARE_OF_BARGAIN,
    cheap,
    expensive,
    tooExpensive: Math.max(tooExpensive, expensive),
  };
}

function money(amount: number, base: Pick<StatedPrice, "currency" | "period" | "perSeat">): string {
  return formatPrice(amount, base.currency, base.period, base.perSeat);
}

/**
 * The price test of a run's panel, or why there is none (an idea that sells
 * nothing). `points` replaces the demand prices (at most 7, ascending).
 */
export function runPriceTest(source: PanelSource, points?: readonly number[]): PriceTestOutcome {
  if (source.features.offer === "free" || source.features.offer === "nothing_sold") {
    return { ok: false, reason: NOTHING_TO_PRICE };
  }
  const base = answersAt(source, priceAt({ currency: "USD", period: "month", perSeat: false }, 1));
  const ref = reference(source, base);
  const amounts = (points?.length ? [...points] : DEMAND_STEPS.map((step) => roundPrice(ref.amount * step)))
    .filter((amount, index, all) => amount > 0 && all.indexOf(amount) === index)
    .sort((a, b) => a - b)
    .slice(0, 7);

  const byPoint = amounts.map((amount) => answersAt(source, priceAt(ref, amount)));
  const demand = byPoint.map((answers, index): DemandPoint => {
    const amount = amounts[index]!;
    const adopters = answers.filter(adopts).length;
    return {
      amount,
      label: money(amount, ref),
      adopters,
      total: answers.length,
      ...shareInterval(adopters, answers.length),
      revenuePer1000: Math.round((adopters / Math.max(1, answers.length)) * amount * 1000),
    };
  });
  const byAge = AGE_GROUPS.map(([label, min, max]) => {
    const members = new Set(
      base
        .filter(({ demographics }) => demographics.age >= min && demographics.age <= max)
        .map((p) => p.persona_id),
    );
    return {
      group: label.replace(/^ages /, ""),
      personas: members.size,
      percents: byPoint.map((answers) => {
        const inGroup = answers.filter((answer) => members.has(answer.persona_id));
        return inGroup.length ? Math.round((100 * inGroup.filter(adopts).length) / inGroup.length) : 0;
      }),
    };
  }).filter((row) => row.personas > 0);

  const grid = GRID_STEPS.map((step) => roundPrice(ref.amount * step)).filter(
    (amount, index, all) => amount > 0 && all.indexOf(amount) === index,
  );
  const gridAnswers = grid.map((amount) => answersAt(source, priceAt(ref, amount)));
  const thresholds = base.map((_, index) =>
    thresholdsOf(
      grid,
      gridAnswers.map((answers) => answers[index]!),
      ref.amount,
    ),
  );
  const vw = vanWestendorp(grid, thresholds);
  const bestRevenue = demand.reduce((best, point) =>
    point.revenuePer1000 > best.revenuePer1000 ? point : best,
  );
  const highest = grid[grid.length - 1]!;
  const range =
    vw.pmc !== null && vw.pme !== null && vw.pmc < vw.pme
      ? `Most of this audience accepts ${money(vw.pmc, ref)} to ${money(vw.pme, ref)}`
      : vw.pmc !== null && vw.pme === null
        ? `Most of this audience accepts ${money(vw.pmc, ref)} or more: even at ${money(highest, ref)}, the highest price asked, fewer call it too expensive than still find it acceptable`
        : "The panel agrees on no clear acceptable range";
  const atTheTop = bestRevenue.amount === amounts[amounts.length - 1];
  return {
    ok: true,
    test: {
      currency: ref.currency,
      period: ref.period,
      stated: ref.stated ? ref.amount : null,
      demand,
      bestRevenue,
      byAge,
      vanWestendorp: vw,
      summary:
        bestRevenue.adopters < FEWEST_TAKERS_TO_PRICE
          ? `Fewer than ${FEWEST_TAKERS_TO_PRICE} of ${bestRevenue.total} personas would try it at any price tested: too few to read a price from. The idea, not the price, holds this audience back; a larger panel would tell more.`
          : `${range}; among the prices tested, revenue per 1,000 people reached peaks at ${bestRevenue.label} (${bestRevenue.percent}% would try it)${atTheTop ? ", the highest of them: higher prices may bring more" : ""}.`,
    },
  };
}
