import { plural } from "./business-kind";
import { isUneatenAnimal, nounLemma } from "./lexicon";
import type { NounReading } from "./noun-reading";

// Food made of an animal nobody around eats (insects, worms) is as new as a food gets, however
// everyday the animal's name: most people will not try it (food neophobia and disgust; in Western
// surveys a quarter to a third would eat insects at all).

// What a food is made of: "made with cicadas", "cricket flour", "insect-based".
const MADE_OF = /\bmade (?:with|from|of|using)\s+((?:[a-z-]+\s+){0,2}[a-z-]+)/gi;
const INGREDIENT_OF = /\b([a-z]+)[- ](?:flour|protein|powder|based|burgers?|snacks?|chips|bars?)\b/gi;

/**
 * The animal not eaten that a food idea is, or is made of, in the plural ("crickets"); null when
 * the idea is not food or is made of what people eat.
 */
/** What the text says something is made of: "made with cicadas", "made from organic vegetables". */
export function madeOf(text: string): string[] {
  return [...text.matchAll(MADE_OF)].map(([, words]) => words!);
}

export function readUneatenAnimal(text: string, nouns: NounReading): string | null {
  if (nouns.topics[0]?.topic !== "food") return null;
  const candidates = nouns.mainNoun ? [nouns.mainNoun] : [];
  for (const words of madeOf(text)) candidates.push(...words.split(/\s+/));
  for (const [, word] of text.matchAll(INGREDIENT_OF)) candidates.push(word!);
  const animal = candidates.find(isUneatenAnimal);
  return animal ? plural(nounLemma(animal) ?? animal.toLowerCase()) : null;
}
