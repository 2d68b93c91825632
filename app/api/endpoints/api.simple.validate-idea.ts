import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import {
  QUICK_MESSAGES,
  quickCaller,
  quickErrorResponse,
  validateIdea,
} from "~/utils/quick-validation.server";
import { apiError, readJsonBody } from "~/utils/api.server";

export const ValidateIdeaSchema = z.object({
  idea: z.string({ message: QUICK_MESSAGES.missingIdea }).trim().min(1, QUICK_MESSAGES.missingIdea).max(5000),
  cohort_id: z.string({ message: QUICK_MESSAGES.missingIdea }).trim().min(1, QUICK_MESSAGES.missingIdea),
});

export function loader() {
  return apiError(405, "Use POST to validate an idea", { Allow: "POST" });
}

/** POST /api/simple/validate-idea: a clarifying question, or a started 100-persona run. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiError(405, "Use POST to validate an idea", { Allow: "POST" });
  const { owner, setCookie } = await quickCaller(context, request);
  const headers: HeadersInit = setCookie ? { "Set-Cookie": setCookie } : {};
  const body = await readJsonBody(request, ValidateIdeaSchema);
  try {
    return Response.json(await validateIdea({ context, request, owner }, body.idea, body.cohort_id), {
      headers,
    });
  } catch (error) {
    return quickErrorResponse(context, request, error, headers);
  }
}
