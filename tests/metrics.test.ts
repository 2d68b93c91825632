import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMetrics, routeFamily, trackStreamOpened } from "~/services/metrics.server";
import { startSimulation } from "~/services/simulations.server";
import { reportServerError, setErrorReporter } from "~/utils/error-reporting.server";
import { createTestServices, signedInUser } from "./context";
import { createTestDatabase, dialects, type TestDatabase } from "./database";

describe("route families", () => {
  it("label requests by their first path segment, never by an id", () => {
    expect(routeFamily("/app/simulation/3f2a0c4e-0000-4000-8000-000000000000")).toBe("app");
    expect(routeFamily("/")).toBe("root");
    expect(routeFamily("/%E2%9C%93/x")).toBe("other");
    expect(routeFamily("/api/compare?x=1")).toBe("api");
  });
});

describe.each(dialects)("metrics on %s", (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(() => database.destroy());

  it("count runs by state, the queue and open streams, and time requests", async () => {
    const services = createTestServices(database);
    const user = await signedInUser(services, "metrics@example.com");
    await startSimulation(
      database.db,
      {
        owner: { kind: "user", userId: user.id },
        goal: "A bike repair van",
        cohortId: "general",
        personaCount: 25,
      },
      new Date(),
    );
    const metrics = createMetrics(database.db);
    const closeStream = trackStreamOpened();
    metrics.observeRequest("GET", "/app/simulation/abc", 200, 0.02);
    const text = await metrics.registry.metrics();
    expect(text).toMatch(/^sounding_board_runs\{status="queued"\} 1$/m);
    expect(text).toMatch(/^sounding_board_queue_depth 1$/m);
    expect(text).toMatch(/^sounding_board_sse_connections 1$/m);
    expect(text).toMatch(
      /sounding_board_http_request_duration_seconds_count\{method="GET",route="app",status="2xx"\} [1-9]/,
    );
    closeStream();
    closeStream();
    expect(await metrics.registry.metrics()).toMatch(/^sounding_board_sse_connections 0$/m);
  });
});

describe("error reports", () => {
  it("log one JSON line with the request id and pass the error to the reporter", () => {
    const reported: Array<[unknown, string | null]> = [];
    const lines: string[] = [];
    const original = console.error;
    console.error = (line: string) => lines.push(line);
    setErrorReporter((error, id) => reported.push([error, id]));
    try {
      const error = new Error("the database went away");
      reportServerError(error, "req-12345678");
      expect(reported).toEqual([[error, "req-12345678"]]);
      expect(JSON.parse(lines[0]!)).toMatchObject({
        level: "error",
        request_id: "req-12345678",
        err: { type: "Error", message: "the database went away" },
      });
    } finally {
      console.error = original;
      setErrorReporter(null);
    }
  });
});
