import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { GOAL_MAX_LENGTH, PERSONA_COUNTS } from "~/constants";
import {
  configureRun,
  ConversationNotFoundError,
  ConversationStateError,
  GuestSizeError,
  presetAudience,
} from "~/services/conversations.server";
import { apiError, getApiCaller, readJsonBody } from "~/utils/api.server";

export const ConfigurationSchema = z.object({
  goal: z
    .string({ message: "goal is required" })
    .trim()
    .min(1, "goal must not be empty")
    .max(GOAL_MAX_LENGTH, `goal must be at most ${GOAL_MAX_LENGTH} characters`),
  audience: z.string().trim().min(1).max(100).nullish(),
  cohort_id: z.string().trim().min(1).max(100).nullish(),
  persona_count: z.union(
    PERSONA_COUNTS.map((count) => z.literal(count)),
    { message: `persona_count must be one of ${PERSONA_COUNTS.join(", ")}` },
  ),
  cohort_name: z.string().trim().max(100).nullish(),
  session_id: z.string().trim().min(1).max(100).nullish(),
});

export function loader() {
  return apiError(405, "Use POST to configure a simulation", { Allow: "POST" });
}

/**
 * POST /simulations: checks a full configuration and stores it on the
 * conversation (session_id) or a new one; POST /start runs it.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST")
    return apiError(405, "Use POST to configure a simulation", { Allow: "POST" });
  const caller = await getApiCaller(context, request, { allowGuest: true });
  const body = await readJsonBody(request, ConfigurationSchema);
  const key = body.cohort_id ?? body.audience ?? "general";
  const audience = presetAudience(key);
  if (!audience) {
    return apiError(422, [
      {
        loc: ["body", body.cohort_id ? "cohort_id" : "audience"],
        msg: `Unknown audience "${key}"`,
        type: "unknown_cohort",
      },
    ]);
  }
  const config = {
    goal: body.goal,
    audience: audience.id,
    audience_name: audience.name,
    persona_count: body.persona_count,
    cohort_name: body.cohort_name || null,
    reasoning: null,
  };
  try {
    const conversation = await configureRun(
      context.services.db,
      { owner: caller, sessionId: body.session_id ?? null, config },
      context.services.now(),
    );
    return Response.json(
      {
        config_id: conversation.id,
        session_id: conversation.id,
        status: "configured",
        config: {
          goal: config.goal,
          audience: config.audience,
          audience_name: config.audience_name,
          persona_count: config.persona_count,
          cohort_name: config.cohort_name,
        },
      },
      { status: 201 },
    );
  } catch (error) {
    if (error instanceof GuestSizeError) return apiError(403, error.message);
    if (error instanceof ConversationNotFoundError) return apiError(404, error.message);
    if (error instanceof ConversationStateError) return apiError(409, error.message);
    throw error;
  }
}
