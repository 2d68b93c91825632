import { lowerFirst, truncate } from "../text";
import { concernText, mainCondition, privacyWorry } from "./concerns";
import { ALTERNATIVES } from "./lines-data";
import { RECALL_SIGNATURES, RECALLABLE } from "./memory-data";
import { actionInFirstPerson, sentence } from "./phrasing";
import { amountIn, priceShort, verdictAt } from "./prices";
import type { ChatTopic, Context, EarlierTurn } from "./types";

// Memory: a sentence that ties a reply to an earlier turn of the conversation.

function recallOf(ctx: Context, topic: ChatTopic): string {
  switch (topic) {
    case "price":
      return ctx.rng.pick([
        `as I said about the price, ${priceShort(ctx)}`,
        `like I said when you asked about the price, ${priceShort(ctx)}`,
      ]);
    case "change_mind":
      return ctx.rng.pick([
        `like I said when you asked what would change my mind, it comes down to ${mainCondition(ctx)}`,
        `as I mentioned, what would move me is ${mainCondition(ctx)}`,
      ]);
    case "recommend":
      return ctx.stance === "yes"
        ? "as I said, I'd happily recommend it"
        : "as I said, I wouldn't recommend it yet";
    case "competitors":
      return `as I mentioned, I'd be comparing it with ${ALTERNATIVES[ctx.idea.category]}`;
    case "features":
      return `going back to the features you asked about, ${ctx.pain ? `help with ${ctx.pain}` : "keeping it simple"} matters most to me`;
    case "concerns":
      return ctx.concerns[0]
        ? `as I said, my main worry is that ${concernText(ctx, ctx.concerns[0])}`
        : "as I said, I don't have big worries about it";
    case "use":
      return `as I said, ${lowerFirst(actionInFirstPerson(ctx.persona.response.action_taken))}`;
    case "privacy":
      return `like I said about my data, ${ctx.concerns.some((c) => c.kind === "privacy") ? privacyWorry(ctx) : "that part doesn't worry me much"}`;
    case "ai":
      return `as I said about the AI, ${ctx.concerns.some((c) => c.kind === "ai") ? "I don't trust it to get this right" : "that part is fine by me"}`;
    case "identity":
      return `as I told you, I'm ${ctx.role}, and that colours how I see it`;
    default:
      return ctx.stance === "yes"
        ? "like I said at the start, I like it"
        : ctx.stance === "maybe"
          ? "like I said at the start, I'm on the fence"
          : "like I said at the start, it's not for me";
  }
}

/** A sentence that ties this answer to an earlier turn, or null when nothing earlier is worth recalling. */
export function recall(
  ctx: Context,
  earlier: EarlierTurn[],
  topic: ChatTopic,
  message: string,
  lastReply: string,
): string | null {
  if (earlier.length === 0) return null;
  // Early in a conversation the persona always shows it listened; later only now and then.
  if (earlier.length > 3 && !ctx.rng.chance(0.6)) return null;

  const namedAmount = [...earlier].reverse().find((turn) => turn.amount)?.amount;
  if (namedAmount && (topic === "price" || topic === "change_mind") && !amountIn(ctx, message)) {
    return sentence(`you mentioned ${namedAmount.label} earlier: ${verdictAt(ctx, namedAmount)}`);
  }

  const recallable = earlier.filter((turn) => RECALLABLE.has(turn.topic));
  const same = recallable.find((turn) => turn.topic === topic);
  const differing = recallable.filter((turn) => turn.topic !== topic);
  // Not the topic the last reply already went back to, when there is another.
  const fresh = differing.filter((turn) => !RECALL_SIGNATURES[turn.topic]?.test(lastReply));
  const others = fresh.length > 0 ? fresh : differing;
  if (others.length > 0) {
    // The most recent topics first: a conversation recalls what is still on the table.
    const pick = ctx.rng.pick(others.slice(-2));
    return sentence(recallOf(ctx, pick.topic));
  }
  if (same) return sentence(ctx.rng.pick(["like I said before, my view hasn't changed", "as I said before"]));
  const quoted = earlier.at(-1)!.text;
  return sentence(`earlier you asked "${truncate(quoted, 60)}", and my answer still stands`);
}
