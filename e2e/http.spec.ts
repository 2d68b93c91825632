import { expect, test } from "./fixtures";

// What the server promises on every response, whichever browser asks.

test("pages carry the security headers", async ({ request }) => {
  const response = await request.get("/app");
  const headers = response.headers();
  expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-powered-by"]).toBeUndefined();
});

test("an oversized form body gets a 413 page, not a 500", async ({ request }) => {
  const response = await request.post("/auth/sign-out", {
    form: { padding: "x".repeat(100_000) },
  });
  expect(response.status()).toBe(413);
  expect(await response.text()).toContain("That was too large");
});

test("a sign-in callback without a valid state is a 400, not a 500", async ({ request }) => {
  const response = await request.get("/auth/callback?code=forged&state=forged");
  expect(response.status()).toBe(400);
  expect(await response.text()).toContain("Sign-in could not be completed. Please start again.");
});

test("fingerprinted assets are cached for a year", async ({ request }) => {
  const page = await request.get("/");
  const stylesheet = /href="(\/build\/_assets\/[^"]+\.css)"/.exec(await page.text())?.[1];
  expect(stylesheet).toBeTruthy();
  const response = await request.get(stylesheet!);
  expect(response.headers()["cache-control"]).toContain("max-age=31536000");
  expect(response.headers()["cache-control"]).toContain("immutable");
});

test("the favicon is served from public/, cached for an hour; a missing file is a 404", async ({
  request,
}) => {
  const icon = await request.get("/favicon.svg");
  expect(icon.status()).toBe(200);
  expect(icon.headers()["content-type"]).toContain("image/svg+xml");
  expect(icon.headers()["cache-control"]).toContain("max-age=3600");
  const missing = await request.get("/no-such-file.png");
  expect(missing.status()).toBe(404);
});

test("a load balancer can ask whether the instance is alive and ready", async ({ request }) => {
  const live = await request.get("/healthz");
  expect(live.status()).toBe(200);
  expect(await live.json()).toEqual({ status: "ok" });
  const ready = await request.get("/readyz");
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({
    ready: true,
    checks: { database: "ok", migrations: "current", worker: "running" },
    // Which instance answered, as runs name it in claimed_by: tells instances apart behind a balancer.
    worker_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
  });
});

test("every response carries a request id, kept from a proxy when it sends one", async ({ request }) => {
  const fresh = await request.get("/");
  expect(fresh.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  const passed = await request.get("/", { headers: { "X-Request-Id": "edge-1234abcd" } });
  expect(passed.headers()["x-request-id"]).toBe("edge-1234abcd");
  const forged = await request.get("/", { headers: { "X-Request-Id": "<script>" } });
  expect(forged.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
});

test("a scraper with the metrics token reads Prometheus metrics; anyone else gets a 404", async ({
  request,
}) => {
  expect((await request.get("/metrics")).status()).toBe(404);
  expect(
    (
      await request.get("/metrics", { headers: { Authorization: "Bearer wrong-token-of-some-length" } })
    ).status(),
  ).toBe(404);
  await request.get("/app");
  const response = await request.get("/metrics", {
    headers: { Authorization: "Bearer e2e-metrics-token-long-enough" },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/plain");
  const text = await response.text();
  expect(text).toMatch(
    /sounding_board_http_request_duration_seconds_count\{method="GET",route="app",status="2xx"\} [1-9]/,
  );
  expect(text).toMatch(/^sounding_board_queue_depth \d+$/m);
  expect(text).toMatch(/^sounding_board_sse_connections \d+$/m);
});
