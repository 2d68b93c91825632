import type { SelectQueryBuilder, Transaction } from "kysely";
import { preparedQuery } from "~/db/prepared-query.server";
import type { Database, DB, Simulation, SimulationOrigin } from "~/db/schema";
import type { IdeaCorrections } from "~/engine";
import { getPresetCohort } from "~/engine/cohorts";
import { UnknownCalibrationError } from "./calibrations.server";
import { findReadyCohort, incrementUsage } from "./cohorts.server";
import { debitSimulation, withUserLock } from "./credits.server";
import { GuestRunUsedError, guestFreeRunUsed, withGuestRunLock, type GuestRules } from "./guest-runs.server";
import { isValidId } from "~/utils/validation";
import { RUN_STATE_COLUMNS, type RunState } from "./run-events.server";
import { REPORT_BYTES, type RunWithoutReport } from "./stored-report.server";

/** Who a run belongs to: a signed-in user, or a guest by their signed cookie id. */
export type Owner = { kind: "user"; userId: string } | { kind: "guest"; guestId: string };

export class UnknownCohortError extends Error {
  override name = "UnknownCohortError";
}

/** A guest asked for a cohort that is not a preset: custom cohorts need an account. */
export class GuestCustomCohortError extends UnknownCohortError {
  override name = "GuestCustomCohortError";
  constructor() {
    super("Sign in to use custom cohorts");
  }
}

export const STAGE_MESSAGES = {
  queued: "Starting simulation...",
  starting: "Starting simulation...",
  generating: "Generating personas...",
  processing: "Processing personas...",
  reporting: "Report is being generated",
  completed: "Simulation completed",
} as const;

export interface StartSimulationInput {
  /** Null for a public run kept by nobody (a visitor's pulse check); never for an app run. */
  owner: Owner | null;
  goal: string;
  /** A preset's id, or the id of a ready custom cohort of the user, or of a described audience. */
  cohortId: string;
  /**
   * An audience the page describes itself (pulse, the wizard) rather than a
   * preset or a stored cohort: `cohortId` names it, this is its name, and whoever
   * runs the run hands its model to the runner (`createEngineRunner`'s `audiences`).
   */
  describedCohortName?: string;
  personaCount: number;
  /** Fixes the personas and their answers; the audience's stable panel when absent. */
  seed?: string;
  /**
   * For a guest's app run: their address as a keyed hash and the free runs it
   * may start a day. Without them a guest's app run is refused.
   */
  guest?: GuestRules | null;
  /** Where the run is started; "app" unless told. */
  origin?: SimulationOrigin;
  /**
   * The starter's analytics session, only when they accepted analytics: the
   * worker records how the run ended (simulation_completed, simulation_failed) for it.
   */
  analyticsSessionId?: string | null;
  /** What the user corrected about how the idea was read; stored with the run for the worker. */
  corrections?: IdeaCorrections;
  /** One of the user's own calibrations to run with; the product's when absent. */
  calibrationId?: string | null;
  /** The comparison this run is a variant of (set by startComparison). */
  comparison?: { id: string; variant: string };
  /** The run's id when the caller names it (the wizard's run key); a new one otherwise. */
  id?: string;
  /** A run made on a public page (pulse): its verdict page is public. */
  isPublic?: boolean;
  /** A run that costs no personas (pulse, a free public test): nothing is debited. */
  free?: boolean;
  /**
   * Inserted already claimed by this worker, which runs it at once (`runHere`
   * in runs.server.ts): no other worker takes it unless its lease runs out.
   */
  claimedBy?: string;
}

/**
 * Queues a run. For a user the personas are debited in the same transaction
 * that creates the run, so concurrent starts can never overspend; a run on
 * one of the user's custom cohorts counts as a use of it in that transaction
 * too. Guests run on presets only, and a guest's app run is counted against
 * their free runs and inserted in one locked step (GuestRunUsedError when
 * none is left), however many starts arrive at once.
 */
