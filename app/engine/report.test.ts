import { describe, expect, it } from "vitest";
import { getPresetCohort } from "./cohorts";
import { buildAppReport } from "./report";
import { simulate, type SimulationResult } from "./simulate";
import { concernLabel } from "./reasons";
import { confidenceLabel, isWillingToPay, percentages } from "./summary";
import type { CohortModel } from "./types";

const IDEA = "An AI meeting assistant that joins your calls, takes notes and sends action items, $15/month";

function cohort(id: string): CohortModel {
  const found = getPresetCohort(id);
  if (!found) throw new Error(`no preset ${id}`);
  return found;
}

function run(count: number, cohortId = "general", idea = IDEA): SimulationResult {
  return simulate({ idea, cohort: cohort(cohortId), count, seed: `report-${count}` });
}

describe("buildAppReport", () => {
  const result = run(100);
  const report = buildAppReport(result, { simulationId: "sim-1", goal: "Test the meeting assistant" });

  it("never names the noise terms as a reason people gave", () => {
    for (const [seed, idea] of [
      ["a", IDEA],
      ["b", "A subscription box of indie board games, $30/month"],
      ["c", "A budgeting app for students that rounds up purchases into savings, free"],
    ]) {
      const reasons = buildAppReport(simulate({ idea, cohort: cohort("general"), count: 200, seed }), {
        simulationId: seed,
        goal: idea,
      }).top_reasons.map(({ label }) => label);
      expect(reasons.length).toBeGreaterThan(0);
      expect(reasons).not.toContain("Personal taste");
      expect(reasons).not.toContain("Generally open to new products");
    }
  });

  it("carries the ids, goal, title and personas", () => {
    expect(report.simulation_id).toBe("sim-1");
    expect(report.goal).toBe("Test the meeting assistant");
    expect(buildAppReport(result, { simulationId: "x" }).goal).toBe(result.idea);
    expect(report.title.length).toBeLessThanOrEqual(60);
    expect(report.title).toMatch(/^An AI meeting assistant/);
    expect(report.personas).toBe(result.personas);
  });

  it("has stats whose counts add up to the total", () => {
    const stat = (id: string) => report.custom_insights.find((entry) => entry.id === id);
    const tried = stat("would_try");
    const mixed = stat("mixed");
    const not = stat("not_interested");
    expect(tried && mixed && not).toBeTruthy();
    expect((tried?.value ?? 0) + (mixed?.value ?? 0) + (not?.value ?? 0)).toBe(100);
    expect(report.custom_insights.every((entry) => entry.total === 100 && entry.label.length > 0)).toBe(true);
    expect(tried?.value).toBe(result.personas.filter((persona) => persona.response.score >= 4).length);
    expect(not?.value).toBe(result.personas.filter((persona) => persona.response.score <= 2).length);
  });

  it("counts as willing to pay those who would try it with no concern about the cost", () => {
    const priceConcern =
      /^Price feels high|^Would depend on the price|^Doesn't want another subscription|^A big purchase/;
    const willing = (personas: typeof result.personas) =>
      personas.filter(
        (persona) =>
          persona.response.score >= 4 && !persona.response.concerns.some((c) => priceConcern.test(c)),
      ).length;
    const expected = willing(result.personas);
    expect(expected).toBeLessThanOrEqual(
      result.personas.filter((persona) => persona.response.score >= 4).length,
    );
    expect(report.custom_insights.find((entry) => entry.id === "willing_to_pay")?.value).toBe(expected);
    const enterprise = run(60, "enterprise");
    const enterpriseReport = buildAppReport(enterprise, { simulationId: "e" });
    expect(enterpriseReport.custom_insights.find((entry) => entry.id === "willing_to_pay")?.value).toBe(
      willing(enterprise.personas),
    );
  });

  it("splits personas into segments with consistent counts and percentages", () => {
    expect(report.persona_segments.map((segment) => segment.type)).toEqual([
      "eager",
      "hesitant",
      "not_interested",
    ]);
    expect(report.persona_segments.reduce((sum, segment) => sum + segment.count, 0)).toBe(100);
    expect(report.persona_segments.reduce((sum, segment) => sum + segment.percentage, 0)).toBe(100);
    const small = buildAppReport(run(7), { simulationId: "s" });
    expect(small.persona_segments.reduce((sum, segment) => sum + segment.percentage, 0)).toBe(100);
    for (const segment of small.persona_segments) {
      expect(Math.abs(segment.percentage - (segment.count / 7) * 100)).toBeLessThan(1);
    }
    for (const segment of report.persona_segments) {
      expect(segment.care_about.length).toBeLessThanOrEqual(3);
      expect(segment.concerns.length).toBeLessThanOrEqual(3);
      if (segment.count > 0) expect(segment.care_about.length).toBeGreaterThan(0);
    }
    const notInterested = report.persona_segments[2];
    if (notInterested.count > 0) expect(notInterested.concerns.length).toBeGreaterThan(0);
  });

  it("lists at most three top reasons and blockers, most frequent first", () => {
    for (const list of [report.top_reasons, report.top_blockers]) {
      expect(list.length).toBeGreaterThan(0);
      expect(list.length).toBeLessThanOrEqual(3);
      for (let i = 1; i < list.length; i++) expect(list[i - 1].count).toBeGreaterThanOrEqual(list[i].count);
      for (const item of list) {
        expect(item.count).toBeGreaterThan(0);
        expect(item.count).toBeLessThanOrEqual(100);
      }
    }
    const blocker = report.top_blockers[0];
    const holders = result.personas.filter(
      (persona) => persona.response.score <= 3 && persona.response.concerns.includes(blocker.label),
    );
    expect(blocker.count).toBe(holders.length);
  });

  it("writes a summary and insights computed from the numbers", () => {
    const adopt = result.personas.filter((persona) => persona.response.score >= 4).length;
    expect(report.executive_summary).toContain(`${adopt} of 100`);
    expect(report.executive_summary).toContain("General Audience");
    expect(report.executive_summary).toContain(report.top_blockers[0].label);
    expect(report.executive_insights.key_findings.length).toBeGreaterThanOrEqual(3);
    expect(report.executive_insights.key_findings[0]).toContain(`${adopt} of 100`);
    expect(report.executive_insights.next_step.length).toBeGreaterThan(20);
    const other = buildAppReport(run(100, "tech_early"), { simulationId: "t" });
    expect(other.executive_summary).not.toBe(report.executive_summary);
  });

  it("labels confidence by persona count", () => {
    const labels = [14, 15, 29, 30].map(
      (count) => buildAppReport(run(count), { simulationId: "c" }).confidence,
    );
    expect(labels).toEqual(["Low", "Medium", "Medium", "High"]);
    expect(confidenceLabel(0)).toBe("Low");
    expect(confidenceLabel(100)).toBe("High");
  });

  it("reports an empty simulation without failing", () => {
    const empty = buildAppReport(run(0), { simulationId: "empty" });
    expect(empty.custom_insights.every((entry) => entry.value === 0 && entry.total === 0)).toBe(true);
    expect(empty.persona_segments.every((segment) => segment.percentage === 0)).toBe(true);
    expect(empty.top_reasons).toEqual([]);
    expect(empty.confidence).toBe("Low");
  });
});

