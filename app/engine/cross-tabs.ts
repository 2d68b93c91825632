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

function rowsOf(groups: Map<string, PersonaOpinion[]>, fold: boolean): CrossTabRow[] {
  const rows: CrossTabRow[] = [];
  const other: PersonaOpinion[] = [];
  for (const [label, members] of groups) {
    if (fold && members.length < MIN_GROUP) {
      other.push(...members);
      continue;
    }
    rows.push(rowOf(label, members));
  }
  if (other.length) rows.push(rowOf("Other", other));
  return rows;
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

export function crossTabs(personas: readonly PersonaOpinion[]): CrossTab[] {
  const ages = new Map(
    AGE_GROUPS.map(([label, min, max]) => [
      label.replace(/^ages /, ""),
      personas.filter(({ demographics }) => demographics.age >= min && demographics.age <= max),
    ]),
  );
  const bySize = (rows: CrossTabRow[]) =>
    rows.sort((a, b) => b.personas - a.personas || a.label.localeCompare(b.label));
  return [
    { dimension: "Age", rows: rowsOf(new Map([...ages].filter(([, members]) => members.length > 0)), false) },
    {
      dimension: "Gender",
      rows: bySize(
        rowsOf(
          groupBy(personas, (p) => p.demographics.gender),
          false,
        ),
      ),
    },
    { dimension: "Country", rows: bySize(rowsOf(groupBy(personas, countryOf), true)) },
    {
      dimension: "Job",
      rows: bySize(
        rowsOf(
          groupBy(personas, (p) => p.role),
          true,
        ),
      ),
    },
    {
      dimension: "Budget",
      rows: bySize(
        rowsOf(
          groupBy(personas, (p) => p.budget),
          false,
        ),
      ),
    },
  ];
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
