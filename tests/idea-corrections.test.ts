import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "~/context.server";
import type { AppReport } from "~/engine";
import * as runPage from "~/routes/app.simulation.$id";
import { createAccount } from "~/services/password-accounts.server";
import { getBalance } from "~/services/credits.server";
import { correctionsForRerun, correctionsOf, readPrice } from "~/services/idea-corrections.server";
import { analyzeIdea } from "~/engine/analyze-idea";
import { findChatPersona } from "~/services/persona-chat.server";
import { createLocalRunEvents } from "~/services/run-events.server";
import { createRunWorker } from "~/services/run-worker.server";
import { createEngineRunner } from "~/services/simulation-runner.server";
import { getSimulation, startSimulation } from "~/services/simulations.server";
import { startUserSession } from "~/utils/auth.server";
import { NOTHING_CORRECTED_MESSAGE, UNREADABLE_PRICE_MESSAGE } from "~/utils/idea-corrections";
import { callRoute, createLoadContext, createTestServices, formRequest } from "./context";
import { hangingWorker } from "./hanging-runner";
import { createTestDatabase, dialects, type TestDatabase } from "./database";

const BASE = "http://localhost:3000";
const IDEA = "A browser extension that summarises long email threads with AI for busy managers, $8/month";

describe.each(dialects)("correcting what the panel read on %s", (dialect) => {
  let database: TestDatabase;
  let services: AppServices;
  let user: { id: string; cookie: string };
  const events = createLocalRunEvents();

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
    const account = await createAccount(
      database.db,
      { email: "corrections@example.com", name: null, password: "abcdefg1" },
      new Date(),
    );
    const setCookie = await startUserSession(createLoadContext(services), new Request(BASE), account.id);
    user = { id: account.id, cookie: setCookie.split(";")[0]! };
  });
  afterAll(() => database.destroy());

  const worker = () => createRunWorker({ db: database.db, events, runner: createEngineRunner() });
  /** Runs everything queued, so no test leaves work for the next. */
  async function drain() {
    const running = worker();
    while (await running.runNext());
  }

  async function completedRun(userId = user.id) {
    const run = await startSimulation(
      database.db,
      { owner: { kind: "user", userId }, goal: IDEA, cohortId: "tech_early", personaCount: 25 },
      new Date(),
    );
    await drain();
    return run;
  }

  function reportOf(simulation: { report: string | null } | undefined): AppReport {
    return JSON.parse(simulation!.report!) as AppReport;
  }

  function correct(id: string, fields: Record<string, string>, cookie = user.cookie) {
    return callRoute(
      runPage.action,
      formRequest(`${BASE}/app/simulation/${id}`, { intent: "correct", ...fields }, { Cookie: cookie }),
      services,
      { id },
    );
  }

  it("shows what the panel read with the report", async () => {
    const run = await completedRun();
    const page = await callRoute(
      runPage.loader,
      new Request(`${BASE}/app/simulation/${run.id}`, { headers: { Cookie: user.cookie } }),
      services,
      { id: run.id },
    );
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      reading: { recorded: true, reading: { price: "$8/month", corrected: [], languageNotice: null } },
    });
  });

  it("stores the correction with a new run of the same idea, which the worker applies", async () => {
    const run = await completedRun();
    const before = await getBalance(database.db, user.id, new Date());

    const answer = await correct(run.id, { price: "$20/month", category: "productivity", audience: "B2B" });
    expect(answer.status).toBe(302);
    const nextId = answer.headers.get("Location")!.match(/^\/app\/simulation\/([0-9a-f-]{36})$/)![1]!;
    expect(nextId).not.toBe(run.id);

    const queued = await getSimulation(database.db, nextId);
    const source = await getSimulation(database.db, run.id);
    expect(queued).toMatchObject({
      status: "queued",
      goal: IDEA,
      cohort_id: "tech_early",
      persona_count: 25,
      seed: source!.seed,
      user_id: user.id,
    });
    // Only what changed from the reading is a correction (the category and audience were read as given).
    const sourceReading = reportOf(source).idea_reading!;
    expect(correctionsOf(queued!)).toEqual({
      price: "$20/month",
      ...(sourceReading.category === "productivity" ? {} : { category: "productivity" }),
      ...(sourceReading.audience === "B2B" ? {} : { audience: "B2B" }),
    });
    // Debited the way any start is.
    expect((await getBalance(database.db, user.id, new Date())).total_remaining).toBe(
      before.total_remaining - 25,
    );

    await drain();
    const reading = reportOf(await getSimulation(database.db, nextId)).idea_reading!;
    expect(reading.price).toBe("$20/month");
    expect(reading.corrected).toContain("price");
    expect(reading.category).toBe("productivity");
    expect(reading.audience).toBe("B2B");
    // Chatting with one of the new run's personas, they know the corrected price too.
    const persona = reportOf(await getSimulation(database.db, nextId)).personas[0]!;
    const chat = await findChatPersona(database.db, user.id, nextId, persona.persona_id);
    expect(chat.idea.price?.label).toBe("$20/month");

    // Correcting the corrected run again keeps the earlier correction.
    const again = await correct(nextId, { price: "$20/month", category: "business" });
    expect(again.status).toBe(302);
    const third = await getSimulation(database.db, again.headers.get("Location")!.split("/").pop()!);
    expect(correctionsOf(third!)).toMatchObject({ price: "$20/month", category: "business" });
    await drain();
  });

  it("applies the stored corrections when a crashed run is resumed", async () => {
    const run = await completedRun();
    const answer = await correct(run.id, { price: "free" });
    const nextId = answer.headers.get("Location")!.split("/").pop()!;

    const { worker: crashed, release } = hangingWorker({ db: database.db, events, workerId: "crashed" });
    const stuck = crashed.runNext();
    // Once its first progress is stored, the crashed worker writes nothing more.
    await expect.poll(async () => (await getSimulation(database.db, nextId))?.stage).toBe("generating");

    const restarted = createRunWorker({
      db: database.db,
      events,
      runner: createEngineRunner(),
      workerId: "restarted",
    });
    expect(await restarted.recover({ all: true })).toEqual({ resumed: 1, failed: 0 });
    await restarted.runNext();
    release();
    await stuck;
    const resumed = await getSimulation(database.db, nextId);
    expect(resumed).toMatchObject({ status: "completed", attempts: 2 });
    expect(reportOf(resumed).idea_reading).toMatchObject({ price: "free", corrected: ["price"] });
  });

  it("refuses a price that cannot be read, and a form that changes nothing, with a 400", async () => {
    const run = await completedRun();
    const count = async () =>
      Number(
        (
          await database.db
            .selectFrom("simulations")
            .select((eb) => eb.fn.countAll<string | number>().as("runs"))
            .executeTakeFirstOrThrow()
        ).runs,
      );
    const runs = await count();

    const bad = await correct(run.id, { price: "about the same as a coffee" });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ result: { error: { price: [UNREADABLE_PRICE_MESSAGE] } } });

    const unchanged = await correct(run.id, { price: "8 dollars a month" });
    expect(unchanged.status).toBe(400);
    expect(unchanged.body).toMatchObject({ result: { error: { "": [NOTHING_CORRECTED_MESSAGE] } } });

    const unknown = await correct(run.id, { category: "spaceships" });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ result: { error: { category: [expect.any(String)] } } });

    const noIntent = await callRoute(
      runPage.action,
      formRequest(`${BASE}/app/simulation/${run.id}`, { price: "$5" }, { Cookie: user.cookie }),
      services,
      { id: run.id },
    );
    expect(noIntent.status).toBe(400);
    expect(await count()).toBe(runs);
  });

  it("is a 404 for another user's run, and for no session at all", async () => {
    const other = await createAccount(
      database.db,
      { email: "other-corrections@example.com", name: null, password: "abcdefg1" },
      new Date(),
    );
    const theirs = await completedRun(other.id);
    expect((await correct(theirs.id, { price: "$20/month" })).status).toBe(404);
    expect((await correct(theirs.id, { price: "$20/month" }, "")).status).toBe(404);
    expect((await correct("no-such-run", { price: "$20/month" })).status).toBe(404);
  });

  it("sends a guest who has had their free run to the sign-up gate", async () => {
    const guestId = "guest-corrections";
    const cookie = (await services.sessions.guestCookie.serialize(guestId)).split(";")[0]!;
    const run = await startSimulation(
      database.db,
      {
        owner: { kind: "guest", guestId },
        goal: IDEA,
        cohortId: "tech_early",
        personaCount: 25,
        guest: { ipHash: "guest-corrections-address", perIpLimit: 3 },
      },
      new Date(),
    );
    await drain();
    const answer = await correct(run.id, { price: "$20/month" }, cookie);
    expect(answer).toMatchObject({ status: 403, body: { modal: { kind: "signup-gate" } } });
  });

  it("reads prices the way the engine does", () => {
    expect(readPrice("$20/month")).toBe("$20/month");
    expect(readPrice("free")).toBe("free");
    expect(readPrice("cheap")).toBeNull();
    // A share of each sale is a price too, so a form sent back unchanged keeps it.
    expect(readPrice("10% commission on each sale")).toBe("10% commission on each sale");
    // The form's hint reads as a price, each example in it.
    expect(readPrice("2% of each sale")).toBe("2% of each sale");
    expect(readPrice("€99 one-time")).toBe("€99 one-time");
    // A price for some people only reads back as it is shown.
    expect(readPrice("$15/month (free for women)")).toBe("$15/month (free for women)");
  });

  it("takes the price as read, sent back unchanged, for no correction, and keeps the groups of one typed", () => {
    const source = { corrections: null };
    const reading = {
      price: "not stated (free for students)",
      category: "productivity",
      audience: "B2C",
    } as const;
    expect(correctionsForRerun(source, reading, { price: "not stated (free for students)" })).toBeNull();
    const typed = correctionsForRerun(source, reading, { price: "$10 a month, free for students" });
    expect(typed).toEqual({ price: "$10 a month, free for students" });
    const corrected = analyzeIdea(IDEA, typed!);
    expect(corrected.price?.label).toBe("$10/month (free for students)");
    expect(corrected.groupPrices?.map(({ group }) => group)).toEqual(["students"]);
  });
});
