import type { LoaderFunctionArgs } from "@remix-run/node";
import { quickResult } from "~/utils/quick-validation.server";
import { getOwnedSimulation } from "~/services/simulations.server";
import { apiError, getApiCaller } from "~/utils/api.server";

/** GET /api/simple/simulation/{id}: polled until completed or failed; another caller's run is a 404. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  let owner;
  try {
    owner = await getApiCaller(context, request, { allowGuest: true });
  } catch (error) {
    if (error instanceof Response && error.status === 401 && !request.headers.get("Authorization")) {
      return apiError(404, "Simulation not found");
    }
    throw error;
  }
  const simulation = await getOwnedSimulation(context.services.db, params.simulationId ?? "", owner);
  if (!simulation) return apiError(404, "Simulation not found");
  return Response.json(quickResult(simulation));
}
