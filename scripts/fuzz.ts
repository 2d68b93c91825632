/**
 * npm run fuzz: sends hostile requests to every route of the production build
 * and fails on any 5xx or any answer that shows a stack trace. Runs on SQLite,
 * and on PostgreSQL as well when TEST_DATABASE_URL is set (a fresh database
 * each time). Deterministic for a seed: a failure prints its request number,
 * and `--seed S --only N` sends that one request again.
 *
 *   npm run fuzz -- [--requests 5000] [--seconds 300] [--seed fuzz] [--concurrency 6] [--only N]
 */
import { parseArgs } from "node:util";
import { createSessions } from "../app/utils/session.server";
import { createAccount } from "../app/services/password-accounts.server";
import { createApiToken } from "../app/services/api-tokens.server";
import { grantPurchase } from "../app/services/credits.server";
import { createRng } from "../app/engine/rng";
import { fillPattern, hostileBody, hostileQuery, METHODS, type Body, type Method } from "./fuzz/payloads";
import { fieldNames, routeTargets } from "./fuzz/targets";
import {
  freshDatabase,
  openScriptDatabase,
  SCRIPT_SESSION_SECRET,
  startProductionServer,
  type ProductionServer,
} from "./production-server";

const { values: args } = parseArgs({
  options: {
    requests: { type: "string", default: "5000" },
    seconds: { type: "string", default: "300" },
    seed: { type: "string", default: "fuzz" },
    concurrency: { type: "string", default: "6" },
    only: { type: "string" },
  },
});
const REQUESTS = Number(args.requests);
const DEADLINE_MS = Number(args.seconds) * 1000;
const CONCURRENCY = Number(args.concurrency);
const MAX_BODY_BYTES = 65_536;
const REQUEST_TIMEOUT_MS = 20_000;

// What a leaked stack trace or an escaped error looks like in a body.
const STACK_TRACE = /\n\s+at [^\n]+:\d+:\d+\)?|node_modules\/|Unexpected Server Error|\/work\/|file:\/\//;

interface Identity {
  cookie: string;
  token: string;
  knownIds: string[];
}

interface Outcome {
  index: number;
  method: Method;
  pattern: string;
  url: string;
  kind: string;
  auth: string;
  status: number | "timeout" | "network error";
  problem?: string;
}

/** A user with personas, an API token and a signed-in session, created before the server starts. */
async function seedIdentity(databaseUrl: string): Promise<Omit<Identity, "knownIds">> {
  const { db } = openScriptDatabase(databaseUrl);
  const now = new Date();
  const user = await createAccount(
    db,
    { email: "fuzz@example.com", name: "Fuzz", password: "fuzz-pass-1" },
    now,
  );
  await grantPurchase(db, { userId: user.id, paymentId: "fuzz", personas: 1_000_000, note: "fuzz" }, now);
  const { token } = await createApiToken(db, { userId: user.id, name: "fuzz" }, now);
  const { storage } = createSessions({
    secrets: [SCRIPT_SESSION_SECRET],
    secure: false,
    db,
    now: () => new Date(),
  });
  const session = await storage.getSession();
  session.set("userId", user.id);
  const cookie = (await storage.commitSession(session)).split(";")[0]!;
  await db.destroy();
  return { cookie, token };
}

/** One finished run of the user's, so that some requests reach real records. */
async function knownIds(base: string, token: string): Promise<string[]> {
  const response = await fetch(`${base}/orchestrator/start`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: JSON.stringify({
      goal: "A budgeting app for students, $4/month",
      audience: "general",
      persona_count: 10,
    }),
  });
  const { simulation_id } = (await response.json()) as { simulation_id?: string };
  return simulation_id ? [simulation_id] : [];
}

function bodyInit(body: Body): { body?: BodyInit; duplex?: "half" } {
  if (!body.chunked) return { body: body.body };
  const bytes = typeof body.body === "string" ? new TextEncoder().encode(body.body) : body.body;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let offset = 0; offset < bytes.length; offset += 16_384)
        controller.enqueue(bytes.slice(offset, offset + 16_384));
      controller.close();
    },
  });
  return { body: stream, duplex: "half" };
}

