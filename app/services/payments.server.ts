import Stripe from "stripe";
import type { Transaction } from "kysely";
import { z } from "zod";
import type { Config } from "~/config.server";
import { PERSONA_PACK } from "~/constants";
import { isPostgres } from "~/db/dialect";
import type { Database, DB, Payment } from "~/db/schema";
import type { Analytics } from "./analytics.server";
import { grantPurchase } from "./credits.server";
import { isValidId } from "~/utils/validation";

/**
 * Buying personas: a pending `payments` row, a checkout at a payment provider
 * (the local test checkout, or Stripe Checkout), then the payment marked paid
 * and its personas granted in one transaction. Credits come once per payment
 * however often it is reported: the ledger's idempotency key is the last
 * guard, the payment's status and the webhook event ids the first.
 */

export type { Payment };

export interface PersonaPackage {
  id: string;
  name: string;
  personas: number;
  price_cents: number;
  currency: string;
  description: string;
}

export const PACKAGES: readonly PersonaPackage[] = [
  {
    id: "personas_1000",
    name: `${PERSONA_PACK.personas.toLocaleString("en-US")} personas`,
    personas: PERSONA_PACK.personas,
    price_cents: PERSONA_PACK.priceCents,
    currency: "usd",
    description: "One-time purchase. Never expires. Roughly 10-40 simulations.",
  },
];

export const NO_PACKAGES_MESSAGE = "No purchase packages available";
export const CHECKOUT_FAILED_MESSAGE = "Failed to start purchase process";
export const PURCHASES_UNAVAILABLE_MESSAGE = "Purchases are unavailable on this server right now.";

export function findPackage(id: string): PersonaPackage | undefined {
  return PACKAGES.find((pkg) => pkg.id === id);
}

/** "$15.00" for 1500 cents in USD. */
export function formatPrice(cents: number, currency: string): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(
    cents / 100,
  );
}

export class UnknownPackageError extends Error {
  override name = "UnknownPackageError";
  constructor(readonly packageId: string) {
    super(NO_PACKAGES_MESSAGE);
  }
}

export class CheckoutFailedError extends Error {
  override name = "CheckoutFailedError";
  constructor(cause: unknown) {
    super(CHECKOUT_FAILED_MESSAGE, { cause });
  }
}

export class PaymentNotFoundError extends Error {
  override name = "PaymentNotFoundError";
}

export class WebhookSignatureError extends Error {
  override name = "WebhookSignatureError";
}

/** A correctly signed delivery whose body is not an event this app can read (answered with a 400). */
export class WebhookEventError extends Error {
  override name = "WebhookEventError";
}

// Providers ------------------------------------------------------------------

export interface CheckoutUrls {
  successUrl: string;
  cancelUrl: string;
  /** Prefills the provider's email field; the account's address, never the request's. */
  customerEmail?: string;
}

export interface PaymentProvider {
  /** Stored in `payments.provider`. */
  readonly name: "local" | "stripe";
  createCheckout(payment: Payment, urls: CheckoutUrls): Promise<{ checkoutUrl: string; sessionId: string }>;
}

/** The test checkout page inside the app: no card, no network. */
export function createLocalProvider(appUrl: URL): PaymentProvider {
  return {
    name: "local",
    async createCheckout(payment) {
      return {
        checkoutUrl: new URL(`/checkout/${encodeURIComponent(payment.id)}`, appUrl).href,
        sessionId: `local_${payment.id}`,
      };
    },
  };
}

