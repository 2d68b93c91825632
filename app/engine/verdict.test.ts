import { describe, expect, it } from "vitest";
import { getPresetCohort } from "./cohorts";
import { simulate } from "./simulate";
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
    }
    expect(verdict.next_step.length).toBeGreaterThan(0);
    expect(verdict.metrics.confidence).toBeGreaterThan(0);
    expect(verdict.metrics.confidence).toBeLessThanOrEqual(100);
  });

  it("defines every metric", () => {
    for (const key of ["pcs", "vpr", "wtt", "confidence", "mhi"] as const)
      expect(METRIC_DEFINITIONS[key].definition).toBeTruthy();
  });

  it("tells trying from not trying", () => {
    expect(wouldTry("Would sign up right away")).toBe(true);
    expect(wouldTry("Would start a free trial with my team")).toBe(true);
    expect(wouldTry("Would not try it")).toBe(false);
    expect(wouldTry("Would try it if a friend recommended it")).toBe(false);
    expect(wouldTry("Would wait for reviews")).toBe(false);
  });
});

describe("willingness to try", () => {
  it("counts every next step that tries the idea, whoever takes it", () => {
    for (const action of [
      "Would start using it in the business this week",
      "Would try it in the business for a month",
      "Would start the free trial",
      "Would test it with a few customers first",
      "Would set it up this week and tell other owners",
      "Would book a demo",
      "Would buy one to try",
    ]) {
      expect(wouldTry(action), action).toBe(true);
    }
    for (const action of [
      "Would not consider it",
      "Would stick with how I do it now",
      "Would wait for reviews",
    ]) {
      expect(wouldTry(action), action).toBe(false);
    }
  });
});
