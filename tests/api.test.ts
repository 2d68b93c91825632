import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "~/context.server";
import * as listRoute from "~/api/endpoints/api.orchestrator.simulations._index";
import * as detailRoute from "~/api/endpoints/api.orchestrator.simulations.$id";
import * as reportRoute from "~/api/endpoints/orchestrator.simulations.$id.report";
import * as statusRoute from "~/api/endpoints/orchestrator.simulations.$id.status";
import * as startRoute from "~/api/endpoints/orchestrator.start";
import * as balanceRoute from "~/api/endpoints/v1.credits.balance";
import * as checkRoute from "~/api/endpoints/v1.credits.check";
import { createAccount } from "~/services/password-accounts.server";
import { createApiToken } from "~/services/api-tokens.server";
import { createLoadContext, createTestServices } from "./context";
import { createTestDatabase, dialects, type TestDatabase } from "./database";

const BASE = "http://localhost:3000";

/** Calls a loader or action the way Remix would; a thrown Response is the answer too. */
async function call(
  handler: (args: never) => unknown,
  request: Request,
  services: AppServices,
  params: Record<string, string> = {},
): Promise<Response> {
  try {
    return (await handler({ request, params, context: createLoadContext(services) } as never)) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

function json(
  path: string,
  token: string | null,
  body?: unknown,
  method = body === undefined ? "GET" : "POST",
) {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (token) headers.Authorization = `Bearer ${token}`;
  return new Request(`${BASE}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

describe.each(dialects)("the simulation JSON API on %s", (dialect) => {
  let database: TestDatabase;
  let services: AppServices;
  let alice: { id: string; token: string };
  let bob: { id: string; token: string };

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
    for (const name of ["alice", "bob"] as const) {
      const user = await createAccount(
        database.db,
        { email: `${name}@example.com`, name, password: "abcdefg1" },
        new Date(),
      );
      const { token } = await createApiToken(database.db, { userId: user.id, name: "test" }, new Date());
      if (name === "alice") alice = { id: user.id, token };
      else bob = { id: user.id, token };
    }
  });
  afterAll(() => database.destroy());

  const start = (token: string | null, body: unknown) =>
    call(startRoute.action, json("/orchestrator/start", token, body), services);

  it("asks for JSON sent as application/json: a text/plain body with the session cookie starts nothing", async () => {
    const session = await services.sessions.storage.getSession();
    session.set("userId", alice.id);
    const cookie = (await services.sessions.storage.commitSession(session)).split(";")[0]!;
    const before = await database.db
      .selectFrom("simulations")
      .select(database.db.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    const response = await call(
      startRoute.action,
      new Request(`${BASE}/orchestrator/start`, {
        method: "POST",
        headers: { Cookie: cookie, "Content-Type": "text/plain" },
        body: JSON.stringify({
          goal: "A focus timer for remote teams",
          audience: "general",
          persona_count: 25,
        }),
      }),
      services,
    );
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      detail: "Send the body as JSON, with Content-Type: application/json",
    });
    const after = await database.db
      .selectFrom("simulations")
      .select(database.db.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("starts a run and reports its status", async () => {
    const response = await start(alice.token, {
      goal: "A focus timer for remote teams, $5/month",
      audience: "General Audience",
      persona_count: 25,
    });
    expect(response.status).toBe(200);
    const { simulation_id } = (await response.json()) as { simulation_id: string };
    expect(simulation_id).toMatch(/^[0-9a-f-]{36}$/);

    const status = await call(
      statusRoute.loader,
      json(`/orchestrator/simulations/${simulation_id}/status`, alice.token),
      services,
      { id: simulation_id },
    );
    expect(status.status).toBe(200);
    expect(await status.json()).toEqual({
      simulation_id,
      status: "running",
      progress_percentage: 0,
      personas_processed: 0,
      total_personas: 25,
      message: "Starting simulation...",
      error_message: null,
    });

    const report = await call(
      reportRoute.loader,
      json(`/orchestrator/simulations/${simulation_id}/report`, alice.token),
      services,
      { id: simulation_id },
    );
    expect(report.status).toBe(409);
    expect(await report.json()).toEqual({
      detail: "Simulation is still running. Please wait for it to complete.",
    });

    const detail = await call(
      detailRoute.loader,
      json(`/api/orchestrator/simulations/${simulation_id}`, alice.token),
      services,
      { id: simulation_id },
    );
    expect(await detail.json()).toMatchObject({
      id: simulation_id,
      goal: "A focus timer for remote teams, $5/month",
      cohort_name: "General Audience",
      total_personas: 25,
      report: null,
    });
  });

  it("hides another user's run behind a 404", async () => {
    const response = await start(alice.token, { goal: "Alice's secret idea", persona_count: 25 });
    const { simulation_id } = (await response.json()) as { simulation_id: string };
    for (const route of [statusRoute, reportRoute, detailRoute]) {
      const answer = await call(
        route.loader,
        json(`/orchestrator/simulations/${simulation_id}/status`, bob.token),
        services,
        { id: simulation_id },
      );
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual({ detail: "Simulation not found" });
    }
  });

  it.each([
    ["a missing goal", { persona_count: 25 }, [{ loc: ["body", "goal"], msg: "goal is required" }]],
    [
      "an empty goal",
      { goal: "   ", persona_count: 25 },
      [{ loc: ["body", "goal"], msg: "goal must not be empty" }],
    ],
    [
      "an oversized goal",
      { goal: "x".repeat(5001), persona_count: 25 },
      [{ loc: ["body", "goal"], msg: "goal must be at most 5000 characters" }],
    ],
    [
      "a size that is not offered",
      { goal: "An idea", persona_count: 30 },
      [{ loc: ["body", "persona_count"], msg: "persona_count must be one of 25, 50, 100" }],
    ],
    [
      "a size as text",
      { goal: "An idea", persona_count: "25" },
      [{ loc: ["body", "persona_count"], msg: "persona_count must be one of 25, 50, 100" }],
    ],
    [
      "an unknown audience",
      { goal: "An idea", audience: "Martians", persona_count: 25 },
      [{ loc: ["body", "audience"], msg: 'Unknown audience "Martians"' }],
    ],
  ])("answers %s with a 422 and field messages", async (_case, body, detail) => {
    const response = await start(alice.token, body);
    expect(response.status).toBe(422);
    expect(((await response.json()) as { detail: unknown[] }).detail).toEqual(
      detail.map((item) => expect.objectContaining(item)),
    );
  });

  it("gives a guest one free run of 25 personas through the API too", async () => {
    const cookie = (await services.sessions.guestCookie.serialize("api-guest")).split(";")[0]!;
    const asGuest = (body: unknown) =>
      call(
        startRoute.action,
        new Request(`${BASE}/orchestrator/start`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Cookie: cookie },
          body: JSON.stringify(body),
        }),
        services,
      );
    expect((await asGuest({ goal: "A guest idea", persona_count: 50 })).status).toBe(403);
    expect((await asGuest({ goal: "A guest idea", persona_count: 25 })).status).toBe(200);
    const again = await asGuest({ goal: "Another guest idea", persona_count: 25 });
    expect(again.status).toBe(403);
    expect(await again.json()).toEqual({ detail: "You've used your free simulation" });
  });

  it("answers a body that is not JSON with a 400", async () => {
    const response = await start(alice.token, "{not json");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ detail: "Request body must be valid JSON" });
  });

  it("refuses callers without a session, guest cookie or valid token with a 401", async () => {
    expect((await start(null, { goal: "An idea", persona_count: 25 })).status).toBe(401);
    expect((await start("sb_not-a-real-token", { goal: "An idea", persona_count: 25 })).status).toBe(401);
    expect((await call(listRoute.loader, json("/api/orchestrator/simulations", null), services)).status).toBe(
      401,
    );
  });

  it("answers a start beyond the balance with 402 INSUFFICIENT_CREDITS", async () => {
    const user = await createAccount(
      database.db,
      { email: "carol@example.com", name: null, password: "abcdefg1" },
      new Date(),
    );
    const { token } = await createApiToken(database.db, { userId: user.id, name: "test" }, new Date());
    expect((await start(token, { goal: "One", persona_count: 100 })).status).toBe(200);
    expect((await start(token, { goal: "Two", persona_count: 100 })).status).toBe(200);
    const refused = await start(token, { goal: "Three", persona_count: 25 });
    expect(refused.status).toBe(402);
    expect(await refused.json()).toEqual({
      detail: {
        code: "INSUFFICIENT_CREDITS",
        message: "You need 25 personas but only have 0",
        required: 25,
        available: 0,
        shortfall: 25,
        days_until_refill: 30,
      },
    });
  });

  it("reports the balance and sufficiency of the caller only", async () => {
    const balance = await call(
      balanceRoute.loader,
      json(`/v1/credits/balance?user_id=${bob.id}`, bob.token),
      services,
    );
    expect(await balance.json()).toMatchObject({ total_remaining: 200, total_used: 0 });
    const other = await call(
      balanceRoute.loader,
      json(`/v1/credits/balance?user_id=${alice.id}`, bob.token),
      services,
    );
    expect(other.status).toBe(403);

    const check = await call(
      checkRoute.action,
      json("/v1/credits/check", bob.token, { user_id: bob.id, required_personas: 250 }),
      services,
    );
    expect(await check.json()).toEqual({
      sufficient: false,
      required: 250,
      available: 200,
      days_until_refill: 30,
    });
    const bad = await call(
      checkRoute.action,
      json("/v1/credits/check", bob.token, { required_personas: -1 }),
      services,
    );
    expect(bad.status).toBe(422);
  });

  it("lists no running runs in the history, and pages with limit and offset", async () => {
    const response = await call(
      listRoute.loader,
      json("/api/orchestrator/simulations?limit=10&offset=0", alice.token),
      services,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
    const bad = await call(
      listRoute.loader,
      json("/api/orchestrator/simulations?limit=0", alice.token),
      services,
    );
    expect(bad.status).toBe(422);
  });
});
