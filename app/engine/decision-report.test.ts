import { describe, expect, test } from "vitest";
import { buildDecisionReport, recommend, recommendWithin } from "./decision-report";
import { findPresetCohort } from "./cohorts";
import { simulate } from "./simulate";

function run(idea: string, count = 100) {
  const cohort = findPresetCohort("smb");
  if (!cohort) throw new Error("missing cohort");
  return simulate({ idea, cohort, count, seed: "decision-test" });
}

const IDEA = "An app for small business owners that reads receipts and prepares quarterly taxes, $12/month.";

describe("recommend", () => {
  test("tests NO-GO before GO and applies the documented thresholds", () => {
    expect(recommend(0.1, 0.9)).toBe("NO-GO");
    expect(recommend(0.2, 0.2)).toBe("NO-GO");
    expect(recommend(0.5, 0.6)).toBe("GO");
    expect(recommend(0.2, 0.5)).toBe("PIVOT");
    expect(recommend(0.4, 0.4)).toBe("EVALUATE");
  });

  test("recommends only as firmly as the panel's interval allows", () => {
    expect(recommendWithin(70, 100, 0.8)).toBe("GO");
    // 48 of 100 clears 45%, but its interval (40-56%) does not.
    expect(recommendWithin(48, 100, 0.8)).toBe("EVALUATE");
    expect(recommendWithin(5, 100, 0.2)).toBe("NO-GO");
    // The same share on 25 personas is too rough to call.
    expect(recommendWithin(3, 25, 0.2)).toBe("EVALUATE");
  });
});

describe("buildDecisionReport", () => {
  const result = run(IDEA);
  const report = buildDecisionReport(result, { generatedAt: "2026-01-01T00:00:00.000Z" });

  test("counts come from the personas", () => {
    const adopt = result.personas.filter((persona) => persona.response.score >= 4).length;
    expect(report.n).toBe(100);
    expect(report.adoption_rate).toBeCloseTo(adopt / 100, 3);
    const { positive, neutral, negative } = report.sentiment_counts;
    expect(positive + neutral + negative).toBe(100);
    expect(report.generated_at).toBe("2026-01-01T00:00:00.000Z");
  });

  test("confidence maps HIGH to 0.8 and quality is high from 20 personas", () => {
    expect(report.decision.confidence).toBe("HIGH");
    expect(report.confidence).toBe(0.8);
    expect(report.response_quality).toBe("high");
    const small = buildDecisionReport(run(IDEA, 10), { generatedAt: "x" });
    expect(small.confidence).toBe(0.4);
    expect(small.response_quality).toBe("low");
  });

  test("reasons carry real persona quotes cut at 80 characters, at most 3 items and 2 quotes", () => {
    const reactions = result.personas.map((persona) => persona.response.overall_reaction);
    for (const item of [...report.top_reasons_yes, ...report.top_reasons_no]) {
      expect(item.evidence.length).toBeLessThanOrEqual(80);
      expect(item.quotes.length).toBeLessThanOrEqual(2);
      const start = item.evidence.replace(/\.\.\.$/, "");
      expect(reactions.some((reaction) => reaction.replace(/\s+/g, " ").startsWith(start))).toBe(true);
    }
    expect(report.top_reasons_yes.length).toBeLessThanOrEqual(3);
    expect(report.top_reasons_no.length).toBeLessThanOrEqual(3);
    expect(report.next_experiments).toHaveLength(3);
  });

  test("revenue scales from the stated price per 1,000 people reached; the funnel ends at the adoption rate", () => {
    // $12/month.
    for (const segment of report.segment_breakdown) {
      expect(segment.revenue_estimate).toBe(Math.round(segment.adoption_rate * 1000 * 12));
    }
    expect(report.revenue_range.monthly_potential).toBe(Math.round(report.adoption_rate * 1000 * 12));
    expect(report.revenue_range.basis).toBe(
      "Per 1,000 people reached, at $12/month, if those who would adopt pay.",
    );
    const [low, high] = report.revenue_range.ci95;
    expect(low).toBeLessThanOrEqual(report.revenue_range.monthly_potential);
    expect(high).toBeGreaterThanOrEqual(report.revenue_range.monthly_potential);
    expect(report.adoption_funnel.at(-1)).toMatchObject({
      stage: "Adoption",
      percentage: Math.round(report.adoption_rate * 100),
    });
    expect(report.adoption_funnel.map((stage) => stage.stage)).toEqual([
      "Awareness",
      "Interest",
      "Consideration",
      "Intent",
      "Adoption",
    ]);
    const counts = report.adoption_funnel.map((stage) => stage.count);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    expect(report.winning_segment?.name).toBe(report.segment_breakdown[0]?.name);
  });

  test("an idea without a price has no revenue figure, and says why", () => {
    const unpriced = buildDecisionReport(
      run("An app for small business owners that reads receipts and prepares quarterly taxes."),
      {
        generatedAt: "2026-01-01T00:00:00.000Z",
      },
    );
    expect(unpriced.revenue_range).toEqual({
      monthly_potential: 0,
      ci95: [0, 0],
      basis: "No price is stated, so there is no revenue to estimate.",
    });
  });

  test("an empty panel gives an empty report, not an error", () => {
    const empty = buildDecisionReport(run(IDEA, 0), { generatedAt: "x" });
    expect(empty.n).toBe(0);
    expect(empty.adoption_rate).toBe(0);
    expect(empty.winning_segment).toBeNull();
  });
});
