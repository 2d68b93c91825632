import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { AppServices } from "~/context.server";
import * as pulseRoute from "~/routes/pulse";
import * as wizardRoute from "~/routes/new-simulation";
import { getBalance, InsufficientCreditsError, listLedger } from "~/services/credits.server";
import type { RunEvent } from "~/services/run-events.server";
import { runHereOnce, RunFailedError, startRun, type Starter } from "~/services/runs.server";
import { runWizardPanel, wizardRunId } from "~/services/verdicts.server";
import { callRoute, createTestServices, formRequest, signedInUser } from "./context";
import { createTestDatabase, dialects, type TestDatabase } from "./database";

// Pulse and the wizard show their result in the same response, yet start their
// runs through the run service and finish them with the run worker's own code.

const BASE = "http://localhost:3000";
const CONCEPT =
  "For busy parents struggling with planning healthy dinners, we offer a weekly meal plan app for $12/month.";
const WIZARD = {
  content: "A meal planning app for busy parents that builds a weekly shopping list, $9/month.",
  roles: "Parent\nNurse",
  painPoints: "No time to cook",
};

describe.each(dialects)("runs shown at once (pulse, the wizard) on %s", (dialect) => {
  let database: TestDatabase;
  let services: AppServices;
  let wakeUps = 0;
  const events: RunEvent[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database, { runtime: { wakeWorker: () => void wakeUps++ } });
    const publish = services.events.publish.bind(services.events);
    services.events.publish = async (event) => {
      events.push(event);
      await publish(event);
    };
  });
  afterAll(() => database.destroy());

  const row = (id: string) =>
    database.db.selectFrom("simulations").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const remaining = async (userId: string) =>
    (await getBalance(database.db, userId, services.now())).total_remaining;
  const debits = async (userId: string) =>
    (await listLedger(database.db, userId)).filter((entry) => entry.kind === "simulation");
  const pulse = async (cookie?: string) => {
    const answer = await callRoute(
      pulseRoute.action,
      formRequest(`${BASE}/pulse`, { concept: CONCEPT, audience: "smb" }, cookie ? { Cookie: cookie } : {}),
      services,
    );
    expect(answer.status).toBe(302);
    return new URL(answer.headers.get("Location")!, BASE).searchParams.get("run")!;
  };

  it("runs a guest's pulse through the worker's steps, public, and leaves their free app run unused", async () => {
    const guestId = `pulse-guest-${dialect}`;
    const cookie = (await services.sessions.guestCookie.serialize(guestId)).split(";")[0]!;
    const id = await pulse(cookie);

    expect(await row(id)).toMatchObject({
      status: "completed",
      origin: "pulse",
      is_public: 1,
      guest_id: null,
      user_id: null,
      credits_debited: 0,
      attempts: 1,
      claimed_by: null,
      progress_percentage: 100,
    });
    // The worker's own progress: its claim, then (a fast run skips the steps between) completed.
    const stages = events.filter((event) => event.simulation_id === id).map((event) => event.stage);
    expect(stages[0]).toBe("starting");
    expect(stages.at(-1)).toBe("completed");
    const page = await callRoute(pulseRoute.loader, new Request(`${BASE}/pulse?run=${id}`), services);
    expect(page.status).toBe(200);

    // The guest's one free app run is still theirs.
    const guest: Starter = { owner: { kind: "guest", guestId }, clientIp: "198.51.100.77" };
    const app = await startRun(services, guest, { goal: CONCEPT, cohortId: "general", personaCount: 25 });
    expect(app).toMatchObject({ status: "queued", origin: "app", guest_id: guestId });
  });

  it("keeps a signed-in user's pulse in their runs, debits nothing, and gives the same answer again", async () => {
    const user = await signedInUser(services, `pulse-user-${dialect}@example.com`);
    const before = await remaining(user.id);
    const woken = wakeUps;
    const first = await pulse(user.cookie);
    const second = await pulse(user.cookie);
    expect(first).not.toBe(second);
    expect(await row(first)).toMatchObject({ status: "completed", user_id: user.id, is_public: 1 });
    expect(await remaining(user.id)).toBe(before);
    expect(await debits(user.id)).toEqual([]);
    // Run here, not queued for the worker.
    expect(wakeUps).toBe(woken);
    const [a, b] = await Promise.all([first, second].map(row));
    expect(JSON.parse(b!.report!).personas).toEqual(JSON.parse(a!.report!).personas);
  });

  it("debits the wizard's run exactly once when the form is posted twice at once", async () => {
    const user = await signedInUser(services, `wizard-${dialect}@example.com`);
    const before = await remaining(user.id);
    const runKey = "double-click-run-key-0001";
    const submit = () =>
      callRoute(
        wizardRoute.action,
        formRequest(
          `${BASE}/new-simulation?step=3`,
          { ...WIZARD, size: "30", run_key: runKey, intent: "submit" },
          { Cookie: user.cookie },
        ),
        services,
      );

    const answers = await Promise.all([submit(), submit(), submit()]);
    for (const answer of answers) expect(answer.status).toBe(200);
    const runs = answers.map((answer) => (answer.body as { run: { replayed: boolean } }).run);
    expect(runs.filter((run) => !run.replayed)).toHaveLength(1);

    const id = wizardRunId(user.id, runKey);
    expect((await debits(user.id)).map((entry) => [entry.delta, entry.simulation_id])).toEqual([[-30, id]]);
    expect(await remaining(user.id)).toBe(before - 30);
    expect(await row(id)).toMatchObject({
      status: "completed",
      origin: "wizard",
      user_id: user.id,
      credits_debited: 30,
      persona_count: 30,
      attempts: 1,
      claimed_by: null,
    });
    const reports = answers.map((answer) => (answer.body as { report: unknown }).report);
    expect(reports[1]).toEqual(reports[0]);
    expect(reports[2]).toEqual(reports[0]);
  });

  it("refuses a wizard run beyond the balance with nothing debited or stored", async () => {
    const user = await signedInUser(services, `wizard-short-${dialect}@example.com`);
    const before = await remaining(user.id);
    const starter = { owner: { kind: "user" as const, userId: user.id }, clientIp: "203.0.113.7" };
    await expect(
      runWizardPanel(services, starter, {
        runKey: "too-large-run-key-0001",
        content: WIZARD.content,
        roles: ["Parent"],
        painPoints: ["No time"],
        size: before + 1,
      }),
    ).rejects.toBeInstanceOf(InsufficientCreditsError);
    expect(await debits(user.id)).toEqual([]);
    expect(
      await database.db.selectFrom("simulations").select("id").where("user_id", "=", user.id).execute(),
    ).toEqual([]);
  });

  it("refunds a run that fails while the page waits, as the worker does, and says so", async () => {
    const user = await signedInUser(services, `fails-${dialect}@example.com`);
    const before = await remaining(user.id);
    const starter = { owner: { kind: "user" as const, userId: user.id }, clientIp: "203.0.113.7" };
    // An audience nobody hands the runner: the run starts (and is debited), then fails.
    const run = {
      id: crypto.randomUUID(),
      goal: CONCEPT,
      cohortId: "nobody-described-this",
      describedCohortName: "Nobody",
      personaCount: 20,
      seed: "fails",
    };
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await expect(runHereOnce(services, starter, run)).rejects.toBeInstanceOf(RunFailedError);
    expect(String(logged.mock.calls[0]?.[0])).toMatch(/failed/);
    expect(await row(run.id)).toMatchObject({ status: "failed", claimed_by: null });
    expect(await remaining(user.id)).toBe(before);
    // Sent again, it is the same failed run: nothing debited again.
    await expect(runHereOnce(services, starter, run)).rejects.toBeInstanceOf(RunFailedError);
    expect(await remaining(user.id)).toBe(before);
  });
});
