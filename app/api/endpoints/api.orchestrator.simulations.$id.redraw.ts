import type { ActionFunctionArgs } from "@remix-run/node";
import { redrawPanel } from "~/services/panel-draws.server";
import { getOwnedSimulation } from "~/services/simulations.server";
import { trackSimulationStarted, withCookies } from "~/utils/request-analytics.server";
import { apiError, getApiCaller } from "~/utils/api.server";
import { runStartErrorResponse } from "~/utils/run-start-errors.server";
import { runStarter } from "~/utils/run-starter.server";

const USE_POST = "Use POST to run this idea on a new panel";

export function loader() {
  return apiError(405, USE_POST, { Allow: "POST" });
}

/**
 * POST /api/orchestrator/simulations/{id}/redraw: the same idea, audience and
 * size on freshly drawn personas, debited like any run. The new run's GET
 * lists every panel of the idea and how far the headline moved.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiError(405, USE_POST, { Allow: "POST" });
  const caller = await getApiCaller(context, request, { allowGuest: true });
  const source = params.id ? await getOwnedSimulation(context.services.db, params.id, caller) : undefined;
  if (!source) return apiError(404, "Simulation not found");
  try {
    const starter = runStarter(context, request, caller);
    const simulation = await redrawPanel(context.services, starter, source);
    const tracked = await trackSimulationStarted(context, request, simulation, starter.analytics);
    return Response.json({ simulation_id: simulation.id }, { headers: withCookies([tracked.setCookie]) });
  } catch (error) {
    const refused = runStartErrorResponse(error);
    if (refused) return refused;
    throw error;
  }
}
