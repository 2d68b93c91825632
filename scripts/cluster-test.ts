/**
 * `npm run test:cluster`: three production instances on one PostgreSQL behind
 * a round-robin balancer with no stickiness (scripts/cluster/balancer.ts).
 *
 * A person signs up and in through the balancer (the local identity
 * provider's state and the sessions must be shared), starts runs that take a
 * few seconds (a slow local LLM), watches one on its live page, and one
 * instance is killed with SIGKILL while it holds a run. Every run must finish
 * on another instance within the lease, each debited exactly once. Then the
 * sign-in rate limit and sign-out must hold across instances.
 *
 * Needs PostgreSQL (TEST_DATABASE_URL or DATABASE_URL) and a build
 * (`npm run build`). With `--if-postgres` it skips, saying so, when there is
 * no PostgreSQL, as `npm test` runs it.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { chromium, type Page } from "@playwright/test";
import pg from "pg";
import { reply, startFakeLlmServer } from "../tests/fake-llm-server";
import { startBalancer } from "./cluster/balancer";
import { freePort } from "./production-server";

const INSTANCES = 3;
const RUNS = 6;
const PERSONAS = 25;
const AUTH_RATE_LIMIT = 3;
/** Each persona's answer takes this long, so a run lasts several seconds and can be caught mid-way. */
const LLM_DELAY_MS = 150;
const PASSWORD = "cluster-horse-9";
const IDEA =
  "A meal-planning app that builds a week of dinners from what is already in your fridge, $6/month";

const baseUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? "";
if (!/^postgres(ql)?:\/\//.test(baseUrl)) {
  if (process.argv.includes("--if-postgres")) {
    console.log("test:cluster skipped: no PostgreSQL (set TEST_DATABASE_URL to run it)");
    process.exit(0);
  }
  console.error(
    "test:cluster needs PostgreSQL: set TEST_DATABASE_URL (or DATABASE_URL) to a postgres:// URL",
  );
  process.exit(1);
}
if (!existsSync("build/index.js")) {
  console.error("No build found: run `npm run build` first.");
  process.exit(1);
}

const step = (text: string) => console.log(`cluster: ${text}`);

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`cluster test failed: ${message}`);
}

