import type { AppLoadContext } from "@remix-run/node";
import type { Simulation } from "~/db/schema";
import type { RunState } from "~/services/run-events.server";
import { getOwnedRunState, getOwnedSimulation } from "~/services/simulations.server";
import { apiError, getApiCaller } from "./api.server";

/** The caller's run, or a 404: another owner's run is indistinguishable from none. */
export async function requireOwnedSimulation(
  context: AppLoadContext,
  request: Request,
  id: string | undefined,
): Promise<Simulation> {
  if (!id) throw apiError(400, "No simulation ID provided");
  const caller = await getApiCaller(context, request, { allowGuest: true });
  const simulation = await getOwnedSimulation(context.services.db, id, caller);
  if (!simulation) throw apiError(404, "Simulation not found");
  return simulation;
}

/** The caller's run's progress, without its report, or a 404 like `requireOwnedSimulation`. */
export async function requireOwnedRunState(
  context: AppLoadContext,
  request: Request,
  id: string | undefined,
): Promise<RunState> {
  if (!id) throw apiError(400, "No simulation ID provided");
  const caller = await getApiCaller(context, request, { allowGuest: true });
  const run = await getOwnedRunState(context.services.db, id, caller);
  if (!run) throw apiError(404, "Simulation not found");
  return run;
}

/** A `user_id` parameter must name the caller; absent means the caller. */
export function requireSameUser(callerId: string, requested: string | null): void {
  if (requested && requested !== callerId) throw apiError(403, "user_id does not match the signed-in user");
}
