import type { LoaderFunctionArgs } from "@remix-run/node";
import { crossTabs, crossTabsCsv } from "~/engine/cross-tabs";
import { reportToCsv, reportToJson } from "~/services/report-export.server";
import { trackServerEvent } from "~/utils/request-analytics.server";
import { requirePageSimulation } from "~/utils/simulation-owner.server";
import { reportOfRun, UNREADABLE_REPORT_MESSAGE } from "~/services/stored-report.server";

/** GET /app/simulation/{id}/export?format=json|csv: the report as a file. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { simulation } = await requirePageSimulation(context, request, params.id);
  if (simulation.status !== "completed" || !simulation.report) {
    throw new Response("The report is not ready yet.", { status: 409 });
  }
  const report = reportOfRun(simulation);
  if (!report) throw new Response(UNREADABLE_REPORT_MESSAGE, { status: 422 });
  const url = new URL(request.url);
  const format = url.searchParams.get("format") ?? "json";
  if (format !== "json" && format !== "csv")
    throw new Response('Choose format "json" or "csv".', { status: 400 });
  await trackServerEvent(context, request, "report_exported", {
    format,
    report_type: "simulation",
    simulation_id: simulation.id,
  });
  const name = `sounding-board-${simulation.id.slice(0, 8)}`;
  if (format === "csv" && url.searchParams.get("table") === "who-says-yes") {
    return new Response(crossTabsCsv(crossTabs(report.personas)), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${name}-who-says-yes.csv"`,
      },
    });
  }
  if (format === "csv") {
    return new Response(reportToCsv(report), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${name}.csv"`,
      },
    });
  }
  return new Response(reportToJson(report), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}.json"`,
    },
  });
}
