import type { LoaderFunctionArgs } from "@remix-run/node";
import { PACKAGES } from "~/services/payments.server";
import { requireApiUser } from "~/utils/api.server";

/** GET /v1/credits/packages: what can be bought. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireApiUser(context, request);
  return Response.json({ packages: PACKAGES });
}
