/**
 * npm run bench:sse: many progress streams at once against the production server (issue 17:
 * 1,000 concurrent streams, every final event delivered, RSS growth under 100 MB).
 *
 * Needs `npm run build` first. Starts build/server/index.js on a temporary SQLite file with a
 * signed-in user, queues RUNS runs of 500 personas from outside the server (its worker finds them
 * at its next poll, within a second), and at once opens STREAMS streams to
 * /simulations/{id}/stream spread over those runs, as browsers on the progress page do. Most
 * streams are open before their run ends, the rest get the final state when they connect. Each
 * stream must end with a completed event. The server's resident memory (from /proc) is sampled
 * before the streams, every 100 ms while they are open, and after they close.
 *
 * Prints a table and writes bench/sse.json. A bench, never a timed test.
 * BENCH_SSE_STREAMS (default 1000) and BENCH_SSE_RUNS (default 20) change the load.
 */
import { readFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { Agent, request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { format } from "prettier";
import { startRun } from "../app/services/runs.server";
import { prepareBenchUser, startServer } from "./bench-pages";
import { freePort } from "./production-server";
import { benchMachine } from "./bench-figures";

const STREAMS = Number(process.env.BENCH_SSE_STREAMS ?? 1000);
const RUNS = Number(process.env.BENCH_SSE_RUNS ?? 20);
const IDEA = "A subscription box of spices from small farms, with recipes, $18/month";
/** Issue 17: RSS growth under 100 MB with 1,000 streams. */
const RSS_GROWTH_TARGET_MB = 100;

interface StreamOutcome {
  /** Progress events before the final one: more than 0 means it watched the run live. */
  progress: number;
  final: string | null;
}

export interface SseFigures {
  date: string;
  machine: string;
  streams: number;
  runs: number;
  personas_per_run: number;
  final_events_delivered: number;
  watched_live: number;
  seconds_to_last_final: number;
  rss_mb: { before: number; peak: number; after: number; growth: number };
  meets_target: boolean;
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** One EventSource's worth of work: reads `progress` events until the run's final one, then the stream ends. */
function watch(url: string, cookie: string, agent: Agent): Promise<StreamOutcome> {
  return new Promise((resolve, reject) => {
    const outcome: StreamOutcome = { progress: 0, final: null };
    let buffered = "";
    const request = httpRequest(
      url,
      { agent, headers: { cookie, accept: "text/event-stream" } },
      (response) => {
        if (response.statusCode !== 200) return reject(new Error(`${url} answered ${response.statusCode}`));
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          buffered += chunk;
          const frames = buffered.split("\n\n");
          buffered = frames.pop()!;
          for (const frame of frames) {
            const data = /^data: (.*)$/m.exec(frame)?.[1];
            if (!data) continue;
            const { status } = JSON.parse(data) as { status: string };
            if (status === "completed" || status === "failed") outcome.final = status;
            else outcome.progress += 1;
          }
        });
        response.on("end", () => resolve(outcome));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end();
  });
}

export async function sseBench(): Promise<SseFigures> {
  const dir = mkdtempSync(path.join(tmpdir(), "sounding-board-bench-sse-"));
  const port = await freePort();
  const bench = await prepareBenchUser(`file:${path.join(dir, "sse.db")}`, port);
  const server = await startServer("build/server/index.js", {
    cwd: process.cwd(),
    env: { ...bench.env, LOG_REQUESTS: "false" },
    ready: "is ready",
  });
  const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
  try {
    const pid = server.pid!;
    const before = rssMb(pid);
    const starter = { owner: { kind: "user" as const, userId: bench.userId }, clientIp: "127.0.0.1" };
    const runIds: string[] = [];
    for (let i = 0; i < RUNS; i++) {
      // Different ideas, so each run is a run of its own rather than a repeat of the same panel.
      const run = await startRun(bench.services, starter, {
        goal: `${IDEA} (${i + 1})`,
        cohortId: "general",
        personaCount: 500,
      });
      runIds.push(run.id);
    }
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100);
    const started = performance.now();
    const outcomes = await Promise.all(
      Array.from({ length: STREAMS }, (_, i) =>
        watch(`http://127.0.0.1:${port}/simulations/${runIds[i % RUNS]}/stream`, bench.cookie, agent),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    // Give the closed streams' memory a moment to be collected before the last reading.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const after = rssMb(pid);
    const delivered = outcomes.filter((outcome) => outcome.final === "completed").length;
    const growth = peak - before;
    return {
      date: new Date().toISOString().slice(0, 10),
      machine: benchMachine(),
      streams: STREAMS,
      runs: RUNS,
      personas_per_run: 500,
      final_events_delivered: delivered,
      watched_live: outcomes.filter((outcome) => outcome.progress > 0).length,
      seconds_to_last_final: Number(seconds.toFixed(1)),
      rss_mb: { before, peak, after, growth },
      meets_target: delivered === STREAMS && growth < RSS_GROWTH_TARGET_MB,
    };
  } finally {
    agent.destroy();
    server.kill("SIGTERM");
    await bench.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function printSseBench(figures: SseFigures) {
  console.log(
    `\nProgress streams: ${figures.streams} at once over ${figures.runs} runs of ${figures.personas_per_run} personas`,
  );
  console.table({
    "final events delivered": {
      value: `${figures.final_events_delivered} of ${figures.streams}`,
      target: "all",
    },
    "streams that watched their run live": { value: figures.watched_live, target: "" },
    "seconds until the last final event": { value: figures.seconds_to_last_final, target: "" },
    "server RSS before, peak, after (MB)": {
      value: `${figures.rss_mb.before}, ${figures.rss_mb.peak}, ${figures.rss_mb.after}`,
      target: "",
    },
    "RSS growth (MB)": { value: figures.rss_mb.growth, target: `< ${RSS_GROWTH_TARGET_MB}` },
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const figures = await sseBench();
  printSseBench(figures);
  writeFileSync("bench/sse.json", await format(JSON.stringify(figures), { parser: "json" }));
  console.log("Written to bench/sse.json");
  if (!figures.meets_target) process.exitCode = 1;
}
