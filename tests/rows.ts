import type { Insertable } from "kysely";
import type { Simulation, SimulationsTable } from "~/db/schema";

/** A finished run's row as tests insert it directly (no engine, no worker); `fields` override. */
export function completedRunRow(id: string, fields: Partial<Simulation> = {}): Insertable<SimulationsTable> {
  return {
    id,
    user_id: null,
    guest_id: null,
    goal: `idea ${id}`,
    cohort_id: "general",
    cohort_name: "General Audience",
    is_custom_cohort: 0,
    persona_count: 25,
    seed: id,
    status: "completed",
    stage: "completed",
    progress_percentage: 100,
    personas_processed: 25,
    message: null,
    error_message: null,
    event_seq: 1,
    attempts: 1,
    claimed_by: null,
    heartbeat_at: null,
    credits_debited: 0,
    report: "{}",
    created_at: new Date().toISOString(),
    started_at: null,
    completed_at: null,
    guest_ip_hash: null,
    ...fields,
  };
}
