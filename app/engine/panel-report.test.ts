import { describe, expect, test } from "vitest";
import { findPresetCohort } from "./cohorts";
import calibrationFile from "./calibration.json";
import { buildPanelReport, calibrationBadge, PRODUCT_CALIBRATION_INFO } from "./panel-report";
import { simulate } from "./simulate";

const cohort = findPresetCohort("general");

describe("calibrationBadge", () => {
  test("High from 0.7, Good from 0.6, else Fair", () => {
    expect(calibrationBadge(0.7)).toBe("High");
    expect(calibrationBadge(0.68)).toBe("Good");
    expect(calibrationBadge(0.6)).toBe("Good");
    expect(calibrationBadge(0.59)).toBe("Fair");
  });
});

describe("buildPanelReport", () => {
  if (!cohort) throw new Error("missing cohort");
  const result = simulate({
    idea: "A subscription box of healthy snacks for office teams, $40/month.",
    cohort,
    count: 100,
    seed: "panel-test",
  });
  const report = buildPanelReport(result, { generatedAt: "2026-01-01T00:00:00.000Z" });

  test("carries the measured calibration by default", () => {
    // Measured, not a constant: the figures on concepts never fitted on that npm run calibrate wrote.
    expect(report.calibration_info).toEqual(PRODUCT_CALIBRATION_INFO);
    expect(report.calibration_info).toMatchObject({
      correlation_score: calibrationFile.independent_check.pearson,
      sample_size: calibrationFile.independent_check.concepts,
      applied_at: `${calibrationFile.fitted_at}T00:00:00.000Z`,
    });
  });

  test("disagreement is the score sd over 2 and confidence stays in 0..1", () => {
    expect(report.disagreement_index).toBeCloseTo(result.distribution.sd / 2, 2);
    expect(report.confidence_score).toBeGreaterThan(0);
    expect(report.confidence_score).toBeLessThanOrEqual(1);
    expect(report.panel_size).toBe(100);
  });

  test("three changes, themes with at most two quotes, segments scored out of 10", () => {
    expect(report.top_three_changes).toHaveLength(3);
    expect(report.win_lose_themes.length).toBeGreaterThan(0);
    for (const theme of report.win_lose_themes) {
      expect(theme.quotes.length).toBeLessThanOrEqual(2);
      expect(theme.affected_personas).toBeGreaterThan(0);
      expect(theme.score).toBeGreaterThanOrEqual(2);
      expect(theme.score).toBeLessThanOrEqual(10);
    }
    const sizes = report.segment_breakdown.reduce((sum, segment) => sum + segment.size, 0);
    expect(sizes).toBe(100);
    for (const segment of report.segment_breakdown) expect(segment.avg_score).toBeLessThanOrEqual(10);
  });
});
