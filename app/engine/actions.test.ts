import { describe, expect, it } from "vitest";
import { chooseAction, runsSmallBusiness } from "./actions";
import { ACTIONS, ON_SALE_ACTIONS } from "./actions-data";
import { analyzeIdea } from "./analyze-idea";
import { getPresetCohort } from "./cohorts";
import { generatePersonas } from "./personas";
import { createRng } from "./rng";
import type { Persona, Score } from "./types";

const B2B_TOOL = analyzeIdea(
  "A scheduling tool for businesses that books staff shifts automatically, $40/month",
);
/** Every next step of a 4 or 5, on any channel: the steps that try the idea. */
const YES_STEPS = Object.values(ACTIONS).flatMap((byScore) => [...byScore[4], ...byScore[5]]);
const TRYING_STEPS = new Set([
  ...YES_STEPS,
  // The same steps for what is on sale already.
  ...YES_STEPS.flatMap((action) => ON_SALE_ACTIONS[action] ?? []),
  "Would try it since it's free",
]);

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

  it("has a membership paid by the year tried for a year, not for a month", () => {
    const gym = analyzeIdea("A climbing gym with a twelve-month membership for $200, classes included.");
    const consumer = generatePersonas(getPresetCohort("consumer")!, 1, "g")[0]!;
    const steps = Array.from({ length: 12 }, (_, i) =>
      chooseAction(4, gym, consumer, [], createRng(`g${i}`)),
    );
    expect(steps.some((step) => /\byear\b/.test(step))).toBe(true);
    for (const step of steps) expect(step).not.toMatch(/\bmonth\b/);
    // Six months are tried "for six months", not "for a six months".
    const course = analyzeIdea("A language school membership, $60 for six months of classes.");
    const halfYear = Array.from({ length: 12 }, (_, i) =>
      chooseAction(4, course, consumer, [], createRng(`h${i}`)),
    );
    expect(halfYear.some((step) => /six months/.test(step))).toBe(true);
    for (const step of halfYear) expect(step).not.toMatch(/\ba six months\b/);
  });

  it("has anyone buy goods rather than sign up for them", () => {
    const kettle = analyzeIdea("A smart kettle that boils water to the exact temperature for tea, $89");
    const action = chooseAction(5, kettle, people[0]!, [], createRng("k"));
    expect(action).toMatch(/buy|pre-order/i);
  });

  it("has people book a service paid each visit, and claim no free trial nobody offered", () => {
    const van = analyzeIdea(
      "A bike-repair van that comes to your office car park and fixes your bike while you work, $45 a visit",
    );
    const app = analyzeIdea("An app that plans your week of meals, $5 a month");
    for (let i = 0; i < 12; i++) {
      for (const score of [4, 5] as Score[]) {
        expect(chooseAction(score, van, people[0]!, [], createRng(`v${i}`))).toMatch(
          /book|next time I need it/i,
        );
        expect(chooseAction(score, app, people[0]!, [], createRng(`a${i}`))).not.toMatch(/free trial/i);
      }
    }
  });

  it("has people book a class, not pick one off a shelf or join its beta", () => {
    const cookingClass = analyzeIdea("A weekend cooking class for couples, $90 per couple");
    // Paid once by each couple that comes, not every week.
    expect(cookingClass.price).toMatchObject({
      label: "$90 per couple",
      period: "one_time",
      monthlyUsd: 7.5,
    });
    expect(cookingClass.physical).toBe(false);
    // What frames a sale says nothing of the kind: steak delivered is goods.
    expect(analyzeIdea("A steak delivery service for grill lovers").physical).toBe(true);
    for (let i = 0; i < 12; i++) {
      expect(chooseAction(5, cookingClass, people[0]!, [], createRng(`c${i}`))).toMatch(/book/i);
    }
  });
});

