import { describe, expect, it } from "vitest";
import { getPresetCohort } from "./cohorts";
import { DEFAULT_PARAMETERS, type ModelParameters } from "./parameters";
import { simulate } from "./simulate";

// Relevance decides who in a panel an idea speaks to, not how many say yes.

const IDEA = "A recipe app that plans a week of home-cooked dinners around what's in your fridge, $4 a month";

function run(relevance: number) {
  const parameters: ModelParameters = {
    ...DEFAULT_PARAMETERS,
    appeal: { ...DEFAULT_PARAMETERS.appeal, relevance },
  };
  return simulate({
    idea: IDEA,
    cohort: getPresetCohort("general")!,
    count: 400,
    seed: "baseline",
    parameters,
  });
}

function adoption(result: ReturnType<typeof run>): number {
  return result.personas.filter((persona) => persona.response.score >= 4).length / result.personas.length;
}

describe("relevance against the panel's average", () => {
  it("moves people who care about the idea above those who do not, not the panel as a whole", () => {
    const without = run(0);
    const strong = run(2);
    // How many say yes hardly moves with how much relevance counts (counted for the whole panel,
    // it moved this panel by over 20 points)...
    expect(Math.abs(adoption(strong) - adoption(without))).toBeLessThan(0.08);
    // ...but who says yes does: those it fits answer higher than those it touches in nothing.
    const scoresBy = (driver: string) =>
      strong.personas
        .filter((_, i) => strong.reasoning[i]!.drivers.some((d) => d.key === driver))
        .map((persona) => persona.response.score);
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    const fitting = scoresBy("interest_fit");
    const untouched = scoresBy("irrelevant");
    expect(fitting.length).toBeGreaterThan(20);
    expect(untouched.length).toBeGreaterThan(20);
    expect(mean(fitting)).toBeGreaterThan(mean(untouched) + 0.5);
  });
});
