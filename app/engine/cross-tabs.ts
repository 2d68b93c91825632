import { shareInterval } from "./intervals";
import { AGE_GROUPS } from "./summary";
import type { PersonaOpinion } from "./types";

// "Who says yes": adoption (scores 4-5) by age band, gender, country, job and
// budget band, each group with its count and 90% interval, so a founder sees
// where the yes comes from and how sure that is.

export interface CrossTabRow {
  label: string;
  personas: number;
  adopters: number;
  percent: number;
  low: number;
  high: number;
}

export interface CrossTab {
  dimension: string;
  rows: CrossTabRow[];
}

/** Groups with fewer personas are folded into "Other" for jobs and countries. */
const MIN_GROUP = 3;

/** Jobs and countries fold their small groups into "Other". */
function folded(groups: Map<string, PersonaOpinion[]>, fold: boolean): Map<string, PersonaOpinion[]> {
  if (!fold) return groups;
  const kept = new Map<string, PersonaOpinion[]>();
  const other: PersonaOpinion[] = [];
  for (const [label, members] of groups) {
    if (members.length < MIN_GROUP) other.push(...members);
    else kept.set(label, members);
  }
  if (other.length) kept.set("Other", other);
  return kept;
}

function rowOf(label: string, members: readonly PersonaOpinion[]): CrossTabRow {
  const adopters = members.filter((persona) => persona.response.score >= 4).length;
  const { percent, low, high } = shareInterval(adopters, members.length);
  return { label, personas: members.length, adopters, percent, low, high };
}

function groupBy(personas: readonly PersonaOpinion[], key: (persona: PersonaOpinion) => string) {
  const groups = new Map<string, PersonaOpinion[]>();
  for (const persona of personas) {
    const label = key(persona);
    groups.set(label, [...(groups.get(label) ?? []), persona]);
  }
  return groups;
}

/** The country of "Austin, TX, USA": the last part of the location. */
function countryOf(persona: PersonaOpinion): string {
  return persona.demographics.location.split(",").at(-1)?.trim() || persona.demographics.nationality;
}

export interface CrossTabGroups {
  dimension: string;
  groups: Map<string, PersonaOpinion[]>;
}

/** The personas in each group of each dimension, in the order the tables show them. */
export function crossTabGroups(personas: readonly PersonaOpinion[]): CrossTabGroups[] {
  const ages = new Map(
    AGE_GROUPS.map(([label, min, max]) => [
      label.replace(/^ages /, ""),
      personas.filter(({ demographics }) => demographics.age >= min && demographics.age <= max),
    ]),
  );
  const bySize = (groups: Map<string, PersonaOpinion[]>) =>
    new Map(
      [...groups].sort(
        ([labelA, a], [labelB, b]) =>
          Number(labelA === "Other") - Number(labelB === "Other") ||
          b.length - a.length ||
          labelA.localeCompare(labelB),
      ),
    );
  return [
    { dimension: "Age", groups: new Map([...ages].filter(([, members]) => members.length > 0)) },
    { dimension: "Gender", groups: bySize(groupBy(personas, (p) => p.demographics.gender)) },
    { dimension: "Country", groups: bySize(folded(groupBy(personas, countryOf), true)) },
    {
      dimension: "Job",
      groups: bySize(
        folded(
          groupBy(personas, (p) => p.role),
          true,
        ),
      ),
    },
    { dimension: "Budget", groups: bySize(groupBy(personas, (p) => p.budget)) },
  ];
}

export function crossTabs(personas: readonly PersonaOpinion[]): CrossTab[] {
  return crossTabGroups(personas).map(({ dimension, groups }) => ({
    dimension,
    rows: [...groups].map(([label, members]) => rowOf(label, members)),
  }));
}

/** The tables as CSV rows: dimension, group, personas, would try it, share and its interval. */
export function crossTabsCsv(tabs: readonly CrossTab[]): string {
  const quote = (text: string) => (/[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
  const lines = ["dimension,group,personas,would_try,percent,interval_low,interval_high,respondent"];
  for (const { dimension, rows } of tabs) {
    for (const row of rows) {
      lines.push(
        [
          dimension,
          quote(row.label),
          row.personas,
          row.adopters,
          row.percent,
          row.low,
          row.high,
          "simulated personas",
        ].join(","),
      );
    }
  }
  return `${lines.join("\r\n")}\r\n`;
}
