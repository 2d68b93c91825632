import { escapeRegExp } from "../regex";
import type { PersonaOpinion } from "../types";
import { listOf } from "./dialogue";
import { GROUP_ALIASES, NOT_A_GROUP, PREDICATES, roleMatches, type Filter } from "./scope-data";

// Which personas a question is about: named groups, ages, roles and places
// found in the question, matched against the report's own personas.

export interface Scope {
  /** What the personas are, after "are": "women from Germany", "aged 55 and over". */
  label: string;
  /** The same as a noun: "women from Germany", "personas aged 55 and over". */
  noun: string;
  personas: PersonaOpinion[];
  /** A preset whose personas the question is about, for when the report has none of them. */
  suggestion?: string;
}

export type ScopeResult =
  { kind: "all" } | { kind: "scoped"; scope: Scope } | { kind: "missing"; scope: Scope };

function ageFilter(q: string): Filter | null {
  const between = (min: number, max: number, label: string): Filter => ({
    kind: "age",
    label,
    test: (persona) => persona.demographics.age >= min && persona.demographics.age <= max,
  });
  const range = /(?<![$\d.,])\b(1[89]|[2-9]\d)\s*(?:-|–|to)\s*([2-9]\d)\b(?!\s*\/)/.exec(q);
  if (range && /\bage|aged|years|olds?\b/.test(q)) {
    const min = Number(range[1]);
    const max = Number(range[2]);
    return between(Math.min(min, max), Math.max(min, max), `aged ${min}-${max}`);
  }
  const decade = /\b([1-9])0s\b/.exec(q);
  if (decade) {
    const start = Number(decade[1]) * 10;
    return between(start, start + 9, `in their ${start}s`);
  }
  const under = /\b(?:under|below|younger than)\s+(\d{2})\b/.exec(q);
  if (under) return between(0, Number(under[1]) - 1, `under ${under[1]}`);
  const over = /\b(?:over|above|older than)\s+(\d{2})\b/.exec(q);
  if (over) return between(Number(over[1]) + 1, 200, `over ${over[1]}`);
  if (/\b(?:young|younger|youngest|youth|gen ?z)\b/.test(q)) return between(0, 29, "under 30");
  if (/\b(?:older|oldest|elderly|seniors)\b/.test(q)) return between(55, 200, "aged 55 and over");
  return null;
}

/** Roles named by a plural ("nurses", "teachers") that occur in the report. */
function roleFilters(q: string, personas: readonly PersonaOpinion[], consumed: string): Filter[] {
  const roleWords = new Set(
    personas
      .flatMap((persona) => persona.role.toLowerCase().split(/[^a-z]+/))
      .filter((word) => word.length > 2),
  );
  const filters: Filter[] = [];
  for (const word of new Set(q.match(/[a-z]+/g) ?? [])) {
    if (word.length < 4 || !word.endsWith("s") || NOT_A_GROUP.has(word) || consumed.includes(word)) continue;
    const singular = [word.slice(0, -1), word.replace(/es$/, "")].find((form) => roleWords.has(form));
    if (!singular) continue;
    const pattern = new RegExp(`\\b${escapeRegExp(singular)}\\b`, "i");
    filters.push({ kind: "role", label: word, test: roleMatches(pattern) });
  }
  return filters;
}

/** Cities, countries and nationalities of the report's personas that the question names. */
function placeFilters(q: string, personas: readonly PersonaOpinion[]): Filter[] {
  const places = new Set<string>();
  for (const persona of personas) {
    for (const part of persona.demographics.location.split(/,\s*/)) if (part.length >= 4) places.add(part);
    if (persona.demographics.nationality.length >= 4) places.add(persona.demographics.nationality);
  }
  const filters: Filter[] = [];
  for (const place of places) {
    if (!new RegExp(`(?<![\\p{L}])${escapeRegExp(place.toLowerCase())}(?![\\p{L}])`, "u").test(q)) continue;
    filters.push({
      kind: "place",
      label: `from ${place}`,
      test: (persona) =>
        persona.demographics.nationality === place ||
        persona.demographics.location.split(/,\s*/).includes(place),
    });
  }
  return filters;
}

export function scopeOf(question: string, personas: readonly PersonaOpinion[]): ScopeResult {
  const q = question.toLowerCase();
  const filters: Filter[] = [];
  let consumed = "";
  for (const { pattern, filter } of GROUP_ALIASES) {
    const match = pattern.exec(q);
    if (match) {
      filters.push(filter);
      consumed += ` ${match[0]}`;
    }
  }
  const age = ageFilter(q);
  if (age) filters.push(age);
  filters.push(...roleFilters(q, personas, consumed), ...placeFilters(q, personas));
  if (filters.length === 0) return { kind: "all" };

  // Alternatives of one kind widen ("nurses or teachers"); kinds narrow ("women in Germany").
  const kinds = [...new Set(filters.map((filter) => filter.kind))];
  const selected = personas.filter((persona) =>
    kinds.every((kind) => filters.some((filter) => filter.kind === kind && filter.test(persona))),
  );
  const nouns = listOf(
    filters.filter((filter) => !PREDICATES.has(filter.kind)).map((filter) => filter.label),
  );
  const predicates = filters.filter((filter) => PREDICATES.has(filter.kind)).map((filter) => filter.label);
  const label = [nouns, ...predicates].filter(Boolean).join(" ");
  const scope: Scope = {
    label,
    noun: nouns ? label : `personas ${label}`,
    personas: selected,
    suggestion: filters.find((filter) => filter.suggestion)?.suggestion,
  };
  return selected.length ? { kind: "scoped", scope } : { kind: "missing", scope };
}
