import { describe, expect, it } from "vitest";
import { analyzeIdea } from "./analyze-idea";
import { getPresetCohort } from "./cohorts";
import { cohortFromDescription } from "./custom-cohort";
import { DEFAULT_PARAMETERS } from "./parameters";
import { generatePersonas } from "./personas";
import { react, reactInDetail, scoreFromUtility } from "./react";
import { createRng } from "./rng";
import { simulate } from "./simulate";
import type { CohortModel, IdeaFeatures, Persona, PersonaOpinion, Score } from "./types";
import { computeUtility, type DriverKey } from "./utility";
import { composeReaction } from "./voice";
import { ideaWords } from "./voice/idea-words";

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
    // What the reactions can name: the product, its price, what it does for them.
    const words = ideaWords(result.features);
    const phrases = [
      words.named ? words.it : "",
      words.price ?? "",
      words.does ?? "",
      words.target ?? "",
    ].map((phrase) => phrase.toLowerCase());
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
    // Enough people that the taste drawn for each wording does not blur a few points of difference.
    const cheap = adoption(panel(idea(5), "general", 300));
    const middle = adoption(panel(idea(50), "general", 300));
    const steep = adoption(panel(idea(500), "general", 300));
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

describe("the words of a reaction", () => {
  const [base] = generatePersonas(cohort("general"), 1, "grammar");
  const water = analyzeIdea("A smart water bottle that reminds you to drink, $49");
  const bowls = analyzeIdea("Ready-to-eat Korean rice bowls sold in the freezer aisle, $5 each");

  /** Reactions of one persona over many draws of the wording. */
  function wordings(input: Omit<Parameters<typeof composeReaction>[0], "rng">, draws = 200): string[] {
    return Array.from({ length: draws }, (_, i) => composeReaction({ ...input, rng: createRng(`w${i}`) }));
  }

  /** What a persona says for one driver alone: its motivation when it pulls, its concern when it holds back. */
  function saidFor(
    persona: Persona,
    idea: IdeaFeatures,
    score: Score,
    driver: { key: DriverKey; value: number; detail?: string },
  ): string[] {
    const pulls = driver.value > 0;
    return wordings({
      persona,
      idea,
      score,
      motivation: pulls ? driver : undefined,
      concerns: pulls ? [] : [driver],
      drivers: [driver],
    });
  }

  it("puts the right article before a trait: an ambitious person", () => {
    const persona = { ...base!, traits: ["Ambitious"] };
    const trait = { key: "trait_fit" as const, value: 0.6, detail: "Ambitious" };
    const texts = wordings({
      persona,
      idea: water,
      score: 4,
      motivation: trait,
      concerns: [],
      drivers: [trait],
    });
    expect(texts.some((text) => text.includes("An ambitious person like me"))).toBe(true);
    expect(texts.join(" ")).not.toMatch(/\ba ambitious/i);
  });

  it("puts a job title in the plural on its head noun: other directors of operations", () => {
    const persona = { ...base!, role: "Director of Operations" };
    const irrelevant = { key: "irrelevant" as const, value: -0.6 };
    const texts = wordings({
      persona,
      idea: water,
      score: 2,
      motivation: undefined,
      concerns: [irrelevant],
      drivers: [irrelevant],
    });
    expect(texts.some((text) => text.includes("Other directors of operations"))).toBe(true);
    expect(texts.join(" ")).not.toMatch(/directors? of operationses|other director of/i);
  });

  it("makes verbs agree with a plural product and names it as a clean noun phrase", () => {
    const persona = { ...base!, traits: ["Skeptical"], demographics: { ...base!.demographics, age: 45 } };
    const taste = { key: "taste" as const, value: -0.9 };
    const texts = wordings({
      persona,
      idea: bowls,
      score: 1,
      motivation: undefined,
      concerns: [taste],
      drivers: [taste],
    });
    expect(texts.some((text) => text.includes("Ready-to-eat Korean rice bowls don't sound appetizing"))).toBe(
      true,
    );
    expect(texts.join(" ")).not.toMatch(/bowls doesn't|bowls is\b/);
    // Said by someone not in the situation a plural product presupposes, or by someone in it.
    const panels = analyzeIdea("Solar panels installed on your roof for $15,000");
    const noHome = { key: "no_need" as const, value: -1, detail: "homeowner" };
    const renters = saidFor(persona, panels, 1, noHome);
    expect(renters.some((text) => /solar panels aren't for me/i.test(text))).toBe(true);
    expect(renters.join(" ")).not.toMatch(/panels isn't/i);
    const home = { key: "need_fit" as const, value: 0.6, detail: "homeowner" };
    const owners = saidFor(persona, panels, 4, home);
    expect(owners.join(" ")).not.toMatch(/panels (?:is|sounds)\b/i);
    // "drink" is a verb in this idea: never spliced in as if it were the product.
    const price = { key: "price" as const, value: -0.8, detail: "$49 one-time" };
    const more = saidFor(persona, water, 1, price);
    expect(more.join(" ")).not.toMatch(/\bfor drink\b|\bdrink would\b/);
    expect(more.some((text) => /a smart water bottle/.test(text))).toBe(true);
  });

  it("never gives taste as a reason for something one does not eat", () => {
    const taste = { key: "taste" as const, value: -1.2 };
    const price = { key: "price" as const, value: -0.1, detail: "$49 one-time" };
    const texts = wordings({
      persona: base!,
      idea: water,
      score: 1,
      motivation: undefined,
      concerns: [taste],
      drivers: [taste, price],
    });
    expect(texts.join(" ")).not.toMatch(/taste|appeal|my thing|my style/i);
  });

  it("names the interest the idea speaks of when several fit as well", () => {
    const coffee = analyzeIdea(
      "A coffee subscription that ships freshly roasted beans every month, $18 a bag",
    );
    const persona = { ...base!, interests: ["Baking", "Home cooking", "Coffee"], pain_points: [] };
    const { drivers } = computeUtility(persona, coffee, createRng("interest"), DEFAULT_PARAMETERS);
    expect(drivers.find((driver) => driver.key === "interest_fit")?.detail).toBe("Coffee");
  });

  it("names an interest only where the idea is about all of it, or uses its words", () => {
    const reminder = analyzeIdea(
      "A mobile app that reminds older adults to take their medication and alerts a family member if a dose is missed",
    );
    const fitOf = (interests: string[]) =>
      computeUtility(
        { ...base!, interests, pain_points: [] },
        reminder,
        createRng("named"),
        DEFAULT_PARAMETERS,
      ).drivers.find((driver) => driver.key === "interest_fit");
    // Healthy eating shares health with the reminder: it counts a little, but is no reason to give.
    const eating = fitOf(["Healthy eating"]);
    expect(eating?.value).toBeGreaterThan(0);
    expect(eating?.detail).toBeUndefined();
    expect(fitOf(["Healthy eating", "Wellness"])?.detail).toBe("Wellness");
    const language = analyzeIdea("A language learning app with an AI tutor, $9.99 a month");
    const learner = { ...base!, interests: ["Podcasts", "Learning languages"], pain_points: [] };
    const drivers = computeUtility(learner, language, createRng("named"), DEFAULT_PARAMETERS).drivers;
    expect(drivers.find((driver) => driver.key === "interest_fit")?.detail).toBe("Learning languages");
    // A piano tutor is about learning and, a little, entertainment: not about podcasts.
    const piano = analyzeIdea("A piano tutor who comes to your home, $60 a lesson");
    const listener = { ...base!, interests: ["Podcasts"], pain_points: [] };
    const fit = computeUtility(listener, piano, createRng("named"), DEFAULT_PARAMETERS).drivers.find(
      (driver) => driver.key === "interest_fit",
    );
    expect(fit?.value).toBeGreaterThan(0);
    expect(fit?.detail).toBeUndefined();
  });

  it("says what it likes in the idea where the interest that fits is too far from it to name", () => {
    const personas = panel("A reusable water bottle that tracks how much you drink, $49", "general", 150, [
      "r1",
    ]);
    const motives = personas.map((persona) => persona.response.primary_motivation);
    expect(motives.join(" | ")).not.toMatch(/home cooking|baking|trying new foods/i);
    expect(motives).toContain("I like that it tracks how much I drink");
  });

  it("has parents doubt that their children would enjoy fun made for children, not that they would", () => {
    const personas = panel(
      "An AI that writes personalised bedtime stories for your child every night, $7 a month",
      "consumer",
      150,
      ["r1"],
    );
    const concerns = personas.flatMap((persona) => persona.response.concerns);
    expect(concerns).toContain("Not sure their children would enjoy it");
    expect(concerns).not.toContain("Not their kind of fun");
  });

  it("has a freelancer weigh a business tool as the buyer for their own business", () => {
    const invoicing = analyzeIdea("Invoicing software that chases late payments automatically, $12 a month");
    expect(invoicing.audience).toBe("B2B");
    const fitOf = (company: string) =>
      computeUtility(
        { ...base!, role: "Freelance Writer", company, interests: [], pain_points: [] },
        invoicing,
        createRng("freelance"),
        DEFAULT_PARAMETERS,
      ).drivers.find((driver) => driver.key === "audience_fit")?.value ?? 0;
    expect(fitOf("Self-employed")).toBeGreaterThan(0);
  });

  it("does not make a business tool relevant through a hobby", () => {
    const payroll = analyzeIdea("Payroll software for small restaurants, $39 a month plus $6 per employee");
    expect(payroll.audience).toBe("B2B");
    const cook = { ...base!, interests: ["Home cooking"], pain_points: [] };
    const { drivers } = computeUtility(cook, payroll, createRng("hobby"), DEFAULT_PARAMETERS);
    expect(drivers.some((driver) => driver.key === "interest_fit")).toBe(false);
    // The same hobby still counts for something people buy for themselves.
    const kit = analyzeIdea("A weekly box of restaurant recipes with the ingredients to cook them at home");
    const forSelf = computeUtility(cook, kit, createRng("hobby"), DEFAULT_PARAMETERS).drivers;
    expect(forSelf.find((driver) => driver.key === "interest_fit")?.detail).toBe("Home cooking");
  });

  it("words the same driver differently for people of different ages and temperaments", () => {
    const subscription = { key: "subscription" as const, value: -0.9 };
    const meals = analyzeIdea("A meal-planning app for busy parents that builds a weekly menu, $6/month");
    // Alike in all but age and temperament.
    const like = (age: number, trait: string, decision_style: string) => ({
      ...base!,
      role: "Accountant",
      company: "Hill & Partners CPA",
      traits: [trait],
      decision_style,
      interests: [],
      pain_points: [],
      budget: "$100-500/month",
      decision_profile: { tech_adoption: 0.5, budget_sensitivity: 0.3 },
      demographics: { ...base!.demographics, age },
    });
    const speakers = [
      like(70, "Skeptical", "Cautious"),
      like(22, "Enthusiastic", "Impulsive"),
      like(40, "Analytical", "Data-driven"),
    ];
    const said = speakers.map(
      (persona) =>
        new Set(
          wordings(
            {
              persona,
              idea: meals,
              score: 1,
              motivation: undefined,
              concerns: [subscription],
              drivers: [subscription],
            },
            60,
          )
            .flatMap((text) => text.split(/(?<=[.!?])\s+/))
            .filter((sentence) => /subscri|monthly|every month|renew|billing/i.test(sentence)),
        ),
    );
    const shared = [...said[0]!].filter((sentence) => said[1]!.has(sentence) && said[2]!.has(sentence));
    expect(shared).toEqual([]);
  });
});

describe("an owner turning down another trade's tool", () => {
  it("names their business by its name, without the note on its size", () => {
    const result = simulate({
      idea: "Online booking and reminders for hair salons, $29/month",
      cohort: getPresetCohort("smb")!,
      count: 200,
      seed: "trade",
    });
    const said = result.personas.map((persona) => persona.response.overall_reaction);
    expect(said.some((text) => /^(?:.*\. )?At [A-Z][^,]+, we do something else entirely\./.test(text))).toBe(
      true,
    );
    expect(said.filter((text) => /\((?:online store, )?\d+ (?:employees|agents)\)/.test(text))).toEqual([]);
  });
});

describe("a panel drawn from the product's market", () => {
  it("never calls the product not relevant to them, whatever else holds them back", () => {
    const idea =
      "A language-learning app that pairs you with a native speaker for 15-minute video chats, $15 a month";
    const cohort = cohortFromDescription(
      "Young professionals",
      "Professionals aged 25-35 living in big cities who want to learn a second language",
    );
    const { personas, reasoning } = simulate({ idea, cohort, count: 400, seed: "market" });
    const rejecters = personas.filter((persona) => persona.response.score <= 2);
    expect(rejecters.length).toBeGreaterThan(20);
    for (const persona of personas) {
      expect(persona.response.concerns).not.toContain("Not relevant to their needs");
    }
    // Nor does the appeal model count it against them.
    expect(reasoning.flatMap(({ drivers }) => drivers).filter(({ key }) => key === "irrelevant")).toEqual([]);
  });
});

describe("a decision this year", () => {
  it("weighs less for a company's buyer, whose spending is planned by the year, than for someone buying for themselves", () => {
    const owner = generatePersonas(getPresetCohort("smb")!, 40, "year").find((persona) =>
      persona.role.includes("Owner"),
    )!;
    const commitment = (idea: IdeaFeatures) =>
      computeUtility(owner, idea, createRng("year"), DEFAULT_PARAMETERS).drivers.find(
        (driver) => driver.key === "commitment",
      )?.value ?? 0;
    const forTheShop = analyzeIdea("Offering digital payments at your small business this year");
    const forThemselves = analyzeIdea("A meditation app for yourself, to start this year");
    expect(forTheShop.audience).toBe("B2B");
    expect(forThemselves.ask).toBe("buy_soon");
    expect(commitment(forTheShop)).toBeLessThan(0);
    expect(commitment(forTheShop)).toBeGreaterThan(commitment(forThemselves));
  });
});

describe("what a product that does two things is liked for", () => {
  it("is said as one of them or both, not as one long clause by everyone", () => {
    const { personas } = simulate({
      idea: "An app that scans your grocery receipts and tells you which items went up in price since your last trip, free with ads",
      cohort: getPresetCohort("general")!,
      count: 200,
      seed: "two-things",
    });
    const motives = personas.map(({ response }) => response.primary_motivation);
    const both = motives.filter((motive) => /receipts and tells me/.test(motive)).length;
    const first = motives.filter((motive) => /receipts$|receipts,|receipts\./.test(motive)).length;
    const second = motives.filter((motive) => /that it tells me which items/.test(motive)).length;
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(0);
    expect(both).toBeLessThan(first + second);
  });
});
