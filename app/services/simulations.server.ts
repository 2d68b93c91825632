import type { Database, Simulation } from "~/db/schema";
import { getPresetCohort } from "~/engine/cohorts";
import { debitSimulation, withUserLock } from "./credits.server";

/** Who a run belongs to: a signed-in user, or a guest by their signed cookie id. */
export type Owner = { kind: "user"; userId: string } | { kind: "guest"; guestId: string };

export class UnknownCohortError extends Error {
  override name = "UnknownCohortError";
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
  owner: Owner;
  goal: string;
  cohortId: string;
  personaCount: number;
  /** Fixes the personas and their answers; random when absent. */
  seed?: string;
  /** For a guest: their address as a keyed hash. */
  guestIpHash?: string;
}

/**
 * Queues a run. For a user the personas are debited in the same transaction
 * that creates the run, so concurrent starts can never overspend.
 */
export async function startSimulation(
  db: Database,
  input: StartSimulationInput,
  now: Date,
): Promise<Simulation> {
  const cohort = getPresetCohort(input.cohortId);
  if (!cohort) throw new UnknownCohortError(input.cohortId);
  const simulation: Simulation = {
    id: crypto.randomUUID(),
    user_id: input.owner.kind === "user" ? input.owner.userId : null,
    guest_id: input.owner.kind === "guest" ? input.owner.guestId : null,
    goal: input.goal,
    cohort_id: cohort.id,
    cohort_name: cohort.name,
    is_custom_cohort: cohort.isPreset ? 0 : 1,
    persona_count: input.personaCount,
    seed: input.seed ?? crypto.randomUUID(),
    status: "queued",
    stage: "queued",
    progress_percentage: 0,
    personas_processed: 0,
    message: STAGE_MESSAGES.queued,
    error_message: null,
    event_seq: 1,
    attempts: 0,
    claimed_by: null,
    heartbeat_at: null,
    credits_debited: input.owner.kind === "user" ? input.personaCount : 0,
    report: null,
    created_at: now.toISOString(),
    started_at: null,
    completed_at: null,
    guest_ip_hash: input.owner.kind === "guest" ? (input.guestIpHash ?? null) : null,
  };

  if (input.owner.kind === "guest") {
    await db.insertInto("simulations").values(simulation).execute();
    return simulation;
  }
  return withUserLock(db, input.owner.userId, async (trx, user) => {
    await debitSimulation(trx, user, simulation.id, input.personaCount, now);
    await trx.insertInto("simulations").values(simulation).execute();
    return simulation;
  });
}

/** The run if this owner may see it; undefined otherwise (a 404 to the caller). */
export function getOwnedSimulation(db: Database, id: string, owner: Owner): Promise<Simulation | undefined> {
  let query = db.selectFrom("simulations").selectAll().where("id", "=", id);
  query =
    owner.kind === "user"
      ? query.where("user_id", "=", owner.userId)
      : query.where("guest_id", "=", owner.guestId).where("user_id", "is", null);
  return query.executeTakeFirst();
}

export function getSimulation(db: Database, id: string): Promise<Simulation | undefined> {
  return db.selectFrom("simulations").selectAll().where("id", "=", id).executeTakeFirst();
}

/** A user's completed runs, newest first: the history list. */
export function listCompletedSimulations(
  db: Database,
  userId: string,
  page: { limit: number; offset: number },
): Promise<Simulation[]> {
  return db
    .selectFrom("simulations")
    .selectAll()
    .where("user_id", "=", userId)
    .where("status", "=", "completed")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** The status fields of the spec; a queued run is reported as running at 0%. */
export function statusOf(simulation: Simulation) {
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

export function listItemOf(simulation: Simulation) {
  return {
    id: simulation.id,
    status: simulation.status === "queued" ? "running" : simulation.status,
    goal: simulation.goal,
    created_at: simulation.created_at,
    total_personas: simulation.persona_count,
    cohort_name: simulation.cohort_name,
  };
}
