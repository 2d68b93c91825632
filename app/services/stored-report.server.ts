import { sql } from "kysely";
import { z } from "zod";
import type { Database, Simulation } from "~/db/schema";
import type { AppReport } from "~/engine";
import type { ReportPage } from "~/utils/report-page";

// A finished run's report is stored as JSON in simulations.report and read by
// many pages long after it was written. Each stored report carries the
// version of its shape; reading validates it with zod and upgrades older
// shapes, so a row written by an earlier release is shown, and one that
// cannot be read gets a clear message instead of a crash.
//
// Versions:
// 1. No version field (runs before 2026-11-25). An idea_reading from its
//    first days may lack benefit, risks and corrected: they are filled in.
// 2. `report_version: 2`; the same shape, validated.

export const REPORT_VERSION = 2;

export const UNREADABLE_REPORT_MESSAGE =
  "This report was saved in a form this version of Sounding Board cannot read. Run the idea again for a new report.";

const text = z.string();
const texts = z.array(z.string());
const labelCounts = z.array(z.looseObject({ label: text, count: z.number() }));

const PersonaOpinionSchema = z.looseObject({
  persona_id: text,
  name: text,
  role: text,
  company: text,
  demographics: z.looseObject({ location: text, age: z.number(), gender: text, nationality: text }),
  traits: texts,
  interests: texts,
  pain_points: texts,
  budget: text,
  decision_style: text,
  decision_profile: z.looseObject({ tech_adoption: z.number(), budget_sensitivity: z.number() }),
  response: z.looseObject({
    overall_reaction: text,
    primary_motivation: text,
    concerns: texts,
    sentiment: z.number(),
    action_taken: text,
    score: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
  }),
});

const IdeaReadingSchema = z.looseObject({
  category: text,
  categoryLabel: text,
  audience: text,
  audienceLabel: text,
  price: text.nullable(),
  pictured: text.nullable().default(null),
  benefit: text.nullable().default(null),
  saving: text.nullable().default(null),
  risks: texts.default([]),
  needs: texts.default([]),
  language: text.default("und"),
  languageNotice: text.nullable().default(null),
  corrected: texts.default([]),
});

const ReportSchema = z.looseObject({
  simulation_id: text,
  title: text,
  goal: text,
  executive_summary: text,
  personas: z.array(PersonaOpinionSchema),
  custom_insights: z.array(z.looseObject({ id: text, value: z.number(), total: z.number(), label: text })),
  persona_segments: z.array(
    z.looseObject({
      type: z.enum(["eager", "hesitant", "not_interested"]),
      count: z.number(),
      percentage: z.number(),
      care_about: texts,
      concerns: texts,
    }),
  ),
  executive_insights: z.looseObject({ key_findings: texts, next_step: text }),
  top_reasons: labelCounts,
  top_blockers: labelCounts,
  confidence: z.enum(["High", "Medium", "Low"]),
  idea_reading: IdeaReadingSchema.optional(),
  user_calibration: z
    .looseObject({
      id: text,
      name: text,
      concepts: z.number(),
      respondents: z.number(),
      pearson: z.number().nullable(),
    })
    .optional(),
});

export type StoredReport = { ok: true; report: AppReport; version: number } | { ok: false; message: string };

/** How many of a report's personas would adopt (a score of 4 or 5); 0 for anything without personas. */
export function adoptersInReport(report: unknown): number {
  const personas = (report as { personas?: unknown } | null)?.personas;
  if (!Array.isArray(personas)) return 0;
  return personas.filter(
    (persona: { response?: { score?: unknown } } | null) => Number(persona?.response?.score) >= 4,
  ).length;
}

/** The report as stored: with its version, so a later release knows how to read it. */
export function serializeReport(report: AppReport | object): string {
  return JSON.stringify({ report_version: REPORT_VERSION, ...report });
}

