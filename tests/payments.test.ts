import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { AppServices } from "~/context.server";
import * as purchaseRoute from "~/routes/app.purchase";
import * as checkoutPageRoute from "~/routes/checkout.$paymentId";
import * as packagesRoute from "~/api/endpoints/v1.credits.packages";
import * as checkoutApiRoute from "~/api/endpoints/v1.credits.purchase.checkout";
import * as webhookRoute from "~/api/endpoints/webhooks.stripe";
import { createAccount } from "~/services/password-accounts.server";
import { listEvents } from "~/services/analytics.server";
import { createApiToken } from "~/services/api-tokens.server";
import { getBalance, listLedger } from "~/services/credits.server";
import {
  CheckoutFailedError,
  completePayment,
  createLocalProvider,
  createPaymentProvider,
  createStripeClient,
  startCheckout,
  type PaymentProvider,
} from "~/services/payments.server";
import { startUserSession } from "~/utils/auth.server";
import { createLoadContext, createTestServices, formRequest, callRoute } from "./context";
import { createTestDatabase, dialects, type TestDatabase } from "./database";

// Routes build their provider from the configuration; a test can put its own in its place.
const override = vi.hoisted(() => ({ provider: null as PaymentProvider | null }));
vi.mock("~/services/payments.server", async (importOriginal) => {
  const actual = await importOriginal<typeof import("~/services/payments.server")>();
  return {
    ...actual,
    createPaymentProvider: (...args: Parameters<typeof actual.createPaymentProvider>) =>
      override.provider ?? actual.createPaymentProvider(...args),
  };
});

const BASE = "http://localhost:3000";
const WEBHOOK_SECRET = "whsec_test_secret_for_signing_payloads";
const STRIPE_ENV = { STRIPE_SECRET_KEY: "sk_test_not_a_real_key", STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET };

const failingProvider: PaymentProvider = {
  name: "local",
  createCheckout: async () => {
    throw new Error("provider is down");
  },
};

const call = callRoute;

const ORDER = ["checkout_started", "checkout_completed", "persona_purchase"];

/** A fresh analytics session id, and the cookies of a browser that accepted analytics with it. */
const analyticsSession = () => crypto.randomUUID().replaceAll("-", "");
const consented = (session: string) =>
  `sb_consent=accepted; sb_consent_date=2026-01-02T03:04:05.000Z; sb_analytics_session=${session}`;

