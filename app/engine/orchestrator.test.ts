import { describe, expect, it } from "vitest";
import {
  analyzeResults,
  buildAppReport,
  clarify,
  extractConfig,
  getPresetCohort,
  simulate,
  type AppReport,
  type DialogueTurn,
  type PersonaOpinion,
} from "./index";

function reportFor(idea: string, cohortId: string, count = 50, seed = "orchestrator"): AppReport {
  const cohort = getPresetCohort(cohortId);
  if (!cohort) throw new Error(`no preset ${cohortId}`);
  return buildAppReport(simulate({ idea, cohort, count, seed }), { simulationId: `sim-${cohortId}` });
}

/** Plays a dialogue through clarify, as the chat does. */
function converse(...inputs: string[]): { history: DialogueTurn[]; last: ReturnType<typeof clarify> } {
  const history: DialogueTurn[] = [];
  let last: ReturnType<typeof clarify> | undefined;
  for (const input of inputs) {
    last = clarify(input, history);
    history.push({ role: "user", content: input });
    history.push({ role: "assistant", content: last.status === "ready" ? last.message : last.question });
  }
  return { history, last: last! };
}

function tally(labels: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1);
  return counts;
}

const saidNo = (persona: PersonaOpinion) => persona.response.score <= 3;

describe("clarify", () => {
  it("asks who it is for first when the idea names no customer", () => {
    const result = clarify("A meal planning app", []);
    expect(result).toEqual({
      status: "needs_clarification",
      question: expect.stringMatching(/^Who is it for\?/),
      missing: ["target_customer", "problem", "price"],
    });
  });

  it("asks for the problem, then the price, one question at a time", () => {
    const problem = clarify("A meal planning app for busy parents", []);
    expect(problem).toMatchObject({ status: "needs_clarification", missing: ["problem", "price"] });
    expect(problem.status === "needs_clarification" && problem.question).toMatch(
      /^What problem does it solve/,
    );

    const price = clarify("A meal planning app for busy parents who waste time deciding what to cook", []);
    expect(price).toMatchObject({ status: "needs_clarification", missing: ["price"] });
    expect(price.status === "needs_clarification" && price.question).toMatch(/^What would you charge/);
  });

  it("is ready when the idea names a customer, a problem and a price", () => {
    const result = clarify(
      "A meal planning app for busy parents who waste time deciding what to cook, $8/month",
      [],
    );
    expect(result).toMatchObject({ status: "ready", summary: expect.stringContaining("$8/month") });
  });

  it("reads the answers across the dialogue and is ready once they are in", () => {
    const { last } = converse(
      "A meal planning app",
      "Busy parents who waste time deciding what to cook every night, $8/month",
    );
    expect(last).toMatchObject({ status: "ready" });
  });

  it("does not ask again about something already answered, even in words it does not recognise", () => {
    const { history } = converse("An app for bakeries");
    // "bakeries" is not a customer word it knows, so it asked; the answer counts.
    expect(history[1]!.content).toMatch(/^Who is it for\?/);
    const next = clarify("Neighbourhood bakeries with two or three staff", history);
    expect(next.status === "needs_clarification" && next.missing).not.toContain("target_customer");
    expect(next.status === "needs_clarification" && next.question).toMatch(/^What problem/);
  });

  it("goes ahead after two clarifications and says what is still missing", () => {
    const { last } = converse("Something with an app", "Small restaurant owners", "I don't know");
    expect(last.status).toBe("ready");
    expect(last.status === "ready" && last.message).toMatch(/without the problem it solves and a price/);
  });

  it("counts a chosen audience other than General Audience as the customer", () => {
    const result = clarify("A tool that stops people wasting time in meetings, $10/month", [], {
      cohort: "enterprise",
    });
    expect(result.status).toBe("ready");
    const general = clarify("A tool that stops people wasting time in meetings, $10/month", [], {
      cohort: "General Audience",
    });
    expect(general).toMatchObject({ status: "needs_clarification", missing: ["target_customer"] });
  });
});

