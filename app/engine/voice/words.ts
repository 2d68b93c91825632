import { capitalize, lowerFirst } from "../text";
import { agree } from "./grammar";
import type { BillingPeriod } from "../types";
import type { Tone, Voice } from "./types";

// Small accessors the sentence templates share, so every template gets the
// product's agreement and capitals right the same way.

/** The product as the idea names it: "a smart water bottle", or "this". */
export function it(voice: Voice): string {
  return voice.words.it;
}

/** The product opening a sentence. */
export function It(voice: Voice): string {
  return capitalize(voice.words.it);
}

/** A verb agreeing with the product: verb(v, "is") is "are" for "rice bowls". */
export function verb(voice: Voice, singular: string): string {
  return agree(voice.words.plural, singular);
}

/** A catalogue label inside a sentence: "Home cooking" -> "home cooking". */
export function label(text: string | undefined): string {
  return text ? lowerFirst(text) : "";
}

/** Whether the speaker has this temperament (among the one to three their traits and style give). */
export function is(voice: Voice, tone: Tone): boolean {
  return voice.tones.has(tone);
}

const RECURRING_WORDS = {
  day: ["daily", "day"],
  week: ["weekly", "week"],
  fortnight: ["biweekly", "two weeks"],
  quarter: ["quarterly", "quarter"],
  half_year: ["twice-yearly", "six months"],
  year: ["yearly", "year"],
} as const;

/** How often the idea bills, as an adjective: "weekly" for $29 a week; "monthly" unless a price says otherwise. */
export function billed(voice: Voice): string {
  const period = voice.idea.price?.period;
  return period && period in RECURRING_WORDS
    ? RECURRING_WORDS[period as keyof typeof RECURRING_WORDS][0]
    : "monthly";
}

/** How long one payment lasts: "year" for $200 a year, "six months", "two weeks"; "month" unless a price says otherwise. */
export function lengthPaidFor(period: BillingPeriod | undefined): string {
  return period && period in RECURRING_WORDS
    ? RECURRING_WORDS[period as keyof typeof RECURRING_WORDS][1]
    : "month";
}

/** "week after week" for $29 a week (and every two weeks); "month after month" unless a price says otherwise. */
export function onAndOn(voice: Voice): string {
  const period = voice.idea.price?.period;
  const unit = period === "fortnight" ? "week" : period === "half_year" ? "year" : lengthPaidFor(period);
  return `${unit} after ${unit}`;
}

/** "every week" for $29 a week; "every month" unless a price says otherwise. */
export function every(voice: Voice): string {
  const period = voice.idea.price?.period;
  return `every ${period && period in RECURRING_WORDS ? RECURRING_WORDS[period as keyof typeof RECURRING_WORDS][1] : "month"}`;
}
