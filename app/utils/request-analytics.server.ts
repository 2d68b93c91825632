import type { AppLoadContext } from "@remix-run/node";
import {
  AnalyticsEventError,
  normalizeEventPath,
  parseAnalyticsEvent,
  type AnalyticsEventName,
  type AnalyticsProperties,
  type RecordResult,
} from "~/services/analytics.server";
import type { Simulation } from "~/db/schema";
import { getBalance } from "~/services/credits.server";
import { attachAnalyticsSession, getSimulation } from "~/services/simulations.server";
import { getUserById } from "~/services/users.server";
import { getUserId } from "./auth.server";
import {
  analyticsSessionCookie,
  newAnalyticsSessionId,
  readAnalyticsSessionId,
  readConsent,
  readCookies,
  type ConsentChoice,
} from "./consent.server";

/**
 * Analytics plumbing for routes: who is asking (consent, session id, user),
 * where, and the session cookie to set. Recording never breaks a request:
 * a failure to store an event is logged and the request goes on.
 */

export interface Tracked {
  recorded: boolean;
  /** Set-Cookie for a newly issued analytics session id, to add to the response. */
  setCookie: string | null;
}

const NOT_TRACKED: Tracked = { recorded: false, setCookie: null };

/** The analytics session id, issuing one (and its cookie) when the browser has none yet. */
export function ensureAnalyticsSession(
  context: AppLoadContext,
  request: Request,
): { sessionId: string; setCookie: string | null } {
  const existing = readAnalyticsSessionId(request);
  if (existing) return { sessionId: existing, setCookie: null };
  const sessionId = newAnalyticsSessionId();
  return { sessionId, setCookie: analyticsSessionCookie(context, sessionId) };
}

/** The signed-in user's id; null for guests and for an account deleted meanwhile. */
async function existingUserId(context: AppLoadContext, request: Request): Promise<string | null> {
  const userId = await getUserId(context, request);
  if (!userId) return null;
  return (await getUserById(context.services.db, userId)) ? userId : null;
}

async function record(
  context: AppLoadContext,
  request: Request,
  event: {
    name: string;
    properties: unknown;
    path: string;
    userId?: string | null;
    /** The choice made in this very request (the consent action); else the cookie's. */
    consent?: ConsentChoice;
    session?: { sessionId: string; setCookie: string | null };
  },
  { invalid }: { invalid: "throw" | "warn" },
): Promise<Tracked> {
  try {
    // A bad event is a bad event whatever the consent: check it first.
    parseAnalyticsEvent(event.name, event.properties);
    normalizeEventPath(event.path);
  } catch (error) {
    if (invalid === "throw") throw error;
    console.warn(`Analytics event ${event.name} not recorded:`, String(error));
    return NOT_TRACKED;
  }
  const consent = event.consent ?? readConsent(request).choice;
  if (consent !== "accepted") return NOT_TRACKED;
  const { sessionId, setCookie } = event.session ?? ensureAnalyticsSession(context, request);
  let result: RecordResult;
  try {
    const userId = event.userId !== undefined ? event.userId : await existingUserId(context, request);
    result = await context.services.analytics.record(
      { name: event.name, properties: event.properties, path: event.path, sessionId, userId, consent },
      context.services.now(),
    );
  } catch (error) {
    console.warn(`Could not record the analytics event ${event.name}:`, String(error));
    return NOT_TRACKED;
  }
  return { recorded: result.recorded, setCookie: result.recorded ? setCookie : null };
}

/**
 * Records an event that happened on the server (simulation_started, checkout_completed…)
 * for the visitor of this request, when they accepted analytics. Properties are checked
 * against the event's schema; the path defaults to the request's.
 */
export function trackServerEvent<Name extends AnalyticsEventName>(
  context: AppLoadContext,
  request: Request,
  name: Name,
  properties: AnalyticsProperties<Name>,
  options: TrackOptions = {},
): Promise<Tracked> {
  return record(
    context,
    request,
    {
      name,
      properties,
      path: options.path ?? new URL(request.url).pathname,
      userId: options.userId,
      session: options.session ?? undefined,
    },
    { invalid: "warn" },
  );
}