function json(path: string, token: string | null, body?: unknown) {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (token) headers.Authorization = `Bearer ${token}`;
  return new Request(`${BASE}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers,
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** A Stripe Checkout Session event as Stripe would sign and send it. */
function sessionEvent(
  id: string,
  paymentId: string,
  {
    type = "checkout.session.completed",
    paymentStatus = "paid",
  }: { type?: string; paymentStatus?: string } = {},
) {
  return JSON.stringify({
    id,
    object: "event",
    api_version: "2025-01-01",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: {
      object: {
        id: "cs_test_session",
        object: "checkout.session",
        mode: "payment",
        client_reference_id: paymentId,
        metadata: { payment_id: paymentId },
        payment_status: paymentStatus,
        status: "complete",
        amount_total: 1500,
        currency: "usd",
      },
    },
  });
}

/** A fake Stripe API on 127.0.0.1: answers Checkout Session creation and records what it got. */
async function startFakeStripe() {
  const received: Array<{
    method: string;
    path: string;
    headers: IncomingHttpHeaders;
    body: URLSearchParams;
  }> = [];
  let failNext = false;
  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    req.on("end", () => {
      const body = new URLSearchParams(raw);
      received.push({ method: req.method ?? "", path: req.url ?? "", headers: req.headers, body });
      res.setHeader("Content-Type", "application/json");
      if (failNext) {
        failNext = false;
        res.statusCode = 400;
        res.end(JSON.stringify({ error: { type: "invalid_request_error", message: "Bad currency" } }));
        return;
      }
      if (req.method === "POST" && req.url === "/v1/checkout/sessions") {
        const id = `cs_test_${received.length}`;
        res.end(
          JSON.stringify({
            id,
            object: "checkout.session",
            mode: "payment",
            url: `https://checkout.stripe.test/c/pay/${id}`,
            client_reference_id: body.get("client_reference_id"),
            payment_status: "unpaid",
          }),
        );
        return;
      }
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { type: "invalid_request_error", message: "Unknown path" } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    failNextRequest: () => (failNext = true),
    client: createStripeClient(STRIPE_ENV.STRIPE_SECRET_KEY, {
      host: "127.0.0.1",
      port,
      protocol: "http",
      maxNetworkRetries: 0,
      telemetry: false,
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(dialects)("buying personas on %s", (dialect) => {
  let database: TestDatabase;
  let services: AppServices;
  let stripeServices: AppServices;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
    stripeServices = createTestServices(database, { env: STRIPE_ENV });
  });
  afterAll(() => database.destroy());
  afterEach(() => {
    override.provider = null;
  });

  async function newUser(label: string) {
    const user = await createAccount(
      database.db,
      { email: `${label}-${crypto.randomUUID()}@example.com`, name: label, password: "abcdefg1" },
      new Date(),
    );
    const context = createLoadContext(services);
    const setCookie = await startUserSession(context, new Request(`${BASE}/`), user.id);
    const { token } = await createApiToken(database.db, { userId: user.id, name: "test" }, new Date());
    return { id: user.id, email: user.email, cookie: setCookie.split(";")[0]!, token };
  }

  const balanceOf = async (userId: string) =>
    (await getBalance(database.db, userId, new Date())).total_remaining;
  const purchasesOf = async (userId: string) =>
    (await listLedger(database.db, userId)).filter((entry) => entry.kind === "purchase");
  /** A session's events, in the order they were recorded (events of the same millisecond by name). */
  const eventsOf = async (sessionId: string) =>
    (await listEvents(database.db, { sessionId })).sort(
      (a, b) => a.created_at.localeCompare(b.created_at) || ORDER.indexOf(a.name) - ORDER.indexOf(b.name),
    );
  const paymentRow = (id: string) =>
    database.db.selectFrom("payments").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  function buy(cookie: string | null, packageId = "personas_1000", on = services) {
    return call(
      purchaseRoute.action,
      formRequest(`${BASE}/app/purchase`, { package_id: packageId }, cookie ? { Cookie: cookie } : {}),
      on,
    );
  }

  function checkoutPage(cookie: string, paymentId: string, on = services) {
    return call(
      checkoutPageRoute.loader,
      new Request(`${BASE}/checkout/${paymentId}`, { headers: { Cookie: cookie } }),
      on,
      { paymentId },
    );
  }

  function checkoutAction(cookie: string, paymentId: string, intent: string, on = services) {
    return call(
      checkoutPageRoute.action,
      formRequest(`${BASE}/checkout/${paymentId}`, { intent }, { Cookie: cookie }),
      on,
      { paymentId },
    );
  }

  /** Buys through the modal's form and returns the payment id from the checkout URL. */
  async function startLocalCheckout(cookie: string): Promise<string> {
    const answer = await buy(cookie);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("X-Remix-Reload-Document")).toBe("true");
    const location = answer.headers.get("Location")!;
    const match = /^http:\/\/localhost:3000\/checkout\/([0-9a-f-]{36})$/.exec(location);
    expect(match, location).not.toBeNull();
    return match![1]!;
  }

  describe("the purchase modal and the local test checkout", () => {
    it("records checkout_started, then checkout_completed and persona_purchase once, with consent", async () => {
      const alice = await newUser("alice");
      const session = analyticsSession();
      const cookie = `${alice.cookie}; ${consented(session)}`;
      const paymentId = await startLocalCheckout(cookie);
      expect(await paymentRow(paymentId)).toMatchObject({ analytics_session_id: session });
      for (let attempt = 0; attempt < 2; attempt++) {
        expect((await checkoutAction(cookie, paymentId, "pay")).status).toBe(302);
      }
      const events = await eventsOf(session);
      expect(events.map((event) => event.name)).toEqual([
        "checkout_started",
        "checkout_completed",
        "persona_purchase",
      ]);
      expect(events.every((event) => event.user_id === alice.id && event.is_authenticated === 1)).toBe(true);
      expect(events[0]).toMatchObject({ path: "/app/purchase" });
      expect(JSON.parse(events[0]!.properties)).toEqual({
        package_id: "personas_1000",
        price: 15,
        currency: "USD",
        persona_count: 1000,
      });
      expect(events[1]).toMatchObject({ path: `/checkout/${paymentId}` });
      expect(JSON.parse(events[1]!.properties)).toEqual({
        package_id: "personas_1000",
        amount: 15,
        currency: "USD",
        transaction_id: paymentId,
        persona_count: 1000,
      });
      expect(JSON.parse(events[2]!.properties)).toEqual({
        package_id: "personas_1000",
        amount: 15,
        currency: "USD",
        transaction_id: paymentId,
        persona_count: 1000,
        price_per_persona: 0.015,
      });
    });

    it("records nothing about a purchase without consent", async () => {
      const alice = await newUser("alice");
      const cookie = `${alice.cookie}; sb_consent=rejected; sb_analytics_session=${analyticsSession()}`;
      const paymentId = await startLocalCheckout(cookie);
      expect((await checkoutAction(cookie, paymentId, "pay")).status).toBe(302);
      expect(await paymentRow(paymentId)).toMatchObject({ status: "paid", analytics_session_id: null });
      expect(
        await database.db
          .selectFrom("analytics_events")
          .selectAll()
          .where("user_id", "=", alice.id)
          .execute(),
      ).toEqual([]);
    });

    it("shows the package to a signed-in user and sends a guest to sign in", async () => {
      const alice = await newUser("alice");
      const page = await call(
        purchaseRoute.loader,
        new Request(`${BASE}/app/purchase`, { headers: { Cookie: alice.cookie } }),
        services,
      );
      expect(page.body).toEqual({
        available: true,
        notice: null,
        packages: [
          {
            id: "personas_1000",
            name: "1,000 personas",
            personas: 1000,
            price: "$15",
            description: "One-time purchase. Never expires. Roughly 10-40 simulations.",
          },
        ],
      });

      const guest = await call(purchaseRoute.loader, new Request(`${BASE}/app/purchase`), services);
      expect(guest.status).toBe(302);
      expect(guest.headers.get("Location")).toBe("/auth/sign-in");
      const guestBuy = await buy(null);
      expect(guestBuy.status).toBe(302);
      expect(guestBuy.headers.get("Location")).toBe("/auth/sign-in");
    });

    it("grants 1,000 personas once, however often Pay is posted", async () => {
      const alice = await newUser("alice");
      expect(await balanceOf(alice.id)).toBe(200);
      const paymentId = await startLocalCheckout(alice.cookie);
      expect(await paymentRow(paymentId)).toMatchObject({
        user_id: alice.id,
        package_id: "personas_1000",
        personas: 1000,
        amount_cents: 1500,
        currency: "usd",
        provider: "local",
        provider_session_id: `local_${paymentId}`,
        status: "pending",
        completed_at: null,
      });

      const page = await checkoutPage(alice.cookie, paymentId);
      expect(page.body).toEqual({
        id: paymentId,
        status: "pending",
        name: "1,000 personas",
        personas: 1000,
        price: "$15.00",
      });

      for (let attempt = 0; attempt < 2; attempt++) {
        const paid = await checkoutAction(alice.cookie, paymentId, "pay");
        expect(paid.status).toBe(302);
        expect(paid.headers.get("Location")).toBe("/app?purchase=success");
      }
      expect(await balanceOf(alice.id)).toBe(1200);
      expect(await purchasesOf(alice.id)).toHaveLength(1);
      expect(await paymentRow(paymentId)).toMatchObject({ status: "paid", completed_at: expect.any(String) });

      // Cancelling a paid payment changes nothing; the page shows it as paid.
      const cancel = await checkoutAction(alice.cookie, paymentId, "cancel");
      expect(cancel.headers.get("Location")).toBe(`/checkout/${paymentId}`);
      expect((await checkoutPage(alice.cookie, paymentId)).body).toMatchObject({ status: "paid" });
      expect(await balanceOf(alice.id)).toBe(1200);
    });

    it("grants once when the payment is completed five times at once", async () => {
      const alice = await newUser("alice");
      const paymentId = await startLocalCheckout(alice.cookie);
      const completions = await Promise.all(
        Array.from({ length: 5 }, () => completePayment(database.db, paymentId, new Date())),
      );
      expect(completions.filter((completion) => completion.granted)).toHaveLength(1);
      expect(completions.filter((completion) => completion.outcome === "paid")).toHaveLength(1);
      expect(await balanceOf(alice.id)).toBe(1200);
    });

    it("grants nothing for a cancelled checkout, which can no longer be paid", async () => {
      const alice = await newUser("alice");
      const paymentId = await startLocalCheckout(alice.cookie);
      const cancelled = await checkoutAction(alice.cookie, paymentId, "cancel");
      expect(cancelled.status).toBe(302);
      expect(cancelled.headers.get("Location")).toBe("/app?purchase=cancelled");
      expect(await paymentRow(paymentId)).toMatchObject({ status: "cancelled" });

      const payLater = await checkoutAction(alice.cookie, paymentId, "pay");
      expect(payLater.headers.get("Location")).toBe(`/checkout/${paymentId}`);
      expect((await checkoutPage(alice.cookie, paymentId)).body).toMatchObject({ status: "cancelled" });
      expect(await balanceOf(alice.id)).toBe(200);
      expect(await purchasesOf(alice.id)).toHaveLength(0);
    });

    it("hides another user's checkout page and payment behind a 404", async () => {
      const alice = await newUser("alice");
      const bob = await newUser("bob");
      const paymentId = await startLocalCheckout(alice.cookie);
      expect((await checkoutPage(bob.cookie, paymentId)).status).toBe(404);
      for (const intent of ["pay", "cancel"]) {
        expect((await checkoutAction(bob.cookie, paymentId, intent)).status).toBe(404);
      }
      expect((await checkoutPage(bob.cookie, crypto.randomUUID())).status).toBe(404);
      expect(await paymentRow(paymentId)).toMatchObject({ status: "pending" });
      expect(await balanceOf(bob.id)).toBe(200);
      expect(await balanceOf(alice.id)).toBe(200);
    });

    it("answers an unknown intent with a 400", async () => {
      const alice = await newUser("alice");
      const paymentId = await startLocalCheckout(alice.cookie);
      expect((await checkoutAction(alice.cookie, paymentId, "refund")).status).toBe(400);
    });

    it("has no test checkout page while Stripe is configured", async () => {
      const alice = await newUser("alice");
      const paymentId = await startLocalCheckout(alice.cookie);
      expect((await checkoutPage(alice.cookie, paymentId, stripeServices)).status).toBe(404);
      expect((await checkoutAction(alice.cookie, paymentId, "pay", stripeServices)).status).toBe(404);
      expect(await balanceOf(alice.id)).toBe(200);
    });

    it("takes no free test payments in production unless PAYMENTS=local asks for them", async () => {
      const production = createTestServices(database, { env: { NODE_ENV: "production" } });
      const alice = await newUser("alice");
      const paymentId = await startLocalCheckout(alice.cookie);

      const modal = await call(
        purchaseRoute.loader,
        new Request(`${BASE}/app/purchase`, { headers: { Cookie: alice.cookie } }),
        production,
      );
      expect(modal.body).toMatchObject({
        available: false,
        notice: "Purchases are unavailable on this server right now.",
      });
      expect(await buy(alice.cookie, "personas_1000", production)).toMatchObject({
        status: 503,
        body: { error: "Purchases are unavailable on this server right now." },
      });
      expect((await checkoutPage(alice.cookie, paymentId, production)).status).toBe(404);
      expect((await checkoutAction(alice.cookie, paymentId, "pay", production)).status).toBe(404);
      expect(await balanceOf(alice.id)).toBe(200);

      const optedIn = createTestServices(database, { env: { NODE_ENV: "production", PAYMENTS: "local" } });
      expect((await buy(alice.cookie, "personas_1000", optedIn)).status).toBe(302);
      expect((await checkoutAction(alice.cookie, paymentId, "pay", optedIn)).status).toBe(302);
      expect(await balanceOf(alice.id)).toBe(1200);
    });

    it("shows an unknown package and a failing provider in the modal", async () => {
      const alice = await newUser("alice");
      const unknown = await buy(alice.cookie, "personas_1000000");
      expect(unknown).toMatchObject({ status: 404, body: { error: "No purchase packages available" } });

      override.provider = failingProvider;
      const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
      const failed = await buy(alice.cookie);
      expect(failed).toMatchObject({ status: 502, body: { error: "Failed to start purchase process" } });
      expect(logged).toHaveBeenCalledOnce();
      const payments = await database.db
        .selectFrom("payments")
        .select("status")
        .where("user_id", "=", alice.id)
        .execute();
      expect(payments).toEqual([{ status: "cancelled" }]);
    });
  });

  describe("the credits JSON API", () => {
    const checkoutBody = (userId: string, overrides: Record<string, unknown> = {}) => ({
      user_id: userId,
      user_email: "someone@example.com",
      package_id: "personas_1000",
      success_url: `${BASE}/app?purchase=success`,
      cancel_url: `${BASE}/app?purchase=cancelled`,
      ...overrides,
    });
    const checkout = (token: string | null, body: unknown, on = services) =>
      call(checkoutApiRoute.action, json("/v1/credits/purchase/checkout", token, body), on);

    it("lists the packages to a signed-in caller", async () => {
      const alice = await newUser("alice");
      const answer = await call(packagesRoute.loader, json("/v1/credits/packages", alice.token), services);
      expect(answer).toMatchObject({
        status: 200,
        body: {
          packages: [
            {
              id: "personas_1000",
              name: "1,000 personas",
              personas: 1000,
              price_cents: 1500,
              currency: "usd",
              description: "One-time purchase. Never expires. Roughly 10-40 simulations.",
            },
          ],
        },
      });
      const viaSession = await call(
        packagesRoute.loader,
        new Request(`${BASE}/v1/credits/packages`, { headers: { Cookie: alice.cookie } }),
        services,
      );
      expect(viaSession.status).toBe(200);
      expect((await call(packagesRoute.loader, json("/v1/credits/packages", null), services)).status).toBe(
        401,
      );
    });

    it("opens a local checkout and returns its URL", async () => {
      const alice = await newUser("alice");
      const answer = await checkout(alice.token, checkoutBody(alice.id));
      expect(answer.status).toBe(200);
      const { checkout_url } = answer.body as { checkout_url: string };
      expect(checkout_url).toMatch(/^http:\/\/localhost:3000\/checkout\/[0-9a-f-]{36}$/);

      // A path on the app is fine too, and user_id may be left out.
      const relative = await checkout(
        alice.token,
        checkoutBody(alice.id, { user_id: undefined, success_url: "/app?purchase=success" }),
      );
      expect(relative.status).toBe(200);
    });

    it.each([
      [
        "a success_url on another site",
        { success_url: "https://evil.example/app?purchase=success" },
        "success_url",
      ],
      ["a protocol-relative cancel_url", { cancel_url: "//evil.example/app" }, "cancel_url"],
      ["another port of the same host", { cancel_url: "http://localhost:4000/app" }, "cancel_url"],
      ["a javascript: URL", { success_url: "javascript:alert(1)" }, "success_url"],
      ["a missing success_url", { success_url: undefined }, "success_url"],
    ])("refuses %s with a 422", async (_case, overrides, field) => {
      const alice = await newUser("alice");
      const answer = await checkout(alice.token, checkoutBody(alice.id, overrides));
      expect(answer.status).toBe(422);
      expect((answer.body as { detail: unknown[] }).detail).toEqual([
        expect.objectContaining({ loc: ["body", field] }),
      ]);
      expect(
        await database.db.selectFrom("payments").selectAll().where("user_id", "=", alice.id).execute(),
      ).toEqual([]);
    });

    it("answers an unknown package with a 404 and the spec's message", async () => {
      const alice = await newUser("alice");
      const answer = await checkout(alice.token, checkoutBody(alice.id, { package_id: "personas_9000" }));
      expect(answer).toMatchObject({ status: 404, body: { detail: "No purchase packages available" } });
    });

    it("refuses to start a purchase for someone else with a 403", async () => {
      const alice = await newUser("alice");
      const bob = await newUser("bob");
      const answer = await checkout(bob.token, checkoutBody(alice.id));
      expect(answer.status).toBe(403);
      expect(
        await database.db.selectFrom("payments").selectAll().where("user_id", "=", alice.id).execute(),
      ).toEqual([]);
    });

    it("answers callers without credentials with a 401 and bodies that are not JSON with a 400", async () => {
      const alice = await newUser("alice");
      expect((await checkout(null, checkoutBody(alice.id))).status).toBe(401);
      const broken = await checkout(alice.token, "{not json");
      expect(broken).toMatchObject({ status: 400, body: { detail: "Request body must be valid JSON" } });
    });

    it("answers a provider failure with a 502 and the spec's message", async () => {
      const alice = await newUser("alice");
      override.provider = failingProvider;
      const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
      const answer = await checkout(alice.token, checkoutBody(alice.id));
      expect(answer).toMatchObject({ status: 502, body: { detail: "Failed to start purchase process" } });
      expect(logged).toHaveBeenCalledOnce();
    });
  });

  describe("Stripe", () => {
    let fake: Awaited<ReturnType<typeof startFakeStripe>>;
    const signer = new Stripe("sk_test_only_used_to_sign");

    beforeAll(async () => {
      fake = await startFakeStripe();
    });
    afterAll(() => fake.close());

    function deliver(
      payload: string,
      signature: string | null = signer.webhooks.generateTestHeaderString({
        payload,
        secret: WEBHOOK_SECRET,
      }),
      on = stripeServices,
    ) {
      const headers: Record<string, string> = { "Content-Type": "application/json" };
      if (signature !== null) headers["Stripe-Signature"] = signature;
      return call(
        webhookRoute.action,
        new Request(`${BASE}/webhooks/stripe`, { method: "POST", headers, body: payload }),
        on,
      );
    }

    async function stripeCheckout(user: { id: string; token: string }, cookie?: string) {
      override.provider = createPaymentProvider(stripeServices.config, { stripeClient: fake.client });
      const request = json("/v1/credits/purchase/checkout", user.token, {
        user_id: user.id,
        user_email: "ignored@example.com",
        package_id: "personas_1000",
        success_url: `${BASE}/app?purchase=success`,
        cancel_url: `${BASE}/app?purchase=cancelled`,
      });
      if (cookie) request.headers.set("Cookie", cookie);
      const answer = await call(checkoutApiRoute.action, request, stripeServices);
      expect(answer.status).toBe(200);
      const payment = await database.db
        .selectFrom("payments")
        .selectAll()
        .where("user_id", "=", user.id)
        .orderBy("created_at", "desc")
        .executeTakeFirstOrThrow();
      return { checkoutUrl: (answer.body as { checkout_url: string }).checkout_url, payment };
    }

    it("creates a Checkout Session in payment mode tied to the payment", async () => {
      const alice = await newUser("alice");
      const { checkoutUrl, payment } = await stripeCheckout(alice);
      expect(checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_\d+$/);
      expect(payment).toMatchObject({ provider: "stripe", status: "pending" });
      expect(checkoutUrl.endsWith(payment.provider_session_id!)).toBe(true);

      const request = fake.received.at(-1)!;
      expect(request.method).toBe("POST");
      expect(request.path).toBe("/v1/checkout/sessions");
      expect(request.headers.authorization).toBe(`Bearer ${STRIPE_ENV.STRIPE_SECRET_KEY}`);
      expect(request.headers["idempotency-key"]).toBe(`checkout:${payment.id}`);
      expect(Object.fromEntries(request.body)).toMatchObject({
        mode: "payment",
        client_reference_id: payment.id,
        "metadata[payment_id]": payment.id,
        "metadata[user_id]": alice.id,
        customer_email: alice.email,
        "line_items[0][quantity]": "1",
        "line_items[0][price_data][currency]": "usd",
        "line_items[0][price_data][unit_amount]": "1500",
        "line_items[0][price_data][product_data][name]": "1,000 personas",
        success_url: `${BASE}/app?purchase=success`,
        cancel_url: `${BASE}/app?purchase=cancelled`,
      });
    });

    it("answers a Stripe API error with a 502 and cancels the payment", async () => {
      const alice = await newUser("alice");
      override.provider = createPaymentProvider(stripeServices.config, { stripeClient: fake.client });
      fake.failNextRequest();
      const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
      const answer = await call(
        checkoutApiRoute.action,
        json("/v1/credits/purchase/checkout", alice.token, {
          package_id: "personas_1000",
          success_url: `${BASE}/app?purchase=success`,
          cancel_url: `${BASE}/app?purchase=cancelled`,
        }),
        stripeServices,
      );
      expect(answer).toMatchObject({ status: 502, body: { detail: "Failed to start purchase process" } });
      expect(logged).toHaveBeenCalledOnce();
      const payments = await database.db
        .selectFrom("payments")
        .select(["status", "provider"])
        .where("user_id", "=", alice.id)
        .execute();
      expect(payments).toEqual([{ status: "cancelled", provider: "stripe" }]);
    });

    it("credits once when the completed event is delivered five times", async () => {
      const alice = await newUser("alice");
      const { payment } = await stripeCheckout(alice);
      const payload = sessionEvent(`evt_${crypto.randomUUID()}`, payment.id);
      for (let delivery = 0; delivery < 5; delivery++) {
        const answer = await deliver(payload);
        expect(answer).toMatchObject({ status: 200, body: { received: true } });
      }
      expect(await balanceOf(alice.id)).toBe(1200);
      expect(await purchasesOf(alice.id)).toHaveLength(1);
      expect(await paymentRow(payment.id)).toMatchObject({ status: "paid" });

      // Another event about the same payment grants nothing more either.
      const another = sessionEvent(`evt_${crypto.randomUUID()}`, payment.id, {
        type: "checkout.session.async_payment_succeeded",
      });
      expect((await deliver(another)).status).toBe(200);
      expect(await balanceOf(alice.id)).toBe(1200);
    });

    it("records checkout_completed once however often Stripe reports the payment", async () => {
      const alice = await newUser("alice");
      const session = analyticsSession();
      const { payment } = await stripeCheckout(alice, consented(session));
      expect(payment.analytics_session_id).toBe(session);
      const payload = sessionEvent(`evt_${crypto.randomUUID()}`, payment.id);
      await deliver(payload);
      await deliver(payload);
      await Promise.all([deliver(payload), deliver(payload)]);
      const another = sessionEvent(`evt_${crypto.randomUUID()}`, payment.id, {
        type: "checkout.session.async_payment_succeeded",
      });
      expect((await deliver(another)).status).toBe(200);

      const events = await eventsOf(session);
      expect(events.map((event) => event.name)).toEqual([
        "checkout_started",
        "checkout_completed",
        "persona_purchase",
      ]);
      expect(events[1]).toMatchObject({
        session_id: session,
        user_id: alice.id,
        is_authenticated: 1,
        path: "/webhooks/stripe",
      });
      expect(JSON.parse(events[1]!.properties)).toMatchObject({ transaction_id: payment.id, amount: 15 });
    });

    it("records no purchase for a checkout started without consent", async () => {
      const alice = await newUser("alice");
      const { payment } = await stripeCheckout(alice);
      expect(payment.analytics_session_id).toBeNull();
      expect((await deliver(sessionEvent(`evt_${crypto.randomUUID()}`, payment.id))).status).toBe(200);
      expect(
        await database.db
          .selectFrom("analytics_events")
          .selectAll()
          .where("user_id", "=", alice.id)
          .execute(),
      ).toEqual([]);
    });

    it("credits once when five deliveries arrive at the same time", async () => {
      const alice = await newUser("alice");
      const { payment } = await stripeCheckout(alice);
      const payload = sessionEvent(`evt_${crypto.randomUUID()}`, payment.id);
      const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(payload)));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
      expect(await balanceOf(alice.id)).toBe(1200);
    });

    it("waits for a delayed payment method to succeed before crediting", async () => {
      const alice = await newUser("alice");
      const { payment } = await stripeCheckout(alice);
      const unpaid = sessionEvent(`evt_${crypto.randomUUID()}`, payment.id, { paymentStatus: "unpaid" });
      expect((await deliver(unpaid)).status).toBe(200);
      expect(await balanceOf(alice.id)).toBe(200);
      expect(await paymentRow(payment.id)).toMatchObject({ status: "pending" });

      const succeeded = sessionEvent(`evt_${crypto.randomUUID()}`, payment.id, {
        type: "checkout.session.async_payment_succeeded",
      });
      expect((await deliver(succeeded)).status).toBe(200);
      expect(await balanceOf(alice.id)).toBe(1200);
    });

    it("marks an expired session's payment cancelled and grants nothing", async () => {
      const alice = await newUser("alice");
      const { payment } = await stripeCheckout(alice);
      const expired = sessionEvent(`evt_${crypto.randomUUID()}`, payment.id, {
        type: "checkout.session.expired",
        paymentStatus: "unpaid",
      });
      expect((await deliver(expired)).status).toBe(200);
      expect(await paymentRow(payment.id)).toMatchObject({ status: "cancelled" });
      expect(await balanceOf(alice.id)).toBe(200);
    });

    it("acknowledges events about payments it does not know", async () => {
      const answer = await deliver(sessionEvent(`evt_${crypto.randomUUID()}`, crypto.randomUUID()));
      expect(answer).toMatchObject({ status: 200, body: { received: true } });
    });

    it("refuses a bad or missing signature with a 400 and records nothing", async () => {
      const alice = await newUser("alice");
      const { payment } = await stripeCheckout(alice);
      const eventId = `evt_${crypto.randomUUID()}`;
      const payload = sessionEvent(eventId, payment.id);
      const forged = signer.webhooks.generateTestHeaderString({ payload, secret: "whsec_someone_else" });
      expect(await deliver(payload, forged)).toMatchObject({
        status: 400,
        body: { detail: "Invalid Stripe webhook signature" },
      });
      expect(await deliver(payload, "t=1,v1=deadbeef")).toMatchObject({ status: 400 });
      expect(await deliver(payload, null)).toMatchObject({
        status: 400,
        body: { detail: "Missing Stripe-Signature header" },
      });
      // Signed, then altered on the way.
      const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      expect((await deliver(payload.replace("1500", "15"), signature)).status).toBe(400);

      expect(await balanceOf(alice.id)).toBe(200);
      expect(
        await database.db.selectFrom("webhook_events").selectAll().where("id", "=", eventId).execute(),
      ).toEqual([]);
      // The genuine delivery still works afterwards.
      expect((await deliver(payload)).status).toBe(200);
      expect(await balanceOf(alice.id)).toBe(1200);
    });

    describe("a correctly signed body that is not a well-formed event", () => {
      const event = (fields: Record<string, unknown>) =>
        JSON.stringify({
          id: `evt_${crypto.randomUUID()}`,
          object: "event",
          type: "checkout.session.completed",
          ...fields,
        });
      const session = (fields: Record<string, unknown>) => ({
        data: { object: { object: "checkout.session", payment_status: "paid", ...fields } },
      });
      const webhookEvents = () => database.db.selectFrom("webhook_events").selectAll().execute();

      it.each([
        ["no data", () => event({})],
        ["a null data", () => event({ data: null })],
        ["no data.object", () => event({ data: {} })],
        ["a null data.object", () => event({ data: { object: null } })],
        ["a string data.object", () => event({ data: { object: "cs_test_1" } })],
        ["an array data.object", () => event({ data: { object: [] } })],
        ["no id", () => event({ id: undefined, ...session({ client_reference_id: "p" }) })],
        ["a null id", () => event({ id: null, ...session({ client_reference_id: "p" }) })],
        ["an empty id", () => event({ id: "", ...session({ client_reference_id: "p" }) })],
        ["a numeric id", () => event({ id: 42, ...session({ client_reference_id: "p" }) })],
        ["no type", () => event({ type: undefined, ...session({ client_reference_id: "p" }) })],
        ["a numeric payment id", () => event(session({ client_reference_id: 42 }))],
        ["a metadata array", () => event(session({ metadata: ["p"] }))],
        ["an array body", () => JSON.stringify([JSON.parse(event(session({ client_reference_id: "p" })))])],
        ["an empty array body", () => "[]"],
        ["a null body", () => "null"],
        ["a string body", () => JSON.stringify("evt_1")],
        ["a body that is not JSON", () => "id=evt_1&type=checkout.session.completed"],
      ])("answers 400 for %s and records nothing", async (_label, body) => {
        const before = await webhookEvents();
        const answer = await deliver(body());
        expect(answer.status).toBe(400);
        expect((answer.body as { detail: string }).detail).toMatch(/^Malformed Stripe event/);
        expect(await webhookEvents()).toEqual(before);
      });

      it("stores no event without an id, and still credits the genuine delivery", async () => {
        const alice = await newUser("alice");
        const { payment } = await stripeCheckout(alice);
        const genuine = JSON.parse(sessionEvent(`evt_${crypto.randomUUID()}`, payment.id)) as Record<
          string,
          unknown
        >;
        expect((await deliver(JSON.stringify({ ...genuine, id: undefined }))).status).toBe(400);
        expect((await deliver(JSON.stringify([genuine]))).status).toBe(400);
        expect((await deliver(JSON.stringify({ ...genuine, data: { object: null } }))).status).toBe(400);
        expect(await balanceOf(alice.id)).toBe(200);
        expect(
          await database.db.selectFrom("webhook_events").selectAll().where("id", "is", null).execute(),
        ).toEqual([]);

        expect((await deliver(JSON.stringify(genuine))).status).toBe(200);
        expect(await balanceOf(alice.id)).toBe(1200);
      });

      it("acknowledges a well-formed event of a type it does not handle", async () => {
        const answer = await deliver(
          event({ type: "customer.created", data: { object: { id: "cus_1", object: "customer" } } }),
        );
        expect(answer).toMatchObject({ status: 200, body: { received: true } });
      });
    });

    it("answers 404 when Stripe is not configured", async () => {
      const payload = sessionEvent(`evt_${crypto.randomUUID()}`, crypto.randomUUID());
      expect((await deliver(payload, undefined, services)).status).toBe(404);
    });
  });

  it("marks a payment cancelled when its provider fails, so it can never be paid", async () => {
    const alice = await newUser("alice");
    const error = await startCheckout(
      database.db,
      failingProvider,
      {
        userId: alice.id,
        packageId: "personas_1000",
        successUrl: `${BASE}/app`,
        cancelUrl: `${BASE}/app`,
      },
      new Date(),
    ).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(CheckoutFailedError);
    const [payment] = await database.db
      .selectFrom("payments")
      .selectAll()
      .where("user_id", "=", alice.id)
      .execute();
    expect(payment).toMatchObject({ status: "cancelled" });
    expect((await completePayment(database.db, payment!.id, new Date())).outcome).toBe("cancelled");
    expect(await balanceOf(alice.id)).toBe(200);
    // The local provider alone builds URLs on the app's origin.
    const local = await createLocalProvider(new URL(BASE)).createCheckout(payment!, {
      successUrl: BASE,
      cancelUrl: BASE,
    });
    expect(local.checkoutUrl).toBe(`${BASE}/checkout/${payment!.id}`);
  });
});
