import { redirect } from "@remix-run/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { AppServices } from "~/context.server";
import type { AnalyticsEvent } from "~/db/schema";
import { buildAppReport, getPresetCohort, simulate } from "~/engine";
import * as demoRunRoute from "~/routes/api.demo.run";
import * as appRoute from "~/routes/app._index";
import * as chatPageRoute from "~/routes/app.c.$chatId";
import * as simulationPage from "~/routes/app.simulation.$id";
import * as chatDialogRoute from "~/routes/app.simulation.$id.chat.$personaId";
import * as callbackRoute from "~/routes/auth.callback";
import * as signInRoute from "~/routes/auth.sign-in";
import * as demoPage from "~/routes/demo";
import * as orchestratorStartRoute from "~/api/endpoints/orchestrator.start";
import * as personaChatRoute from "~/api/endpoints/persona-chat.chat";
import * as configureRoute from "~/api/endpoints/simulations._index";
import * as startRoute from "~/api/endpoints/start";
import { createAccount } from "~/services/password-accounts.server";
import { listEvents } from "~/services/analytics.server";
import { createApiToken } from "~/services/api-tokens.server";
import { createLocalRunEvents } from "~/services/run-events.server";
import { createRunWorker } from "~/services/run-worker.server";
import { createEngineRunner } from "~/services/simulation-runner.server";
import { getSimulation, startSimulation } from "~/services/simulations.server";
import type { VerifiedIdentity } from "~/services/users.server";
import { DEMO_RUN_LIMIT } from "~/utils/demo.server";
import { startUserSession } from "~/utils/auth.server";
import { callRoute, createLoadContext, createTestServices, formRequest } from "./context";
import { createTestDatabase, dialects, type TestDatabase } from "./database";

// The demo can be made to fail (demo_failed): its report is built by the engine.
const demo = vi.hoisted(() => ({ fail: false }));
vi.mock("~/engine", async (importOriginal) => {
  const actual = await importOriginal<typeof import("~/engine")>();
  return {
    ...actual,
    buildDecisionReport: (...args: Parameters<typeof actual.buildDecisionReport>) => {
      if (demo.fail) throw new Error("The demo panel could not be drawn");
      return actual.buildDecisionReport(...args);
    },
  };
});

const BASE = "http://localhost:3000";
const IDEA = "A browser extension that summarises long email threads with AI for busy managers, $8/month";

/** A fresh analytics session id, and the cookies of a browser that accepted analytics with it. */
const newSession = () => crypto.randomUUID().replaceAll("-", "");
const consented = (session: string) =>
  `sb_consent=accepted; sb_consent_date=2026-01-02T03:04:05.000Z; sb_analytics_session=${session}`;
const REJECTED = "sb_consent=rejected; sb_consent_date=2026-01-02T03:04:05.000Z";

function propertiesOf(event: AnalyticsEvent | undefined): unknown {
  return event ? JSON.parse(event.properties) : undefined;
}