/** Stripe Checkout in payment mode, priced inline, tied back to the payment by its id. */
export function createStripeProvider(stripe: Stripe): PaymentProvider {
  return {
    name: "stripe",
    async createCheckout(payment, { successUrl, cancelUrl, customerEmail }) {
      const pkg = findPackage(payment.package_id);
      const metadata = { payment_id: payment.id, user_id: payment.user_id };
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          client_reference_id: payment.id,
          metadata,
          payment_intent_data: { metadata },
          customer_email: customerEmail,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: payment.currency,
                unit_amount: payment.amount_cents,
                product_data: {
                  name: pkg?.name ?? `${payment.personas} personas`,
                  description: pkg?.description,
                },
              },
            },
          ],
          success_url: successUrl,
          cancel_url: cancelUrl,
        },
        // A retried request must not open a second session for one payment.
        { idempotencyKey: `checkout:${payment.id}` },
      );
      if (!session.url) throw new Error(`Stripe returned Checkout Session ${session.id} without a URL`);
      return { checkoutUrl: session.url, sessionId: session.id };
    },
  };
}

export function createStripeClient(secretKey: string, options: Stripe.StripeConfig = {}): Stripe {
  return new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...options });
}

const stripeClients = new Map<string, Stripe>();

/** One Stripe client per secret key for the process's lifetime. */
export function stripeClientFor(secretKey: string): Stripe {
  let client = stripeClients.get(secretKey);
  if (!client) {
    client = createStripeClient(secretKey);
    stripeClients.set(secretKey, client);
  }
  return client;
}

/** The provider the configuration names, or null when purchases are off. */
export function createPaymentProvider(
  config: Pick<Config, "appUrl" | "stripe" | "payments">,
  { stripeClient }: { stripeClient?: Stripe } = {},
): PaymentProvider | null {
  if (config.payments === "off") return null;
  if (config.payments === "local" || !config.stripe) return createLocalProvider(config.appUrl);
  return createStripeProvider(stripeClient ?? stripeClientFor(config.stripe.secretKey));
}

/** The local test checkout page exists only while the local provider takes payments. */
export function isLocalCheckoutEnabled(config: Pick<Config, "payments">): boolean {
  return config.payments === "local";
}

/** One line for the start-up log: who takes payments. */
export function paymentsNotice(config: Pick<Config, "payments">): string {
  if (config.payments === "stripe") return "Payments: Stripe Checkout.";
  if (config.payments === "local")
    return "Payments: the local test checkout (no money is taken; personas are free).";
  return "Payments: off (set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or PAYMENTS=local for the test checkout).";
}

/**
 * A return URL on the app's own origin as an absolute URL, or null: the
 * provider sends the buyer there, so any other origin would be an open redirect.
 */
export function resolveReturnUrl(value: string, appUrl: URL): string | null {
  let url: URL;
  try {
    url = new URL(value, appUrl);
  } catch {
    return null;
  }
  if (url.origin !== appUrl.origin || url.username || url.password) return null;
  return url.href;
}

// Payments -------------------------------------------------------------------

/**
 * Records a pending payment for the package and opens a checkout for it.
 * Throws UnknownPackageError, or CheckoutFailedError when the provider fails
 * (the payment is then marked cancelled: no money can arrive for it).
 */
export async function startCheckout(
  db: Database,
  provider: PaymentProvider,
  input: {
    userId: string;
    packageId: string;
    successUrl: string;
    cancelUrl: string;
    /** The buyer's analytics session, when they accepted analytics. */
    analyticsSessionId?: string | null;
  },
  now: Date,
): Promise<{ paymentId: string; checkoutUrl: string }> {
  const pkg = findPackage(input.packageId);
  if (!pkg) throw new UnknownPackageError(input.packageId);
  const user = await db
    .selectFrom("users")
    .select("email")
    .where("id", "=", input.userId)
    .executeTakeFirstOrThrow();

  const payment: Payment = {
    id: crypto.randomUUID(),
    user_id: input.userId,
    package_id: pkg.id,
    personas: pkg.personas,
    amount_cents: pkg.price_cents,
    currency: pkg.currency,
    provider: provider.name,
    provider_session_id: null,
    status: "pending",
    created_at: now.toISOString(),
    completed_at: null,
    analytics_session_id: input.analyticsSessionId ?? null,
  };
  await db.insertInto("payments").values(payment).execute();

  let checkout: { checkoutUrl: string; sessionId: string };
  try {
    checkout = await provider.createCheckout(payment, {
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
      customerEmail: user.email,
    });
  } catch (error) {
    await db
      .updateTable("payments")
      .set({ status: "cancelled", completed_at: now.toISOString() })
      .where("id", "=", payment.id)
      .where("status", "=", "pending")
      .execute();
    throw new CheckoutFailedError(error);
  }
  await db
    .updateTable("payments")
    .set({ provider_session_id: checkout.sessionId })
    .where("id", "=", payment.id)
    .execute();
  return { paymentId: payment.id, checkoutUrl: checkout.checkoutUrl };
}

