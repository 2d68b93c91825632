import { once } from "node:events";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "~/context.server";
import { ENDPOINTS } from "~/api/endpoints.server";
import { createApiRouter } from "~/api/router.server";
import { createLoadContext, createTestServices, signedInUser } from "./context";
import { createTestDatabase, type TestDatabase } from "./database";

interface OpenApi {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        summary: string;
        parameters?: { name: string; in: string; required: boolean }[];
        requestBody?: {
          content: { "application/json": { schema: { properties: Record<string, unknown> } } };
        };
      }
    >
  >;
}

let database: TestDatabase;
let services: AppServices;
let server: ReturnType<express.Express["listen"]>;
let base: string;

beforeAll(async () => {
  database = await createTestDatabase("sqlite");
  services = createTestServices(database);
  const app = express();
  app.use(createApiRouter(ENDPOINTS, () => createLoadContext(services)));
  app.use((_req, res) => void res.status(404).send("not the API"));
  server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await database.destroy();
});

describe("the JSON API's router", () => {
  it("describes every endpoint in /api/openapi.json, with the bodies and parameters they read", async () => {
    const answer = await fetch(`${base}/api/openapi.json`);
    expect(answer.status).toBe(200);
    const document = (await answer.json()) as OpenApi;
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths)).toHaveLength(ENDPOINTS.length);

    const start = document.paths["/orchestrator/start"]!;
    expect(Object.keys(start)).toEqual(["post"]);
    expect(Object.keys(start.post!.requestBody!.content["application/json"].schema.properties)).toEqual(
      expect.arrayContaining(["goal", "persona_count", "audience"]),
    );
    const comparison = document.paths["/api/compare/{id}"]!.get!;
    expect(comparison.parameters).toEqual([
      expect.objectContaining({ name: "id", in: "path", required: true }),
    ]);
    const history = document.paths["/api/orchestrator/simulations"]!.get!;
    expect(history.parameters?.map((parameter) => parameter.name)).toEqual(expect.arrayContaining(["limit"]));
  });

  it("answers an endpoint as its module does, with the path's params, and leaves other paths to what follows", async () => {
    const user = await signedInUser(services, "router@example.com");
    const balance = await fetch(`${base}/v1/credits/balance`, { headers: { Cookie: user.cookie } });
    expect(balance.status).toBe(200);
    expect(await balance.json()).toMatchObject({ total_remaining: expect.any(Number) });

    // A thrown Response is the answer: another caller's run is a 404.
    const missing = await fetch(`${base}/orchestrator/simulations/${crypto.randomUUID()}/status`, {
      headers: { Cookie: user.cookie },
    });
    expect(missing.status).toBe(404);

    const page = await fetch(`${base}/app`);
    expect(await page.text()).toBe("not the API");
  });
});
