import type { LoaderFunctionArgs } from "@remix-run/node";
import { listItemOf, statusOf } from "~/services/simulations.server";
import { requireOwnedSimulation } from "~/utils/simulation-access.server";

/** GET /api/orchestrator/simulations/{id}: the run, its status and, once completed, its report. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const simulation = await requireOwnedSimulation(context, request, params.id);
  return Response.json({
    ...listItemOf(simulation),
    ...statusOf(simulation),
    cohort_id: simulation.cohort_id,
    is_custom_cohort: simulation.is_custom_cohort === 1,
    report: simulation.report ? (JSON.parse(simulation.report) as unknown) : null,
  });
}
