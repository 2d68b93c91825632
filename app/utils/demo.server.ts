import type { AppLoadContext } from "@remix-run/node";
import type { DecisionReport } from "~/engine";
import { runDemo } from "~/services/demo.server";
import { sharedLimiter } from "~/services/rate-limit.server";
import { analyticsSessionFor, trackServerEvents, withCookies } from "./request-analytics.server";

// The /demo page and POST /api/demo/run as routes meet them: a per-address
// limit on demo runs and the demo's analytics events.

/** Demo runs (GET /demo and POST /api/demo/run together) per IP address per 10 minutes: generous, against scripts. */
export const DEMO_RUN_LIMIT = 120;
const DEMO_RUN_WINDOW_MS = 10 * 60 * 1000;
export const DEMO_RATE_LIMIT_MESSAGE =
  "Too many demo runs from your network. Please wait a few minutes and try again.";

const demoRunLimiter = sharedLimiter("demo-run", { limit: DEMO_RUN_LIMIT, windowMs: DEMO_RUN_WINDOW_MS });

/**
 * Counts one demo run for the client's address: null when allowed, else the
 * seconds to wait (rate_limit_reached is recorded for the visitor).
 */
export async function refuseDemoRun(
  context: AppLoadContext,
  request: Request,
): Promise<{ retryAfter: number; headers: Headers } | null> {
  const limited = await demoRunLimiter(context.services).attempt(context.clientIp);
  if (limited.allowed) return null;
  const retryAfter = limited.retryAfterSeconds;
  const tracked = await trackServerEvents(context, request, [
    { name: "rate_limit_reached", properties: { surface: "demo", limit: DEMO_RUN_LIMIT } },
  ]);
  return {
    retryAfter,
    headers: withCookies([tracked.setCookie], new Headers({ "Retry-After": String(retryAfter) })),
  };
}

/**
 * Runs the demo with its analytics: demo_started, then demo_loaded and
 * report_viewed ("demo") when the report is made, or demo_failed (and the
 * error rethrown) when it fails. Returns the Set-Cookie for a new analytics session.
 */
export async function runTrackedDemo(
  context: AppLoadContext,
  request: Request,
  seed: string,
  { path }: { path: string },
): Promise<{ report: DecisionReport; setCookie: string | null }> {
  const session = analyticsSessionFor(context, request);
  const options = { session, path };
  let setCookie = (
    await trackServerEvents(context, request, [{ name: "demo_started", properties: {} }], options)
  ).setCookie;
  let report: DecisionReport;
  try {
    report = runDemo(seed, context.services.now());
  } catch (error) {
    const message = (error instanceof Error && error.message.trim()) || "The demo could not be run";
    await trackServerEvents(
      context,
      request,
      [{ name: "demo_failed", properties: { error: message.slice(0, 500) } }],
      options,
    );
    throw error;
  }
  const tracked = await trackServerEvents(
    context,
    request,
    [
      { name: "demo_loaded", properties: {} },
      { name: "report_viewed", properties: { report_type: "demo" } },
    ],
    options,
  );
  setCookie ??= tracked.setCookie;
  return { report, setCookie };
}
