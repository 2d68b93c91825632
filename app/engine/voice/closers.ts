import { providersOf } from "../essentials";
import { needWords } from "../needs";
import { COST_CONCERNS } from "../reasons";
import { capitalize } from "../text";
import type { NeedId } from "../types";
import type { Driver, DriverKey } from "../utility";
import {
  ADOPTER_CLOSERS,
  ALSO_TAILS,
  CONCESSIONS,
  CONDITIONS,
  DOUBT_FORMS,
  DOUBTS,
  ESSENTIAL_RISE_CLOSERS,
  OPEN_CONDITIONS,
  PREMIUM_CONDITIONS,
  PRICE_RISE_CLOSERS,
  MONEY_LAST_WORDS,
  REJECTER_CLOSERS,
  TIED_SUBSCRIPTION_CONDITIONS,
} from "./closers-data";
import { GRANTED } from "./reasons-data";
import { say, sayAny } from "./say";
import type { ReactionPlan, Voice } from "./types";

// The sentence after the reason, by score: an adopter's doubt or last word,
// the condition of a mixed answer, a rejecter's concession or second reason.

function doubt(voice: Voice, driver: Driver): string {
  return say(DOUBTS[driver.key], voice, driver) ?? "whether I'd really use it";
}

/** A last word on a rise: a household essential is kept or taken elsewhere, anything else kept or cancelled. */
function riseCloser(voice: Voice, verdict: "yes" | "mixed" | "no"): string {
  const essential = voice.idea.essential;
  if (!essential) return voice.rng.pick(PRICE_RISE_CLOSERS[verdict]);
  return voice.rng.pick(ESSENTIAL_RISE_CLOSERS[verdict])(providersOf(essential));
}

function concession(voice: Voice, driver: Driver): string | null {
  const granted = say(GRANTED[driver.key], voice, driver);
  if (!granted) return null;
  const fitting = CONCESSIONS.map((form) => form(granted, voice)).filter(
    (line): line is string => line !== null,
  );
  return fitting.length > 0 ? voice.rng.pick(fitting) : null;
}

/** What would turn it into a yes: never what the idea already offers (cancelling any time). */
function conditionsOf(key: DriverKey, voice: Voice): readonly string[] {
  if (key === "subscription" && voice.idea.cover) return PREMIUM_CONDITIONS;
  const conditions = CONDITIONS[key] ?? [];
  return key === "subscription" && !voice.idea.leaveAnyTime
    ? [...conditions, ...TIED_SUBSCRIPTION_CONDITIONS]
    : conditions;
}

/** Goods one could buy for someone else: a toy or a bottle of wine, not an app or a service. */
function canBeGiven(idea: Voice["idea"]): boolean {
  return !idea.digital && (idea.physical || idea.price?.period === "one_time");
}

export function closer(voice: Voice, plan: ReactionPlan): string | null {
  const { rng, score } = voice;
  // Not in the situation the product needs, yet not a no: that is what a reader must not miss.
  const words = plan.missing ? needWords(plan.missing.detail as NeedId) : null;
  const despite = words
    ? [...words.despite, ...(canBeGiven(voice.idea) ? (words.despiteAsGift ?? []) : [])]
    : [];
  if (despite.length > 0) return rng.pick(despite);
  if (score >= 4) {
    if (plan.doubt && rng.chance(0.6)) return `${rng.pick(DOUBT_FORMS.yes)} ${doubt(voice, plan.doubt)}.`;
    if (!rng.chance(0.6)) return null;
    // Something already paid for is kept, not awaited or recommended.
    return voice.idea.priceRise ? riseCloser(voice, "yes") : sayAny(ADOPTER_CLOSERS, voice);
  }
  if (score === 3) {
    const held = plan.doubt ?? plan.also;
    if (held && rng.chance(0.5)) return `${rng.pick(DOUBT_FORMS.mixed)} ${doubt(voice, held)}.`;
    if (voice.idea.priceRise) return riseCloser(voice, "mixed");
    const conditions = held ? conditionsOf(held.key, voice) : [];
    return conditions.length > 0 ? rng.pick(conditions) : sayAny(OPEN_CONDITIONS, voice);
  }
  // Nothing is conceded to an idea refused because it harms others.
  if (plan.concession && plan.reason?.key !== "harm" && rng.chance(0.6)) {
    const granted = concession(voice, plan.concession);
    if (granted) return granted;
  }
  if (plan.also && rng.chance(0.5)) return `${capitalize(doubt(voice, plan.also))} ${rng.pick(ALSO_TAILS)}`;
  if (!rng.chance(0.5)) return null;
  if (voice.idea.priceRise) return riseCloser(voice, "no");
  // Money said as the reason already is not said again as the last word.
  const moneySaid = plan.reason !== null && plan.reason.key in COST_CONCERNS;
  return sayAny(moneySaid ? REJECTER_CLOSERS : [...REJECTER_CLOSERS, ...MONEY_LAST_WORDS], voice);
}
