import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { checkSufficiency } from "~/services/credits.server";
import { apiError, readJsonBody, requireApiUser } from "~/utils/api.server";
import { requireSameUser } from "~/utils/simulation-access.server";

export const CheckSchema = z.object({
  user_id: z.string().optional(),
  required_personas: z
    .number({ message: "required_personas must be a number" })
    .int("required_personas must be a whole number")
    .min(1, "required_personas must be at least 1")
    .max(100_000, "required_personas is too large"),
});

export function loader() {
  return apiError(405, "Use POST to check credits", { Allow: "POST" });
}

/** POST /v1/credits/check: is the balance enough for this many personas? */
export async function action({ request, context }: ActionFunctionArgs) {
  const userId = await requireApiUser(context, request);
  const body = await readJsonBody(request, CheckSchema);
  requireSameUser(userId, body.user_id ?? null);
  return Response.json(
    await checkSufficiency(context.services.db, userId, body.required_personas, context.services.now()),
  );
}
