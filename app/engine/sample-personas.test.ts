import { describe, expect, it } from "vitest";
import { analyzeIdea } from "./analyze-idea";
import { cohortFromDescription } from "./custom-cohort";
import { generatePersonas } from "./personas";
import { samplePersonas, simulateSample } from "./sample-personas";
import { assembleResult } from "./simulate";

const COHORT = cohortFromDescription("Night nurses", "nurses in rural Canada working night shifts");
const POOL = generatePersonas(COHORT, 100, "stored");
const IDEA = "A sleep tracker for night-shift workers that plans naps around rotating shifts, $6/month";

/** A persona without its run id: who they are. */
function identity({ persona_id: _id, ...rest }: { persona_id: string }) {
  return JSON.stringify(rest);
}

describe("samplePersonas", () => {
  it("draws the same personas for the same seed and others for another", () => {
    const first = samplePersonas(COHORT, POOL, 25, "run-1");
    expect(samplePersonas(COHORT, POOL, 25, "run-1")).toEqual(first);
    const other = samplePersonas(COHORT, POOL, 25, "run-2");
    expect(other.map(identity)).not.toEqual(first.map(identity));
  });

  it("takes every persona from the stored list, without repeats while the list lasts", () => {
    const stored = new Set(POOL.map(identity));
    for (const count of [25, 50, 100]) {
      const picked = samplePersonas(COHORT, POOL, count, `size-${count}`);
      expect(picked).toHaveLength(count);
      expect(picked.every((persona) => stored.has(identity(persona)))).toBe(true);
      expect(new Set(picked.map(identity)).size).toBe(count);
    }
  });

  it("repeats personas only when the run is larger than the list, each as often as the others", () => {
    const picked = samplePersonas(COHORT, POOL.slice(0, 10), 25, "large");
    expect(picked).toHaveLength(25);
    const counts = new Map<string, number>();
    for (const persona of picked) counts.set(identity(persona), (counts.get(identity(persona)) ?? 0) + 1);
    expect(counts.size).toBe(10);
    expect(Math.min(...counts.values())).toBe(2);
    expect(Math.max(...counts.values())).toBe(3);
  });

  it("gives every pick a fresh persona_id for its run and index", () => {
    const picked = samplePersonas(COHORT, POOL, 50, "ids");
    const ids = picked.map((persona) => persona.persona_id);
    expect(new Set(ids).size).toBe(50);
    expect(ids[0]).toMatch(/^p-[0-9a-f]{8}-001$/);
    expect(ids[49]).toMatch(/-050$/);
    expect(samplePersonas(COHORT, POOL, 50, "other-run")[0].persona_id).not.toBe(ids[0]);
    expect(new Set(POOL.map((persona) => persona.persona_id)).has(ids[0])).toBe(false);
  });

  it("gives nothing for an empty list or a count of zero", () => {
    expect(samplePersonas(COHORT, [], 25, "empty")).toEqual([]);
    expect(samplePersonas(COHORT, POOL, 0, "zero")).toEqual([]);
  });
});

describe("simulateSample", () => {
  it("answers in batches exactly as in one go, and the same for the same seed", () => {
    const features = analyzeIdea(IDEA);
    const personas = samplePersonas(COHORT, POOL, 40, "batches");
    const input = { seed: "batches", cohort: COHORT };
    const whole = simulateSample(input, features, personas, 0, 40);
    const batched = [0, 10, 20, 30].flatMap((start) =>
      simulateSample(input, features, personas, start, start + 10),
    );
    expect(batched).toEqual(whole);
    expect(simulateSample(input, features, personas, 0, 40)).toEqual(whole);
    expect(whole.map((entry) => entry.opinion.persona_id)).toEqual(personas.map((p) => p.persona_id));
  });

  it("keeps the stored people and adds a response, ready for the report", () => {
    const features = analyzeIdea(IDEA);
    const personas = samplePersonas(COHORT, POOL, 25, "report");
    const simulated = simulateSample({ seed: "report", cohort: COHORT }, features, personas, 0, 25);
    simulated.forEach((entry, index) => {
      expect(entry.opinion).toMatchObject(personas[index]);
      expect(entry.opinion.response.score).toBeGreaterThanOrEqual(1);
      expect(entry.reasoning.persona_id).toBe(personas[index].persona_id);
    });
    const result = assembleResult(
      { idea: IDEA, cohort: COHORT, count: 25, seed: "report" },
      features,
      simulated,
    );
    expect(result.personas).toHaveLength(25);
    expect(result.cohort.isPreset).toBe(false);
  });
});