export async function startSimulation(
  db: Database,
  input: StartSimulationInput,
  now: Date,
): Promise<Simulation> {
  if (input.owner?.kind !== "user") {
    const cohort = describedCohort(input) ?? presetOf(input.cohortId);
    if (!cohort) throw new GuestCustomCohortError();
    const simulation = newSimulation(input, cohort, now);
    // The public tests (quick validation, pulse) have their own daily limit, taken by their caller.
    if (simulation.origin !== "app") {
      await db.insertInto("simulations").values(simulation).execute();
      return simulation;
    }
    const rules = input.guest;
    if (!rules || !input.owner) throw new GuestRunUsedError();
    const guest = { guestId: input.owner.guestId, ipHash: rules.ipHash };
    return withGuestRunLock(db, guest, async (trx) => {
      if (await guestFreeRunUsed(trx, guest, now, rules.perIpLimit)) throw new GuestRunUsedError();
      await trx.insertInto("simulations").values(simulation).execute();
      return simulation;
    });
  }
  return withUserLock(db, input.owner.userId, (trx, user) => insertUserRun(trx, user, input, now));
}

/**
 * Inserts a user's run inside their lock: the audience must be a preset or
 * one of their ready cohorts, the calibration theirs, and the personas are
 * debited with it (InsufficientCreditsError rolls the whole transaction back).
 */
export async function insertUserRun(
  trx: Transaction<DB>,
  user: { id: string; created_at: string },
  input: StartSimulationInput,
  now: Date,
): Promise<Simulation> {
  let cohort = describedCohort(input) ?? presetOf(input.cohortId);
  if (!cohort) {
    const custom = await findReadyCohort(trx, input.cohortId, user.id);
    if (!custom) throw new UnknownCohortError(input.cohortId);
    cohort = { id: custom.id, name: custom.name, custom: true };
  }
  if (input.calibrationId) {
    const calibration = await trx
      .selectFrom("calibrations")
      .select("id")
      .where("id", "=", input.calibrationId)
      .where("user_id", "=", user.id)
      .executeTakeFirst();
    if (!calibration) throw new UnknownCalibrationError();
  }
  const simulation = newSimulation(input, cohort, now);
  if (!input.free) await debitSimulation(trx, user, simulation.id, input.personaCount, now);
  await trx.insertInto("simulations").values(simulation).execute();
  if (cohort.custom) await incrementUsage(trx, cohort.id);
  return simulation;
}

type RunCohort = { id: string; name: string; custom: boolean };

function presetOf(cohortId: string): RunCohort | null {
  const preset = getPresetCohort(cohortId);
  return preset ? { id: preset.id, name: preset.name, custom: false } : null;
}

function describedCohort(input: StartSimulationInput): RunCohort | null {
  const name = input.describedCohortName;
  return name ? { id: input.cohortId, name, custom: false } : null;
}

/**
 * The same audience meets the same personas on every run, so the same idea
 * gives the same result and two ideas are compared on the same people
 * (a larger panel keeps the smaller one's personas and adds more).
 */
export function stablePanelSeed(cohortId: string): string {
  return `panel|${cohortId}`;
}

