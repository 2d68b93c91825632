import { formatPrice, monthlyUsd, parsePrice } from "../price";
import { concernText } from "./concerns";
import { pricePeriod } from "./context";
import type { Amount, Context } from "./types";

// Prices in a conversation: an amount the user names, the persona's verdict
// on it, and a clause on the idea's own price.

/** A price the user names in a message ("what about $10?"), in the idea's period unless they say otherwise. */
export function amountIn(ctx: Context, message: string): Amount | null {
  const { price } = parsePrice(message);
  if (!price || price.period === "free" || price.amount <= 0) return null;
  const saidPeriod = price.period !== "one_time" || /\b(one[- ]?(?:time|off)|once)\b/i.test(message);
  const period = saidPeriod ? price.period : pricePeriod(ctx.idea);
  // "What about $10?" of a per-seat price means $10 a seat.
  const perSeat = price.perSeat || Boolean(ctx.idea.price?.perSeat);
  return {
    monthlyUsd: monthlyUsd(price.amount, price.currency, period),
    label: formatPrice(price.amount, price.currency, period, perSeat),
  };
}

export function verdictAt(ctx: Context, amount: Amount): string {
  const ratio = amount.monthlyUsd / Math.max(0.01, ctx.comfortable.monthlyUsd);
  const top = ctx.concerns[0]?.kind;
  const priceIsMain = top === "price" || top === "unknown_price";
  if (ctx.stance === "no" && !priceIsMain) {
    return `even at ${amount.label} I wouldn't use it; the price isn't really the problem for me`;
  }
  const otherwise = ctx.stance !== "yes" && !priceIsMain && ctx.concerns[0];
  if (ratio <= 1.15 && otherwise) {
    return `${amount.label} would be fine; the price isn't what holds me back, it's that ${concernText(ctx, otherwise)}`;
  }
  if (ratio <= 0.6) return `at ${amount.label}, I could say yes without thinking twice`;
  if (ratio <= 1.15) return `${amount.label} is about what I'd be comfortable paying`;
  if (ratio <= 2) return `${amount.label} would be a stretch on my budget of ${ctx.budget}`;
  return `${amount.label} is way more than I'd pay for this`;
}

/** One clause on the idea's own price, for answers and recalls. */
export function priceShort(ctx: Context): string {
  const price = ctx.idea.price;
  if (!price) return "it all depends on what it costs";
  if (price.period === "free") return "being free makes it easy to try";
  if (ctx.concerns.some((concern) => concern.kind === "price")) {
    return `${price.label} is more than I'd want to spend`;
  }
  const ratio = price.monthlyUsd / Math.max(0.01, ctx.comfortable.monthlyUsd);
  return ratio <= 1.2 ? `${price.label} seems fair to me` : `${price.label} is on the high side for me`;
}
