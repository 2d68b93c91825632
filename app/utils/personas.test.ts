import { describe, expect, it } from "vitest";
import { analyzeIdea, createRng, generatePersonas, getPresetCohort, react } from "~/engine";
import { matchesSearch, sentimentOf, toDisplayPersona, type DisplayPersona } from "./personas";

function persona(overrides: Partial<DisplayPersona>): DisplayPersona {
  return {
    id: "p1",
    simulationId: "s1",
    name: "Maria Garcia",
    role: "Nurse",
    company: "St. Mary's Hospital",
    location: "Austin, TX, USA",
    age: 41,
    gender: "Female",
    nationality: "American",
    traits: ["Pragmatic"],
    interests: ["Cooking"],
    painPoints: ["Irregular hours"],
    budget: "$50-150/month",
    decisionStyle: "Cautious",
    initialThought: "Maybe.",
    sentiment: "neutral",
    group: "mixed",
    concerns: [],
    motivation: "",
    action: "",
    ...overrides,
  };
}

describe("persona search", () => {
  it("finds text in any listed field, case-insensitively, every word required", () => {
    expect(matchesSearch(persona({}), "NURSE")).toBe(true);
    expect(matchesSearch(persona({}), "irregular")).toBe(true);
    expect(matchesSearch(persona({}), "cautious austin")).toBe(true);
    expect(matchesSearch(persona({}), "41")).toBe(true);
    expect(matchesSearch(persona({}), "developer")).toBe(false);
    expect(matchesSearch(persona({}), "")).toBe(true);
  });

  it("understands the aliases", () => {
    expect(matchesSearch(persona({ gender: "Female" }), "women")).toBe(true);
    expect(matchesSearch(persona({ gender: "Female" }), "men")).toBe(false);
    expect(matchesSearch(persona({ gender: "Male" }), "men")).toBe(true);
    expect(matchesSearch(persona({ age: 25 }), "young")).toBe(true);
    expect(matchesSearch(persona({ age: 33 }), "young")).toBe(false);
    expect(matchesSearch(persona({ age: 45 }), "senior")).toBe(true);
    expect(matchesSearch(persona({ age: 56 }), "senior")).toBe(false);
    expect(matchesSearch(persona({ nationality: "German", location: "Berlin, Germany" }), "european")).toBe(
      true,
    );
    expect(matchesSearch(persona({ nationality: "Japanese" }), "asian")).toBe(true);
    expect(matchesSearch(persona({}), "usa")).toBe(true);
    expect(matchesSearch(persona({ role: "Software Engineer" }), "tech")).toBe(true);
    expect(matchesSearch(persona({ sentiment: "positive" }), "positive")).toBe(true);
    expect(matchesSearch(persona({ sentiment: "negative" }), "positive")).toBe(false);
    expect(matchesSearch(persona({ gender: "Female", age: 50 }), "senior women")).toBe(true);
  });

  it("reads the server's sentiment as a word or a number above 0.05", () => {
    expect(sentimentOf(0.06)).toBe("positive");
    expect(sentimentOf(0.05)).toBe("neutral");
    expect(sentimentOf(-0.2)).toBe("negative");
    expect(sentimentOf("Positive")).toBe("positive");
    expect(sentimentOf(undefined)).toBe("neutral");
  });

  it("fills the displayed defaults for budget and decision style", () => {
    const [generated] = generatePersonas(getPresetCohort("general")!, 1, "seed");
    const response = react(generated!, analyzeIdea("A budgeting app"), createRng("r"));
    const shown = toDisplayPersona({ ...generated!, budget: "", decision_style: "", response }, "sim");
    expect(shown.budget).toBe("$100-500/month");
    expect(shown.decisionStyle).toBe("Analytical");
  });
});
