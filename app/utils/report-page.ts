import type { CrossTab } from "~/engine/cross-tabs";
import type { AppReport } from "~/engine";
import { GROUPS, type DisplayPersona, type PersonaGroup } from "./personas";

// The shapes of the report page's data (built in services/report-page.server.ts):
// shared by the loader, the personas endpoint and the components.

/** Personas shown per group until "View all". */
export const PERSONAS_PER_GROUP = 5;

export interface PersonaQuery {
  term: string;
  group: PersonaGroup | null;
  expand: PersonaGroup[];
}

export interface PersonaGroupPage {
  id: PersonaGroup;
  label: string;
  /** Personas of this group that match the search. */
  count: number;
  /** The ones shown: the first few, or all of them when expanded. */
  personas: DisplayPersona[];
  expanded: boolean;
}

export interface PersonaPage {
  query: PersonaQuery;
  /** Personas matching the search, in every group. */
  matching: number;
  /** Every group with its count; personas only for the groups the filter shows. */
  groups: PersonaGroupPage[];
}

/** The report without its personas: everything the page shows above the list. */
export type ReportSummary = Omit<AppReport, "personas"> & { persona_total: number };

export interface ReportPage {
  report: ReportSummary;
  whoSaysYes: CrossTab[];
  personas: PersonaPage;
}

/** Longest search the page accepts; longer text is cut, not refused. */
const MAX_TERM_LENGTH = 100;

function isGroup(value: string | null): value is PersonaGroup {
  return GROUPS.some((group) => group.id === value);
}

/** The persona query in a URL's ?q=, ?group= and ?expand= (unknown values are ignored). */
export function personaQueryOf(params: URLSearchParams): PersonaQuery {
  const group = params.get("group");
  return {
    term: (params.get("q") ?? "").slice(0, MAX_TERM_LENGTH),
    group: isGroup(group) ? group : null,
    expand: [...new Set(params.getAll("expand").filter(isGroup))],
  };
}

/** The query as a URL search ("?q=…&group=…&expand=…"), in a fixed order, so two equal queries compare equal. */
export function personaSearchOf(query: PersonaQuery): string {
  const params = new URLSearchParams();
  if (query.term) params.set("q", query.term);
  if (query.group) params.set("group", query.group);
  for (const group of GROUPS) if (query.expand.includes(group.id)) params.append("expand", group.id);
  return `?${params.toString()}`;
}
