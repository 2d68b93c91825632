import type { LoaderFunctionArgs } from "@remix-run/node";
import { comparisonView, getOwnedComparison } from "~/services/comparisons.server";
import { comparisonToCsv, comparisonToJson } from "~/services/report-export.server";
import { getPageOwner } from "~/utils/simulation-owner.server";

/** GET /app/compare/{id}/export?format=json|csv: the comparison as a file. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const owner = await getPageOwner(context, request);
  const stored =
    owner && params.id ? await getOwnedComparison(context.services.db, params.id, owner) : undefined;
  if (!stored) throw new Response("Comparison not found", { status: 404 });
  const view = comparisonView(stored);
  if (!view.result) throw new Response("The comparison is not ready yet.", { status: 409 });
  const format = new URL(request.url).searchParams.get("format") ?? "json";
  if (format !== "json" && format !== "csv")
    throw new Response('Choose format "json" or "csv".', { status: 400 });
  const name = `sounding-board-comparison-${view.id.slice(0, 8)}`;
  return format === "csv"
    ? new Response(comparisonToCsv(view), {
        headers: {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="${name}.csv"`,
        },
      })
    : new Response(comparisonToJson(view), {
        headers: {
          "Content-Type": "application/json; charset=utf-8",
          "Content-Disposition": `attachment; filename="${name}.json"`,
        },
      });
}
