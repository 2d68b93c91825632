/**
 * npm run bench:runs: how many 100-persona runs a second one process completes on SQLite and on
 * PostgreSQL (issue 17: PostgreSQL at least 0.8x SQLite). Needs TEST_DATABASE_URL for PostgreSQL;
 * without it only SQLite is measured.
 *
 * Each run goes the whole way a queued run goes, through the services and not HTTP: the start
 * (guest rule, debit and insert in one transaction), then the run worker (claim, the engine in
 * batches with progress written, the report stored, completion). Each round runs both databases
 * back to back, in alternating order, so a busy moment of the machine falls on both; the ratio is
 * the median of the rounds' ratios, and runs/s the median of the rounds' rates.
 *
 * Prints a table and writes bench/runs.json. A bench, never a timed test.
 */
import { writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { format } from "prettier";
import type { AppServices } from "../app/context.server";
import type { Dialect } from "../app/db/database.server";
import { grantPurchase } from "../app/services/credits.server";
import { createLocalRunEvents } from "../app/services/run-events.server";
import { startRun } from "../app/services/runs.server";
import { createRunWorker } from "../app/services/run-worker.server";
import { createEngineRunner } from "../app/services/simulation-runner.server";
import { createTestServices, signedInUser } from "../tests/context";
import { createTestDatabase, type TestDatabase } from "../tests/database";
import { benchMachine, median } from "./bench-figures";

const PERSONAS = 100;
const RUNS_PER_ROUND = 15;
const ROUNDS = 16;
const WARM_UP_ROUNDS = 4;
const TARGET_RATIO = 0.8;
const IDEA =
  "An AI meeting assistant that joins video calls, writes the notes and sends action items to Slack, $12/month per user";

export interface RunFigures {
  date: string;
  machine: string;
  personas: number;
  runs_per_round: number;
  /** Median runs completed per second over the measured rounds. */
  runs_per_second: Partial<Record<Dialect, number>>;
  postgres_to_sqlite: number | null;
  meets_target: boolean | null;
}

interface Bench {
  database: TestDatabase;
  /** Starts and completes one round of runs; resolves with the seconds it took. */
  round(index: number): Promise<number>;
}

async function prepare(dialect: Dialect): Promise<Bench> {
  const database = await createTestDatabase(dialect);
  const services: AppServices = createTestServices(database);
  const user = await signedInUser(services, `runs-${dialect}@example.com`);
  await grantPurchase(
    services.db,
    { userId: user.id, paymentId: `bench-${dialect}`, personas: 10_000_000, note: "bench" },
    new Date(),
  );
  const worker = createRunWorker({
    db: services.db,
    events: createLocalRunEvents(),
    runner: createEngineRunner({ db: services.db }),
  });
  // The worker is called below, so the start's wake-up has nothing to do.
  const runServices = { ...services, wakeWorker: () => {} };
  const starter = { owner: { kind: "user" as const, userId: user.id }, clientIp: "127.0.0.1" };
  return {
    database,
    async round(index) {
      const started = performance.now();
      for (let run = 0; run < RUNS_PER_ROUND; run++) {
        await startRun(runServices, starter, {
          goal: `${IDEA} (round ${index}, run ${run})`,
          cohortId: "general",
          personaCount: PERSONAS,
        });
        // The worker takes the queued run, as it does when a start wakes it.
        if (!(await worker.runNext())) throw new Error("the bench's run was not queued");
      }
      return (performance.now() - started) / 1000;
    },
  };
}

export async function runsBench(): Promise<RunFigures> {
  const dialects: Dialect[] = ["sqlite", ...(process.env.TEST_DATABASE_URL ? ["postgres" as const] : [])];
  const benches = new Map<Dialect, Bench>();
  const rates = new Map<Dialect, number[]>(dialects.map((dialect) => [dialect, []]));
  try {
    for (const dialect of dialects) benches.set(dialect, await prepare(dialect));
    for (let round = 0; round < WARM_UP_ROUNDS + ROUNDS; round++) {
      // Alternate which database goes first, so neither always follows the other's garbage.
      const order = round % 2 === 0 ? dialects : [...dialects].reverse();
      for (const dialect of order) {
        const seconds = await benches.get(dialect)!.round(round);
        if (round >= WARM_UP_ROUNDS) rates.get(dialect)!.push(RUNS_PER_ROUND / seconds);
      }
    }
  } finally {
    for (const bench of benches.values()) await bench.database.destroy();
  }
  const runsPerSecond = Object.fromEntries(
    dialects.map((dialect) => [dialect, Number(median(rates.get(dialect)!).toFixed(1))]),
  ) as Partial<Record<Dialect, number>>;
  // Each round's two rates ran back to back, so their ratio sees the same machine.
  const pairs = (rates.get("postgres") ?? []).map((rate, round) => rate / rates.get("sqlite")![round]!);
  const ratio = pairs.length ? Number(median(pairs).toFixed(2)) : null;
  return {
    date: new Date().toISOString().slice(0, 10),
    machine: benchMachine(),
    personas: PERSONAS,
    runs_per_round: RUNS_PER_ROUND,
    runs_per_second: runsPerSecond,
    postgres_to_sqlite: ratio,
    meets_target: ratio === null ? null : ratio >= TARGET_RATIO,
  };
}

export function printRunsBench(figures: RunFigures) {
  console.log(`\nRun throughput: ${figures.personas}-persona runs completed per second, one process`);
  console.table(
    Object.fromEntries(
      Object.entries(figures.runs_per_second).map(([dialect, rate]) => [dialect, { "runs/s": rate }]),
    ),
  );
  if (figures.postgres_to_sqlite !== null) {
    console.log(`PostgreSQL / SQLite: ${figures.postgres_to_sqlite}x (target >= ${TARGET_RATIO}x)`);
  } else {
    console.log("Set TEST_DATABASE_URL to measure PostgreSQL too.");
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const figures = await runsBench();
  printRunsBench(figures);
  writeFileSync("bench/runs.json", await format(JSON.stringify(figures), { parser: "json" }));
  console.log("Written to bench/runs.json");
  if (figures.meets_target === false) process.exitCode = 1;
}
