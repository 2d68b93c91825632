/**
 * npm run bench:pages: page throughput of the production server against a floor app
 * (bench/floor: a bare Remix route with a tiny SQLite loader on the same stack), in one run.
 *
 * Needs `npm run build` first (it builds the floor itself). Starts the floor app and the
 * product's compiled server (build/server/index.js) on free ports, the product on a temporary
 * SQLite file, migrated, with a signed-in user who has completed runs of 100 and 500 personas
 * (started through the run service and run by the run worker, as `npm run bench` does), the
 * 100-persona one shared so its /verdict page is public. Then, for each page, autocannon at
 * 20 connections alternates rounds on the floor and on the page (after a warm-up of each) and
 * reports the median of the rounds' ratios (page requests/s over the floor's in the round
 * before), with the HTML each page sends, raw and gzip. Requests ask for gzip, as browsers do.
 *
 * Prints a table against the targets of issue 17 and writes bench/pages.json.
 * A bench, never a timed test: the ratios depend on the machine and how busy it is.
 * BENCH_PAGES_SECONDS (default 3) and BENCH_PAGES_ROUNDS (default 5) change the rounds;
 * BENCH_PAGES_ONLY=landing measures only the pages whose name contains it; BENCH_PROFILE_DIR=dir
 * has each server write a CPU profile there.
 * `npm run bench` runs this section too (the `pages` figures of bench/results.json).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gunzipSync } from "node:zlib";
import autocannon from "autocannon";
import { format } from "prettier";
import { loadConfig } from "../app/config.server";
import { createAppServices } from "../app/context.server";
import { migrateToLatest, openDatabase } from "../app/db/database.server";
import { grantPurchase } from "../app/services/credits.server";
import { createAccount } from "../app/services/password-accounts.server";
import { createLocalRunEvents } from "../app/services/run-events.server";
import { createRunWorker } from "../app/services/run-worker.server";
import { startRun } from "../app/services/runs.server";
import { createEngineRunner } from "../app/services/simulation-runner.server";
import { shareSimulation } from "../app/services/verdicts.server";
import { startUserSession } from "../app/utils/auth.server";
import { freePort } from "./production-server";
import { benchMachine, median } from "./bench-figures";

const IDEA =
  "An AI meeting assistant that joins video calls, writes the notes and sends action items to Slack, $12/month per user";
const SESSION_SECRET = "bench-session-secret-long-enough-1234";
const CONNECTIONS = 20;
// Short rounds, several of them: on a busy machine the median of many pairs holds up better.
const SECONDS = Number(process.env.BENCH_PAGES_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_PAGES_ROUNDS ?? 5);
const WARM_UP_SECONDS = 2;
/** A browser's, as a visitor sends (every client gets the whole document at once: ADR 036). */
const USER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
/** Issue 17: the HTML of a 500-persona report under 60 KB gzip. */
const HTML_500_GZIP_TARGET_KB = 60;

interface Page {
  name: string;
  /** As shown: a run's id is {id}. */
  path: string;
  /** As requested. */
  url: string;
  signedIn: boolean;
  /** The least ratio to the floor issue 17 asks for. */
  target: number;
}

export interface PageFigures {
  name: string;
  path: string;
  target: number;
  /** Requests/s of each round: the floor's just before the page's. */
  rounds: { floor: number; page: number; ratio: number }[];
  ratio: number;
  /**
   * Server CPU per request (user + system time of its process, from /proc), median of the
   * rounds; null where /proc is not there. Steadier than requests/s on a machine whose
   * CPU is shared: time taken by others lowers requests/s, not CPU per request.
   */
  floor_cpu_ms: number | null;
  page_cpu_ms: number | null;
  /** floor_cpu_ms / page_cpu_ms: the ratio requests/s would have on an idle machine. */
  cpu_ratio: number | null;
  floor_rps: number;
  page_rps: number;
  page_p99_ms: number;
  html_kb: number;
  html_gzip_kb: number;
  meets_target: boolean;
}

export interface PagesFigures {
  date: string;
  machine: string;
  connections: number;
  seconds_per_round: number;
  rounds: number;
  floor: { html_kb: number; html_gzip_kb: number };
  pages: PageFigures[];
  /** Null when BENCH_PAGES_ONLY left the 500-persona report out. */
  report_500_html_gzip_kb: number | null;
  report_500_html_meets_target: boolean | null;
}