async function send(base: string, identity: Identity, seed: string, index: number): Promise<Outcome> {
  const rng = createRng(`${seed}-${index}`);
  const route = rng.pick(ROUTES);
  const method = rng.weighted<Method>(METHODS.map((m) => [m, m === "POST" ? 4 : m === "GET" ? 3 : 1]));
  const auth = rng.weighted<string>([
    ["none", 3],
    ["cookie", 4],
    ["bearer", 2],
  ]);
  const url = `${base}${fillPattern(rng, route.pattern, identity.knownIds)}${hostileQuery(rng, FIELDS)}`;
  const headers: Record<string, string> = {};
  if (auth === "cookie") headers.Cookie = identity.cookie;
  if (auth === "bearer") headers.Authorization = `Bearer ${identity.token}`;
  const origin = rng.weighted<string | null>([
    [base, 8],
    ["https://evil.example", 1],
    [null, 1],
  ]);
  if (origin) headers.Origin = origin;
  const body = method === "GET" || method === "HEAD" ? null : hostileBody(rng, FIELDS, MAX_BODY_BYTES);
  if (body?.contentType) headers["Content-Type"] = body.contentType;
  const outcome: Outcome = {
    index,
    method,
    pattern: route.pattern,
    url,
    kind: body?.kind ?? "none",
    auth: origin === base ? auth : `${auth}, origin ${origin ?? "none"}`,
    status: "timeout",
  };
  try {
    const response = await fetch(url, {
      method,
      headers,
      redirect: "manual",
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      ...(body ? bodyInit(body) : {}),
    } as RequestInit);
    outcome.status = response.status;
    const contentType = response.headers.get("Content-Type") ?? "";
    // A progress stream stays open: its first bytes are enough.
    const text = contentType.includes("text/event-stream") ? "" : await response.text();
    if (contentType.includes("text/event-stream")) await response.body?.cancel();
    if (response.status >= 500) outcome.problem = `${response.status}: ${text.slice(0, 200)}`;
    else if (STACK_TRACE.test(text))
      outcome.problem = `stack trace or escaped error in the body: ${text.match(STACK_TRACE)![0]}`;
  } catch (error) {
    const timedOut = error instanceof Error && error.name === "TimeoutError";
    outcome.status = timedOut ? "timeout" : "network error";
    // An oversized body may be cut off once the 413 is sent; anything else is a defect.
    if (timedOut || !body?.kind.startsWith("oversized")) outcome.problem = String(error);
  }
  return outcome;
}

async function fuzz(label: string, postgresUrl?: string): Promise<boolean> {
  const database = await freshDatabase(postgresUrl);
  const identity = await seedIdentity(database.url);
  let server: ProductionServer | null = null;
  try {
    server = await startProductionServer(database, {
      MAX_BODY_BYTES: String(MAX_BODY_BYTES),
      AUTH_RATE_LIMIT: "1000000",
      GUEST_RUNS_PER_IP: "1000000",
      PUBLIC_TESTS_PER_IP: "1000000",
      PAYMENTS: "local",
    });
    // The signed-in requests must really be signed in, or the fuzz would only see sign-in redirects.
    const settings = await fetch(`${server.base}/app/settings`, {
      headers: { Cookie: identity.cookie },
      redirect: "manual",
    });
    if (settings.status !== 200)
      throw new Error(`the fuzz user's session does not sign in (${settings.status})`);
    const full: Identity = { ...identity, knownIds: await knownIds(server.base, identity.token) };
    const started = performance.now();
    const indexes = args.only ? [Number(args.only)] : Array.from({ length: REQUESTS }, (_, i) => i);
    const outcomes: Outcome[] = [];
    let next = 0;
    const worker = async () => {
      while (next < indexes.length && performance.now() - started < DEADLINE_MS) {
        outcomes.push(await send(server!.base, full, args.seed!, indexes[next++]!));
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = (performance.now() - started) / 1000;

    const byStatus = new Map<string, number>();
    for (const { status } of outcomes) byStatus.set(String(status), (byStatus.get(String(status)) ?? 0) + 1);
    const problems = outcomes.filter((outcome) => outcome.problem);
    console.log(`\n${label}: ${outcomes.length} requests in ${seconds.toFixed(1)} s (seed "${args.seed}")`);
    for (const [status, count] of [...byStatus].sort()) console.log(`  ${status.padEnd(14)} ${count}`);
    console.log(`  server error log lines: ${server.errorLines.length}`);
    // The most frequent error lines (stack frames left out), to see what the server complained of.
    const logged = new Map<string, number>();
    for (const line of server.errorLines.filter((line) => !/^\s+at /.test(line))) {
      logged.set(line.slice(0, 160), (logged.get(line.slice(0, 160)) ?? 0) + 1);
    }
    for (const [line, count] of [...logged].sort((a, b) => b[1] - a[1]).slice(0, 8)) {
      console.log(`    ${String(count).padStart(5)} × ${line}`);
    }
    if (args.only) console.log(server.errorLines.slice(0, 40).join("\n"));
    // Problems by class (method, route, status): one example of each to replay.
    const classes = new Map<string, { count: number; example: Outcome }>();
    for (const problem of problems) {
      const key = `${problem.method} ${problem.pattern} → ${problem.status}`;
      const known = classes.get(key);
      if (known) known.count += 1;
      else classes.set(key, { count: 1, example: problem });
    }
    for (const [key, { count, example }] of [...classes].sort((a, b) => b[1].count - a[1].count)) {
      console.log(`  ✗ ${key} ×${count}, e.g. #${example.index} [${example.kind}, ${example.auth}]`);
      console.log(`      ${example.url.slice(0, 160)}`);
      console.log(`      ${example.problem!.replace(/\s+/g, " ").slice(0, 240)}`);
    }
    const fiveHundreds = outcomes.filter(
      (outcome) => typeof outcome.status === "number" && outcome.status >= 500,
    );
    console.log(`  5xx: ${fiveHundreds.length}; other problems: ${problems.length - fiveHundreds.length}`);
    return problems.length === 0;
  } finally {
    if (server) await server.stop();
    else await database.drop();
  }
}

const ROUTES = routeTargets();
const FIELDS = fieldNames();
console.log(`${ROUTES.length} routes, ${FIELDS.length} field names`);
let passed = await fuzz("SQLite");
if (process.env.TEST_DATABASE_URL)
  passed = (await fuzz("PostgreSQL", process.env.TEST_DATABASE_URL)) && passed;
process.exit(passed ? 0 : 1);
