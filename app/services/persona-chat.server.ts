import { z } from "zod";
import type { Config } from "~/config.server";
import type { Database, PersonaChat as PersonaChatRow } from "~/db/schema";
import {
  analyzeIdea,
  cannedReply,
  createRng,
  replyInCharacter,
  THINKING_REPLY,
  type ChatTurn,
  type IdeaFeatures,
  type PersonaOpinion,
} from "~/engine";
import { withUserLock } from "./credits.server";
import { correctionsOf } from "./idea-corrections.server";
import { createLlmClient, type ChatMessage, type LlmClient } from "./llm.server";
import { isValidId } from "~/utils/validation";
import { contradictsScore } from "~/engine/chat/score-check";
import { reportOfRun } from "./stored-report.server";
import { readStoredList, serializeList } from "./stored-lists.server";

/**
 * Chats with one persona of one run (core-app §7, §8, §9): the reply comes
 * from the engine, or from the LLM when one is configured (falling back to
 * the engine when it fails). Chats are stored per user, run and persona; a
 * user keeps the 50 most recently updated.
 */

export const MAX_CHATS_PER_USER = 50;
export const MAX_MESSAGE_LENGTH = 2000;
export { THINKING_REPLY };

export interface PersonaChatMessage {
  id: string;
  role: "user" | "persona";
  content: string;
  /** ISO 8601. */
  timestamp: string;
}

export interface PersonaChat {
  id: string;
  simulationId: string;
  personaId: string;
  messages: PersonaChatMessage[];
  createdAt: string;
  lastUpdated: string;
}

export class ChatSimulationNotFoundError extends Error {
  override name = "ChatSimulationNotFoundError";
}

export class ChatPersonaNotFoundError extends Error {
  override name = "ChatPersonaNotFoundError";
}

/** The run has no report yet: nobody to talk to. */
export class ChatReportNotReadyError extends Error {
  override name = "ChatReportNotReadyError";
}

export interface ChatPersona {
  persona: PersonaOpinion;
  idea: IdeaFeatures;
  /** The run's seed, so replies are reproducible. */
  seed: string;
}

/** The persona as the run's stored report has it; the run must be this user's. */
export async function findChatPersona(
  db: Database,
  userId: string,
  simulationId: string,
  personaId: string,
): Promise<ChatPersona> {
  if (!isValidId(simulationId)) throw new ChatSimulationNotFoundError(simulationId);
  if (!isValidId(personaId)) throw new ChatPersonaNotFoundError(personaId);
  const simulation = await db
    .selectFrom("simulations")
    .select(["id", "goal", "seed", "status", "report", "corrections"])
    .where("id", "=", simulationId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!simulation) throw new ChatSimulationNotFoundError(simulationId);
  const report = simulation.status === "completed" ? reportOfRun(simulation) : null;
  if (!report) throw new ChatReportNotReadyError(simulationId);
  const persona = report.personas.find((candidate) => candidate.persona_id === personaId);
  if (!persona) throw new ChatPersonaNotFoundError(personaId);
  // In character with how the run read the idea, the user's corrections included.
  const idea = analyzeIdea(report.goal || simulation.goal, correctionsOf(simulation), {
    buysForABusiness: report.idea_reading?.audience === "B2B",
  });
  return { persona, idea, seed: simulation.seed };
}

function chatOf(row: PersonaChatRow): PersonaChat {
  return {
    id: row.id,
    simulationId: row.simulation_id,
    personaId: row.persona_id,
    messages: parseMessages(row.messages),
    createdAt: row.created_at,
    lastUpdated: row.last_updated,
  };
}

const PersonaChatMessageSchema = z.object({
  id: z.string(),
  role: z.enum(["user", "persona"]),
  content: z.string(),
  timestamp: z.string(),
});

function parseMessages(json: string): PersonaChatMessage[] {
  return readStoredList(json, PersonaChatMessageSchema, "persona chat messages");
}

export async function getChat(
  db: Database,
  userId: string,
  simulationId: string,
  personaId: string,
): Promise<PersonaChat | null> {
  const row = await db
    .selectFrom("persona_chats")
    .selectAll()
    .where("user_id", "=", userId)
    .where("simulation_id", "=", simulationId)
    .where("persona_id", "=", personaId)
    .executeTakeFirst();
  return row ? chatOf(row) : null;
}

