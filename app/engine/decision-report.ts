import { concernLabel, isCostConcern, reportedReason } from "./reasons";
import type { SimulationResult } from "./simulate";
import { summarise, topLabels } from "./summary";
import { round, truncate } from "./text";
import type { PersonaOpinion } from "./types";
import type { DriverKey } from "./utility";
import { shareInterval } from "./intervals";

// The decision report of public-surfaces §3 (demo and report view): a view of
// the canonical result. Every number is counted from the personas.

export type Recommendation = "GO" | "NO-GO" | "PIVOT" | "EVALUATE";
export type ConfidenceLevel = "HIGH" | "MEDIUM" | "LOW";

/** public-surfaces §9: HIGH 0.8, MEDIUM 0.6, else 0.4. */
export const CONFIDENCE_VALUE: Record<ConfidenceLevel, number> = { HIGH: 0.8, MEDIUM: 0.6, LOW: 0.4 };
/** Response quality is high from this many personas (§9). */
export const HIGH_QUALITY_MIN_N = 20;
/**
 * Money is scaled from the stated price to this many people reached, never
 * to an invented market: "per 1,000 people reached" is what a founder can
 * multiply by their own reach.
 */
export const REVENUE_PER_PEOPLE = 1_000;
export const EVIDENCE_MAX = 80;
export const QUOTES_PER_ITEM = 2;
export const TOP_ITEMS = 3;

/**
 * Thresholds of the recommendation, on the share that would adopt (score 4-5)
 * and the share with positive sentiment (above 0.05):
 * GO at adoption >= 45% and positive >= 50%; NO-GO below 15% adoption, or
 * below 25% with under 30% positive; PIVOT below 30% adoption; else EVALUATE.
 */
export const DECISION_THRESHOLDS = {
  goAdoption: 0.45,
  goPositive: 0.5,
  noGoAdoption: 0.15,
  weakAdoption: 0.25,
  weakPositive: 0.3,
  pivotAdoption: 0.3,
} as const;

export interface ReasonItem {
  label: string;
  /** A persona's own words, cut at 80 characters. */
  evidence: string;
  /** Up to two persona quotes, each cut at 80 characters. */
  quotes: { persona: string; role: string; text: string }[];
  /** Whole percentage of the panel. */
  percentage: number;
}

export interface SegmentBreakdown {
  name: string;
  /** Whole percentage of the panel. */
  percentage: number;
  /** Personas in the segment. */
  size: number;
  /** 0..1 */
  adoption_rate: number;
  /** adoption x size x 20K */
  revenue_estimate: number;
}

export interface PriceBand {
  label: string;
  size: number;
  adoption_rate: number;
}

export interface FunnelStage {
  stage: "Awareness" | "Interest" | "Consideration" | "Intent" | "Adoption";
  count: number;
  percentage: number;
}

export interface DecisionReport {
  idea: string;
  cohort: string;
  decision: {
    recommendation: Recommendation;
    reasoning: string;
    confidence: ConfidenceLevel;
    success_probability: number;
  };
  executive_summary: string;
  /** 0.8 / 0.6 / 0.4 */
  confidence: number;
  response_quality: "high" | "low";
  adoption_rate: number;
  n: number;
  sentiment_counts: { positive: number; neutral: number; negative: number };
  top_reasons_yes: ReasonItem[];
  top_reasons_no: ReasonItem[];
  next_experiments: { name: string; why: string }[];
  /** Monthly revenue per REVENUE_PER_PEOPLE people reached at the stated price; 0 when no price is stated. */
  revenue_range: { monthly_potential: number; ci95: [number, number]; basis: string };
  winning_segment: { name: string; adoption_rate: number } | null;
  segment_analysis: { target_segment: string | null };
  segment_breakdown: SegmentBreakdown[];
  price_sensitivity: {
    stated_price: string | null;
    average_sensitivity: number;
    willing_to_pay: number;
    price_concerns: number;
    level: "high" | "moderate" | "low";
    bands: PriceBand[];
  };
  competitive_positioning: { strengths: string[]; weaknesses: string[]; summary: string };
  alternative_approaches: { name: string; rationale: string; personas: number }[];
  adoption_funnel: FunnelStage[];
  generated_at: string;
}

