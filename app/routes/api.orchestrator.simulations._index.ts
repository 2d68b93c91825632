import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { HISTORY_PAGE_SIZE } from "~/constants";
import { listCompletedSimulations, listItemOf } from "~/services/simulations.server";
import { readQuery, requireApiUser } from "~/utils/api.server";

const PageSchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1, "limit must be 1 to 100")
    .max(100, "limit must be 1 to 100")
    .default(HISTORY_PAGE_SIZE),
  offset: z.coerce.number().int().min(0, "offset must not be negative").default(0),
});

/** GET /api/orchestrator/simulations?limit=10&offset=n: completed runs, newest first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const userId = await requireApiUser(context, request);
  const page = readQuery(request, PageSchema);
  const simulations = await listCompletedSimulations(context.services.db, userId, page);
  return Response.json(simulations.map(listItemOf));
}
