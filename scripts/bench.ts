/**
 * npm run bench: how fast and how human the persona engine is.
 * - engine_ms: simulate + app report for 25, 100 and 500 personas, bundled as the server runs it,
 *   after a warm-up (median of repeated runs; scripts/bench-engine.ts);
 * - e2e_100_ms: over HTTP on a production server, POST /orchestrator/start -> status completed,
 *   100 personas, 20 runs (median and p95);
 * - compare_4x500_ms: a comparison of 4 variants of 500 personas each on a SQLite file: started,
 *   run by the worker and read as a comparison, 8 comparisons (median and p95; runs of 500 are
 *   beyond the app's sizes, so this goes through the services, not HTTP);
 * - fidelity_gazpacho: the engine on a real panel's question (bench/human-panels);
 * - voice: 13 varied ideas x 100 personas: distinct reactions, the most repeated sentence,
 *   and counts of words that contradict the score, voice noise, break grammar or act out of
 *   role (app/engine/voice-benchmark.ts).
 * - pages: page throughput against the floor app (scripts/bench-pages.ts, also `npm run bench:pages`).
 * - sse: 1,000 progress streams at once, final events and server memory (scripts/bench-sse.ts,
 *   also `npm run bench:sse`).
 * - history: a user with 10,000 runs against one with 10, on SQLite and PostgreSQL
 *   (scripts/bench-history.ts, also `npm run bench:history`).
 * - runs: 100-persona runs completed per second on SQLite and PostgreSQL (scripts/bench-runs.ts,
 *   also `npm run bench:runs`).
 * Prints a table and writes bench/results.json. Needs `npm run build` first.
 * `tsx scripts/bench.ts --voice` runs and prints the voice section alone (no build, no file).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { migrateToLatest, openDatabase } from "../app/db/database.server";
import { comparePanels, panelScores, simulate, usAdultConsumers } from "../app/engine";
import { runVoiceBenchmark, VOICE_TARGETS, type VoiceFigures } from "../app/engine/voice-benchmark";
import { createAccount } from "../app/services/password-accounts.server";
import { createApiToken } from "../app/services/api-tokens.server";
import { comparisonView, getOwnedComparison, startComparison } from "../app/services/comparisons.server";
import { grantPurchase } from "../app/services/credits.server";
import { createLocalRunEvents } from "../app/services/run-events.server";
import { createRunWorker } from "../app/services/run-worker.server";
import { createEngineRunner } from "../app/services/simulation-runner.server";
import { BENCH_IDEA as IDEA, engineBench } from "./bench-engine";
import { pageBench, printPageBench } from "./bench-pages";
import { freePort } from "./production-server";
import { historyBench, printHistoryBench } from "./bench-history";
import { printRunsBench, runsBench } from "./bench-runs";
import { printSseBench, sseBench } from "./bench-sse";
import { median } from "./bench-figures";

const GAZPACHO =
  "Ready-to-drink bottled gazpacho, a cold blended vegetable soup from Spain (tomatoes, cucumbers, peppers, olive oil), sold at your local supermarket";

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const round = (value: number, digits = 2) => Number(value.toFixed(digits));

async function endToEnd(): Promise<{ median: number; p95: number }> {
  const dir = mkdtempSync(path.join(tmpdir(), "sounding-board-bench-"));
  const databaseUrl = `file:${path.join(dir, "bench.db")}`;
  const port = await freePort();

  // A user with enough purchased personas for every run, and an API token.
  const { db } = openDatabase(databaseUrl);
  await migrateToLatest(db);
  const user = await createAccount(
    db,
    { email: "bench@example.com", name: "Bench", password: "bench-pass-1" },
    new Date(),
  );
  await grantPurchase(
    db,
    { userId: user.id, paymentId: "bench", personas: 10_000, note: "bench" },
    new Date(),
  );
  const { token } = await createApiToken(db, { userId: user.id, name: "bench" }, new Date());
  await db.destroy();

  const env = {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    LOG_REQUESTS: "false",
    NODE_ENV: "production" as const,
    SESSION_SECRET: "bench-session-secret-long-enough-1234",
  };
  const server = spawn(process.execPath, ["--enable-source-maps", "build/server/index.js"], {
    env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    server.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("is ready") && resolve());
    server.on("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });

  const base = `http://127.0.0.1:${port}`;
  const headers = { Authorization: `Bearer ${token}`, "Content-Type": "application/json" };
  const times: number[] = [];
  try {
    for (let run = 0; run < 23; run++) {
      const started = performance.now();
      const response = await fetch(`${base}/orchestrator/start`, {
        method: "POST",
        headers,
        body: JSON.stringify({ goal: `${IDEA} (run ${run})`, audience: "general", persona_count: 100 }),
      });
      const { simulation_id } = (await response.json()) as { simulation_id: string };
      for (;;) {
        const status = (await (
          await fetch(`${base}/orchestrator/simulations/${simulation_id}/status`, { headers })
        ).json()) as { status: string };
        if (status.status === "completed") break;
        if (status.status === "failed") throw new Error("a bench run failed");
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      if (run >= 3) times.push(performance.now() - started); // three warm-up runs
    }
  } finally {
    server.kill("SIGTERM");
    rmSync(dir, { recursive: true, force: true });
  }
  return { median: round(median(times)), p95: round(percentile(times, 95)) };
}

/** Only a guest's start reads these; the bench starts as a user. */
const BENCH_RUN_CONFIG = { sessionSecrets: ["bench-secret"], guestRunsPerIp: 1 };