function share(count: number, total: number): number {
  return total === 0 ? 0 : count / total;
}

function pct(count: number, total: number): number {
  return Math.round(share(count, total) * 100);
}

/**
 * The recommendation only as firm as the panel allows: when the 90% interval
 * of the adoption share reaches across a threshold (the recommendation at its
 * low end differs from the one at its high end), EVALUATE.
 */
export function recommendWithin(adopters: number, n: number, positive: number): Recommendation {
  const { low, high } = shareInterval(adopters, n);
  const atLow = recommend(low / 100, positive);
  return atLow === recommend(high / 100, positive) ? atLow : "EVALUATE";
}

export function recommend(adoption: number, positive: number): Recommendation {
  const t = DECISION_THRESHOLDS;
  if (adoption < t.noGoAdoption || (adoption < t.weakAdoption && positive < t.weakPositive)) return "NO-GO";
  if (adoption >= t.goAdoption && positive >= t.goPositive) return "GO";
  if (adoption < t.pivotAdoption) return "PIVOT";
  return "EVALUATE";
}

function quoteOf(persona: PersonaOpinion) {
  return {
    persona: persona.name,
    role: persona.role,
    text: truncate(persona.response.overall_reaction, EVIDENCE_MAX),
  };
}

function reasonItems(groups: Map<string, PersonaOpinion[]>, total: number): ReasonItem[] {
  return [...groups.entries()]
    .map(([label, members]) => ({ label, members }))
    .sort((a, b) => b.members.length - a.members.length || a.label.localeCompare(b.label))
    .slice(0, TOP_ITEMS)
    .map(({ label, members }) => {
      const quotes = members.slice(0, QUOTES_PER_ITEM).map(quoteOf);
      return { label, evidence: quotes[0]?.text ?? "", quotes, percentage: pct(members.length, total) };
    });
}

function group(entries: Iterable<readonly [string, PersonaOpinion]>): Map<string, PersonaOpinion[]> {
  const groups = new Map<string, PersonaOpinion[]>();
  for (const [label, persona] of entries) groups.set(label, [...(groups.get(label) ?? []), persona]);
  return groups;
}

/** What to test or change for a blocker; shared with the panel report. */
const EXPERIMENT_BY_CONCERN: ReadonlyArray<readonly [RegExp, string, string, string]> = [
  [
    /^Ethically wrong/,
    "Legal and ethical review",
    "Check the law with a lawyer and ask the people affected before building anything",
    "A consent-based version the other person agrees to",
  ],
  [
    /switching isn't worth it|^Happy with what they use/,
    "Switching test",
    "Show users of the incumbent the one thing it cannot do and measure who would move",
    "An add-on to the product people already use",
  ],
  [
    /^Happy with the free version/,
    "Upgrade test",
    "Show free users what only the paid version does and count who upgrades",
    "Paid features free users miss, not just fewer ads",
  ],
  [
    /^Would rather have the real thing/,
    "Blind comparison",
    "Put it next to the original without labels and count who picks it",
    "A version pitched to people who already avoid the original",
  ],
  [
    /^Too risky with their money|^Wary of strangers using their things|^Wary of what it does to their body|^Doesn't trust it with their safety/,
    "Safeguards test",
    "Show the limits, evidence and guarantees, then re-test with cautious people",
    "A lower-risk version",
  ],
  [
    /^Price feels high/,
    "Price test",
    "Put two price points on a landing page and compare sign-ups",
    "Freemium or a cheaper entry tier",
  ],
  [
    /^Would depend on the price/,
    "State a price",
    "Publish a price and re-run the simulation",
    "Usage-based pricing",
  ],
  [
    /privacy|data|tracking|recorded/i,
    "Privacy-first pitch",
    "Say what data is collected and how to delete it",
    "A privacy-first, on-device version",
  ],
  [
    /^Not relevant|^Built for businesses|^Not something their company/,
    "Narrow the audience",
    "Run the idea on the segment closest to the people it serves",
    "Focus on the winning segment only",
  ],
  [
    /^Setup looks like work/,
    "Five-minute onboarding",
    "Show how someone gets value in the first five minutes",
    "A done-for-you managed service",
  ],
  [
    /^Unproven/,
    "Risk-free trial",
    "Offer a free trial, reviews or a money-back guarantee",
    "A pilot with a money-back guarantee",
  ],
  [
    /AI/,
    "Human in the loop",
    "Let people check and correct the AI's output",
    "A human-reviewed service instead of full automation",
  ],
  [
    /^Unclear what problem/,
    "One-sentence pitch",
    "Say who it is for and what problem it removes",
    "Reframe around one painful problem",
  ],
  [
    /^Eating .+ takes getting used to/,
    "Blind tasting",
    "Let people taste it before they are told what it is made of, then tell them and ask again",
    "A familiar food with it ground in (flour, a protein bar), not the animal on the plate",
  ],
  [
    /appetizing|kind of fun|enjoy it|appeal|Skeptical/,
    "Try before you buy",
    "Samples, a trial size or a free first use",
    "A lighter, sample-sized offer",
  ],
];

