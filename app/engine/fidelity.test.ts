import { describe, expect, it } from "vitest";
import {
  comparePanels,
  ksDistance,
  ksSimilarity,
  mean,
  scoreCounts,
  standardDeviation,
  summarizeScores,
  topTwoBox,
} from "./fidelity";
import { panelScores, parseCsv } from "./panel-csv";

/** The bottled gazpacho panel's answers: counts 11, 9, 13, 10, 7. */
const HUMAN = [
  ...Array<number>(11).fill(1),
  ...Array<number>(9).fill(2),
  ...Array<number>(13).fill(3),
  ...Array<number>(10).fill(4),
  ...Array<number>(7).fill(5),
];

describe("score statistics", () => {
  it("reproduce the published human figures", () => {
    expect(mean(HUMAN)).toBeCloseTo(2.86, 10);
    expect(standardDeviation(HUMAN)).toBeCloseTo(1.355, 3);
    expect(topTwoBox(HUMAN)).toBeCloseTo(0.34, 10);
    expect(scoreCounts(HUMAN)).toEqual([11, 9, 13, 10, 7]);
  });

  it("ignore answers outside 1-5", () => {
    expect(scoreCounts([0, 1, 2.5, 5, 6, Number.NaN])).toEqual([1, 0, 0, 0, 1]);
    expect(summarizeScores([3, 9]).total).toBe(1);
  });

  it("handle empty and single answers", () => {
    expect(mean([])).toBe(0);
    expect(standardDeviation([4])).toBe(0);
    expect(topTwoBox([])).toBe(0);
  });

  it("summarise adopt, mixed and not interested", () => {
    expect(summarizeScores([1, 2, 3, 4, 5, 5])).toMatchObject({
      adopt: 3,
      mixed: 1,
      notInterested: 2,
      total: 6,
    });
  });
});

describe("Kolmogorov-Smirnov distance", () => {
  it("is 0 for the same distribution and 1 for disjoint ones", () => {
    expect(ksDistance(HUMAN, [...HUMAN].reverse())).toBe(0);
    expect(ksSimilarity(HUMAN, HUMAN)).toBe(1);
    expect(ksDistance([1, 1, 1], [5, 5])).toBe(1);
  });

  it("is symmetric and measures the largest cumulative gap", () => {
    const everyoneSays3 = Array<number>(50).fill(3);
    expect(ksDistance(HUMAN, everyoneSays3)).toBe(ksDistance(everyoneSays3, HUMAN));
    // Humans below 3: 20 of 50 (0.4); below or at 3: 33 of 50 (0.66). The gap at 2 is 0.4.
    expect(ksDistance(HUMAN, everyoneSays3)).toBeCloseTo(0.4, 10);
  });

  it("compares a simulated panel with a human one", () => {
    const comparison = comparePanels([2, 3, 3, 4], HUMAN);
    expect(comparison.simulated.mean).toBe(3);
    expect(comparison.meanDifference).toBeCloseTo(0.14, 10);
    expect(comparison.ksSimilarity).toBeCloseTo(1 - comparison.ksDistance, 10);
    expect(comparison.sdRatio).toBeLessThan(1);
  });
});

describe("panel CSV", () => {
  it("parses quoted fields with commas, quotes and line breaks", () => {
    const rows = parseCsv('a,b\r\n1,"x, ""y""\nz"\n\n2,plain\n');
    expect(rows).toEqual([
      ["a", "b"],
      ["1", 'x, "y"\nz'],
      ["2", "plain"],
    ]);
  });

  it("reads the votes column and skips invalid votes", () => {
    const csv = 'Responder #,Vote,Explanation\n1,4,"Yes, I would"\n2,1,No\n3,n/a,?\n4,7,too high\n';
    expect(panelScores(csv)).toEqual([4, 1]);
    expect(panelScores(csv, "missing")).toEqual([]);
    expect(panelScores("")).toEqual([]);
  });
});
