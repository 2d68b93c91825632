import type { AppReport } from "~/engine";
import { crossTabs } from "~/engine/cross-tabs";
import { GROUPS, matchesSearch, toDisplayPersona } from "~/utils/personas";
import { keptPagesOf } from "./stored-report.server";
import {
  PERSONAS_PER_GROUP,
  personaQueryOf,
  type PersonaPage,
  type PersonaQuery,
  type ReportPage,
} from "~/utils/report-page";

// What the report page sends: the summary, the "who says yes" tables and one
// page of personas per group, never the whole panel. Search, the group
// filter and "View all" are query parameters read here, so a 500-persona
// report costs the page about what a 100-persona one does.

/** One page of the report's personas for a query. */
export function personaPageOf(report: AppReport, query: PersonaQuery): PersonaPage {
  const matching = report.personas
    .map((persona) => toDisplayPersona(persona, report.simulation_id))
    .filter((persona) => matchesSearch(persona, query.term));
  return {
    query,
    matching: matching.length,
    groups: GROUPS.map(({ id, label }) => {
      const members = matching.filter((persona) => persona.group === id);
      const shown = !query.group || query.group === id;
      const expanded = query.expand.includes(id);
      return {
        id,
        label,
        count: members.length,
        personas: !shown ? [] : expanded ? members : members.slice(0, PERSONAS_PER_GROUP),
        expanded,
      };
    }),
  };
}

// A stored report is read once per process and kept (stored-report.server.ts),
// so the pages made of it are kept with it: the same report and query give
// the same page.
const PAGES_PER_REPORT = 16;

export function reportPageOf(report: AppReport, params: URLSearchParams): ReportPage {
  const query = personaQueryOf(params);
  const key = JSON.stringify(query);
  const pages = keptPagesOf(report);
  const kept = pages?.get(key);
  if (kept) {
    // Read again, it becomes the most recent: the page dropped when the map is full is the least recently read.
    pages!.delete(key);
    pages!.set(key, kept);
    return kept;
  }
  const { personas, ...summary } = report;
  const page: ReportPage = {
    report: { ...summary, persona_total: personas.length },
    whoSaysYes: crossTabs(personas),
    personas: personaPageOf(report, query),
  };
  if (pages) {
    if (pages.size >= PAGES_PER_REPORT) pages.delete(pages.keys().next().value!);
    pages.set(key, page);
  }
  return page;
}
