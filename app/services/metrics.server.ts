import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { Database } from "~/db/schema";

// What an operator watches, in Prometheus' text format at /metrics (behind
// METRICS_TOKEN): how long requests take, how many runs are in each state,
// how deep the queue is and how many progress streams are open. Per
// instance; the run counts come from the shared database, so any instance
// answers for all of them.

export interface AppMetrics {
  registry: Registry;
  /** Records one finished request: its method, its route family and its status. */
  observeRequest(method: string, path: string, status: number, seconds: number): void;
}

const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: "sounding_board_" });

const requestDuration = new Histogram({
  name: "sounding_board_http_request_duration_seconds",
  help: "Time to answer a request, by method, route family and status class.",
  labelNames: ["method", "route", "status"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

const sseConnections = new Gauge({
  name: "sounding_board_sse_connections",
  help: "Progress streams open on this instance.",
  registers: [registry],
});

const sseOpened = new Counter({
  name: "sounding_board_sse_connections_opened_total",
  help: "Progress streams opened on this instance since it started.",
  registers: [registry],
});

/** An open progress stream; call the returned function when it closes (once). */
export function trackStreamOpened(): () => void {
  sseConnections.inc();
  sseOpened.inc();
  let open = true;
  return () => {
    if (!open) return;
    open = false;
    sseConnections.dec();
  };
}

/**
 * The first path segment stands for the route ("/app/simulation/3f…" is
 * "app"), so ids never become labels and the series stay few.
 */
export function routeFamily(path: string): string {
  const first = path.split("?")[0]!.split("/")[1] ?? "";
  return /^[a-z][a-z0-9-]{0,30}$/.test(first) ? first : first === "" ? "root" : "other";
}

export function createMetrics(db: Database): AppMetrics {
  registry.removeSingleMetric("sounding_board_runs");
  registry.removeSingleMetric("sounding_board_queue_depth");
  new Gauge({
    name: "sounding_board_runs",
    help: "Runs in the database, by status.",
    labelNames: ["status"] as const,
    registers: [registry],
    async collect() {
      const rows = await db
        .selectFrom("simulations")
        .select(["status", (eb) => eb.fn.countAll<string | number>().as("count")])
        .groupBy("status")
        .execute();
      this.reset();
      for (const row of rows) this.set({ status: row.status }, Number(row.count));
    },
  });
  new Gauge({
    name: "sounding_board_queue_depth",
    help: "Runs waiting for a worker.",
    registers: [registry],
    async collect() {
      const row = await db
        .selectFrom("simulations")
        .select((eb) => eb.fn.countAll<string | number>().as("count"))
        .where("status", "=", "queued")
        .executeTakeFirstOrThrow();
      this.set(Number(row.count));
    },
  });
  return {
    registry,
    observeRequest(method, path, status, seconds) {
      requestDuration.observe(
        { method, route: routeFamily(path), status: `${Math.floor(status / 100)}xx` },
        seconds,
      );
    },
  };
}
