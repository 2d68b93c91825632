import type { LoaderFunctionArgs } from "@remix-run/node";
import { getPublicVerdict, VERDICT_NOT_FOUND } from "~/services/verdicts.server";
import { apiError } from "~/utils/api.server";

/** GET /api/reports/{simId}/verdict: the verdict of a public or shared, completed run. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const found = params.simId ? await getPublicVerdict(context.services.db, params.simId) : null;
  if (!found) return apiError(404, VERDICT_NOT_FOUND);
  return Response.json(found.verdict);
}