async function waitFor<T>(what: string, probe: () => Promise<T | null | undefined | false>, ms = 60_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => null);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`cluster test timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The compiled server when the build has one, else the TypeScript entry through tsx. */
function serverCommand(): string[] {
  const compiled = ["build/server/index.js", "build/server.js"].find((file) => existsSync(file));
  return compiled ? [process.execPath, compiled] : ["node_modules/.bin/tsx", "server.ts"];
}

interface Instance {
  port: number;
  child: ChildProcess;
  workerId: string;
}

async function main() {
  // A database of its own, dropped at the end.
  const name = `sounding_board_cluster_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const databaseUrl = Object.assign(new URL(baseUrl), { pathname: `/${name}` }).href;
  const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  // pool.end() can resolve before the server has closed an idle connection; the DROP ... WITH
  // (FORCE) at the end then terminates it (57P01), which an unhandled pool error would turn into
  // a crash after the test has passed.
  db.on("error", (error: Error & { code?: string }) => {
    if (error.code !== "57P01") console.error("cluster: database pool error", error);
  });

  const llm = await startFakeLlmServer();
  llm.setHandler(() =>
    reply.json(
      {
        score: 4,
        overall_reaction: "Dinners from what is already in my fridge would save me a shop each week.",
        primary_motivation: "Less food waste",
        concerns: ["Would depend on the price"],
        sentiment: 0.5,
        action_taken: "Would try the free trial",
      },
      LLM_DELAY_MS,
    ),
  );

  const balancerPort = await freePort();
  const appUrl = `http://127.0.0.1:${balancerPort}`;
  const instances: Instance[] = [];
  const [command, ...args] = serverCommand();
  const browser = await chromium.launch({
    executablePath:
      process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined),
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  let closeBalancer = async () => {};
  try {
    step(`starting ${INSTANCES} instances (${args.at(-1)}) on one PostgreSQL`);
    for (let index = 0; index < INSTANCES; index++) {
      const port = await freePort();
      const child = spawn(command!, args, {
        env: {
          ...process.env,
          NODE_ENV: "production",
          PORT: String(port),
          APP_URL: appUrl,
          DATABASE_URL: databaseUrl,
          SESSION_SECRET: "cluster-session-secret-that-is-long-enough",
          AUTH_RATE_LIMIT: String(AUTH_RATE_LIMIT),
          LOG_REQUESTS: "false",
          LLM_BASE_URL: llm.baseUrl,
          LLM_API_KEY: "cluster-key",
          LLM_MODEL: "fake-model",
          LLM_CONCURRENCY: "1",
        },
        stdio: ["ignore", "ignore", "inherit"],
      });
      // The first instance migrates the database before the others start.
      const ready = await waitFor(`instance ${index + 1} to be ready`, async () => {
        const answer = await fetch(`http://127.0.0.1:${port}/readyz`);
        return answer.ok ? ((await answer.json()) as { worker_id?: string }) : null;
      });
      check(ready.worker_id, "/readyz names the instance's worker");
      instances.push({ port, child, workerId: ready.worker_id });
    }
    const balancer = await startBalancer(
      balancerPort,
      instances.map((instance) => instance.port),
    );
    closeBalancer = () => balancer.close();
    step(`balancer (${balancer.kind}) at ${balancer.url}, round robin, no stickiness`);

    // 1. Sign up through the balancer: the provider's interaction, the code exchange and the
    //    session each land on another instance.
    const context = await browser.newContext({ baseURL: appUrl });
    const page = await context.newPage();
    const email = `cluster-${Date.now()}@example.com`;
    await signUp(page, email);
    step("signed up and signed in through the balancer");
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");

    // 2. Start runs through the balancer.
    const before = await balance(appUrl, cookie);
    const ids: string[] = [];
    for (let run = 0; run < RUNS; run++) {
      const answer = await fetch(`${appUrl}/orchestrator/start`, {
        method: "POST",
        headers: { Cookie: cookie, "Content-Type": "application/json" },
        body: JSON.stringify({
          goal: `${IDEA} (pitch ${run + 1})`,
          persona_count: PERSONAS,
          audience: "general",
        }),
      });
      check(answer.ok, `starting run ${run + 1} answered ${answer.status}`);
      ids.push(((await answer.json()) as { simulation_id: string }).simulation_id);
    }
    step(`${RUNS} runs started`);

    // 3. Follow one on its live page (server-sent events through the balancer, reconnecting as
    //    EventSource does), and kill an instance while it holds a run.
    await page.goto(`/app/simulation/${ids[0]}`);
    const victim = await waitFor("an instance to be mid-run", async () => {
      const { rows } = await db.query<{ claimed_by: string }>(
        "SELECT claimed_by FROM simulations WHERE status = 'running' AND personas_processed > 0",
      );
      return instances.find((instance) => rows.some((row) => row.claimed_by === instance.workerId));
    });
    const { rows: held } = await db.query<{ id: string }>(
      "SELECT id FROM simulations WHERE status = 'running' AND claimed_by = $1",
      [victim.workerId],
    );
    victim.child.kill("SIGKILL");
    step(
      `killed instance on port ${victim.port} (SIGKILL) while it held ${held.map((r) => r.id).join(", ")}`,
    );

    await waitFor(
      "every run to finish",
      async () => {
        const { rows } = await db.query<{ n: string }>(
          "SELECT count(*) AS n FROM simulations WHERE id = ANY($1) AND status = 'completed'",
          [ids],
        );
        return Number(rows[0]!.n) === RUNS;
      },
      120_000,
    );
    const { rows: finished } = await db.query<{
      id: string;
      attempts: number;
      claimed_by: string;
      report: string;
    }>("SELECT id, attempts, claimed_by, report FROM simulations WHERE id = ANY($1)", [ids]);
    for (const run of finished) {
      check(
        (JSON.parse(run.report) as { personas: unknown[] }).personas.length === PERSONAS,
        `run ${run.id} has a full report`,
      );
    }
    for (const { id } of held) {
      const run = finished.find((row) => row.id === id)!;
      check(
        run.attempts >= 2 && run.claimed_by !== victim.workerId,
        `run ${id} was taken over by another instance`,
      );
    }
    step(`every run finished; ${held.length} taken over after the kill`);

    // Nothing lost or doubly debited: one debit per run, and the balance moved by exactly that.
    const { rows: debits } = await db.query<{ simulation_id: string; total: string }>(
      "SELECT simulation_id, sum(delta) AS total FROM credit_ledger WHERE simulation_id = ANY($1) GROUP BY simulation_id",
      [ids],
    );
    check(debits.length === RUNS, "every run has its debit");
    check(
      debits.every((debit) => Number(debit.total) === -PERSONAS),
      "each run is debited exactly once",
    );
    check((await balance(appUrl, cookie)) === before - RUNS * PERSONAS, "the balance fell by the runs' cost");
    step("each run debited exactly once");

    await page
      .getByRole("heading", { name: new RegExp(`^\\d+ of ${PERSONAS} would try it`) })
      .waitFor({ timeout: 30_000 })
      .catch(async (error: unknown) => {
        console.error((await page.locator("main").innerText()).slice(0, 800));
        throw error;
      });
    step("the live page followed its run to the report");
    await hydrated(page);

    // 4. Sign-out holds on every instance: the old cookie is refused wherever it lands.
    const header = page.getByRole("navigation", { name: "Main" });
    await header.getByText("Account menu").click();
    await header.getByRole("button", { name: "Sign Out" }).click();
    await page.waitForURL(`${appUrl}/`);
    for (let attempt = 0; attempt < INSTANCES * 2; attempt++) {
      const answer = await fetch(`${appUrl}/v1/credits/balance`, { headers: { Cookie: cookie } });
      check(
        answer.status === 401,
        `a signed-out session is refused on every instance (got ${answer.status})`,
      );
    }
    step("signed out everywhere");

    // 5. The sign-in limit counts across instances.
    await page.goto("/auth/sign-in");
    await page.getByLabel("Email").waitFor();
    await hydrated(page);
    let limited = false;
    for (let attempt = 1; attempt <= AUTH_RATE_LIMIT + 1; attempt++) {
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill("not-the-password-1");
      await page.getByRole("button", { name: "Sign in" }).click();
      const tooMany = page.getByText(/Too many sign-in attempts/);
      const wrong = page.getByText("Incorrect email or password");
      await tooMany.or(wrong).first().waitFor();
      limited = await tooMany.isVisible();
      check(
        limited === attempt > AUTH_RATE_LIMIT,
        `sign-in attempt ${attempt} ${limited ? "was" : "was not"} limited`,
      );
    }
    step(`the sign-in limit (${AUTH_RATE_LIMIT}) held across instances`);
    await context.close();
    console.log("cluster: passed");
  } finally {
    await browser.close();
    await closeBalancer();
    for (const instance of instances) instance.child.kill("SIGTERM");
    await Promise.all(
      instances.map((instance) =>
        instance.child.exitCode !== null || instance.child.signalCode !== null
          ? null
          : new Promise((resolve) => instance.child.once("exit", resolve)),
      ),
    );
    await llm.close();
    await db.end();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/** Typing while React hydrates can be lost, so forms are filled once the page is hydrated. */
async function hydrated(page: Page) {
  await page.locator("html.js").waitFor({ state: "attached" });
}

async function signUp(page: Page, email: string) {
  await page.goto("/auth/sign-up");
  await page.getByRole("heading", { name: "Create your account" }).waitFor();
  await hydrated(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL(/\/app$/);
}

async function balance(appUrl: string, cookie: string): Promise<number> {
  const answer = await fetch(`${appUrl}/v1/credits/balance`, { headers: { Cookie: cookie } });
  check(answer.ok, `the balance answered ${answer.status}`);
  return ((await answer.json()) as { total_remaining: number }).total_remaining;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
