import { sql, type Updateable } from "kysely";
import { isPostgres } from "~/db/dialect";
import type { Database, Simulation, SimulationsTable } from "~/db/schema";
import type { Analytics } from "./analytics.server";
import { refundSimulation } from "./credits.server";
import { RUN_STATE_COLUMNS, runEventOf, type RunEvents } from "./run-events.server";
import { STAGE_MESSAGES } from "./simulations.server";
import { adoptersInReport, serializeReport } from "./stored-report.server";

export interface Progress {
  stage: "generating" | "processing" | "reporting";
  personasProcessed: number;
}

/**
 * Runs one simulation, reporting progress; returns the report to store.
 * `signal` aborts when the worker has lost the run to another claim: stop
 * there, nothing more of this run will be written.
 */
export type SimulationRunner = ((
  simulation: Simulation,
  progress: (update: Progress) => Promise<void>,
  signal: AbortSignal,
) => Promise<unknown>) & {
  /** What answers the personas ("engine", "llm"): the `strategy` of the analytics events. */
  strategy?: string;
};

export interface RunWorkerOptions {
  db: Database;
  events: RunEvents;
  runner: SimulationRunner;
  now?: () => Date;
  workerId?: string;
  /** How often to look for queued runs another instance created. */
  pollMs?: number;
  /** A running run whose heartbeat is older than this is taken to be orphaned. */
  leaseMs?: number;
  /** How often a live run's heartbeat is written; a third of the lease unless told. */
  heartbeatMs?: number;
  /** Orphaned runs are resumed this many times, then failed and refunded. */
  maxAttempts?: number;
  concurrency?: number;
  /**
   * Least time between two progress writes of a run (200 ms unless told): finer steps than that
   * nobody watches, and each is a committed write.
   */
  progressEveryMs?: number;
  log?: (message: string, error?: unknown) => void;
  /**
   * Records simulation_completed and simulation_failed for the starter's
   * analytics session (runs started by someone who accepted analytics).
   */
  analytics?: Pick<Analytics, "record">;
}

export const FAILED_MESSAGE = "The simulation could not be completed. Your personas have been refunded.";
const INTERRUPTED_MESSAGE =
  "The simulation was interrupted too many times. Your personas have been refunded.";

class LostClaimError extends Error {
  override name = "LostClaimError";
}

/**
 * One claim of a run. `attempts` counts claims, so it tells this claim from a
 * later one, even one taken under the same worker id: every write of a run
 * names its claim, and a run claimed again no longer takes the old claim's writes.
 */
interface Claim {
  id: string;
  attempts: number;
}

/**
 * Claims queued runs and runs them. On PostgreSQL several instances share
 * the queue (FOR UPDATE SKIP LOCKED); on SQLite one process does.
 */