describe.each(dialects)("server-side analytics events on %s", (dialect) => {
  let database: TestDatabase;
  let services: AppServices;
  const runEvents = createLocalRunEvents();

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database, { runtime: { events: runEvents } });
  });
  afterAll(() => database.destroy());
  afterEach(() => {
    demo.fail = false;
  });

  /** A session's events by name (events of the same millisecond have no order). */
  async function eventsOf(sessionId: string): Promise<Map<string, AnalyticsEvent>> {
    const events = await listEvents(database.db, { sessionId });
    return new Map(events.map((event) => [event.name, event]));
  }
  const namesOf = async (sessionId: string) => [...(await eventsOf(sessionId)).keys()].sort();
  const allEvents = () => database.db.selectFrom("analytics_events").selectAll().execute();

  async function newUser(label: string) {
    const user = await createAccount(
      database.db,
      { email: `${label}-${crypto.randomUUID()}@example.com`, name: label, password: "abcdefg1" },
      new Date(),
    );
    const setCookie = await startUserSession(createLoadContext(services), new Request(BASE), user.id);
    const { token } = await createApiToken(database.db, { userId: user.id, name: "test" }, new Date());
    return { id: user.id, cookie: setCookie.split(";")[0]!, token };
  }

  async function guestCookie() {
    return (await services.sessions.guestCookie.serialize(`guest-${crypto.randomUUID()}`)).split(";")[0]!;
  }

  /** Runs every queued run with a worker that records for the app's analytics, as server.ts builds it. */
  async function runQueued() {
    const worker = createRunWorker({
      db: database.db,
      events: runEvents,
      runner: createEngineRunner({ db: database.db }),
      analytics: services.analytics,
    });
    while (await worker.runNext()) {
      // until the queue is empty
    }
  }

  function startFromApp(cookie: string, size = 25) {
    return callRoute(
      appRoute.action,
      formRequest(
        `${BASE}/app`,
        { idea: IDEA, audience: "tech_early", size: String(size) },
        { Cookie: cookie },
      ),
      services,
    );
  }

  describe("runs", () => {
    it("records simulation_started and credits_used for an account, and completion in the same session", async () => {
      const alice = await newUser("alice");
      const session = newSession();
      const answer = await startFromApp(`${alice.cookie}; ${consented(session)}`, 50);
      expect(answer.status).toBe(302);
      const simulationId = answer.headers.get("Location")!.split("/").at(-1)!;
      expect(await getSimulation(database.db, simulationId)).toMatchObject({ analytics_session_id: session });

      let events = await eventsOf(session);
      expect([...events.keys()].sort()).toEqual(["credits_used", "simulation_started"]);
      expect(events.get("simulation_started")).toMatchObject({ user_id: alice.id, is_authenticated: 1 });
      expect(propertiesOf(events.get("credits_used"))).toEqual({
        credits_remaining: 150,
        personas_used: 50,
        simulation_id: simulationId,
      });

      await runQueued();
      events = await eventsOf(session);
      expect(events.get("simulation_completed")).toMatchObject({
        user_id: alice.id,
        is_authenticated: 1,
        path: `/app/simulation/${simulationId}`,
      });
      expect(propertiesOf(events.get("simulation_completed"))).toEqual({
        simulation_id: simulationId,
        strategy: "engine",
        persona_count: 50,
      });
    });

    it("records a guest's run as not authenticated, without credits_used", async () => {
      const session = newSession();
      const answer = await startFromApp(`${await guestCookie()}; ${consented(session)}`);
      expect(answer.status).toBe(302);
      await runQueued();
      const events = await listEvents(database.db, { sessionId: session });
      expect(events.map((event) => event.name).sort()).toEqual([
        "simulation_completed",
        "simulation_started",
      ]);
      expect(events.every((event) => event.user_id === null && event.is_authenticated === 0)).toBe(true);
    });

    it("gives a browser without a session one new session for the run and all its events", async () => {
      const alice = await newUser("alice");
      const answer = await startFromApp(`${alice.cookie}; sb_consent=accepted`);
      const issued = answer.headers
        .getSetCookie()
        .find((cookie) => cookie.startsWith("sb_analytics_session="))
        ?.split(";")[0]
        ?.split("=")[1];
      expect(issued).toMatch(/^[0-9a-f]{32}$/);
      await runQueued();
      expect(await namesOf(issued!)).toEqual(["credits_used", "simulation_completed", "simulation_started"]);
    });

    it("stores no session on the run and records nothing without consent", async () => {
      const alice = await newUser("alice");
      const before = (await allEvents()).length;
      for (const cookie of [
        alice.cookie,
        `${alice.cookie}; ${REJECTED}; sb_analytics_session=${newSession()}`,
      ]) {
        const answer = await startFromApp(cookie);
        expect(answer.headers.getSetCookie()).toEqual([]);
        const simulationId = answer.headers.get("Location")!.split("/").at(-1)!;
        expect(await getSimulation(database.db, simulationId)).toMatchObject({ analytics_session_id: null });
      }
      await runQueued();
      expect(await allEvents()).toHaveLength(before);
    });

    it("records the starts of POST /orchestrator/start and of the chat form's runs", async () => {
      const alice = await newUser("alice");
      const session = newSession();
      const cookie = `${alice.cookie}; ${consented(session)}`;
      const json = (path: string, body: unknown) =>
        new Request(`${BASE}${path}`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Cookie: cookie },
          body: JSON.stringify(body),
        });

      const api = await callRoute(
        orchestratorStartRoute.action,
        json("/orchestrator/start", { goal: IDEA, audience: "tech_early", persona_count: 25 }),
        services,
      );
      expect(api.status).toBe(200);
      const apiRun = (api.body as { simulation_id: string }).simulation_id;

      const configured = await callRoute(
        configureRoute.action,
        json("/simulations", { goal: "A focus app for freelancers, $5/month", persona_count: 25 }),
        services,
      );
      const configId = (configured.body as { config_id: string }).config_id;
      const started = await callRoute(startRoute.action, json("/start", { config_id: configId }), services);
      expect(started.status).toBe(200);
      const chatRun = (started.body as { simulation_id: string }).simulation_id;
      // A repeated start is the same run: nothing new is recorded.
      await callRoute(startRoute.action, json("/start", { config_id: configId }), services);

      for (const id of [apiRun, chatRun]) {
        expect(await getSimulation(database.db, id)).toMatchObject({ analytics_session_id: session });
      }
      await runQueued();
      const events = await listEvents(database.db, { sessionId: session });
      const about = (id: string) =>
        events
          .filter((event) => (propertiesOf(event) as { simulation_id?: string }).simulation_id === id)
          .map((event) => event.name)
          .sort();
      expect(about(apiRun)).toEqual(["credits_used", "simulation_completed", "simulation_started"]);
      expect(about(chatRun)).toEqual(["credits_used", "simulation_completed", "simulation_started"]);
    });

    it("records the start of a run from the chat page's Start", async () => {
      const alice = await newUser("alice");
      const session = newSession();
      const configured = await callRoute(
        configureRoute.action,
        new Request(`${BASE}/simulations`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Cookie: alice.cookie },
          body: JSON.stringify({ goal: "A focus app for freelancers, $5/month", persona_count: 25 }),
        }),
        services,
      );
      const chatId = (configured.body as { config_id: string }).config_id;
      const answer = await callRoute(
        chatPageRoute.action,
        formRequest(
          `${BASE}/app/c/${chatId}`,
          { intent: "start" },
          { Cookie: `${alice.cookie}; ${consented(session)}` },
        ),
        services,
        { chatId },
      );
      expect(answer.status).toBe(302);
      expect(await namesOf(session)).toEqual(["credits_used", "simulation_started"]);
    });
  });

  describe("report_viewed", () => {
    async function completedRun(userId: string) {
      const simulation = await startSimulation(
        database.db,
        {
          owner: { kind: "user", userId },
          goal: IDEA,
          cohortId: "general",
          personaCount: 25,
          seed: "viewed",
        },
        new Date(),
      );
      const result = simulate({ idea: IDEA, cohort: getPresetCohort("general")!, count: 25, seed: "viewed" });
      const report = buildAppReport(result, { simulationId: simulation.id, goal: IDEA });
      await database.db
        .updateTable("simulations")
        .set({ status: "completed", stage: "completed", report: JSON.stringify(report) })
        .where("id", "=", simulation.id)
        .execute();
      return { id: simulation.id, report };
    }

    const page = (url: string, cookie: string, id: string, headers: Record<string, string> = {}) =>
      callRoute(
        simulationPage.loader,
        new Request(url, { headers: { Cookie: cookie, ...headers } }),
        services,
        {
          id,
        },
      );

    it("records a completed report shown on its page, not a running one, a prefetch or a chat dialog", async () => {
      const alice = await newUser("alice");
      const session = newSession();
      const cookie = `${alice.cookie}; ${consented(session)}`;
      const running = await startSimulation(
        database.db,
        { owner: { kind: "user", userId: alice.id }, goal: IDEA, cohortId: "general", personaCount: 25 },
        new Date(),
      );
      expect((await page(`${BASE}/app/simulation/${running.id}`, cookie, running.id)).status).toBe(200);
      expect(await listEvents(database.db, { sessionId: session })).toEqual([]);

      const run = await completedRun(alice.id);
      await page(`${BASE}/app/simulation/${run.id}`, cookie, run.id, { "Sec-Purpose": "prefetch" });
      await page(
        `${BASE}/app/simulation/${run.id}/chat/${run.report.personas[0]!.persona_id}`,
        cookie,
        run.id,
      );
      expect(await listEvents(database.db, { sessionId: session })).toEqual([]);

      const shown = await page(`${BASE}/app/simulation/${run.id}?q=price`, cookie, run.id);
      expect(shown.status).toBe(200);
      const events = await listEvents(database.db, { sessionId: session });
      expect(events).toMatchObject([
        { name: "report_viewed", user_id: alice.id, is_authenticated: 1, path: `/app/simulation/${run.id}` },
      ]);
      expect(propertiesOf(events[0])).toEqual({ report_type: "simulation", simulation_id: run.id });

      // Without consent, nothing.
      const before = (await allEvents()).length;
      await page(`${BASE}/app/simulation/${run.id}`, alice.cookie, run.id);
      expect(await allEvents()).toHaveLength(before);
    });
  });

  describe("persona chat", () => {
    async function completedRun(userId: string) {
      const simulation = await startSimulation(
        database.db,
        { owner: { kind: "user", userId }, goal: IDEA, cohortId: "general", personaCount: 25, seed: "chat" },
        new Date(),
      );
      const result = simulate({ idea: IDEA, cohort: getPresetCohort("general")!, count: 25, seed: "chat" });
      const report = buildAppReport(result, { simulationId: simulation.id, goal: IDEA });
      await database.db
        .updateTable("simulations")
        .set({ status: "completed", stage: "completed", report: JSON.stringify(report) })
        .where("id", "=", simulation.id)
        .execute();
      return { id: simulation.id, personaId: report.personas[0]!.persona_id };
    }

    it("records chat_started for the first message and chat_message_sent for each", async () => {
      const alice = await newUser("alice");
      const run = await completedRun(alice.id);
      const session = newSession();
      const cookie = `${alice.cookie}; ${consented(session)}`;
      const url = `${BASE}/app/simulation/${run.id}/chat/${run.personaId}`;
      const params = { id: run.id, personaId: run.personaId };

      const first = await callRoute(
        chatDialogRoute.action,
        formRequest(url, { message: "What would you pay?" }, { Cookie: cookie }),
        services,
        params,
      );
      expect(first.status).toBe(302);
      let events = await listEvents(database.db, { sessionId: session });
      expect(events.map((event) => event.name).sort()).toEqual(["chat_message_sent", "chat_started"]);
      const started = events.find((event) => event.name === "chat_started")!;
      const chatId = (propertiesOf(started) as { chat_id: string }).chat_id;
      expect(started).toMatchObject({ user_id: alice.id, is_authenticated: 1 });
      expect(propertiesOf(started)).toEqual({ chat_id: chatId, simulation_id: run.id });
      expect(propertiesOf(events.find((event) => event.name === "chat_message_sent"))).toEqual({
        chat_id: chatId,
        message_length: "What would you pay?".length,
        message_count: 1,
      });

      // The JSON API, the same chat: a second message, no second chat_started.
      const second = await callRoute(
        personaChatRoute.action,
        new Request(`${BASE}/persona-chat/chat`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Cookie: cookie },
          body: JSON.stringify({ persona_id: run.personaId, simulation_id: run.id, message: "Why?" }),
        }),
        services,
      );
      expect(second.status).toBe(200);
      events = await listEvents(database.db, { sessionId: session });
      expect(events.filter((event) => event.name === "chat_started")).toHaveLength(1);
      const sent = events.filter((event) => event.name === "chat_message_sent").map(propertiesOf);
      expect(sent).toContainEqual({ chat_id: chatId, message_length: 4, message_count: 2 });

      // Clearing the chat deletes it (chat_deleted); the dialog opens empty again.
      const cleared = await callRoute(
        chatDialogRoute.action,
        formRequest(url, { intent: "clear" }, { Cookie: cookie }),
        services,
        params,
      );
      expect(cleared.status).toBe(302);
      const dialog = await callRoute(
        chatDialogRoute.loader,
        new Request(url, { headers: { Cookie: cookie } }),
        services,
        params,
      );
      expect(dialog.body).toMatchObject({ kind: "user", messages: [] });
      events = await listEvents(database.db, { sessionId: session, name: "chat_deleted" });
      expect(events.map(propertiesOf)).toEqual([{ chat_id: chatId }]);
      // Clearing an empty chat deletes nothing and records nothing.
      await callRoute(
        chatDialogRoute.action,
        formRequest(url, { intent: "clear" }, { Cookie: cookie }),
        services,
        params,
      );
      expect(await listEvents(database.db, { sessionId: session, name: "chat_deleted" })).toHaveLength(1);
    });

    it("records no chat events without consent", async () => {
      const alice = await newUser("alice");
      const run = await completedRun(alice.id);
      const before = (await allEvents()).length;
      const answer = await callRoute(
        personaChatRoute.action,
        new Request(`${BASE}/persona-chat/chat`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Authorization: `Bearer ${alice.token}` },
          body: JSON.stringify({ persona_id: run.personaId, simulation_id: run.id, message: "Hello" }),
        }),
        services,
      );
      expect(answer.status).toBe(200);
      expect(await allEvents()).toHaveLength(before);
    });
  });

  describe("sign-up", () => {
    let identityServices: AppServices;
    let identity: VerifiedIdentity;

    beforeAll(() => {
      // The provider's callback, as if it had verified `identity`.
      identityServices = {
        ...services,
        oidc: {
          authenticate: async (request: Request) => {
            if (!new URL(request.url).searchParams.get("code"))
              throw redirect("http://localhost:3000/idp/auth");
            return identity;
          },
        },
      };
    });

    const signUp = (query: string, cookie: string) =>
      callRoute(
        signInRoute.loader,
        new Request(`${BASE}/auth/sign-up${query}`, { headers: { Cookie: cookie } }),
        services,
      );
    const callback = (cookie: string) =>
      callRoute(
        callbackRoute.loader,
        new Request(`${BASE}/auth/callback?code=c&state=s`, { headers: { Cookie: cookie } }),
        identityServices,
      );
    const sourceCookieOf = (answer: { headers: Headers }) =>
      answer.headers.getSetCookie().find((cookie) => cookie.startsWith("sb_signup_source="));

    it("remembers ?source=email_gate across the provider and records the sign-up once", async () => {
      const session = newSession();
      const started = await signUp("?source=email_gate", consented(session));
      expect(started.status).toBe(302);
      expect(started.headers.get("Location")).toMatch(/^http:\/\/localhost:3000\/idp\/auth\?/);
      const remembered = sourceCookieOf(started);
      expect(remembered).toMatch(/Path=\/auth/);
      expect(remembered).toMatch(/HttpOnly/);
      expect(remembered).toMatch(/Max-Age=900/);

      identity = {
        issuer: "https://id.example.com",
        subject: crypto.randomUUID(),
        email: `${crypto.randomUUID()}@example.com`,
        name: "Newcomer",
      };
      const cookie = `${consented(session)}; ${remembered!.split(";")[0]}`;
      const done = await callback(cookie);
      expect(done.status).toBe(302);
      expect(done.headers.get("Location")).toBe("/app");
      expect(sourceCookieOf(done)).toMatch(/Max-Age=0/);
      const events = await eventsOf(session);
      expect([...events.keys()].sort()).toEqual(["email_gate_signup_completed", "user_signed_up"]);
      const userId = events.get("user_signed_up")!.user_id;
      expect(userId).toEqual(expect.any(String));
      expect(events.get("user_signed_up")).toMatchObject({ is_authenticated: 1, path: "/auth/callback" });
      expect(propertiesOf(events.get("user_signed_up"))).toEqual({ signup_source: "email_gate" });
      expect(propertiesOf(events.get("email_gate_signup_completed"))).toEqual({
        method: "account",
        variant: "daily_limit",
      });

      // Signing in again is no sign-up.
      await callback(consented(session));
      expect(await listEvents(database.db, { sessionId: session })).toHaveLength(2);
    });

    it("counts the first sign-in of an account the local provider's sign-up page made", async () => {
      const session = newSession();
      const email = `${crypto.randomUUID()}@example.com`;
      await createAccount(database.db, { email, name: null, password: "abcdefg1" }, new Date());
      identity = { issuer: "http://localhost:3000/idp", subject: crypto.randomUUID(), email, name: null };
      const started = await signUp("?source=not-a-source", consented(session));
      expect(sourceCookieOf(started)).toBeUndefined();
      await callback(consented(session));
      const events = await eventsOf(session);
      expect([...events.keys()]).toEqual(["user_signed_up"]);
      expect(propertiesOf(events.get("user_signed_up"))).toEqual({ signup_source: "direct" });
    });

    it("keeps no source and records nothing without consent", async () => {
      const started = await signUp("?source=email_gate", REJECTED);
      expect(sourceCookieOf(started)).toBeUndefined();
      const before = (await allEvents()).length;
      identity = {
        issuer: "https://id.example.com",
        subject: crypto.randomUUID(),
        email: `${crypto.randomUUID()}@example.com`,
        name: null,
      };
      const done = await callback(REJECTED);
      expect(done.status).toBe(302);
      expect(await allEvents()).toHaveLength(before);
    });
  });

  describe("the demo", () => {
    it("records demo_started, demo_loaded and report_viewed for the page and the API", async () => {
      const session = newSession();
      const loaded = await callRoute(
        demoPage.loader,
        new Request(`${BASE}/demo?seed=abc`, { headers: { Cookie: consented(session) } }),
        services,
      );
      expect(loaded.status).toBe(200);
      const events = await eventsOf(session);
      expect([...events.keys()].sort()).toEqual(["demo_loaded", "demo_started", "report_viewed"]);
      expect(events.get("demo_started")).toMatchObject({ user_id: null, is_authenticated: 0, path: "/demo" });
      expect(propertiesOf(events.get("report_viewed"))).toEqual({ report_type: "demo" });

      const again = newSession();
      const api = await callRoute(
        demoRunRoute.action,
        new Request(`${BASE}/api/demo/run`, { method: "POST", headers: { Cookie: consented(again) } }),
        services,
      );
      expect(api.status).toBe(200);
      expect(await namesOf(again)).toEqual(["demo_loaded", "demo_started", "report_viewed"]);
    });

    it("records demo_failed when the demo throws", async () => {
      const session = newSession();
      demo.fail = true;
      const error = await demoPage
        .loader({
          request: new Request(`${BASE}/demo`, { headers: { Cookie: consented(session) } }),
          params: {},
          context: createLoadContext(services),
        } as never)
        .catch((thrown: unknown) => thrown);
      expect(error).toBeInstanceOf(Error);
      const events = await eventsOf(session);
      expect([...events.keys()].sort()).toEqual(["demo_failed", "demo_started"]);
      expect(propertiesOf(events.get("demo_failed"))).toEqual({ error: "The demo panel could not be drawn" });
    });

    it("records nothing without consent", async () => {
      const before = (await allEvents()).length;
      await callRoute(
        demoPage.loader,
        new Request(`${BASE}/demo`, { headers: { Cookie: REJECTED } }),
        services,
      );
      await callRoute(demoRunRoute.action, new Request(`${BASE}/api/demo/run`, { method: "POST" }), services);
      expect(await allEvents()).toHaveLength(before);
    });

    it("limits demo runs per address, page and API together, with a 429 that says so", async () => {
      const limited = createTestServices(database);
      const context = createLoadContext(limited, { clientIp: "198.51.100.23" });
      const load = () =>
        demoPage
          .loader({ request: new Request(`${BASE}/demo?seed=x`), params: {}, context } as never)
          .then(() => 200)
          .catch((thrown: unknown) => (thrown instanceof Response ? thrown : Promise.reject(thrown)));
      for (let run = 0; run < DEMO_RUN_LIMIT - 1; run++) expect(await load()).toBe(200);
      const api = await demoRunRoute.action({
        request: new Request(`${BASE}/api/demo/run`, { method: "POST" }),
        params: {},
        context,
      } as never);
      expect(api.status).toBe(200);

      const refused = (await load()) as Response;
      expect(refused.status).toBe(429);
      expect(await refused.text()).toBe(
        "Too many demo runs from your network. Please wait a few minutes and try again.",
      );
      expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
      const refusedApi = await demoRunRoute.action({
        request: new Request(`${BASE}/api/demo/run`, { method: "POST" }),
        params: {},
        context,
      } as never);
      expect(refusedApi.status).toBe(429);
      expect(await refusedApi.json()).toEqual({
        detail: "Too many demo runs from your network. Please wait a few minutes and try again.",
      });
      // Another address is not affected.
      const other = await callRoute(demoPage.loader, new Request(`${BASE}/demo`), limited);
      expect(other.status).toBe(200);
    });
  });
});
