import { PRODUCT_CALIBRATION } from "./calibration-info";
import { ageSegments, changeForConcern } from "./decision-report";
import { languageNoticeOf, TRANSLATE_STEP } from "./reading";
import { reportedReason } from "./reasons";
import type { SimulationResult } from "./simulate";
import { topLabels } from "./summary";
import { round, truncate } from "./text";
import type { PersonaOpinion } from "./types";

// The panel feedback report of public-surfaces §3 (idea check): a view of the
// canonical result with a calibration record beside it.

export interface CalibrationInfo {
  name: string;
  /** Correlation between simulated and human answers, 0..1. */
  correlation_score: number;
  sample_size: number;
  applied_at: string;
}

/**
 * The product's measured calibration (calibration.json): the correlation on the published concept
 * tests it was never fitted on, which is what a new idea meets (ADR 046).
 */
export const PRODUCT_CALIBRATION_INFO: CalibrationInfo = {
  name: `Sounding Board calibration on ${PRODUCT_CALIBRATION.independentCheck.concepts} published concept tests it was never fitted on`,
  correlation_score: PRODUCT_CALIBRATION.independentCheck.pearson,
  sample_size: PRODUCT_CALIBRATION.independentCheck.concepts,
  applied_at: `${PRODUCT_CALIBRATION.fittedAt}T00:00:00.000Z`,
};

export { calibrationBadge, type CalibrationBadge } from "./calibration-info";

export interface WinLoseTheme {
  theme: string;
  impact: "positive" | "negative" | "neutral";
  /** Average score of the personas behind it, out of 10. */
  score: number;
  quotes: string[];
  affected_personas: number;
}

export interface PanelSegment {
  segment: string;
  size: number;
  /** Out of 10. */
  avg_score: number;
  likes: string[];
  dislikes: string[];
}

export interface PanelReport {
  idea: string;
  panel_size: number;
  confidence_score: number;
  /** Standard deviation of the 1-5 scores over 2 (its largest value): 0 all agree, 1 split in two. */
  disagreement_index: number;
  generated_at: string;
  calibration_info: CalibrationInfo;
  top_three_changes: string[];
  win_lose_themes: WinLoseTheme[];
  segment_breakdown: PanelSegment[];
}

const QUOTE_MAX = 80;
/** How much lower the confidence score is for an idea not in English: one level of 0.8 / 0.6 / 0.4. */
export const LANGUAGE_CONFIDENCE_STEP = 0.2;

function averageOutOfTen(personas: readonly PersonaOpinion[]): number {
  if (personas.length === 0) return 0;
  return round((personas.reduce((sum, persona) => sum + persona.response.score, 0) / personas.length) * 2, 1);
}

function theme(
  label: string,
  impact: WinLoseTheme["impact"],
  members: readonly PersonaOpinion[],
): WinLoseTheme {
  return {
    theme: label,
    impact,
    score: averageOutOfTen(members),
    quotes: members.slice(0, 2).map((persona) => truncate(persona.response.overall_reaction, QUOTE_MAX)),
    affected_personas: members.length,
  };
}

function grouped(entries: Iterable<readonly [string, PersonaOpinion]>): [string, PersonaOpinion[]][] {
  const groups = new Map<string, PersonaOpinion[]>();
  for (const [label, persona] of entries) groups.set(label, [...(groups.get(label) ?? []), persona]);
  return [...groups.entries()].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]));
}

function motivationsOf(result: SimulationResult, include: (persona: PersonaOpinion) => boolean) {
  return result.personas.flatMap((persona, index) => {
    const label = reportedReason(result.reasoning[index]?.motivation, result.features);
    return include(persona) && label ? [[label, persona] as const] : [];
  });
}

function concernsOf(personas: readonly PersonaOpinion[]) {
  return personas.flatMap((persona) =>
    [...new Set(persona.response.concerns)].map((concern) => [concern, persona] as const),
  );
}

export interface PanelReportOptions {
  generatedAt: string;
  calibration?: CalibrationInfo;
}

export function buildPanelReport(result: SimulationResult, options: PanelReportOptions): PanelReport {
  const calibration = options.calibration ?? PRODUCT_CALIBRATION_INFO;
  const personas = result.personas;
  const n = personas.length;
  const disagreement = n === 0 ? 0 : round(Math.min(1, result.distribution.sd / 2), 2);
  const notice = languageNoticeOf(result);
  // Calibration quality, panel size (full weight at 100) and agreement, in that
  // order of weight; one level (0.2, as HIGH 0.8 / MEDIUM 0.6 / LOW 0.4) lower
  // for an idea not in English, since the panel reads English only.
  const confidence =
    n === 0
      ? 0
      : round(
          Math.max(
            0,
            0.5 * calibration.correlation_score +
              0.3 * Math.min(1, n / 100) +
              0.2 * (1 - disagreement) -
              (notice ? LANGUAGE_CONFIDENCE_STEP : 0),
          ),
          2,
        );

  const wins = grouped(motivationsOf(result, (persona) => persona.response.score >= 4)).slice(0, 3);
  const losses = grouped(concernsOf(personas.filter((persona) => persona.response.score <= 2))).slice(0, 3);
  const lossLabels = new Set(losses.map(([label]) => label));
  const neutral = grouped(concernsOf(personas.filter((persona) => persona.response.score === 3)))
    .filter(([label]) => !lossLabels.has(label))
    .slice(0, 1);

  const concerns = topLabels(
    personas.filter((persona) => persona.response.score <= 3).flatMap((persona) => persona.response.concerns),
    6,
  );
  const changes = [
    ...new Set(
      concerns.flatMap(({ label }) => {
        const change = changeForConcern(label);
        return change ? [`${change.name}: ${change.why.charAt(0).toLowerCase()}${change.why.slice(1)}.`] : [];
      }),
    ),
  ];
  const segments = ageSegments(result).map(({ name, members }): PanelSegment => ({
    segment: name,
    size: members.length,
    avg_score: averageOutOfTen(members),
    likes: topLabels(
      motivationsOf(result, (persona) => persona.response.score >= 3 && members.includes(persona)).map(
        ([label]) => label,
      ),
      2,
    ).map(({ label }) => label),
    dislikes: topLabels(
      members
        .filter((persona) => persona.response.score <= 3)
        .flatMap((persona) => persona.response.concerns),
      2,
    ).map(({ label }) => label),
  }));
  const fallbackChanges = [
    "Sharpen the pitch: say who it is for and what problem it removes, in one sentence.",
    "Interview five to ten people like the hesitant personas to learn what would win them over.",
    "Build a landing page and collect sign-ups from the most receptive segment.",
  ];
  return {
    idea: result.idea,
    panel_size: n,
    confidence_score: confidence,
    disagreement_index: disagreement,
    generated_at: options.generatedAt,
    calibration_info: calibration,
    top_three_changes: [
      ...(notice ? [TRANSLATE_STEP] : []),
      ...changes,
      ...fallbackChanges.filter((item) => !changes.includes(item)),
    ].slice(0, 3),
    win_lose_themes: [
      ...wins.map(([label, members]) => theme(label, "positive", members)),
      ...losses.map(([label, members]) => theme(label, "negative", members)),
      ...neutral.map(([label, members]) => theme(label, "neutral", members)),
    ],
    segment_breakdown: segments,
  };
}
