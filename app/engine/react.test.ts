import { describe, expect, it } from "vitest";
import { analyzeIdea } from "./analyze-idea";
import { getPresetCohort } from "./cohorts";
import { DEFAULT_PARAMETERS } from "./parameters";
import { generatePersonas } from "./personas";
import { react, reactInDetail, scoreFromUtility } from "./react";
import { createRng } from "./rng";
import { simulate } from "./simulate";
import type { CohortModel, PersonaOpinion } from "./types";

const DEV_TOOL =
  "A CLI that lints Terraform files and opens pull requests with fixes, $20/month per developer";
const MEETINGS =
  "An AI meeting assistant that joins your calls, takes notes and sends action items, $15/month";
const PRIVACY_HEAVY =
  "An app that records your kids' location and health data so you always know they are safe";
const NEUTRAL = "A to-do app that helps you plan your week";
const SEEDS = ["r1", "r2", "r3"];

function cohort(id: string): CohortModel {
  const found = getPresetCohort(id);
  if (!found) throw new Error(`no preset ${id}`);
  return found;
}

function panel(idea: string, cohortId: string, count = 100, seeds = SEEDS): PersonaOpinion[] {
  return seeds.flatMap((seed) => simulate({ idea, cohort: cohort(cohortId), count, seed }).personas);
}

function adoption(personas: PersonaOpinion[]): number {
  return personas.filter((persona) => persona.response.score >= 4).length / personas.length;
}

function mentionsPrivacy(persona: PersonaOpinion): boolean {
  return persona.response.concerns.some((concern) => /privacy|data|tracking|recorded/i.test(concern));
}

describe("react", () => {
  it("is deterministic for the rng's seed", () => {
    const [persona] = generatePersonas(cohort("general"), 1, "det");
    const idea = analyzeIdea(MEETINGS);
    expect(react(persona, idea, createRng("x"))).toEqual(react(persona, idea, createRng("x")));
  });

  it("words 100 reactions to one idea in at least 90 different ways", () => {
    for (const cohortId of ["general", "consumer"]) {
      const personas = simulate({
        idea: MEETINGS,
        cohort: cohort(cohortId),
        count: 100,
        seed: "words",
      }).personas;
      const texts = new Set(personas.map((persona) => persona.response.overall_reaction));
      expect(texts.size).toBeGreaterThanOrEqual(90);
    }
  });

  it("writes one to three first-person sentences that name what drove them", () => {
    const result = simulate({ idea: MEETINGS, cohort: cohort("general"), count: 100, seed: "voice" });
    const phrases = [...result.features.keyPhrases, result.features.price?.label ?? ""].map((phrase) =>
      phrase.toLowerCase(),
    );
    let named = 0;
    for (const persona of result.personas) {
      const text = persona.response.overall_reaction;
      const sentences = text.split(/(?<=[.!?])\s+/);
      expect(sentences.length).toBeGreaterThanOrEqual(1);
      expect(sentences.length).toBeLessThanOrEqual(3);
      expect(text).toMatch(/\b(I|I'd|I'm|me|my|we|we'd|our)\b/i);
      if (phrases.some((phrase) => phrase && text.toLowerCase().includes(phrase))) named++;
    }
    expect(named).toBeGreaterThanOrEqual(40);
  });

  it("keeps score, sentiment, concerns and action consistent", () => {
    for (const persona of panel(MEETINGS, "general", 100, ["consistency"])) {
      const { score, sentiment, concerns, action_taken, primary_motivation } = persona.response;
      if (score >= 4) expect(sentiment).toBeGreaterThan(0.05);
      if (score <= 2) expect(sentiment).toBeLessThan(-0.05);
      if (score <= 2) expect(concerns.length).toBeGreaterThan(0);
      expect(sentiment).toBeGreaterThanOrEqual(-1);
      expect(sentiment).toBeLessThanOrEqual(1);
      expect(concerns.length).toBeLessThanOrEqual(3);
      expect(new Set(concerns).size).toBe(concerns.length);
      expect(action_taken).toMatch(/^Would /);
      expect(primary_motivation.length).toBeGreaterThan(0);
    }
  });

  it("adopts less as the stated price rises, for a budget-sensitive audience", () => {
    const idea = (price: number) =>
      `A meal planning app that builds your weekly grocery list from what's on sale, $${price}/month`;
    const cheap = adoption(panel(idea(5), "general"));
    const middle = adoption(panel(idea(50), "general"));
    const steep = adoption(panel(idea(500), "general"));
    expect(cheap).toBeGreaterThan(middle + 0.05);
    expect(middle).toBeGreaterThan(steep);
    const priceConcerns = panel(idea(500), "consumer").filter((persona) =>
      persona.response.concerns.includes("Price feels high for what it does"),
    );
    expect(priceConcerns.length).toBeGreaterThan(200);
  });

  it("makes tech early adopters far keener on a developer tool than consumers", () => {
    const tech = adoption(panel(DEV_TOOL, "tech_early"));
    const consumers = adoption(panel(DEV_TOOL, "consumer"));
    expect(tech).toBeGreaterThan(0.35);
    expect(consumers).toBeLessThan(0.1);
    expect(tech).toBeGreaterThan(consumers + 0.3);
  });

  it("raises privacy concerns about kids' location and health data, not about a to-do app", () => {
    const heavy = panel(PRIVACY_HEAVY, "general", 100, ["privacy"]);
    const neutral = panel(NEUTRAL, "general", 100, ["privacy"]);
    const heavyShare = heavy.filter(mentionsPrivacy).length / heavy.length;
    const neutralShare = neutral.filter(mentionsPrivacy).length / neutral.length;
    expect(heavyShare).toBeGreaterThan(0.6);
    expect(neutralShare).toBeLessThan(0.05);
    expect(adoption(heavy)).toBeLessThan(adoption(neutral) + 0.05);
  });

  it("uses the whole 1-5 scale on a mixed idea", () => {
    const personas = simulate({
      idea: "A subscription box of healthy snacks delivered monthly, $25/month",
      cohort: cohort("general"),
      count: 100,
      seed: "scale",
    }).personas;
    const scores = new Set(personas.map((persona) => persona.response.score));
    expect([...scores].sort()).toEqual([1, 2, 3, 4, 5]);
    const largest = Math.max(
      ...[1, 2, 3, 4, 5].map((score) => personas.filter((p) => p.response.score === score).length),
    );
    expect(largest).toBeLessThan(60);
  });

  it("names the drivers behind each reaction", () => {
    const [persona] = generatePersonas(cohort("tech_early"), 1, "drivers");
    const reaction = reactInDetail(persona, analyzeIdea(DEV_TOOL), createRng("d"));
    const keys = reaction.drivers.map((driver) => driver.key);
    expect(keys).toEqual(expect.arrayContaining(["price", "mood", "taste", "novelty"]));
    const total = reaction.drivers.reduce((sum, driver) => sum + driver.value, DEFAULT_PARAMETERS.intercept);
    expect(total).toBeCloseTo(reaction.latent, 2);
    expect(reaction.response.score).toBe(scoreFromUtility(reaction.latent, DEFAULT_PARAMETERS.cutPoints));
  });
});

describe("scoreFromUtility", () => {
  it("maps utility to 1-5 through the cut points", () => {
    const cuts = [-1, 0, 1, 2];
    expect([-5, -0.5, 0.5, 1.5, 9].map((value) => scoreFromUtility(value, cuts))).toEqual([1, 2, 3, 4, 5]);
  });
});