export function newSimulation(input: StartSimulationInput, cohort: RunCohort, now: Date): Simulation {
  const user = input.owner?.kind === "user";
  const at = now.toISOString();
  return {
    id: input.id ?? crypto.randomUUID(),
    user_id: input.owner?.kind === "user" ? input.owner.userId : null,
    guest_id: input.owner?.kind === "guest" ? input.owner.guestId : null,
    goal: input.goal,
    cohort_id: cohort.id,
    cohort_name: cohort.name,
    is_custom_cohort: cohort.custom ? 1 : 0,
    persona_count: input.personaCount,
    seed: input.seed ?? stablePanelSeed(cohort.id),
    ...(input.claimedBy
      ? // As the worker claims a run (run-worker.server.ts), in the same insert.
        {
          status: "running",
          stage: "starting",
          message: STAGE_MESSAGES.starting,
          attempts: 1,
          claimed_by: input.claimedBy,
          heartbeat_at: at,
          started_at: at,
        }
      : {
          status: "queued",
          stage: "queued",
          message: STAGE_MESSAGES.queued,
          attempts: 0,
          claimed_by: null,
          heartbeat_at: null,
          started_at: null,
        }),
    progress_percentage: 0,
    personas_processed: 0,
    error_message: null,
    event_seq: 1,
    credits_debited: user && !input.free ? input.personaCount : 0,
    report: null,
    created_at: at,
    completed_at: null,
    ...(input.isPublic ? { is_public: 1 } : {}),
    guest_ip_hash: input.owner?.kind === "guest" ? (input.guest?.ipHash ?? null) : null,
    analytics_session_id: input.analyticsSessionId ?? null,
    origin: input.origin ?? "app",
    corrections:
      input.corrections && Object.keys(input.corrections).length ? JSON.stringify(input.corrections) : null,
    calibration_id: user ? (input.calibrationId ?? null) : null,
    comparison_id: input.comparison?.id ?? null,
    comparison_variant: input.comparison?.variant ?? null,
  };
}

/**
 * Keeps the starter's analytics session with a run started without it (by
 * code that does not pass `analyticsSessionId`); a session already stored stays.
 */
export async function attachAnalyticsSession(db: Database, simulationId: string, sessionId: string) {
  await db
    .updateTable("simulations")
    .set({ analytics_session_id: sessionId })
    .where("id", "=", simulationId)
    .where("analytics_session_id", "is", null)
    .execute();
}

/** Narrows a query of runs to this owner's: a user's, or a guest's that no account has taken over. */
function ownedBy<Q extends SelectQueryBuilder<DB, "simulations", object>>(query: Q, owner: Owner): Q {
  return (
    owner.kind === "user"
      ? query.where("user_id", "=", owner.userId)
      : query.where("guest_id", "=", owner.guestId).where("user_id", "is", null)
  ) as Q;
}

/** The run if this owner may see it; undefined otherwise (a 404 to the caller). */
export async function getOwnedSimulation(
  db: Database,
  id: string,
  owner: Owner,
): Promise<Simulation | undefined> {
  if (!isValidId(id)) return undefined;
  return ownedBy(db.selectFrom("simulations").selectAll().where("id", "=", id), owner).executeTakeFirst();
}

/** Every column of a run but its report (listed, so a new column must be added here). */
const COLUMNS_BUT_REPORT = [
  "id",
  "user_id",
  "guest_id",
  "goal",
  "cohort_id",
  "calibration_id",
  "comparison_id",
  "comparison_variant",
  "cohort_name",
  "is_custom_cohort",
  "persona_count",
  "seed",
  "status",
  "stage",
  "progress_percentage",
  "personas_processed",
  "message",
  "error_message",
  "event_seq",
  "attempts",
  "claimed_by",
  "heartbeat_at",
  "credits_debited",
  "adopters",
  "created_at",
  "started_at",
  "completed_at",
  "guest_ip_hash",
  "shared_at",
  "is_public",
  "analytics_session_id",
  "origin",
  "corrections",
] as const satisfies readonly Exclude<keyof Simulation, "report">[];
// Fails to compile when a column of the table is missing from the list above.
const allColumnsListed: Exclude<
  keyof Simulation,
  "report" | (typeof COLUMNS_BUT_REPORT)[number]
> extends never
  ? true
  : false = true;
void allColumnsListed;

/** The owner's run with the report's size in place of the report (`loadReportOfRun` reads it). */
export async function getOwnedRunWithoutReport(
  db: Database,
  id: string,
  owner: Owner,
): Promise<RunWithoutReport | undefined> {
  if (!isValidId(id)) return undefined;
  return ownedBy(
    db
      .selectFrom("simulations")
      .select([...COLUMNS_BUT_REPORT, REPORT_BYTES])
      .where("id", "=", id),
    owner,
  ).executeTakeFirst();
}