export interface TrackOptions {
  /** Where it happened; the request's path by default. */
  path?: string;
  /** Who, when the request does not say yet (the sign-in callback); else the session's user. */
  userId?: string | null;
  /** The analytics session from `analyticsSessionFor`, so several events share one new session. */
  session?: AnalyticsSession | null;
}

export interface AnalyticsSession {
  sessionId: string;
  /** Set-Cookie for a newly issued session id, to add to the response. */
  setCookie: string | null;
}

/**
 * The visitor's analytics session when they accepted analytics (issuing one
 * when the browser has none yet), else null. For work that outlives the
 * request (a run, a payment): the id is stored with it, and its events are
 * recorded for that session later.
 */
export function analyticsSessionFor(context: AppLoadContext, request: Request): AnalyticsSession | null {
  if (readConsent(request).choice !== "accepted") return null;
  return ensureAnalyticsSession(context, request);
}

type ServerEvent = {
  [Name in AnalyticsEventName]: { name: Name; properties: AnalyticsProperties<Name> };
}[AnalyticsEventName];

/**
 * Records several server events of one request in one analytics session (so a
 * browser without a session cookie gets one new id, not one per event).
 * Returns the Set-Cookie to add when a session was issued and something was recorded.
 */
export async function trackServerEvents(
  context: AppLoadContext,
  request: Request,
  events: ReadonlyArray<ServerEvent | null | false | undefined>,
  options: Omit<TrackOptions, "session"> & { session?: AnalyticsSession | null } = {},
): Promise<Tracked> {
  const session = options.session ?? analyticsSessionFor(context, request);
  if (!session) return NOT_TRACKED;
  let recorded = false;
  for (const event of events) {
    if (!event) continue;
    const tracked = await trackServerEvent(
      context,
      request,
      event.name,
      event.properties as AnalyticsProperties<typeof event.name>,
      { ...options, session },
    );
    recorded ||= tracked.recorded;
  }
  return { recorded, setCookie: recorded ? session.setCookie : null };
}

/** Adds the Set-Cookie headers that are not null to `headers` (a new Headers when absent). */
export function withCookies(
  cookies: ReadonlyArray<string | null | undefined>,
  headers = new Headers(),
): Headers {
  for (const cookie of cookies) if (cookie) headers.append("Set-Cookie", cookie);
  return headers;
}

/** The persona engine, or an LLM: what answered a run (the `strategy` of simulation events). */
export function simulationStrategy(config: AppLoadContext["services"]["config"]): "llm" | "engine" {
  return config.llm ? "llm" : "engine";
}

/**
 * After a run was queued for this request's visitor: simulation_started and,
 * for an account's run, credits_used with the balance left. The run keeps the
 * visitor's analytics session (stored by `startSimulation`, or attached here
 * for runs started by code that does not pass it), so the worker can record
 * how it ended. Nothing happens without consent; never throws.
 */
export async function trackSimulationStarted(
  context: AppLoadContext,
  request: Request,
  simulation: Pick<Simulation, "id" | "persona_count" | "user_id" | "credits_debited"> & {
    analytics_session_id?: string | null;
  },
  session: AnalyticsSession | null = analyticsSessionFor(context, request),
): Promise<Tracked> {
  if (!session) return NOT_TRACKED;
  const { db, config, now } = context.services;
  try {
    if (simulation.analytics_session_id !== session.sessionId) {
      await attachAnalyticsSession(db, simulation.id, session.sessionId);
    }
  } catch (error) {
    console.warn(`Could not keep the analytics session with simulation ${simulation.id}:`, String(error));
  }
  let balance: number | null = null;
  if (simulation.user_id && simulation.credits_debited > 0) {
    try {
      balance = (await getBalance(db, simulation.user_id, now())).total_remaining;
    } catch (error) {
      console.warn("Could not read the balance for credits_used:", String(error));
    }
  }
  return trackServerEvents(
    context,
    request,
    [
      {
        name: "simulation_started",
        properties: {
          simulation_id: simulation.id,
          persona_count: simulation.persona_count,
          strategy: simulationStrategy(config),
        },
      },
      balance !== null && {
        name: "credits_used",
        properties: {
          credits_remaining: balance,
          personas_used: simulation.credits_debited,
          simulation_id: simulation.id,
        },
      },
    ],
    { session },
  );
}