describe("extractConfig", () => {
  it("merges the idea and the answers into one goal and infers the audience", () => {
    const { history } = converse("A meal planning app", "Busy parents who waste time deciding what to cook");
    const config = extractConfig([...history, { role: "user", content: "$8/month" }]);
    expect(config.goal).toBe(
      "A meal planning app. For busy parents who waste time deciding what to cook. Price: $8/month.",
    );
    expect(config).toMatchObject({
      audience: "consumer",
      audience_name: "Consumer Market",
      persona_count: 25,
    });
    expect(config.reasoning).toMatch(/Consumer Market, because the idea mentions "parent"/);
  });

  it.each([
    ["A code review bot for developers, $10/month per developer", "tech_early"],
    ["Compliance reporting for enterprise IT departments, $2,000/month", "enterprise"],
    ["Online booking for small restaurants and cafés, $29/month", "smb"],
    ["A shared grocery list for families, free", "consumer"],
    ["A calm app with breathing exercises, $4/month", "general"],
  ])("picks the audience from the text: %s -> %s", (idea, audience) => {
    expect(extractConfig([{ role: "user", content: idea }]).audience).toBe(audience);
  });

  it("takes the size from the dialogue, else the default of 25", () => {
    expect(extractConfig([{ role: "user", content: "A focus app for freelancers" }]).persona_count).toBe(25);
    const config = extractConfig([
      { role: "user", content: "A focus app for freelancers, $5/month. Test it with 50 personas." },
    ]);
    expect(config.persona_count).toBe(50);
    expect(config.goal).not.toMatch(/50 personas/);
  });

  it("keeps an audience the user chose, and their size", () => {
    const config = extractConfig([{ role: "user", content: "A shared grocery list for families" }], {
      audience: "enterprise",
      personaCount: 100,
    });
    expect(config).toMatchObject({
      audience: "enterprise",
      audience_name: "Enterprise Buyers",
      persona_count: 100,
    });
  });

  it("leaves commands and non-answers out of the goal", () => {
    const config = extractConfig([
      { role: "user", content: "A focus app for freelancers who lose hours to distractions" },
      { role: "assistant", content: "What would you charge for it?" },
      { role: "user", content: "not sure" },
      { role: "user", content: "start" },
    ]);
    expect(config.goal).toBe("A focus app for freelancers who lose hours to distractions.");
  });
});