/** A run's progress (status polls, live streams), if this owner may see it. */
export async function getOwnedRunState(
  db: Database,
  id: string,
  owner: Owner,
): Promise<RunState | undefined> {
  if (!isValidId(id)) return undefined;
  return ownedBy(
    db.selectFrom("simulations").select(RUN_STATE_COLUMNS).where("id", "=", id),
    owner,
  ).executeTakeFirst();
}

export async function getRunState(db: Database, id: string): Promise<RunState | undefined> {
  if (!isValidId(id)) return undefined;
  return db.selectFrom("simulations").select(RUN_STATE_COLUMNS).where("id", "=", id).executeTakeFirst();
}

export async function getSimulation(db: Database, id: string): Promise<Simulation | undefined> {
  if (!isValidId(id)) return undefined;
  return db.selectFrom("simulations").selectAll().where("id", "=", id).executeTakeFirst();
}

/** What a history entry shows: never the report, which can be a megabyte. */
const LIST_COLUMNS = ["id", "status", "goal", "created_at", "persona_count", "cohort_name"] as const;
export type SimulationListItem = Pick<Simulation, (typeof LIST_COLUMNS)[number]>;

/** Where a history page starts: just after the last entry of the page before. */
export interface HistoryCursor {
  created_at: string;
  id: string;
}

/** The cursor after an entry, opaque to clients (base64url of "created_at|id"). */
export function historyCursorOf(item: Pick<SimulationListItem, "created_at" | "id">): string {
  return Buffer.from(`${item.created_at}|${item.id}`).toString("base64url");
}

/** A cursor read back; null when it was not made by `historyCursorOf`. */
export function readHistoryCursor(cursor: string): HistoryCursor | null {
  const [createdAt, id, ...rest] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  if (rest.length > 0 || !createdAt || !id || !isValidId(id) || Number.isNaN(Date.parse(createdAt))) {
    return null;
  }
  return { created_at: createdAt, id };
}

interface HistoryPage {
  userId: string;
  limit: number;
  offset: number;
}

/** A page of a user's completed runs, newest first: a comparison's variants are listed as the comparison. */
function completedRuns(db: Database, values: HistoryPage) {
  return db
    .selectFrom("simulations")
    .select(LIST_COLUMNS)
    .where("user_id", "=", values.userId)
    .where("status", "=", "completed")
    .where("comparison_id", "is", null)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(values.limit)
    .offset(values.offset);
}

const firstHistoryPage = preparedQuery(completedRuns);

const historyPageAfter = preparedQuery((db, values: HistoryPage & HistoryCursor) =>
  completedRuns(db, values)
    // A row-value comparison, which both databases read as one range of the index (an OR of
    // two conditions they may not).
    .where((eb) => eb(eb.refTuple("created_at", "id"), "<", eb.tuple(values.created_at, values.id))),
);

/**
 * A user's completed runs, newest first: the history list. A page after a
 * cursor is read off the history index in order, so page 1,000 costs what
 * page 1 does; an offset (kept for the API's `offset`) still walks the index.
 */
export function listCompletedSimulations(
  db: Database,
  userId: string,
  page: { limit: number; offset?: number; after?: HistoryCursor },
): Promise<SimulationListItem[]> {
  const values = { userId, limit: page.limit, offset: page.offset ?? 0 };
  return page.after ? historyPageAfter(db, { ...values, ...page.after }) : firstHistoryPage(db, values);
}

/** The status fields of the spec; a queued run is reported as running at 0%. */
export function statusOf(simulation: RunState) {
  return {
    simulation_id: simulation.id,
    status: simulation.status === "queued" ? "running" : simulation.status,
    progress_percentage: simulation.progress_percentage,
    personas_processed: simulation.personas_processed,
    total_personas: simulation.persona_count,
    message: simulation.message,
    error_message: simulation.error_message,
  };
}

export function listItemOf(simulation: SimulationListItem) {
  return {
    id: simulation.id,
    status: simulation.status === "queued" ? "running" : simulation.status,
    goal: simulation.goal,
    created_at: simulation.created_at,
    total_personas: simulation.persona_count,
    cohort_name: simulation.cohort_name,
  };
}
