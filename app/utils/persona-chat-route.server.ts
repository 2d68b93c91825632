import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { constraintOf } from "~/forms/constraint.server";
import { PersonaMessageSchema } from "~/forms/persona-message.server";
import {
  chatAnalyticsEvents,
  ChatPersonaNotFoundError,
  ChatReportNotReadyError,
  ChatSimulationNotFoundError,
  deleteChat,
  findChatPersona,
  getChat,
  sendChatMessage,
} from "~/services/persona-chat.server";
import { requireUserId } from "~/utils/auth.server";
import { readForm } from "~/utils/form.server";
import { personaChatPaths, type ChatFrame } from "~/utils/persona-chat-paths";
import { sentimentOf } from "~/utils/personas";
import { trackServerEvents, withCookies } from "~/utils/request-analytics.server";
import { requirePageSimulation } from "~/utils/simulation-owner.server";

// The loader and action of a persona's chat, shared by its dialog over the
// report and its own page (utils/persona-chat-paths.ts).

/** The run's persona for this user, or a 404 that reads like no persona at all. */
async function requireChatPersona(
  context: LoaderFunctionArgs["context"],
  userId: string,
  simulationId: string,
  personaId: string,
) {
  try {
    return await findChatPersona(context.services.db, userId, simulationId, personaId);
  } catch (error) {
    if (error instanceof ChatSimulationNotFoundError)
      throw new Response("Simulation not found", { status: 404 });
    if (error instanceof ChatPersonaNotFoundError) throw new Response("Persona not found", { status: 404 });
    if (error instanceof ChatReportNotReadyError) {
      throw new Response("Simulation is still running. Please wait for it to complete.", { status: 409 });
    }
    throw error;
  }
}

export async function loadPersonaChat({ request, params, context }: LoaderFunctionArgs) {
  const { simulation, owner } = await requirePageSimulation(context, request, params.id);
  const paths = personaChatPaths(simulation.id, params.personaId ?? "", new URL(request.url));
  if (owner.kind !== "user") return { kind: "guest" as const, paths };

  const { persona } = await requireChatPersona(context, owner.userId, simulation.id, params.personaId ?? "");
  const chat = await getChat(context.services.db, owner.userId, simulation.id, persona.persona_id);
  return {
    kind: "user" as const,
    paths,
    goal: simulation.goal,
    persona: {
      id: persona.persona_id,
      name: persona.name,
      firstName: persona.name.split(" ")[0] || persona.name,
      role: persona.role,
      company: persona.company,
      age: persona.demographics.age,
      gender: persona.demographics.gender,
      location: persona.demographics.location,
      sentiment: sentimentOf(persona.response.sentiment),
      initialThought: persona.response.overall_reaction,
    },
    messages: chat?.messages ?? [],
    constraint: constraintOf(PersonaMessageSchema),
  };
}

export type PersonaChatData = Awaited<ReturnType<typeof loadPersonaChat>>;

/**
 * Clears the chat (back to the `frame` it was cleared in) or sends a message:
 * a fetcher gets the reply's id, a plain form post/redirect/get to the chat's own page.
 */
export async function actOnPersonaChat({ request, params, context }: ActionFunctionArgs, frame: ChatFrame) {
  const userId = await requireUserId(context, request);
  const formData = await readForm(request);
  const simulationId = params.id ?? "";
  const personaId = params.personaId ?? "";
  const paths = personaChatPaths(simulationId, personaId, new URL(request.url));
  if (formData.get("intent") === "clear") {
    await requireChatPersona(context, userId, simulationId, personaId);
    const chatId = await deleteChat(context.services.db, userId, simulationId, personaId);
    const tracked = chatId
      ? await trackServerEvents(
          context,
          request,
          [{ name: "chat_deleted", properties: { chat_id: chatId } }],
          {
            userId,
          },
        )
      : null;
    return redirect(paths[frame], { headers: withCookies([tracked?.setCookie]) });
  }
  const submission = parseWithZod(formData, { schema: PersonaMessageSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), replyId: null }, { status: 400 });
  }
  await requireChatPersona(context, userId, simulationId, personaId);
  const { db, config, now } = context.services;
  const sent = await sendChatMessage(
    db,
    { userId, simulationId, personaId, message: submission.value.message },
    {
      llm: config.llm,
      now: now(),
      onLlmError: (error) =>
        console.warn(
          "persona chat: the LLM failed, the engine answered:",
          (error as Error)?.message ?? error,
        ),
    },
  );
  const tracked = await trackServerEvents(context, request, chatAnalyticsEvents(sent), { userId });
  const headers = withCookies([tracked.setCookie]);
  if (formData.get("enhanced") === "1") {
    // No form result: the form was cleared when it was sent, and may already hold the next message.
    return data({ result: null, replyId: sent.reply.id }, { headers });
  }
  return redirect(`${paths.page}#latest-message`, { headers });
}
