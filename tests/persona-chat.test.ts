import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { AppServices } from "~/context.server";
import { buildAppReport, getPresetCohort, simulate, type AppReport } from "~/engine";
import * as dialogRoute from "~/routes/app.simulation.$id.chat.$personaId";
import * as pageRoute from "~/routes/app.simulation_.$id.persona.$personaId";
import * as chatRoute from "~/api/endpoints/persona-chat.chat";
import { createAccount } from "~/services/password-accounts.server";
import { createApiToken } from "~/services/api-tokens.server";
import {
  getChat,
  listChats,
  MAX_CHATS_PER_USER,
  sendChatMessage,
  THINKING_REPLY,
} from "~/services/persona-chat.server";
import { startSimulation } from "~/services/simulations.server";
import { createTestServices, formRequest, callRoute } from "./context";
import { createTestDatabase, dialects, type TestDatabase } from "./database";
import { promptOf, reply, startFakeLlmServer, type FakeLlmServer } from "./fake-llm-server";

const BASE = "http://localhost:3000";
const IDEA =
  "A weekly meal kit with healthy 20-minute recipes for busy parents, delivered on Sundays, $60/week";
const RECALL = /\b(as I said|like I said|as I mentioned|as I told you|going back to|earlier)\b/i;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const call = callRoute;