export function createRunWorker(options: RunWorkerOptions) {
  const { db, events, runner } = options;
  const now = options.now ?? (() => new Date());
  const workerId = options.workerId ?? crypto.randomUUID();
  const pollMs = options.pollMs ?? 1000;
  const leaseMs = options.leaseMs ?? 30_000;
  const heartbeatMs = options.heartbeatMs ?? Math.max(1, Math.floor(leaseMs / 3));
  const maxAttempts = options.maxAttempts ?? 3;
  const concurrency = options.concurrency ?? 2;
  const progressEveryMs = options.progressEveryMs ?? 200;
  const log = options.log ?? ((message: string, error?: unknown) => console.error(message, error ?? ""));

  const strategy = runner.strategy;

  /**
   * How a run ended, for the analytics session of whoever started it (none:
   * nothing). Analytics never fails a run: a failure to record is logged.
   */
  async function recordOutcome(
    row: Pick<Simulation, "id" | "user_id" | "persona_count" | "error_message"> & {
      analytics_session_id?: string | null;
    },
    outcome: "completed" | "failed",
  ): Promise<void> {
    const sessionId = row.analytics_session_id;
    if (!options.analytics || !sessionId) return;
    const event =
      outcome === "completed"
        ? {
            name: "simulation_completed",
            properties: { simulation_id: row.id, strategy, persona_count: row.persona_count },
          }
        : {
            name: "simulation_failed",
            properties: { simulation_id: row.id, error: row.error_message ?? FAILED_MESSAGE, strategy },
          };
    try {
      await options.analytics.record(
        {
          ...event,
          sessionId,
          userId: row.user_id,
          path: `/app/simulation/${row.id}`,
          consent: "accepted",
        },
        now(),
      );
    } catch (error) {
      log(`could not record ${event.name} for simulation ${row.id}:`, error);
    }
  }

  const active = new Set<Promise<void>>();
  /** The runs this worker is running now, by id: recovery never takes them for orphans. */
  const live = new Map<string, AbortController>();
  /** Claiming now: stop() waits for it, so a claim in flight cannot start a run after it returns. */
  let pumping: Promise<void> | null = null;
  let stopped = true;
  let timer: NodeJS.Timeout | null = null;

  async function claimNext(): Promise<Simulation | undefined> {
    const timestamp = now().toISOString();
    return db
      .updateTable("simulations")
      .set({
        status: "running",
        stage: "starting",
        message: STAGE_MESSAGES.starting,
        claimed_by: workerId,
        heartbeat_at: timestamp,
        started_at: sql`coalesce(started_at, ${timestamp})`,
        attempts: sql`attempts + 1`,
        event_seq: sql`event_seq + 1`,
      })
      .where("id", "=", (eb) => {
        const next = eb
          .selectFrom("simulations")
          .select("id")
          .where("status", "=", "queued")
          .orderBy("created_at")
          .orderBy("id")
          .limit(1);
        return isPostgres(db) ? next.forUpdate().skipLocked() : next;
      })
      .where("status", "=", "queued")
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * Writes a step of a run this claim still holds, and tells the subscribers. It reads back only
   * what the event and the outcome need: returning the stored report costs more than the write.
   */
  async function advance(claim: Claim, fields: Updateable<SimulationsTable>) {
    const row = await db
      .updateTable("simulations")
      .set({ ...fields, heartbeat_at: now().toISOString(), event_seq: sql`event_seq + 1` })
      .where("id", "=", claim.id)
      .where("claimed_by", "=", workerId)
      .where("attempts", "=", claim.attempts)
      .where("status", "=", "running")
      .returning([...RUN_STATE_COLUMNS, "user_id", "analytics_session_id"])
      .executeTakeFirst();
    if (!row) throw new LostClaimError(claim.id);
    await events.publish(runEventOf(row));
    return row;
  }

  /** Keeps the claim's lease; false when the run is no longer this claim's. */
  async function heartbeat(claim: Claim): Promise<boolean> {
    const beat = await db
      .updateTable("simulations")
      .set({ heartbeat_at: now().toISOString() })
      .where("id", "=", claim.id)
      .where("claimed_by", "=", workerId)
      .where("attempts", "=", claim.attempts)
      .where("status", "=", "running")
      .executeTakeFirst();
    return Number(beat.numUpdatedRows) > 0;
  }

  /**
   * Fails a run and refunds it: the run of a claim this worker holds, or an
   * orphan as recovery read it (untouched since, and with its lease still expired).
   */
  async function fail(
    id: string,
    message: string,
    holder: { claim: Claim } | { orphan: Simulation; staleBefore: string | null },
  ): Promise<void> {
    const timestamp = now();
    const row = await db.transaction().execute(async (trx) => {
      let update = trx
        .updateTable("simulations")
        .set({
          status: "failed",
          stage: "failed",
          message: null,
          error_message: message,
          claimed_by: null,
          completed_at: timestamp.toISOString(),
          event_seq: sql`event_seq + 1`,
        })
        .where("id", "=", id)
        .where("status", "in", ["queued", "running"]);
      if ("claim" in holder) {
        update = update.where("claimed_by", "=", workerId).where("attempts", "=", holder.claim.attempts);
      } else {
        update = update.where("event_seq", "=", holder.orphan.event_seq);
        if (holder.staleBefore) update = update.where("heartbeat_at", "<", holder.staleBefore);
      }
      const failed = await update.returningAll().executeTakeFirst();
      if (failed) await refundSimulation(trx, id, timestamp);
      return failed;
    });
    if (row) {
      await events.publish(runEventOf(row));
      await recordOutcome(row, "failed");
    }
  }

  /**
   * Runs a claimed run to its end. While it runs, a timer keeps its heartbeat
   * (a slow model must not make it look orphaned); when another claim has
   * taken the run, the runner is told to stop and nothing more is written.
   */
  async function process(simulation: Simulation): Promise<void> {
    const claim: Claim = { id: simulation.id, attempts: simulation.attempts };
    const lost = new AbortController();
    live.set(claim.id, lost);
    let beating = false;
    const heart = setInterval(() => {
      if (beating || lost.signal.aborted) return;
      beating = true;
      heartbeat(claim)
        .then((held) => {
          if (!held) lost.abort(new LostClaimError(claim.id));
        })
        .catch((error: unknown) => log(`could not keep the lease of simulation ${claim.id}:`, error))
        .finally(() => {
          beating = false;
        });
    }, heartbeatMs);
    heart.unref();
    try {
      await events.publish(runEventOf(simulation));
      // Each step is a committed write and a round trip: a step sooner than progressEveryMs after
      // the last write (the claim is the first: the run has begun) is skipped, so a run of a few
      // milliseconds writes its claim and its end, and a long one a step at least that far apart.
      let lastWrite = performance.now();
      const report = await runner(
        simulation,
        async ({ stage, personasProcessed }) => {
          if (performance.now() - lastWrite < progressEveryMs) return;
          lastWrite = performance.now();
          await advance(claim, {
            stage,
            message:
              stage === "processing"
                ? `${STAGE_MESSAGES.processing} ${Math.round((personasProcessed / simulation.persona_count) * 100)}%`
                : STAGE_MESSAGES[stage],
            personas_processed: personasProcessed,
            // Processing spans 5..95%; generating and reporting sit at the ends.
            progress_percentage:
              stage === "generating"
                ? 5
                : stage === "reporting"
                  ? 95
                  : 5 + Math.round((personasProcessed / simulation.persona_count) * 90),
          });
        },
        lost.signal,
      );
      lost.signal.throwIfAborted();
      const completed = await advance(claim, {
        status: "completed",
        stage: "completed",
        message: STAGE_MESSAGES.completed,
        progress_percentage: 100,
        personas_processed: simulation.persona_count,
        report: serializeReport(report as object),
        adopters: adoptersInReport(report),
        claimed_by: null,
        completed_at: now().toISOString(),
      });
      await recordOutcome(completed, "completed");
    } catch (error) {
      if (error instanceof LostClaimError || lost.signal.aborted) return; // another claim took the run over
      log(`simulation ${simulation.id} failed:`, error);
      await fail(simulation.id, FAILED_MESSAGE, { claim }).catch((failure: unknown) =>
        log(`could not mark simulation ${simulation.id} failed:`, failure),
      );
    } finally {
      clearInterval(heart);
      if (live.get(claim.id) === lost) live.delete(claim.id);
    }
  }

  async function claimWhileRoom(): Promise<void> {
    try {
      while (!stopped && active.size < concurrency) {
        const simulation = await claimNext();
        if (!simulation) break;
        const task = process(simulation).finally(() => {
          active.delete(task);
          void pump();
        });
        active.add(task);
      }
    } catch (error) {
      log("run worker could not claim a run:", error);
    }
  }

  function pump(): Promise<void> {
    // `finally` runs after the assignment, however quickly the claiming ends.
    if (!pumping && !stopped) pumping = claimWhileRoom().finally(() => (pumping = null));
    return pumping ?? Promise.resolve();
  }

  /**
   * Runs left `running` by a crash: queued again to resume (the seed gives the
   * same result) or, after too many tries, failed with a refund. `all` treats
   * every running run as orphaned (one process at start-up); otherwise only
   * those whose heartbeat is older than the lease. A run this worker is running
   * is never an orphan, however late its heartbeat.
   */
  async function recover({ all }: { all: boolean }): Promise<{ resumed: number; failed: number }> {
    const staleBefore = all ? null : new Date(now().getTime() - leaseMs).toISOString();
    let query = db.selectFrom("simulations").selectAll().where("status", "=", "running");
    if (staleBefore) query = query.where("heartbeat_at", "<", staleBefore);
    const orphans = (await query.execute()).filter((orphan) => !live.has(orphan.id));
    let resumed = 0;
    let failed = 0;
    for (const orphan of orphans) {
      if (orphan.attempts >= maxAttempts) {
        await fail(orphan.id, INTERRUPTED_MESSAGE, { orphan, staleBefore });
        failed += 1;
        continue;
      }
      let requeue = db
        .updateTable("simulations")
        .set({
          status: "queued",
          stage: "queued",
          message: STAGE_MESSAGES.queued,
          progress_percentage: 0,
          personas_processed: 0,
          claimed_by: null,
          event_seq: sql`event_seq + 1`,
        })
        .where("id", "=", orphan.id)
        .where("status", "=", "running")
        .where("event_seq", "=", orphan.event_seq); // untouched since read: nobody else resumed it
      // Its owner may have written a heartbeat since it was read.
      if (staleBefore) requeue = requeue.where("heartbeat_at", "<", staleBefore);
      const row = await requeue.returningAll().executeTakeFirst();
      if (row) {
        resumed += 1;
        await events.publish(runEventOf(row));
      }
    }
    return { resumed, failed };
  }

  return {
    workerId,
    /** Starts claiming; `recoverAll` when this is the only process using the database. */
    async start({ recoverAll }: { recoverAll: boolean }) {
      stopped = false;
      await recover({ all: recoverAll });
      timer = setInterval(() => {
        void recover({ all: false }).catch((error: unknown) => log("run recovery failed:", error));
        void pump();
      }, pollMs);
      timer.unref();
      void pump();
    },
    /** Claiming runs: started and not stopped (the readiness check asks). */
    get running() {
      return !stopped;
    },
    /** A run was queued: claim it now rather than at the next poll. */
    wake() {
      void pump();
    },
    /** Stops claiming and waits for the runs in progress. */
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await pumping;
      await Promise.allSettled([...active]);
    },
    recover,
    /** Claims and runs one queued run, if any (tests drive the worker with it). */
    async runNext(): Promise<Simulation | undefined> {
      const simulation = await claimNext();
      if (simulation) await process(simulation);
      return simulation;
    },
    /**
     * Runs, here and now, a run inserted already claimed by this worker
     * (`claimedBy: workerId`, as `runHere` in runs.server.ts starts one), and
     * returns it as it ended: completed, or failed and refunded.
     */
    async runClaimed(simulation: Simulation): Promise<Simulation> {
      if (simulation.claimed_by !== workerId || simulation.status !== "running") {
        throw new Error(`Simulation ${simulation.id} is not claimed by worker ${workerId}`);
      }
      await process(simulation);
      return db
        .selectFrom("simulations")
        .selectAll()
        .where("id", "=", simulation.id)
        .executeTakeFirstOrThrow();
    },
  };
}

export type RunWorker = ReturnType<typeof createRunWorker>;
