import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { AppReport } from "~/engine";
import { createAccount } from "~/services/password-accounts.server";
import { getBalance } from "~/services/credits.server";
import { createLlmClient } from "~/services/llm.server";
import { createLlmReactor } from "~/services/llm-reactions.server";
import { createLocalRunEvents, type RunEvent } from "~/services/run-events.server";
import { createRunWorker, type SimulationRunner } from "~/services/run-worker.server";
import { createEngineRunner } from "~/services/simulation-runner.server";
import { getSimulation, startSimulation } from "~/services/simulations.server";
import { hangingWorker } from "./hanging-runner";
import { createTestDatabase, dialects, type TestDatabase } from "./database";
import { reply, startFakeLlmServer, type FakeLlmServer } from "./fake-llm-server";

const IDEA = "A podcast app for commuters that skips the ads, $4/month";
const MODEL_REACTION = "I listen on every commute, so I would try this straight away.";
const MODEL_ANSWER = {
  score: 5,
  overall_reaction: MODEL_REACTION,
  primary_motivation: "Commute listening",
  concerns: [],
  sentiment: 0.8,
  action_taken: "Would download it today",
};

/**
 * Leases of runs: a run's worker keeps its heartbeat while the run is alive,
 * never takes its own live run for an orphan, and stops writing (and asking
 * the model) once another claim has taken the run.
 */
