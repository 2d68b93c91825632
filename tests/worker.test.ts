import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Simulation } from "~/db/schema";
import type { AppReport } from "~/engine";
import { createAccount } from "~/services/password-accounts.server";
import { createAnalytics, listEvents } from "~/services/analytics.server";
import { getBalance, grantPurchase } from "~/services/credits.server";
import { createLocalRunEvents, type RunEvent } from "~/services/run-events.server";
import { createRunWorker, FAILED_MESSAGE, type SimulationRunner } from "~/services/run-worker.server";
import { createEngineRunner } from "~/services/simulation-runner.server";
import { getSimulation, startSimulation } from "~/services/simulations.server";
import { hangingWorker } from "./hanging-runner";
import { createTestDatabase, dialects, type TestDatabase } from "./database";

const IDEA = "A browser extension that summarises long email threads with AI for busy managers, $8/month";

describe.each(dialects)("the run worker on %s", (dialect) => {
  let database: TestDatabase;
  let userId: string;
  const events = createLocalRunEvents();

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    userId = (
      await createAccount(
        database.db,
        { email: "runner@example.com", name: null, password: "abcdefg1" },
        new Date(),
      )
    ).id;
  });
  afterAll(() => database.destroy());

  function queue(personaCount = 25, seed?: string) {
    return startSimulation(
      database.db,
      { owner: { kind: "user", userId }, goal: IDEA, cohortId: "tech_early", personaCount, seed },
      new Date(),
    );
  }

  function reportOf(simulation: Simulation | undefined): AppReport {
    return JSON.parse(simulation!.report!) as AppReport;
  }

  it("runs a queued simulation to a stored report, publishing each step in order", async () => {
    const worker = createRunWorker({
      db: database.db,
      events,
      runner: createEngineRunner(),
      progressEveryMs: 0,
    });
    const run = await queue(50);
    const heard: RunEvent[] = [];
    const unsubscribe = events.subscribe(run.id, (event) => heard.push(event));
    await worker.runNext();
    unsubscribe();

    const stored = await getSimulation(database.db, run.id);
    expect(stored).toMatchObject({
      status: "completed",
      progress_percentage: 100,
      personas_processed: 50,
      message: "Simulation completed",
    });
    const report = reportOf(stored);
    expect(report.simulation_id).toBe(run.id);
    expect(report.personas).toHaveLength(50);

    expect(heard[0]).toMatchObject({ stage: "starting", message: "Starting simulation..." });
    expect(heard[1]).toMatchObject({ stage: "generating" });
    expect(heard.filter((event) => event.stage === "processing").at(-1)).toMatchObject({
      message: "Processing personas... 100%",
      personas_processed: 50,
    });
    expect(heard.at(-2)).toMatchObject({ stage: "reporting", message: "Report is being generated" });
    expect(heard.at(-1)).toMatchObject({ status: "completed", progress_percentage: 100 });
    const ids = heard.map((event) => event.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const progress = heard.map((event) => event.progress_percentage);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it("tells a fast run's claim and its end, and every step of a slow run", async () => {
    await grantPurchase(
      database.db,
      { userId, paymentId: "steps", personas: 100, note: "steps" },
      new Date(),
    );
    const stagesOf = async (worker: ReturnType<typeof createRunWorker>) => {
      const run = await queue(50);
      const heard: RunEvent[] = [];
      const unsubscribe = events.subscribe(run.id, (event) => heard.push(event));
      await worker.runNext();
      unsubscribe();
      expect(await getSimulation(database.db, run.id)).toMatchObject({ status: "completed" });
      return heard.map((event) => event.stage);
    };
    // Steps closer together than the interval to the claim (the engine answers 50 personas in
    // milliseconds) are not written: a fast run writes its claim and its end.
    const fast = createRunWorker({
      db: database.db,
      events,
      runner: createEngineRunner(),
      progressEveryMs: 60_000,
    });
    expect(await stagesOf(fast)).toEqual(["starting", "completed"]);

    const engine = createEngineRunner();
    const slowly: SimulationRunner = (simulation, progress, signal) =>
      engine(
        simulation,
        async (update) => {
          await new Promise((resolve) => setTimeout(resolve, 30));
          await progress(update);
        },
        signal,
      );
    const slow = createRunWorker({ db: database.db, events, runner: slowly, progressEveryMs: 20 });
    const stages = await stagesOf(slow);
    expect(stages.filter((stage) => stage === "processing").length).toBeGreaterThanOrEqual(5);
    expect(stages.at(-2)).toBe("reporting");
  });

  it("fails a run whose engine throws, with a message, and refunds it once", async () => {
    const before = await getBalance(database.db, userId, new Date());
    const broken: SimulationRunner = async () => {
      throw new Error("engine exploded");
    };
    const logged: string[] = [];
    const worker = createRunWorker({
      db: database.db,
      events,
      runner: broken,
      log: (message) => logged.push(message),
    });
    const run = await queue(25);
    expect((await getBalance(database.db, userId, new Date())).total_remaining).toBe(
      before.total_remaining - 25,
    );
    await worker.runNext();
    expect(await getSimulation(database.db, run.id)).toMatchObject({
      status: "failed",
      error_message: FAILED_MESSAGE,
    });
    expect((await getBalance(database.db, userId, new Date())).total_remaining).toBe(before.total_remaining);
    expect(logged).toEqual([`simulation ${run.id} failed:`]);
  });

  it("resumes a run left running by a crash, with the same result as an uninterrupted run", async () => {
    const { worker: crashed, release: releaseCrashed } = hangingWorker({
      db: database.db,
      events,
      workerId: "crashed",
    });
    const run = await queue(25, "seed-for-resume");
    const stuck = crashed.runNext();
    // Wait for the crashed run's first step to be written: recovery only takes a run untouched since it read it.
    await expect.poll(async () => (await getSimulation(database.db, run.id))?.stage).toBe("generating");

    // A new process starts: everything still running belongs to the dead one.
    const restarted = createRunWorker({
      db: database.db,
      events,
      runner: createEngineRunner(),
      workerId: "restarted",
    });
    expect(await restarted.recover({ all: true })).toEqual({ resumed: 1, failed: 0 });
    expect(await getSimulation(database.db, run.id)).toMatchObject({ status: "queued", attempts: 1 });
    await restarted.runNext();
    const resumed = await getSimulation(database.db, run.id);
    expect(resumed).toMatchObject({ status: "completed", attempts: 2 });

    // The old worker wakes up late: it no longer holds the run and changes nothing.
    releaseCrashed();
    await stuck;
    expect(await getSimulation(database.db, run.id)).toMatchObject({
      status: "completed",
      report: resumed!.report,
    });

    const twin = await queue(25, "seed-for-resume");
    await restarted.runNext();
    expect(reportOf(await getSimulation(database.db, twin.id)).personas).toEqual(reportOf(resumed).personas);
  });

  it("fails and refunds a run interrupted too many times", async () => {
    const before = await getBalance(database.db, userId, new Date());
    const run = await queue(25);
    await database.db
      .updateTable("simulations")
      .set({ status: "running", attempts: 3, claimed_by: "gone" })
      .where("id", "=", run.id)
      .execute();
    const worker = createRunWorker({ db: database.db, events, runner: createEngineRunner(), maxAttempts: 3 });
    expect(await worker.recover({ all: true })).toEqual({ resumed: 0, failed: 1 });
    expect(await getSimulation(database.db, run.id)).toMatchObject({
      status: "failed",
      error_message: "The simulation was interrupted too many times. Your personas have been refunded.",
    });
    expect((await getBalance(database.db, userId, new Date())).total_remaining).toBe(before.total_remaining);
  });

  it("only recovers runs whose heartbeat is older than the lease when other instances may be alive", async () => {
    const run = await queue(25);
    const fresh = new Date().toISOString();
    await database.db
      .updateTable("simulations")
      .set({ status: "running", claimed_by: "alive", heartbeat_at: fresh })
      .where("id", "=", run.id)
      .execute();
    const worker = createRunWorker({
      db: database.db,
      events,
      runner: createEngineRunner(),
      leaseMs: 30_000,
    });
    expect(await worker.recover({ all: false })).toEqual({ resumed: 0, failed: 0 });
    const later = createRunWorker({
      db: database.db,
      events,
      runner: createEngineRunner(),
      leaseMs: 30_000,
      now: () => new Date(Date.now() + 60_000),
    });
    expect(await later.recover({ all: false })).toEqual({ resumed: 1, failed: 0 });
    await later.runNext();
    expect((await getSimulation(database.db, run.id))?.status).toBe("completed");
  });

  describe("analytics", () => {
    const analytics = () => createAnalytics({ db: database.db, posthog: null });
    const session = () => crypto.randomUUID().replaceAll("-", "");
    // A user of their own: the runs above spent most of the other's free personas.
    let buyer: string;
    beforeAll(async () => {
      buyer = (
        await createAccount(
          database.db,
          { email: "analytics-runner@example.com", name: null, password: "abcdefg1" },
          new Date(),
        )
      ).id;
    });

    it("records simulation_completed in the starter's session, as the run's user", async () => {
      const sessionId = session();
      const worker = createRunWorker({
        db: database.db,
        events,
        runner: createEngineRunner(),
        analytics: analytics(),
      });
      const run = await startSimulation(
        database.db,
        {
          owner: { kind: "user", userId: buyer },
          goal: IDEA,
          cohortId: "tech_early",
          personaCount: 25,
          analyticsSessionId: sessionId,
        },
        new Date(),
      );
      expect(run.analytics_session_id).toBe(sessionId);
      await worker.runNext();
      const recorded = await listEvents(database.db, { sessionId });
      expect(recorded).toMatchObject([
        {
          name: "simulation_completed",
          user_id: buyer,
          is_authenticated: 1,
          path: `/app/simulation/${run.id}`,
        },
      ]);
      expect(JSON.parse(recorded[0]!.properties)).toEqual({
        simulation_id: run.id,
        strategy: "engine",
        persona_count: 25,
      });
    });

    it("records simulation_failed with the run's message; a guest's run is not authenticated", async () => {
      const sessionId = session();
      const broken: SimulationRunner = async () => {
        throw new Error("engine exploded");
      };
      const worker = createRunWorker({
        db: database.db,
        events,
        runner: broken,
        analytics: analytics(),
        log: () => undefined,
      });
      const run = await startSimulation(
        database.db,
        {
          owner: { kind: "guest", guestId: "guest-analytics" },
          goal: IDEA,
          cohortId: "tech_early",
          personaCount: 25,
          guest: { ipHash: "guest-analytics-address", perIpLimit: 3 },
          analyticsSessionId: sessionId,
        },
        new Date(),
      );
      await worker.runNext();
      const recorded = await listEvents(database.db, { sessionId });
      expect(recorded).toMatchObject([{ name: "simulation_failed", user_id: null, is_authenticated: 0 }]);
      // The message the run shows, never the engine's own error.
      expect(JSON.parse(recorded[0]!.properties)).toEqual({ simulation_id: run.id, error: FAILED_MESSAGE });
    });

    it("records nothing for a run started without consent", async () => {
      const worker = createRunWorker({
        db: database.db,
        events,
        runner: createEngineRunner(),
        analytics: analytics(),
      });
      const before = (await listEvents(database.db)).length;
      const run = await startSimulation(
        database.db,
        { owner: { kind: "user", userId: buyer }, goal: IDEA, cohortId: "tech_early", personaCount: 25 },
        new Date(),
      );
      await worker.runNext();
      expect((await getSimulation(database.db, run.id))?.status).toBe("completed");
      expect(await listEvents(database.db)).toHaveLength(before);
    });

    it("completes the run when analytics fails, and logs it", async () => {
      const logged: string[] = [];
      const worker = createRunWorker({
        db: database.db,
        events,
        runner: createEngineRunner(),
        analytics: {
          record: async () => {
            throw new Error("analytics is down");
          },
        },
        log: (message) => logged.push(message),
      });
      const run = await startSimulation(
        database.db,
        {
          owner: { kind: "user", userId: buyer },
          goal: IDEA,
          cohortId: "tech_early",
          personaCount: 25,
          analyticsSessionId: session(),
        },
        new Date(),
      );
      await worker.runNext();
      expect(await getSimulation(database.db, run.id)).toMatchObject({ status: "completed" });
      expect(logged).toEqual([`could not record simulation_completed for simulation ${run.id}:`]);
    });
  });

  it("runs queued work by itself once started, and stops cleanly", async () => {
    const worker = createRunWorker({ db: database.db, events, runner: createEngineRunner(), pollMs: 50 });
    await worker.start({ recoverAll: false });
    const runs = await Promise.all([queue(25), queue(25), queue(25)]);
    worker.wake();
    await expect
      .poll(
        async () => Promise.all(runs.map(async (run) => (await getSimulation(database.db, run.id))?.status)),
        { timeout: 5000 },
      )
      .toEqual(["completed", "completed", "completed"]);
    await worker.stop();
  });
});
