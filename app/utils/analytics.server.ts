import type { AppLoadContext } from "@remix-run/node";
import {
  AnalyticsEventError,
  normalizeEventPath,
  parseAnalyticsEvent,
  type AnalyticsEventName,
  type AnalyticsProperties,
  type RecordResult,
} from "~/services/analytics.server";
import { getUserById } from "~/services/users.server";
import { getUserId } from "./auth.server";
import {
  analyticsSessionCookie,
  newAnalyticsSessionId,
  readAnalyticsSessionId,
  readConsent,
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
  options: { path?: string } = {},
): Promise<Tracked> {
  return record(
    context,
    request,
    {
      name,
      properties,
      path: options.path ?? new URL(request.url).pathname,
    },
    { invalid: "warn" },
  );
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
  const purpose = `${request.headers.get("Sec-Purpose") ?? ""} ${request.headers.get("Purpose") ?? ""}`;
  if (/prefetch|prerender/i.test(purpose)) return false;
  const destination = request.headers.get("Sec-Fetch-Dest");
  if (destination) return destination === "document";
  return (request.headers.get("Accept") ?? "").includes("text/html");
}

/**
 * Where page views are decided (with app/components/page-views.tsx):
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