const round = (value: number, digits = 2) => Number(value.toFixed(digits));

/** Starts a Node server and resolves once it prints its ready line. */
export async function startServer(
  script: string,
  options: { cwd: string; env: NodeJS.ProcessEnv; ready: string },
): Promise<ChildProcess> {
  // BENCH_PROFILE_DIR: each server writes a CPU profile there when it stops, to find where time goes.
  const profile = process.env.BENCH_PROFILE_DIR
    ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
    : [];
  const child = spawn(process.execPath, ["--enable-source-maps", ...profile, script], {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes(options.ready) && resolve());
    child.on("exit", (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return child;
}

/** A migrated database with a user who has 10,000 personas and a signed-in session: for the bench servers. */
export async function prepareBenchUser(databaseUrl: string, port: number) {
  const env = {
    NODE_ENV: "production" as const,
    SESSION_SECRET,
    PORT: String(port),
    DATABASE_URL: databaseUrl,
  };
  const config = loadConfig(env);
  const database = openDatabase(databaseUrl);
  const { db } = database;
  await migrateToLatest(db);
  const events = createLocalRunEvents();
  // No worker here: the bench drains the queue itself, or the server's worker runs it.
  const services = createAppServices(config, database, { events, wakeWorker: () => {} });
  const now = new Date();
  const user = await createAccount(
    db,
    { email: "pages@example.com", name: "Bench", password: "bench-pass-1" },
    now,
  );
  await grantPurchase(db, { userId: user.id, paymentId: "bench", personas: 10_000, note: "bench" }, now);
  // As tests/context.ts signedInUser does: a session in the database, its signed cookie.
  const setCookie = await startUserSession(
    { services, clientIp: "127.0.0.1", cspNonce: "bench", idp: null },
    new Request(config.appUrl),
    user.id,
  );
  return { env, db, events, services, userId: user.id, cookie: setCookie.split(";")[0]! };
}

/** A user with a session cookie and completed runs of 100 and 500 personas, the 100 one shared. */
export async function prepareProductDatabase(databaseUrl: string, port: number) {
  const { env, db, events, services, userId, cookie } = await prepareBenchUser(databaseUrl, port);
  const user = { id: userId };
  const owner = { kind: "user" as const, userId: user.id };
  const starter = { owner, clientIp: "127.0.0.1" };
  // Runs of 500 are beyond the app's sizes: started through the service, as `npm run bench` compares.
  const run100 = await startRun(services, starter, { goal: IDEA, cohortId: "general", personaCount: 100 });
  const run500 = await startRun(services, starter, {
    goal: `${IDEA}, free for 30 days`,
    cohortId: "general",
    personaCount: 500,
  });
  const worker = createRunWorker({ db, events, runner: createEngineRunner({ db }) });
  while (await worker.runNext());
  for (const id of [run100.id, run500.id]) {
    const row = await db.selectFrom("simulations").select("status").where("id", "=", id).executeTakeFirst();
    if (row?.status !== "completed") throw new Error(`bench run ${id} did not complete (${row?.status})`);
  }
  if (!(await shareSimulation(db, run100.id, owner, new Date()))) throw new Error("could not share the run");
  await db.destroy();
  return { env, cookie, run100: run100.id, run500: run500.id };
}

/** The bytes a page sends: as is, and gzip as the server compresses it. */
async function htmlSize(
  url: string,
  headers: Record<string, string>,
): Promise<{ raw: number; gzip: number }> {
  const body = (acceptEncoding: string) =>
    new Promise<{ status: number; encoding: string | undefined; bytes: Buffer }>((resolve, reject) => {
      httpRequest(url, { headers: { ...headers, "accept-encoding": acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            encoding: response.headers["content-encoding"],
            bytes: Buffer.concat(chunks),
          }),
        );
        response.on("error", reject);
      })
        .on("error", reject)
        .end();
    });
  const plain = await body("identity");
  const compressed = await body("gzip");
  if (plain.status !== 200 || compressed.status !== 200) {
    throw new Error(`${url} answered ${plain.status}, not 200: is the page or its session broken?`);
  }
  if (compressed.encoding !== "gzip") throw new Error(`${url} was not sent gzip`);
  if (gunzipSync(compressed.bytes).length < plain.bytes.length * 0.9)
    throw new Error(`${url}: odd gzip body`);
  return { raw: plain.bytes.length, gzip: compressed.bytes.length };
}

/** CPU seconds a process has used (user + system, every thread), or null without /proc. */
function cpuSeconds(pid: number | undefined): number | null {
  if (pid === undefined || !existsSync(`/proc/${pid}/stat`)) return null;
  // Fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

const CLOCK_TICKS = Number(spawnSync("getconf", ["CLK_TCK"]).stdout?.toString().trim()) || 100;

/**
 * One autocannon round: requests/s (mean of its one-second samples), p99 latency and the
 * server's CPU milliseconds per request; every answer a 200.
 */
async function measure(url: string, headers: Record<string, string>, seconds: number, server?: ChildProcess) {
  const cpuBefore = cpuSeconds(server?.pid);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { ...headers, "accept-encoding": "gzip", "user-agent": USER_AGENT },
  });
  if (result.errors || result.timeouts || result.non2xx) {
    throw new Error(
      `${url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} answers other than 2xx`,
    );
  }
  const cpuAfter = cpuSeconds(server?.pid);
  const cpuMs =
    cpuBefore === null || cpuAfter === null ? null : ((cpuAfter - cpuBefore) * 1000) / result.requests.total;
  return { rps: result.requests.average, p99: result.latency.p99, cpuMs };
}

