import { describe, expect, it } from "vitest";
import { getPresetCohort } from "./cohorts";
import { compareVariants, pairedWinner, type VariantInput } from "./compare";
import { simulate } from "./simulate";

const cohort = getPresetCohort("general")!;

function variant(key: string, text: string, count = 100): VariantInput {
  const result = simulate({ idea: text, cohort, count, seed: "panel|general" });
  return { key, text, personas: result.personas, topReasons: [] };
}

describe("the paired test", () => {
  it("names a side only when the personas who answered differently clearly lean one way", () => {
    // 10 against 2: two-sided exact p = 2 · (1 + 12 + 66) / 4096 ≈ 0.039.
    expect(pairedWinner(10, 2)).toBe("first");
    expect(pairedWinner(2, 10)).toBe("second");
    // 5 against 3, or 0 against 4 (p = 0.125): could be chance.
    expect(pairedWinner(5, 3)).toBeNull();
    expect(pairedWinner(0, 4)).toBeNull();
    // 0 against 5: p = 2/32 = 0.0625 < 0.1.
    expect(pairedWinner(0, 5)).toBe("second");
    expect(pairedWinner(0, 0)).toBeNull();
  });
});

describe("compareVariants", () => {
  const cheap = variant("A", "A meal-planning app that builds a week of dinners from your fridge, free");
  const dear = variant("B", "A meal-planning app that builds a week of dinners from your fridge, $60/month");

  it("compares the variants on the same personas and names a winner only when it holds up", () => {
    expect(dear.personas.map((p) => p.persona_id)).toEqual(cheap.personas.map((p) => p.persona_id));
    const result = compareVariants([dear, cheap]);
    expect(result.leader).toBe("A");
    expect(result.winner).toBe("A");
    expect(result.summary).toMatch(/^Variant A wins: \d+% \(90% interval \d+-\d+%\) would try it/);
    const [b, a] = result.variants;
    expect(a!.adopters).toBeGreaterThan(b!.adopters);
    expect(a!.low).toBeLessThanOrEqual(a!.percent);
    expect(result.switcherCount).toBeGreaterThan(0);
    for (const switcher of result.switchers) {
      const scores = switcher.answers.map((answer) => answer.score >= 4);
      expect(scores).toContain(true);
      expect(scores).toContain(false);
    }
  });

  it("says there is no clear winner between two identical pitches", () => {
    const again = { ...cheap, key: "B" };
    const result = compareVariants([cheap, again]);
    expect(result.winner).toBeNull();
    expect(result.summary).toMatch(/^No clear winner: variant A leads/);
    expect(result.switcherCount).toBe(0);
    expect(result.flips).toEqual([]);
  });

  it("tells each variant apart from the control", () => {
    const result = compareVariants([cheap, dear], { ...dear, key: "control" });
    expect(result.variants.find((v) => v.key === "A")!.againstControl).toBe("better");
    expect(result.variants.find((v) => v.key === "B")!.againstControl).toBe("no_clear_difference");
    expect(result.control).toMatchObject({ key: "control", againstControl: null });
  });

  it("lists the objections that differ most between variants, with counts for each", () => {
    const result = compareVariants([cheap, dear]);
    expect(result.blockers.length).toBeGreaterThan(0);
    const top = result.blockers[0]!;
    expect(Object.keys(top.counts).sort()).toEqual(["A", "B"]);
    expect(top.counts.B).not.toBe(top.counts.A);
  });

  it("reads a flip only where another variant clearly leads within a group of at least ten", () => {
    // For retirees the fall alarm wins; overall the runners' watch may lead on the younger majority.
    const runners = variant("A", "A smartwatch for runners that tracks pace and heart rate, $249");
    const retirees = variant("B", "A smartwatch for retirees that calls for help after a fall, $249");
    const result = compareVariants([runners, retirees]);
    for (const flip of result.flips) {
      expect(flip.personas).toBeGreaterThanOrEqual(10);
      expect(flip.leader.key).not.toBe(result.leader);
      expect(flip.leader.adopters).toBeGreaterThan(flip.overallLeader.adopters);
    }
    // Identical pitches never flip anywhere.
    expect(compareVariants([runners, { ...runners, key: "B" }]).flips).toEqual([]);
  });
});
