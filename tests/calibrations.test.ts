import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "~/context.server";
import type { AppReport } from "~/engine";
import * as calibrationApi from "~/api/endpoints/api.calibrations";
import * as calibrationPage from "~/routes/app.settings_.calibration";
import * as ideaPage from "~/routes/app._index";
import { deleteAccount } from "~/services/account-settings.server";
import { createLocalRunEvents } from "~/services/run-events.server";
import { createRunWorker } from "~/services/run-worker.server";
import { createEngineRunner } from "~/services/simulation-runner.server";
import { getSimulation } from "~/services/simulations.server";
import { callRoute, createTestServices, formRequest, signedInUser } from "./context";
import { createTestDatabase, dialects, type TestDatabase } from "./database";

const BASE = "http://localhost:3000";
const CSV = `concept_text,audience,yes_share,n
"A meal-planning app that builds a week of dinners from your fridge, $6/month",general,0.12,300
"A smart water bottle that reminds you to drink, $45",general,0.05,300
"Noise-cancelling sleep earbuds, $199",general,0.04,300
"A budgeting app for couples that splits shared bills, free",general,0.2,300
"A language-learning app with five-minute daily lessons, $10/month",general,0.1,300`;

describe.each(dialects)("calibrating on your own human results on %s", (dialect) => {
  let database: TestDatabase;
  let services: AppServices;
  let alice: { id: string; cookie: string };
  let bob: { id: string; cookie: string };

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
    alice = await signedInUser(services, "alice-calibration@example.com");
    bob = await signedInUser(services, "bob-calibration@example.com");
  });
  afterAll(() => database.destroy());

  const stored = async (userId: string) =>
    (await database.db.selectFrom("calibrations").select("id").where("user_id", "=", userId).execute())
      .length;

  function upload(fields: Record<string, string>, cookie = alice.cookie) {
    return callRoute(
      calibrationPage.action,
      formRequest(`${BASE}/app/settings/calibration`, fields, { Cookie: cookie }),
      services,
    );
  }

  it("fits and stores an uploaded CSV, and shows its figures before and after", async () => {
    const answer = await upload({ name: "Q3 concept tests", csv: CSV });
    expect(answer.status).toBe(302);
    const id = /\?created=([0-9a-f-]{36})$/.exec(answer.headers.get("Location")!)![1]!;

    const page = await callRoute(
      calibrationPage.loader,
      new Request(`${BASE}/app/settings/calibration?created=${id}`, { headers: { Cookie: alice.cookie } }),
      services,
    );
    expect(page.body).toMatchObject({
      createdId: id,
      calibrations: [
        {
          id,
          name: "Q3 concept tests",
          concepts: 5,
          respondents: 1500,
          before: { mae_points: expect.any(Number), bias_points: expect.any(Number) },
          after: { mae_points: expect.any(Number) },
        },
      ],
    });
    // These people say yes less often than the panel: after fitting, the gap is smaller.
    const [calibration] = (
      page.body as {
        calibrations: Array<{ before: { bias_points: number }; after: { bias_points: number } }>;
      }
    ).calibrations;
    expect(Math.abs(calibration!.after.bias_points)).toBeLessThan(Math.abs(calibration!.before.bias_points));
  });

  it("names the lines of a malformed CSV and stores nothing", async () => {
    const before = await stored(alice.id);
    const answer = await upload({
      name: "Broken",
      csv: CSV.replace("0.05,300", "lots,300").replace("0.2,300", "0.2,"),
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      problems: [
        { line: 3, message: "yes_share must be a share from 0 to 1 (or a percentage such as 42%)." },
        { line: 5, message: "n must be the number of people who answered (1 or more)." },
      ],
    });
    expect((await upload({ name: "", csv: CSV })).status).toBe(400);
    expect((await upload({ name: "Nothing" })).status).toBe(400);
    expect(await stored(alice.id)).toBe(before);
  });

  it("runs an idea on the user's calibration, and refuses someone else's", async () => {
    const [calibration] = await database.db
      .selectFrom("calibrations")
      .select(["id"])
      .where("user_id", "=", alice.id)
      .execute();
    const run = (cookie: string) =>
      callRoute(
        ideaPage.action,
        formRequest(
          `${BASE}/app?index`,
          {
            idea: "A meal-planning app for busy parents, $6/month",
            audience: "general",
            size: "25",
            calibration: calibration!.id,
          },
          { Cookie: cookie },
        ),
        services,
      );
    expect((await run(bob.cookie)).status).toBe(400);

    const answer = await run(alice.cookie);
    expect(answer.status).toBe(302);
    const simulationId = answer.headers.get("Location")!.split("/").pop()!;
    const worker = createRunWorker({
      db: database.db,
      events: createLocalRunEvents(),
      runner: createEngineRunner({ db: database.db }),
    });
    while (await worker.runNext());
    const simulation = await getSimulation(database.db, simulationId);
    expect(simulation).toMatchObject({ status: "completed", calibration_id: calibration!.id });
    const report = JSON.parse(simulation!.report!) as AppReport;
    expect(report.user_calibration).toMatchObject({
      id: calibration!.id,
      name: "Q3 concept tests",
      concepts: 5,
    });
  });

  it("has a JSON API: list, upload, and line-numbered problems", async () => {
    const post = (body: unknown, cookie = bob.cookie) =>
      callRoute(
        calibrationApi.action,
        new Request(`${BASE}/api/calibrations`, {
          method: "POST",
          headers: { Cookie: cookie, "Content-Type": "application/json", Origin: BASE },
          body: JSON.stringify(body),
        }),
        services,
      );
    const created = await post({ name: "Bob's panels", csv: CSV });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: "Bob's panels",
      concepts: 5,
      after: { mae_points: expect.any(Number) },
    });
    const bad = await post({ name: "Bad", csv: "concept_text\nx\n" });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ problems: [{ line: 1 }] });
    expect((await post({ name: "No CSV" })).status).toBe(422);

    const list = await callRoute(
      calibrationApi.loader,
      new Request(`${BASE}/api/calibrations`, { headers: { Cookie: bob.cookie } }),
      services,
    );
    expect((list.body as Array<{ name: string }>).map((c) => c.name)).toEqual(["Bob's panels"]);
    const anonymous = await callRoute(
      calibrationApi.loader,
      new Request(`${BASE}/api/calibrations`),
      services,
    );
    expect(anonymous.status).toBe(401);
  });

  it("deletes a calibration, and all of them with the account", async () => {
    const [first] = await database.db
      .selectFrom("calibrations")
      .select("id")
      .where("user_id", "=", alice.id)
      .execute();
    // Someone else cannot delete it.
    await upload({ intent: "delete", id: first!.id }, bob.cookie);
    expect(await stored(alice.id)).toBe(1);
    expect((await upload({ intent: "delete", id: first!.id })).status).toBe(302);
    expect(await stored(alice.id)).toBe(0);

    expect(await stored(bob.id)).toBe(1);
    await deleteAccount(database.db, bob.id);
    expect(await stored(bob.id)).toBe(0);
  });
});
