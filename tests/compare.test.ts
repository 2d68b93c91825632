import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "~/context.server";
import type { AppReport } from "~/engine";
import * as compareApi from "~/api/endpoints/api.compare";
import * as compareApiById from "~/api/endpoints/api.compare.$id";
import * as comparisonPage from "~/routes/app.compare.$id";
import * as exportRoute from "~/routes/app.compare.$id.export";
import * as comparePage from "~/routes/app.compare._index";
import * as sharedPage from "~/routes/compare.$id";
import * as runReport from "~/api/endpoints/orchestrator.simulations.$id.report";
import { getBalance } from "~/services/credits.server";
import { createLocalRunEvents } from "~/services/run-events.server";
import { createRunWorker } from "~/services/run-worker.server";
import { createEngineRunner } from "~/services/simulation-runner.server";
import { callRoute, createTestServices, formRequest, signedInUser } from "./context";
import { createTestDatabase, dialects, type TestDatabase } from "./database";

const BASE = "http://localhost:3000";
const FREE = "A meal-planning app that builds a week of dinners from what is in your fridge, free";
const DEAR = "A meal-planning app that builds a week of dinners from what is in your fridge, $60/month";

describe.each(dialects)("comparing variants on one panel on %s", (dialect) => {
  let database: TestDatabase;
  let services: AppServices;
  let user: { id: string; cookie: string };
  const events = createLocalRunEvents();

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
    user = await signedInUser(services, "compare@example.com");
  });
  afterAll(() => database.destroy());

  async function drain() {
    const worker = createRunWorker({ db: database.db, events, runner: createEngineRunner() });
    while (await worker.runNext());
  }

  function post(body: unknown, cookie = user.cookie) {
    return callRoute(
      compareApi.action,
      new Request(`${BASE}/api/compare`, {
        method: "POST",
        headers: { Cookie: cookie, "Content-Type": "application/json" },
        body: JSON.stringify(body),
      }),
      services,
    );
  }

  function get(id: string, cookie = user.cookie) {
    return callRoute(
      compareApiById.loader,
      new Request(`${BASE}/api/compare/${id}`, { headers: { Cookie: cookie } }),
      services,
      { id },
    );
  }

  type ApiComparison = {
    status: string;
    variants: { key: string; simulation_id: string }[];
    result: {
      winner: string | null;
      variants: { key: string; adopters: number; total: number; low: number; high: number }[];
      control: { againstControl: null } | null;
    } | null;
    synthetic: boolean;
  };

  it("runs every variant on the same personas, debits one panel each, and agrees with each variant's report", async () => {
    const before = (await getBalance(database.db, user.id, new Date())).total_remaining;
    const started = await post({
      variants: [FREE, DEAR],
      control: "Planning dinners with a paper list",
      audience: "general",
      persona_count: 25,
    });
    expect(started.status).toBe(200);
    const { comparison_id } = started.body as { comparison_id: string };
    expect((await getBalance(database.db, user.id, new Date())).total_remaining).toBe(before - 75);

    expect(((await get(comparison_id)).body as ApiComparison).status).toBe("running");
    await drain();
    const done = (await get(comparison_id)).body as ApiComparison;
    expect(done.status).toBe("completed");
    expect(done.synthetic).toBe(true);
    expect(done.variants.map((variant) => variant.key)).toEqual(["A", "B", "control"]);

    const reports = await Promise.all(
      done.variants.map(async (variant) => {
        const page = await callRoute(
          runReport.loader,
          new Request(`${BASE}/orchestrator/simulations/${variant.simulation_id}/report`, {
            headers: { Cookie: user.cookie },
          }),
          services,
          { id: variant.simulation_id },
        );
        return page.body as AppReport;
      }),
    );
    const ids = reports.map((report) => report.personas.map((persona) => persona.persona_id));
    expect(ids[1]).toEqual(ids[0]);
    expect(ids[2]).toEqual(ids[0]);
    // Each variant's share is its own report's count of 4-5 answers.
    done.result!.variants.forEach((outcome, index) => {
      const report = reports[index]!;
      expect(outcome.adopters).toBe(report.personas.filter((persona) => persona.response.score >= 4).length);
      expect(outcome.total).toBe(25);
      expect(outcome.low).toBeLessThanOrEqual(outcome.high);
    });
    expect(done.result!.control).toMatchObject({ againstControl: null });
  });

  it("refuses a comparison the user cannot pay for, and debits nothing", async () => {
    const poor = await signedInUser(services, "compare-poor@example.com");
    const answer = await post(
      { variants: [FREE, DEAR, FREE, DEAR], control: "Nothing", audience: "general", persona_count: 100 },
      poor.cookie,
    );
    expect(answer.status).toBe(402);
    expect(answer.body).toMatchObject({ detail: { code: "INSUFFICIENT_CREDITS", required: 500 } });
    expect((await getBalance(database.db, poor.id, new Date())).total_remaining).toBe(200);
  });

  it("checks the variants: 2 to 4, none empty", async () => {
    expect((await post({ variants: [FREE], persona_count: 25 })).status).toBe(422);
    expect((await post({ variants: [FREE, "  "], persona_count: 25 })).status).toBe(422);
    expect((await post({ variants: [FREE, DEAR, FREE, DEAR, FREE], persona_count: 25 })).status).toBe(422);
    expect((await post({ variants: [FREE, DEAR], persona_count: 30 })).status).toBe(422);
  });

  it("runs from the page as a plain form, lists it, shares it and exports it", async () => {
    const answer = await callRoute(
      comparePage.action,
      formRequest(
        `${BASE}/app/compare?index`,
        { variant_a: FREE, variant_b: DEAR, audience: "general", size: "25" },
        { Cookie: user.cookie },
      ),
      services,
    );
    expect(answer.status).toBe(302);
    const id = answer.headers.get("Location")!.match(/^\/app\/compare\/([0-9a-f-]{36})$/)![1]!;
    const running = await callRoute(
      comparisonPage.loader,
      new Request(`${BASE}/app/compare/${id}`, { headers: { Cookie: user.cookie } }),
      services,
      { id },
    );
    expect(running.body).toMatchObject({ autoRefresh: 2, view: { status: "running" } });
    await drain();

    const listed = await callRoute(
      comparePage.loader,
      new Request(`${BASE}/app/compare`, { headers: { Cookie: user.cookie } }),
      services,
    );
    expect((listed.body as { comparisons: { id: string }[] }).comparisons.map((c) => c.id)).toContain(id);

    const shared = () => callRoute(sharedPage.loader, new Request(`${BASE}/compare/${id}`), services, { id });
    expect((await shared()).status).toBe(404);
    const share = await callRoute(
      comparisonPage.action,
      formRequest(`${BASE}/app/compare/${id}`, { intent: "share" }, { Cookie: user.cookie }),
      services,
      { id },
    );
    expect(share.status).toBe(302);
    expect((await shared()).status).toBe(200);

    const csv = await callRoute(
      exportRoute.loader,
      new Request(`${BASE}/app/compare/${id}/export?format=csv`, { headers: { Cookie: user.cookie } }),
      services,
      { id },
    );
    const lines = String(csv.body).trim().split("\n");
    expect(lines[0]).toMatch(/^variant,text,personas,would_try,percent,interval_low,interval_high/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^A,/);
    expect(lines[1]).toContain("simulated personas, not real people");
  });

  it("refuses an empty variant on the page with a message", async () => {
    const answer = await callRoute(
      comparePage.action,
      formRequest(
        `${BASE}/app/compare?index`,
        { variant_a: FREE, variant_b: "", audience: "general", size: "25" },
        { Cookie: user.cookie },
      ),
      services,
    );
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain("Describe variant B");
  });

  it("gives a guest one free comparison of two variants of 25", async () => {
    const guest = (await services.sessions.guestCookie.serialize(crypto.randomUUID())).split(";")[0]!;
    expect((await post({ variants: [FREE, DEAR, FREE], persona_count: 25 }, guest)).status).toBe(403);
    expect((await post({ variants: [FREE, DEAR], persona_count: 25 }, guest)).status).toBe(200);
    const again = await post({ variants: [FREE, DEAR], persona_count: 25 }, guest);
    expect(again.status).toBe(403);
    expect(JSON.stringify(again.body)).toContain("You've used your free comparison");
  });

  it("is a 404 for another user's comparison", async () => {
    const started = await post({ variants: [FREE, DEAR], persona_count: 25 });
    const { comparison_id } = started.body as { comparison_id: string };
    const other = await signedInUser(services, "compare-other@example.com");
    expect((await get(comparison_id, other.cookie)).status).toBe(404);
    const page = await callRoute(
      comparisonPage.loader,
      new Request(`${BASE}/app/compare/${comparison_id}`, { headers: { Cookie: other.cookie } }),
      services,
      { id: comparison_id },
    );
    expect(page.status).toBe(404);
  });
});
