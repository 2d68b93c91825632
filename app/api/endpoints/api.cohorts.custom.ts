import type { LoaderFunctionArgs } from "@remix-run/node";
import { listCustomCohorts } from "~/services/cohorts.server";
import { requireApiUser } from "~/utils/api.server";

/** GET /api/cohorts/custom: the caller's ready custom cohorts. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const userId = await requireApiUser(context, request);
  return Response.json(await listCustomCohorts(context.services.db, userId));
}
