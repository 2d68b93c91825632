import type { LoaderFunctionArgs } from "@remix-run/node";
import { statusOf } from "~/services/simulations.server";
import { requireOwnedSimulation } from "~/utils/simulation-access.server";

/** GET /orchestrator/simulations/{id}/status */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const simulation = await requireOwnedSimulation(context, request, params.id);
  return Response.json(statusOf(simulation));
}