/**
 * `trackSimulationStarted` for a run started by code that does not hand the
 * run back (the chat form's conversation runs): read by id. Never throws.
 */
export async function trackRunStarted(
  context: AppLoadContext,
  request: Request,
  simulationId: string,
  session: AnalyticsSession | null = analyticsSessionFor(context, request),
): Promise<Tracked> {
  if (!session) return NOT_TRACKED;
  let simulation: Simulation | undefined;
  try {
    simulation = await getSimulation(context.services.db, simulationId);
  } catch (error) {
    console.warn(`Could not read simulation ${simulationId} for analytics:`, String(error));
  }
  if (!simulation) return NOT_TRACKED;
  return trackSimulationStarted(context, request, simulation, session);
}

/** A prefetch or prerender: the visitor has not seen anything yet. */
export function isPrefetch(request: Request): boolean {
  const purpose = `${request.headers.get("Sec-Purpose") ?? ""} ${request.headers.get("Purpose") ?? ""}`;
  return /prefetch|prerender/i.test(purpose);
}

/**
 * Records that the visitor chose 'Accept All' on `path`, and issues their
 * analytics session. The Set-Cookie is returned whether or not the event
 * could be stored, so the session starts with the consent.
 */
export async function trackConsentAccepted(
  context: AppLoadContext,
  request: Request,
  path: string,
): Promise<Tracked> {
  const session = ensureAnalyticsSession(context, request);
  const tracked = await record(
    context,
    request,
    { name: "consent_accepted", properties: {}, path, consent: "accepted", session },
    { invalid: "warn" },
  );
  return { recorded: tracked.recorded, setCookie: session.setCookie };
}

/**
 * A browser loading a page as a whole document: a GET navigation, not Remix's
 * `.data` fetch for a client-side navigation, not a prefetch or prerender.
 */
export function isDocumentNavigation(request: Request): boolean {
  if (request.method !== "GET") return false;
  if (isPrefetch(request)) return false;
  const destination = request.headers.get("Sec-Fetch-Dest");
  if (destination) return destination === "document";
  return (request.headers.get("Accept") ?? "").includes("text/html");
}

/**
 * Where page views are decided (with app/components/analytics-client.tsx):
 * the server counts documents, the browser counts client-side navigations.
 * The browser never reports the document it was loaded with and the server
 * never counts `.data` requests, so each path change is counted once. A
 * document whose Referer has the same path (a reload, the refresh of a run
 * page without JavaScript, the redirect back after a form post) is not a path
 * change and is not counted.
 */
export async function trackDocumentPageView(
  context: AppLoadContext,
  request: Request,
  userId: string | null,
): Promise<Tracked> {
  if (!isDocumentNavigation(request)) return NOT_TRACKED;
  const url = new URL(request.url);
  const referer = request.headers.get("Referer");
  if (referer) {
    try {
      const from = new URL(referer);
      if (from.origin === url.origin && from.pathname === url.pathname) return NOT_TRACKED;
    } catch {
      // A malformed Referer says nothing about where the visitor came from.
    }
  }
  return record(
    context,
    request,
    { name: "page_view", properties: {}, path: url.pathname, userId },
    { invalid: "warn" },
  );
}

/** An event sent by the browser: JSON, or a form (fields become properties unless `properties` holds JSON). */
export interface BrowserEvent {
  name: unknown;
  path: unknown;
  properties: unknown;
}

/** Reads a browser event; throws AnalyticsEventError for a body that is neither. */
export async function readBrowserEvent(request: Request): Promise<BrowserEvent> {
  const type = request.headers.get("Content-Type") ?? "";
  const fallbackPath = refererPath(request);
  if (/^(application\/json|text\/plain)/i.test(type)) {
    let body: unknown;
    try {
      body = JSON.parse(await request.text());
    } catch {
      throw new AnalyticsEventError("The body is not valid JSON");
    }
    if (!body || typeof body !== "object" || Array.isArray(body)) {
      throw new AnalyticsEventError('Send an object such as {"name": "page_view", "path": "/"}');
    }
    const event = body as Record<string, unknown>;
    return { name: event.name, path: event.path ?? fallbackPath, properties: event.properties };
  }
  if (/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)) {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      throw new AnalyticsEventError("The form could not be read");
    }
    const fields: Record<string, string> = {};
    for (const [key, value] of form) {
      if (typeof value === "string" && !["name", "path", "properties"].includes(key)) fields[key] = value;
    }
    const json = form.get("properties");
    let properties: unknown = fields;
    if (typeof json === "string" && json) {
      try {
        properties = JSON.parse(json);
      } catch {
        throw new AnalyticsEventError("properties is not valid JSON");
      }
    }
    return { name: form.get("name"), path: form.get("path") ?? fallbackPath, properties };
  }
  throw new AnalyticsEventError("Send the event as JSON or as a form");
}

