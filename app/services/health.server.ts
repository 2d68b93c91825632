import { sql } from "kysely";
import { pendingMigrations } from "~/db/database.server";
import type { Database } from "~/db/schema";

// What a load balancer asks: is the process up (liveness), and can it serve
// (readiness: the database answers, its schema is current, the worker claims runs).

export interface Readiness {
  ready: boolean;
  checks: {
    database: "ok" | "unreachable";
    migrations: "current" | "pending" | "unknown";
    worker: "running" | "stopped";
  };
  /** This instance's worker, as runs name it in `claimed_by`: tells instances apart behind a balancer. */
  worker_id?: string;
}

export async function readiness(
  db: Database,
  worker: { running: boolean; workerId?: string },
): Promise<Readiness> {
  let database: Readiness["checks"]["database"] = "ok";
  let migrations: Readiness["checks"]["migrations"] = "unknown";
  try {
    await sql`select 1`.execute(db);
    migrations = (await pendingMigrations(db)).length === 0 ? "current" : "pending";
  } catch {
    database = "unreachable";
  }
  const checks = { database, migrations, worker: worker.running ? "running" : "stopped" } as const;
  return {
    ready: database === "ok" && migrations === "current" && checks.worker === "running",
    checks,
    ...(worker.workerId ? { worker_id: worker.workerId } : {}),
  };
}
