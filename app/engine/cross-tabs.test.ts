import { describe, expect, it } from "vitest";
import { getPresetCohort } from "./cohorts";
import { crossTabs, crossTabsCsv } from "./cross-tabs";
import { parseCsv } from "./panel-csv";
import { simulate } from "./simulate";

describe("who says yes", () => {
  const { personas } = simulate({
    idea: "A meal-planning app for busy parents, $6/month",
    cohort: getPresetCohort("consumer")!,
    count: 100,
    seed: "crosstab",
  });
  const tabs = crossTabs(personas);
  const adopters = personas.filter((persona) => persona.response.score >= 4).length;

  it("splits the same panel by age, gender, country, job and budget, each adding up to the whole", () => {
    expect(tabs.map((tab) => tab.dimension)).toEqual(["Age", "Gender", "Country", "Job", "Budget"]);
    for (const { dimension, rows } of tabs) {
      expect(
        rows.reduce((sum, row) => sum + row.personas, 0),
        dimension,
      ).toBe(100);
      expect(
        rows.reduce((sum, row) => sum + row.adopters, 0),
        dimension,
      ).toBe(adopters);
      for (const row of rows) {
        expect(row.low).toBeLessThanOrEqual(row.percent);
        expect(row.high).toBeGreaterThanOrEqual(row.percent);
      }
    }
    // Rare jobs are folded into "Other" rather than shown as 1 of 1.
    const jobs = tabs.find((tab) => tab.dimension === "Job")!.rows;
    expect(jobs.filter((row) => row.label !== "Other").every((row) => row.personas >= 3)).toBe(true);
  });

  it("exports the tables as CSV, marked as simulated", () => {
    const [header, ...rows] = parseCsv(crossTabsCsv(tabs));
    expect(header).toEqual([
      "dimension",
      "group",
      "personas",
      "would_try",
      "percent",
      "interval_low",
      "interval_high",
      "respondent",
    ]);
    expect(rows.length).toBe(tabs.reduce((sum, tab) => sum + tab.rows.length, 0));
    expect(rows.every((row) => row[7] === "simulated personas")).toBe(true);
  });
});
