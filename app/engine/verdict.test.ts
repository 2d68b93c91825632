import { describe, expect, it } from "vitest";
import { getPresetCohort } from "./cohorts";
import { COST_CONCERNS } from "./reasons";
import { simulate } from "./simulate";
import type { PersonaOpinion, Score } from "./types";
import { buildVerdict, METRIC_DEFINITIONS, wouldTry } from "./verdict";

const IDEA = "An AI meeting assistant that joins your calls, takes notes and sends action items, $15/month";

describe("buildVerdict", () => {
  const result = simulate({ idea: IDEA, cohort: getPresetCohort("general")!, count: 100, seed: "verdict" });
  const verdict = buildVerdict(result, { pitch: IDEA, audience: "General" });

  it("counts pcs and mhi from the scores", () => {
    const scores = result.personas.map((persona) => persona.response.score);
    expect(verdict.metrics.pcs).toBe(scores.filter((score) => score >= 4).length);
    expect(verdict.metrics.mhi.must_have).toBe(scores.filter((score) => score === 5).length);
    expect(verdict.metrics.mhi.no_need).toBe(scores.filter((score) => score <= 2).length);
    const { must_have, nice_to_have, no_need } = verdict.metrics.mhi;
    expect(must_have + nice_to_have + no_need).toBe(100);
  });

  it("quotes a persona under one objection only, and one who raised it", () => {
    const quoted = verdict.objection_heatmap.flatMap((row) => row.quotes);
    expect(new Set(quoted).size).toBe(quoted.length);
    for (const row of verdict.objection_heatmap) {
      for (const quote of row.quotes) {
        const name = quote.slice(0, quote.indexOf(":"));
        const persona = result.personas.find(
          (p) => p.name === name && quote.includes(p.response.overall_reaction),
        )!;
        expect(persona.response.concerns).toContain(row.label);
      }
    }
  });

  it("keeps the pitch and audience, at most two quotes per objection, and next steps", () => {
    expect(verdict).toMatchObject({ pitch: IDEA, audience: "General" });
    expect(verdict.objection_heatmap.length).toBeGreaterThan(0);
    for (const row of verdict.objection_heatmap) {
      expect(row.quotes.length).toBeLessThanOrEqual(2);
      expect(row.pct).toBeGreaterThan(0);
      // Each objection's share carries its 90% interval around it.
      expect(row.pct_low).toBeLessThanOrEqual(row.pct);
      expect(row.pct_high).toBeGreaterThanOrEqual(row.pct);
      expect(row.pct_high! - row.pct_low!).toBeGreaterThan(0);
    }
    expect(verdict.next_step.length).toBeGreaterThan(0);
    expect(verdict.metrics.confidence).toBeGreaterThan(0);
    expect(verdict.metrics.confidence).toBeLessThanOrEqual(100);
  });

  it("counts willingness to try never below the purchase consideration score", () => {
    expect(verdict.metrics.wtt).toBe(result.personas.filter(wouldTry).length);
    expect(verdict.metrics.wtt).toBeGreaterThanOrEqual(verdict.metrics.pcs);
  });

  it("defines every metric", () => {
    for (const key of ["pcs", "vpr", "wtt", "confidence", "mhi"] as const)
      expect(METRIC_DEFINITIONS[key].definition).toBeTruthy();
  });
});

describe("willingness to try", () => {
  const COST_LABEL = COST_CONCERNS.price;
  const opinion = (score: Score, concerns: string[]) =>
    ({ response: { score, concerns } }) as unknown as PersonaOpinion;

  it("counts every 4-5, and a 3 held back mainly by the price", () => {
    expect(wouldTry(opinion(5, []))).toBe(true);
    expect(wouldTry(opinion(4, ["Too expensive for what it does"]))).toBe(true);
    expect(wouldTry(opinion(3, [COST_LABEL]))).toBe(true);
    expect(wouldTry(opinion(3, ["Worried about privacy", COST_LABEL]))).toBe(false);
    expect(wouldTry(opinion(3, []))).toBe(false);
    expect(wouldTry(opinion(2, [COST_LABEL]))).toBe(false);
  });
});
