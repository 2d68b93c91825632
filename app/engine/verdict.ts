import { languageNoticeOf, TRANSLATE_STEP, type LanguageSource } from "./reading";
import { percentages, topLabels } from "./summary";
import type { PersonaOpinion } from "./types";
import { createQuotePicker } from "./theme-quotes";
import { isCostConcern } from "./reasons";
import { shareInterval } from "./intervals";

// The verdict page's view of a simulation. Every metric is a share of the
// panel's answers; METRIC_DEFINITIONS says how each is counted.

export type VerdictMetricKey = "pcs" | "vpr" | "wtt" | "confidence" | "mhi";

export const METRIC_DEFINITIONS: Readonly<Record<VerdictMetricKey, { name: string; definition: string }>> = {
  pcs: {
    name: "Purchase consideration score",
    definition: "Share of personas scoring the idea 4 or 5 out of 5: they would seriously consider buying.",
  },
  vpr: {
    name: "Value-price ratio",
    definition:
      "Share of personas who raised no concern about the price: the value seems worth what it costs.",
  },
  wtt: {
    name: "Willingness to try",
    definition:
      "Share of personas who would try it: they scored it 4 or 5, or scored 3 with the price as their main hold-back.",
  },
  confidence: {
    name: "Confidence",
    definition:
      "How much to trust these numbers: grows with panel size and how much the panel agrees (0-100).",
  },
  mhi: {
    name: "Must-have index",
    definition:
      "Must-have: scored 5 of 5. Nice-to-have: scored 3 or 4. No need: scored 2 or less. Shares add up to 100.",
  },
};

export interface VerdictObjection {
  label: string;
  pct: number;
  /** The share's 90% interval, whole percentages (absent in verdicts stored before it was kept). */
  pct_low?: number;
  pct_high?: number;
  /** Up to two personas' words. */
  quotes: string[];
}

export interface Verdict {
  pitch: string;
  audience: string;
  /** Personas on the panel: what each share is out of (absent in verdicts stored before it was kept). */
  panel_size?: number;
  metrics: {
    pcs: number;
    vpr: number;
    wtt: number;
    confidence: number;
    mhi: { must_have: number; nice_to_have: number; no_need: number };
  };
  objection_heatmap: VerdictObjection[];
  next_step: string[];
}

function pct(count: number, total: number): number {
  return total === 0 ? 0 : Math.round((count / total) * 100);
}

/**
 * Would try it: scored it 4-5 (their next step tries it), or scored 3 with
 * the price as their main hold-back ("would try it at the right price").
 */
export function wouldTry({ response }: PersonaOpinion): boolean {
  if (response.score >= 4) return true;
  const top = response.concerns[0];
  return response.score === 3 && top !== undefined && isCostConcern(top);
}

/** Points off the confidence for an idea not in English (the panel reads English only). */
export const LANGUAGE_CONFIDENCE_PENALTY = 20;

/**
 * The shape and wording of what `buildVerdict` returns. Verdicts are kept
 * once built (the app's `verdicts` table); raise this whenever the output of
 * `buildVerdict` changes, so kept verdicts are built again.
 */
export const VERDICT_VERSION = 1;

/**
 * 0-100: a larger panel and stronger agreement (low score spread) give more
 * confidence; an idea not in English loses LANGUAGE_CONFIDENCE_PENALTY points.
 */
function confidenceOf(personas: readonly PersonaOpinion[], english: boolean): number {
  const total = personas.length;
  if (total === 0) return 0;
  const mean = personas.reduce((sum, p) => sum + p.response.score, 0) / total;
  const variance = personas.reduce((sum, p) => sum + (p.response.score - mean) ** 2, 0) / total;
  const agreement = 1 - Math.min(1, Math.sqrt(variance) / 2);
  const sizeFactor = Math.min(1, Math.sqrt(total / 100));
  const score = Math.round(100 * sizeFactor * (0.5 + 0.5 * agreement));
  return english ? score : Math.max(0, score - LANGUAGE_CONFIDENCE_PENALTY);
}

function nextSteps(
  metrics: Verdict["metrics"],
  objections: readonly VerdictObjection[],
  english: boolean,
): string[] {
  const steps: string[] = english ? [] : [TRANSLATE_STEP];
  const top = objections[0];
  if (top) steps.push(`Address the top objection first: "${top.label}" (${top.pct}% of the panel).`);
  if (metrics.vpr < 70) steps.push("Test a lower price or a free tier: price is holding many personas back.");
  if (metrics.wtt >= 40) steps.push("Launch a landing page with a sign-up form to confirm the interest.");
  else steps.push("Sharpen the pitch: name the customer, the problem and the price more precisely.");
  if (metrics.mhi.must_have < 20)
    steps.push("Find the niche for whom this is a must-have and narrow the audience.");
  if (metrics.confidence < 60) steps.push("Run a larger panel to raise confidence before deciding.");
  return steps.slice(0, 4);
}

/** The verdict of a result (or of a stored report holding its personas). */
export function buildVerdict(
  result: { personas: readonly PersonaOpinion[] } & LanguageSource,
  context: { pitch: string; audience: string },
): Verdict {
  const personas = result.personas;
  const english = languageNoticeOf(result) === null;
  const total = personas.length;
  const scores = personas.map((persona) => persona.response.score);
  const [must_have, nice_to_have, no_need] = percentages([
    scores.filter((score) => score === 5).length,
    scores.filter((score) => score === 3 || score === 4).length,
    scores.filter((score) => score <= 2).length,
  ]);
  const metrics: Verdict["metrics"] = {
    pcs: pct(scores.filter((score) => score >= 4).length, total),
    vpr: pct(personas.filter((persona) => !persona.response.concerns.some(isCostConcern)).length, total),
    wtt: pct(personas.filter(wouldTry).length, total),
    confidence: confidenceOf(personas, english),
    mhi: { must_have: must_have ?? 0, nice_to_have: nice_to_have ?? 0, no_need: no_need ?? 0 },
  };
  const quotesFor = createQuotePicker(2);
  const objection_heatmap = topLabels(
    personas.flatMap((persona) => [...new Set(persona.response.concerns)]),
    6,
  ).map(({ label, count }) => {
    const share = shareInterval(count, total);
    return {
      label,
      pct: pct(count, total),
      pct_low: share.low,
      pct_high: share.high,
      quotes: quotesFor(
        personas.filter((persona) => persona.response.concerns.includes(label)),
        (persona) => persona.response.concerns[0] === label,
      ).map((persona) => `${persona.name}: "${persona.response.overall_reaction}"`),
    };
  });
  return {
    pitch: context.pitch,
    audience: context.audience,
    metrics,
    panel_size: total,
    objection_heatmap,
    next_step: nextSteps(metrics, objection_heatmap, english),
  };
}
