import { describe, expect, it } from "vitest";
import { analyzeIdea } from "../analyze-idea";
import { getPresetCohort } from "../cohorts";
import { simulate } from "../simulate";
import { indefiniteArticle } from "../reasons";
import { actionsOf, agree, firstPerson, isPlural, nounPhraseIn, relativeClause } from "./grammar";
import { ideaWords, ideaWordsFor } from "./idea-words";

describe("the voice's grammar", () => {
  it("picks a or an by sound", () => {
    expect(
      ["ambitious", "hour", "HR", "user", "one-time", "CLI", "European", "umbrella"].map(indefiniteArticle),
    ).toEqual(["an", "an", "an", "a", "a", "a", "a", "an"]);
  });

  it("tells plural phrases and makes verbs agree with them", () => {
    expect(isPlural("ready-to-eat Korean rice bowls")).toBe(true);
    expect(isPlural("online booking and reminders")).toBe(true);
    expect(isPlural("a smart water bottle")).toBe(false);
    // The head is the last word: a class for kids is one class.
    expect(isPlural("a kids coding class")).toBe(false);
    // What follows the head does not count: a box of kits is one box, and cups of coffee are cups.
    expect(isPlural("a subscription box of age-appropriate STEM science kits")).toBe(false);
    expect(isPlural("cups of coffee")).toBe(true);
    expect(agree(true, "doesn't")).toBe("don't");
    expect(agree(true, "is")).toBe("are");
    expect(agree(true, "sounds")).toBe("sound");
    expect(agree(false, "sounds")).toBe("sounds");
  });

  it("keeps clean noun phrases and drops verbs and fragments", () => {
    const water = "A smart water bottle that reminds you to drink, $49.";
    expect(nounPhraseIn(water, "a smart water bottle")).toBe("a smart water bottle");
    expect(nounPhraseIn(water, "drink")).toBeNull();
    expect(nounPhraseIn("See a doctor on your phone", "see")).toBeNull();
    expect(nounPhraseIn("Spotify playlist generator", "Spotify playlist generator")).toBe(
      "a Spotify playlist generator",
    );
  });

  it("reads what the product does, in the speaker's first person", () => {
    expect(relativeClause("A smart water bottle that reminds you to drink, $49.")).toBe(
      "reminds you to drink",
    );
    expect(
      relativeClause("An AI note taker that joins your calls, takes notes and sends action items, $15/month"),
    ).toBe("joins your calls, takes notes and sends action items");
    // Cut before a price, the clause does not end on "through"; numbers that say how well stay.
    expect(relativeClause("An app that teaches Spanish through $5 lessons")).toBe("teaches Spanish");
    expect(relativeClause("Grocery delivery that brings your order in under 30 minutes, $3.99")).toBe(
      "brings your order in under 30 minutes",
    );
    // "you" opening a clause is its subject.
    expect(firstPerson("tracks how much you drink and shows you what you are spending")).toBe(
      "tracks how much I drink and shows me what I am spending",
    );
    expect(firstPerson("lets you track your kids so you always know where they are")).toBe(
      "lets me track my kids so I always know where they are",
    );
    // "you" between a noun and its verb says which ones; after a verb it is still the object.
    expect(firstPerson("learns which words you forget and shows the calories you burn")).toBe(
      "learns which words I forget and shows the calories I burn",
    );
    expect(firstPerson("helps you find a plumber")).toBe("helps me find a plumber");
    // A free version after the list is a price, not one more thing it does.
    expect(
      relativeClause("A language app that reviews the words you forget, free with a $7 monthly premium"),
    ).toBe("reviews the words you forget");
    // A list of things keeps its items up to its "and": not "screen tenants with credit".
    expect(
      relativeClause(
        "An app that helps landlords screen tenants with credit, eviction and income checks, $25",
      ),
    ).toBe("helps landlords screen tenants with credit, eviction and income checks");
    // What a business tool does takes words: up to 18 are kept.
    expect(
      relativeClause(
        "Software that lets dental practices send appointment reminders by text and fill last-minute cancellations from a waitlist, $149 a month",
      ),
    ).toBe(
      "lets dental practices send appointment reminders by text and fill last-minute cancellations from a waitlist",
    );
    expect(
      relativeClause("A farm box that delivers fruit, vegetables, eggs or milk to your door every week"),
    ).toBe("delivers fruit, vegetables, eggs or milk to your door every week");
  });
});

