import { describe, expect, it } from "vitest";
import { getPresetCohort } from "./cohorts";
import { cohortFromDescription } from "./custom-cohort";
import { distinguishNames, generatePersona, generatePersonas } from "./personas";
import { drawName } from "./names";
import { findRole } from "./roles";
import type { Rng } from "./rng";
import type { CohortModel } from "./types";

function general(): CohortModel {
  const cohort = getPresetCohort("general");
  if (!cohort) throw new Error("no general cohort");
  return cohort;
}

describe("generatePersonas", () => {
  it("gives the same personas for the same cohort, count and seed", () => {
    expect(generatePersonas(general(), 40, "same")).toEqual(generatePersonas(general(), 40, "same"));
  });

  it("never gives a name that is also the family name twice ('Cruz Cruz')", () => {
    // An rng that draws "Cruz" wherever it can: as a given name and as a family name.
    const cruz = {
      next: () => 0,
      chance: () => true,
      pick: <T>(items: readonly T[]) => (items.includes("Cruz" as T) ? ("Cruz" as T) : items[0]!),
    } as unknown as Rng;
    const { full, family } = drawName(cruz, "Mexican", "Nonbinary");
    expect(full.startsWith("Cruz ")).toBe(true);
    expect(family).not.toBe("Cruz");
  });

  it("gives different personas for a different seed", () => {
    const first = generatePersonas(general(), 40, "seed-a");
    const second = generatePersonas(general(), 40, "seed-b");
    expect(first.map((persona) => persona.name)).not.toEqual(second.map((persona) => persona.name));
    expect(first[0].persona_id).not.toBe(second[0].persona_id);
  });

  it("keeps persona i the same however many are drawn", () => {
    const small = generatePersonas(general(), 25, "prefix");
    const large = generatePersonas(general(), 100, "prefix");
    expect(large.slice(0, 25)).toEqual(small);
    const single = generatePersona(general(), "prefix", 30);
    expect(single.persona_id).toBe(large[30].persona_id);
    expect(single.demographics).toEqual(large[30].demographics);
    expect(single.role).toBe(large[30].role);
  });

  it("fills every field with plausible values", () => {
    const personas = generatePersonas(general(), 150, "fields");
    expect(new Set(personas.map((persona) => persona.persona_id)).size).toBe(150);
    expect(new Set(personas.map((persona) => persona.name)).size).toBe(150);
    for (const persona of personas) {
      expect(persona.persona_id).toMatch(/^p-[0-9a-f]{8}-\d{3}$/);
      expect(persona.name.split(" ").length).toBeGreaterThanOrEqual(2);
      expect(persona.company.length).toBeGreaterThan(0);
      expect(persona.company).not.toMatch(/[{}]/);
      expect(persona.traits).toHaveLength(3);
      expect(new Set(persona.traits).size).toBe(3);
      expect(persona.interests).toHaveLength(3);
      expect(persona.pain_points).toHaveLength(2);
      expect(persona.budget).toMatch(/^\$[\d,]+(-[\d,]+|\+)\/month$/);
      expect(persona.decision_style.length).toBeGreaterThan(0);
      const { tech_adoption, budget_sensitivity } = persona.decision_profile;
      expect(tech_adoption).toBeGreaterThan(0);
      expect(tech_adoption).toBeLessThan(1);
      expect(budget_sensitivity).toBeGreaterThan(0);
      expect(budget_sensitivity).toBeLessThan(1);
      const role = findRole(persona.role);
      expect(role).toBeDefined();
      if (role) {
        expect(persona.demographics.age).toBeGreaterThanOrEqual(role.minAge);
        expect(persona.demographics.age).toBeLessThanOrEqual(role.maxAge);
      }
      expect(["Female", "Male", "Non-binary"]).toContain(persona.demographics.gender);
    }
  });

  it("names people after where they are from", () => {
    const berlin = generatePersonas(cohortFromDescription("Berlin", "people in Berlin"), 80, "names");
    const germans = berlin.filter((persona) => persona.demographics.nationality === "German");
    expect(germans.length).toBeGreaterThan(40);
    const germanSurnames =
      /Müller|Schmidt|Schneider|Fischer|Weber|Meyer|Wagner|Becker|Hoffmann|Schulz|Koch|Richter|Klein|Wolf|Neumann|Braun/;
    expect(germans.every((persona) => germanSurnames.test(persona.name))).toBe(true);
  });

  it("returns nothing for counts that are not positive numbers", () => {
    expect(generatePersonas(general(), 0, "x")).toEqual([]);
    expect(generatePersonas(general(), -5, "x")).toEqual([]);
    expect(generatePersonas(general(), Number.NaN, "x")).toEqual([]);
    expect(generatePersonas(general(), 2.9, "x")).toHaveLength(2);
  });
});

describe("distinguishNames", () => {
  it("adds a middle initial to repeated names only", () => {
    const named = distinguishNames([{ name: "Ana Silva" }, { name: "Ana Silva" }, { name: "João Costa" }]);
    expect(named[0].name).toBe("Ana Silva");
    expect(named[1].name).toMatch(/^Ana [A-Z]\. Silva$/);
    expect(named[2].name).toBe("João Costa");
  });
});
