import type { LoaderFunctionArgs } from "@remix-run/node";
import { panelDrawsOf, type PanelDraws } from "~/services/panel-draws.server";
import { listItemOf, statusOf } from "~/services/simulations.server";
import { requireOwnedSimulation } from "~/utils/simulation-access.server";
import { reportOfRun } from "~/services/stored-report.server";

/**
 * GET /api/orchestrator/simulations/{id}: the run, its status and, once
 * completed, its report and the idea's other panels (null until there are two).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const simulation = await requireOwnedSimulation(context, request, params.id);
  return Response.json({
    ...listItemOf(simulation),
    ...statusOf(simulation),
    cohort_id: simulation.cohort_id,
    is_custom_cohort: simulation.is_custom_cohort === 1,
    report: reportOfRun(simulation),
    panel_draws:
      simulation.status === "completed"
        ? panelDrawsJson(await panelDrawsOf(context.services.db, simulation))
        : null,
  });
}

function panelDrawsJson(panels: PanelDraws | null) {
  return (
    panels && {
      spread_points: panels.spreadPoints,
      draws: panels.draws.map((draw) => ({
        simulation_id: draw.simulationId,
        stable: draw.stable,
        adopters: draw.adopters,
        total: draw.total,
        completed_at: draw.completedAt,
      })),
    }
  );
}
