import { z } from "zod";
import type { AnalyticsEvent, Database } from "~/db/schema";

/**
 * First-party analytics. Every event of the specification has a schema for
 * its properties (unknown properties are refused); an event is stored only
 * when the visitor accepted analytics cookies, and then also forwarded to
 * PostHog when a key is configured. Without consent nothing is stored or sent.
 */

export type ConsentChoice = "accepted" | "rejected";

/** Numbers arrive as text from HTML forms. */
function numeric<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
    schema,
  );
}

const id = z.string().trim().min(1, "must not be empty").max(100, "must be at most 100 characters");
const label = (max = 100) =>
  z.string().trim().min(1, "must not be empty").max(max, `must be at most ${max} characters`);
const count = numeric(z.number().int("must be a whole number").min(0, "must not be negative").max(1e9));
const positiveCount = numeric(z.number().int("must be a whole number").min(1, "must be at least 1").max(1e9));
const money = numeric(z.number().min(0, "must not be negative").max(1e9));
const currency = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, "must be a three-letter currency code")
  .transform((code) => code.toUpperCase())
  .default("USD");
const strategy = label(50);

const none = z.strictObject({});
const simulation = z.strictObject({
  simulation_id: id,
  strategy: strategy.optional(),
  persona_count: positiveCount.optional(),
});
/** `surface` is the page the gate showed on (quick_validation, pulse, idea_check). */
const emailGate = z.strictObject({ variant: label(50).optional(), surface: label(50).optional() });

/** Every event name of the specification (spec §7, plus the consent itself) and its properties. */
export const ANALYTICS_EVENTS = {
  simulation_started: simulation,
  simulation_completed: simulation,
  simulation_failed: z.strictObject({
    simulation_id: id,
    error: label(500),
    strategy: strategy.optional(),
  }),
  user_signed_up: z.strictObject({ signup_source: label(100).optional() }),
  subscription_started: z.strictObject({ plan_name: label(100), plan_price: money, currency }),
  persona_purchase: z
    .strictObject({
      persona_count: positiveCount,
      amount: money,
      currency,
      package_id: id.optional(),
      transaction_id: id.optional(),
    })
    .transform((purchase) => ({
      ...purchase,
      price_per_persona: Math.round((purchase.amount / purchase.persona_count) * 10_000) / 10_000,
    })),
  credits_used: z.strictObject({
    credits_remaining: count,
    personas_used: count,
    simulation_id: id.optional(),
  }),
  checkout_started: z.strictObject({
    package_id: id,
    price: money,
    currency,
    persona_count: positiveCount.optional(),
  }),
  checkout_completed: z.strictObject({
    package_id: id,
    amount: money,
    currency,
    transaction_id: id,
    persona_count: positiveCount.optional(),
  }),
  rate_limit_reached: z.strictObject({ surface: label(50).optional(), limit: count.optional() }),
  simulation_attempt_after_limit: z.strictObject({ surface: label(50).optional() }),
  email_gate_shown: emailGate,
  email_gate_dismissed: emailGate,
  email_gate_abandoned: emailGate,
  /** method: "email" (left an email in the gate) or "account" (signed up from the gate). */
  email_gate_signup_completed: emailGate.extend({ method: z.enum(["email", "account"]).optional() }),
  continue_as_guest_selected: z.strictObject({ surface: label(50).optional() }),
  email_gate_variant_shown: z.strictObject({ variant: label(50) }),
  value_proposition_clicked: z.strictObject({ proposition: label(100) }),
  chat_started: z.strictObject({ chat_id: id, simulation_id: id.optional() }),
  chat_message_sent: z.strictObject({
    chat_id: id,
    message_length: count,
    message_count: positiveCount.optional(),
  }),
  chat_deleted: z.strictObject({ chat_id: id }),
  model_strategy_changed: z.strictObject({ strategy }),
  report_viewed: z.strictObject({ report_type: label(50), simulation_id: id.optional() }),
  visualization_interaction: z.strictObject({
    chart_type: label(50),
    interaction: label(50).optional(),
    simulation_id: id.optional(),
  }),
  report_exported: z.strictObject({
    format: label(20),
    report_type: label(50).optional(),
    simulation_id: id.optional(),
  }),
  page_view: none,
  feature_used: z.strictObject({ feature: label(100) }),
  performance_metric: z.strictObject({
    metric: label(100),
    value: numeric(z.number().finite()),
    unit: label(20).optional(),
  }),
  demo_started: none,
  demo_loaded: none,
  demo_failed: z.strictObject({ error: label(500) }),
  error: z.strictObject({
    error: label(500),
    context: label(200).optional(),
    stack: label(4000).optional(),
  }),
  /** Recorded once when a visitor chooses 'Accept All'. */
  consent_accepted: none,
} satisfies Record<string, z.ZodType<Record<string, unknown>>>;

