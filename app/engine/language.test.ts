import { describe, expect, it } from "vitest";
import { analyzeIdea } from "./analyze-idea";
import { getPresetCohort } from "./cohorts";
import { buildDecisionReport, CONFIDENCE_VALUE } from "./decision-report";
import { buildPanelReport, LANGUAGE_CONFIDENCE_STEP } from "./panel-report";
import { buildPulseResult } from "./pulse";
import { LANGUAGE_NOTICE, TRANSLATE_STEP } from "./reading";
import { buildAppReport } from "./report";
import { simulate, type SimulationResult } from "./simulate";
import { lowerConfidence, summarise } from "./summary";
import { tokenize } from "./text";
import type { CohortModel } from "./types";
import { buildVerdict, LANGUAGE_CONFIDENCE_PENALTY } from "./verdict";

// Issue 10: the panel reads English only. An idea in another language must
// not be spliced into English sentences, and every report says the reading
// is unreliable, with confidence one level lower.

const ENGLISH = "An app that helps families cook healthier every week, for €5 a month";

const FOREIGN: ReadonlyArray<{ language: string; idea: string; words: readonly string[] }> = [
  {
    language: "de",
    idea: "Eine App, die Familien hilft, jede Woche gesünder zu kochen, für 5 € im Monat",
    words: ["familien", "hilft", "jede", "woche", "gesünder", "kochen", "monat"],
  },
  {
    language: "es",
    idea: "Una aplicación que ayuda a las familias a cocinar más sano cada semana, por 5 € al mes",
    words: ["aplicación", "ayuda", "familias", "cocinar", "sano", "cada", "semana"],
  },
];

function general(): CohortModel {
  const cohort = getPresetCohort("general");
  if (!cohort) throw new Error("no general cohort");
  return cohort;
}

function run(idea: string, count: number): SimulationResult {
  return simulate({ idea, cohort: general(), count, seed: `language-${count}` });
}

describe.each(FOREIGN)("an idea in another language ($language)", ({ language, idea, words }) => {
  const result = run(idea, 40);
  const report = buildAppReport(result, { simulationId: "sim", goal: idea });

  it("is detected and gives no key phrases to quote", () => {
    expect(result.features.language).toBe(language);
    expect(result.features.keyPhrases).toEqual([]);
    expect(report.idea_reading?.languageNotice).toBe(LANGUAGE_NOTICE);
  });

  it("opens the executive summary with the notice and asks for a translation", () => {
    expect(report.executive_summary.startsWith(LANGUAGE_NOTICE)).toBe(true);
    expect(report.executive_insights.next_step).toBe(TRANSLATE_STEP);
    // The English cues for customer and problem cannot read it.
    expect(report.executive_insights.key_findings.join(" ")).not.toMatch(/does not state/);
  });

  // High -> Medium at 40, Medium -> Low at 20; Low stays Low at 10.
  it.each([40, 20, 10])("is one confidence level below the same-size English run (%i personas)", (count) => {
    const english = summarise(run(ENGLISH, count));
    const foreign = summarise(run(idea, count));
    expect(foreign.confidence).toBe(lowerConfidence(english.confidence));
  });

  it("lowers confidence at 40 personas from High to Medium", () => {
    expect(summarise(run(ENGLISH, 40)).confidence).toBe("High");
    expect(report.confidence).toBe("Medium");
  });

  it("never splices the idea's words into what personas say", () => {
    const forbidden = new Set(words);
    for (const persona of result.personas) {
      for (const text of [persona.response.overall_reaction, persona.response.primary_motivation]) {
        const spliced = tokenize(text.toLowerCase()).parts.filter((part) => forbidden.has(part));
        expect(spliced, text).toEqual([]);
      }
    }
  });

  it("carries the notice and the lower confidence into every other view", () => {
    const english = run(ENGLISH, 40);
    const decision = buildDecisionReport(result, { generatedAt: "2026-01-01T00:00:00.000Z" });
    const englishDecision = buildDecisionReport(english, { generatedAt: "2026-01-01T00:00:00.000Z" });
    expect(decision.executive_summary.startsWith(LANGUAGE_NOTICE)).toBe(true);
    expect(englishDecision.executive_summary).not.toContain(LANGUAGE_NOTICE);
    expect(englishDecision.decision.confidence).toBe("HIGH");
    expect(decision.decision.confidence).toBe("MEDIUM");
    expect(decision.confidence).toBe(CONFIDENCE_VALUE.MEDIUM);
    expect(decision.next_experiments[0]?.name).toBe("Re-run in English");

    const panel = buildPanelReport(result, { generatedAt: "2026-01-01T00:00:00.000Z" });
    expect(panel.top_three_changes[0]).toBe(TRANSLATE_STEP);
    expect(panel.confidence_score).toBeLessThanOrEqual(1 - LANGUAGE_CONFIDENCE_STEP);

    // Verdict and pulse also read stored app reports, through idea_reading.
    for (const source of [result, report]) {
      const verdict = buildVerdict(source, { pitch: idea, audience: "General Audience" });
      const withoutLanguage = buildVerdict(
        { personas: source.personas },
        { pitch: idea, audience: "General Audience" },
      );
      expect(verdict.metrics.confidence).toBe(
        Math.max(0, withoutLanguage.metrics.confidence - LANGUAGE_CONFIDENCE_PENALTY),
      );
      expect(verdict.next_step[0]).toBe(TRANSLATE_STEP);
      expect(buildPulseResult(source).summary.startsWith(LANGUAGE_NOTICE)).toBe(true);
    }
  });
});

describe("an idea in English", () => {
  it("carries no language notice anywhere", () => {
    const result = run(ENGLISH, 40);
    const report = buildAppReport(result, { simulationId: "sim", goal: ENGLISH });
    expect(result.features.language).toBe("en");
    expect(report.idea_reading?.languageNotice).toBeNull();
    expect(report.executive_summary).not.toContain(LANGUAGE_NOTICE);
    expect(report.confidence).toBe("High");
    expect(buildPulseResult(report).summary).not.toContain(LANGUAGE_NOTICE);
    expect(buildVerdict(report, { pitch: ENGLISH, audience: "x" }).next_step).not.toContain(TRANSLATE_STEP);
  });
});

describe("a price in another language", () => {
  it("is still a price, and what is sold is paid for", () => {
    const features = analyzeIdea(
      "Eine App, die Rezepte aus den Resten im Kühlschrank vorschlägt, 4 Euro im Monat.",
    );
    expect(features.language).toBe("de");
    expect(features.price).toMatchObject({ amount: 4, currency: "EUR", period: "month" });
    expect(features.offer).toBe("paid");
  });
});