export function changeForConcern(concern: string): { name: string; why: string; alternative: string } | null {
  const match = EXPERIMENT_BY_CONCERN.find(([pattern]) => pattern.test(concern));
  return match ? { name: match[1], why: match[2], alternative: match[3] } : null;
}

const AGE_BANDS: ReadonlyArray<readonly [string, number, number]> = [
  ["Ages 18-29", 0, 29],
  ["Ages 30-44", 30, 44],
  ["Ages 45-59", 45, 59],
  ["Ages 60+", 60, 200],
];

/** Personas grouped by age band, bands with at least one persona. */
export function ageSegments(result: SimulationResult): { name: string; members: PersonaOpinion[] }[] {
  return AGE_BANDS.map(([name, min, max]) => ({
    name,
    members: result.personas.filter(({ demographics }) => demographics.age >= min && demographics.age <= max),
  })).filter((segment) => segment.members.length > 0);
}

function adopters(personas: readonly PersonaOpinion[]): number {
  return personas.filter((persona) => persona.response.score >= 4).length;
}

function driverTotals(result: SimulationResult): Map<DriverKey, number> {
  const totals = new Map<DriverKey, number>();
  for (const reasoning of result.reasoning) {
    for (const driver of reasoning.drivers) {
      if (driver.key === "mood") continue;
      totals.set(driver.key, (totals.get(driver.key) ?? 0) + driver.value);
    }
  }
  return totals;
}

function funnel(personas: readonly PersonaOpinion[]): FunnelStage[] {
  const total = personas.length;
  const atLeast = (score: number) => personas.filter((persona) => persona.response.score >= score).length;
  const stages: [FunnelStage["stage"], number][] = [
    ["Awareness", total],
    ["Interest", atLeast(2)],
    ["Consideration", atLeast(3)],
    // Leaning yes: would adopt, or mixed but positive about it.
    [
      "Intent",
      personas.filter(
        ({ response }) => response.score >= 4 || (response.score === 3 && response.sentiment > 0.05),
      ).length,
    ],
    // The same adoption as everywhere else: scores 4-5.
    ["Adoption", atLeast(4)],
  ];
  return stages.map(([stage, count]) => ({ stage, count, percentage: pct(count, total) }));
}

function revenueBasis(price: SimulationResult["features"]["price"]): string {
  const reach = REVENUE_PER_PEOPLE.toLocaleString("en-US");
  if (!price || price.monthlyUsd <= 0) return "No price is stated, so there is no revenue to estimate.";
  const spread = ["month", "fortnight", "week", "day"].includes(price.period)
    ? ""
    : " (spread over the months of use)";
  return `Per ${reach} people reached, at ${price.label}${spread}, if those who would adopt pay.`;
}

export interface DecisionReportOptions {
  generatedAt: string;
}

