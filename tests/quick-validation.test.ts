import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "~/context.server";
import * as clarifyRoute from "~/api/endpoints/api.simple.clarify";
import * as cohortsRoute from "~/api/endpoints/api.simple.cohorts";
import * as resultRoute from "~/api/endpoints/api.simple.simulation.$simulationId";
import * as validateRoute from "~/api/endpoints/api.simple.validate-idea";
import * as simplePage from "~/routes/simple";
import { guestFreeRunUsed } from "~/services/guest-runs.server";
import { createLocalRunEvents } from "~/services/run-events.server";
import { createRunWorker } from "~/services/run-worker.server";
import { createEngineRunner } from "~/services/simulation-runner.server";
import { callRoute, createLoadContext, createTestServices, formRequest } from "./context";
import { createTestDatabase, dialects, type TestDatabase } from "./database";

const BASE = "http://localhost:3000";
const CLEAR_IDEA =
  "A note-taking app for university students who struggle to keep lecture notes organised. It turns recordings into study notes for $5/month.";
const VAGUE_IDEA = "notes app";

function jsonPost(path: string, body: unknown, cookie?: string): Request {
  return new Request(`${BASE}${path}`, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) },
  });
}

function cookieOf(headers: Headers): string {
  return headers.get("Set-Cookie")!.split(";")[0]!;
}

