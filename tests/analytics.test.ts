import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { AppServices } from "~/context.server";
import * as root from "~/root";
import * as analyticsRoute from "~/routes/analytics";
import * as consentRoute from "~/routes/consent";
import { createAccount } from "~/services/password-accounts.server";
import {
  ANALYTICS_EVENTS,
  createPostHogForwarder,
  listEvents,
  normalizeEventPath,
  parseAnalyticsEvent,
  recordEvent,
  type RecordedEvent,
} from "~/services/analytics.server";
import { trackServerEvent } from "~/utils/request-analytics.server";
import { startUserSession } from "~/utils/auth.server";
import { safeRedirectPath } from "~/utils/safe-redirect";
import { createLoadContext, createTestServices, formRequest } from "./context";
import { createTestDatabase, dialects, type TestDatabase } from "./database";

const BASE = "http://localhost:3000";
const SESSION = "0123456789abcdef0123456789abcdef";
const ACCEPTED = `sb_consent=accepted; sb_consent_date=2026-01-02T03:04:05.000Z; sb_analytics_session=${SESSION}`;

/** Spec §7: every event the product tracks. */
const SPEC_EVENTS = [
  "simulation_started",
  "simulation_completed",
  "simulation_failed",
  "user_signed_up",
  "subscription_started",
  "persona_purchase",
  "credits_used",
  "checkout_started",
  "checkout_completed",
  "rate_limit_reached",
  "simulation_attempt_after_limit",
  "email_gate_shown",
  "email_gate_dismissed",
  "email_gate_abandoned",
  "email_gate_signup_completed",
  "continue_as_guest_selected",
  "email_gate_variant_shown",
  "value_proposition_clicked",
  "chat_started",
  "chat_message_sent",
  "chat_deleted",
  "model_strategy_changed",
  "report_viewed",
  "visualization_interaction",
  "report_exported",
  "page_view",
  "feature_used",
  "performance_metric",
  "demo_started",
  "demo_loaded",
  "demo_failed",
  "error",
];

function jsonEvent(body: unknown, cookie?: string, headers: Record<string, string> = {}) {
  return new Request(`${BASE}/analytics`, {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}), ...headers },
  });
}

/** A browser loading a page as a document (what the root loader counts). */
function documentRequest(path: string, cookie?: string, headers: Record<string, string> = {}) {
  return new Request(`${BASE}${path}`, {
    headers: {
      Accept: "text/html,application/xhtml+xml",
      "Sec-Fetch-Dest": "document",
      ...(cookie ? { Cookie: cookie } : {}),
      ...headers,
    },
  });
}

function setCookies(response: Response): string[] {
  return response.headers.getSetCookie();
}

function cookieValue(response: Response, name: string): string | undefined {
  const cookie = setCookies(response).find((header) => header.startsWith(`${name}=`));
  return cookie ? decodeURIComponent(cookie.slice(name.length + 1).split(";")[0]!) : undefined;
}

