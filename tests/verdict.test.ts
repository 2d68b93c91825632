import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "~/context.server";
import * as apiRoute from "~/api/endpoints/api.reports.$simId.verdict";
import * as shareRoute from "~/routes/app.simulation.$id.share";
import * as pulseRoute from "~/routes/pulse";
import * as verdictPage from "~/routes/verdict.$simId";
import { createAccount } from "~/services/password-accounts.server";
import { listEvents } from "~/services/analytics.server";
import { createLocalRunEvents } from "~/services/run-events.server";
import { createRunWorker } from "~/services/run-worker.server";
import { createEngineRunner } from "~/services/simulation-runner.server";
import { startSimulation } from "~/services/simulations.server";
import { startUserSession } from "~/utils/auth.server";
import { callRoute, createLoadContext, createTestServices, formRequest } from "./context";
import { createTestDatabase, dialects, type TestDatabase } from "./database";

const BASE = "http://localhost:3000";
const ANALYTICS_SESSION = "fedcba9876543210fedcba9876543210";
const ACCEPTED = `sb_consent=accepted; sb_consent_date=2026-01-02T03:04:05.000Z; sb_analytics_session=${ANALYTICS_SESSION}`;
const REJECTED = "sb_consent=rejected; sb_consent_date=2026-01-02T03:04:05.000Z";
const CONCEPT =
  "For small agencies struggling with late client payments, we offer automatic invoice reminders for $19/month.";

