import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppReport } from "~/engine";
import { createAccount } from "~/services/password-accounts.server";
import { createLlmClient } from "~/services/llm.server";
import { createLlmReactor } from "~/services/llm-reactions.server";
import { createLocalRunEvents } from "~/services/run-events.server";
import { createRunWorker } from "~/services/run-worker.server";
import { createEngineRunner } from "~/services/simulation-runner.server";
import { getSimulation, startSimulation } from "~/services/simulations.server";
import { createTestDatabase, type TestDatabase } from "./database";
import { promptOf, reply, startFakeLlmServer, type FakeLlmServer } from "./fake-llm-server";

describe("a simulation run in LLM mode", () => {
  let database: TestDatabase;
  let llm: FakeLlmServer;
  let userId: string;

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    llm = await startFakeLlmServer();
    userId = (
      await createAccount(
        database.db,
        { email: "llm@example.com", name: null, password: "abcdefg1" },
        new Date(),
      )
    ).id;
  });
  afterAll(async () => {
    await llm.close();
    await database.destroy();
  });

  it("takes each persona's reaction from the model, and the engine's where the model fails", async () => {
    const run = await startSimulation(
      database.db,
      {
        owner: { kind: "user", userId },
        goal: "A podcast app for commuters, $4/month",
        cohortId: "consumer",
        personaCount: 25,
      },
      new Date(),
    );
    let failedName = "";
    llm.setHandler((request) => {
      const prompt = promptOf(request);
      if (!failedName) failedName = /- Name: (.+)/.exec(prompt)?.[1] ?? "";
      if (failedName && prompt.includes(failedName)) return reply.serverError();
      return reply.json({
        score: 5,
        overall_reaction: "I listen on every commute, so I would try this straight away.",
        primary_motivation: "Commute listening",
        concerns: [],
        sentiment: 0.8,
        action_taken: "Would download it today",
      });
    });
    const reactor = createLlmReactor(
      createLlmClient(
        {
          baseUrl: llm.baseUrl,
          apiKey: "test-key",
          model: "fake-model",
          concurrency: 4,
          timeoutMs: 2000,
          maxRetries: 1,
        },
        { sleep: async () => undefined },
      ),
    );
    const worker = createRunWorker({
      db: database.db,
      events: createLocalRunEvents(),
      runner: createEngineRunner({ reactor }),
    });
    await worker.runNext();

    const stored = await getSimulation(database.db, run.id);
    expect(stored?.status).toBe("completed");
    const report = JSON.parse(stored!.report!) as AppReport;
    const fromModel = report.personas.filter(
      (persona) =>
        persona.response.overall_reaction === "I listen on every commute, so I would try this straight away.",
    );
    expect(fromModel.length).toBeGreaterThanOrEqual(23);
    expect(fromModel.length).toBeLessThan(25);
    expect(llm.requests.every((request) => request.headers.authorization === "Bearer test-key")).toBe(true);
  });
});
