import { describe, expect, it } from "vitest";
import { chooseAction, runsSmallBusiness } from "./actions";
import { analyzeIdea } from "./analyze-idea";
import { getPresetCohort } from "./cohorts";
import { generatePersonas } from "./personas";
import { createRng } from "./rng";
import type { Persona, Score } from "./types";

const B2B_TOOL = analyzeIdea(
  "A scheduling tool for businesses that books staff shifts automatically, $40/month",
);
const people = [
  ...generatePersonas(getPresetCohort("smb")!, 80, "a"),
  ...generatePersonas(getPresetCohort("enterprise")!, 80, "b"),
];

function actionsOf(persona: Persona): string[] {
  return ([5, 4] as Score[]).flatMap((score) =>
    Array.from({ length: 6 }, (_, i) =>
      chooseAction(score, B2B_TOOL, persona, [], createRng(`${persona.persona_id}|${i}`)),
    ),
  );
}

describe("actions that fit the person", () => {
  it("has small-business owners try a business tool themselves, not book a demo", () => {
    const owners = people.filter(runsSmallBusiness);
    expect(owners.length).toBeGreaterThan(20);
    expect(owners.some((persona) => persona.role === "Florist" || /Owner/.test(persona.role))).toBe(true);
    for (const owner of owners) {
      for (const action of actionsOf(owner))
        expect(action, `${owner.role}: ${action}`).not.toMatch(/demo|pilot|roll it out/i);
    }
  });

  it("has a large company's buyers book demos and pilots", () => {
    const buyers = people.filter(
      (persona) => !runsSmallBusiness(persona) && /Procurement|Director|Head of|Chief/.test(persona.role),
    );
    expect(buyers.length).toBeGreaterThan(5);
    for (const buyer of buyers) {
      expect(
        actionsOf(buyer).some((action) => /demo|pilot|trial with my team|roll it out/i.test(action)),
      ).toBe(true);
    }
  });

  it("has anyone buy goods rather than sign up for them", () => {
    const kettle = analyzeIdea("A smart kettle that boils water to the exact temperature for tea, $89");
    const action = chooseAction(5, kettle, people[0]!, [], createRng("k"));
    expect(action).toMatch(/buy|pre-order/i);
  });
});
