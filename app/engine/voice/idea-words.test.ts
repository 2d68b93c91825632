import { describe, expect, it } from "vitest";
import { analyzeIdea } from "../analyze-idea";
import { ideaWords } from "./idea-words";

describe("ideaWords: who the idea is for", () => {
  it("takes the people after 'for' as the customer, not what the product is for", () => {
    expect(ideaWords(analyzeIdea("An invoicing app for busy freelancers, $9/month")).target).toBe(
      "busy freelancers",
    );
    expect(
      ideaWords(analyzeIdea("An online marketplace where homeowners hire handymen for small repairs")).target,
    ).toBeNull();
  });
});

describe("ideaWords: the product's name", () => {
  it("keeps a noun that is also a verb when the phrase ends with it ('a baby monitor with...')", () => {
    expect(ideaWords(analyzeIdea("A blood pressure monitor that syncs with your phone, $79")).it).toBe(
      "a blood pressure monitor",
    );
    expect(ideaWords(analyzeIdea("A baby monitor with night vision")).it).toBe("a baby monitor");
    expect(ideaWords(analyzeIdea("A meal plan for busy families, $6 a week")).it).toBe("a meal plan");
    // A verb after a noun that does not end the phrase is still the verb of its clause.
    expect(ideaWords(analyzeIdea("Parents book tutors online in two taps")).it).not.toMatch(/book/);
  });

  it("keeps a noun the parser takes for a verb right before its examples ('a shake such as...')", () => {
    const shake = analyzeIdea("A meal replacement shake such as Huel or Soylent instead of a meal");
    expect(ideaWords(shake).it).toBe("a meal replacement shake");
    // It is a thing sold to be drunk, not a meal nobody sells.
    expect(shake.offer).toBe("paid_unpriced");
  });

  it("names no product where the idea names only its form ('a marketplace', 'a mobile app')", () => {
    for (const text of [
      "A marketplace where homeowners book vetted handymen for small repairs",
      "A mobile app that reminds you to water your plants, $2 a month",
      "A monthly subscription that sends you three new houseplants, $25 a month",
    ]) {
      expect(ideaWords(analyzeIdea(text)), text).toMatchObject({ it: "this", named: false });
    }
    expect(ideaWords(analyzeIdea("A plant-watering app, $2 a month")).it).toBe("a plant-watering app");
    expect(ideaWords(analyzeIdea("A houseplant subscription, $25 a month")).it).toBe(
      "a houseplant subscription",
    );
    // A box is named by what is in it, where the idea says; otherwise by its own name.
    expect(ideaWords(analyzeIdea("A weekly box of seasonal vegetables, $25 a week")).it).toBe(
      "a weekly box of seasonal vegetables",
    );
    expect(ideaWords(analyzeIdea("A snack box for your office, $99 a month")).it).toBe("a snack box");
  });

  it("says what a subscription does, up to when it does it", () => {
    const swap = analyzeIdea(
      "A subscription that swaps your child's bike for a refurbished one in the next size up whenever they outgrow it, $15 a month",
    );
    expect(ideaWords(swap)).toMatchObject({
      it: "this",
      upside: "it swaps my child's bike for a refurbished one in the next size up",
    });
  });

  it("names a store by its noun and an activity by its -ing form", () => {
    expect(
      ideaWords(analyzeIdea("A cashier-free corner store near your office: pick up a snack and go")).it,
    ).toBe("a cashier-free corner store");
    expect(ideaWords(analyzeIdea("A frozen lasagne made with lentils, $6.50")).it).toBe("a frozen lasagne");
    expect(ideaWords(analyzeIdea("Dog grooming at your door, $45 a visit")).it).toBe("dog grooming");
    expect(ideaWords(analyzeIdea("Ticket scanning for your venue, $19 a month")).it).toBe("ticket scanning");
    expect(ideaWords(analyzeIdea("Renting designer clothes for a month at a time")).it).toBe(
      "renting designer clothes",
    );
  });

  it("names a product as it is written, without notes in brackets or an article before a name", () => {
    expect(ideaWords(analyzeIdea("Lab-grown (cultivated) salmon: fish grown from cells in tanks")).it).toBe(
      "lab-grown salmon",
    );
    expect(ideaWords(analyzeIdea("StudyBuddy, the revision app that quizzes you before exams")).it).toBe(
      "StudyBuddy",
    );
    expect(ideaWords(analyzeIdea("Kino+, a streaming service for classic films, $6 a month")).it).toBe(
      "Kino+",
    );
  });

  it("says what the product does, not what a thing in a note or a comparison does", () => {
    const snack = ideaWords(analyzeIdea("A snack bar made with crickets (the insects that chirp at night)"));
    expect(snack.upside ?? "").not.toMatch(/chirp/);
    const test = ideaWords(analyzeIdea("A DNA test that tells you where your grandparents came from, $59"));
    expect(test.does).toBe("tells me where my grandparents came from");
  });

  it("does not make a verb of who uses the product in a clause about them", () => {
    const card = ideaWords(
      analyzeIdea("A pocket-money card for children that grandparents top up from an app"),
    );
    expect(card.upside ?? "").not.toMatch(/^it grandparents/);
    expect(ideaWords(analyzeIdea("A robot that cooks dinner while you work, $2,000")).does).toBe(
      "cooks dinner",
    );
  });

  it("says how quickly it is done when the idea says so and nothing else says what it does", () => {
    const kit =
      "A weekly meal-kit box with three dinners for a family of four, recipes take 20 minutes, $69 a week";
    expect(ideaWords(analyzeIdea(kit)).upside).toBe("the recipes take 20 minutes");
    expect(ideaWords(analyzeIdea("Frozen curry bowls, ready in 5 minutes, $6")).upside).toBe(
      "it's ready in 5 minutes",
    );
    // A clause with no part named says nothing a persona could like.
    expect(ideaWords(analyzeIdea("A standing desk. It takes 5 minutes to set up, $300")).upside).toBeNull();
  });

  it("has the verb of what a plural product does agree with 'they'", () => {
    const hotDogs = analyzeIdea("Gourmet hot dogs from a food truck that parks outside your office, $8 each");
    expect(ideaWords(hotDogs).upside).toBe("they park outside my office");
  });

  it("names what a pair or a set counts", () => {
    expect(ideaWords(analyzeIdea("A pair of smart glasses (eyewear that shows your messages)")).it).toBe(
      "a pair of smart glasses",
    );
    expect(ideaWords(analyzeIdea("A set of chef knives that stay sharp for ten years, $120")).it).toBe(
      "a set of chef knives",
    );
  });

  it("drops the capital a word has only for opening the text, and no article joins a mass noun", () => {
    expect(ideaWords(analyzeIdea("Goat milk yoghurt delivered with your weekly shop")).it).toBe(
      "goat milk yoghurt",
    );
    expect(ideaWords(analyzeIdea("Cold brew coffee delivered to your office every Monday")).it).toBe(
      "cold brew coffee",
    );
    // A name keeps its capitals.
    expect(ideaWords(analyzeIdea("Samsung Galaxy Ring, a smart ring that tracks your sleep, $399")).it).toBe(
      "Samsung Galaxy Ring",
    );
  });
});
