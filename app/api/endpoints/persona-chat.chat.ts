import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { cannedReply } from "~/engine";
import {
  cannedChatReply,
  chatAnalyticsEvents,
  ChatPersonaNotFoundError,
  ChatReportNotReadyError,
  ChatSimulationNotFoundError,
  findChatPersona,
  MAX_MESSAGE_LENGTH,
  sendChatMessage,
} from "~/services/persona-chat.server";
import { trackServerEvents, withCookies } from "~/utils/request-analytics.server";
import { apiError, readJsonBody, requireApiUser } from "~/utils/api.server";

export const ChatSchema = z.object({
  persona_id: z.string({ message: "persona_id is required" }).trim().min(1, "persona_id must not be empty"),
  simulation_id: z
    .string()
    .trim()
    .nullish()
    .transform((value) => value || null),
  message: z
    .string({ message: "message is required" })
    .trim()
    .min(1, "message must not be empty")
    .max(MAX_MESSAGE_LENGTH, `message must be at most ${MAX_MESSAGE_LENGTH} characters`),
  conversation_history: z
    .array(
      z.object({
        role: z.enum(["user", "assistant"], { message: "role must be user or assistant" }),
        content: z.string().max(10_000),
      }),
    )
    .max(200, "conversation_history must have at most 200 messages")
    .optional(),
});

export function loader() {
  return apiError(405, "Use POST to chat with a persona", { Allow: "POST" });
}

/**
 * POST /persona-chat/chat: the persona's reply, in character (core-app §7).
 * Without a simulation id the reply is canned and nothing is stored.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiError(405, "Use POST to chat with a persona", { Allow: "POST" });
  const userId = await requireApiUser(context, request);
  const body = await readJsonBody(request, ChatSchema);
  if (!body.simulation_id) return Response.json({ response: cannedChatReply(body.message) });

  const { db, config, now } = context.services;
  try {
    const sent = await sendChatMessage(
      db,
      {
        userId,
        simulationId: body.simulation_id,
        personaId: body.persona_id,
        message: body.message,
        history: body.conversation_history,
      },
      { llm: config.llm, now: now(), onLlmError: logLlmFallback },
    );
    const tracked = await trackServerEvents(context, request, chatAnalyticsEvents(sent), { userId });
    return Response.json({ response: sent.reply.content }, { headers: withCookies([tracked.setCookie]) });
  } catch (error) {
    if (error instanceof ChatSimulationNotFoundError) return apiError(404, "Simulation not found");
    if (error instanceof ChatPersonaNotFoundError) return apiError(404, "Persona not found");
    if (error instanceof ChatReportNotReadyError) {
      return apiError(409, "Simulation is still running. Please wait for it to complete.");
    }
    // The spec's fallback: a canned answer in character rather than an error.
    console.error("persona chat failed:", error);
    const persona = await findChatPersona(db, userId, body.simulation_id, body.persona_id).catch(() => null);
    return Response.json({ response: cannedReply(persona?.persona ?? null, body.message) });
  }
}

function logLlmFallback(error: unknown) {
  console.warn("persona chat: the LLM failed, the engine answered:", (error as Error)?.message ?? error);
}
