import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "~/context.server";
import * as runPage from "~/routes/app.simulation.$id";
import * as personasEndpoint from "~/routes/app.simulation_.$id.personas";
import { grantPurchase } from "~/services/credits.server";
import { createRunWorker } from "~/services/run-worker.server";
import { createLocalRunEvents } from "~/services/run-events.server";
import { createEngineRunner } from "~/services/simulation-runner.server";
import { getSimulation, startSimulation } from "~/services/simulations.server";
import type { PersonaPage } from "~/utils/report-page";
import { callRoute, createTestServices, signedInUser } from "./context";
import { createTestDatabase, dialects, type TestDatabase } from "./database";

// The report page sends the summary and one page of personas per group, never
// the whole panel: search, the group filter and "View all" are queries the
// server answers, on the page itself (no JavaScript) and from the personas
// endpoint (with it).

const BASE = "http://localhost:3000";
const SIZE = 500;

describe.each(dialects)("the report page's personas on %s", (dialect) => {
  let database: TestDatabase;
  let services: AppServices;
  let owner: { id: string; cookie: string };
  let stranger: { id: string; cookie: string };
  let runId: string;
  let storedBytes: number;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
    owner = await signedInUser(services, "report-owner@example.com");
    stranger = await signedInUser(services, "stranger@example.com");
    await grantPurchase(
      database.db,
      { userId: owner.id, paymentId: "report-page-test", personas: SIZE, note: "test" },
      new Date(),
    );
    const run = await startSimulation(
      database.db,
      {
        owner: { kind: "user", userId: owner.id },
        goal: "A grocery delivery app for busy parents, $9/month",
        cohortId: "general",
        personaCount: SIZE,
      },
      new Date(),
    );
    runId = run.id;
    const worker = createRunWorker({
      db: database.db,
      events: createLocalRunEvents(),
      runner: createEngineRunner(),
    });
    while (await worker.runNext());
    storedBytes = (await getSimulation(database.db, runId))!.report!.length;
  });
  afterAll(() => database.destroy());

  const page = (search = "", cookie = owner.cookie) =>
    callRoute(
      runPage.loader,
      new Request(`${BASE}/app/simulation/${runId}${search}`, { headers: { Cookie: cookie } }),
      services,
      { id: runId },
    );
  const endpoint = (search = "", cookie = owner.cookie) =>
    callRoute(
      personasEndpoint.loader,
      new Request(`${BASE}/app/simulation/${runId}/personas${search}`, { headers: { Cookie: cookie } }),
      services,
      { id: runId },
    );
  const shownIn = (personas: PersonaPage) => personas.groups.flatMap((group) => group.personas);

  it("sends five personas per group and every group's count, a fraction of the stored report", async () => {
    const answer = await page();
    expect(answer.status).toBe(200);
    const body = answer.body as { report: { persona_total: number }; personas: PersonaPage };
    expect(body.report.persona_total).toBe(SIZE);
    expect(body.report).not.toHaveProperty("personas");
    expect(body.personas.groups.reduce((sum, group) => sum + group.count, 0)).toBe(SIZE);
    for (const group of body.personas.groups) expect(group.personas.length).toBe(Math.min(5, group.count));
    expect(JSON.stringify(answer.body).length).toBeLessThan(storedBytes / 5);
  });

  it("answers a group filter with 'View all' and a search, the same on the page and from the endpoint", async () => {
    const search = "?group=not_interested&expand=not_interested";
    const fromPage = ((await page(search)).body as { personas: PersonaPage }).personas;
    const fromEndpoint = (await endpoint(search)).body as PersonaPage;
    expect(fromEndpoint).toEqual(fromPage);
    const rejecting = fromPage.groups.find((group) => group.id === "not_interested")!;
    expect(rejecting.expanded).toBe(true);
    expect(rejecting.personas).toHaveLength(rejecting.count);
    expect(shownIn(fromPage).every((persona) => persona.group === "not_interested")).toBe(true);

    const role = rejecting.personas[0]!.role;
    const found = (await endpoint(`?q=${encodeURIComponent(role)}`)).body as PersonaPage;
    expect(found.query.term).toBe(role);
    expect(found.matching).toBeGreaterThan(0);
    expect(found.matching).toBeLessThan(SIZE);
    expect(shownIn(found).every((persona) => JSON.stringify(persona).includes(role))).toBe(true);

    const none = (await endpoint("?q=zzzz-nobody")).body as PersonaPage;
    expect(none.matching).toBe(0);
  });

  it("is a 404 for anyone else's run", async () => {
    expect((await endpoint("", stranger.cookie)).status).toBe(404);
    expect((await page("", stranger.cookie)).status).toBe(404);
  });
});
