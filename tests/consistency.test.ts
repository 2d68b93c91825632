import { describe, expect, it } from "vitest";
import type { Simulation } from "~/db/schema";
import {
  buildAppReport,
  buildDecisionReport,
  buildPulseResult,
  buildVerdict,
  getPresetCohort,
  parseCsv,
  simulate,
} from "~/engine";
import { isCostConcern } from "~/engine/reasons";
import { quickResult } from "~/utils/quick-validation.server";
import { reportToCsv } from "~/services/report-export.server";

// One canonical result, every view of it: each figure that two views share
// must be the same number, counted the same way (adoption = scores 4-5).

const IDEAS = [
  "A meal-planning app that builds a week of dinners from what is in your fridge, $6/month",
  "An AI meeting assistant that joins your calls and sends action items, $15/month per user",
  "Noise-cancelling sleep earbuds, $199",
];

describe.each(IDEAS)("every view of one result agrees: %s", (idea) => {
  const result = simulate({ idea, cohort: getPresetCohort("general")!, count: 100, seed: "consistency" });
  const adopters = result.personas.filter((persona) => persona.response.score >= 4).length;
  const mixed = result.personas.filter((persona) => persona.response.score === 3).length;
  const app = buildAppReport(result, { simulationId: "s" });
  const stat = (id: string) => app.custom_insights.find((entry) => entry.id === id)!.value;

  it("counts the same adopters in the app report, decision report, funnel, verdict, pulse and quick view", () => {
    expect(stat("would_try")).toBe(adopters);
    expect(stat("mixed")).toBe(mixed);

    const decision = buildDecisionReport(result, { generatedAt: "2026-01-01T00:00:00.000Z" });
    expect(Math.round(decision.adoption_rate * decision.n)).toBe(adopters);
    expect(decision.adoption_funnel.at(-1)).toMatchObject({ stage: "Adoption", count: adopters });
    expect(decision.price_sensitivity.willing_to_pay).toBe(stat("willing_to_pay"));
    expect(stat("willing_to_pay")).toBeLessThanOrEqual(adopters);

    const verdict = buildVerdict(result, { pitch: idea, audience: "General" });
    expect(verdict.metrics.pcs).toBe(adopters);
    // One rule for a concern about the cost, wherever it is counted.
    const costWorried = result.personas.filter((p) => p.response.concerns.some(isCostConcern)).length;
    expect(decision.price_sensitivity.price_concerns).toBe(costWorried);
    expect(verdict.metrics.vpr).toBe(100 - costWorried);
    expect(buildPulseResult(result).pulse_pct).toBe(adopters);

    const quick = quickResult({ id: "s", status: "completed", report: JSON.stringify(app) } as Simulation);
    expect(quick.metrics).toEqual({ positive: adopters, neutral: mixed, negative: 100 - adopters - mixed });
    expect(quick.summary).toContain(`${adopters} of 100`);
  });

  it("exports the same scores the report shows", () => {
    const [header, ...rows] = parseCsv(reportToCsv(app));
    expect(rows).toHaveLength(100);
    const score = header!.indexOf("score");
    const exported = rows.filter((row) => Number(row[score]) >= 4).length;
    expect(exported).toBe(adopters);
  });
});
