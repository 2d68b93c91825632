import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiError } from "~/utils/api.server";
import { requireOwnedSimulation } from "~/utils/simulation-access.server";
import { reportOfRun, UNREADABLE_REPORT_MESSAGE } from "~/services/stored-report.server";

/** GET /orchestrator/simulations/{id}/report: the report once the run completed. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const simulation = await requireOwnedSimulation(context, request, params.id);
  if (simulation.status === "failed") return apiError(409, simulation.error_message ?? "Simulation failed");
  if (simulation.status !== "completed" || !simulation.report) {
    return apiError(409, "Simulation is still running. Please wait for it to complete.");
  }
  const report = reportOfRun(simulation);
  if (!report) return apiError(422, UNREADABLE_REPORT_MESSAGE);
  return Response.json(report);
}