describe("percentages", () => {
  it("rounds to whole numbers that add up to 100", () => {
    expect(percentages([1, 1, 1])).toEqual([34, 33, 33]);
    expect(percentages([2, 0, 0])).toEqual([100, 0, 0]);
    expect(percentages([0, 0, 0])).toEqual([0, 0, 0]);
    expect(percentages([33, 33, 34]).reduce((sum, value) => sum + value, 0)).toBe(100);
  });
});

describe("willing to pay", () => {
  it("excludes everyone whose concern is the cost, whatever the cost driver", () => {
    const result = simulate({
      idea: "A smart bird feeder camera, $129",
      cohort: getPresetCohort("general")!,
      count: 1,
      seed: "w",
    });
    const persona = result.personas[0]!;
    for (const key of ["price", "unknown_price", "subscription", "durable"] as const) {
      const concern = concernLabel({ key, value: -1 }, result.features, persona)!;
      const adopter = {
        ...persona,
        response: { ...persona.response, score: 4 as const, concerns: [concern] },
      };
      expect(isWillingToPay(adopter), concern).toBe(false);
    }
    const keen = { ...persona, response: { ...persona.response, score: 5 as const, concerns: [] } };
    expect(isWillingToPay(keen)).toBe(true);
  });
});

describe("advice from what the panel counted", () => {
  const reportOf = (idea: string) =>
    buildAppReport(simulate({ idea, cohort: getPresetCohort("consumer")!, count: 100, seed: "gaps" }), {
      simulationId: "g",
    });

  it("names a missing price only when the panel said it depends on the price", () => {
    const report = reportOf("A meal-planning app for busy parents that plans a week of dinners in minutes");
    const saidDepends = report.top_blockers.some(({ label }) => label === "Would depend on the price");
    const finding = report.executive_insights.key_findings.find((line) =>
      line.includes("does not make clear"),
    );
    expect(Boolean(finding?.includes("a price"))).toBe(saidDepends);
  });

  it("never says the problem is unclear unless the panel said so", () => {
    const report = reportOf(
      "For parents who struggle to plan healthy dinners: an app that plans the week and writes the shopping list, $6/month",
    );
    const unclear = report.top_blockers.some(({ label }) => label === "Unclear what problem it solves");
    const findings = report.executive_insights.key_findings.join(" ");
    expect(findings.includes("the problem it solves")).toBe(unclear);
  });
});