export type AnalyticsEventName = keyof typeof ANALYTICS_EVENTS;
export type AnalyticsProperties<Name extends AnalyticsEventName> = z.input<(typeof ANALYTICS_EVENTS)[Name]>;

/** A bad event from a caller: the message says what is wrong (a 400 for the browser). */
export class AnalyticsEventError extends Error {
  override name = "AnalyticsEventError";
}

export function isAnalyticsEventName(name: unknown): name is AnalyticsEventName {
  return typeof name === "string" && Object.hasOwn(ANALYTICS_EVENTS, name);
}

/** The event's name and validated properties; throws AnalyticsEventError. */
export function parseAnalyticsEvent(
  name: unknown,
  properties: unknown,
): { name: AnalyticsEventName; properties: Record<string, unknown> } {
  if (!isAnalyticsEventName(name)) {
    throw new AnalyticsEventError(
      typeof name === "string" && name ? `Unknown analytics event "${name.slice(0, 60)}"` : "Name the event",
    );
  }
  const result = ANALYTICS_EVENTS[name].safeParse(properties ?? {});
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => (issue.path.length ? `${issue.path.join(".")} ${issue.message}` : issue.message))
      .join("; ");
    throw new AnalyticsEventError(`Invalid properties for ${name}: ${problems}`);
  }
  return { name, properties: result.data };
}

/** One-time ids of the sign-in flow stay out of analytics: they are credentials while they last. */
const REDACTED_SEGMENTS: Array<[RegExp, string]> = [[/^\/idp\/interaction\/[^/]+/, "/idp/interaction/:uid"]];

function redactPath(pathname: string): string {
  return REDACTED_SEGMENTS.reduce(
    (path, [pattern, replacement]) => path.replace(pattern, replacement),
    pathname,
  );
}

/** The path an event happened on, without query or fragment (they can carry personal data). */
export function normalizeEventPath(path: unknown): string {
  if (typeof path !== "string" || !path.startsWith("/") || path.startsWith("//") || path.length > 2048) {
    throw new AnalyticsEventError("path must be a path on this site, such as /privacy");
  }
  const base = "http://same-origin.invalid";
  try {
    const url = new URL(path, base);
    if (url.origin !== base) throw new Error("another origin");
    return redactPath(url.pathname).slice(0, 512);
  } catch {
    throw new AnalyticsEventError("path must be a path on this site, such as /privacy");
  }
}

export interface AnalyticsEventInput {
  name: string;
  properties?: unknown;
  sessionId: string;
  /** The signed-in user, or null for a guest (is_authenticated false). */
  userId: string | null;
  path: string;
  /** The visitor's cookie choice: only "accepted" records anything. */
  consent: ConsentChoice | null;
}

export interface RecordedEvent {
  id: string;
  name: AnalyticsEventName;
  sessionId: string;
  userId: string | null;
  isAuthenticated: boolean;
  path: string;
  properties: Record<string, unknown>;
  createdAt: string;
}

export type RecordResult = { recorded: false } | { recorded: true; event: RecordedEvent };

