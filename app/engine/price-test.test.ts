import { describe, expect, it } from "vitest";
import { analyzeIdea } from "./analyze-idea";
import { getPresetCohort } from "./cohorts";
import {
  crossing,
  NOTHING_TO_PRICE,
  roundPrice,
  runPriceTest,
  vanWestendorp,
  type PanelSource,
} from "./price-test";

function source(idea: string, count = 60): PanelSource {
  return {
    input: { idea, cohort: getPresetCohort("general")!, count, seed: "panel|general" },
    features: analyzeIdea(idea),
    sampled: null,
  };
}

describe("the Van Westendorp intersections", () => {
  it("finds where two curves cross, between grid prices", () => {
    // Falling 100, 60, 20 against rising 0, 40, 80: 20 apart at 20, 60 the other way at 30.
    expect(crossing([10, 20, 30], [100, 60, 20], [0, 40, 80])).toBe(22.5);
    expect(crossing([10, 20], [10, 5], [20, 30])).toBeNull();
  });

  it("reads the acceptable range and the optimal price from known thresholds", () => {
    // Four people: too cheap below 5, a bargain up to 10, expensive from 20, too expensive from 30.
    const same = { tooCheap: 5, cheap: 10, expensive: 20, tooExpensive: 30 };
    const result = vanWestendorp([5, 10, 15, 20, 25, 30, 35], [same, same, same, same]);
    expect(result.curves[0]).toEqual({ amount: 5, tooCheap: 100, cheap: 100, expensive: 0, tooExpensive: 0 });
    expect(result.curves.at(-1)).toEqual({
      amount: 35,
      tooCheap: 0,
      cheap: 0,
      expensive: 100,
      tooExpensive: 100,
    });
    // Acceptable from the end of "too cheap" to the start of "expensive".
    expect(result.pmc).toBe(10);
    expect(result.pme).toBe(20);
    expect(result.opp).toBe(10);
    expect(result.ipp).toBe(15);
  });
});

describe("a price test on a run's panel", () => {
  const outcome = runPriceTest(
    source("A meal-planning app that builds a week of dinners from your fridge, $8/month"),
  );
  if (!outcome.ok) throw new Error(outcome.reason);
  const { test } = outcome;

  it("asks the same personas at prices around the stated one and never finds more takers at a higher price", () => {
    expect(test.stated).toBe(8);
    expect(test.period).toBe("month");
    expect(test.demand.map((point) => point.amount)).toEqual([4, 6, 8, 10, 12, 16]);
    for (let i = 1; i < test.demand.length; i++) {
      expect(test.demand[i]!.adopters).toBeLessThanOrEqual(test.demand[i - 1]!.adopters);
    }
    for (const point of test.demand) {
      expect(point.total).toBe(60);
      expect(point.low).toBeLessThanOrEqual(point.percent);
      expect(point.high).toBeGreaterThanOrEqual(point.percent);
    }
  });

  it("counts revenue per 1,000 people reached as share × price × 1,000, and names the best", () => {
    for (const point of test.demand) {
      expect(point.revenuePer1000).toBe(Math.round((point.adopters / point.total) * point.amount * 1000));
    }
    expect(test.bestRevenue.revenuePer1000).toBe(
      Math.max(...test.demand.map((point) => point.revenuePer1000)),
    );
    expect(test.summary).toContain(`revenue per 1,000 people reached peaks at ${test.bestRevenue.label}`);
  });

  it("draws Van Westendorp curves that move the right way", () => {
    const curves = test.vanWestendorp.curves;
    for (let i = 1; i < curves.length; i++) {
      expect(curves[i]!.tooCheap).toBeLessThanOrEqual(curves[i - 1]!.tooCheap);
      expect(curves[i]!.tooExpensive).toBeGreaterThanOrEqual(curves[i - 1]!.tooExpensive);
    }
  });

  it("reads thresholds from what the price changes, not from a dislike of the idea", () => {
    // Few would try a focus app at any price; that alone makes no price "expensive".
    const niche = runPriceTest(
      source("A focus app for freelancers that blocks distracting sites during deep work sessions, $5/month"),
    );
    if (!niche.ok) throw new Error(niche.reason);
    const cheapest = niche.test.vanWestendorp.curves[0]!;
    expect(cheapest.expensive).toBeLessThan(50);
    expect(cheapest.cheap).toBeGreaterThan(50);
  });

  it("works without a stated price, and says why an idea that sells nothing has none", () => {
    const unpriced = runPriceTest(source("A smart kettle that boils water to the exact temperature for tea"));
    expect(unpriced.ok && unpriced.test.stated).toBeNull();
    expect(unpriced.ok && unpriced.test.demand.length).toBeGreaterThanOrEqual(5);
    expect(runPriceTest(source("A free public library app that shows which books are on the shelf"))).toEqual(
      {
        ok: false,
        reason: NOTHING_TO_PRICE,
      },
    );
  });

  it("rounds prices as people say them", () => {
    expect(roundPrice(12.4)).toBe(12);
    expect(roundPrice(4.6)).toBe(4.5);
    expect(roundPrice(1234)).toBe(1200);
  });
});
