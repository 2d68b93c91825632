import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "~/context.server";
import type { AppReport } from "~/engine";
import * as analyzeRoute from "~/api/endpoints/api.orchestrator.analyze-results";
import * as chatPage from "~/routes/app.c.$chatId";
import * as newChatPage from "~/routes/app.c._index";
import * as clarifyRoute from "~/api/endpoints/clarify";
import * as extractRoute from "~/api/endpoints/extract-config";
import * as reportRoute from "~/api/endpoints/simulations.$id.report";
import * as configureRoute from "~/api/endpoints/simulations._index";
import * as startRoute from "~/api/endpoints/start";
import { createAccount } from "~/services/password-accounts.server";
import { createApiToken } from "~/services/api-tokens.server";
import { getOwnedConversation } from "~/services/conversations.server";
import { createLocalRunEvents } from "~/services/run-events.server";
import { createRunWorker } from "~/services/run-worker.server";
import { createEngineRunner } from "~/services/simulation-runner.server";
import { getSimulation } from "~/services/simulations.server";
import { startUserSession } from "~/utils/auth.server";
import { createLoadContext, createTestServices, formRequest, callRoute, type RouteAnswer } from "./context";
import { createTestDatabase, dialects, type TestDatabase } from "./database";

const BASE = "http://localhost:3000";
const VAGUE_IDEA = "A meal planning app";
const ANSWER = "Busy parents who waste time deciding what to cook every night, $8/month";

type Answer = RouteAnswer;

const call = callRoute;

type Auth = { token: string } | { cookie: string } | null;