function jsonRequest(body: unknown, headers: Record<string, string> = {}) {
  return new Request(`${BASE}/persona-chat/chat`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

interface Seeded {
  id: string;
  token: string;
  cookie: string;
}

describe.each(dialects)("persona chat on %s", (dialect) => {
  let database: TestDatabase;
  let services: AppServices;
  let alice: Seeded;
  let bob: Seeded;
  let run: { id: string; report: AppReport };

  async function seedUser(name: string): Promise<Seeded> {
    const user = await createAccount(
      database.db,
      { email: `${name}-${dialect}@example.com`, name, password: "abcdefg1" },
      new Date(),
    );
    const { token } = await createApiToken(database.db, { userId: user.id, name: "test" }, new Date());
    const session = await services.sessions.storage.getSession();
    session.set("userId", user.id);
    const cookie = (await services.sessions.storage.commitSession(session)).split(";")[0]!;
    return { id: user.id, token, cookie };
  }

  /** A run of `userId` completed with the engine's report, as the worker would leave it. */
  async function completedRun(userId: string, seed: string): Promise<{ id: string; report: AppReport }> {
    const simulation = await startSimulation(
      database.db,
      { owner: { kind: "user", userId }, goal: IDEA, cohortId: "general", personaCount: 25, seed },
      new Date(),
    );
    const result = simulate({ idea: IDEA, cohort: getPresetCohort("general")!, count: 25, seed });
    const report = buildAppReport(result, { simulationId: simulation.id, goal: IDEA });
    await database.db
      .updateTable("simulations")
      .set({
        status: "completed",
        stage: "completed",
        report: JSON.stringify(report),
        completed_at: new Date().toISOString(),
      })
      .where("id", "=", simulation.id)
      .execute();
    return { id: simulation.id, report };
  }

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
    alice = await seedUser("alice");
    bob = await seedUser("bob");
    run = await completedRun(alice.id, "chat-run");
  });
  afterAll(() => database.destroy());

  const chat = (
    body: unknown,
    headers: Record<string, string> = { Authorization: `Bearer ${alice.token}` },
  ) => call(chatRoute.action, jsonRequest(body, headers), services);

  describe("POST /persona-chat/chat", () => {
    it("answers in character and stores both messages", async () => {
      const persona = run.report.personas[0]!;
      const first = await chat({
        persona_id: persona.persona_id,
        simulation_id: run.id,
        message: "What do you think about the price?",
        conversation_history: [],
      });
      expect(first.status).toBe(200);
      const { response } = first.body as { response: string };
      expect(response).toContain("$60/week");

      const stored = await getChat(database.db, alice.id, run.id, persona.persona_id);
      expect(stored?.messages).toEqual([
        {
          id: expect.any(String),
          role: "user",
          content: "What do you think about the price?",
          timestamp: expect.stringMatching(ISO),
        },
        { id: expect.any(String), role: "persona", content: response, timestamp: expect.stringMatching(ISO) },
      ]);
      expect(stored?.lastUpdated).toMatch(ISO);
      expect(new Set(stored?.messages.map((message) => message.id)).size).toBe(2);
    });

    it("remembers the stored conversation when no history is sent", async () => {
      const persona = run.report.personas[0]!;
      const second = await chat({
        persona_id: persona.persona_id,
        simulation_id: run.id,
        message: "Would you recommend it to a friend?",
      });
      expect(second.status).toBe(200);
      expect((second.body as { response: string }).response).toMatch(RECALL);
      const stored = await getChat(database.db, alice.id, run.id, persona.persona_id);
      expect(stored?.messages.map((message) => message.role)).toEqual(["user", "persona", "user", "persona"]);
    });

    it("reads the conversation_history it is sent", async () => {
      const persona = run.report.personas[1]!;
      const answer = await chat({
        persona_id: persona.persona_id,
        simulation_id: run.id,
        message: "Would you recommend it to a friend?",
        conversation_history: [
          { role: "user", content: "What do you think about the price?" },
          { role: "assistant", content: "It's a lot of money for me." },
        ],
      });
      expect((answer.body as { response: string }).response).toMatch(RECALL);
    });

    it("refuses an empty message with a field message", async () => {
      const answer = await chat({ persona_id: "p", simulation_id: run.id, message: "   " });
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual({
        detail: [expect.objectContaining({ loc: ["body", "message"], msg: "message must not be empty" })],
      });
      const missing = await chat({ persona_id: "p", simulation_id: run.id });
      expect(missing.status).toBe(422);
    });

    it("gives a canned answer without a simulation id, and stores nothing", async () => {
      const before = (await listChats(database.db, alice.id)).length;
      const answer = await chat({ persona_id: "anyone", message: "Would you pay for this?" });
      expect(answer.status).toBe(200);
      expect((answer.body as { response: string }).response.length).toBeGreaterThan(10);
      expect((await listChats(database.db, alice.id)).length).toBe(before);
    });

    it("answers 404 for another user's run and for a persona not in the run", async () => {
      const persona = run.report.personas[0]!;
      const other = await chat(
        { persona_id: persona.persona_id, simulation_id: run.id, message: "Hi" },
        { Authorization: `Bearer ${bob.token}` },
      );
      expect(other.status).toBe(404);
      const nobody = await chat({ persona_id: "nobody", simulation_id: run.id, message: "Hi" });
      expect(nobody.status).toBe(404);
      expect(await getChat(database.db, bob.id, run.id, persona.persona_id)).toBeNull();
    });

    it("answers 409 while the run is still running", async () => {
      const running = await startSimulation(
        database.db,
        { owner: { kind: "user", userId: alice.id }, goal: IDEA, cohortId: "general", personaCount: 25 },
        new Date(),
      );
      const answer = await chat({ persona_id: "p", simulation_id: running.id, message: "Hi" });
      expect(answer.status).toBe(409);
    });

    it("turns guests away with 401", async () => {
      const guestCookie = await services.sessions.guestCookie.serialize("guest-1");
      const answer = await chat({ persona_id: "p", message: "Hi" }, { Cookie: guestCookie.split(";")[0]! });
      expect(answer.status).toBe(401);
      const anonymous = await chat({ persona_id: "p", message: "Hi" }, {});
      expect(anonymous.status).toBe(401);
    });

    it("refuses a body that is not JSON with 400", async () => {
      const request = new Request(`${BASE}/persona-chat/chat`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${alice.token}` },
        body: "{not json",
      });
      expect((await call(chatRoute.action, request, services)).status).toBe(400);
    });
  });

  describe("the chat dialog route", () => {
    const url = (personaId: string, simulationId = run.id) =>
      `${BASE}/app/simulation/${simulationId}/chat/${personaId}`;

    it("shows the persona and the stored conversation", async () => {
      const persona = run.report.personas[0]!;
      const answer = await call(
        dialogRoute.loader,
        new Request(url(persona.persona_id), { headers: { Cookie: alice.cookie } }),
        services,
        { id: run.id, personaId: persona.persona_id },
      );
      expect(answer.status).toBe(200);
      const body = answer.body as {
        kind: string;
        persona: { name: string };
        messages: unknown[];
        paths: { report: string };
      };
      expect(body.kind).toBe("user");
      expect(body.persona.name).toBe(persona.name);
      expect(body.messages.length).toBeGreaterThanOrEqual(4);
      expect(body.paths.report).toBe(`/app/simulation/${run.id}`);
    });

    it("is a 404 for another user's run", async () => {
      const persona = run.report.personas[0]!;
      const answer = await call(
        dialogRoute.loader,
        new Request(url(persona.persona_id), { headers: { Cookie: bob.cookie } }),
        services,
        { id: run.id, personaId: persona.persona_id },
      );
      expect(answer.status).toBe(404);
    });

    it("asks a guest to sign in", async () => {
      const guestCookie = (await services.sessions.guestCookie.serialize("guest-dialog")).split(";")[0]!;
      const guestRun = await startSimulation(
        database.db,
        {
          owner: { kind: "guest", guestId: "guest-dialog" },
          goal: IDEA,
          cohortId: "general",
          personaCount: 25,
          guest: { ipHash: "guest-dialog-address", perIpLimit: 3 },
        },
        new Date(),
      );
      const answer = await call(
        dialogRoute.loader,
        new Request(url("p", guestRun.id), { headers: { Cookie: guestCookie } }),
        services,
        { id: guestRun.id, personaId: "p" },
      );
      expect(answer.body).toMatchObject({ kind: "guest" });
    });

    it("takes a message sent without JavaScript on the chat's own page, not the whole report", async () => {
      const persona = run.report.personas[2]!;
      const answer = await call(
        pageRoute.action,
        formRequest(
          `${BASE}/app/simulation/${run.id}/persona/${persona.persona_id}?q=women`,
          { message: "Who are you?" },
          { Cookie: alice.cookie },
        ),
        services,
        { id: run.id, personaId: persona.persona_id },
      );
      expect(answer.status).toBe(302);
      expect(answer.headers.get("Location")).toBe(
        `/app/simulation/${run.id}/persona/${persona.persona_id}?q=women#latest-message`,
      );
      const stored = await getChat(database.db, alice.id, run.id, persona.persona_id);
      expect(stored?.messages.at(-1)?.content).toContain(persona.name);
    });

    it("shows the persona, the idea and the conversation on the chat's own page, with the way back", async () => {
      const persona = run.report.personas[0]!;
      const answer = await call(
        pageRoute.loader,
        new Request(`${BASE}/app/simulation/${run.id}/persona/${persona.persona_id}?group=adopt`, {
          headers: { Cookie: alice.cookie },
        }),
        services,
        { id: run.id, personaId: persona.persona_id },
      );
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        kind: "user",
        goal: IDEA,
        persona: { name: persona.name },
        paths: { report: `/app/simulation/${run.id}?group=adopt` },
      });
      expect((answer.body as { messages: unknown[] }).messages.length).toBeGreaterThanOrEqual(4);
    });

    it("clears a chat and comes back to where it was cleared", async () => {
      const persona = run.report.personas[3]!;
      await sendChatMessage(
        database.db,
        { userId: alice.id, simulationId: run.id, personaId: persona.persona_id, message: "Hello" },
        { llm: null, now: new Date() },
      );
      const clear = (route: typeof pageRoute | typeof dialogRoute, path: string) =>
        call(
          route.action,
          formRequest(
            `${BASE}/app/simulation/${run.id}/${path}/${persona.persona_id}`,
            { intent: "clear" },
            {
              Cookie: alice.cookie,
            },
          ),
          services,
          { id: run.id, personaId: persona.persona_id },
        );
      const onPage = await clear(pageRoute, "persona");
      expect(onPage.headers.get("Location")).toBe(`/app/simulation/${run.id}/persona/${persona.persona_id}`);
      expect(await getChat(database.db, alice.id, run.id, persona.persona_id)).toBeNull();
      const inDialog = await clear(dialogRoute, "chat");
      expect(inDialog.headers.get("Location")).toBe(`/app/simulation/${run.id}/chat/${persona.persona_id}`);
    });

    it("answers a fetcher with the reply's id", async () => {
      const persona = run.report.personas[2]!;
      const answer = await call(
        dialogRoute.action,
        formRequest(
          url(persona.persona_id),
          { message: "And the price?", enhanced: "1" },
          { Cookie: alice.cookie },
        ),
        services,
        { id: run.id, personaId: persona.persona_id },
      );
      expect(answer.status).toBe(200);
      const stored = await getChat(database.db, alice.id, run.id, persona.persona_id);
      expect(answer.body).toEqual({ result: null, replyId: stored?.messages.at(-1)?.id });
    });

    it("refuses an empty message with 400 and a message next to the field", async () => {
      const persona = run.report.personas[2]!;
      const answer = await call(
        dialogRoute.action,
        formRequest(url(persona.persona_id), { message: "  " }, { Cookie: alice.cookie }),
        services,
        { id: run.id, personaId: persona.persona_id },
      );
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ result: { error: { message: ["Type a message to send"] } } });
    });

    it("is a 404 when another user posts to the run", async () => {
      const persona = run.report.personas[2]!;
      const answer = await call(
        dialogRoute.action,
        formRequest(url(persona.persona_id), { message: "Hi" }, { Cookie: bob.cookie }),
        services,
        { id: run.id, personaId: persona.persona_id },
      );
      expect(answer.status).toBe(404);
    });
  });

  it("keeps the 50 most recently updated chats per user", async () => {
    const carol = await seedUser("carol");
    const runs = [
      await completedRun(carol.id, "prune-1"),
      await completedRun(carol.id, "prune-2"),
      await completedRun(carol.id, "prune-3"),
    ];
    const targets = runs.flatMap((entry) =>
      entry.report.personas.map((persona) => ({ simulationId: entry.id, personaId: persona.persona_id })),
    );
    const start = Date.parse("2026-01-01T00:00:00.000Z");
    const count = MAX_CHATS_PER_USER + 2;
    for (let index = 0; index < count; index++) {
      const target = targets[index]!;
      await sendChatMessage(
        database.db,
        { userId: carol.id, ...target, message: "Hello" },
        { llm: null, now: new Date(start + index * 60_000) },
      );
    }
    // Talking again to the oldest chat makes it recent: the next new chat pushes out the one after it.
    await sendChatMessage(
      database.db,
      { userId: carol.id, ...targets[2]!, message: "Still there?" },
      { llm: null, now: new Date(start + count * 60_000) },
    );
    await sendChatMessage(
      database.db,
      { userId: carol.id, ...targets[count]!, message: "Hello" },
      { llm: null, now: new Date(start + (count + 1) * 60_000) },
    );
    const kept = await listChats(database.db, carol.id);
    expect(kept).toHaveLength(MAX_CHATS_PER_USER);
    const keptKeys = new Set(kept.map((entry) => `${entry.simulationId}/${entry.personaId}`));
    expect(keptKeys.has(`${targets[2]!.simulationId}/${targets[2]!.personaId}`)).toBe(true);
    for (const gone of targets.slice(0, 2).concat(targets[3]!)) {
      expect(keptKeys.has(`${gone.simulationId}/${gone.personaId}`)).toBe(false);
    }
    // Other users' chats are untouched.
    expect((await listChats(database.db, alice.id)).length).toBeGreaterThan(0);
  });
});

