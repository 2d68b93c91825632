import { isEnglish, LANGUAGE_NOTICE } from "./reading";
import { isCostConcern, reportedReason } from "./reasons";
import type { SimulationResult } from "./simulate";
import type { PersonaOpinion, Score } from "./types";

// Aggregates of a simulation result that every report view shares: splits,
// reasons, blockers, receptive groups, confidence. Views only format these.

export type SegmentType = "eager" | "hesitant" | "not_interested";
export type ConfidenceLabel = "High" | "Medium" | "Low";

export interface LabelCount {
  label: string;
  count: number;
}

export interface SegmentSummary {
  type: SegmentType;
  count: number;
  /** Whole percentages; the three segments add up to 100. */
  percentage: number;
  careAbout: string[];
  concerns: string[];
}

export interface GroupAdoption {
  label: string;
  adopt: number;
  total: number;
}

export interface ResultSummary {
  total: number;
  adopt: number;
  mixed: number;
  notInterested: number;
  /** Would try it with no concern about the cost (isWillingToPay). */
  willingToPay: number;
  meanScore: number;
  segments: SegmentSummary[];
  topReasons: LabelCount[];
  topBlockers: LabelCount[];
  /** Adoption by age group, groups of at least 3 personas. */
  byAge: GroupAdoption[];
  /** By panel size, one level lower for an idea not in English. */
  confidence: ConfidenceLabel;
  /** LANGUAGE_NOTICE when the idea is not in English (the panel reads English), else null. */
  languageNotice: string | null;
}

export const SEGMENT_ORDER: readonly SegmentType[] = ["eager", "hesitant", "not_interested"];

export function segmentOf(score: Score): SegmentType {
  if (score >= 4) return "eager";
  if (score === 3) return "hesitant";
  return "not_interested";
}

/** core-app §9: 30 or more High, 15 or more Medium, else Low. */
export function confidenceLabel(personaCount: number): ConfidenceLabel {
  if (personaCount >= 30) return "High";
  if (personaCount >= 15) return "Medium";
  return "Low";
}

const CONFIDENCE_LEVELS: readonly ConfidenceLabel[] = ["High", "Medium", "Low"];

/** One level down: High -> Medium -> Low (Low stays Low). */
export function lowerConfidence(label: ConfidenceLabel): ConfidenceLabel {
  const index = CONFIDENCE_LEVELS.indexOf(label);
  return CONFIDENCE_LEVELS[Math.min(CONFIDENCE_LEVELS.length - 1, index + 1)] ?? "Low";
}

/**
 * Confidence of a run: by panel size, and one level lower when the idea is
 * not in English, since the panel reads English only.
 */
export function resultConfidence(personaCount: number, language: string): ConfidenceLabel {
  const bySize = confidenceLabel(personaCount);
  return isEnglish(language) ? bySize : lowerConfidence(bySize);
}

/** Whole percentages that add up to exactly 100 (largest remainder). */
export function percentages(counts: readonly number[]): number[] {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) return counts.map(() => 0);
  const exact = counts.map((count) => (count / total) * 100);
  const floors = exact.map(Math.floor);
  let missing = 100 - floors.reduce((sum, value) => sum + value, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (missing <= 0) break;
    floors[index]++;
    missing--;
  }
  return floors;
}

function tally(labels: Iterable<string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1);
  return counts;
}

/** Most frequent labels first, ties in alphabetical order. */
export function topLabels(labels: Iterable<string>, limit: number): LabelCount[] {
  return [...tally(labels).entries()]
    .map(([label, count]) => ({ label, count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
    .slice(0, limit);
}

function reasonsOf(result: SimulationResult, include: (persona: PersonaOpinion) => boolean): string[] {
  const labels: string[] = [];
  result.personas.forEach((persona, index) => {
    const label = reportedReason(result.reasoning[index]?.motivation, result.features);
    if (include(persona) && label) labels.push(label);
  });
  return labels;
}

/**
 * Concerns by how many hold them; a tie goes to the one more people name
 * first (their strongest), so a shared minor worry never outranks the reason
 * most people give for saying no.
 */
function topBlockers(personas: readonly PersonaOpinion[], limit: number): LabelCount[] {
  const firsts = tally(personas.flatMap((persona) => persona.response.concerns.slice(0, 1)));
  return [...tally(personas.flatMap((persona) => [...new Set(persona.response.concerns)])).entries()]
    .map(([label, count]) => ({ label, count }))
    .sort(
      (a, b) =>
        b.count - a.count ||
        (firsts.get(b.label) ?? 0) - (firsts.get(a.label) ?? 0) ||
        a.label.localeCompare(b.label),
    )
    .slice(0, limit);
}

export const AGE_GROUPS: ReadonlyArray<readonly [string, number, number]> = [
  ["ages 18-29", 0, 29],
  ["ages 30-44", 30, 44],
  ["ages 45-59", 45, 59],
  ["ages 60+", 60, 200],
];

/**
 * Willing to pay: would try it (score 4-5) and raised no concern about the
 * cost. Always a part of those who would try it, so the two never disagree.
 */
export function isWillingToPay(persona: PersonaOpinion): boolean {
  return persona.response.score >= 4 && !persona.response.concerns.some(isCostConcern);
}

export function summarise(result: SimulationResult): ResultSummary {
  const personas = result.personas;
  const total = personas.length;
  const bySegment = new Map<SegmentType, PersonaOpinion[]>(SEGMENT_ORDER.map((type) => [type, []]));
  for (const persona of personas) bySegment.get(segmentOf(persona.response.score))?.push(persona);
  const counts = SEGMENT_ORDER.map((type) => bySegment.get(type)?.length ?? 0);
  const shares = percentages(counts);

  const segments = SEGMENT_ORDER.map((type, index): SegmentSummary => {
    const members = bySegment.get(type) ?? [];
    const memberIds = new Set(members.map((persona) => persona.persona_id));
    const reasons = topLabels(
      reasonsOf(result, (persona) => memberIds.has(persona.persona_id)),
      3,
    ).map(({ label }) => label);
    // Pad with what these personas are into, so every segment says something.
    const interests = topLabels(
      members.flatMap((persona) => persona.interests),
      3,
    ).map(({ label }) => label);
    return {
      type,
      count: counts[index],
      percentage: shares[index],
      careAbout: [...new Set([...reasons, ...interests])].slice(0, 3),
      concerns: topBlockers(members, 3).map(({ label }) => label),
    };
  });

  const byAge = AGE_GROUPS.map(([label, min, max]): GroupAdoption => {
    const group = personas.filter(({ demographics }) => demographics.age >= min && demographics.age <= max);
    return {
      label,
      total: group.length,
      adopt: group.filter((persona) => persona.response.score >= 4).length,
    };
  }).filter((group) => group.total >= 3);

  const scores = personas.map((persona) => persona.response.score);
  // Results stored before language detection read as English.
  const language = (result.features.language as string | undefined) ?? "und";
  return {
    total,
    adopt: counts[0],
    mixed: counts[1],
    notInterested: counts[2],
    willingToPay: personas.filter(isWillingToPay).length,
    meanScore: total === 0 ? 0 : scores.reduce((sum: number, score) => sum + score, 0) / total,
    segments,
    topReasons: topLabels(
      reasonsOf(result, (persona) => persona.response.score >= 3),
      3,
    ),
    topBlockers: topBlockers(
      personas.filter((persona) => persona.response.score <= 3),
      3,
    ),
    byAge,
    confidence: resultConfidence(total, language),
    languageNotice: isEnglish(language) ? null : LANGUAGE_NOTICE,
  };
}
