import { ACTIONS, ON_SALE_ACTIONS, PRICE_ACTIONS, type Channel } from "./actions-data";
import { isKept, isSold, takenOnline } from "./idea-signals";
import { isToolForWork } from "./panel-idea";
import { RECURRING_PERIODS } from "./price";
import type { Rng } from "./rng";
import { BUYS_FOR_AN_ORGANISATION, roleB2bAffinity } from "./roles";
import type { IdeaFeatures, Persona, Score } from "./types";
import type { Driver } from "./utility";
import { lengthPaidFor } from "./voice/words";

// What the persona would do next, from the score, the kind of idea and who
// they are: goods are bought, devices bought or pre-ordered, memberships and
// apps signed up for, a company's tools piloted by its teams, a small
// business's owner simply tries it in the business, and something not sold
// is used. Nobody is asked to pay for what is free.

/** Owners, contractors and the self-employed decide alone; a company of 50 or more has a process. */
export function runsSmallBusiness(persona: Persona): boolean {
  const size = /\(([\d,]+) employees\)/.exec(persona.company);
  if (size) return Number(size[1]!.replace(/,/g, "")) < 50;
  return /\bOwner\b|Contractor|Freelance/.test(persona.role) || persona.company === "Self-employed";
}

/** Something paid again and again: a membership or subscription, not goods bought once. */
function recurring(idea: IdeaFeatures): boolean {
  return (
    idea.offer === "subscription_unpriced" ||
    (idea.offer === "paid" && idea.price !== null && RECURRING_PERIODS.has(idea.price.period))
  );
}

/**
 * Not an app nor goods, and paid each time or once: someone comes or is visited (a repair van, a
 * dog walker, a groomer), or a place is booked (a class, a tasting).
 */
export function isBookedService(idea: IdeaFeatures): boolean {
  const period = idea.price?.period;
  return !idea.physical && idea.digital === false && (period === "per_use" || period === "one_time");
}

function channelOf(idea: IdeaFeatures, persona: Persona): Channel {
  if (idea.priceRise) return idea.essential ? "keptEssential" : "kept";
  // What anyone might use ("both", in a panel of everyone) is tried as anyone tries it.
  if (isToolForWork(idea) && !idea.physical && roleB2bAffinity(persona.role) >= BUYS_FOR_AN_ORGANISATION) {
    return runsSmallBusiness(persona) ? "owner" : "team";
  }
  // Taken on a screen, it comes to no one's street and has no first visit.
  if (isBookedService(idea)) return takenOnline(idea.text) ? "bookedOnline" : "booked";
  // Paid by the month and not software: a membership, whatever it sends or swaps.
  if (idea.digital === false && recurring(idea)) return "service";
  if (!idea.physical) return "app";
  if (idea.offer === "nothing_sold") return "public";
  if (recurring(idea)) return "service";
  return isKept(idea.durable) || idea.category === "hardware" ? "device" : "goods";
}

export function chooseAction(
  score: Score,
  idea: IdeaFeatures,
  persona: Persona,
  concerns: readonly Driver[],
  rng: Rng,
): string {
  const channel = channelOf(idea, persona);
  if (channel === "kept" || channel === "keptEssential") return rng.pick(ACTIONS[channel][score]);
  const top = concerns[0]?.key;
  // Only something sold can be held back by its price.
  const priced = isSold(idea);
  // A mixed verdict held back by price or privacy says so.
  if (score === 3 && priced && (top === "price" || top === "unknown_price")) {
    return channel === "team" ? PRICE_ACTIONS.mixedTeam : PRICE_ACTIONS.mixed;
  }
  if (score === 3 && top === "privacy") return "Would read the privacy policy before trying";
  if (score === 2 && priced && top === "price") {
    return channel === "goods" || channel === "device" ? PRICE_ACTIONS.noGoods : PRICE_ACTIONS.no;
  }
  if (score === 4 && idea.price?.period === "free") return "Would try it since it's free";
  // A membership paid by the year is tried for a year, not "for a month".
  const length = lengthPaidFor(idea.price?.period);
  const action = rng
    .pick(ACTIONS[channel][score])
    .replace(/\ba month\b/, /\s/.test(length) ? length : `a ${length}`)
    .replace(/\bfirst month\b/, `first ${length}`);
  return idea.onSale ? (ON_SALE_ACTIONS[action] ?? action) : action;
}
