import { describe, expect, it } from "vitest";
import { getPresetCohort } from "./cohorts";
import { cohortFromDescription } from "./custom-cohort";
import { PREMIUM_CONCERN, concernLabel, isConcreteReason, isCostConcern } from "./reasons";
import { simulate } from "./simulate";
import type { CohortModel } from "./types";
import { contradictionsOf } from "./voice-benchmark";

// The words of each reaction must agree with its score: what an adopter
// worries about, why a rejecter still names something good, and plain grammar.
// These ideas differ from the voice benchmark's (voice-benchmark.test.ts).

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

/** The panel of one of the preset audiences on an idea. */
/** The panel of a preset audience (by its id) or of a described one on an idea. */
function panelOf(idea: string, cohort: string | CohortModel, count: number, seed: string) {
  return simulate({
    idea,
    cohort: typeof cohort === "string" ? getPresetCohort(cohort)! : cohort,
    count,
    seed,
  });
}

function panels() {
  return IDEAS.map((idea, i) => panelOf(idea, COHORTS[i % COHORTS.length]!, 100, `consistency-${i}`));
}

describe("reactions that agree with their score", () => {
  const results = panels();
  const personas = results.flatMap((result) => result.personas);
  const adopters = personas.filter((persona) => persona.response.score >= 4);
  const rejecters = personas.filter((persona) => persona.response.score <= 2);

  it("has both adopters and rejecters to check", () => {
    expect(adopters.length).toBeGreaterThan(50);
    expect(rejecters.length).toBeGreaterThan(50);
  });

  it("has a rejecter name what pulled only as a concession", () => {
    const named = rejecters.filter(
      (persona) => persona.response.primary_motivation !== "Nothing compelling yet",
    );
    expect(named.length).toBeGreaterThan(0);
    for (const { response } of named) {
      expect(response.primary_motivation).toMatch(
        /, but that isn't enough$|, though not enough to win me over$|^Granted: .*\. Still no$/,
      );
    }
  });

  it("counts no contradiction of any class", () => {
    const { counts, examples } = contradictionsOf(results);
    expect(counts, JSON.stringify(examples, null, 1)).toEqual({
      adopterIrrelevant: 0,
      noiseAsReason: 0,
      rejecterPositive: 0,
      grammar: 0,
      actionMismatch: 0,
      priceBothWays: 0,
    });
  });

  it("gives a reason for nearly every verdict, and says so when unsure", () => {
    const unsure = personas.filter((persona) =>
      /can't point to one thing|not sure what it is|Hard to say exactly why|can't put my finger on|couldn't tell you exactly why|Nothing in particular puts me off/.test(
        persona.response.overall_reaction,
      ),
    );
    expect(unsure.length / personas.length).toBeLessThan(0.05);
  });
});

describe("the words of a price follow its period", () => {
  it("calls a weekly charge weekly, never monthly", () => {
    const result = panelOf(
      "A weekly box of vegetables from local farms with three recipes, $29 a week",
      "consumer",
      200,
      "weekly",
    );
    const reactions = result.personas.map((persona) => persona.response.overall_reaction);
    expect(reactions.some((reaction) => /\b(?:weekly|every week|a week)\b/.test(reaction))).toBe(true);
    for (const reaction of reactions) expect(reaction).not.toMatch(/\bmonthly\b|\bevery month\b/i);
  });
});

describe("what a rejecter says and what the report counts", () => {
  it("lists the concrete doubt a rejecter gives, even one under the bar for a named concern", () => {
    const dogs = cohortFromDescription(
      "Dog owners",
      "Dog owners aged 25 to 50 who live in apartments in large US cities",
    );
    const results = [
      ...panels(),
      simulate({
        idea: "A $15 a month membership for dog owners: unlimited nail trims and baths at any partner groomer, cancel anytime",
        cohort: dogs,
        count: 200,
        seed: "doubt",
      }),
    ];
    let checked = 0;
    for (const result of results) {
      result.personas.forEach((persona, i) => {
        if (persona.response.score > 2) return;
        const doubts = result.reasoning[i]!.drivers.filter(
          (driver) => driver.value <= -0.05 && isConcreteReason(driver, result.features),
        );
        const labels = doubts.map((driver) => concernLabel(driver, result.features, persona));
        if (labels.every((label) => label === null)) return;
        checked++;
        expect(persona.response.concerns.some((label) => labels.includes(label))).toBe(true);
      });
    }
    expect(checked).toBeGreaterThan(200);
  });
});