function buildFloor() {
  const built = spawnSync("npm", ["run", "--silent", "build:floor"], { stdio: "inherit" });
  if (built.status !== 0) throw new Error("npm run build:floor failed");
}

export async function pageBench(): Promise<PagesFigures> {
  if (!existsSync("build/server/index.js") || !existsSync("build/index.js")) {
    throw new Error("No build found: run `npm run build` first.");
  }
  buildFloor();
  const dir = mkdtempSync(path.join(tmpdir(), "sounding-board-bench-pages-"));
  const servers: ChildProcess[] = [];
  try {
    const productPort = await freePort();
    const prepared = await prepareProductDatabase(`file:${path.join(dir, "product.db")}`, productPort);
    const productServer = await startServer("build/server/index.js", {
      cwd: process.cwd(),
      env: { ...prepared.env, LOG_REQUESTS: "false" },
      ready: "is ready",
    });
    servers.push(productServer);
    const floorPort = await freePort();
    const floorServer = await startServer("build/server/index.js", {
      cwd: path.resolve("bench/floor"),
      env: { NODE_ENV: "production", PORT: String(floorPort), FLOOR_DATABASE: path.join(dir, "floor.db") },
      ready: "is ready",
    });
    servers.push(floorServer);

    const floorUrl = `http://127.0.0.1:${floorPort}/`;
    const product = `http://127.0.0.1:${productPort}`;
    const pages: Page[] = [
      { name: "landing", path: "/", url: "/", signedIn: false, target: 0.6 },
      { name: "/app (signed in)", path: "/app", url: "/app", signedIn: true, target: 0.6 },
      { name: "/simple", path: "/simple", url: "/simple", signedIn: false, target: 0.6 },
      {
        name: "/verdict (shared, 100)",
        path: "/verdict/{id}",
        url: `/verdict/${prepared.run100}`,
        signedIn: false,
        target: 0.5,
      },
      {
        name: "report, 100 personas",
        path: "/app/simulation/{id}",
        url: `/app/simulation/${prepared.run100}`,
        signedIn: true,
        target: 0.4,
      },
      {
        name: "report, 500 personas",
        path: "/app/simulation/{id}",
        url: `/app/simulation/${prepared.run500}`,
        signedIn: true,
        target: 0.3,
      },
    ];

    const floorSize = await htmlSize(floorUrl, { "user-agent": USER_AGENT });
    await measure(floorUrl, {}, WARM_UP_SECONDS);
    const figures: PageFigures[] = [];
    const only = process.env.BENCH_PAGES_ONLY;
    for (const page of pages.filter((candidate) => !only || candidate.name.includes(only))) {
      const url = `${product}${page.url}`;
      const headers: Record<string, string> = page.signedIn ? { cookie: prepared.cookie } : {};
      const size = await htmlSize(url, { ...headers, "user-agent": USER_AGENT });
      await measure(url, headers, WARM_UP_SECONDS);
      const rounds: PageFigures["rounds"] = [];
      const p99s: number[] = [];
      const floorCpu: number[] = [];
      const pageCpu: number[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        const floor = await measure(floorUrl, {}, SECONDS, floorServer);
        const measured = await measure(url, headers, SECONDS, productServer);
        p99s.push(measured.p99);
        if (floor.cpuMs !== null && measured.cpuMs !== null) {
          floorCpu.push(floor.cpuMs);
          pageCpu.push(measured.cpuMs);
        }
        rounds.push({
          floor: round(floor.rps, 1),
          page: round(measured.rps, 1),
          ratio: round(measured.rps / floor.rps, 3),
        });
      }
      const ratio = round(median(rounds.map((r) => r.ratio)), 3);
      const cpu = pageCpu.length ? { floor: median(floorCpu), page: median(pageCpu) } : null;
      figures.push({
        name: page.name,
        path: page.path,
        target: page.target,
        rounds,
        ratio,
        floor_cpu_ms: cpu && round(cpu.floor, 2),
        page_cpu_ms: cpu && round(cpu.page, 2),
        cpu_ratio: cpu && round(cpu.floor / cpu.page, 3),
        floor_rps: round(median(rounds.map((r) => r.floor)), 1),
        page_rps: round(median(rounds.map((r) => r.page)), 1),
        page_p99_ms: round(median(p99s), 1),
        html_kb: round(size.raw / 1024, 1),
        html_gzip_kb: round(size.gzip / 1024, 1),
        meets_target: ratio >= page.target,
      });
      console.log(`  ${page.name}: ${ratio}x the floor (target ${page.target}x)`);
    }
    const report500 = figures.find((page) => page.name === "report, 500 personas")?.html_gzip_kb ?? null;
    return {
      date: new Date().toISOString().slice(0, 10),
      machine: benchMachine(),
      connections: CONNECTIONS,
      seconds_per_round: SECONDS,
      rounds: ROUNDS,
      floor: { html_kb: round(floorSize.raw / 1024, 1), html_gzip_kb: round(floorSize.gzip / 1024, 1) },
      pages: figures,
      report_500_html_gzip_kb: report500,
      report_500_html_meets_target: report500 === null ? null : report500 < HTML_500_GZIP_TARGET_KB,
    };
  } finally {
    for (const server of servers) server.kill("SIGTERM");
    rmSync(dir, { recursive: true, force: true });
  }
}