/**
 * Stores one event when the visitor accepted analytics; refuses (records
 * nothing) otherwise. Throws AnalyticsEventError for an unknown event or bad
 * properties, whatever the consent.
 */
export async function recordEvent(
  db: Database,
  input: AnalyticsEventInput,
  now: Date,
): Promise<RecordResult> {
  const { name, properties } = parseAnalyticsEvent(input.name, input.properties);
  const path = normalizeEventPath(input.path);
  if (input.consent !== "accepted") return { recorded: false };
  const event: RecordedEvent = {
    id: crypto.randomUUID(),
    name,
    sessionId: input.sessionId,
    userId: input.userId,
    isAuthenticated: input.userId !== null,
    path,
    properties,
    createdAt: now.toISOString(),
  };
  await db
    .insertInto("analytics_events")
    .values({
      id: event.id,
      name: event.name,
      session_id: event.sessionId,
      user_id: event.userId,
      is_authenticated: event.isAuthenticated ? 1 : 0,
      path: event.path,
      properties: JSON.stringify(event.properties),
      created_at: event.createdAt,
    })
    .execute();
  return { recorded: true, event };
}

export function listEvents(
  db: Database,
  filter: { sessionId?: string; name?: string } = {},
): Promise<AnalyticsEvent[]> {
  let query = db.selectFrom("analytics_events").selectAll();
  if (filter.sessionId) query = query.where("session_id", "=", filter.sessionId);
  if (filter.name) query = query.where("name", "=", filter.name);
  return query.orderBy("created_at").orderBy("id").execute();
}

export interface PostHogOptions {
  key: string;
  /** Such as https://eu.i.posthog.com (no trailing slash). */
  host: string;
  timeoutMs?: number;
  onError?: (error: unknown) => void;
}

export interface PostHogForwarder {
  /** Sends in the background: never waits, never throws. */
  forward(event: RecordedEvent): void;
  /** Waits for the sends under way (tests, shutdown). */
  flush(): Promise<void>;
}

/** PostHog's capture API: POST {host}/capture/ with {api_key, event, distinct_id, properties}. */
export function createPostHogForwarder({
  key,
  host,
  timeoutMs = 3000,
  onError = (error) => console.warn("Could not forward an analytics event to PostHog:", String(error)),
}: PostHogOptions): PostHogForwarder {
  const inFlight = new Set<Promise<void>>();
  async function send(event: RecordedEvent) {
    const response = await fetch(`${host}/capture/`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        api_key: key,
        event: event.name,
        distinct_id: event.userId ?? event.sessionId,
        timestamp: event.createdAt,
        properties: {
          ...event.properties,
          session_id: event.sessionId,
          is_authenticated: event.isAuthenticated,
          $pathname: event.path,
          // Guests stay anonymous events in PostHog: no person profile.
          $process_person_profile: event.isAuthenticated,
        },
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`PostHog answered ${response.status}`);
  }
  return {
    forward(event) {
      const sending: Promise<void> = send(event)
        .catch(onError)
        .finally(() => inFlight.delete(sending));
      inFlight.add(sending);
    },
    async flush() {
      await Promise.allSettled([...inFlight]);
    },
  };
}

/** The app's analytics: the table, and PostHog when configured. */
export interface Analytics {
  record(input: AnalyticsEventInput, now: Date): Promise<RecordResult>;
  flush(): Promise<void>;
  /** The PostHog host events are forwarded to, or null. */
  forwardingTo: string | null;
}

export function createAnalytics({
  db,
  posthog,
}: {
  db: Database;
  posthog: PostHogOptions | null;
}): Analytics {
  const forwarder = posthog ? createPostHogForwarder(posthog) : null;
  return {
    async record(input, now) {
      const result = await recordEvent(db, input, now);
      if (result.recorded) forwarder?.forward(result.event);
      return result;
    },
    flush: () => forwarder?.flush() ?? Promise.resolve(),
    forwardingTo: posthog?.host ?? null,
  };
}
