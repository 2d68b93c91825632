import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import {
  ConversationNotFoundError,
  ConversationStateError,
  GuestRunUsedError,
  GuestSizeError,
  startConversationRun,
} from "~/services/conversations.server";
import { InsufficientCreditsError } from "~/services/credits.server";
import { trackRunStarted, withCookies } from "~/utils/request-analytics.server";
import { insufficientCreditsResponse } from "~/utils/run-start-errors.server";
import { runStarter } from "~/utils/run-starter.server";
import { apiError, getApiCaller, readJsonBody } from "~/utils/api.server";

export const StartSchema = z.object({
  config_id: z
    .string({ message: "config_id is required" })
    .trim()
    .min(1, "config_id must not be empty")
    .max(100),
});

export function loader() {
  return apiError(405, "Use POST to start a simulation", { Allow: "POST" });
}

/** POST /start: starts the run configured by POST /simulations, once (docs/api/orchestrator.md). */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiError(405, "Use POST to start a simulation", { Allow: "POST" });
  const caller = await getApiCaller(context, request, { allowGuest: true });
  const body = await readJsonBody(request, StartSchema);
  try {
    const starter = runStarter(context, request, caller);
    const run = await startConversationRun(context.services, starter, body.config_id);
    const tracked = run.alreadyStarted
      ? null
      : await trackRunStarted(context, request, run.simulationId, starter.analytics);
    return Response.json(
      { simulation_id: run.simulationId, already_started: run.alreadyStarted },
      { headers: withCookies([tracked?.setCookie]) },
    );
  } catch (error) {
    if (error instanceof InsufficientCreditsError) return insufficientCreditsResponse(error);
    if (error instanceof GuestRunUsedError) {
      return apiError(403, { code: "GUEST_RUN_USED", message: error.message });
    }
    if (error instanceof GuestSizeError) return apiError(403, error.message);
    if (error instanceof ConversationNotFoundError) return apiError(404, "Configuration not found");
    if (error instanceof ConversationStateError) return apiError(409, error.message);
    throw error;
  }
}
