import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import {
  answerFromReport,
  ConversationStateError,
  DialogueHistorySchema,
  MESSAGE_MAX_LENGTH,
  SimulationNotFoundError,
} from "~/services/conversations.server";
import { apiError, getApiCaller, readJsonBody } from "~/utils/api.server";

export const AnalyzeSchema = z.object({
  user_question: z
    .string({ message: "user_question is required" })
    .trim()
    .min(1, "user_question must not be empty")
    .max(MESSAGE_MAX_LENGTH, `user_question must be at most ${MESSAGE_MAX_LENGTH} characters`),
  simulation_id: z.string({ message: "simulation_id is required" }).trim().min(1).max(100),
  dialogue_history: DialogueHistorySchema.nullish(),
});

export function loader() {
  return apiError(405, "Use POST to ask about a simulation's results", { Allow: "POST" });
}

/** POST /api/orchestrator/analyze-results: an answer from the report's numbers (docs/api/orchestrator.md). */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") {
    return apiError(405, "Use POST to ask about a simulation's results", { Allow: "POST" });
  }
  const caller = await getApiCaller(context, request, { allowGuest: true });
  const body = await readJsonBody(request, AnalyzeSchema);
  try {
    const answer = await answerFromReport(context.services.db, {
      owner: caller,
      simulationId: body.simulation_id,
      question: body.user_question,
      dialogueHistory: body.dialogue_history ?? [],
    });
    return Response.json({ ...answer, simulation_id: body.simulation_id });
  } catch (error) {
    if (error instanceof SimulationNotFoundError) return apiError(404, error.message);
    if (error instanceof ConversationStateError) return apiError(409, error.message);
    throw error;
  }
}