describe("persona chat replies from an LLM", () => {
  let database: TestDatabase;
  let llm: FakeLlmServer;
  let services: AppServices;
  let userId: string;
  let token: string;
  let simulationId: string;
  let report: AppReport;

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    llm = await startFakeLlmServer();
    services = createTestServices(database, {
      env: {
        LLM_BASE_URL: llm.baseUrl,
        LLM_API_KEY: "test-key",
        LLM_MODEL: "fake-model",
        LLM_MAX_RETRIES: "0",
        LLM_TIMEOUT_MS: "2000",
      },
    });
    userId = (
      await createAccount(
        database.db,
        { email: "llm-chat@example.com", name: null, password: "abcdefg1" },
        new Date(),
      )
    ).id;
    token = (await createApiToken(database.db, { userId, name: "test" }, new Date())).token;
    const simulation = await startSimulation(
      database.db,
      { owner: { kind: "user", userId }, goal: IDEA, cohortId: "general", personaCount: 25, seed: "llm" },
      new Date(),
    );
    simulationId = simulation.id;
    report = buildAppReport(
      simulate({ idea: IDEA, cohort: getPresetCohort("general")!, count: 25, seed: "llm" }),
      {
        simulationId,
        goal: IDEA,
      },
    );
    await database.db
      .updateTable("simulations")
      .set({ status: "completed", stage: "completed", report: JSON.stringify(report) })
      .where("id", "=", simulationId)
      .execute();
  });
  afterAll(async () => {
    await llm.close();
    await database.destroy();
  });

  const ask = (personaId: string, message: string, history?: Array<{ role: string; content: string }>) =>
    call(
      chatRoute.action,
      jsonRequest(
        { persona_id: personaId, simulation_id: simulationId, message, conversation_history: history },
        { Authorization: `Bearer ${token}` },
      ),
      services,
    );

  it("role-plays the persona with its reaction and the conversation so far", async () => {
    llm.reset();
    llm.queue(reply.content("  As a parent, $60 a week is too much for me.  "));
    const persona = report.personas[0]!;
    const answer = await ask(persona.persona_id, "Would you pay that?", [
      { role: "user", content: "What do you think about the price?" },
      { role: "assistant", content: "It's steep." },
    ]);
    expect(answer.body).toEqual({ response: "As a parent, $60 a week is too much for me." });
    const request = llm.requests[0]!;
    expect(request.headers.authorization).toBe("Bearer test-key");
    const messages = request.body?.messages ?? [];
    expect(messages[0]?.role).toBe("system");
    const prompt = promptOf(request);
    expect(prompt).toContain(persona.name);
    expect(prompt).toContain(persona.role);
    expect(prompt).toContain(persona.budget);
    expect(prompt).toContain(persona.response.overall_reaction);
    expect(prompt).toContain(IDEA);
    expect(messages.slice(1)).toEqual([
      { role: "user", content: "What do you think about the price?" },
      { role: "assistant", content: "It's steep." },
      { role: "user", content: "Would you pay that?" },
    ]);
    const stored = await getChat(database.db, userId, simulationId, persona.persona_id);
    expect(stored?.messages.at(-1)).toMatchObject({
      role: "persona",
      content: "As a parent, $60 a week is too much for me.",
    });
  });

  it("replaces a model reply that contradicts the persona's score with the engine's", async () => {
    llm.reset();
    const rejecter = report.personas.find((persona) => persona.response.score <= 2)!;
    llm.queue(reply.content("Sign me up, I love it!"));
    const answer = await ask(rejecter.persona_id, "Would you buy it?");
    const text = (answer.body as { response: string }).response;
    expect(text).not.toContain("Sign me up");
    expect(text.length).toBeGreaterThan(10);
  });

  it("turns an empty reply into 'I need to think about that more carefully.'", async () => {
    llm.reset();
    llm.queue(reply.content("   "));
    const answer = await ask(report.personas[1]!.persona_id, "Why?");
    expect(answer.body).toEqual({ response: THINKING_REPLY });
  });

  it("falls back to the engine when the model fails", async () => {
    llm.reset();
    llm.queue(reply.serverError(503));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const persona = report.personas[2]!;
    const answer = await ask(persona.persona_id, "What do you think about the price?");
    expect(answer.status).toBe(200);
    expect((answer.body as { response: string }).response).toContain("$60/week");
    expect(llm.requests).toHaveLength(1);
    expect(warn).toHaveBeenCalled();
    expect(String(warn.mock.calls[0]?.join(" "))).not.toContain("test-key");
  });
});
