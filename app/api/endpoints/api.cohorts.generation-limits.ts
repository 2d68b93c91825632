import type { LoaderFunctionArgs } from "@remix-run/node";
import { getGenerationLimits } from "~/services/cohorts.server";
import { requireApiUser } from "~/utils/api.server";

/** GET /api/cohorts/generation-limits: cohorts_remaining and cohort_limit of the caller. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const userId = await requireApiUser(context, request);
  return Response.json(await getGenerationLimits(context.services.db, userId, context.services.now()));
}
