import { describe, expect, it } from "vitest";
import calibrationFile from "~/engine/calibration.json";
import { buildAppReport, getPresetCohort, parseCsv, simulate } from "~/engine";
import { reportToCsv, reportToJson } from "~/services/report-export.server";

describe("report exports", () => {
  const result = simulate({
    idea: "A meal-planning app for busy parents, $6/month",
    cohort: getPresetCohort("general")!,
    count: 25,
    seed: "export",
  });
  const report = buildAppReport(result, { simulationId: "s1" });
  const r = calibrationFile.cross_validated.pearson.toFixed(2);
  const unseen = calibrationFile.independent_check;

  it("label every CSV row as a simulated persona, with the measured calibration", () => {
    const [header, ...rows] = parseCsv(reportToCsv(report));
    expect(rows).toHaveLength(25);
    const respondent = header!.indexOf("respondent");
    const calibration = header!.indexOf("calibration");
    for (const row of rows) {
      expect(row[respondent]).toBe("simulated persona, not a real person");
      // What it scores on concepts never fitted on first, then the cross-validated fit.
      expect(row[calibration]).toContain(
        `r = ${unseen.pearson.toFixed(2)} on ${unseen.concepts} concepts it was never fitted on`,
      );
      expect(row[calibration]).toContain(
        `r = ${r} across the ${calibrationFile.data.concepts} it was fitted to`,
      );
    }
  });

  it("mark the JSON as synthetic and name a user's own calibration when the run used one", () => {
    const json = JSON.parse(reportToJson(report)) as Record<string, unknown>;
    expect(json).toMatchObject({ synthetic: true, simulation_id: "s1" });
    expect(json.notice).toMatch(/^Simulated personas, not real people\./);
    expect(json.calibration).toContain(`r = ${r}`);

    const own = JSON.parse(
      reportToJson({
        ...report,
        user_calibration: { id: "c", name: "Q3 tests", concepts: 12, respondents: 3000, pearson: 0.71 },
      }),
    ) as { calibration: string };
    expect(own.calibration).toBe("Your calibration: Q3 tests, r = 0.71 across 12 concepts, leave-one-out");
  });
});
