import { renderToString } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ReportView } from "~/components/report/report-view";
import type { AppServices } from "~/context.server";
import type { AppReport } from "~/engine";
import * as reportApi from "~/api/endpoints/orchestrator.simulations.$id.report";
import * as runPage from "~/routes/app.simulation.$id";
import { loadConversation } from "~/services/conversations.server";
import { getChat } from "~/services/persona-chat.server";
import { createRunWorker } from "~/services/run-worker.server";
import { createLocalRunEvents } from "~/services/run-events.server";
import { createEngineRunner } from "~/services/simulation-runner.server";
import { getOwnedRunWithoutReport, getSimulation, startSimulation } from "~/services/simulations.server";
import { reportPageOf } from "~/services/report-page.server";
import {
  loadReportOfRun,
  readStoredReport,
  REPORT_VERSION,
  UNREADABLE_REPORT_MESSAGE,
} from "~/services/stored-report.server";
import { sql } from "kysely";
import { grantPurchase } from "~/services/credits.server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { callRoute, createTestServices, signedInUser } from "./context";
import { createTestDatabase, dialects, type TestDatabase } from "./database";

const BASE = "http://localhost:3000";
const IDEA =
  "A meal-planning app that builds a week of dinners from what is already in your fridge, $6/month";

/** A report as the first release stored it: no version, and an idea reading without benefit, risks or corrections. */
function firstVersion(current: string): string {
  const { report_version: _version, ...report } = JSON.parse(current) as AppReport & {
    report_version?: number;
  };
  const { benefit: _benefit, risks: _risks, corrected: _corrected, ...reading } = report.idea_reading!;
  return JSON.stringify({ ...report, idea_reading: reading });
}

/** The report view as the server renders it, inside a router whose root has declined analytics. */
async function renderReport(report: AppReport): Promise<string> {
  const routes = [
    {
      id: "root",
      path: "/",
      loader: () => ({ consent: { choice: "declined" } }),
      element: (
        <ReportView {...reportPageOf(report, new URLSearchParams())} exportBase="/export" canChat={false} />
      ),
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`${BASE}/`));
  if (context instanceof Response) throw new Error("the test router redirected");
  return renderToString(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />,
  );
}

