import { describe, expect, it } from "vitest";
import { analyzeIdea } from "./analyze-idea";
import { getPresetCohort } from "./cohorts";
import { generatePersonas } from "./personas";
import type { PersonaOpinion, PersonaResponse, Score } from "./types";
import {
  actionFits,
  grammarFaults,
  measureVoice,
  rejectsWithPraise,
  runVoiceBenchmark,
  saysIrrelevant,
  saysPriceBothWays,
  voicesNoise,
  VOICE_TARGETS,
} from "./voice-benchmark";

const [someone] = generatePersonas(getPresetCohort("consumer")!, 1, "vb");
const consumer = { ...someone!, role: "Registered Nurse", company: "Springfield General Hospital" };
const florist = { ...consumer, role: "Florist", company: "Rosa's Flowers (3 employees)" };
const buyer = { ...consumer, role: "Head of Procurement", company: "Acme Insurance (8,500 employees)" };

function opinion(response: Partial<PersonaResponse> & { score: Score }, who = consumer): PersonaOpinion {
  return {
    ...who,
    response: {
      overall_reaction: "I'm on the fence.",
      primary_motivation: "Nothing compelling yet",
      concerns: [],
      sentiment: 0,
      action_taken: "Would wait for reviews",
      ...response,
    },
  };
}

describe("the contradiction classes", () => {
  it("catches an adopter calling the idea irrelevant, in a concern or in words", () => {
    expect(saysIrrelevant(opinion({ score: 4, concerns: ["Not relevant to their needs"] }))).toBe(true);
    expect(
      saysIrrelevant(opinion({ score: 5, overall_reaction: "I love it. I just don't have a need for it." })),
    ).toBe(true);
    expect(saysIrrelevant(opinion({ score: 2, concerns: ["Not relevant to their needs"] }))).toBe(false);
  });

  it("catches taste or mood given as the reason", () => {
    expect(voicesNoise(opinion({ score: 4, primary_motivation: "It just appeals to me" }))).toBe(true);
    expect(voicesNoise(opinion({ score: 1, overall_reaction: "Hard pass. It just isn't my taste." }))).toBe(
      true,
    );
    expect(
      voicesNoise(opinion({ score: 2, overall_reaction: "I'm skeptical of new products in general." })),
    ).toBe(true);
    expect(voicesNoise(opinion({ score: 1, overall_reaction: "Hard pass. $49 feels steep to me." }))).toBe(
      false,
    );
  });

  it("catches the price said to be no question by someone who lists it as a concern", () => {
    const budgetLine = "Yes, please. It would pay for itself, so the budget conversation would be short.";
    expect(
      saysPriceBothWays(
        opinion({ score: 5, overall_reaction: budgetLine, concerns: ["Price feels high for what it does"] }),
      ),
    ).toBe(true);
    expect(saysPriceBothWays(opinion({ score: 5, overall_reaction: budgetLine, concerns: [] }))).toBe(false);
    // A price called small beside another subscription as the worry says it both ways too.
    const small = "€4 a month is a small price if it does what it says.";
    expect(
      saysPriceBothWays(
        opinion({ score: 4, overall_reaction: small, concerns: ["Doesn't want another subscription"] }),
      ),
    ).toBe(true);
  });

  it("catches a rejecter praising the idea other than as a concession", () => {
    expect(rejectsWithPraise(opinion({ score: 1, primary_motivation: "Affordable at $5" }))).toBe(true);
    expect(
      rejectsWithPraise(opinion({ score: 2, overall_reaction: "No. I love this part, honestly." })),
    ).toBe(true);
    expect(
      rejectsWithPraise(
        opinion({
          score: 2,
          primary_motivation: "Affordable at $5, but that isn't enough",
          overall_reaction: "No. Sure, I'd happily pay $5, but that's not enough for me.",
        }),
      ),
    ).toBe(false);
  });

  it("catches an undecided persona claiming a yes outright", () => {
    expect(
      rejectsWithPraise(
        opinion({
          score: 3,
          overall_reaction: "Not sure. I know what I'd be getting, which makes it an easy yes.",
        }),
      ),
    ).toBe(true);
    expect(
      rejectsWithPraise(
        opinion({ score: 3, overall_reaction: "If the AI takes the busywork off me, I'm in." }),
      ),
    ).toBe(false);
    expect(rejectsWithPraise(opinion({ score: 4, overall_reaction: "It's an easy yes." }))).toBe(false);
  });

  it("finds each kind of grammar fault", () => {
    const faults = (overall_reaction: string) => grammarFaults(opinion({ score: 3, overall_reaction }));
    expect(faults("I'm a ambitious person.")).toEqual(["a before a vowel sound"]);
    expect(faults("It's an new idea.")).toEqual(["an before a consonant"]);
    expect(faults("Other directors of operationses might agree.")).toEqual(["doubled plural"]);
    expect(faults("Other director of operations might agree.")).toEqual(["plural on the wrong word"]);
    expect(faults("Maybe. it depends.")).toEqual(["lowercase sentence start"]);
    expect(faults("Maybe.  It depends..")).toEqual(["doubled space or punctuation"]);
    expect(faults("I'd pay {price} for undefined.")).toEqual(["unfilled slot"]);
    expect(
      faults(
        "As an ambitious person and a UX designer, I'd pay an hour's wage; other directors of operations agree.",
      ),
    ).toEqual([]);
  });

  it("catches an action that does not fit the person or the product", () => {
    const tool = analyzeIdea("Online booking and reminders for hair salons, $29/month");
    const kettle = analyzeIdea("A smart kettle that boils water to the exact temperature for tea, $89");
    const membership = analyzeIdea("A neighbourhood tool library with a locker on your street, $8/month");
    const free = analyzeIdea("A free app that reminds you to water your plants");
    const act = (action_taken: string, who = consumer) => opinion({ score: 4, action_taken }, who);
    expect(actionFits(act("Would book a demo", florist), tool)).toBe(false);
    expect(actionFits(act("Would book a demo", buyer), tool)).toBe(true);
    expect(actionFits(act("Would try it in the business for a month", consumer), tool)).toBe(false);
    expect(actionFits(act("Would sign up for the beta"), kettle)).toBe(false);
    expect(actionFits(act("Would pre-order it"), kettle)).toBe(true);
    expect(actionFits(act("Would pick one up next time I shop"), membership)).toBe(false);
    expect(actionFits(act("Would not pay for it"), free)).toBe(false);
  });
});

