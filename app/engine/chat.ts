import { withArticle } from "./reasons";
import { hashSeed, type Rng } from "./rng";
import { lowerFirst } from "./text";
import type { IdeaFeatures, Persona, PersonaOpinion } from "./types";
import { answer } from "./chat/answers";
import { classifyMessage } from "./chat/classify";
import { contextOf } from "./chat/context";
import { CANNED_GENERIC } from "./chat/lines-data";
import { recall } from "./chat/memory";
import { opener } from "./chat/phrasing";
import { amountIn } from "./chat/prices";
import type { ChatTurn, EarlierTurn } from "./chat/types";

// A persona answering questions about the idea, in character: what is asked
// picks the answer (price, why, what would change my mind...), the persona's
// fields and reaction fill it in, and earlier turns are recalled so that a
// conversation reads as one. Deterministic for the rng's seed.
// The parts live in app/engine/chat/; this module composes a reply and keeps
// the public import path.

export { classifyMessage } from "./chat/classify";
export type { ChatRole, ChatTopic, ChatTurn } from "./chat/types";

const REPHRASINGS = ["As I said,", "Like I mentioned,", "To put it plainly again:", "Same answer, really:"];

/** What the product says when a reply comes back empty (core-app §8). */
export const THINKING_REPLY = "I need to think about that more carefully.";

/**
 * The persona's reply to `message`, in character: the answer to the kind of
 * question asked, drawn from the persona and their reaction to the idea, tied
 * to an earlier turn of `history` when there is one.
 */
export function replyInCharacter(
  persona: PersonaOpinion,
  idea: IdeaFeatures,
  history: readonly ChatTurn[],
  message: string,
  rng: Rng,
): string {
  const ctx = contextOf(persona, idea, rng);
  const topic = classifyMessage(message);
  const earlier: EarlierTurn[] = history
    .filter((turn) => turn.role === "user" && turn.content.trim())
    .map((turn) => ({
      topic: classifyMessage(turn.content),
      text: turn.content.trim(),
      amount: amountIn(ctx, turn.content),
    }));

  const parts = answer(ctx, topic, message);
  const lastReply = [...history].reverse().find((turn) => turn.role === "assistant")?.content ?? "";
  const memory =
    topic === "greeting" || topic === "identity" || topic === "thanks"
      ? null
      : recall(ctx, earlier, topic, message, lastReply);
  if (memory && rng.chance(0.5)) {
    parts.unshift(memory);
  } else {
    const lead = opener(ctx);
    if (lead && !["greeting", "thanks", "identity", "opinion"].includes(topic)) {
      parts[0] = `${lead} ${lead.endsWith(",") ? lowerFirst(parts[0]!) : parts[0]}`;
    }
    if (memory) parts.push(memory);
  }
  const reply = parts.join(" ").replace(/\s+/g, " ").trim();
  // Asked the same thing again, a person rephrases rather than repeating themselves word for word.
  const said = new Set(
    history.filter((turn) => turn.role === "assistant").map((turn) => turn.content.trim()),
  );
  if (said.has(reply)) return `${rng.pick(REPHRASINGS)} ${reply.charAt(0).toLowerCase()}${reply.slice(1)}`;
  return reply || THINKING_REPLY;
}

/**
 * A canned, in-character answer for when there is no run to draw on or the
 * reply could not be made: the same message always gets the same answer.
 */
export function cannedReply(persona: Persona | null, message: string): string {
  const index = hashSeed(message.trim().toLowerCase());
  const generic = CANNED_GENERIC[index % CANNED_GENERIC.length]!;
  if (!persona) return generic;
  const role = withArticle(persona.role);
  const lines = [
    `As ${role}, I'd need to think about how it fits into my day. ${generic}`,
    `Speaking as ${role} with a budget of ${persona.budget}: ${lowerFirst(generic)}`,
    `${generic} I'm ${persona.traits[0]?.toLowerCase() ?? "practical"}, so I don't decide these things lightly.`,
  ];
  return lines[(index >>> 3) % lines.length]!;
}