export function printPageBench(figures: PagesFigures) {
  console.log(
    `\nPage throughput against the floor (autocannon c=${figures.connections}, ${figures.rounds} alternating rounds of ${figures.seconds_per_round} s; floor HTML ${figures.floor.html_gzip_kb} KB gzip)`,
  );
  console.table(
    Object.fromEntries(
      figures.pages.map((page) => [
        page.name,
        {
          "floor req/s": page.floor_rps,
          "page req/s": page.page_rps,
          "ratio (median)": page.ratio,
          "CPU ms/req": page.page_cpu_ms,
          "CPU ratio": page.cpu_ratio,
          target: `>= ${page.target}`,
          met: page.meets_target ? "yes" : "NO",
          "p99 ms": page.page_p99_ms,
          "HTML KB": page.html_kb,
          "HTML KB gzip": page.html_gzip_kb,
        },
      ]),
    ),
  );
  if (figures.report_500_html_gzip_kb === null) return;
  console.log(
    `HTML of the 500-persona report: ${figures.report_500_html_gzip_kb} KB gzip (target < ${HTML_500_GZIP_TARGET_KB} KB): ${figures.report_500_html_meets_target ? "met" : "NOT met"}`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const figures = await pageBench();
  printPageBench(figures);
  const json = await format(JSON.stringify(figures), { parser: "json" });
  writeFileSync("bench/pages.json", json);
  console.log("Written to bench/pages.json");
}