export function buildDecisionReport(
  result: SimulationResult,
  options: DecisionReportOptions,
): DecisionReport {
  const summary = summarise(result);
  const personas = result.personas;
  const n = personas.length;
  const adoptionRate = round(share(summary.adopt, n), 3);
  const positive = personas.filter((persona) => persona.response.sentiment > 0.05).length;
  const negative = personas.filter((persona) => persona.response.sentiment < -0.05).length;
  const recommendation = recommendWithin(summary.adopt, n, share(positive, n));
  const monthlyPrice = result.features.price?.monthlyUsd ?? 0;
  // By panel size, one level lower for an idea not in English.
  const level = summary.confidence.toUpperCase() as ConfidenceLevel;

  const yes = group(
    personas.flatMap((persona, index) => {
      const label = reportedReason(result.reasoning[index]?.motivation, result.features);
      return persona.response.score >= 4 && label ? [[label, persona] as const] : [];
    }),
  );
  const no = group(
    personas.flatMap((persona) =>
      persona.response.score <= 2
        ? [...new Set(persona.response.concerns)].map((c) => [c, persona] as const)
        : [],
    ),
  );
  const topYes = reasonItems(yes, n);
  const topNo = reasonItems(no, n);

  const segments = ageSegments(result)
    .map(({ name, members }): SegmentBreakdown => {
      const rate = round(share(adopters(members), members.length), 3);
      return {
        name,
        percentage: pct(members.length, n),
        size: members.length,
        adoption_rate: rate,
        revenue_estimate: Math.round(rate * REVENUE_PER_PEOPLE * monthlyPrice),
      };
    })
    .sort((a, b) => b.adoption_rate - a.adoption_rate || b.size - a.size);
  const winner = segments[0] ?? null;
  const monthly = Math.round(adoptionRate * REVENUE_PER_PEOPLE * monthlyPrice);
  const margin = n === 0 ? 0 : 1.96 * Math.sqrt((adoptionRate * (1 - adoptionRate)) / n);
  const low = Math.max(0, adoptionRate - margin);
  const high = Math.min(1, adoptionRate + margin);
  const perAdoption = REVENUE_PER_PEOPLE * monthlyPrice;

  const allConcerns = topLabels(
    personas.filter((persona) => persona.response.score <= 3).flatMap((persona) => persona.response.concerns),
    TOP_ITEMS,
  );
  const experiments = allConcerns
    .map(({ label }) => changeForConcern(label))
    .filter((change): change is NonNullable<typeof change> => change !== null)
    .filter((change, index, list) => list.findIndex((other) => other.name === change.name) === index)
    .map(({ name, why }) => ({ name, why }));
  if (summary.languageNotice) {
    experiments.unshift({
      name: "Re-run in English",
      why: "The panel reads English only; translate the idea for a real reading",
    });
  }
  if (winner && experiments.length < TOP_ITEMS) {
    experiments.push({
      name: `Landing page for ${winner.name.toLowerCase()}`,
      why: `Collect sign-ups from the best segment (${pct(winner.adoption_rate * 100, 100)}% would adopt) to confirm demand`,
    });
  }
  if (experiments.length < TOP_ITEMS) {
    experiments.push({
      name: "Customer interviews",
      why: "Talk to five to ten people like the hesitant personas",
    });
  }

  const priceConcerns = personas.filter((persona) => persona.response.concerns.some(isCostConcern)).length;
  const sensitivities = personas.map((persona) => persona.decision_profile.budget_sensitivity);
  const averageSensitivity = n === 0 ? 0 : sensitivities.reduce((sum, value) => sum + value, 0) / n;
  const priceBands = (
    [
      ["Low price sensitivity", 0, 0.33],
      ["Moderate price sensitivity", 0.33, 0.66],
      ["High price sensitivity", 0.66, 1.01],
    ] as const
  ).map(([label, min, max]) => {
    const members = personas.filter(
      (persona) =>
        persona.decision_profile.budget_sensitivity >= min &&
        persona.decision_profile.budget_sensitivity < max,
    );
    return { label, size: members.length, adoption_rate: round(share(adopters(members), members.length), 3) };
  });

  const totals = [...driverTotals(result).entries()];
  const strengths = totals
    .flatMap(([key, value]) => {
      const label = reportedReason(key, result.features);
      return value > 0 && label ? [{ label, value }] : [];
    })
    .sort((a, b) => b.value - a.value)
    .slice(0, TOP_ITEMS)
    .map(({ label }) => label);
  const weaknessLabels = new Map<string, number>();
  result.reasoning.forEach((reasoning, index) => {
    const persona = personas[index];
    if (!persona) return;
    for (const driver of reasoning.drivers) {
      if (driver.value >= 0 || driver.key === "mood") continue;
      const label = concernLabel(driver, result.features, persona);
      if (label) weaknessLabels.set(label, (weaknessLabels.get(label) ?? 0) - driver.value);
    }
  });
  const weaknesses = [...weaknessLabels.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP_ITEMS)
    .map(([label]) => label);
  const novelty = result.features.novelty;
  const positioningSummary = `${
    novelty >= 0.6
      ? "Seen as new in its space"
      : novelty >= 0.3
        ? "Seen as a twist on familiar options"
        : "Seen as similar to what exists"
  }; ${strengths[0] ? `it wins on "${strengths[0].toLowerCase()}"` : "no clear pull yet"}${
    weaknesses[0] ? ` and loses on "${weaknesses[0].toLowerCase()}"` : ""
  }.`;

  const alternatives = allConcerns
    .map(({ label, count }) => {
      const change = changeForConcern(label);
      return change ? { name: change.alternative, rationale: `Answers "${label}"`, personas: count } : null;
    })
    .filter((item): item is NonNullable<typeof item> => item !== null)
    .filter((item, index, list) => list.findIndex((other) => other.name === item.name) === index);

  const reasoning =
    n === 0
      ? "No personas were simulated."
      : `${summary.adopt} of ${n} personas (${pct(summary.adopt, n)}%) would adopt and ${pct(positive, n)}% reacted positively. ${
          {
            GO: "Both clear the bar for going ahead.",
            "NO-GO": "Too few would adopt to justify building it as pitched.",
            PIVOT: "There is some interest, but the pitch or the audience needs to change.",
            EVALUATE: "Demand is real but not decisive; run the next experiments first.",
          }[recommendation]
        }`;

  return {
    idea: result.idea,
    cohort: result.cohort.name,
    decision: {
      recommendation,
      reasoning,
      confidence: level,
      success_probability: round((adoptionRate + share(positive, n)) / 2, 2),
    },
    executive_summary:
      n === 0
        ? "No personas were simulated, so there is nothing to report yet."
        : `${summary.languageNotice ? `${summary.languageNotice} ` : ""}${recommendation}: ${pct(summary.adopt, n)}% of ${n} ${result.cohort.name} personas would adopt, average score ${round(summary.meanScore, 1)} out of 5.${
            topYes[0] ? ` Strongest pull: ${topYes[0].label.toLowerCase()}.` : ""
          }${topNo[0] ? ` Main objection: ${topNo[0].label.toLowerCase()}.` : ""}${
            winner ? ` Best segment: ${winner.name.toLowerCase()}.` : ""
          }`,
    confidence: CONFIDENCE_VALUE[level],
    response_quality: n >= HIGH_QUALITY_MIN_N ? "high" : "low",
    adoption_rate: adoptionRate,
    n,
    sentiment_counts: { positive, neutral: n - positive - negative, negative },
    top_reasons_yes: topYes,
    top_reasons_no: topNo,
    next_experiments: experiments.slice(0, TOP_ITEMS),
    revenue_range: {
      monthly_potential: monthly,
      ci95: [Math.round(low * perAdoption), Math.round(high * perAdoption)],
      basis: revenueBasis(result.features.price),
    },
    winning_segment: winner ? { name: winner.name, adoption_rate: winner.adoption_rate } : null,
    segment_analysis: { target_segment: winner?.name ?? null },
    segment_breakdown: segments,
    price_sensitivity: {
      stated_price: result.features.price?.label ?? null,
      average_sensitivity: round(averageSensitivity, 2),
      willing_to_pay: summary.willingToPay,
      price_concerns: priceConcerns,
      level: averageSensitivity >= 0.6 ? "high" : averageSensitivity >= 0.4 ? "moderate" : "low",
      bands: priceBands,
    },
    competitive_positioning: { strengths, weaknesses, summary: positioningSummary },
    alternative_approaches: alternatives,
    adoption_funnel: funnel(personas),
    generated_at: options.generatedAt,
  };
}
