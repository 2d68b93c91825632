import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "~/context.server";
import type { AppReport } from "~/engine";
import { NOTHING_TO_PRICE, type PriceTest } from "~/engine/price-test";
import * as priceTestApi from "~/api/endpoints/api.simulations.$id.price-test";
import * as priceTestPage from "~/routes/app.simulation_.$id.price-test";
import { createLocalRunEvents } from "~/services/run-events.server";
import { createRunWorker } from "~/services/run-worker.server";
import { createEngineRunner } from "~/services/simulation-runner.server";
import { getSimulation, startSimulation } from "~/services/simulations.server";
import { PRICE_POINTS_MESSAGE } from "~/utils/price-points";
import { callRoute, createTestServices, signedInUser } from "./context";
import { createTestDatabase, dialects, type TestDatabase } from "./database";

const BASE = "http://localhost:3000";
const PRICED =
  "A meal-planning app that builds a week of dinners from what is already in your fridge, $6/month";
const FREE = "A free public map of drinking fountains in the city, run by volunteers";

describe.each(dialects)("the price test on a run's own panel on %s", (dialect) => {
  let database: TestDatabase;
  let services: AppServices;
  let owner: { id: string; cookie: string };
  let stranger: { id: string; cookie: string };
  const events = createLocalRunEvents();

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
    owner = await signedInUser(services, "prices@example.com");
    stranger = await signedInUser(services, "someone-else@example.com");
  });
  afterAll(() => database.destroy());

  async function completedRun(goal: string) {
    const run = await startSimulation(
      database.db,
      { owner: { kind: "user", userId: owner.id }, goal, cohortId: "general", personaCount: 40 },
      new Date(),
    );
    const worker = createRunWorker({ db: database.db, events, runner: createEngineRunner() });
    while (await worker.runNext());
    return (await getSimulation(database.db, run.id))!;
  }

  function api(id: string, query = "", cookie = owner.cookie) {
    return callRoute(
      priceTestApi.loader,
      new Request(`${BASE}/api/simulations/${id}/price-test${query}`, { headers: { Cookie: cookie } }),
      services,
      { id },
    );
  }

  function page(id: string, query = "", cookie = owner.cookie) {
    return callRoute(
      priceTestPage.loader,
      new Request(`${BASE}/app/simulation/${id}/price-test${query}`, { headers: { Cookie: cookie } }),
      services,
      { id },
    );
  }

  it("asks the report's own personas again, so the stated price gives the report's adoption", async () => {
    const run = await completedRun(PRICED);
    const report = JSON.parse(run.report!) as AppReport;
    const answer = await api(run.id);
    expect(answer.status).toBe(200);
    const test = answer.body as PriceTest & { synthetic: boolean };
    expect(test.synthetic).toBe(true);
    expect(test.stated).toBe(6);
    expect(test.period).toBe("month");
    const atStated = test.demand.find((point) => point.amount === 6)!;
    expect(atStated.total).toBe(40);
    expect(atStated.adopters).toBe(report.personas.filter((p) => p.response.score >= 4).length);
    // Dearer never wins more people on the same panel.
    const shares = test.demand.map((point) => point.percent);
    expect([...shares].sort((a, b) => b - a)).toEqual(shares);
    // A price is read only when enough personas say yes somewhere.
    expect(test.summary).toMatch(
      test.bestRevenue.adopters >= 5
        ? /revenue per 1,000 people reached peaks at \$/
        : /^Fewer than 5 of 40 personas would try it at any price tested: too few to read a price from/,
    );
  });

  it("tests the prices a user asks for, and says what is wrong with prices it cannot read", async () => {
    const run = await completedRun(PRICED);
    const chosen = await api(run.id, "?prices=4,%209,%2015");
    expect(chosen.status).toBe(200);
    expect((chosen.body as PriceTest).demand.map((point) => point.amount)).toEqual([4, 9, 15]);

    const wrong = await api(run.id, "?prices=4,abc");
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({ detail: PRICE_POINTS_MESSAGE });

    const onPage = await page(run.id, "?prices=4");
    expect(onPage.status).toBe(400);
    expect(onPage.body).toMatchObject({ error: PRICE_POINTS_MESSAGE, outcome: { ok: true } });
  });

  it("has no price to test for an idea that sells nothing", async () => {
    const run = await completedRun(FREE);
    expect((await api(run.id)).status).toBe(409);
    expect((await page(run.id)).body).toMatchObject({ outcome: { ok: false, reason: NOTHING_TO_PRICE } });
  });

  it("is another user's run: not found, on the page and the API", async () => {
    const run = await completedRun(PRICED);
    expect((await api(run.id, "", stranger.cookie)).status).toBe(404);
    expect((await page(run.id, "", stranger.cookie)).status).toBe(404);
  });
});