describe("what a reaction can name in an idea", () => {
  it("names the product, what it does, who it is for and its price as people say it", () => {
    expect(
      ideaWords(analyzeIdea("A meal-planning app for busy parents that builds a weekly menu, $6/month")),
    ).toMatchObject({
      it: "a meal-planning app",
      upside: "it builds a weekly menu",
      target: "busy parents",
      price: "$6 a month",
    });
    expect(ideaWords(analyzeIdea("A robot butler that does the laundry, $12,000"))).toMatchObject({
      it: "a robot butler",
      price: "$12,000",
    });
  });

  it("knows when the product is named by how it is paid for", () => {
    expect(ideaWords(analyzeIdea("A repair kit subscription for renters, $14/month")).namesBilling).toBe(
      true,
    );
    expect(ideaWords(analyzeIdea("A gym membership for night-shift workers, $30/month")).namesBilling).toBe(
      true,
    );
    expect(ideaWords(analyzeIdea("A meal-planning app for busy parents, $6/month")).namesBilling).toBe(false);
    // The head noun comes before "of": a box is how it is paid for, whatever it holds.
    expect(ideaWords(analyzeIdea("A subscription box of local craft beers, $39 a month")).namesBilling).toBe(
      true,
    );
  });

  it("speaks of a weekly bill as paid week after week, not month after month", () => {
    const said = simulate({
      idea: "A weekly farmers-market produce box delivered to your door, $35 a week",
      cohort: getPresetCohort("general")!,
      count: 300,
      seed: "weekly",
    })
      .personas.map((persona) => persona.response.overall_reaction)
      .join(" ");
    expect(said).toContain("week after week");
    expect(said).not.toContain("month after month");
  });

  it("offers to pay once only for what can be owned, never for a service", () => {
    const said = (idea: string) =>
      simulate({ idea, cohort: getPresetCohort("general")!, count: 300, seed: "once" })
        .personas.map((persona) => persona.response.overall_reaction)
        .join(" ");
    expect(said("A streaming service of classic films, $9 a month")).not.toMatch(/pay once/);
    expect(said("A subscription box of local craft beers, $39 a month")).not.toMatch(/pay once for/);
    // An app can be bought outright.
    expect(said("A photo-editing app, $5 a month")).toMatch(/pay once for/);
  });

  it("never offers to pay once for a subscription", () => {
    const result = simulate({
      idea: "A repair kit subscription for renters, $14/month",
      cohort: getPresetCohort("general")!,
      count: 300,
      seed: "billing",
    });
    for (const persona of result.personas) {
      expect(persona.response.overall_reaction).not.toMatch(/pay once for .*subscription/);
      expect(persona.response.primary_motivation).not.toMatch(/pay once for .*subscription/);
    }
  });

  it("says a price per seat once, not 'per seat a head'", () => {
    const result = simulate({
      idea: "A shared inbox for small support teams that drafts replies with AI, $19 per agent per month",
      cohort: getPresetCohort("smb")!,
      count: 300,
      seed: "seats",
    });
    const said = result.personas.map((persona) => persona.response.overall_reaction);
    expect(said.some((text) => text.includes("per agent sounds small until the whole team is on it"))).toBe(
      true,
    );
    for (const text of said) expect(text).not.toMatch(/per (?:seat|agent) a head/);
  });

  it("names a mass noun without an article", () => {
    expect(ideaWords(analyzeIdea("Invoicing software for freelance designers, $15/month")).it).toBe(
      "invoicing software",
    );
  });

  it("keeps the harm of a harmful idea out of its upsides", () => {
    const words = ideaWords(
      analyzeIdea("An app that lets you secretly track your partner's phone location."),
    );
    expect(words.upside).toBeNull();
    expect(words.does).toBe("lets me secretly track my partner's phone location");
  });

  it("names a product opened by how often it comes, and a hyphenated word before its noun", () => {
    expect(
      ideaWords(analyzeIdea("A monthly at-home blood test kit that checks cholesterol, $49 a month")).it,
    ).toBe("a monthly at-home blood test kit");
  });

  it("says what it does without describing whom it is for, since the speaker is one of them", () => {
    const box = analyzeIdea(
      "A subscription that sends a new board game to your home every month for families with kids aged 6 to 12",
    );
    expect(ideaWords(box).upside).toBe("it sends a new board game to my home every month");
  });

  it("names nothing from an idea in another language", () => {
    const words = ideaWords(analyzeIdea("Eine App, die Rezepte aus den Resten im Kühlschrank vorschlägt."));
    expect(words).toMatchObject({ it: "this", named: false, upside: null, target: null });
  });
});

describe("a trade's tool in its own people's words", () => {
  it("is for my salon to a salon owner, and for hair salons to anyone else", () => {
    const idea = analyzeIdea("An AI receptionist that answers the phone for hair salons, $99 a month");
    expect(ideaWordsFor(idea, "Salon Owner").upside).toBe("it answers the phone for my salon");
    expect(ideaWordsFor(idea, "Plumber").upside).toBe("it answers the phone for hair salons");
  });
});

describe("the things a product does", () => {
  it("splits a clause at an 'and' before a verb, and nowhere else", () => {
    expect(
      actionsOf("it answers the phone for dental practices and books appointments into my calendar"),
    ).toEqual(["it answers the phone for dental practices", "it books appointments into my calendar"]);
    expect(actionsOf("they park outside my office and wash my car")).toEqual([
      "they park outside my office",
      "they wash my car",
    ]);
    expect(actionsOf("it screens tenants with credit, eviction and income checks")).toEqual([]);
    expect(actionsOf("it sells shoes and bags for kids")).toEqual([]);
    // Three things it does are three, "books" a verb before its object.
    expect(actionsOf("it answers the phone for salons, books appointments and sends reminders")).toEqual([
      "it answers the phone for salons",
      "it books appointments",
      "it sends reminders",
    ]);
    // The "and" that ends a list of nouns is no second action, though "touch" can be a verb.
    expect(actionsOf("they keep checking users by their typing, mouse and touch patterns")).toEqual([]);
    expect(actionsOf("it scans receipts, sorts them and tells me what went up")).toEqual([
      "it scans receipts",
      "it sorts them",
      "it tells me what went up",
    ]);
    // Who it lets do something, joined by "and", is one thing it does.
    expect(actionsOf("it lets cooks and servers swap shifts from their phones")).toEqual([]);
    expect(actionsOf("it helps parents and teachers track reading")).toEqual([]);
  });
});
