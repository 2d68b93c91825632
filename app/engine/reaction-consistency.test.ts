import { describe, expect, it } from "vitest";
import { getPresetCohort } from "./cohorts";
import { simulate } from "./simulate";
import { contradictionsOf, measureVoice, runVoiceBenchmark, VOICE_TARGETS } from "./voice-benchmark";

// The words of each reaction must agree with its score: what an adopter
// worries about, why a rejecter still names something good, and plain grammar.

const IDEAS = [
  "A meal-planning app for busy parents that builds a weekly menu and shopping list, $6/month.",
  "An AI assistant that triages 90% of IT support tickets for mid-size companies, $2,000/month.",
  "Ready-to-drink bottled gazpacho sold at your local supermarket.",
  "A smart water bottle that reminds you to drink, $49.",
  "A dermatology app that checks moles from a photo, $9/month.",
  "A coffee subscription for remote workers, $18/month.",
  "An app that lets you secretly track your partner's phone location.",
  "A robot butler that does the laundry and the dishes, $12,000.",
];

const COHORTS = ["general", "consumer", "enterprise", "tech_early"] as const;

function panel() {
  return IDEAS.flatMap(
    (idea, i) =>
      simulate({
        idea,
        cohort: getPresetCohort(COHORTS[i % COHORTS.length]!)!,
        count: 100,
        seed: `consistency-${i}`,
      }).personas,
  );
}

describe("reactions that agree with their score", () => {
  const personas = panel();
  const adopters = personas.filter((persona) => persona.response.score >= 4);
  const rejecters = personas.filter((persona) => persona.response.score <= 2);

  it("has both adopters and rejecters to check", () => {
    expect(adopters.length).toBeGreaterThan(50);
    expect(rejecters.length).toBeGreaterThan(50);
  });

  it("never has an adopter call the idea irrelevant to them", () => {
    const contradicting = adopters.filter((persona) =>
      persona.response.concerns.includes("Not relevant to their needs"),
    );
    expect(contradicting.map((persona) => persona.response)).toEqual([]);
  });

  it("never gives the noise term as a reason", () => {
    const noise = personas.filter((persona) =>
      /^It just appeals to me$|^Open to trying new products$/.test(persona.response.primary_motivation),
    );
    expect(noise.map((persona) => persona.response.primary_motivation)).toEqual([]);
  });

  it("has a rejecter name what pulled only as a concession", () => {
    const named = rejecters.filter(
      (persona) => persona.response.primary_motivation !== "Nothing compelling yet",
    );
    expect(named.length).toBeGreaterThan(0);
    for (const { response } of named) {
      expect(response.primary_motivation).toMatch(
        /, but that isn't enough$|, though not enough to win me over$|^I'll grant it: .*\. Still no$/,
      );
    }
  });

  it("puts the right indefinite article before a trait", () => {
    const texts = personas.flatMap(({ response }) => [
      response.primary_motivation,
      response.overall_reaction,
    ]);
    expect(texts.filter((text) => /\ba (?:[ai]\w|o(?!ne\b)\w|e(?!u)\w)/.test(text))).toEqual([]);
  });

  it("counts no contradiction of any class over the voice benchmark's ideas", () => {
    expect(contradictionsOf(personas)).toEqual({
      adopterIrrelevant: 0,
      noiseAsReason: 0,
      rejecterPositive: 0,
      articles: 0,
      grammar: 0,
    });
  });
});

describe("the voice benchmark", () => {
  const figures = runVoiceBenchmark();

  it("has every reaction agree with its score and read cleanly", () => {
    expect(figures.contradictions).toEqual({
      adopterIrrelevant: 0,
      noiseAsReason: 0,
      rejecterPositive: 0,
      articles: 0,
      grammar: 0,
    });
  });

  it("gives 100 personas at least 85 different reactions per idea, no sentence used by more than 8", () => {
    for (const idea of figures.ideas) {
      expect(idea.distinctReactions, idea.label).toBeGreaterThanOrEqual(VOICE_TARGETS.distinctPer100);
      expect(idea.topSentenceCount, `${idea.label}: ${idea.topSentence}`).toBeLessThanOrEqual(
        VOICE_TARGETS.topSentencePer100,
      );
    }
    expect(figures.topSentenceOverallShare).toBeLessThanOrEqual(VOICE_TARGETS.overallShare);
  });

  it("counts a sentence shared by many personas, and how often", () => {
    const some = panel().slice(0, 3);
    const same = some.map((persona) => ({
      ...persona,
      response: { ...persona.response, overall_reaction: "Hard pass. It costs $12." },
    }));
    const measured = measureVoice([{ label: "same", personas: same }]);
    expect(measured.ideas[0]).toMatchObject({
      distinctReactions: 1,
      topSentenceCount: 3,
      topSentence: "Hard pass.",
    });
    expect(measured.topSentenceOverallShare).toBe(1);
  });
});
