import type { AppLoadContext } from "@remix-run/node";
import {
  buildDecisionReport,
  buildPanelReport,
  cohortFromDescription,
  findPresetCohort,
  hashHex,
  simulate,
  type DecisionReport,
  type PanelReport,
} from "~/engine";
import { analyticsSessionFor, trackServerEvents, withCookies } from "~/utils/analytics.server";
import { perInstanceLimiter } from "./rate-limit.server";

/** The sample idea the free demo runs; its report is computed by the engine on every run. */
export const DEMO_IDEA =
  "An app for freelancers and small business owners that reads receipts from your phone camera, " +
  "sorts expenses and prepares quarterly tax filings automatically. $12/month with a free tier.";
export const DEMO_COHORT_ID = "smb";
export const DEMO_PANEL_SIZE = 100;
export const IDEA_CHECK_PANEL_SIZE = 100;

function presetCohort(id: string) {
  const cohort = findPresetCohort(id);
  if (!cohort) throw new Error(`Preset cohort ${id} is missing`);
  return cohort;
}

/** A fresh seed for "New Demo": a different panel of the same cohort. */
export function newDemoSeed(): string {
  return Math.floor(Math.random() * 1e9).toString(36);
}

export function runDemo(seed: string, now: Date = new Date()): DecisionReport {
  const result = simulate({
    idea: DEMO_IDEA,
    cohort: presetCohort(DEMO_COHORT_ID),
    count: DEMO_PANEL_SIZE,
    seed: `demo-${seed}`,
  });
  return buildDecisionReport(result, { generatedAt: now.toISOString() });
}

export interface IdeaCheckInput {
  idea: string;
  targetAudience: string | null;
}

/** The same idea and audience always meet the same panel, so a re-check gives the same answer. */
export function runIdeaCheck({ idea, targetAudience }: IdeaCheckInput, now: Date = new Date()): PanelReport {
  const audience = targetAudience?.trim() || null;
  const cohort = audience ? cohortFromDescription(audience, audience) : presetCohort("general");
  const result = simulate({
    idea,
    cohort,
    count: IDEA_CHECK_PANEL_SIZE,
    seed: `idea-check-${hashHex(`${idea}\n${audience ?? ""}`)}`,
  });
  return buildPanelReport(result, { generatedAt: now.toISOString() });
}

/** POST /api/demo/idea-check per IP address per hour: generous, against scripts (guests also have the daily limit). */
export const IDEA_CHECK_API_LIMIT = 60;
const IDEA_CHECK_API_WINDOW_MS = 60 * 60 * 1000;

export const ideaCheckApiLimiter = perInstanceLimiter({
  limit: IDEA_CHECK_API_LIMIT,
  windowMs: IDEA_CHECK_API_WINDOW_MS,
});

// ---------------------------------------------------------------- the /demo page and POST /api/demo/run

/** Demo runs (GET /demo and POST /api/demo/run together) per IP address per 10 minutes: generous, against scripts. */
export const DEMO_RUN_LIMIT = 120;
const DEMO_RUN_WINDOW_MS = 10 * 60 * 1000;
export const DEMO_RATE_LIMIT_MESSAGE =
  "Too many demo runs from your network. Please wait a few minutes and try again.";

const demoRunLimiter = perInstanceLimiter({ limit: DEMO_RUN_LIMIT, windowMs: DEMO_RUN_WINDOW_MS });

/**
 * Counts one demo run for the client's address: null when allowed, else the
 * seconds to wait (rate_limit_reached is recorded for the visitor).
 */
export async function refuseDemoRun(
  context: AppLoadContext,
  request: Request,
): Promise<{ retryAfter: number; headers: Headers } | null> {
  const limiter = demoRunLimiter(context.services);
  if (limiter.attempt(context.clientIp)) return null;
  const retryAfter = limiter.retryAfterSeconds(context.clientIp);
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