/** The user's payment, or undefined: another user's payment is indistinguishable from none. */
export async function getOwnedPayment(
  db: Database,
  id: string,
  userId: string,
): Promise<Payment | undefined> {
  if (!isValidId(id)) return undefined;
  return db
    .selectFrom("payments")
    .selectAll()
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
}

export type CompletionOutcome =
  /** Marked paid now. */
  | "paid"
  /** Was paid already (the grant is made again idempotently, never twice). */
  | "already_paid"
  /** Cancelled before: not paid by the local checkout. */
  | "cancelled";

export interface Completion {
  outcome: CompletionOutcome;
  payment: Payment;
  /** True only for the one call that added the personas. */
  granted: boolean;
}

async function lockPayment(trx: Transaction<DB>, paymentId: string): Promise<Payment | undefined> {
  let query = trx.selectFrom("payments").selectAll().where("id", "=", paymentId);
  if (isPostgres(trx)) query = query.forUpdate();
  return query.executeTakeFirst();
}

async function completeIn(
  trx: Transaction<DB>,
  paymentId: string,
  now: Date,
  { reportedByProvider }: { reportedByProvider: boolean },
): Promise<Completion> {
  const payment = await lockPayment(trx, paymentId);
  if (!payment) throw new PaymentNotFoundError(`Payment ${paymentId} not found`);
  // Money the provider says arrived is honoured even for a payment we had given up on.
  if (payment.status === "cancelled" && !reportedByProvider) {
    return { outcome: "cancelled", payment, granted: false };
  }
  const outcome: CompletionOutcome = payment.status === "paid" ? "already_paid" : "paid";
  const paid: Payment =
    outcome === "paid" ? { ...payment, status: "paid", completed_at: now.toISOString() } : payment;
  if (outcome === "paid") {
    await trx
      .updateTable("payments")
      .set({ status: "paid", completed_at: paid.completed_at })
      .where("id", "=", payment.id)
      .execute();
  }
  const granted = await grantPurchase(
    trx,
    {
      userId: payment.user_id,
      paymentId: payment.id,
      personas: payment.personas,
      note: `Purchase of ${payment.personas.toLocaleString("en-US")} personas`,
    },
    now,
  );
  return { outcome, payment: paid, granted };
}

/**
 * Marks a payment paid and grants its personas, in one transaction. Paying
 * twice grants once. A cancelled payment stays cancelled unless the provider
 * reports the money arrived (`reportedByProvider`). Throws PaymentNotFoundError.
 */
export function completePayment(
  db: Database,
  paymentId: string,
  now: Date,
  { reportedByProvider = false }: { reportedByProvider?: boolean } = {},
): Promise<Completion> {
  return db.transaction().execute((trx) => completeIn(trx, paymentId, now, { reportedByProvider }));
}

/** Cancels a pending payment; a paid one stays paid. Returns the payment as it now is. */
export async function cancelPayment(db: Database, paymentId: string, now: Date): Promise<Payment> {
  return db.transaction().execute(async (trx) => {
    const payment = await lockPayment(trx, paymentId);
    if (!payment) throw new PaymentNotFoundError(`Payment ${paymentId} not found`);
    if (payment.status !== "pending") return payment;
    const cancelled: Payment = { ...payment, status: "cancelled", completed_at: now.toISOString() };
    await trx
      .updateTable("payments")
      .set({ status: "cancelled", completed_at: cancelled.completed_at })
      .where("id", "=", payment.id)
      .execute();
    return cancelled;
  });
}