describe.each(dialects)("stored JSON is versioned and read through schemas on %s", (dialect) => {
  let database: TestDatabase;
  let services: AppServices;
  let user: { id: string; cookie: string };
  let stored: string;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
    user = await signedInUser(services, "stored@example.com");
    // More runs than a month's free personas.
    await grantPurchase(
      database.db,
      { userId: user.id, paymentId: "stored", personas: 500, note: "test" },
      new Date(),
    );
    const run = await startSimulation(
      database.db,
      { owner: { kind: "user", userId: user.id }, goal: IDEA, cohortId: "general", personaCount: 25 },
      new Date(),
    );
    const worker = createRunWorker({
      db: database.db,
      events: createLocalRunEvents(),
      runner: createEngineRunner(),
    });
    while (await worker.runNext());
    stored = (await getSimulation(database.db, run.id))!.report!;
  });
  afterAll(() => database.destroy());

  async function runWithReport(report: string) {
    const run = await startSimulation(
      database.db,
      { owner: { kind: "user", userId: user.id }, goal: IDEA, cohortId: "general", personaCount: 25 },
      new Date(),
    );
    await database.db
      .updateTable("simulations")
      .set({ status: "completed", stage: "completed", report })
      .where("id", "=", run.id)
      .execute();
    return run.id;
  }

  const page = (id: string) =>
    callRoute(
      runPage.loader,
      new Request(`${BASE}/app/simulation/${id}`, { headers: { Cookie: user.cookie } }),
      services,
      { id },
    );

  it("writes the current version with every report", () => {
    expect(JSON.parse(stored)).toMatchObject({ report_version: REPORT_VERSION });
    expect(readStoredReport(stored)).toMatchObject({ ok: true, version: REPORT_VERSION });
  });

  it.each([
    ["version 1 (no version, an early idea reading)", () => firstVersion(stored)],
    ["version 2", () => stored],
  ])("still shows a %s report, on the page and from the API", async (_label, report) => {
    const id = await runWithReport(report());
    const answer = await page(id);
    expect(answer.status).toBe(200);
    const body = answer.body as {
      report: { persona_total: number };
      reportProblem: string | null;
      reading: { reading: unknown };
    };
    expect(body.reportProblem).toBeNull();
    expect(body.report.persona_total).toBe(25);
    expect(body.reading.reading).toMatchObject({ risks: expect.any(Array), corrected: expect.any(Array) });

    const read = readStoredReport(report());
    expect(read.ok).toBe(true);
    const html = await renderReport((read as { report: AppReport }).report);
    expect(html).toContain("would try it");

    const api = await callRoute(
      reportApi.loader,
      new Request(`${BASE}/orchestrator/simulations/${id}/report`, { headers: { Cookie: user.cookie } }),
      services,
      { id },
    );
    expect(api.status).toBe(200);
    expect((api.body as AppReport).personas).toHaveLength(25);
  });

  it("reads a report again when its stored text changes, though the last reading is kept", async () => {
    const id = await runWithReport(stored);
    const before = (await page(id)).body as { report: { persona_total: number; headline: string } };
    expect(before.report.persona_total).toBe(25);
    expect((await page(id)).body).toEqual(before);
    // The same run, its report rewritten with fewer personas: the page shows the new one.
    const fewer = JSON.parse(stored) as { personas: unknown[] };
    await database.db
      .updateTable("simulations")
      .set({ report: JSON.stringify({ ...fewer, personas: fewer.personas.slice(0, 10) }) })
      .where("id", "=", id)
      .execute();
    expect(((await page(id)).body as typeof before).report.persona_total).toBe(10);
  });

  it("reads a run's stored text again only when its report was written again", async () => {
    const id = await runWithReport(stored);
    const owner = { kind: "user" as const, userId: user.id };
    const load = async () =>
      loadReportOfRun(database.db, (await getOwnedRunWithoutReport(database.db, id, owner))!);
    const first = await load();
    expect(first?.personas).toHaveLength(25);
    expect(await load()).toBe(first);
    // A new write of the same size counts an event, as every write of a report does.
    const report = JSON.parse(stored) as AppReport;
    const title = report.title.replace(/./g, "x");
    await database.db
      .updateTable("simulations")
      .set({ report: JSON.stringify({ ...report, title }), event_seq: sql`event_seq + 1` })
      .where("id", "=", id)
      .execute();
    expect((await load())?.title).toBe(title);
  });

  it.each([
    ["a newer version", () => JSON.stringify({ ...JSON.parse(stored), report_version: REPORT_VERSION + 1 })],
    ["a broken row", () => '{"personas": "not a list"}'],
    ["text that is not JSON", () => "{"],
  ])("says so plainly for %s, and does not crash", async (_label, report) => {
    const id = await runWithReport(report());
    const answer = await page(id);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ report: null, reportProblem: UNREADABLE_REPORT_MESSAGE });
    const api = await callRoute(
      reportApi.loader,
      new Request(`${BASE}/orchestrator/simulations/${id}/report`, { headers: { Cookie: user.cookie } }),
      services,
      { id },
    );
    expect(api.status).toBe(422);
  });

  it("reads chat messages stored as bare lists (version 1) and leaves out an item it cannot read", async () => {
    const simulationId = await runWithReport(stored);
    const message = (id: string, role: string) => ({
      id,
      role,
      content: `${id} says hi`,
      timestamp: "2026-11-20T10:00:00.000Z",
    });
    await database.db
      .insertInto("persona_chats")
      .values({
        id: crypto.randomUUID(),
        user_id: user.id,
        simulation_id: simulationId,
        persona_id: "p-1",
        messages: JSON.stringify([message("m1", "user"), message("m2", "persona"), { id: "m3" }]),
        created_at: "2026-11-20T10:00:00.000Z",
        last_updated: "2026-11-20T10:00:00.000Z",
      })
      .execute();
    const chat = await getChat(database.db, user.id, simulationId, "p-1");
    expect(chat!.messages.map((m) => m.id)).toEqual(["m1", "m2"]);

    const conversationId = crypto.randomUUID();
    await database.db
      .insertInto("conversations")
      .values({
        id: conversationId,
        user_id: user.id,
        guest_id: null,
        messages: JSON.stringify([message("c1", "user"), message("c2", "assistant")]),
        config: JSON.stringify({
          goal: IDEA,
          audience: "general",
          audience_name: "General population",
          persona_count: 25,
          cohort_name: null,
          reasoning: null,
        }),
        simulation_id: null,
        created_at: "2026-11-20T10:00:00.000Z",
        updated_at: "2026-11-20T10:00:00.000Z",
      })
      .execute();
    const state = await loadConversation(
      database.db,
      conversationId,
      { kind: "user", userId: user.id },
      new Date(),
    );
    expect(state!.conversation.messages.map((m) => m.id)).toEqual(["c1", "c2"]);
    expect(state!.phase).toBe("configured");
  });
});
