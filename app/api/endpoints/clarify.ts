import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { PERSONA_COUNTS } from "~/constants";
import {
  clarifyInConversation,
  ConversationNotFoundError,
  ConversationStateError,
  DialogueHistorySchema,
  MESSAGE_MAX_LENGTH,
} from "~/services/conversations.server";
import { apiError, getApiCaller, readJsonBody } from "~/utils/api.server";

export const ClarifySchema = z.object({
  user_input: z
    .string({ message: "user_input is required" })
    .trim()
    .min(1, "user_input must not be empty")
    .max(MESSAGE_MAX_LENGTH, `user_input must be at most ${MESSAGE_MAX_LENGTH} characters`),
  dialogue_history: DialogueHistorySchema.nullish(),
  session_id: z.string().trim().min(1).max(100).nullish(),
  selected_cohort: z.string().trim().max(100).nullish(),
  cohort_size: z
    .union(
      PERSONA_COUNTS.map((count) => z.literal(count)),
      { message: `cohort_size must be one of ${PERSONA_COUNTS.join(", ")}` },
    )
    .nullish(),
  cohort_name: z.string().trim().max(100).nullish(),
});

export function loader() {
  return apiError(405, "Use POST to clarify an idea", { Allow: "POST" });
}

/** POST /clarify: a clarifying question about what the idea lacks, or "ready" (docs/api/orchestrator.md). */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiError(405, "Use POST to clarify an idea", { Allow: "POST" });
  const caller = await getApiCaller(context, request, { allowGuest: true });
  const body = await readJsonBody(request, ClarifySchema);
  try {
    const { result, conversation } = await clarifyInConversation(
      context.services.db,
      {
        owner: caller,
        sessionId: body.session_id ?? null,
        userInput: body.user_input,
        dialogueHistory: body.dialogue_history ?? null,
        selection: {
          cohort: body.selected_cohort ?? body.cohort_name ?? null,
          personaCount: body.cohort_size ?? null,
        },
      },
      context.services.now(),
    );
    return Response.json({ ...result, session_id: conversation.id });
  } catch (error) {
    if (error instanceof ConversationNotFoundError) return apiError(404, error.message);
    if (error instanceof ConversationStateError) return apiError(409, error.message);
    throw error;
  }
}