// Stripe webhooks --------------------------------------------------------------

export type WebhookResult =
  | { kind: "duplicate"; eventId: string }
  | {
      kind: "completed";
      eventId: string;
      paymentId: string;
      granted: boolean;
      /** The payment as it now is; `outcome` "paid" only for the delivery that marked it paid. */
      payment: Payment;
      outcome: CompletionOutcome;
    }
  | { kind: "cancelled"; eventId: string; paymentId: string }
  | { kind: "ignored"; eventId: string; reason: string };

/**
 * The parts of a Stripe event this app reads. The signature proves who sent
 * the body, not its shape: an event without an id or a `data.object` is
 * refused before anything is recorded.
 */
const StripeEventSchema = z.object({
  id: z.string().trim().min(1).max(255),
  type: z.string().trim().min(1).max(255),
  data: z.object({ object: z.looseObject({}) }),
});

/** The parts of a Checkout Session this app reads. */
const CheckoutSessionSchema = z.object({
  client_reference_id: z.string().nullish(),
  metadata: z.looseObject({ payment_id: z.string().optional() }).nullish(),
  payment_status: z.string().nullish(),
});

/** The events whose `data.object` is a Checkout Session this app acts on. */
const CHECKOUT_SESSION_EVENTS: ReadonlySet<string> = new Set([
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.expired",
  "checkout.session.async_payment_failed",
]);

type StripeEvent = z.infer<typeof StripeEventSchema>;
type CheckoutSession = z.infer<typeof CheckoutSessionSchema>;

function checkoutSessionOf(event: StripeEvent): CheckoutSession {
  const session = CheckoutSessionSchema.safeParse(event.data.object);
  if (!session.success)
    throw new WebhookEventError(`Malformed Stripe event: ${describeIssues(session.error)}`);
  return session.data;
}

function describeIssues(error: z.ZodError): string {
  const [issue] = error.issues;
  if (!issue) return "invalid";
  const where = issue.path.length > 0 ? issue.path.join(".") : "body";
  return `${where}: ${issue.message}`;
}

function paymentIdOf(session: CheckoutSession): string | null {
  return session.client_reference_id || session.metadata?.payment_id || null;
}

/** Verifies the signature, then reads the event. Throws WebhookSignatureError or WebhookEventError. */
function readStripeEvent(
  stripe: Stripe,
  { rawBody, signature, webhookSecret }: { rawBody: string; signature: string | null; webhookSecret: string },
): StripeEvent {
  if (!signature) throw new WebhookSignatureError("Missing Stripe-Signature header");
  let body: unknown;
  try {
    body = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
  } catch (error) {
    // The signature is checked first: a SyntaxError means a signed body that is not JSON.
    if (error instanceof SyntaxError) throw new WebhookEventError("Malformed Stripe event: not JSON");
    throw new WebhookSignatureError("Invalid Stripe webhook signature");
  }
  const event = StripeEventSchema.safeParse(body);
  if (!event.success) throw new WebhookEventError(`Malformed Stripe event: ${describeIssues(event.error)}`);
  return event.data;
}

/**
 * Verifies and handles one Stripe webhook delivery. The event id is recorded
 * in the same transaction that acts on it: a repeated delivery is
 * acknowledged and ignored, and a delivery that fails half-way leaves no trace,
 * so Stripe's retry handles it again. Throws WebhookSignatureError, or
 * WebhookEventError for a signed body that is not a well-formed event (nothing
 * is recorded for it).
 */