/** A stored report, validated and upgraded to the current shape; or why it cannot be read. */
export function readStoredReport(stored: string): StoredReport {
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return { ok: false, message: UNREADABLE_REPORT_MESSAGE };
  }
  if (!value || typeof value !== "object") return { ok: false, message: UNREADABLE_REPORT_MESSAGE };
  const { report_version: version = 1, ...fields } = value as { report_version?: unknown };
  if (typeof version !== "number" || version < 1 || version > REPORT_VERSION) {
    return { ok: false, message: UNREADABLE_REPORT_MESSAGE };
  }
  // Versions 1 and 2 share a shape: the schema's defaults fill in what early rows lack.
  const parsed = ReportSchema.safeParse(fields);
  if (!parsed.success) return { ok: false, message: UNREADABLE_REPORT_MESSAGE };
  return { ok: true, report: parsed.data as unknown as AppReport, version };
}

// A finished run's report is written once and read on every view. Parsed and
// checked once per process, it is kept while the stored text is the same
// (compared whole, so a rewritten report is read again), frozen so that no
// reader can change what the next one sees.
const KEPT_REPORTS = 32;
interface KeptReport {
  stored: string;
  /** The stamp of the row the text was read from, when read by `loadReportOfRun`. */
  stamp: string | null;
  report: AppReport;
}
const keptReports = new Map<string, KeptReport>();
// The pages made of a kept report (report-page.server.ts), by query: they go when it goes.
const pagesOfKept = new WeakMap<AppReport, Map<string, ReportPage>>();

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

function keep(id: string, kept: KeptReport): AppReport {
  keptReports.delete(id);
  keptReports.set(id, { ...kept, report: deepFreeze(kept.report) });
  if (!pagesOfKept.has(kept.report)) pagesOfKept.set(kept.report, new Map());
  // The least recently read goes first: a Map iterates in insertion order.
  if (keptReports.size > KEPT_REPORTS) keptReports.delete(keptReports.keys().next().value!);
  return kept.report;
}

/** A finished run's report, or null when it has none or it cannot be read (logged, never thrown). */
export function reportOfRun(simulation: Pick<Simulation, "id" | "report">): AppReport | null {
  return readReport(simulation, null);
}

/** `reportOfRun`, keeping the report with the stamp of the row it was read from (null: none known). */
function readReport(simulation: Pick<Simulation, "id" | "report">, stamp: string | null): AppReport | null {
  if (!simulation.report) return null;
  const kept = keptReports.get(simulation.id);
  if (kept && kept.stored === simulation.report)
    return keep(simulation.id, { ...kept, stamp: stamp ?? kept.stamp });
  const stored = readStoredReport(simulation.report);
  if (stored.ok) return keep(simulation.id, { stored: simulation.report, stamp, report: stored.report });
  console.warn(`The stored report of simulation ${simulation.id} cannot be read`);
  return null;
}

/** A run as read without its report, which can be megabytes: the report's size in bytes instead. */
export type RunWithoutReport = Omit<Simulation, "report"> & { report_bytes: number | null };

/** The report's size in bytes, which the database knows without reading the report. */
export const REPORT_BYTES = sql<number | null>`octet_length(report)`.as("report_bytes");

/**
 * `reportOfRun` for a run read without its report: the text is read only when the kept report
 * is not of this row. Every write of a report counts an event (`event_seq`, run-worker.server.ts)
 * and the size tells a hand-edited text apart, so the two stamp what was stored.
 */
export async function loadReportOfRun(
  db: Database,
  run: Pick<RunWithoutReport, "id" | "event_seq" | "report_bytes">,
): Promise<AppReport | null> {
  if (!run.report_bytes) return null;
  const kept = keptReports.get(run.id);
  if (kept && kept.stamp === stampOf(run)) return keep(run.id, kept);
  const row = await db
    .selectFrom("simulations")
    .select(["id", "report", "event_seq", REPORT_BYTES])
    .where("id", "=", run.id)
    .executeTakeFirst();
  return row ? readReport(row, stampOf(row)) : null;
}

function stampOf(run: Pick<RunWithoutReport, "event_seq" | "report_bytes">): string {
  return `${run.event_seq}:${run.report_bytes}`;
}

/**
 * Where the pages of a report read by `reportOfRun` are kept, by query; null for a report
 * made or read any other way, whose pages are made on each call.
 */
export function keptPagesOf(report: AppReport): Map<string, ReportPage> | null {
  return pagesOfKept.get(report) ?? null;
}
