import type { LoaderFunctionArgs } from "@remix-run/node";
import { comparisonView, getOwnedComparison } from "~/services/comparisons.server";
import { SYNTHETIC_NOTICE } from "~/engine";
import { apiError, getApiCaller } from "~/utils/api.server";

/** GET /api/compare/{id}: the comparison's status, progress and, once every variant is done, its result. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const caller = await getApiCaller(context, request, { allowGuest: true });
  const stored = params.id ? await getOwnedComparison(context.services.db, params.id, caller) : undefined;
  if (!stored) return apiError(404, "Comparison not found");
  const view = comparisonView(stored);
  return Response.json({
    comparison_id: view.id,
    status: view.status,
    audience: view.cohortName,
    persona_count: view.personaCount,
    created_at: view.createdAt,
    progress: view.progress,
    variants: view.runs.map((run) => ({
      key: run.key,
      text: run.text,
      simulation_id: run.simulationId,
      status: run.status === "queued" ? "running" : run.status,
    })),
    result: view.result,
    synthetic: true,
    notice: SYNTHETIC_NOTICE,
    calibration: view.calibration,
  });
}
