import type { LoaderFunctionArgs } from "@remix-run/node";
import { SYNTHETIC_NOTICE } from "~/engine";
import { priceTestOf } from "~/services/price-tests.server";
import { apiError } from "~/utils/api.server";
import { PricePointsSchema } from "~/utils/price-points";
import { requireOwnedSimulation } from "~/utils/simulation-access.server";

/** GET /api/simulations/{id}/price-test[?prices=5,8,12]: the run's panel asked at other prices. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const simulation = await requireOwnedSimulation(context, request, params.id);
  const asked = new URL(request.url).searchParams.get("prices");
  const parsed = asked === null ? null : PricePointsSchema.safeParse(asked);
  if (parsed && !parsed.success) return apiError(422, parsed.error.issues[0]?.message ?? "Invalid prices");
  const outcome = await priceTestOf(context.services.db, simulation, parsed?.data);
  if (!outcome.ok) return apiError(409, outcome.reason);
  return Response.json({
    simulation_id: simulation.id,
    ...outcome.test,
    synthetic: true,
    notice: SYNTHETIC_NOTICE,
  });
}