describe("a subscription one can cancel any time", () => {
  const result = panelOf(
    "A $25 a month meal kit for two with three recipes a week, skip or cancel any week",
    "consumer",
    300,
    "any-time",
  );
  const rejecters = result.personas.filter((persona) => persona.response.score <= 2);

  it("is weighed as a bill, not as a trap: nobody speaks of being tied to it", () => {
    const reactions = rejecters.map((persona) => persona.response.overall_reaction);
    expect(reactions.some((reaction) => /cancel|no contract/i.test(reaction))).toBe(true);
    for (const reaction of reactions)
      expect(reaction).not.toMatch(/hard to cancel|can't remember why|Free trials that turn|auto-renewals/);
  });
});

describe("a small-business owner", () => {
  const owners = cohortFromDescription("Café owners", "Owners of independent cafés and coffee shops");
  const businessTool =
    /business's margins|software fees|towards my staff|three tools|run the business|business is young|bring in more than it costs/;

  it("weighs a tool's subscription against the business, and a service for themselves as anyone would", () => {
    const said = (idea: string) =>
      simulate({ idea, cohort: owners, count: 200, seed: "owner" }).personas.map(
        (persona) => persona.response.overall_reaction,
      );
    const forTheBusiness = said("Scheduling software for cafés that builds staff rotas, $39 a month");
    const forThemselves = said("A $15 a month streaming service for classic films");
    expect(forTheBusiness.some((reaction) => businessTool.test(reaction))).toBe(true);
    for (const reaction of forThemselves) expect(reaction).not.toMatch(businessTool);
  });
});

describe("someone judging a tool for their company", () => {
  it("speaks of the company, not of their family, their town or their age", () => {
    const result = panelOf(
      "An AI assistant that drafts first replies to customer support emails inside Zendesk, $25 per agent per month",
      cohortFromDescription(
        "Support leads",
        "Customer support managers at US software companies with 20 to 200 agents",
      ),
      300,
      "for-work",
    );
    const reactions = result.personas.map((persona) => persona.response.overall_reaction);
    expect(reactions.some((reaction) => /\bteam\b/.test(reaction))).toBe(true);
    for (const reaction of reactions) {
      expect(reaction).not.toMatch(
        /What a lovely idea|my family would like|Nobody I know in|Maybe twenty years ago|Maybe when I'm older|goes on the kids/,
      );
    }
  });

  it("never says there is no use for it while naming how it fits them", () => {
    const fitting = panels()
      .flatMap((result) =>
        result.personas.map((persona, i) => ({ persona, drivers: result.reasoning[i]!.drivers })),
      )
      .filter(({ drivers }) =>
        drivers.some(
          (driver) =>
            driver.value > 0 && ["need_fit", "cohort_fit", "audience_fit", "role_fit"].includes(driver.key),
        ),
      );
    expect(fitting.length).toBeGreaterThan(100);
    for (const { persona } of fitting) {
      expect(persona.response.overall_reaction).not.toMatch(
        /I'm not the customer for this|I have no practical use for this|I can't find a case for this in my life/,
      );
    }
  });

  it("says what fits an audience in more than one way, and what the product does for them once", () => {
    const result = panelOf(
      "A bike-repair van that comes to your office car park and fixes your bike while you work, $45 a visit",
      cohortFromDescription("City bike commuters", "Adults in US cities who cycle to work"),
      100,
      "said-once",
    );
    const upside = "it comes to my office car park and fixes my bike";
    const fits = result.personas
      .map((persona) => persona.response)
      .filter(
        (response) => response.score >= 4 && /made for|I ride a bike/.test(response.primary_motivation),
      );
    expect(fits.length).toBeGreaterThan(20);
    expect(new Set(fits.map((response) => response.primary_motivation)).size).toBeGreaterThanOrEqual(3);
    const saidInMotivation = result.personas.filter((persona) =>
      persona.response.primary_motivation.includes(upside),
    );
    expect(saidInMotivation.length).toBeGreaterThan(10);
    for (const persona of saidInMotivation) expect(persona.response.overall_reaction).not.toContain(upside);
  });

  it("has someone who works alone speak of their work as one person, never of a team or staff", () => {
    const freelancers = cohortFromDescription(
      "Freelancers",
      "Self-employed designers, writers and developers in the US",
    );
    const tools = [
      "An invoicing app for freelancers that chases late payments automatically, $12/month",
      "A bookkeeping tool that sorts receipts and estimates quarterly taxes, $20/month",
      "A CRM for small agencies, $30 per seat per month",
    ];
    const alone = tools.flatMap((idea, i) =>
      simulate({ idea, cohort: freelancers, count: 200, seed: `alone-${i}` }).personas.filter(
        (persona) => persona.company === "Self-employed",
      ),
    );
    expect(alone.length).toBeGreaterThan(300);
    for (const persona of alone) {
      expect(persona.response.overall_reaction).not.toMatch(
        /\b(?:our (?:team|budget|workflow)|my (?:team|staff)|save us|we talk|how we|we'd put|we're not)\b/i,
      );
    }
  });

  it("never says the budget is no question while the price is among the concerns", () => {
    const result = panelOf(
      "An AI code reviewer that comments on every pull request and suggests fixes, $19 per developer per month",
      "tech_early",
      200,
      "budget",
    );
    const { counts, examples } = contradictionsOf([result]);
    expect(counts.priceBothWays, examples.priceBothWays.join("\n")).toBe(0);
    // The budget lines are still said by buyers the price does not trouble.
    const unbothered = result.personas.filter(
      (persona) => !persona.response.concerns.includes("Price feels high for what it does"),
    );
    expect(
      unbothered.some((persona) => /budget|pay for itself/.test(persona.response.overall_reaction)),
    ).toBe(true);
  });

  it("has only those who say yes promise budget or a date to start", () => {
    const result = panelOf(
      "An AI receptionist for dental practices that answers the phone after hours and books appointments, $149 a month per practice.",
      cohortFromDescription("Dental practice owners", "Owners of independent US dental practices"),
      300,
      "promises",
    );
    const PROMISE = /running at .* within a month|find budget for this|next quarter's budget/;
    const undecided = result.personas.filter((persona) => persona.response.score <= 3);
    expect(undecided.length).toBeGreaterThan(0);
    for (const persona of undecided) expect(persona.response.overall_reaction).not.toMatch(PROMISE);
  });

  it("claims a tool is made for their job only where it fits the job, not just the company", () => {
    const result = panelOf(
      "A platform that flags expense reports that break company policy before they are paid, $8 per employee per month",
      "enterprise",
      200,
      "job",
    );
    const claims =
      /people in my job|exactly my role|my line of work|people who do my job|my kind of problem|people in my position|the work I do day to day/;
    const saying = result.personas.map((persona, i) => ({
      claims: claims.test(persona.response.overall_reaction),
      fits: result.reasoning[i]!.drivers.some((driver) => driver.key === "role_fit" && driver.value > 0.05),
    }));
    expect(saying.filter((answer) => answer.claims && !answer.fits)).toEqual([]);
    expect(saying.some((answer) => answer.claims && answer.fits)).toBe(true);
    // Priced per employee, an expense tool is about money, not about the people it counts.
    expect(result.features.topics[0]?.topic).toBe("finance");
  });

  it("has buyers outside the tool's field say it suits the company, not their team", () => {
    const result = panelOf(
      "A contract review tool that flags risky clauses in supplier contracts before your legal team signs them, $2,000 a month",
      "enterprise",
      300,
      "legal",
    );
    const saying = result.personas.map((persona) => ({
      role: persona.role,
      words: `${persona.response.overall_reaction} ${persona.response.primary_motivation}`,
    }));
    // The enterprise panel has no lawyers: nobody's team is a legal one.
    expect(saying.filter(({ words }) => /teams like mine/.test(words))).toEqual([]);
    expect(saying.some(({ words }) => /companies like ours/.test(words))).toBe(true);
    // A company buys nothing on a whim.
    expect(saying.filter(({ words }) => /on a whim/.test(words))).toEqual([]);
  });

  it("has owners in other trades speak of a trade's tool in their own words", () => {
    const result = panelOf(
      "An app that lets your salon's clients book, pay a deposit and get reminders by text, $29 a month",
      "smb",
      150,
      "salon",
    );
    const inTrade = (role: string) => /salon/i.test(role);
    const others = result.personas.filter((persona) => !inTrade(persona.role));
    const said = others.map(
      (persona) => `${persona.response.overall_reaction} ${persona.response.primary_motivation}`,
    );
    expect(said.filter((text) => /my salon's/i.test(text))).toEqual([]);
    expect(said.some((text) => /\bsalons\b/.test(text))).toBe(true);
    expect(said.filter((text) => /\bfor salon\b|with salon\b|^Salon might/.test(text))).toEqual([]);
    // A tool for work fits an interest only through work: nobody is drawn in by being into entertainment.
    const leisure =
      /^I'm into (?:entertainment|food|games|travel|fashion|beauty|home life|pets|sport|the outdoors)\b/;
    expect(result.personas.filter((persona) => leisure.test(persona.response.primary_motivation))).toEqual(
      [],
    );
  });

  it("says a neighbourly idea fits being around people, not meeting them", () => {
    const result = panelOf("An app for lending tools to your neighbours, free to join", "general", 200, "n");
    const motivations = result.personas.map((persona) => persona.response.primary_motivation);
    expect(motivations.some((text) => /^I'm into being around people\b/.test(text))).toBe(true);
    expect(motivations.filter((text) => /meeting people/i.test(text))).toEqual([]);
  });

  it("never asks for what the idea already offers: cancelling any time", () => {
    const result = panelOf(
      "A streaming service for classic films, $8 a month, cancel anytime",
      "general",
      300,
      "g",
    );
    const held = result.reasoning.filter((reasoning) =>
      reasoning.drivers.some((driver) => driver.key === "subscription" && driver.value < 0),
    );
    expect(held.length).toBeGreaterThan(20);
    for (const persona of result.personas) {
      expect(persona.response.overall_reaction).not.toMatch(/if I could cancel/i);
    }
  });

  it("has a company's buyers say what they like about a tool built for teams like theirs", () => {
    const result = panelOf(
      "A password manager for companies that shares logins across teams and flags weak passwords, $4 per user per month",
      "enterprise",
      100,
      "teams",
    );
    const built = result.personas
      .map((persona) => persona.response.primary_motivation)
      .filter((motivation) => /^Built for (?:teams like mine|companies like ours)/.test(motivation));
    expect(built.length).toBeGreaterThan(20);
    expect(built.filter((motivation) => motivation.includes("flags weak passwords")).length).toBeGreaterThan(
      5,
    );
  });

  it("has nobody without what the product needs speak of it as theirs ('walks my dog' with no dog)", () => {
    for (const [idea, thing, concern] of [
      ["A robot that walks your dog while you're at work, $30 a month", "dog", "Doesn't have a dog"],
      ["A robot lawn mower that maps your yard and mows on a schedule, $899", "yard", "Doesn't have a yard"],
    ] as const) {
      const result = panelOf(idea, "general", 400, "c");
      const without = result.personas.filter((persona) => persona.response.concerns.includes(concern));
      expect(without.length, idea).toBeGreaterThan(20);
      for (const persona of without) {
        const words = `${persona.response.overall_reaction} ${persona.response.primary_motivation}`;
        expect(words, idea).not.toMatch(new RegExp(`\\bmy ${thing}\\b`, "i"));
      }
    }
  });
});

describe("what is sold", () => {
  it("has nobody call an insurance policy an app when its monthly premium puts them off", () => {
    const result = panelOf(
      "Term life insurance you can buy online, from $15 a month",
      "general",
      400,
      "premium",
    );
    const putOff = result.personas.filter((persona) => persona.response.concerns.includes(PREMIUM_CONCERN));
    expect(putOff.length).toBeGreaterThan(50);
    for (const persona of putOff) expect(persona.response.overall_reaction).not.toMatch(/\bapps?\b/i);
  });

  it("has a premium weighed as a premium: no subscription, auto-renewal or buying cover once", () => {
    const result = panelOf(
      "A phone protection plan that replaces a cracked screen within a day, $8 a month",
      "general",
      400,
      "premium",
    );
    const putOff = result.personas.filter((persona) => persona.response.concerns.includes(PREMIUM_CONCERN));
    expect(putOff.length).toBeGreaterThan(50);
    const reactions = result.personas.map((persona) => persona.response.overall_reaction);
    expect(reactions.filter((reaction) => /\bpremiums?\b/.test(reaction)).length).toBeGreaterThan(20);
    for (const reaction of reactions) {
      expect(reaction).not.toMatch(/subscri|auto-renewal|one-off price|buy it once/i);
    }
  });
});

describe("what is familiar", () => {
  it("keeps 'around the house' for things kept at home, not taxes filed online", () => {
    const result = panelOf(
      "File your taxes online: answer a few questions and a licensed accountant checks your return, $89 once",
      "general",
      600,
      "familiar",
    );
    const known = result.personas.filter((persona) =>
      persona.response.primary_motivation.startsWith("A kind of product I already know"),
    );
    expect(known.length).toBeGreaterThan(20);
    for (const persona of result.personas) {
      expect(persona.response.overall_reaction).not.toContain("around the house");
    }
  });
});

describe("what is eaten or drunk", () => {
  it("is enjoyed, not put to use: no beer 'comes in handy', and drinkers say why they'd like it", () => {
    const result = panelOf(
      "A subscription box of three craft beers from small breweries, delivered monthly for $29",
      "general",
      300,
      "beer",
    );
    const drinkers = result.personas.filter((persona) =>
      persona.response.primary_motivation.startsWith("I enjoy a drink"),
    );
    expect(drinkers.length).toBeGreaterThan(20);
    for (const persona of result.personas) {
      expect(persona.response.overall_reaction).not.toMatch(/come in handy|I'd use it\b/);
    }
  });

  it("has a family enjoy food, not use it", () => {
    const result = panelOf(
      "Frozen dumplings made with grass-fed beef and no preservatives, $9 for a bag of 24, sold in supermarkets",
      cohortFromDescription("Parents", "US parents of children aged 2 to 10"),
      300,
      "dumplings",
    );
    expect(result.features.price?.label).toBe("$9 per bag");
    const reactions = result.personas.map((persona) => persona.response.overall_reaction);
    expect(reactions.some((reaction) => reaction.includes("the whole family would enjoy it"))).toBe(true);
    for (const reaction of reactions) expect(reaction).not.toMatch(/whole family would use it/);
  });

  it("makes nobody's everyday cooking app a matter of being adventurous", () => {
    const result = panelOf(
      "A phone app that suggests three dinners you can cook tonight from what is already in your fridge, $4 a month",
      "general",
      300,
      "pantry",
    );
    const adventurous = result.personas.filter((persona) => persona.traits.includes("Adventurous"));
    expect(adventurous.length).toBeGreaterThan(20);
    for (const persona of result.personas) {
      expect(persona.response.primary_motivation).not.toMatch(/adventurous/i);
    }
  });
});

describe("money as a last word", () => {
  const said = (idea: string) =>
    simulate({ idea, cohort: getPresetCohort("consumer")!, count: 400, seed: "money" }).personas.map(
      ({ response }) => response,
    );
  const moneyReason = /budget has better places to go|money goes on the kids/;

  it("is said by someone who turns down what costs them, beside another reason, never of something free", () => {
    const walks = said("A dog-walking app that matches your dog with a walker, $25 a walk");
    const moneyLast = walks.filter((response) => moneyReason.test(response.overall_reaction));
    expect(moneyLast.length).toBeGreaterThan(0);
    for (const response of moneyLast) expect(response.concerns.some(isCostConcern)).toBe(true);
    for (const response of said("A free app that reminds you when to water your houseplants")) {
      expect(response.overall_reaction).not.toMatch(moneyReason);
    }
  });
});

describe("what someone would want to see first", () => {
  it("is a thing kept looked at in a shop, and a box delivered each week tried, never sought in a shop", () => {
    const said = (idea: string) =>
      simulate({ idea, cohort: getPresetCohort("general")!, count: 3000, seed: "first" }).personas.map(
        ({ response }) => response.overall_reaction,
      );
    const box = said("A box of fresh seasonal fruit delivered to your door every week, $25 a week");
    expect(box.some((words) => words.includes("I'd want to try one first."))).toBe(true);
    for (const words of box) expect(words).not.toMatch(/in a shop/);
    const vacuum = said("A robot vacuum that empties itself, $399");
    expect(vacuum.some((words) => words.includes("I'd want to see one in a shop before deciding."))).toBe(
      true,
    );
  });
});
