import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import {
  clarifyIdea,
  QUICK_MESSAGES,
  quickCaller,
  quickErrorResponse,
} from "~/utils/quick-validation.server";
import { apiError, readJsonBody } from "~/utils/api.server";

export const ClarifySchema = z.object({
  original_idea: z
    .string({ message: QUICK_MESSAGES.missingIdea })
    .trim()
    .min(1, QUICK_MESSAGES.missingIdea)
    .max(5000),
  clarification: z
    .string({ message: QUICK_MESSAGES.missingClarification })
    .trim()
    .min(1, QUICK_MESSAGES.missingClarification)
    .max(5000),
  cohort_id: z.string({ message: QUICK_MESSAGES.missingIdea }).trim().min(1, QUICK_MESSAGES.missingIdea),
});

export function loader() {
  return apiError(405, "Use POST to submit a clarification", { Allow: "POST" });
}

/** POST /api/simple/clarify: the idea with the answer to its question, started as a run. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST")
    return apiError(405, "Use POST to submit a clarification", { Allow: "POST" });
  const { owner, setCookie } = await quickCaller(context, request);
  const headers: HeadersInit = setCookie ? { "Set-Cookie": setCookie } : {};
  const body = await readJsonBody(request, ClarifySchema);
  try {
    const started = await clarifyIdea(
      { context, request, owner },
      body.original_idea,
      body.clarification,
      body.cohort_id,
    );
    return Response.json(started, { headers });
  } catch (error) {
    return quickErrorResponse(context, request, error, headers);
  }
}
