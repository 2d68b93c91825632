import { languageNoticeOf, type LanguageSource } from "./reading";
import { percentages, topLabels } from "./summary";
import { cohortFromDescription } from "./custom-cohort";
import type { CohortModel, PersonaOpinion } from "./types";
import { shareInterval } from "./intervals";

// The pulse page's view of a simulation: one headline number, a verdict and
// the reasons behind it, all counted from the personas' answers.

export type PulseAudienceId = "gen_z" | "founders" | "smb" | "tech" | "urban";
export type PulseVerdict = "Proceed" | "Guarded" | "No-Go";

export interface PulseAudience {
  id: PulseAudienceId;
  name: string;
  description: string;
  pains: readonly [string, string];
}

export const PULSE_PERSONAS = 100;
export const PULSE_CONCEPT_MIN = 50;
export const PULSE_CONCEPT_MAX = 600;

export const PULSE_AUDIENCES: readonly PulseAudience[] = [
  {
    id: "gen_z",
    name: "Gen Z",
    description: "Students and young adults aged 18-25, mobile-first and social",
    pains: ["Tight budgets", "Too many apps competing for attention"],
  },
  {
    id: "founders",
    name: "Startup founders",
    description: "Founders and early employees of software startups",
    pains: ["Finding product-market fit", "Little time and runway"],
  },
  {
    id: "smb",
    name: "Small business owners",
    description: "Owners of small businesses and local shops with a few employees",
    pains: ["Manual admin work", "Finding new customers"],
  },
  {
    id: "tech",
    name: "Tech professionals",
    description: "Software engineers, developers and IT professionals",
    pains: ["Context switching between tools", "Slow, repetitive workflows"],
  },
  {
    id: "urban",
    name: "Urban professionals",
    description: "Young professionals living in large cities, aged 25-40",
    pains: ["Long commutes and little free time", "High cost of living"],
  },
];

export function isPulseAudienceId(value: string): value is PulseAudienceId {
  return PULSE_AUDIENCES.some((audience) => audience.id === value);
}

export function getPulseAudience(id: string): PulseAudience | undefined {
  return PULSE_AUDIENCES.find((audience) => audience.id === id);
}

/** The engine cohort a pulse audience stands for; deterministic for the same audience. */
export function pulseCohort(audience: PulseAudience): CohortModel {
  return cohortFromDescription(
    audience.name,
    `${audience.description}. Pain points: ${audience.pains.join(", ")}.`,
  );
}

/**
 * The verdict only as firm as the panel allows: Guarded when the 90% interval
 * of the interested share reaches across a threshold.
 */
export function pulseVerdictWithin(interested: number, total: number): PulseVerdict {
  const { low, high } = shareInterval(interested, total);
  const atLow = pulseVerdict(low);
  return atLow === pulseVerdict(high) ? atLow : "Guarded";
}

/** Proceed at 60% or more interested, Guarded at 35% or more, else No-Go. */
export function pulseVerdict(pulsePct: number): PulseVerdict {
  if (pulsePct >= 60) return "Proceed";
  if (pulsePct >= 35) return "Guarded";
  return "No-Go";
}

export interface PulseReason {
  text: string;
  /** Why the interested would try it, or what holds the others back. */
  kind: "like" | "concern";
  /** Whole percent of the panel giving this reason. */
  pct: number;
}

export interface PulseResult {
  /** Whole percent of personas scoring 4 or 5. */
  pulse_pct: number;
  summary: string;
  verdict: PulseVerdict;
  reasons: PulseReason[];
}

function pct(count: number, total: number): number {
  return total === 0 ? 0 : Math.round((count / total) * 100);
}

/** The pulse view of a result (or of anything holding its personas, such as a stored report). */
export function buildPulseResult(
  result: { personas: readonly PersonaOpinion[] } & LanguageSource,
): PulseResult {
  const personas = result.personas;
  const total = personas.length;
  const interested = personas.filter((persona) => persona.response.score >= 4);
  const [pulsePct] = percentages([interested.length, total - interested.length]);
  const pulse_pct = total === 0 ? 0 : pulsePct;
  const verdict = pulseVerdictWithin(interested.length, total);
  const likes = topLabels(
    interested.map((persona) => persona.response.primary_motivation).filter(Boolean),
    2,
  );
  const concerns = topLabels(
    personas
      .filter((persona) => persona.response.score <= 3)
      .flatMap((persona) => [...new Set(persona.response.concerns)]),
    3,
  );
  const reasons = [
    ...likes.map(({ label, count }) => ({ text: label, kind: "like" as const, pct: pct(count, total) })),
    ...concerns.map(({ label, count }) => ({
      text: label,
      kind: "concern" as const,
      pct: pct(count, total),
    })),
  ].slice(0, 4);
  const lead = likes[0] ? ` Most cited upside: ${likes[0].label.toLowerCase()}.` : "";
  const worry = concerns[0] ? ` Main concern: ${concerns[0].label.toLowerCase()}.` : "";
  const notice = languageNoticeOf(result);
  const summary = `${notice ? `${notice} ` : ""}${interested.length} of ${total} personas would try it (${pulse_pct}%).${lead}${worry}`;
  return { pulse_pct, summary, verdict, reasons };
}