describe("actions that fit the product", () => {
  const someone = people[0]!;
  const florist = people.find((persona) => persona.role === "Florist") ?? {
    ...someone,
    role: "Florist",
    company: "Rosa's Flowers (3 employees)",
  };
  const act = (idea: string, persona: Persona, score: Score) =>
    Array.from({ length: 8 }, (_, i) =>
      chooseAction(score, analyzeIdea(idea), persona, [], createRng(`p${i}`)),
    );

  it("has a florist try or buy an app for the shop, never book a demo", () => {
    for (const action of act("Online booking and reminders for florists and salons, $29/month", florist, 5))
      expect(action).toMatch(/business|sign up|trial|set it up/i);
  });

  it("has hardware bought or pre-ordered", () => {
    for (const action of act("A robot vacuum that maps your home, $399", someone, 5))
      expect(action).toMatch(/buy|pre-order/i);
  });

  it("has a made thing of any field bought, never booked like a visit", () => {
    for (const idea of [
      "A weighted blanket that helps you sleep, $129",
      "A leather wallet that blocks card skimming, $45",
      "A yoga mat made from cork, $60",
    ]) {
      expect(analyzeIdea(idea).physical).toBe(true);
      for (const score of [5, 4, 1] as Score[]) {
        for (const action of act(idea, someone, score)) expect(action).not.toMatch(/book|visit/i);
      }
    }
    // A visit is still booked.
    expect(act("A mobile dog groomer who comes to your driveway, $65 a visit", someone, 5).join(" ")).toMatch(
      /book/i,
    );
  });

  it("has a course or a session taken online booked, never waited for near home or visited", () => {
    for (const idea of [
      "An online course that teaches advanced Excel for accountants, $199 one-time",
      "A video consultation with a nutritionist, $60 a session",
    ]) {
      const actions = [5, 4].flatMap((score) => act(idea, someone, score as Score));
      expect(actions.join(" ")).toMatch(/book|try/i);
      for (const action of actions) expect(action).not.toMatch(/near me|visit/i);
    }
    // At a place, it still comes near and is visited.
    const local = [5, 4].flatMap((score) =>
      act("A pottery class in your neighbourhood, $40 a class", someone, score as Score),
    );
    expect(local.join(" ")).toMatch(/near me|visit/i);
  });

  it("has a membership or free service signed up for or tried, not bought off a shelf", () => {
    for (const action of act("A monthly membership to a neighbourhood tool library, $8/month", someone, 4))
      expect(action).not.toMatch(/buy one|pick one up|shelf/i);
    for (const action of act("A free app that reminds you to water your plants", someone, 5))
      expect(action).toMatch(/sign up|beta/i);
  });

  it("has a subscription to things, not software, joined for a month, never as a beta", () => {
    const swap =
      "A subscription that swaps your child's bike for a bigger one when they outgrow it, $15 a month";
    for (const action of act(swap, someone, 4)) expect(action).toMatch(/month/i);
    for (const action of act(swap, someone, 5)) expect(action).not.toMatch(/beta/i);
  });

  it("never asks anyone to pay for what is free", () => {
    const free = analyzeIdea("A free app that reminds you to water your plants");
    for (const score of [1, 2, 3, 4, 5] as Score[]) {
      const price = { key: "price" as const, value: -1 };
      for (const persona of people.slice(0, 20))
        expect(chooseAction(score, free, persona, [price], createRng(persona.persona_id))).not.toMatch(
          /pay|price|on sale/i,
        );
    }
  });

  it("names a step that tries it for every yes, and none for a mixed or negative answer", () => {
    const ideas = [
      "A smart kettle that boils water to the exact temperature for tea, $89",
      "A monthly membership to a neighbourhood tool library, $8/month",
      "A scheduling tool for businesses that books staff shifts automatically, $40/month",
      "Ready-to-drink bottled gazpacho sold at your local supermarket",
      "A free app that reminds you to water your plants",
    ].map((idea) => analyzeIdea(idea));
    for (const idea of ideas) {
      for (const persona of people.slice(0, 40)) {
        for (const score of [1, 2, 3, 4, 5] as Score[]) {
          const action = chooseAction(score, idea, persona, [], createRng(`${persona.persona_id}|${score}`));
          expect(TRYING_STEPS.has(action), `${score} ${persona.role}: ${action}`).toBe(score >= 4);
        }
      }
    }
  });
});
