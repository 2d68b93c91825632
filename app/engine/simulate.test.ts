import { describe, expect, it } from "vitest";
import { analyzeIdea } from "./analyze-idea";
import { getPresetCohort } from "./cohorts";
import { cohortFromDescription } from "./custom-cohort";
import { DEFAULT_PARAMETERS } from "./parameters";
import { assembleResult, simulate, simulateRange, type SimulationInput } from "./simulate";
import type { CohortModel } from "./types";

const IDEA = "A meal service that delivers healthy dinners to busy families, $9 per meal";

function general(): CohortModel {
  const cohort = getPresetCohort("general");
  if (!cohort) throw new Error("no general cohort");
  return cohort;
}

describe("simulate", () => {
  it("gives a deep-equal result for the same idea, cohort, count and seed", () => {
    const input: SimulationInput = { idea: IDEA, cohort: general(), count: 60, seed: "repeat" };
    expect(simulate(input)).toEqual(simulate({ ...input }));
    const custom = cohortFromDescription("Nurses", "nurses in rural Canada working night shifts");
    expect(simulate({ ...input, cohort: custom })).toEqual(simulate({ ...input, cohort: custom }));
  });

  it("gives different personas and answers for a different seed", () => {
    const first = simulate({ idea: IDEA, cohort: general(), count: 60, seed: "one" });
    const second = simulate({ idea: IDEA, cohort: general(), count: 60, seed: "two" });
    expect(first.personas.map((persona) => persona.name)).not.toEqual(
      second.personas.map((persona) => persona.name),
    );
    expect(first.personas.map((persona) => persona.response.score)).not.toEqual(
      second.personas.map((persona) => persona.response.score),
    );
  });

  it("keeps the canonical result plain data that survives JSON", () => {
    const result = simulate({ idea: IDEA, cohort: general(), count: 30, seed: "json" });
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
    expect(result.reasoning.map((entry) => entry.persona_id)).toEqual(
      result.personas.map((persona) => persona.persona_id),
    );
    expect(result.distribution.counts.reduce((sum, count) => sum + count, 0)).toBe(30);
    expect(result.distribution.adopt + result.distribution.mixed + result.distribution.notInterested).toBe(
      30,
    );
    expect(result.features.category).toBe("food");
    expect(result.cohort).toEqual({
      id: "general",
      name: "General Audience",
      description: general().description,
      isPreset: true,
    });
  });

  it("gives the same result when run in batches", () => {
    const input: SimulationInput = { idea: IDEA, cohort: general(), count: 47, seed: "batches" };
    const features = analyzeIdea(input.idea);
    const batches = [
      ...simulateRange(input, features, 0, 10),
      ...simulateRange(input, features, 10, 30),
      ...simulateRange(input, features, 30, 100),
    ];
    expect(batches).toHaveLength(47);
    expect(assembleResult(input, features, batches)).toEqual(simulate(input));
  });

  it("lets calibrated parameters move the answers", () => {
    const input: SimulationInput = { idea: IDEA, cohort: general(), count: 100, seed: "params" };
    const warmer = { ...DEFAULT_PARAMETERS, intercept: DEFAULT_PARAMETERS.intercept + 1.5 };
    expect(simulate({ ...input, parameters: warmer }).distribution.mean).toBeGreaterThan(
      simulate(input).distribution.mean + 0.5,
    );
  });

  it("handles empty and odd inputs", () => {
    expect(simulate({ idea: "", cohort: general(), count: 0, seed: "" }).personas).toEqual([]);
    expect(simulate({ idea: "   ", cohort: general(), count: 5, seed: 42 }).personas).toHaveLength(5);
    expect(
      simulate({ idea: "x", cohort: general(), count: Number.POSITIVE_INFINITY, seed: 1 }).personas,
    ).toEqual([]);
  });
});
