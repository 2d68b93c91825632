import type { LoaderFunctionArgs } from "@remix-run/node";
import { statusOf } from "~/services/simulations.server";
import { requireOwnedRunState } from "~/utils/simulation-access.server";

/** GET /orchestrator/simulations/{id}/status */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const simulation = await requireOwnedRunState(context, request, params.id);
  return Response.json(statusOf(simulation));
}
