import type { AppLoadContext } from "@remix-run/node";
import type { Simulation } from "~/db/schema";
import type { RunState } from "~/services/run-events.server";
import { getOwnedRunState, getOwnedSimulation, type Owner } from "~/services/simulations.server";
import { apiError, getApiCaller } from "./api.server";

/** The caller's run, read by `read`, or a 404: another owner's run is indistinguishable from none. */
async function requireOwned<T>(
  context: AppLoadContext,
  request: Request,
  id: string | undefined,
  read: (db: AppLoadContext["services"]["db"], id: string, owner: Owner) => Promise<T | undefined>,
): Promise<T> {
  if (!id) throw apiError(400, "No simulation ID provided");
  const caller = await getApiCaller(context, request, { allowGuest: true });
  const found = await read(context.services.db, id, caller);
  if (!found) throw apiError(404, "Simulation not found");
  return found;
}

/** The caller's whole run, report included. */
export function requireOwnedSimulation(
  context: AppLoadContext,
  request: Request,
  id: string | undefined,
): Promise<Simulation> {
  return requireOwned(context, request, id, getOwnedSimulation);
}

/** The caller's run's progress, without its report (status polls, live streams). */
export function requireOwnedRunState(
  context: AppLoadContext,
  request: Request,
  id: string | undefined,
): Promise<RunState> {
  return requireOwned(context, request, id, getOwnedRunState);
}

/** A `user_id` parameter must name the caller; absent means the caller. */
export function requireSameUser(callerId: string, requested: string | null): void {
  if (requested && requested !== callerId) throw apiError(403, "user_id does not match the signed-in user");
}