export async function handleStripeWebhook(
  db: Database,
  stripe: Stripe,
  delivery: { rawBody: string; signature: string | null; webhookSecret: string },
  now: Date,
): Promise<WebhookResult> {
  const event = readStripeEvent(stripe, delivery);
  // The session is read before the event is recorded: a malformed one leaves no trace.
  const session = CHECKOUT_SESSION_EVENTS.has(event.type) ? checkoutSessionOf(event) : null;

  return db.transaction().execute(async (trx): Promise<WebhookResult> => {
    const recorded = await trx
      .insertInto("webhook_events")
      .values({ id: event.id, provider: "stripe", type: event.type, received_at: now.toISOString() })
      .onConflict((conflict) => conflict.column("id").doNothing())
      .executeTakeFirst();
    if (Number(recorded.numInsertedOrUpdatedRows ?? 0) === 0) return { kind: "duplicate", eventId: event.id };

    switch (event.type) {
      case "checkout.session.completed":
      case "checkout.session.async_payment_succeeded": {
        const paymentId = session ? paymentIdOf(session) : null;
        if (!session || !paymentId) {
          return { kind: "ignored", eventId: event.id, reason: "no payment id on the session" };
        }
        // Delayed payment methods complete the session unpaid; async_payment_succeeded follows.
        if (session.payment_status !== "paid") {
          return { kind: "ignored", eventId: event.id, reason: `payment status ${session.payment_status}` };
        }
        if (!(await lockPayment(trx, paymentId))) {
          return { kind: "ignored", eventId: event.id, reason: `unknown payment ${paymentId}` };
        }
        const completion = await completeIn(trx, paymentId, now, { reportedByProvider: true });
        return {
          kind: "completed",
          eventId: event.id,
          paymentId,
          granted: completion.granted,
          payment: completion.payment,
          outcome: completion.outcome,
        };
      }
      case "checkout.session.expired":
      case "checkout.session.async_payment_failed": {
        const paymentId = session ? paymentIdOf(session) : null;
        const payment = paymentId ? await lockPayment(trx, paymentId) : undefined;
        if (!payment) return { kind: "ignored", eventId: event.id, reason: "unknown payment" };
        if (payment.status === "pending") {
          await trx
            .updateTable("payments")
            .set({ status: "cancelled", completed_at: now.toISOString() })
            .where("id", "=", payment.id)
            .execute();
        }
        return { kind: "cancelled", eventId: event.id, paymentId: payment.id };
      }
      default:
        return { kind: "ignored", eventId: event.id, reason: `unhandled event type ${event.type}` };
    }
  });
}

// Analytics ------------------------------------------------------------------

/** checkout_started's properties for a package (price in the currency's units, such as dollars). */
export function checkoutStartedProperties(pkg: PersonaPackage) {
  return {
    package_id: pkg.id,
    price: pkg.price_cents / 100,
    currency: pkg.currency,
    persona_count: pkg.personas,
  };
}

/**
 * checkout_completed and persona_purchase for a payment just marked paid
 * (call it only for the completion whose outcome is "paid", so a payment
 * reported twice is counted once), in the analytics session of the buyer
 * who started the checkout; nothing when they had not accepted analytics.
 * Never throws: the payment stands whatever analytics does.
 */
export async function recordPaymentCompleted(
  analytics: Pick<Analytics, "record">,
  payment: Payment,
  { path, now }: { path: string; now: Date },
): Promise<void> {
  const sessionId = payment.analytics_session_id;
  if (!sessionId) return;
  const amount = payment.amount_cents / 100;
  const common = {
    package_id: payment.package_id,
    amount,
    currency: payment.currency,
    transaction_id: payment.id,
    persona_count: payment.personas,
  };
  const events = [
    { name: "checkout_completed", properties: common },
    { name: "persona_purchase", properties: common },
  ];
  for (const event of events) {
    try {
      await analytics.record(
        { ...event, sessionId, userId: payment.user_id, path, consent: "accepted" },
        now,
      );
    } catch (error) {
      console.warn(`Could not record ${event.name} for payment ${payment.id}:`, String(error));
    }
  }
}