describe.each(dialects)("quick validation on %s", (dialect) => {
  let database: TestDatabase;
  let services: AppServices;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database, { env: { PUBLIC_TESTS_PER_IP: "50" } });
  });
  afterAll(() => database.destroy());

  function runWorker() {
    return createRunWorker({
      db: database.db,
      events: createLocalRunEvents(),
      runner: createEngineRunner(),
    }).runNext();
  }

  it("lists the five preset audiences with id, name and description", async () => {
    const answer = await callRoute(cohortsRoute.loader, new Request(`${BASE}/api/simple/cohorts`), services);
    expect(answer.status).toBe(200);
    const cohorts = answer.body as Array<Record<string, unknown>>;
    expect(cohorts).toHaveLength(5);
    for (const cohort of cohorts) expect(Object.keys(cohort).sort()).toEqual(["description", "id", "name"]);
  });

  it("asks a vague idea for clarification without starting a run", async () => {
    const answer = await callRoute(
      validateRoute.action,
      jsonPost("/api/simple/validate-idea", { idea: VAGUE_IDEA, cohort_id: "consumer" }),
      services,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: "needs_clarification", simulation_id: null });
    expect((answer.body as { message: string }).message).toMatch(/\?/);
  });

  it("starts a clear idea and reports the top reasons and counts adding to 100", async () => {
    const started = await callRoute(
      validateRoute.action,
      jsonPost("/api/simple/validate-idea", { idea: CLEAR_IDEA, cohort_id: "consumer" }),
      services,
    );
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ status: "started" });
    const id = (started.body as { simulation_id: string }).simulation_id;
    const cookie = cookieOf(started.headers);
    const poll = () =>
      callRoute(
        resultRoute.loader,
        new Request(`${BASE}/api/simple/simulation/${id}`, { headers: { Cookie: cookie } }),
        services,
        { simulationId: id },
      );

    expect((await poll()).body).toMatchObject({ status: "running" });
    await runWorker();
    const result = await poll();
    expect(result.status).toBe(200);
    const body = result.body as {
      status: string;
      summary: string;
      top_reasons: Array<{ reason: string; count: number; sentiment: string }>;
      metrics: { positive: number; neutral: number; negative: number };
    };
    expect(body.status).toBe("completed");
    expect(body.summary).toEqual(expect.any(String));
    expect(body.metrics.positive + body.metrics.neutral + body.metrics.negative).toBe(100);
    // The tiles and the summary count the same people: "N of 100 ... would try", "M are mixed".
    const { metrics } = body;
    expect(body.summary).toContain(`${metrics.positive} of 100`);
    expect(body.summary).toContain(`${metrics.neutral} are mixed and ${metrics.negative} are not interested`);
    expect(body.top_reasons.length).toBeGreaterThan(0);
    expect(body.top_reasons.length).toBeLessThanOrEqual(3);
    for (const reason of body.top_reasons) {
      expect(["positive", "negative", "neutral"]).toContain(reason.sentiment);
      expect(reason.count).toBeGreaterThan(0);
    }

    // A quick validation is a public test: the guest still has their one free run in the app.
    const run = await database.db
      .selectFrom("simulations")
      .select(["guest_id", "origin", "guest_ip_hash"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(run).toMatchObject({ origin: "quick_validation", guest_ip_hash: null });
    expect(
      await guestFreeRunUsed(database.db, { guestId: run.guest_id!, ipHash: "address" }, new Date(), 1),
    ).toBe(false);

    // Someone else (another guest, or nobody) gets a 404.
    const other = await callRoute(
      validateRoute.action,
      jsonPost("/api/simple/validate-idea", { idea: VAGUE_IDEA, cohort_id: "consumer" }),
      services,
    );
    const stranger = cookieOf(other.headers);
    for (const headers of [{ Cookie: stranger }, {}] as Array<Record<string, string>>) {
      const answer = await callRoute(
        resultRoute.loader,
        new Request(`${BASE}/api/simple/simulation/${id}`, { headers }),
        services,
        { simulationId: id },
      );
      expect(answer.status).toBe(404);
    }
  });

  it("starts the clarified idea", async () => {
    const answer = await callRoute(
      clarifyRoute.action,
      jsonPost("/api/simple/clarify", {
        original_idea: VAGUE_IDEA,
        clarification: "Students who lose track of lecture notes; $4/month",
        cohort_id: "consumer",
      }),
      services,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: "started", simulation_id: expect.any(String) });
  });

  it("answers the spec's validation messages", async () => {
    const blank = await callRoute(
      validateRoute.action,
      jsonPost("/api/simple/validate-idea", { idea: "   ", cohort_id: "consumer" }),
      services,
    );
    expect(blank.status).toBe(422);
    expect(JSON.stringify(blank.body)).toContain("Please enter an idea and select a target audience");

    const noClarification = await callRoute(
      clarifyRoute.action,
      jsonPost("/api/simple/clarify", {
        original_idea: VAGUE_IDEA,
        clarification: " ",
        cohort_id: "consumer",
      }),
      services,
    );
    expect(noClarification.status).toBe(422);
    expect(JSON.stringify(noClarification.body)).toContain("Please provide clarification");

    const page = await callRoute(
      simplePage.action,
      formRequest(`${BASE}/simple`, { intent: "validate", idea: "", cohort_id: "" }),
      services,
    );
    expect(page.status).toBe(400);
    expect(page.body).toMatchObject({ message: "Please enter an idea and select a target audience" });

    const pageClarify = await callRoute(
      simplePage.action,
      formRequest(`${BASE}/simple`, {
        intent: "clarify",
        original_idea: VAGUE_IDEA,
        clarification: "",
        cohort_id: "consumer",
      }),
      services,
    );
    expect(pageClarify.status).toBe(400);
    expect(pageClarify.body).toMatchObject({ message: "Please provide clarification" });
  });

  it("starts nothing when the honeypot is filled in", async () => {
    const answer = await callRoute(
      simplePage.action,
      formRequest(`${BASE}/simple`, {
        intent: "validate",
        idea: CLEAR_IDEA,
        cohort_id: "consumer",
        website: "http://spam.example",
      }),
      services,
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: "Failed to start simulation. Please try again." });
  });

  it("redirects the plain form to ?run= and the page refreshes itself until done", async () => {
    const answer = await callRoute(
      simplePage.action,
      formRequest(`${BASE}/simple`, { intent: "validate", idea: CLEAR_IDEA, cohort_id: "consumer" }),
      services,
    );
    expect(answer.status).toBe(302);
    const location = answer.headers.get("Location")!;
    expect(location).toMatch(/^\/simple\?run=/);
    const cookie = cookieOf(answer.headers);
    const load = () =>
      callRoute(
        simplePage.loader,
        new Request(`${BASE}${location}`, { headers: { Cookie: cookie } }),
        services,
      );
    expect((await load()).body).toMatchObject({ autoRefresh: 1, run: { status: "running" } });
    // Runs queued by earlier tests go first.
    for (let i = 0; i < 5; i++) await runWorker();
    expect((await load()).body).toMatchObject({ autoRefresh: null, run: { status: "completed" } });

    // A run that never finishes stops refreshing after the polling window and says it timed out.
    const stuck = await callRoute(
      simplePage.action,
      formRequest(`${BASE}/simple`, { intent: "validate", idea: CLEAR_IDEA, cohort_id: "consumer" }),
      services,
      {},
    );
    const stuckLocation = stuck.headers.get("Location")!;
    const later = createTestServices(database, {
      env: { PUBLIC_TESTS_PER_IP: "50" },
    });
    later.now = () => new Date(Date.now() + 60_000);
    const timedOut = await callRoute(
      simplePage.loader,
      new Request(`${BASE}${stuckLocation}`, { headers: { Cookie: cookieOf(stuck.headers) } }),
      later,
    );
    expect(timedOut.body).toMatchObject({ timedOut: true, autoRefresh: null, run: { status: "running" } });

    // A failed run says so in the spec's words (the poll and the page alike).
    const stuckId = new URL(stuckLocation, BASE).searchParams.get("run")!;
    await database.db
      .updateTable("simulations")
      .set({ status: "failed" })
      .where("id", "=", stuckId)
      .execute();
    const failed = await callRoute(
      resultRoute.loader,
      new Request(`${BASE}/api/simple/simulation/${stuckId}`, {
        headers: { Cookie: cookieOf(stuck.headers) },
      }),
      services,
      { simulationId: stuckId },
    );
    expect(failed.body).toMatchObject({
      status: "failed",
      error_message: "Simulation failed. Please try again.",
    });
  });

  it("allows guests three public tests per address a day, then answers 429", async () => {
    const limited = createTestServices(database);
    const context = createLoadContext(limited, { clientIp: "198.51.100.23" });
    // A vague idea only asks a question: it does not use up a test.
    const asked = (await validateRoute.action({
      request: jsonPost("/api/simple/validate-idea", { idea: VAGUE_IDEA, cohort_id: "consumer" }),
      params: {},
      context,
    })) as Response;
    expect(asked.status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = (await validateRoute.action({
        request: jsonPost("/api/simple/validate-idea", { idea: CLEAR_IDEA, cohort_id: "consumer" }),
        params: {},
        context,
      })) as Response;
      statuses.push(response.status);
      if (response.status === 429) {
        expect(((await response.json()) as { detail: string }).detail).toBe(
          "You've used your 3 free tests for today.",
        );
      }
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
