import type { AppReport } from "../report";
import { topLabels, type LabelCount } from "../summary";
import { truncate } from "../text";
import type { PersonaOpinion } from "../types";
import { capitalize } from "../text";
import { listOf } from "./dialogue";
import type { Dimension } from "./intent";
import type { Scope } from "./scope";
import type { ResultEvidence } from "./types";

// What every answer about a report is built from: who would try it, counts
// with percentages, top concerns and roles, a quoted persona, and the scope
// line that says which personas the answer covers.

export function scoreOf(persona: PersonaOpinion): number {
  const score = persona.response?.score;
  if (typeof score === "number") return score;
  const sentiment = Number(persona.response?.sentiment ?? 0);
  return sentiment > 0.05 ? 4 : sentiment < -0.05 ? 2 : 3;
}

export const wouldTry = (persona: PersonaOpinion) => scoreOf(persona) >= 4;
export const isMixed = (persona: PersonaOpinion) => scoreOf(persona) === 3;
export const notInterested = (persona: PersonaOpinion) => scoreOf(persona) <= 2;

function pct(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 100);
}

export function ofWithPercent(part: number, whole: number): string {
  return `${part} of ${whole} (${pct(part, whole)}%)`;
}

export function concernsOf(personas: readonly PersonaOpinion[]): LabelCount[] {
  return topLabels(
    personas.flatMap((persona) => [...new Set(persona.response?.concerns ?? [])]),
    3,
  );
}

export function quoted(items: readonly LabelCount[], of: number): string {
  return listOf(items.map((item) => `"${item.label}" (${item.count} of ${of})`));
}

export function voiceOf(persona: PersonaOpinion | undefined): string {
  if (!persona?.response?.overall_reaction) return "";
  return ` For example, ${persona.name} (${persona.role}, ${persona.demographics.age}): "${truncate(persona.response.overall_reaction, 220)}"`;
}

export function topRoles(personas: readonly PersonaOpinion[]): string {
  return listOf(
    topLabels(
      personas.map((persona) => persona.role),
      3,
    ).map((item) => item.label),
  );
}

export interface Context {
  report: AppReport;
  all: PersonaOpinion[];
  /** The personas the question is about (all of them when it names no group). */
  personas: PersonaOpinion[];
  scope: Scope | null;
  /** The kind of group a "who" question asks about. */
  dimension: Dimension | null;
}

export function intro(context: Context): string {
  const { scope, all } = context;
  if (!scope) return "";
  return `${scope.personas.length} of the ${all.length} personas are ${scope.label} (${topRoles(scope.personas)}). `;
}

export function scopeEvidence(context: Context): ResultEvidence[] {
  const { scope, all } = context;
  return scope
    ? [
        {
          label: `${capitalize(scope.noun)} in the report`,
          value: `${scope.personas.length} of ${all.length}`,
        },
      ]
    : [];
}

export function people(count: number): string {
  return `${count} ${count === 1 ? "persona" : "personas"}`;
}
