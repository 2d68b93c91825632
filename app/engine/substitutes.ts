import { interestTopics, painPointTopics } from "./catalog";
import type { Persona, Topic } from "./types";

// A product that imitates something people already have (a plant-based
// burger, oat milk, alcohol-free beer) is judged against the original. People
// with a reason to avoid the original (how they eat for their health or the
// planet) are its market; the rest would rather have the real thing.

const MARKER =
  /\b(?:plant[- ]based|made from plants|vegan|meat[- ]?free|meatless|dairy[- ]free|non[- ]dairy|lab[- ]grown|cell[- ]based|cultured|cultivated|imitation|faux|mock|substitutes?|alternatives?|alcohol[- ]free|non[- ]alcoholic|tastes? like|(?:oat|almond|soy|rice|coconut|cashew|pea)[- ]milk)\b/i;

// Things people eat, drink or wear that substitutes are made for, singular.
const ORIGINAL =
  /\b(meat|beef|chicken|pork|bacon|sausages?|burgers?|nuggets?|milk|cheeses?|butter|eggs?|yogh?urts?|ice cream|seafood|fish|tuna|leather|beers?|wines?)\b/i;

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