describe("measureVoice", () => {
  it("counts a sentence shared by many personas, with numbers blurred", () => {
    const features = analyzeIdea("Umbrellas");
    const personas = [1, 2, 3].map((n) =>
      opinion({ score: 1, overall_reaction: `Hard pass. It costs $${n}2.` }),
    );
    const measured = measureVoice([{ label: "same", personas, features }]);
    expect(measured.ideas[0]).toMatchObject({
      distinctReactions: 1,
      topSentenceCount: 3,
      topSentence: "Hard pass.",
    });
    expect(measured.topSentenceOverallShare).toBe(1);
  });
});

describe("the voice benchmark", () => {
  const figures = runVoiceBenchmark();

  it("meets the targets on its fourteen ideas", () => {
    expect(figures.ideas).toHaveLength(14);
    for (const idea of figures.ideas) {
      expect(idea.distinctReactions, idea.label).toBeGreaterThanOrEqual(VOICE_TARGETS.distinctPer100);
      expect(idea.topSentenceCount, `${idea.label}: ${idea.topSentence}`).toBeLessThanOrEqual(
        VOICE_TARGETS.topSentencePer100,
      );
    }
    expect(figures.topSentenceOverallShare, figures.topSentenceOverall).toBeLessThanOrEqual(
      VOICE_TARGETS.overallShare,
    );
  });

  it("counts no contradiction of any class", () => {
    expect(figures.contradictions, JSON.stringify(figures.examples, null, 1)).toEqual({
      adopterIrrelevant: 0,
      noiseAsReason: 0,
      rejecterPositive: 0,
      grammar: 0,
      actionMismatch: 0,
      priceBothWays: 0,
    });
  });
});

describe("a reason most of a panel shares", () => {
  // A risk, an imitation or an unfamiliar kind of product that most people answer with is said
  // in their own ways, not in one sentence (these were 17-25 of 60 before engine 2.9.13).
  const ideas = [
    {
      label: "safety",
      idea: "A driverless shuttle on your city's main street: would you ride it?",
      cohort: "general",
    },
    { label: "body", idea: "A brain implant that lets you type by thinking", cohort: "tech_early" },
    { label: "imitation", idea: "Chicken nuggets made from plants, sold in supermarkets", cohort: "general" },
    { label: "unfamiliar", idea: "A smart ring that tracks your sleep, $299", cohort: "consumer" },
  ];

  it("is said in many ways", () => {
    for (const idea of runVoiceBenchmark(100, ideas).ideas) {
      expect(idea.topSentenceCount, `${idea.label}: ${idea.topSentence}`).toBeLessThanOrEqual(
        VOICE_TARGETS.topSentencePer100 * 2,
      );
    }
  });
});
