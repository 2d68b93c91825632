import { interestTopics, painPointTopics } from "./catalog";
import type { Persona, Topic } from "./types";

// A product that imitates something people already have (a plant-based
// burger, oat milk, alcohol-free beer) is judged against the original. People
// with a reason to avoid the original (how they eat for their health or the
// planet) are its market; the rest would rather have the real thing.

const MARKER =
  /\b(?:plant[- ]based|made (?:entirely |only |wholly |completely |just )?from plants|vegan|meat[- ]?free|meatless|dairy[- ]free|non[- ]dairy|lab[- ]grown|grown in (?:a |the )?lab(?:oratory|oratories|s)?|(?:grown|cultivated|cultured) from (?:[a-z]+ )?cells|cell[- ]based|cultured|cultivated|imitation|faux|mock|substitutes?|alternatives?|alcohol[- ]free|non[- ]alcoholic|tastes? like|(?:oat|almond|soy|rice|coconut|cashew|pea)[- ]milk)\b/i;

// Things people eat, drink or wear that substitutes are made for, singular.
const ORIGINAL =
  /\b(meat|beef|chicken|pork|bacon|sausages?|burgers?|nuggets?|milk|cheeses?|butter|eggs?|yogh?urts?|ice cream|seafood|fish|tuna|leather|beers?|wines?|gin|vodka|whiske?y|rum)\b/i;

/**
 * The original an idea imitates ("burger", "milk"), or null when it imitates
 * none. The thing the marker describes comes first: "oat-milk ice cream"
 * imitates ice cream, not milk.
 */
export function readSubstitute(text: string): string | null {
  const marker = MARKER.exec(text);
  if (!marker) return null;
  const described = /^[^.,;:()]{0,24}/.exec(text.slice(marker.index + marker[0].length))![0];
  const original = (described.match(ORIGINAL) ?? text.match(ORIGINAL))?.[1]?.toLowerCase();
  return original ? original.replace(/(?<=[^s])s$/, "") : null;
}

// Saying no to something: "who do not eat meat", "never drink", "avoid dairy".
const GO_WITHOUT = String.raw`\b(?:no|not|never|without|don't|doesn't|avoids?|avoiding)\b[^.,;|]{0,20}\b`;

/** Audiences that go without an original, and the originals each goes without. */
const GOING_WITHOUT: ReadonlyArray<{ audience: RegExp; originals: RegExp }> = [
  {
    audience: new RegExp(
      String.raw`\b(?:vegetarians?|vegans?)\b|${GO_WITHOUT}(?:meat|beef|pork|chicken|fish)`,
      "i",
    ),
    originals: /^(?:meat|beef|chicken|pork|bacon|sausage|burger|nugget|seafood|fish|tuna)$/,
  },
  {
    audience: new RegExp(
      String.raw`\bvegans?\b|\blactose[- ]intolerant\b|${GO_WITHOUT}(?:dairy|milk|cheese)`,
      "i",
    ),
    originals: /^(?:milk|cheese|butter|yogh?urt|ice cream|egg)$/,
  },
  {
    audience: new RegExp(
      String.raw`\b(?:sober|teetotal\w*|non-?drinkers?)\b|${GO_WITHOUT}(?:drink|alcohol|beer|wine)`,
      "i",
    ),
    originals: /^(?:beer|wine|gin|vodka|whiske?y|rum)$/,
  },
  { audience: new RegExp(String.raw`\bvegans?\b|${GO_WITHOUT}animal`, "i"), originals: /^leather$/ },
];

/**
 * Whether an audience, as described, goes without the original a substitute imitates
 * ("vegetarians" and a beef-like burger, "US adults who do not drink alcohol" and an
 * alcohol-free beer): it has no original to prefer.
 */
export function audienceGoesWithout(audience: string, original: string): boolean {
  return GOING_WITHOUT.some((group) => group.originals.test(original) && group.audience.test(audience));
}

const MOTIVES: readonly Topic[][] = [["sustainability"], ["food", "health"]];

function isMotive(topics: readonly Topic[]): boolean {
  return MOTIVES.some((motive) => motive.every((topic) => topics.includes(topic)));
}

/** Whether the persona has a reason to avoid the original: eating for health or the planet. */
export function hasSubstituteMotive(persona: Persona): boolean {
  return (
    persona.interests.some((label) => isMotive(interestTopics(label))) ||
    persona.pain_points.some((label) => isMotive(painPointTopics(label)))
  );
}
