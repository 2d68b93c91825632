import type { LoaderFunctionArgs } from "@remix-run/node";
import { personaPageOf } from "~/services/report-page.server";
import { personaQueryOf } from "~/utils/report-page";
import { loadReportOfRun } from "~/services/stored-report.server";
import { apiError } from "~/utils/api.server";
import { requirePageRun } from "~/utils/simulation-owner.server";

/**
 * GET /app/simulation/{id}/personas?q=&group=&expand=: one page of a report's
 * personas, as JSON. The report page fetches it as the user searches and
 * filters, so the browser never holds the whole panel; without JavaScript
 * the page itself reads the same query.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { simulation } = await requirePageRun(context, request, params.id);
  const report =
    simulation.status === "completed" ? await loadReportOfRun(context.services.db, simulation) : null;
  if (!report) return apiError(404, "This report is not ready.");
  return Response.json(personaPageOf(report, personaQueryOf(new URL(request.url).searchParams)));
}