function refererPath(request: Request): string {
  const referer = request.headers.get("Referer");
  if (!referer) return "/";
  try {
    const url = new URL(referer);
    return url.origin === new URL(request.url).origin ? url.pathname : "/";
  } catch {
    return "/";
  }
}

/**
 * Records a browser event for this request's visitor (nothing without consent).
 * Throws AnalyticsEventError for an unknown event, bad properties or a bad path.
 */
export async function recordBrowserEvent(
  context: AppLoadContext,
  request: Request,
  event: BrowserEvent,
): Promise<Tracked> {
  const path = typeof event.path === "string" ? event.path : "";
  return record(
    context,
    request,
    { name: typeof event.name === "string" ? event.name : "", properties: event.properties, path },
    { invalid: "throw" },
  );
}

/** Where a sign-up may say it began (`/auth/sign-up?source=…`); anything else is "direct". */
export const SIGN_UP_SOURCES = [
  "email_gate",
  "landing",
  "app",
  "header",
  "demo",
  "chat",
  "purchase",
  "guest_limit",
] as const;
export type SignUpSource = (typeof SIGN_UP_SOURCES)[number] | "direct";

export function signUpSourceOf(value: unknown): SignUpSource {
  return typeof value === "string" && (SIGN_UP_SOURCES as readonly string[]).includes(value)
    ? (value as SignUpSource)
    : "direct";
}

/**
 * When sign-in starts: the Set-Cookie that remembers `?source=` across the
 * identity provider's pages (only for visitors who accepted analytics), or
 * clears a source left by an earlier attempt; null when there is nothing to do.
 */
export async function signUpSourceCookieFor(
  context: AppLoadContext,
  request: Request,
): Promise<string | null> {
  const { signUpSourceCookie } = context.services.sessions;
  const source = signUpSourceOf(new URL(request.url).searchParams.get("source"));
  if (source !== "direct" && readConsent(request).choice === "accepted") {
    return signUpSourceCookie.serialize(source);
  }
  const stale = readCookies(request).has(signUpSourceCookie.name);
  return stale ? signUpSourceCookie.serialize("", { maxAge: 0, expires: new Date(0) }) : null;
}

/** On the sign-in callback: where the sign-up began ("direct" when unknown), and the cookie to clear. */
export async function takeSignUpSource(
  context: AppLoadContext,
  request: Request,
): Promise<{ source: SignUpSource; setCookie: string | null }> {
  const { signUpSourceCookie } = context.services.sessions;
  if (!readCookies(request).has(signUpSourceCookie.name)) return { source: "direct", setCookie: null };
  const value: unknown = await signUpSourceCookie.parse(request.headers.get("Cookie"));
  return {
    source: signUpSourceOf(value),
    setCookie: await signUpSourceCookie.serialize("", { maxAge: 0, expires: new Date(0) }),
  };
}

/**
 * user_signed_up for an account's first sign-in, with where it began; from
 * the email gate also email_gate_signup_completed. In the visitor's analytics
 * session, as the new user.
 */
export function trackSignUp(
  context: AppLoadContext,
  request: Request,
  { userId, source }: { userId: string; source: SignUpSource },
): Promise<Tracked> {
  return trackServerEvents(
    context,
    request,
    [
      { name: "user_signed_up", properties: { signup_source: source } },
      source === "email_gate" && {
        name: "email_gate_signup_completed",
        properties: { method: "account", variant: "daily_limit" },
      },
    ],
    { userId },
  );
}