async function compareBench(): Promise<{ median: number; p95: number }> {
  const dir = mkdtempSync(path.join(tmpdir(), "sounding-board-bench-"));
  const { db } = openDatabase(`file:${path.join(dir, "compare.db")}`);
  const owner = { kind: "user" as const, userId: "" };
  const times: number[] = [];
  try {
    await migrateToLatest(db);
    const user = await createAccount(
      db,
      { email: "compare@example.com", name: null, password: "bench-pass-1" },
      new Date(),
    );
    owner.userId = user.id;
    await grantPurchase(
      db,
      { userId: user.id, paymentId: "bench", personas: 100_000, note: "bench" },
      new Date(),
    );
    const worker = createRunWorker({ db, events: createLocalRunEvents(), runner: createEngineRunner() });
    // The worker is drained below, so the start's wake-up has nothing to do.
    const services = { db, now: () => new Date(), config: BENCH_RUN_CONFIG, wakeWorker: () => {} };
    const starter = { owner, clientIp: "127.0.0.1" };
    for (let run = 0; run < 11; run++) {
      const started = performance.now();
      const { id } = await startComparison(services, starter, {
        variants: [IDEA, `${IDEA}, free for 30 days`, IDEA.replace("$12", "$20"), `${IDEA} (pitch ${run})`],
        cohortId: "general",
        personaCount: 500,
      });
      while (await worker.runNext());
      const view = comparisonView((await getOwnedComparison(db, id, owner))!);
      if (!view.result) throw new Error("a bench comparison did not finish");
      if (run >= 3) times.push(performance.now() - started); // three warm-up runs
    }
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
  return { median: round(median(times)), p95: round(percentile(times, 95)) };
}

function fidelity() {
  const human = panelScores(readFileSync("bench/human-panels/bottled-gazpacho.csv", "utf8"));
  const simulated = simulate({ idea: GAZPACHO, cohort: usAdultConsumers(), count: 100, seed: "gazpacho" });
  const comparison = comparePanels(
    simulated.personas.map((persona) => persona.response.score),
    human,
  );
  return {
    mean: round(comparison.simulated.mean),
    sd: round(comparison.simulated.sd),
    top2: round(comparison.simulated.topTwoBox),
    ks_similarity: round(comparison.ksSimilarity),
    human: {
      mean: round(comparison.human.mean),
      sd: round(comparison.human.sd),
      top2: round(comparison.human.topTwoBox),
    },
  };
}

function printVoice(voice: VoiceFigures) {
  console.log(`\nVoice: ${voice.ideas.length} ideas x 100 personas (numbers blurred)`);
  console.table(
    Object.fromEntries(
      voice.ideas.map((idea) => [
        idea.label,
        {
          "distinct reactions": idea.distinctReactions,
          "most repeated sentence (personas)": idea.topSentenceCount,
          sentence: idea.topSentence.slice(0, 60),
        },
      ]),
    ),
  );
  console.table({
    "min distinct reactions per 100": {
      value: Math.min(...voice.ideas.map((idea) => idea.distinctReactions)),
      target: `>= ${VOICE_TARGETS.distinctPer100}`,
    },
    "max personas sharing a sentence": {
      value: Math.max(...voice.ideas.map((idea) => idea.topSentenceCount)),
      target: `<= ${VOICE_TARGETS.topSentencePer100}`,
    },
    "top sentence share, all ideas": {
      value: round(voice.topSentenceOverallShare, 3),
      target: `<= ${VOICE_TARGETS.overallShare}`,
    },
    ...Object.fromEntries(
      Object.entries(voice.contradictions).map(([name, count]) => [
        `contradictions: ${name}`,
        { value: count, target: "0" },
      ]),
    ),
  });
  for (const [name, examples] of Object.entries(voice.examples)) {
    for (const example of examples) console.log(`  ${name}: ${example}`);
  }
}

if (process.argv.includes("--voice")) {
  printVoice(runVoiceBenchmark());
} else {
  const results = {
    engine_ms: await engineBench(),
    e2e_100_ms: await endToEnd(),
    compare_4x500_ms: await compareBench(),
    fidelity_gazpacho: fidelity(),
    voice: runVoiceBenchmark(),
    pages: await pageBench(),
    sse: await sseBench(),
    history: await historyBench(),
    runs: await runsBench(),
  };
  writeFileSync("bench/results.json", `${JSON.stringify(results, null, 2)}\n`);

  const f = results.fidelity_gazpacho;
  console.table({
    "engine 25 personas (ms)": { value: results.engine_ms["25"], target: "" },
    "engine 100 personas (ms)": { value: results.engine_ms["100"], target: "< 10" },
    "engine 500 personas (ms)": { value: results.engine_ms["500"], target: "< 50" },
    "end to end 100, median (ms)": { value: results.e2e_100_ms.median, target: "< 500" },
    "end to end 100, p95 (ms)": { value: results.e2e_100_ms.p95, target: "" },
    "compare 4 x 500, median (ms)": { value: results.compare_4x500_ms.median, target: "< 500" },
    "compare 4 x 500, p95 (ms)": { value: results.compare_4x500_ms.p95, target: "" },
    "gazpacho mean (humans 2.86)": { value: f.mean, target: String(f.human.mean) },
    "gazpacho sd (humans 1.36)": { value: f.sd, target: ">= 1.09" },
    "gazpacho top-2-box (humans 0.34)": { value: f.top2, target: String(f.human.top2) },
    "gazpacho KS similarity": { value: f.ks_similarity, target: "1 = same" },
  });
  printVoice(results.voice);
  printPageBench(results.pages);
  printSseBench(results.sse);
  printHistoryBench(results.history);
  printRunsBench(results.runs);
  console.log("Written to bench/results.json");
}