describe.each(dialects)("verdicts on %s", (dialect) => {
  let database: TestDatabase;
  let services: AppServices;
  const users: Array<{ id: string; cookie: string }> = [];

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
    for (const email of ["owner@example.com", "other@example.com"]) {
      const account = await createAccount(
        database.db,
        { email, name: null, password: "abcdefg1" },
        new Date(),
      );
      const setCookie = await startUserSession(createLoadContext(services), new Request(BASE), account.id);
      users.push({ id: account.id, cookie: setCookie.split(";")[0]! });
    }
  });
  afterAll(() => database.destroy());

  const api = (id: string) =>
    callRoute(apiRoute.loader, new Request(`${BASE}/api/reports/${id}/verdict`), services, { simId: id });

  it("serves the verdict of a pulse run to anyone", async () => {
    const run = await callRoute(
      pulseRoute.action,
      formRequest(`${BASE}/pulse`, { concept: CONCEPT, audience: "smb" }),
      services,
    );
    const id = new URL(run.headers.get("Location")!, BASE).searchParams.get("run")!;
    const answer = await api(id);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ pitch: CONCEPT, audience: "Small business owners" });
    const body = answer.body as { metrics: { mhi: Record<string, number> }; objection_heatmap: unknown[] };
    expect(Object.keys(body.metrics.mhi).sort()).toEqual(["must_have", "nice_to_have", "no_need"]);
    const page = await callRoute(verdictPage.loader, new Request(`${BASE}/verdict/${id}`), services, {
      simId: id,
    });
    expect(page.status).toBe(200);
  });

  it("hides an app run until its owner shares it; only the owner can share", async () => {
    const [owner, other] = users;
    const run = await startSimulation(
      database.db,
      { owner: { kind: "user", userId: owner!.id }, goal: CONCEPT, cohortId: "smb", personaCount: 20 },
      new Date(),
    );
    expect(await api(run.id)).toMatchObject({
      status: 404,
      body: { detail: "Report not found or still processing." },
    });
    await createRunWorker({
      db: database.db,
      events: createLocalRunEvents(),
      runner: createEngineRunner(),
    }).runNext();
    expect((await api(run.id)).status).toBe(404);
    const page = await callRoute(verdictPage.loader, new Request(`${BASE}/verdict/${run.id}`), services, {
      simId: run.id,
    });
    expect(page).toMatchObject({ status: 404, body: "Report not found or still processing." });

    const share = (cookie: string) =>
      callRoute(
        shareRoute.action,
        new Request(`${BASE}/app/simulation/${run.id}/share`, {
          method: "POST",
          headers: { Cookie: cookie },
        }),
        services,
        { id: run.id },
      );
    expect((await share(other!.cookie)).status).toBe(404);
    expect((await api(run.id)).status).toBe(404);
    const shared = await share(owner!.cookie);
    expect(shared.status).toBe(302);
    expect(shared.headers.get("Location")).toBe(`/app/simulation/${run.id}?shared=1`);
    expect((await api(run.id)).status).toBe(200);
  });

  it("records report_viewed for a verdict page view only with analytics consent", async () => {
    const run = await callRoute(
      pulseRoute.action,
      formRequest(`${BASE}/pulse`, { concept: CONCEPT, audience: "tech" }),
      services,
    );
    const id = new URL(run.headers.get("Location")!, BASE).searchParams.get("run")!;
    const view = (headers: Record<string, string>) =>
      callRoute(verdictPage.loader, new Request(`${BASE}/verdict/${id}`, { headers }), services, {
        simId: id,
      });
    const viewsOf = async () =>
      (await listEvents(database.db, { name: "report_viewed" })).filter((event) =>
        event.properties.includes(id),
      );

    for (const cookie of [undefined, REJECTED]) {
      const page = await view(cookie ? { Cookie: cookie } : {});
      expect(page.status).toBe(200);
      expect(page.headers.get("Set-Cookie")).toBeNull();
    }
    // A prefetch is nobody's view.
    expect((await view({ Cookie: ACCEPTED, "Sec-Purpose": "prefetch" })).status).toBe(200);
    expect(await viewsOf()).toEqual([]);

    const page = await view({ Cookie: ACCEPTED });
    expect(page.status).toBe(200);
    const events = await viewsOf();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ session_id: ANALYTICS_SESSION, path: `/verdict/${id}` });
    expect(JSON.parse(events[0]!.properties)).toEqual({ report_type: "verdict", simulation_id: id });

    // Consent without a session yet: the event starts one, and the page sets its cookie.
    const fresh = await view({ Cookie: "sb_consent=accepted; sb_consent_date=2026-01-02T03:04:05.000Z" });
    expect(fresh.headers.get("Set-Cookie")).toMatch(/^sb_analytics_session=[a-f0-9]{32};/);
    expect(await viewsOf()).toHaveLength(2);

    // An unknown verdict is no view.
    const missing = crypto.randomUUID();
    const notFound = await callRoute(
      verdictPage.loader,
      new Request(`${BASE}/verdict/${missing}`, { headers: { Cookie: ACCEPTED } }),
      services,
      { simId: missing },
    );
    expect(notFound.status).toBe(404);
    expect(await viewsOf()).toHaveLength(2);
  });

  it("builds a verdict once and keeps it: later views read it without the report", async () => {
    const run = await callRoute(
      pulseRoute.action,
      formRequest(`${BASE}/pulse`, { concept: `${CONCEPT} Kept.`, audience: "smb" }),
      services,
    );
    const id = new URL(run.headers.get("Location")!, BASE).searchParams.get("run")!;
    const first = await api(id);
    expect(first.status).toBe(200);
    const kept = await database.db
      .selectFrom("verdicts")
      .selectAll()
      .where("simulation_id", "=", id)
      .execute();
    expect(kept).toHaveLength(1);
    expect(JSON.parse(kept[0]!.body)).toEqual(first.body);

    // With the report gone, the kept verdict still answers, unchanged.
    const report = (await database.db
      .selectFrom("simulations")
      .select("report")
      .where("id", "=", id)
      .executeTakeFirst())!.report;
    await database.db.updateTable("simulations").set({ report: "{}" }).where("id", "=", id).execute();
    expect((await api(id)).body).toEqual(first.body);

    // A verdict kept in an older shape is built again from the report.
    await database.db.updateTable("simulations").set({ report }).where("id", "=", id).execute();
    await database.db
      .updateTable("verdicts")
      .set({ version: 0, body: "{}" })
      .where("simulation_id", "=", id)
      .execute();
    expect((await api(id)).body).toEqual(first.body);
    const rebuilt = await database.db
      .selectFrom("verdicts")
      .select("version")
      .where("simulation_id", "=", id)
      .execute();
    expect(rebuilt[0]!.version).toBeGreaterThan(0);
  });

  it("answers 404 for an unknown id", async () => {
    expect((await api(crypto.randomUUID())).status).toBe(404);
  });
});