function json(path: string, auth: Auth, body?: unknown, method = body === undefined ? "GET" : "POST") {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (auth && "token" in auth) headers.Authorization = `Bearer ${auth.token}`;
  if (auth && "cookie" in auth) headers.Cookie = auth.cookie;
  return new Request(`${BASE}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

describe.each(dialects)("the app in chat form on %s", (dialect) => {
  let database: TestDatabase;
  let services: AppServices;
  const users: Record<"alice" | "bob", { id: string; token: string; cookie: string }> = {} as never;
  const events = createLocalRunEvents();

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database, { runtime: { events } });
    for (const name of ["alice", "bob"] as const) {
      const user = await createAccount(
        database.db,
        { email: `${name}-chat@example.com`, name, password: "abcdefg1" },
        new Date(),
      );
      const { token } = await createApiToken(database.db, { userId: user.id, name: "test" }, new Date());
      const setCookie = await startUserSession(createLoadContext(services), new Request(BASE), user.id);
      users[name] = { id: user.id, token, cookie: setCookie.split(";")[0]! };
    }
  });
  afterAll(() => database.destroy());

  const alice = () => ({ token: users.alice.token });
  const bob = () => ({ token: users.bob.token });
  const post = (handler: (args: never) => unknown, path: string, auth: Auth, body: unknown) =>
    call(handler, json(path, auth, body), services);
  const clarify = (auth: Auth, body: unknown) => post(clarifyRoute.action, "/clarify", auth, body);
  const extract = (auth: Auth, body: unknown) => post(extractRoute.action, "/extract-config", auth, body);
  const configure = (auth: Auth, body: unknown) => post(configureRoute.action, "/simulations", auth, body);
  const start = (auth: Auth, body: unknown) => post(startRoute.action, "/start", auth, body);
  const analyze = (auth: Auth, body: unknown) =>
    post(analyzeRoute.action, "/api/orchestrator/analyze-results", auth, body);
  const report = (auth: Auth, id: string) =>
    call(reportRoute.loader, json(`/simulations/${id}/report`, auth), services, { id });

  async function runToCompletion(simulationId: string) {
    const worker = createRunWorker({
      db: database.db,
      events,
      runner: createEngineRunner({ db: database.db }),
    });
    for (let attempt = 0; attempt < 20; attempt++) {
      if ((await getSimulation(database.db, simulationId))?.status === "completed") return;
      await worker.runNext();
    }
    throw new Error(`simulation ${simulationId} did not complete`);
  }

  async function configured(auth: Auth, persona_count = 25) {
    const answer = await configure(auth, { goal: "A focus app for freelancers, $5/month", persona_count });
    expect(answer.status).toBe(201);
    return (answer.body as { config_id: string }).config_id;
  }

  it("goes from an idea to a report to an answer about it, through the API", async () => {
    const first = await clarify(alice(), { user_input: VAGUE_IDEA, dialogue_history: [] });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      status: "needs_clarification",
      question: expect.stringMatching(/^Who is it for\?/),
      missing: ["target_customer", "problem", "price"],
      session_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    const { session_id, question } = first.body as { session_id: string; question: string };

    // With the session id and no dialogue_history, the stored dialogue is used.
    const second = await clarify(alice(), { user_input: ANSWER, session_id });
    expect(second.body).toEqual({
      status: "ready",
      message: expect.any(String),
      summary: `${VAGUE_IDEA}. For busy parents who waste time deciding what to cook every night, $8/month.`,
      session_id,
    });

    const dialogue = [
      { role: "user", content: VAGUE_IDEA },
      { role: "assistant", content: question },
      { role: "user", content: ANSWER },
    ];
    const extracted = await extract(alice(), { dialogue_history: dialogue });
    expect(extracted.status).toBe(200);
    expect(extracted.body).toEqual({
      goal: `${VAGUE_IDEA}. For busy parents who waste time deciding what to cook every night, $8/month.`,
      audience: "consumer",
      audience_name: "Consumer Market",
      persona_count: 25,
      reasoning: expect.stringContaining("Consumer Market"),
    });
    const config = extracted.body as { goal: string; audience: string; persona_count: number };

    const saved = await configure(alice(), {
      goal: config.goal,
      audience: config.audience,
      persona_count: config.persona_count,
      session_id,
    });
    expect(saved.status).toBe(201);
    expect(saved.body).toEqual({
      config_id: session_id,
      session_id,
      status: "configured",
      config: {
        goal: config.goal,
        audience: "consumer",
        audience_name: "Consumer Market",
        persona_count: 25,
        cohort_name: null,
      },
    });

    const started = await start(alice(), { config_id: session_id });
    expect(started.status).toBe(200);
    const { simulation_id } = started.body as { simulation_id: string };
    expect(started.body).toEqual({
      simulation_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      already_started: false,
    });
    // A second start (a retry, a double submit) gets the same run, not a second debit.
    expect((await start(alice(), { config_id: session_id })).body).toEqual({
      simulation_id,
      already_started: true,
    });

    const early = await report(alice(), simulation_id);
    expect(early).toMatchObject({
      status: 409,
      body: { detail: "Simulation is still running. Please wait for it to complete." },
    });
    const tooEarly = await analyze(alice(), { user_question: "What price would work?", simulation_id });
    expect(tooEarly).toMatchObject({ status: 409, body: { detail: expect.stringMatching(/still running/) } });

    await runToCompletion(simulation_id);
    const done = await report(alice(), simulation_id);
    expect(done.status).toBe(200);
    const appReport = done.body as AppReport;
    expect(appReport).toMatchObject({ simulation_id, goal: config.goal });
    expect(appReport.personas).toHaveLength(25);

    const answer = await analyze(alice(), {
      user_question: "What price would work?",
      simulation_id,
      dialogue_history: dialogue,
    });
    expect(answer.status).toBe(200);
    const willing = appReport.custom_insights.find((stat) => stat.id === "willing_to_pay")!.value;
    expect(answer.body).toEqual({
      answer: expect.stringContaining(`You stated $8/month. ${willing} of 25`),
      evidence: expect.arrayContaining([
        { label: "Stated price", value: "$8/month" },
        { label: "Willing to pay", value: `${willing} of 25 (${Math.round((willing / 25) * 100)}%)` },
      ]),
      simulation_id,
    });

    const stored = await getOwnedConversation(database.db, session_id, {
      kind: "user",
      userId: users.alice.id,
    });
    expect(stored?.simulationId).toBe(simulation_id);
    expect(stored?.messages.map((message) => [message.role, message.kind ?? null])).toEqual([
      ["user", null],
      ["assistant", "clarification"],
      ["user", null],
      ["assistant", "clarification"],
      ["assistant", "config"],
      ["assistant", "progress"],
    ]);
  });

  it("answers a body that is not JSON with a 400 on every POST route", async () => {
    for (const [handler, path] of [
      [clarifyRoute.action, "/clarify"],
      [extractRoute.action, "/extract-config"],
      [configureRoute.action, "/simulations"],
      [startRoute.action, "/start"],
      [analyzeRoute.action, "/api/orchestrator/analyze-results"],
    ] as const) {
      const answer = await post(handler, path, alice(), "{not json");
      expect(answer, path).toEqual({
        status: 400,
        headers: expect.any(Headers),
        body: { detail: "Request body must be valid JSON" },
      });
    }
  });

  it("refuses callers without a session, guest cookie or valid token with a 401", async () => {
    expect((await clarify(null, { user_input: VAGUE_IDEA })).status).toBe(401);
    expect((await extract(null, { dialogue_history: [{ role: "user", content: VAGUE_IDEA }] })).status).toBe(
      401,
    );
    expect((await configure(null, { goal: VAGUE_IDEA, persona_count: 25 })).status).toBe(401);
    expect((await start({ token: "sb_not-a-real-token" }, { config_id: "x" })).status).toBe(401);
    expect((await analyze(null, { user_question: "Why?", simulation_id: "x" })).status).toBe(401);
    expect((await report(null, "x")).status).toBe(401);
  });

  it("answers bad fields with a 422 that names them", async () => {
    const cases: Array<[Promise<Answer>, string[]]> = [
      [clarify(alice(), { user_input: "   " }), ["body", "user_input"]],
      [clarify(alice(), { user_input: "An idea", cohort_size: 30 }), ["body", "cohort_size"]],
      [
        clarify(alice(), { user_input: "An idea", dialogue_history: [{ role: "system", content: "x" }] }),
        ["body", "dialogue_history", "0", "role"],
      ],
      [extract(alice(), { dialogue_history: [] }), ["body", "dialogue_history"]],
      [
        extract(alice(), { dialogue_history: [{ role: "assistant", content: "Who is it for?" }] }),
        ["body", "dialogue_history"],
      ],
      [
        extract(alice(), { dialogue_history: [{ role: "user", content: "start" }] }),
        ["body", "dialogue_history"],
      ],
      [
        extract(alice(), {
          dialogue_history: [{ role: "user", content: "An idea" }],
          selected_cohort: "aliens",
        }),
        ["body", "selected_cohort"],
      ],
      [configure(alice(), { goal: "", persona_count: 25 }), ["body", "goal"]],
      [configure(alice(), { goal: "An idea", persona_count: 30 }), ["body", "persona_count"]],
      [configure(alice(), { goal: "An idea", persona_count: 25, audience: "aliens" }), ["body", "audience"]],
      [start(alice(), {}), ["body", "config_id"]],
      [analyze(alice(), { user_question: "Why?" }), ["body", "simulation_id"]],
      [analyze(alice(), { user_question: "", simulation_id: "x" }), ["body", "user_question"]],
    ];
    for (const [pending, loc] of cases) {
      const answer = await pending;
      expect(answer.status, loc.join(".")).toBe(422);
      expect((answer.body as { detail: Array<{ loc: string[] }> }).detail).toContainEqual(
        expect.objectContaining({ loc, msg: expect.any(String), type: expect.any(String) }),
      );
    }
  });

  it("treats another user's conversation, configuration and run as not found", async () => {
    const first = await clarify(alice(), { user_input: VAGUE_IDEA });
    const { session_id } = first.body as { session_id: string };
    expect(await clarify(bob(), { user_input: ANSWER, session_id })).toMatchObject({
      status: 404,
      body: { detail: "Conversation not found" },
    });
    expect((await configure(bob(), { goal: "Stolen", persona_count: 25, session_id })).status).toBe(404);

    const configId = await configured(alice());
    expect(await start(bob(), { config_id: configId })).toMatchObject({
      status: 404,
      body: { detail: "Configuration not found" },
    });
    const started = await start(alice(), { config_id: configId });
    const { simulation_id } = started.body as { simulation_id: string };
    expect(await report(bob(), simulation_id)).toMatchObject({
      status: 404,
      body: { detail: "Simulation not found" },
    });
    expect(await analyze(bob(), { user_question: "Who liked it most?", simulation_id })).toMatchObject({
      status: 404,
      body: { detail: "Simulation not found" },
    });

    // The pages answer the same way.
    const page = await call(
      chatPage.loader,
      new Request(`${BASE}/app/c/${configId}`, { headers: { Cookie: users.bob.cookie } }),
      services,
      { chatId: configId },
    );
    expect(page.status).toBe(404);
    const own = await call(
      chatPage.loader,
      new Request(`${BASE}/app/c/${configId}`, { headers: { Cookie: users.alice.cookie } }),
      services,
      { chatId: configId },
    );
    expect(own.status).toBe(200);
  });

  it("refuses steps out of order with a 409", async () => {
    const { session_id } = (await clarify(alice(), { user_input: VAGUE_IDEA })).body as {
      session_id: string;
    };
    expect(await start(alice(), { config_id: session_id })).toMatchObject({
      status: 409,
      body: { detail: "Describe your idea first: there is no configuration to start." },
    });
    const configId = await configured(alice());
    await start(alice(), { config_id: configId });
    expect(await clarify(alice(), { user_input: "More detail", session_id: configId })).toMatchObject({
      status: 409,
    });
    expect(
      await configure(alice(), { goal: "Another", persona_count: 25, session_id: configId }),
    ).toMatchObject({ status: 409 });
  });

  it("answers a start beyond the balance with 402 INSUFFICIENT_CREDITS", async () => {
    const user = await createAccount(
      database.db,
      { email: "carol-chat@example.com", name: null, password: "abcdefg1" },
      new Date(),
    );
    const { token } = await createApiToken(database.db, { userId: user.id, name: "test" }, new Date());
    for (let run = 0; run < 2; run++) {
      expect((await start({ token }, { config_id: await configured({ token }, 100) })).status).toBe(200);
    }
    const configId = await configured({ token }, 25);
    expect(await start({ token }, { config_id: configId })).toMatchObject({
      status: 402,
      body: {
        detail: {
          code: "INSUFFICIENT_CREDITS",
          message: "You need 25 personas but only have 0",
          required: 25,
          available: 0,
          shortfall: 25,
          days_until_refill: 30,
        },
      },
    });
    // The refused start can be tried again later: the configuration was not used up.
    const stored = await getOwnedConversation(database.db, configId, { kind: "user", userId: user.id });
    expect(stored?.simulationId).toBeNull();
  });

  it("holds guests to 25 personas and one free run", async () => {
    const guest = { cookie: (await services.sessions.guestCookie.serialize("guest-chat")).split(";")[0]! };
    expect(await configure(guest, { goal: "A focus app", persona_count: 50 })).toMatchObject({
      status: 403,
      body: { detail: "Sign up to unlock this feature" },
    });
    const extracted = await extract(guest, {
      dialogue_history: [{ role: "user", content: "A focus app for freelancers, test it with 100 personas" }],
    });
    expect(extracted.body).toMatchObject({
      persona_count: 25,
      reasoning: expect.stringMatching(/Guests run 25/),
    });

    const first = await start(guest, { config_id: await configured(guest) });
    expect(first.status).toBe(200);
    expect(await start(guest, { config_id: await configured(guest) })).toMatchObject({
      status: 403,
      body: { detail: { code: "GUEST_RUN_USED", message: "You've used your free simulation" } },
    });
  });

  it("gives a guest on the page one free run of 25 personas, then the sign-up dialog", async () => {
    const cookie = (await services.sessions.guestCookie.serialize("guest-page")).split(";")[0]!;
    const form = (url: string, fields: Record<string, string>) =>
      formRequest(url, fields, { Cookie: cookie });
    async function configuredChat(content: string) {
      const created = await call(
        newChatPage.action,
        form(`${BASE}/app/c?index`, { intent: "message", content }),
        services,
      );
      const chatId = created.headers.get("Location")!.slice("/app/c/".length, -"#latest".length);
      const page = await call(
        chatPage.loader,
        new Request(`${BASE}/app/c/${chatId}`, { headers: { Cookie: cookie } }),
        services,
        { chatId },
      );
      return { chatId, page: page.body as Awaited<ReturnType<typeof chatPage.loader>> };
    }

    const first = await configuredChat(
      "A focus app for freelancers who lose hours to distractions, $5/month. Test it with 100 personas.",
    );
    expect(first.page).toMatchObject({ phase: "configured", guest: true });
    expect(first.page.conversation.config).toMatchObject({
      persona_count: 25,
      reasoning: expect.stringMatching(/Guests run 25 personas/),
    });
    const started = await call(
      chatPage.action,
      form(`${BASE}/app/c/${first.chatId}`, { intent: "start" }),
      services,
      { chatId: first.chatId },
    );
    expect(started.status).toBe(302);

    const second = await configuredChat(
      "A budgeting app for couples who waste money on forgotten subscriptions, $4/month",
    );
    expect(second.page.phase).toBe("configured");
    const refused = await call(
      chatPage.action,
      form(`${BASE}/app/c/${second.chatId}`, { intent: "start" }),
      services,
      { chatId: second.chatId },
    );
    expect(refused).toMatchObject({ status: 403, body: { problem: { kind: "signup-gate" } } });
  });

  it("answers other methods with a 405", async () => {
    const answer = await call(startRoute.loader, json("/start", alice()), services);
    expect(answer).toMatchObject({ status: 405, body: { detail: "Use POST to start a simulation" } });
    expect(answer.headers.get("Allow")).toBe("POST");
  });

  it("runs the whole flow as plain form posts on the page", async () => {
    const cookie = users.bob.cookie;
    const form = (url: string, fields: Record<string, string>) =>
      formRequest(url, fields, { Cookie: cookie });

    const empty = await call(
      newChatPage.action,
      form(`${BASE}/app/c?index`, { intent: "message", content: " " }),
      services,
    );
    expect(empty.status).toBe(400);

    const created = await call(
      newChatPage.action,
      form(`${BASE}/app/c?index`, { intent: "message", content: VAGUE_IDEA }),
      services,
    );
    expect(created.status).toBe(302);
    const location = created.headers.get("Location")!;
    expect(location).toMatch(/^\/app\/c\/[0-9a-f-]{36}#latest$/);
    const chatId = location.slice("/app/c/".length, -"#latest".length);
    const url = `${BASE}/app/c/${chatId}`;
    const load = async () =>
      (await call(chatPage.loader, new Request(url, { headers: { Cookie: cookie } }), services, { chatId }))
        .body as Awaited<ReturnType<typeof chatPage.loader>>;

    expect((await load()).phase).toBe("collecting");
    const startTooEarly = await call(chatPage.action, form(url, { intent: "start" }), services, { chatId });
    expect(startTooEarly.status).toBe(409);

    await call(chatPage.action, form(url, { intent: "message", content: ANSWER }), services, { chatId });
    const ready = await load();
    expect(ready.phase).toBe("configured");
    expect(ready.conversation.messages.at(-1)?.content).toContain("with 25 personas of Consumer Market.");

    const bad = await call(chatPage.action, form(url, { intent: "dance" }), services, { chatId });
    expect(bad.status).toBe(400);

    const started = await call(chatPage.action, form(url, { intent: "start" }), services, { chatId });
    expect(started.status).toBe(302);
    const running = await load();
    expect(running).toMatchObject({ phase: "running", autoRefresh: 2 });
    const busy = await call(
      chatPage.action,
      form(url, { intent: "message", content: "Are we there yet?" }),
      services,
      { chatId },
    );
    expect(busy.status).toBe(409);

    await runToCompletion(running.run!.simulation_id);
    const done = await load();
    expect(done).toMatchObject({ phase: "completed", autoRefresh: null });
    expect(done.report).toMatchObject({ total: 25 });
    expect(done.conversation.messages.at(-1)).toMatchObject({ kind: "report" });
    // Loading again records the outcome only once.
    expect((await load()).conversation.messages.filter((message) => message.kind === "report")).toHaveLength(
      1,
    );

    await call(
      chatPage.action,
      form(url, { intent: "message", content: "What price would work?" }),
      services,
      { chatId },
    );
    const answered = (await load()).conversation.messages.at(-1)!;
    expect(answered).toMatchObject({ role: "assistant", kind: "answer" });
    expect(answered.content).toContain(`${done.report!.willingToPay} of 25`);
  });
});
