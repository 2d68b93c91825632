import type { AppLoadContext } from "@remix-run/node";
import type { Starter } from "~/services/runs.server";
import type { Owner } from "~/services/simulations.server";
import { analyticsSessionFor, type AnalyticsSession } from "./request-analytics.server";

/**
 * Who starts a run from this request: the owner, their address (a guest's free
 * runs are counted by it) and, when they accepted analytics, their analytics
 * session, kept for `trackSimulationStarted` once the run is queued.
 */
export function runStarter(
  context: AppLoadContext,
  request: Request,
  owner: Owner,
): Starter & { analytics: AnalyticsSession | null } {
  const analytics = analyticsSessionFor(context, request);
  return { owner, clientIp: context.clientIp, analyticsSessionId: analytics?.sessionId ?? null, analytics };
}
