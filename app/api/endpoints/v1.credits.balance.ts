import type { LoaderFunctionArgs } from "@remix-run/node";
import { getBalance } from "~/services/credits.server";
import { requireApiUser } from "~/utils/api.server";
import { requireSameUser } from "~/utils/simulation-access.server";

/** GET /v1/credits/balance?user_id={userId} */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const userId = await requireApiUser(context, request);
  requireSameUser(userId, new URL(request.url).searchParams.get("user_id"));
  return Response.json(await getBalance(context.services.db, userId, context.services.now()));
}