/** Deletes the user's chat with a persona of a run: its id, or null when there was none. */
export async function deleteChat(
  db: Database,
  userId: string,
  simulationId: string,
  personaId: string,
): Promise<string | null> {
  const deleted = await db
    .deleteFrom("persona_chats")
    .where("user_id", "=", userId)
    .where("simulation_id", "=", simulationId)
    .where("persona_id", "=", personaId)
    .returning("id")
    .executeTakeFirst();
  return deleted?.id ?? null;
}

/** The user's chats, most recently updated first. */
export async function listChats(db: Database, userId: string): Promise<PersonaChat[]> {
  const rows = await db
    .selectFrom("persona_chats")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("last_updated", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(chatOf);
}

// ------------------------------------------------------------ replies

type LlmSettings = NonNullable<Config["llm"]>;

// One client per configuration: its concurrency bound is shared by every chat.
const llmClients = new WeakMap<LlmSettings, LlmClient>();

function llmClientFor(settings: LlmSettings): LlmClient {
  let client = llmClients.get(settings);
  if (!client) {
    client = createLlmClient(settings);
    llmClients.set(settings, client);
  }
  return client;
}

const HISTORY_FOR_MODEL = 20;

function describeScore(score: number): string {
  return score >= 4 ? "would adopt it" : score === 3 ? "has mixed feelings" : "is not interested";
}

/** The system prompt: who the persona is and how they reacted to this idea. */
export function personaSystemPrompt({ persona, idea }: Pick<ChatPersona, "persona" | "idea">): string {
  const { demographics: who, response } = persona;
  return [
    `You are ${persona.name}, a ${who.age}-year-old ${who.gender.toLowerCase()} ${persona.role} at ${persona.company}, living in ${who.location} (${who.nationality}).`,
    `Traits: ${persona.traits.join(", ") || "none given"}. Interests: ${persona.interests.join(", ") || "none given"}.`,
    `Pain points: ${persona.pain_points.join(", ") || "none given"}.`,
    `Budget: ${persona.budget}. Decision style: ${persona.decision_style}. Tech adoption ${persona.decision_profile.tech_adoption.toFixed(2)}, budget sensitivity ${persona.decision_profile.budget_sensitivity.toFixed(2)} (0..1).`,
    "",
    `A founder showed you this product idea: "${idea.text}"`,
    `Your reaction: you scored it ${response.score} of 5 and ${describeScore(response.score)}.`,
    `In your words: "${response.overall_reaction}"`,
    `What draws you: ${response.primary_motivation}. Concerns: ${response.concerns.join("; ") || "none"}. What you would do: ${response.action_taken}.`,
    "",
    "The founder is now asking you questions. Answer the question actually asked (switching from what you do today, the price, what is missing, a comparison, who else would use it, how you would use it, what would change your mind, or a follow-up), from your own situation above. Stay in character: first person, one to four sentences, consistent with your score, reasons, budget and decision style; never repeat an earlier answer word for word, and refer back to earlier turns when it helps. Never say you are an AI or a simulation.",
  ].join("\n");
}

export interface ReplyOptions {
  llm: Config["llm"];
  /** Told when the LLM failed and the engine answered instead (never with secrets). */
  onLlmError?: (error: unknown) => void;
}

/** The persona's reply: the LLM's when configured and working, else the engine's; never empty. */
export async function replyAsPersona(
  chat: ChatPersona,
  history: readonly ChatTurn[],
  message: string,
  options: ReplyOptions,
): Promise<string> {
  if (options.llm) {
    try {
      const messages: ChatMessage[] = [
        { role: "system", content: personaSystemPrompt(chat) },
        ...history.slice(-HISTORY_FOR_MODEL).map((turn) => ({ role: turn.role, content: turn.content })),
        { role: "user", content: message },
      ];
      const text = (await llmClientFor(options.llm).chatText(messages)).trim();
      // A reply that contradicts the persona's score is replaced by the engine's, below.
      if (!contradictsScore(text, chat.persona.response.score)) return text || THINKING_REPLY;
    } catch (error) {
      options.onLlmError?.(error);
    }
  }
  try {
    const rng = createRng(`${chat.seed}|chat|${chat.persona.persona_id}|${history.length}|${message}`);
    return replyInCharacter(chat.persona, chat.idea, history, message, rng).trim() || THINKING_REPLY;
  } catch {
    return cannedReply(chat.persona, message);
  }
}

/** The stored conversation in the shape the engine and the LLM read. */
export function historyOf(messages: readonly PersonaChatMessage[]): ChatTurn[] {
  return messages.map((message) => ({
    role: message.role === "user" ? "user" : "assistant",
    content: message.content,
  }));
}

// ------------------------------------------------------------ sending

export interface SendChatInput {
  userId: string;
  simulationId: string;
  personaId: string;
  message: string;
  /** The conversation as the caller has it; the stored one when absent. */
  history?: ChatTurn[];
}

export interface SendChatResult {
  reply: PersonaChatMessage;
  chat: PersonaChat;
  /** This message began the chat (chat_started). */
  started: boolean;
}

/** chat_started (for the first message of a chat) and chat_message_sent, as analytics events. */
export function chatAnalyticsEvents({ chat, started }: Pick<SendChatResult, "chat" | "started">) {
  const sent = chat.messages.filter((message) => message.role === "user");
  return [
    started && {
      name: "chat_started" as const,
      properties: { chat_id: chat.id, simulation_id: chat.simulationId },
    },
    {
      name: "chat_message_sent" as const,
      properties: {
        chat_id: chat.id,
        message_length: sent.at(-1)?.content.length ?? 0,
        message_count: Math.max(1, sent.length),
      },
    },
  ];
}

/**
 * Answers a message and stores both turns. The reply is made before the
 * transaction (the LLM may be slow); the append and the prune run in one.
 */
export async function sendChatMessage(
  db: Database,
  input: SendChatInput,
  options: ReplyOptions & { now: Date },
): Promise<SendChatResult> {
  const message = input.message.trim();
  const target = await findChatPersona(db, input.userId, input.simulationId, input.personaId);
  const stored = await getChat(db, input.userId, input.simulationId, input.personaId);
  const history = input.history ?? historyOf(stored?.messages ?? []);
  const content = await replyAsPersona(target, history, message, options);

  const timestamp = options.now.toISOString();
  const userMessage: PersonaChatMessage = {
    id: crypto.randomUUID(),
    role: "user",
    content: message,
    timestamp,
  };
  const reply: PersonaChatMessage = { id: crypto.randomUUID(), role: "persona", content, timestamp };

  let started = false;
  const chat = await withUserLock(db, input.userId, async (trx) => {
    started = false;
    const current = await trx
      .selectFrom("persona_chats")
      .selectAll()
      .where("user_id", "=", input.userId)
      .where("simulation_id", "=", input.simulationId)
      .where("persona_id", "=", input.personaId)
      .executeTakeFirst();
    let row: PersonaChatRow;
    if (current) {
      row = {
        ...current,
        messages: serializeList([...parseMessages(current.messages), userMessage, reply]),
        last_updated: timestamp,
      };
      await trx
        .updateTable("persona_chats")
        .set({ messages: row.messages, last_updated: row.last_updated })
        .where("id", "=", current.id)
        .execute();
    } else {
      row = {
        id: crypto.randomUUID(),
        user_id: input.userId,
        simulation_id: input.simulationId,
        persona_id: input.personaId,
        messages: serializeList([userMessage, reply]),
        created_at: timestamp,
        last_updated: timestamp,
      };
      await trx.insertInto("persona_chats").values(row).execute();
      started = true;
    }
    // Keep the 50 most recently updated, this one always among them.
    const stale = await trx
      .selectFrom("persona_chats")
      .select("id")
      .where("user_id", "=", input.userId)
      .where("id", "!=", row.id)
      .orderBy("last_updated", "desc")
      .orderBy("id", "desc")
      .limit(1_000_000)
      .offset(MAX_CHATS_PER_USER - 1)
      .execute();
    if (stale.length > 0) {
      await trx
        .deleteFrom("persona_chats")
        .where(
          "id",
          "in",
          stale.map((entry) => entry.id),
        )
        .execute();
    }
    return chatOf(row);
  });
  return { reply, chat, started };
}

/** The answer when there is no run to draw on: canned, in character, stored nowhere. */
export function cannedChatReply(message: string): string {
  return cannedReply(null, message.trim());
}
