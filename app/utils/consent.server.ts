import type { AppLoadContext } from "@remix-run/node";
import type { ConsentChoice } from "~/services/analytics.server";

export type { ConsentChoice };

/**
 * The cookie consent choice and the analytics session id, as plain cookies:
 * `sb_consent` ("accepted" | "rejected") and `sb_consent_date` (when it was
 * chosen, ISO 8601) for a year; `sb_analytics_session` (a random id) only
 * while analytics are accepted, for the browser session. Plain values rather
 * than Remix's encoded cookies, so that what the browser stores is what the
 * privacy policy describes.
 */

export const CONSENT_COOKIE = "sb_consent";
export const CONSENT_DATE_COOKIE = "sb_consent_date";
export const ANALYTICS_SESSION_COOKIE = "sb_analytics_session";

export const CONSENT_MAX_AGE = 60 * 60 * 24 * 365;

export interface Consent {
  choice: ConsentChoice | null;
  /** When the choice was made, ISO 8601; null without a choice. */
  date: string | null;
}

const SESSION_ID = /^[A-Za-z0-9_-]{16,64}$/;

export function readCookies(request: Request): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const separator = part.indexOf("=");
    if (separator < 0) continue;
    const name = part.slice(0, separator).trim();
    if (!name || cookies.has(name)) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      cookies.set(name, decodeURIComponent(raw));
    } catch {
      cookies.set(name, raw);
    }
  }
  return cookies;
}

export function readConsent(request: Request): Consent {
  const cookies = readCookies(request);
  const value = cookies.get(CONSENT_COOKIE);
  const choice = value === "accepted" || value === "rejected" ? value : null;
  if (!choice) return { choice: null, date: null };
  const date = cookies.get(CONSENT_DATE_COOKIE) ?? "";
  return { choice, date: Number.isNaN(Date.parse(date)) ? null : date };
}

/** The analytics session id, when the browser has a well-formed one. */
export function readAnalyticsSessionId(request: Request): string | null {
  const value = readCookies(request).get(ANALYTICS_SESSION_COOKIE);
  return value && SESSION_ID.test(value) ? value : null;
}

export function newAnalyticsSessionId(): string {
  return crypto.randomUUID().replaceAll("-", "");
}

function serialize(
  context: AppLoadContext,
  name: string,
  value: string,
  { maxAge }: { maxAge: number | null },
): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, "Path=/", "SameSite=Lax", "HttpOnly"];
  if (maxAge !== null) parts.push(`Max-Age=${maxAge}`);
  if (maxAge === 0) parts.push("Expires=Thu, 01 Jan 1970 00:00:00 GMT");
  if (context.services.config.appUrl.protocol === "https:") parts.push("Secure");
  return parts.join("; ");
}

/** The Set-Cookie headers that store a choice made at `now`. */
export function consentCookies(context: AppLoadContext, choice: ConsentChoice, now: Date): string[] {
  return [
    serialize(context, CONSENT_COOKIE, choice, { maxAge: CONSENT_MAX_AGE }),
    serialize(context, CONSENT_DATE_COOKIE, now.toISOString(), { maxAge: CONSENT_MAX_AGE }),
  ];
}

/** A session cookie (no Max-Age): it ends when the browser closes. */
export function analyticsSessionCookie(context: AppLoadContext, sessionId: string): string {
  return serialize(context, ANALYTICS_SESSION_COOKIE, sessionId, { maxAge: null });
}

export function clearAnalyticsSessionCookie(context: AppLoadContext): string {
  return serialize(context, ANALYTICS_SESSION_COOKIE, "", { maxAge: 0 });
}

/**
 * False for a form posted from another site: a consent choice must be the
 * visitor's own. Requests without an Origin header (old browsers, tests) pass.
 */
export function isSameOriginPost(context: AppLoadContext, request: Request): boolean {
  const origin = request.headers.get("Origin");
  if (!origin) return request.headers.get("Sec-Fetch-Site") !== "cross-site";
  return origin === context.services.config.appUrl.origin || origin === new URL(request.url).origin;
}
