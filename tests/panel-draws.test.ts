import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "~/context.server";
import type { AppReport } from "~/engine";
import * as runApi from "~/api/endpoints/api.orchestrator.simulations.$id";
import * as redrawApi from "~/api/endpoints/api.orchestrator.simulations.$id.redraw";
import * as runPage from "~/routes/app.simulation.$id";
import type { Simulation } from "~/db/schema";
import type { PanelDraw } from "~/services/panel-draws.server";
import { createAccount } from "~/services/password-accounts.server";
import { getBalance } from "~/services/credits.server";
import { createLocalRunEvents } from "~/services/run-events.server";
import { createRunWorker } from "~/services/run-worker.server";
import { createEngineRunner } from "~/services/simulation-runner.server";
import { getSimulation, startSimulation } from "~/services/simulations.server";
import { callRoute, createTestServices, formRequest, signedInUser } from "./context";
import { createTestDatabase, dialects, type TestDatabase } from "./database";

const BASE = "http://localhost:3000";
const IDEA =
  "A meal-planning app that builds a week of dinners from what is already in your fridge, $6/month";

describe.each(dialects)("the stable panel and drawing a new one on %s", (dialect) => {
  let database: TestDatabase;
  let services: AppServices;
  let user: { id: string; cookie: string };
  const events = createLocalRunEvents();

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
    user = await signedInUser(services, "panels@example.com");
  });
  afterAll(() => database.destroy());

  async function drain() {
    const worker = createRunWorker({ db: database.db, events, runner: createEngineRunner() });
    while (await worker.runNext());
  }

  async function completedRun(personaCount = 25, userId = user.id) {
    const run = await startSimulation(
      database.db,
      { owner: { kind: "user", userId }, goal: IDEA, cohortId: "general", personaCount },
      new Date(),
    );
    await drain();
    return JSON.parse((await getSimulation(database.db, run.id))!.report!) as AppReport;
  }

  const adopters = (report: AppReport) => report.personas.filter((p) => p.response.score >= 4).length;
  const ids = (report: AppReport) => report.personas.map((p) => p.persona_id);

  function page(id: string) {
    return callRoute(
      runPage.loader,
      new Request(`${BASE}/app/simulation/${id}`, { headers: { Cookie: user.cookie } }),
      services,
      { id },
    );
  }

  function redraw(id: string, cookie = user.cookie) {
    return callRoute(
      runPage.action,
      formRequest(`${BASE}/app/simulation/${id}`, { intent: "redraw" }, { Cookie: cookie }),
      services,
      { id },
    );
  }

  it("gives the same idea on the same audience the same headline, on the same people", async () => {
    const first = await completedRun();
    const second = await completedRun();
    expect(ids(second)).toEqual(ids(first));
    expect(adopters(second)).toBe(adopters(first));
    expect(second.personas.map((p) => p.response.score)).toEqual(first.personas.map((p) => p.response.score));
    // A larger panel keeps the smaller one's people and adds more.
    const larger = await completedRun(50);
    expect(ids(larger).slice(0, 25)).toEqual(ids(first));
  });

  it("draws new personas on request, debits them, and shows how far the headline moved", async () => {
    const run = await startSimulation(
      database.db,
      { owner: { kind: "user", userId: user.id }, goal: IDEA, cohortId: "general", personaCount: 25 },
      new Date(),
    );
    await drain();
    const before = await getBalance(database.db, user.id, new Date());

    const answer = await redraw(run.id);
    expect(answer.status).toBe(302);
    const nextId = answer.headers.get("Location")!.match(/^\/app\/simulation\/([0-9a-f-]{36})$/)![1]!;
    const next = await getSimulation(database.db, nextId);
    expect(next).toMatchObject({ goal: IDEA, cohort_id: "general", persona_count: 25, status: "queued" });
    expect(next!.seed).not.toBe(run.seed);
    expect((await getBalance(database.db, user.id, new Date())).total_remaining).toBe(
      before.total_remaining - 25,
    );
    await drain();

    const shown = await page(nextId);
    expect(shown.status).toBe(200);
    const body = shown.body as { stablePanel: boolean; panels: { draws: unknown[]; spreadPoints: number } };
    expect(body.stablePanel).toBe(false);
    // The standard panel (run three times above and once here, counted once) and the new draw.
    expect(body.panels.draws).toHaveLength(2);
    expect(body.panels.draws).toContainEqual(
      expect.objectContaining({ simulationId: nextId, stable: false }),
    );
    expect(body.panels.spreadPoints).toBeGreaterThanOrEqual(0);

    const original = (await page(run.id)).body as { stablePanel: boolean };
    expect(original.stablePanel).toBe(true);
  });

  it("counts each panel's adopters from the number kept with its report, or from the report when a run has none", async () => {
    const owner = await signedInUser(services, "counted-panels@example.com");
    const idea = `${IDEA}, with a shopping list`;
    const runs = [];
    for (const seed of ["draw|one", "draw|two"]) {
      const run = await startSimulation(
        database.db,
        {
          owner: { kind: "user", userId: owner.id },
          goal: idea,
          cohortId: "general",
          personaCount: 25,
          seed,
        },
        new Date(),
      );
      await drain();
      runs.push((await getSimulation(database.db, run.id))!);
    }
    const [first, second] = runs as [Simulation, Simulation];
    expect(first.adopters).toBe(adopters(JSON.parse(first.report!) as AppReport));
    // A run completed by a release before the count was kept.
    await database.db
      .updateTable("simulations")
      .set({ adopters: null })
      .where("id", "=", second.id)
      .execute();

    const shown = await callRoute(
      runPage.loader,
      new Request(`${BASE}/app/simulation/${second.id}`, { headers: { Cookie: owner.cookie } }),
      services,
      { id: second.id },
    );
    const body = shown.body as { panels: { draws: PanelDraw[] } };
    expect(
      body.panels.draws.map(({ simulationId, adopters, total }) => ({ simulationId, adopters, total })),
    ).toEqual([
      { simulationId: first.id, adopters: first.adopters, total: 25 },
      { simulationId: second.id, adopters: second.adopters, total: 25 },
    ]);
  });

  it("draws a new panel through the JSON API, and its GET lists the panels", async () => {
    const run = await startSimulation(
      database.db,
      { owner: { kind: "user", userId: user.id }, goal: IDEA, cohortId: "general", personaCount: 25 },
      new Date(),
    );
    await drain();
    const answer = await callRoute(
      redrawApi.action,
      new Request(`${BASE}/api/orchestrator/simulations/${run.id}/redraw`, {
        method: "POST",
        headers: { Cookie: user.cookie, "Content-Type": "application/json" },
        body: "{}",
      }),
      services,
      { id: run.id },
    );
    expect(answer.status).toBe(200);
    const { simulation_id } = answer.body as { simulation_id: string };
    expect((await getSimulation(database.db, simulation_id))!.seed).not.toBe(run.seed);
    await drain();

    const shown = await callRoute(
      runApi.loader,
      new Request(`${BASE}/api/orchestrator/simulations/${simulation_id}`, {
        headers: { Cookie: user.cookie },
      }),
      services,
      { id: simulation_id },
    );
    const body = shown.body as { panel_draws: { spread_points: number; draws: { simulation_id: string }[] } };
    expect(body.panel_draws.draws.map((draw) => draw.simulation_id)).toContain(simulation_id);
    expect(body.panel_draws.spread_points).toBeGreaterThanOrEqual(0);
  });

  it("is a 404 for another user's run", async () => {
    const other = await createAccount(
      database.db,
      { email: "other-panels@example.com", name: null, password: "abcdefg1" },
      new Date(),
    );
    const run = await startSimulation(
      database.db,
      { owner: { kind: "user", userId: other.id }, goal: IDEA, cohortId: "general", personaCount: 25 },
      new Date(),
    );
    expect((await redraw(run.id)).status).toBe(404);
    const viaApi = await callRoute(
      redrawApi.action,
      new Request(`${BASE}/api/orchestrator/simulations/${run.id}/redraw`, {
        method: "POST",
        headers: { Cookie: user.cookie, "Content-Type": "application/json" },
        body: "{}",
      }),
      services,
      { id: run.id },
    );
    expect(viaApi.status).toBe(404);
  });
});
