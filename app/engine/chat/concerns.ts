import { lowerFirst } from "../text";
import type { Concern, ConcernKind, Context } from "./types";

// Concerns and conditions in the persona's words: what worries them and what
// would have to be true for them to come round.

export function privacyWorry(ctx: Context): string {
  switch (ctx.idea.privacyReasons[0]) {
    case "children":
      return "I'd worry about where my kids' data ends up";
    case "health":
      return "I'm wary of handing over health data";
    case "location":
      return "I don't love the idea of being tracked";
    case "recording":
      return "being recorded feels invasive to me";
    case "money":
      return "I'd be nervous about sharing my financial details";
    case "biometric":
      return "I can change a password, but not my body, so a scan of it worries me";
    default:
      return "I'd want to know exactly what happens to my data";
  }
}

export function concernText(ctx: Context, concern: Concern): string {
  const price = ctx.idea.price?.label;
  switch (concern.kind) {
    case "price":
      if (!price && ctx.idea.feeShare) return `${ctx.idea.feeShare} feels like a lot to give up`;
      return price
        ? `${price} feels steep for what it does, on my budget of ${ctx.budget}`
        : `the price feels high for what it does, on my budget of ${ctx.budget}`;
    case "unknown_price":
      return "I'd need to know what it costs before I commit to anything";
    case "privacy":
      return privacyWorry(ctx);
    case "setup":
      return "setting it up looks like more work than I have time for";
    case "irrelevant":
      return ctx.kp === "it"
        ? "I don't really have a need for it"
        : `I don't really have a need for ${ctx.kp}`;
    case "audience":
      return /businesses/i.test(concern.label)
        ? "it feels built for companies, not for someone like me"
        : "it's a consumer thing, not something my company would buy";
    case "novelty":
      return "it's new and unproven, and I'd rather wait for reviews";
    case "ai":
      return "I don't trust AI to get this right";
    case "clarity":
      return "I'm not sure what problem it really solves";
    case "taste":
      if (ctx.idea.priceRise) {
        return ctx.idea.essential
          ? "I could probably get it cheaper elsewhere"
          : "I'm not that attached to it any more";
      }
      return ctx.idea.category === "food"
        ? "it doesn't sound appetizing to me"
        : "it just doesn't appeal to me personally";
    case "mood":
      return "I'm skeptical of new products in general";
    default:
      return lowerFirst(
        concern.label
          .replace(/[.!]$/, "")
          .replace(/\btheir\b/gi, "my")
          .replace(/\bthem\b/gi, "me")
          .replace(/\bthey\b/gi, "I"),
      );
  }
}

export function conditionText(ctx: Context, kind: ConcernKind): string {
  const pain = ctx.pain;
  switch (kind) {
    case "price":
      if (!ctx.idea.price && ctx.idea.feeShare) return `a lower fee than ${ctx.idea.feeShare}`;
      return ctx.outOfRange
        ? "a much lower price, or a free trial to see whether it's worth it"
        : ctx.cheaperNamed
          ? `a lower price, closer to ${ctx.comfortable.label}, or a free trial to see whether it's worth it`
          : "a free trial to see whether it's worth the money";
    case "unknown_price":
      return `a clear price, ideally around ${ctx.comfortable.label}`;
    case "privacy":
      return "a clear promise that my data stays private, and a way to delete it whenever I want";
    case "setup":
      return "being able to get going in five minutes, without any setup";
    case "irrelevant":
      return pain ? `seeing it really help with ${pain}` : "a change in my situation";
    case "audience":
      return "a version made for someone in my situation";
    case "novelty":
      return "some good reviews, or a friend who swears by it";
    case "ai":
      return "a way to check what the AI does before it acts on anything";
    case "clarity":
      return `a concrete example of the problem it fixes in my day as ${ctx.role}`;
    case "taste":
      return ctx.idea.physical ? "a free sample to try first" : "seeing it in action first";
    case "mood":
      return "time, and good word of mouth from people I know";
    default:
      return "seeing it work for someone like me";
  }
}

/** The persona's main condition, as a noun phrase; someone already sold names what could put them off. */
export function mainCondition(ctx: Context): string {
  const concern = ctx.concerns[0];
  if (concern) return conditionText(ctx, concern.kind);
  if (!ctx.idea.price && !ctx.idea.feeShare) return conditionText(ctx, "unknown_price");
  return ctx.stance === "no" ? conditionText(ctx, "irrelevant") : "seeing it work for someone like me";
}
