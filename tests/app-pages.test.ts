import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "~/context.server";
import * as appLayout from "~/routes/app";
import * as ideaPage from "~/routes/app._index";
import * as runPage from "~/routes/app.simulation.$id";
import * as exportRoute from "~/routes/app.simulation.$id.export";
import { createAccount } from "~/services/password-accounts.server";
import { createLocalRunEvents } from "~/services/run-events.server";
import { createRunWorker } from "~/services/run-worker.server";
import { createEngineRunner } from "~/services/simulation-runner.server";
import { startSimulation } from "~/services/simulations.server";
import { startUserSession } from "~/utils/auth.server";
import { createLoadContext, createTestServices, formRequest } from "./context";
import { createTestDatabase, dialects, type TestDatabase } from "./database";

const BASE = "http://localhost:3000";

async function settle<T>(promise: Promise<T> | T): Promise<T | Response> {
  try {
    return await promise;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** An action's answer as status and body, whether it returned data(), a Response or a redirect. */
async function answerOf(value: unknown): Promise<{ status: number; body: unknown }> {
  if (value instanceof Response) {
    const text = await value.text();
    return {
      status: value.status,
      body: text && value.headers.get("Content-Type")?.includes("json") ? JSON.parse(text) : text,
    };
  }
  const { data, init } = value as { data: unknown; init: { status?: number } | null };
  return { status: init?.status ?? 200, body: data };
}

describe.each(dialects)("the idea-testing pages on %s", (dialect) => {
  let database: TestDatabase;
  let services: AppServices;
  let user: { id: string; cookie: string };

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database, { env: { GUEST_RUNS_PER_IP: "2" } });
    const account = await createAccount(
      database.db,
      { email: "pages@example.com", name: null, password: "abcdefg1" },
      new Date(),
    );
    const setCookie = await startUserSession(createLoadContext(services), new Request(BASE), account.id);
    user = { id: account.id, cookie: setCookie.split(";")[0]! };
  });
  afterAll(() => database.destroy());

  async function completedRun(goal: string, createdAt = new Date()) {
    const run = await startSimulation(
      database.db,
      { owner: { kind: "user", userId: user.id }, goal, cohortId: "general", personaCount: 25 },
      createdAt,
    );
    return run;
  }

  it("lists completed runs newest first with labels cut at 60 characters, and the balance", async () => {
    const worker = createRunWorker({
      db: database.db,
      events: createLocalRunEvents(),
      runner: createEngineRunner(),
    });
    for (let i = 0; i < 7; i++) {
      await completedRun(
        `Idea number ${i} ${"with a long description that goes on ".repeat(2)}`,
        new Date(Date.now() + i * 1000),
      );
      await worker.runNext();
    }
    const layout = (request: string) =>
      appLayout.loader({
        request: new Request(`${BASE}${request}`, { headers: { Cookie: user.cookie } }),
        params: {},
        context: createLoadContext(services),
      });
    const first = (await layout("/app")) as Exclude<
      Awaited<ReturnType<typeof appLayout.loader>>,
      { type: string }
    >;
    expect("history" in first && first.history).toMatchObject({ shown: 10, hasMore: false });
    const items = ("history" in first && first.history?.items) || [];
    expect(items).toHaveLength(7);
    expect(items[0]!.label).toMatch(/^Idea number 6 .{40,}\.\.\.$/);
    expect(items[0]!.label).toHaveLength(60);
    // Date, audience and size for the sidebar's second line.
    expect(items[0]).toMatchObject({ size: 25, audience: expect.stringMatching(/\w/) });
    expect(Date.parse(items[0]!.createdAt)).toBeGreaterThan(Date.parse(items[6]!.createdAt));
    expect("balance" in first && first.balance).toEqual({ remaining: 25, used: 175 });
  });

  it("pages the history with ?history=", async () => {
    const layout = async (query: string) =>
      (await appLayout.loader({
        request: new Request(`${BASE}/app${query}`, { headers: { Cookie: user.cookie } }),
        params: {},
        context: createLoadContext(services),
      })) as { history: { items: unknown[]; hasMore: boolean } };
    expect((await layout("?history=5")).history).toMatchObject({ hasMore: true });
    expect((await layout("?history=5")).history.items).toHaveLength(5);
    expect((await layout("?history=10")).history.items).toHaveLength(7);
  });

  it("tells a run that has gone on too long that it timed out, and stops refreshing", async () => {
    const stale = await completedRun("A stuck idea", new Date(Date.now() + 10_000));
    await database.db
      .updateTable("simulations")
      .set({ created_at: new Date(Date.now() - 7 * 60 * 1000).toISOString() })
      .where("id", "=", stale.id)
      .execute();
    const page = await runPage.loader({
      request: new Request(`${BASE}/app/simulation/${stale.id}`, { headers: { Cookie: user.cookie } }),
      params: { id: stale.id },
      context: createLoadContext(services),
    });
    expect(page).toMatchObject({ timedOut: true, autoRefresh: null, report: null });
    const fresh = await runPage.loader({
      request: new Request(`${BASE}/app/simulation/${stale.id}`, { headers: { Cookie: user.cookie } }),
      params: { id: stale.id },
      context: createLoadContext({ ...services, now: () => new Date(Date.now() - 7 * 60 * 1000 + 1000) }),
    });
    expect(fresh).toMatchObject({ timedOut: false, autoRefresh: 2 });
  });

  it("is a 404 for a run that is not the viewer's, page and export alike", async () => {
    const other = await createAccount(
      database.db,
      { email: "other-pages@example.com", name: null, password: "abcdefg1" },
      new Date(),
    );
    const theirs = await startSimulation(
      database.db,
      { owner: { kind: "user", userId: other.id }, goal: "Theirs", cohortId: "general", personaCount: 25 },
      new Date(),
    );
    for (const loader of [runPage.loader, exportRoute.loader] as Array<(args: never) => Promise<unknown>>) {
      const answer = await settle(
        loader({
          request: new Request(`${BASE}/app/simulation/${theirs.id}`, { headers: { Cookie: user.cookie } }),
          params: { id: theirs.id },
          context: createLoadContext(services),
        } as never),
      );
      expect(answer).toMatchObject({ status: 404 });
    }
  });

  it("gives a guest one free run, counts guests per address, and refuses 50 personas", async () => {
    const guestCookie = async (id: string) =>
      (await services.sessions.guestCookie.serialize(id)).split(";")[0]!;
    const run = (cookie: string, ip: string, size = "25") =>
      settle(
        ideaPage.action({
          request: formRequest(
            `${BASE}/app?index`,
            { idea: "A guest idea, $3/month", audience: "general", size },
            { Cookie: cookie },
          ),
          params: {},
          context: createLoadContext(services, { clientIp: ip }),
        }),
      );

    const locked = await answerOf(await run(await guestCookie("guest-a"), "198.51.100.1", "50"));
    expect(locked.status).toBe(400);
    expect(locked.body).toMatchObject({ result: { error: { size: ["Sign up to unlock this feature"] } } });

    expect((await answerOf(await run(await guestCookie("guest-a"), "198.51.100.1"))).status).toBe(302);
    const again = await answerOf(await run(await guestCookie("guest-a"), "198.51.100.1"));
    expect(again.status).toBe(403);
    expect(again.body).toMatchObject({ modal: { kind: "signup-gate" } });

    // A new cookie from the same address: one more run (the limit is 2 here), then the gate.
    expect((await answerOf(await run(await guestCookie("guest-b"), "198.51.100.1"))).status).toBe(302);
    expect((await answerOf(await run(await guestCookie("guest-c"), "198.51.100.1"))).status).toBe(403);
    expect((await answerOf(await run(await guestCookie("guest-d"), "203.0.113.99"))).status).toBe(302);
  });

  it("records simulation_started for a visitor who accepted analytics, and nothing for one who did not", async () => {
    const start = async (guestId: string, consent: string | null) => {
      const cookies = [(await services.sessions.guestCookie.serialize(guestId)).split(";")[0]!];
      if (consent) cookies.push(`sb_consent=${consent}`);
      return settle(
        ideaPage.action({
          request: formRequest(
            `${BASE}/app?index`,
            { idea: "A tracked idea, $3/month", audience: "general", size: "25" },
            { Cookie: cookies.join("; ") },
          ),
          params: {},
          context: createLoadContext(services, { clientIp: `192.0.2.${Math.floor(Math.random() * 200)}` }),
        }),
      );
    };
    const events = () =>
      database.db
        .selectFrom("analytics_events")
        .select(["name", "properties"])
        .where("name", "=", "simulation_started")
        .execute();
    expect(await start("tracked-no", "rejected")).toMatchObject({ status: 302 });
    expect(await events()).toEqual([]);
    const accepted = (await start("tracked-yes", "accepted")) as Response;
    expect(accepted.status).toBe(302);
    const simulationId = accepted.headers.get("Location")!.split("/").pop();
    const [event] = await events();
    expect(JSON.parse(event!.properties)).toEqual({
      simulation_id: simulationId,
      persona_count: 25,
      strategy: "engine",
    });
    expect(accepted.headers.get("Set-Cookie")).toContain("sb_analytics_session=");
  });
});
