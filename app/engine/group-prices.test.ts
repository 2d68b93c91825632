import { describe, expect, it } from "vitest";
import { analyzeIdea } from "./analyze-idea";
import { cohortFromDescription } from "./custom-cohort";
import { ideaReading } from "./reading";
import { simulate } from "./simulate";

// A price for some people only: each persona weighs what they would pay.
describe("prices for some people only", () => {
  const dating =
    "A dating app for people over 50 that matches you by shared hobbies, free for women, $15 a month for men.";

  it("reads everyone else's price and what each group pays instead", () => {
    const idea = analyzeIdea(dating);
    expect(idea.price?.label).toBe("$15/month (free for women)");
    expect(idea.groupPrices?.map(({ group, price }) => [group, price.period])).toEqual([["women", "free"]]);
    const notes = analyzeIdea("A note-taking app, $10 a month, $5 a month for students.");
    expect(notes.price?.monthlyUsd).toBe(10);
    expect(notes.groupPrices?.[0]).toMatchObject({ group: "students", price: { monthlyUsd: 5 } });
    // Free for one group alone: everyone else pays an amount not stated.
    const free = analyzeIdea("A note-taking app, free for students.");
    expect(free.offer).toBe("paid_unpriced");
    expect(ideaReading(free).price).toBe("not stated (free for students)");
  });

  it("has women weigh it as free and men as $15 a month", () => {
    const singles = cohortFromDescription("Singles over 50", "Single US adults aged 50 to 70");
    const { personas } = simulate({ idea: dating, cohort: singles, count: 200, seed: "groups" });
    const priced = (persona: (typeof personas)[number]) =>
      `${persona.response.overall_reaction} ${persona.response.concerns.join(" ")}`.match(
        /\$15|Price feels high|subscription/,
      );
    const women = personas.filter((persona) => persona.demographics.gender === "Female");
    const men = personas.filter((persona) => persona.demographics.gender === "Male");
    expect(women.length).toBeGreaterThan(50);
    expect(women.filter(priced)).toEqual([]);
    expect(men.filter(priced).length).toBeGreaterThan(men.length / 3);
    const yes = (group: typeof personas) =>
      group.filter((persona) => persona.response.score >= 4).length / group.length;
    expect(yes(women)).toBeGreaterThan(yes(men));
  });
});