describe("analyzeResults", () => {
  const mealKit = reportFor(
    "A weekly meal kit with healthy 20-minute recipes for busy parents, delivered on Sundays, $60/week",
    "general",
  );
  const meetings = reportFor(
    "An AI meeting assistant for remote teams that writes notes and action items, $12/month per user",
    "enterprise",
  );

  it("answers why enterprise buyers said no with their counts and concerns", () => {
    const { answer, evidence } = analyzeResults("Why did enterprise buyers say no?", meetings);
    const no = meetings.personas.filter(saidNo);
    const concerns = [
      ...tally(no.flatMap((persona) => [...new Set(persona.response.concerns)])).entries(),
    ].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    expect(no.length).toBeGreaterThan(0);
    expect(answer).toContain(`${no.length} of ${meetings.personas.length}`);
    const [topConcern, topCount] = concerns[0]!;
    expect(answer).toContain(`"${topConcern}" (${topCount} of ${no.length})`);
    expect(evidence).toContainEqual({
      label: `Concern: ${topConcern}`,
      value: `${topCount} of ${no.length}`,
    });
    expect(answer).toContain(`${no.filter((persona) => persona.response.score <= 2).length} not interested`);
  });

  it("says plainly when the report has no enterprise buyers", () => {
    const consumerReport = reportFor("A shared grocery list for families, free", "consumer", 25);
    const { answer } = analyzeResults("Why did enterprise buyers say no?", consumerReport);
    expect(answer).toMatch(/^The report has no data on enterprise buyers: none of its 25 personas fit/);
    expect(answer).toContain("Enterprise Buyers audience");
  });

  it("answers what price would work from the budget bands and price concerns", () => {
    const { answer, evidence } = analyzeResults("What price would work?", mealKit);
    const personas = mealKit.personas;
    const willing = mealKit.custom_insights.find((stat) => stat.id === "willing_to_pay")!.value;
    const high = personas.filter((persona) =>
      persona.response.concerns.includes("Price feels high for what it does"),
    ).length;
    const [band, bandCount] = [...tally(personas.map((persona) => persona.budget)).entries()].sort(
      (a, b) => b[1] - a[1] || a[0].localeCompare(b[0]),
    )[0]!;

    expect(answer).toMatch(/^You stated \$60\/week\./);
    expect(answer).toContain(
      `${willing} of ${personas.length} (${Math.round((willing / personas.length) * 100)}%)`,
    );
    expect(answer).toContain(`${high} said the price feels high`);
    expect(answer).toContain(`${band} (${bandCount})`);
    expect(answer).toMatch(/about \$[\d,]+\/month comfortable/);
    expect(evidence).toContainEqual({ label: "Stated price", value: "$60/week" });
  });

  it("answers who liked it most with the adopters' count and the most receptive group", () => {
    const { answer } = analyzeResults("Who liked it most?", mealKit);
    const adopt = mealKit.personas.filter((persona) => persona.response.score >= 4).length;
    // With 50 personas the age groups rarely differ beyond their intervals: the answer says which holds.
    expect(answer).toMatch(
      new RegExp(
        `^${adopt} of 50 \\(\\d+%\\) would try it\\. (?:Most receptive: |No group clearly differs from the others \\()`,
      ),
    );
  });

  it("names a most receptive group only when the gap between groups holds up", () => {
    const split = {
      ...mealKit,
      personas: mealKit.personas.map((persona) => ({
        ...persona,
        response: { ...persona.response, score: (persona.demographics.age < 45 ? 5 : 1) as 1 | 5 },
      })),
    };
    expect(analyzeResults("Who liked it most?", split).answer).toContain("Most receptive: ");
  });

  it("answers what to change with the top blockers and the report's next step", () => {
    const { answer } = analyzeResults("What should I change?", mealKit);
    const blocker = mealKit.top_blockers[0]!;
    expect(answer).toContain(`"${blocker.label}" (${blocker.count} personas)`);
    expect(answer).toContain(mealKit.executive_insights.next_step);
  });

  it("narrows to a group named in the question: women, an age, a role", () => {
    const women = mealKit.personas.filter((persona) => persona.demographics.gender === "Female");
    const { answer } = analyzeResults("Why did women say no?", mealKit);
    expect(answer).toMatch(new RegExp(`^${women.length} of the 50 personas are women`));
    expect(answer).toContain(`${women.filter(saidNo).length} of ${women.length}`);

    const older = mealKit.personas.filter((persona) => persona.demographics.age >= 55);
    expect(analyzeResults("why didn't older people like it?", mealKit).answer).toMatch(
      new RegExp(`^${older.length} of the 50 personas are aged 55 and over`),
    );
  });

  it("carries the previous question over to a follow-up about another group", () => {
    const history: DialogueTurn[] = [
      { role: "user", content: "What price would work?" },
      { role: "assistant", content: "..." },
    ];
    expect(analyzeResults("And the women?", mealKit, history).answer).toMatch(
      /^\d+ of the 50 personas are women .*would pay/,
    );
  });

  it("says there is no data for a question the report cannot answer", () => {
    for (const question of ["What is the capital of France?", "Will it rain tomorrow?"]) {
      const { answer, evidence } = analyzeResults(question, mealKit);
      expect(answer).toMatch(/^The report has no data on that\./);
      expect(evidence).toEqual([]);
    }
  });

  it("says so when the report has no personas", () => {
    expect(analyzeResults("Who liked it most?", { ...mealKit, personas: [] }).answer).toMatch(/no personas/);
  });
});