/** A stand-in PostHog: a real HTTP server on 127.0.0.1 that records what it receives. */
async function startPostHog(answer: (request: IncomingMessage) => number | null = () => 200) {
  const received: Array<{ path: string; body: Record<string, unknown> }> = [];
  const server: Server = createServer((request, response) => {
    let text = "";
    request.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
    request.on("end", () => {
      received.push({ path: request.url ?? "", body: JSON.parse(text) as Record<string, unknown> });
      const status = answer(request);
      if (status === null) return; // never answers
      response.writeHead(status, { "Content-Type": "application/json" }).end('{"status":1}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe("the analytics event catalogue", () => {
  it("has every event of the specification, plus the consent itself", () => {
    expect(Object.keys(ANALYTICS_EVENTS).sort()).toEqual([...SPEC_EVENTS, "consent_accepted"].sort());
  });

  it("checks each event's properties and refuses unknown ones", () => {
    expect(
      parseAnalyticsEvent("simulation_failed", {
        simulation_id: "sim-1",
        error: "Timed out",
        strategy: "engine",
      }).properties,
    ).toEqual({ simulation_id: "sim-1", error: "Timed out", strategy: "engine" });
    expect(() => parseAnalyticsEvent("simulation_failed", { error: "x" })).toThrowError(
      /Invalid properties for simulation_failed: simulation_id/,
    );
    expect(() => parseAnalyticsEvent("page_view", { email: "ada@example.com" })).toThrowError(
      /Unrecognized key/,
    );
    expect(() => parseAnalyticsEvent("no_such_event", {})).toThrowError(
      'Unknown analytics event "no_such_event"',
    );
    expect(() => parseAnalyticsEvent("constructor", {})).toThrowError(/Unknown analytics event/);
  });

  it("keeps only the path of an event's page, without query or sign-in ids", () => {
    expect(normalizeEventPath("/app/simulation/abc?tab=personas#top")).toBe("/app/simulation/abc");
    expect(normalizeEventPath("/idp/interaction/Zx81_q/sign-up")).toBe("/idp/interaction/:uid/sign-up");
    for (const bad of ["privacy", "//evil.example/", "https://evil.example/", ""]) {
      expect(() => normalizeEventPath(bad)).toThrowError("path must be a path on this site");
    }
  });

  it("works out the price per persona of a purchase, in USD unless told otherwise", () => {
    expect(parseAnalyticsEvent("persona_purchase", { persona_count: 500, amount: 19 }).properties).toEqual({
      persona_count: 500,
      amount: 19,
      currency: "USD",
      price_per_persona: 0.038,
    });
    expect(
      parseAnalyticsEvent("persona_purchase", { persona_count: "100", amount: "5", currency: "eur" })
        .properties,
    ).toMatchObject({ currency: "EUR", price_per_persona: 0.05 });
  });

  it("keeps only same-origin paths to redirect to", () => {
    expect(safeRedirectPath("/terms?x=1#y")).toBe("/terms?x=1#y");
    for (const bad of [
      "//evil.example/x",
      "/\\evil.example",
      "https://evil.example/",
      "terms",
      "/\t/evil.example",
    ]) {
      expect(safeRedirectPath(bad)).toBe("/");
    }
    expect(safeRedirectPath(undefined, "/privacy")).toBe("/privacy");
  });
});

describe.each(dialects)("analytics on %s", (dialect) => {
  let database: TestDatabase;
  let services: AppServices;
  let user: { id: string; cookie: string };

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
    const account = await createAccount(
      database.db,
      { email: "analytics@example.com", name: null, password: "abcdefg1" },
      new Date(),
    );
    const setCookie = await startUserSession(createLoadContext(services), new Request(BASE), account.id);
    user = { id: account.id, cookie: setCookie.split(";")[0]! };
  });
  afterAll(() => database.destroy());
  afterEach(async () => {
    await database.db.deleteFrom("analytics_events").execute();
  });

  function post(request: Request, context = createLoadContext(services)) {
    return analyticsRoute.action({ request, params: {}, context }) as Promise<Response>;
  }

  function loadRoot(request: Request) {
    return root.loader({ request, params: {}, context: createLoadContext(services) }) as unknown as Promise<{
      data: root.RootData;
      init: ResponseInit | null;
    }>;
  }

  it("records nothing without consent, or after 'Essential Only'", async () => {
    for (const cookie of [
      undefined,
      "sb_consent=rejected",
      `sb_consent=rejected; sb_analytics_session=${SESSION}`,
    ]) {
      const response = await post(jsonEvent({ name: "page_view", path: "/terms" }, cookie));
      expect(response.status).toBe(204);
      expect(setCookies(response)).toEqual([]);
      const rootAnswer = await loadRoot(documentRequest("/terms", cookie));
      expect(rootAnswer.init?.headers).toBeUndefined();
      expect(
        await trackServerEvent(
          createLoadContext(services),
          documentRequest("/app", cookie),
          "demo_started",
          {},
        ),
      ).toEqual({ recorded: false, setCookie: null });
    }
    expect(await listEvents(database.db)).toEqual([]);
    // The service itself refuses without consent.
    const refused = await recordEvent(
      database.db,
      { name: "page_view", path: "/", sessionId: SESSION, userId: null, consent: "rejected" },
      new Date(),
    );
    expect(refused).toEqual({ recorded: false });
    expect(await listEvents(database.db)).toEqual([]);
  });

  it("records an accepted guest's event with its session id, path and properties, not authenticated", async () => {
    const response = await post(
      jsonEvent(
        { name: "report_exported", path: "/app/simulation/sim-1?tab=csv", properties: { format: "csv" } },
        ACCEPTED,
      ),
    );
    expect(response.status).toBe(204);
    const [event] = await listEvents(database.db);
    expect(event).toMatchObject({
      name: "report_exported",
      session_id: SESSION,
      user_id: null,
      is_authenticated: 0,
      path: "/app/simulation/sim-1",
    });
    expect(JSON.parse(event!.properties)).toEqual({ format: "csv" });
    expect(Date.parse(event!.created_at)).not.toBeNaN();
  });

  it("marks a signed-in user's events as authenticated", async () => {
    await post(jsonEvent({ name: "page_view", path: "/app" }, `${ACCEPTED}; ${user.cookie}`));
    expect(await listEvents(database.db)).toMatchObject([
      { name: "page_view", user_id: user.id, is_authenticated: 1, session_id: SESSION },
    ]);
  });

  it("issues the analytics session when an accepting browser has none", async () => {
    const response = await post(jsonEvent({ name: "demo_started" }, "sb_consent=accepted"));
    expect(response.status).toBe(204);
    const issued = cookieValue(response, "sb_analytics_session");
    expect(issued).toMatch(/^[a-f0-9]{32}$/);
    // A browser-session cookie: no Max-Age or Expires.
    expect(setCookies(response)[0]).not.toMatch(/Max-Age|Expires/i);
    expect(await listEvents(database.db)).toMatchObject([
      { name: "demo_started", session_id: issued, path: "/" },
    ]);
  });

  it("takes a plain form too (fields as properties), with the path from the Referer", async () => {
    const response = await post(
      formRequest(
        `${BASE}/analytics`,
        { name: "checkout_started", package_id: "starter", price: "9.5", persona_count: "250" },
        { Cookie: ACCEPTED, Referer: `${BASE}/app/purchase?x=1` },
        // The browser's analytics client posts it, not a form on a page.
        { rendered: false },
      ),
    );
    expect(response.status).toBe(204);
    const [event] = await listEvents(database.db);
    expect(event).toMatchObject({ name: "checkout_started", path: "/app/purchase" });
    expect(JSON.parse(event!.properties)).toEqual({
      package_id: "starter",
      price: 9.5,
      persona_count: 250,
      currency: "USD",
    });
  });

  it("answers 400 with a clear message for unknown events, bad properties and bad bodies", async () => {
    const cases: Array<[Request, RegExp]> = [
      [jsonEvent({ name: "made_up", path: "/" }, ACCEPTED), /Unknown analytics event "made_up"/],
      [jsonEvent({ path: "/" }, ACCEPTED), /Name the event/],
      [
        jsonEvent(
          { name: "chat_message_sent", path: "/", properties: { chat_id: "c1", message_length: -3 } },
          ACCEPTED,
        ),
        /message_length must not be negative/,
      ],
      [
        jsonEvent({ name: "page_view", path: "/", properties: { message: "secret text" } }, ACCEPTED),
        /Unrecognized key/,
      ],
      [
        jsonEvent({ name: "page_view", path: "https://evil.example/" }, ACCEPTED),
        /path must be a path on this site/,
      ],
      [jsonEvent("{not json", ACCEPTED), /not valid JSON/],
      [jsonEvent("[1,2]", ACCEPTED), /Send an object/],
      [
        new Request(`${BASE}/analytics`, {
          method: "POST",
          body: "x",
          headers: { "Content-Type": "image/png" },
        }),
        /JSON or as a form/,
      ],
      // A bad event is refused whatever the consent.
      [jsonEvent({ name: "made_up", path: "/" }), /Unknown analytics event/],
    ];
    for (const [request, message] of cases) {
      const response = await post(request);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(message);
    }
    expect(await listEvents(database.db)).toEqual([]);
  });

  it("counts a page view for a document load with consent, once per path change", async () => {
    const first = await loadRoot(documentRequest("/privacy", "sb_consent=accepted", { Referer: `${BASE}/` }));
    expect(first.data.consent).toEqual({ choice: "accepted", date: null });
    const issued = new Headers(first.init?.headers).get("Set-Cookie");
    expect(issued).toMatch(/^sb_analytics_session=[a-f0-9]{32}; Path=\/; SameSite=Lax; HttpOnly$/);

    await loadRoot(documentRequest("/terms", ACCEPTED));
    // Not counted: Remix's data request for a client-side navigation (the browser reports those),
    // a reload of the same path, a prefetch, a form post.
    await loadRoot(
      new Request(`${BASE}/app`, { headers: { Accept: "*/*", "Sec-Fetch-Dest": "empty", Cookie: ACCEPTED } }),
    );
    await loadRoot(documentRequest("/terms", ACCEPTED, { Referer: `${BASE}/terms` }));
    await loadRoot(documentRequest("/impressum", ACCEPTED, { "Sec-Purpose": "prefetch;prerender" }));
    await loadRoot(new Request(`${BASE}/terms`, { method: "POST", headers: { Cookie: ACCEPTED } }));

    const views = await listEvents(database.db, { name: "page_view" });
    // Both may carry the same millisecond: compare without relying on their order.
    expect(views.map((view) => [view.path, view.session_id === SESSION]).sort()).toEqual([
      ["/privacy", false],
      ["/terms", true],
    ]);
    expect(views.find((view) => view.path === "/privacy")!.session_id).toBe(
      issued!.split(";")[0]!.split("=")[1],
    );
  });

  it("lets server code track an event with trackServerEvent", async () => {
    const context = createLoadContext(services);
    const tracked = await trackServerEvent(
      context,
      new Request(`${BASE}/orchestrator/start`, {
        method: "POST",
        headers: { Cookie: `${ACCEPTED}; ${user.cookie}` },
      }),
      "simulation_started",
      { simulation_id: "sim-9", persona_count: 100, strategy: "engine" },
    );
    expect(tracked).toEqual({ recorded: true, setCookie: null });
    const [event] = await listEvents(database.db);
    expect(event).toMatchObject({
      name: "simulation_started",
      path: "/orchestrator/start",
      is_authenticated: 1,
    });
    expect(JSON.parse(event!.properties)).toEqual({
      simulation_id: "sim-9",
      persona_count: 100,
      strategy: "engine",
    });
  });

  it("deletes a user's events with the account", async () => {
    await post(jsonEvent({ name: "page_view", path: "/app" }, `${ACCEPTED}; ${user.cookie}`));
    const other = await createAccount(
      database.db,
      { email: "leaving@example.com", name: null, password: "abcdefg1" },
      new Date(),
    );
    const otherCookie = (
      await startUserSession(createLoadContext(services), new Request(BASE), other.id)
    ).split(";")[0]!;
    await post(jsonEvent({ name: "page_view", path: "/app" }, `${ACCEPTED}; ${otherCookie}`));
    await database.db.deleteFrom("users").where("id", "=", other.id).execute();
    expect((await listEvents(database.db)).map((event) => event.user_id)).toEqual([user.id]);
  });

  describe("the consent form", () => {
    function choose(fields: Record<string, string>, headers: Record<string, string> = {}) {
      return consentRoute.action({
        request: formRequest(`${BASE}/consent`, fields, headers),
        params: {},
        context: createLoadContext(services),
      }) as Promise<Response>;
    }

    it("stores 'Accept All' and its date for a year, starts the session, records the consent and goes back", async () => {
      const before = Date.now();
      const response = await choose({ choice: "accepted", redirectTo: "/terms?from=banner" });
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/terms?from=banner");
      const cookies = setCookies(response);
      expect(cookies.find((cookie) => cookie.startsWith("sb_consent="))).toBe(
        "sb_consent=accepted; Path=/; SameSite=Lax; HttpOnly; Max-Age=31536000",
      );
      const date = cookieValue(response, "sb_consent_date")!;
      expect(Date.parse(date)).toBeGreaterThanOrEqual(before - 1000);
      expect(new Date(date).toISOString()).toBe(date);
      const sessionId = cookieValue(response, "sb_analytics_session");
      expect(sessionId).toMatch(/^[a-f0-9]{32}$/);
      expect(await listEvents(database.db)).toMatchObject([
        { name: "consent_accepted", session_id: sessionId, path: "/terms", is_authenticated: 0 },
      ]);
    });

    it("stores 'Essential Only', ends any analytics session and records nothing", async () => {
      const response = await choose(
        { choice: "rejected", redirectTo: "/privacy" },
        { Cookie: `sb_analytics_session=${SESSION}` },
      );
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/privacy");
      expect(cookieValue(response, "sb_consent")).toBe("rejected");
      expect(cookieValue(response, "sb_consent_date")).toBeDefined();
      expect(setCookies(response).find((cookie) => cookie.startsWith("sb_analytics_session="))).toMatch(
        /Max-Age=0/,
      );
      expect(await listEvents(database.db)).toEqual([]);
    });

    it("redirects only to paths on this site", async () => {
      for (const redirectTo of [
        "https://evil.example/",
        "//evil.example/x",
        "/\\evil.example",
        "javascript:alert(1)",
      ]) {
        const response = await choose({ choice: "rejected", redirectTo });
        expect(response.headers.get("Location")).toBe("/");
      }
      expect((await choose({ choice: "rejected" })).headers.get("Location")).toBe("/");
    });

    it("answers the banner's fetcher with JSON instead of a redirect", async () => {
      const response = await choose({ choice: "rejected", redirectTo: "/", enhanced: "true" });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ choice: "rejected" });
      expect(cookieValue(response, "sb_consent")).toBe("rejected");
    });

    it("refuses a missing or unknown choice with a 400, and another site's form with a 403", async () => {
      for (const fields of [{}, { choice: "maybe" }] as Record<string, string>[]) {
        const response = await choose(fields);
        expect(response.status).toBe(400);
        expect(await response.text()).toBe('Choose "Essential Only" or "Accept All".');
        expect(setCookies(response)).toEqual([]);
      }
      const forged = await choose({ choice: "accepted" }, { Origin: "https://evil.example" });
      expect(forged.status).toBe(403);
      expect(setCookies(forged)).toEqual([]);
      expect(await listEvents(database.db)).toEqual([]);
    });

    it("sends a GET back home", async () => {
      const response = await consentRoute.loader();
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/");
    });
  });

  describe("forwarding to PostHog", () => {
    it("sends accepted events to {POSTHOG_HOST}/capture/ when POSTHOG_KEY is set", async () => {
      const posthog = await startPostHog();
      try {
        const forwarding = createTestServices(database, {
          env: { POSTHOG_KEY: "phc_test_key", POSTHOG_HOST: posthog.url },
        });
        const context = createLoadContext(forwarding);
        await post(
          jsonEvent({ name: "chat_started", path: "/app/c/1", properties: { chat_id: "chat-1" } }, ACCEPTED),
          context,
        );
        await post(jsonEvent({ name: "page_view", path: "/app" }, `${ACCEPTED}; ${user.cookie}`), context);
        // Not accepted: not stored, not sent.
        await post(jsonEvent({ name: "page_view", path: "/" }, "sb_consent=rejected"), context);
        await forwarding.analytics.flush();

        expect(posthog.received.map((request) => request.path)).toEqual(["/capture/", "/capture/"]);
        expect(posthog.received[0]!.body).toMatchObject({
          api_key: "phc_test_key",
          event: "chat_started",
          distinct_id: SESSION,
          properties: {
            chat_id: "chat-1",
            session_id: SESSION,
            is_authenticated: false,
            $pathname: "/app/c/1",
            $process_person_profile: false,
          },
        });
        expect(Date.parse(String(posthog.received[0]!.body.timestamp))).not.toBeNaN();
        expect(posthog.received[1]!.body).toMatchObject({
          event: "page_view",
          distinct_id: user.id,
          properties: { is_authenticated: true },
        });
        expect(await listEvents(database.db)).toHaveLength(2);
      } finally {
        await posthog.close();
      }
    });

    it("sends nothing when POSTHOG_KEY is unset", async () => {
      const fetchSpy = vi.spyOn(globalThis, "fetch");
      expect(services.analytics.forwardingTo).toBeNull();
      await post(jsonEvent({ name: "page_view", path: "/" }, ACCEPTED));
      await services.analytics.flush();
      expect(await listEvents(database.db)).toHaveLength(1);
      expect(fetchSpy).not.toHaveBeenCalled();
    });

    it("never lets PostHog errors or silence reach the request", async () => {
      const failing = await startPostHog(() => 500);
      const silent = await startPostHog(() => null);
      try {
        const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
        const forwarding = createTestServices(database, {
          env: { POSTHOG_KEY: "k", POSTHOG_HOST: failing.url },
        });
        const response = await post(
          jsonEvent({ name: "demo_loaded", path: "/demo" }, ACCEPTED),
          createLoadContext(forwarding),
        );
        expect(response.status).toBe(204);
        await forwarding.analytics.flush();
        expect(warn).toHaveBeenCalledWith(
          "Could not forward an analytics event to PostHog:",
          expect.stringContaining("500"),
        );

        const errors: unknown[] = [];
        const forwarder = createPostHogForwarder({
          key: "k",
          host: silent.url,
          timeoutMs: 150,
          onError: (error) => errors.push(error),
        });
        const event: RecordedEvent = {
          id: "e1",
          name: "demo_loaded",
          sessionId: SESSION,
          userId: null,
          isAuthenticated: false,
          path: "/demo",
          properties: {},
          createdAt: new Date().toISOString(),
        };
        const started = Date.now();
        forwarder.forward(event);
        await forwarder.flush();
        expect(Date.now() - started).toBeLessThan(2000);
        expect(String(errors[0])).toMatch(/timeout|abort/i);
      } finally {
        await failing.close();
        await silent.close();
      }
    });
  });
});
