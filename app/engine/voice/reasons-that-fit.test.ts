import { describe, expect, it } from "vitest";
import { analyzeIdea } from "../analyze-idea";
import { interestTopics } from "../catalog";
import { spendingBaseUsd } from "../spending";
import { getPresetCohort } from "../cohorts";
import { cohortFromDescription } from "../custom-cohort";
import { simulate } from "../simulate";

const said = (idea: string, count = 400) =>
  simulate({ idea, cohort: getPresetCohort("general")!, count, seed: "kind of food" }).personas.map(
    ({ response }) => `${response.overall_reaction} ${response.primary_motivation}`,
  );

const MEAL_WORDS = /ready meals|a proper meal|quick and tasty|cook something fresh/i;

// A sauce, a drink or a sweet is food, but nobody eats it as a meal.
describe("what kind of food it is", () => {
  it("takes a container's contents for the product and names it with them", () => {
    const sauce = analyzeIdea("A squeeze bottle of smoky chipotle hot sauce, $7 at grocery stores");
    expect(sauce.category).toBe("food");
    expect(sauce.meal).toBe(false);
    for (const words of said(sauce.text)) expect(words).not.toMatch(/a squeeze bottle(?! of)/i);
  });

  it("speaks of ready meals only where the food is a meal", () => {
    expect(analyzeIdea("Frozen burritos with organic beans and rice, $3.49 each").meal).toBe(true);
    expect(analyzeIdea("Ready-to-eat Korean rice bowls, $6 each").meal).toBe(true);
    for (const words of said("A squeeze bottle of smoky chipotle hot sauce, $7 at grocery stores")) {
      expect(words).not.toMatch(MEAL_WORDS);
    }
    for (const words of said("Cold brew coffee in a can, $3 each")) expect(words).not.toMatch(MEAL_WORDS);
    expect(
      said("Frozen burritos with organic beans and rice, $3.49 each").some((w) => MEAL_WORDS.test(w)),
    ).toBe(true);
  });

  it("is not called fresh when frozen, nor missed at the shop when sold there", () => {
    const words = said(
      "Frozen dumplings made with pasture-raised pork and local vegetables, $9 for a bag of 24, sold at grocery stores",
      600,
    );
    expect(words.some((w) => /cook with it/.test(w))).toBe(true);
    for (const w of words) expect(w).not.toMatch(/sounds fresh|Fresh things|see and pick|at the shop myself/);
  });

  it("is no thing to grab when the product is someone hired to cook it", () => {
    const cook =
      "A cook who comes to your home once a week and prepares five dinners for the week, $120 a visit";
    for (const words of said(cook, 600))
      expect(words).not.toMatch(/thing I'd grab|go off before I got round/);
    expect(said("Ready-to-eat Korean rice bowls, $6 each", 600).some((w) => /thing I'd grab/.test(w))).toBe(
      true,
    );
  });

  it("is judged by its taste, not by figures", () => {
    for (const words of said("A jar of raw wildflower honey from local beekeepers, $12")) {
      expect(words).not.toContain("see some numbers");
    }
  });
});

// A trait is said as a reason only for what it is: being health-conscious leans to food, but
// nobody says hot dogs suit it.
describe("a trait given as the reason", () => {
  it("is never health-conscious or family-oriented for food alone", () => {
    const words = said("Gourmet hot dogs from a food truck that parks outside offices at lunch, $9");
    for (const line of words) expect(line).not.toMatch(/health-conscious|family-oriented/i);
  });

  it("is never caring for a test of one's own blood, nor social for a streaming service", () => {
    const kit =
      "An at-home blood test kit that checks cholesterol and vitamin D, results in an app in 3 days, $79";
    for (const line of said(kit, 600)) expect(line).not.toMatch(/\bcaring\b/i);
    const streaming = "A streaming service for classic films, $6 a month";
    for (const line of said(streaming, 600)) expect(line).not.toMatch(/\b(?:pretty|being|a) social\b/i);
  });

  it("is still said where the idea is what the trait is about", () => {
    const words = said("A home blood pressure monitor that sends readings to your doctor, $59", 600);
    expect(words.some((line) => /health-conscious/i.test(line))).toBe(true);
  });
});

// Someone is "into" what an interest is first about: smart home gadgets are gadgets.
describe("an interest given as the reason", () => {
  it("is never the second topic of an interest", () => {
    const idea = "A backyard composter that turns kitchen scraps into soil in 4 weeks, $199";
    const { personas } = simulate({ idea, cohort: getPresetCohort("general")!, count: 600, seed: "into" });
    // Gadget fans with no interest that is first about the home.
    const gadgetFans = personas.filter(
      ({ interests }) =>
        interests.includes("Smart home gadgets") &&
        !interests.some((label) => interestTopics(label)[0] === "home"),
    );
    expect(gadgetFans.length).toBeGreaterThan(5);
    for (const { response } of gadgetFans) expect(response.primary_motivation).not.toContain("home life");
  });

  it("is named by what it is about, not by a word it shares with the idea", () => {
    const cleaning =
      "A home-cleaning service that sends the same vetted cleaner every other week, $90 a visit";
    const lines = said(cleaning, 600);
    for (const line of lines) expect(line).not.toMatch(/smart home gadgets|DIY home projects/i);
    const plug = "A voice-controlled smart plug that switches lamps and gadgets on from your phone, $15";
    expect(said(plug, 600).some((line) => /interest in smart home gadgets/i.test(line))).toBe(true);
  });
});

// "Nothing", "a small price", "without thinking twice": said of what costs a week's spending at most.
describe("a price called small", () => {
  const SMALL =
    /is nothing for|I'd try .* without thinking twice|a small price|much to lose|less than I waste|grab a few/i;

  it("is never a price of more than a week of what the speaker spends on such things", () => {
    const idea = "A weighted blanket that helps you sleep, $129";
    const features = analyzeIdea(idea);
    const { personas } = simulate({ idea, cohort: getPresetCohort("general")!, count: 600, seed: "small" });
    const dear = personas.filter(({ budget }) => 129 > spendingBaseUsd(budget, features) / 4.33);
    expect(dear.length).toBeGreaterThan(300);
    for (const { response } of dear) {
      expect(`${response.overall_reaction} ${response.primary_motivation}`).not.toMatch(SMALL);
    }
  });

  it("is set against a month's spending in months the numbers give", () => {
    const idea = "A smart thermostat that learns your schedule and cuts heating bills, $129";
    const features = analyzeIdea(idea);
    const { personas } = simulate({ idea, cohort: getPresetCohort("general")!, count: 600, seed: "small" });
    const WORDS = ["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
    let said = 0;
    for (const { budget, response } of personas) {
      const count = /\$129 is about (\w+) months of what I spend/.exec(response.overall_reaction)?.[1];
      if (!count) continue;
      said++;
      const months = 129 / spendingBaseUsd(budget, features);
      expect(Math.abs(WORDS.indexOf(count) + 2 - months)).toBeLessThanOrEqual(0.5);
    }
    expect(said).toBeGreaterThan(5);
  });

  it("is still said of a few dollars", () => {
    expect(
      said("A squeeze bottle of smoky chipotle hot sauce, $7 at grocery stores").some((w) => SMALL.test(w)),
    ).toBe(true);
  });
});

describe("a price weighed by a company's buyer", () => {
  it("is set against the company's budget, never the buyer's own range or family", () => {
    const idea = "Software that flags duplicate supplier invoices before they are paid, $300 a month";
    const cohort = cohortFromDescription(
      "Accounts payable managers",
      "Accounts payable managers at US companies with 50 to 1,000 employees",
    );
    const said = simulate({ idea, cohort, count: 400, seed: "buyer" }).personas.map(
      ({ response }) => response.overall_reaction,
    );
    for (const words of said) expect(words).not.toMatch(/out of my range|I'd want to spend|on my family/);
    expect(said.some((words) => /our budget|business case|clear return/.test(words))).toBe(true);
  });
});

describe("a price for one's children", () => {
  it("is not set against the family it is spent on", () => {
    const idea = "A night-time childcare centre for parents who work night shifts, $12 an hour";
    const cohort = cohortFromDescription("Night-shift parents", "US parents of young children");
    const said = simulate({ idea, cohort, count: 400, seed: "family" }).personas.map(
      ({ response }) => response.overall_reaction,
    );
    expect(said.filter((words) => /\$12 per hour/.test(words)).length).toBeGreaterThan(40);
    for (const words of said) expect(words).not.toMatch(/on my family|things we need first/);
  });
});

// Being a parent is a reason where the idea concerns children, and fun is said of what is fun.
describe("who the speaker is, said as the reason", () => {
  it("is a parent only for ideas about children or their data", () => {
    const budget =
      "A budgeting app that links your bank accounts and warns you before you overspend, free with a $4.99/month premium tier";
    for (const words of said(budget, 600)) expect(words).not.toMatch(/As a parent|this is fun/);
    const kids =
      "A story app for kids that records them reading aloud and shares clips with grandparents, $5/month";
    expect(said(kids, 600).some((words) => words.includes("As a parent"))).toBe(true);
  });

  it("weighs no numbers or cost-benefit of what is free to use", () => {
    const blocker =
      "A browser extension that blocks cookie banners and auto-rejects tracking on every website, free, with a $2 a month plan that syncs across devices.";
    for (const words of said(blocker, 600)) expect(words).not.toMatch(/the numbers|cost-benefit/);
    const paid = "A browser extension that blocks cookie banners on every website, $3 a month";
    expect(said(paid, 600).some((words) => /the numbers|cost-benefit/.test(words))).toBe(true);
  });

  it("names an interest in online courses only where the idea is a course", () => {
    const swap =
      "A used-textbook marketplace for college students: list a book by scanning its barcode, meet on campus to swap";
    const students = cohortFromDescription("College students", "US undergraduates at four-year colleges");
    const { personas } = simulate({ idea: swap, cohort: students, count: 300, seed: "courses" });
    expect(personas.some((persona) => persona.interests.includes("Online courses"))).toBe(true);
    for (const { response } of personas) expect(response.primary_motivation).not.toMatch(/online courses/);
  });

  it("calls fun only what is mostly about fun, not a chore", () => {
    const spray = "A refillable cleaning spray: one glass bottle and refills you mix with tap water, $25";
    for (const words of said(spray, 600)) expect(words).not.toMatch(/this is fun/);
    const game = "A cooperative board game about running a bakery, for two to four players, $35";
    expect(said(game, 600).some((words) => words.includes("this is fun"))).toBe(true);
  });
});

// Age is a reason for new things and technology, or for cover and health when young; nobody is too
// old for a cleaning spray.
describe("age given as the reason", () => {
  const AGE_REASON =
    /\bAt \d+, (?:I don't see|I just don't|it doesn't|I'd never|I can't)|nobody my age|maybe twenty years ago|maybe when I'm older/i;

  it("is never given for a household staple", () => {
    const spray = "A plant-based kitchen cleaning spray that cuts grease, $14 for a refillable bottle";
    for (const words of said(spray, 600)) expect(words).not.toMatch(AGE_REASON);
  });

  it("is still given for a new gadget", () => {
    const headset = "A virtual reality headset for watching live concerts from your sofa, $399";
    expect(said(headset, 600).some((words) => AGE_REASON.test(words))).toBe(true);
  });
});

// A bet is a gamble; a fund or a loan puts money on the line without being one.
describe("money at risk given as the reason", () => {
  const GAMBLE = /gamble|that risky|lose (?:their|my) savings|lose money on things/i;

  it("calls investing in index funds no gamble", () => {
    const words = said("An app that invests your spare change into index funds, $3 a month", 600);
    expect(words.some((line) => /my money or my credit|what I could lose|touches my money/i.test(line))).toBe(
      true,
    );
    for (const line of words) expect(line).not.toMatch(GAMBLE);
  });

  it("still calls a betting app one", () => {
    const words = said("A betting app for placing bets on football games", 600);
    expect(words.some((line) => GAMBLE.test(line))).toBe(true);
  });

  it("speaks of who gets into the account when an app is let into it, not of a gamble", () => {
    const words = said("Letting a savings app access your bank account to move spare money each week", 600);
    expect(
      words.some((line) =>
        /into (?:my|our) (?:bank )?account|get into my account|keys to my bank/i.test(line),
      ),
    ).toBe(true);
    for (const line of words) expect(line).not.toMatch(GAMBLE);
  });
});

// An operation is feared for what can go wrong in it, not for what goes into the body.
describe("a medical procedure given as the reason", () => {
  it("speaks of an operation, not of what one puts in one's body", () => {
    const words = said("Laser eye surgery at a clinic in the mall, so you never need glasses again", 600);
    expect(words.some((line) => /operation|operating table|go under|have anything done/i.test(line))).toBe(
      true,
    );
    for (const line of words) expect(line).not.toMatch(/put in my body|side effects/i);
  });
});