describe.each(dialects)("run leases on %s", (dialect) => {
  let database: TestDatabase;
  let llm: FakeLlmServer;
  let userId: string;
  const events = createLocalRunEvents();
  const stops: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    llm = await startFakeLlmServer();
    userId = (
      await createAccount(
        database.db,
        { email: `leases-${dialect}@example.com`, name: null, password: "abcdefg1" },
        new Date(),
      )
    ).id;
  });
  afterEach(async () => {
    await Promise.all(stops.splice(0).map((stop) => stop()));
    llm.reset();
  });
  afterAll(async () => {
    await llm.close();
    await database.destroy();
  });

  function queue(seed?: string) {
    return startSimulation(
      database.db,
      { owner: { kind: "user", userId }, goal: IDEA, cohortId: "consumer", personaCount: 25, seed },
      new Date(),
    );
  }

  /** A model that answers every persona, each after `delayMs`, one request at a time. */
  function slowModel(delayMs: number) {
    llm.setHandler(() => reply.json(MODEL_ANSWER, delayMs));
    return createLlmReactor(
      createLlmClient(
        {
          baseUrl: llm.baseUrl,
          apiKey: "test-key",
          model: "fake-model",
          concurrency: 1,
          timeoutMs: 5000,
          maxRetries: 0,
        },
        { sleep: async () => undefined },
      ),
    );
  }

  const fromModel = (report: AppReport) =>
    report.personas.filter((persona) => persona.response.overall_reaction === MODEL_REACTION).length;

  it("runs a slow but healthy model run once, though each batch takes several leases", async () => {
    // Ten personas a batch at 100 ms each: a second a batch against a 300 ms lease.
    const worker = createRunWorker({
      db: database.db,
      events,
      runner: createEngineRunner({ reactor: slowModel(100) }),
      leaseMs: 300,
      pollMs: 50,
    });
    await worker.start({ recoverAll: false });
    stops.push(() => worker.stop());
    const run = await queue();
    const heard: RunEvent[] = [];
    const unsubscribe = events.subscribe(run.id, (event) => heard.push(event));
    worker.wake();

    await expect
      .poll(async () => (await getSimulation(database.db, run.id))?.status, {
        timeout: 10_000,
        interval: 100,
      })
      .toBe("completed");
    unsubscribe();
    const stored = await getSimulation(database.db, run.id);
    expect(stored?.attempts).toBe(1);
    expect(fromModel(JSON.parse(stored!.report!) as AppReport)).toBe(25);
    // Each persona was asked once, and progress never went back: the run was not started over.
    expect(llm.requests).toHaveLength(25);
    const progress = heard.map((event) => event.progress_percentage);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it("finishes a claim in flight before it stops, so no run starts after stop returns", async () => {
    const worker = createRunWorker({ db: database.db, events, runner: createEngineRunner(), pollMs: 60_000 });
    await worker.start({ recoverAll: false });
    const run = await queue();
    worker.wake(); // a claim now in flight
    await worker.stop();
    const afterStop = (await getSimulation(database.db, run.id))?.status;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await getSimulation(database.db, run.id))?.status).toBe(afterStop);
    // Left for the next worker, or done: never running on after stop.
    expect(["queued", "completed"]).toContain(afterStop);
    if (afterStop === "queued")
      await createRunWorker({ db: database.db, events, runner: createEngineRunner() }).runNext();
  });

  it("keeps a live run's lease, so another instance does not take it for an orphan", async () => {
    const { worker: running, release } = hangingWorker({ db: database.db, events, leaseMs: 1000 });
    const run = await queue();
    const done = running.runNext();
    await expect.poll(async () => (await getSimulation(database.db, run.id))?.stage).toBe("generating");

    // Well past the lease of the last write: only the timer's heartbeat keeps it.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const other = createRunWorker({ db: database.db, events, runner: createEngineRunner(), leaseMs: 1000 });
    expect(await other.recover({ all: false })).toEqual({ resumed: 0, failed: 0 });

    release();
    await done;
    expect(await getSimulation(database.db, run.id)).toMatchObject({ status: "completed", attempts: 1 });
  });

  it("never takes its own live run for an orphan, even when its heartbeat looks late", async () => {
    let lateBy = 0;
    const { worker, release } = hangingWorker({
      db: database.db,
      events,
      leaseMs: 30_000,
      now: () => new Date(Date.now() + lateBy),
    });
    const run = await queue();
    const done = worker.runNext();
    await expect.poll(async () => (await getSimulation(database.db, run.id))?.stage).toBe("generating");

    lateBy = 60_000; // a paused event loop: the worker's own clock has run past the lease
    expect(await worker.recover({ all: false })).toEqual({ resumed: 0, failed: 0 });
    release();
    await done;
    expect(await getSimulation(database.db, run.id)).toMatchObject({ status: "completed", attempts: 1 });
  });

  it("stops a run's writes and its model calls once another claim has taken it, even under the same worker id", async () => {
    const before = await getBalance(database.db, userId, new Date());
    const first = createRunWorker({
      db: database.db,
      events,
      runner: createEngineRunner({ reactor: slowModel(200) }),
      workerId: "instance-1",
      leaseMs: 300,
    });
    const run = await queue("seed-for-takeover");
    const firstRun = first.runNext();
    await expect.poll(() => llm.requests.length).toBeGreaterThan(0);

    // The instance restarts under the same id, finds the run's lease run out and
    // claims it again; that claim waits at its first step until told to go on.
    let goOn: () => void = () => undefined;
    const waiting = new Promise<void>((resolve) => (goOn = resolve));
    const engine = createEngineRunner();
    const held: SimulationRunner = async (simulation, progress, signal) => {
      await progress({ stage: "generating", personasProcessed: 0 });
      await waiting;
      return engine(simulation, progress, signal);
    };
    const restarted = createRunWorker({
      db: database.db,
      events,
      runner: held,
      workerId: "instance-1",
      progressEveryMs: 0,
      leaseMs: 300,
      now: () => new Date(Date.now() + 60_000),
    });
    expect(await restarted.recover({ all: false })).toEqual({ resumed: 1, failed: 0 });
    const secondRun = restarted.runNext();
    await expect
      .poll(async () => {
        const row = await getSimulation(database.db, run.id);
        return [row?.attempts, row?.stage];
      })
      .toEqual([2, "generating"]);
    // What the run shows, less the heartbeat the second claim keeps writing.
    const shown = async () => {
      const { heartbeat_at: _heartbeat, ...row } = (await getSimulation(database.db, run.id))!;
      return row;
    };
    const taken = await shown();

    // The first claim learns of it from its heartbeat and stops within its first batch of ten.
    await firstRun;
    const asked = llm.requests.length;
    expect(asked).toBeLessThan(10);
    expect(await shown()).toEqual(taken);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(llm.requests).toHaveLength(asked);

    goOn();
    await secondRun;
    // What the run shows is the second claim's: the engine's reactions, debited once.
    const stored = await getSimulation(database.db, run.id);
    expect(stored).toMatchObject({ status: "completed", attempts: 2 });
    expect(fromModel(JSON.parse(stored!.report!) as AppReport)).toBe(0);
    expect((await getBalance(database.db, userId, new Date())).total_remaining).toBe(
      before.total_remaining - 25,
    );
  });
});
