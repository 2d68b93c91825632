import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "~/context.server";
import * as analyticsRoute from "~/routes/analytics";
import { listEvents } from "~/services/analytics.server";
import { createLoadContext, createTestServices } from "./context";
import { createTestDatabase, dialects, type TestDatabase } from "./database";

const BASE = "http://localhost:3000";
const SESSION = "00112233445566778899aabbccddeeff";
const ACCEPTED = `sb_consent=accepted; sb_consent_date=2026-01-02T03:04:05.000Z; sb_analytics_session=${SESSION}`;

/** What the browser's sendAnalyticsEvent sends: a form with the properties as JSON. */
function beacon(name: string, properties: Record<string, unknown>, cookie = ACCEPTED) {
  return new Request(`${BASE}/analytics`, {
    method: "POST",
    body: new URLSearchParams({ name, path: "/demo", properties: JSON.stringify(properties) }),
    headers: { Cookie: cookie },
  });
}

describe.each(dialects)("browser analytics on %s", (dialect) => {
  let database: TestDatabase;
  let services: AppServices;
  const now = new Date("2026-03-01T10:00:00.000Z");

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = { ...createTestServices(database), now: () => now };
  });
  afterAll(() => database.destroy());

  const send = (request: Request, clientIp: string) =>
    analyticsRoute.action({
      request,
      params: {},
      context: createLoadContext(services, { clientIp }),
    } as never) as Promise<Response>;

  it("stores the events the browser sends: charts, features, timing and errors", async () => {
    const events: Array<[string, Record<string, unknown>]> = [
      ["visualization_interaction", { chart_type: "customer_journey_funnel", interaction: "tooltip" }],
      ["feature_used", { feature: "report_search" }],
      ["performance_metric", { metric: "page_load", value: 812, unit: "ms" }],
      ["error", { error: "TypeError: x is undefined", context: "/demo", stack: "TypeError: x\n  at f" }],
      ["value_proposition_clicked", { proposition: "pricing_pro" }],
    ];
    for (const [name, properties] of events) {
      expect((await send(beacon(name, properties), "198.51.100.1")).status).toBe(204);
    }
    const stored = await listEvents(database.db, { sessionId: SESSION });
    // All at the same instant: compare without relying on their order.
    const byName = (a: [string, unknown], b: [string, unknown]) => a[0].localeCompare(b[0]);
    expect(
      stored.map((event): [string, unknown] => [event.name, JSON.parse(event.properties)]).sort(byName),
    ).toEqual([...events].sort(byName));
  });

  it("limits each address to 600 events in ten minutes, consent or not, with a JSON 429", async () => {
    const event = () =>
      beacon("performance_metric", { metric: "ttfb", value: 40, unit: "ms" }, "sb_consent=rejected");
    for (let index = 0; index < analyticsRoute.ANALYTICS_EVENTS_PER_WINDOW; index += 1) {
      const response = await send(event(), "198.51.100.2");
      expect(response.status).toBe(204);
    }
    const refused = await send(event(), "198.51.100.2");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(await refused.json()).toEqual({ error: "Too many analytics events. Try again later." });
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(Number(refused.headers.get("Retry-After"))).toBeLessThanOrEqual(600);

    // Another address is not affected.
    expect((await send(event(), "198.51.100.3")).status).toBe(204);
  });
});
