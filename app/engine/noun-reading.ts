import type { NounKind } from "./lexicon";
import type { TopicWeight } from "./types";

// What the noun reader (read-nouns.ts) returns: plain shapes with no parser
// behind them, so code that also reaches the browser can name them.

export interface NounPhraseReading {
  /** The phrase as written, trimmed ("a smart water bottle"). */
  text: string;
  /** Its head noun in dictionary form ("water bottle", "mole"). */
  head: string;
  /** Other nouns and adjectives before the head, lower-case ("smart"). */
  modifiers: string[];
  /** Index of its sentence, from 0. */
  sentence: number;
  /** Inside a prepositional phrase ("for your dog"). */
  subordinate: boolean;
  /** In a negated clause ("it doesn't store your code"). */
  negated: boolean;
  /** WordNet knows the head noun. */
  known: boolean;
}

export interface NounReading {
  phrases: NounPhraseReading[];
  /** Head nouns in dictionary form, in order of appearance, without repeats. */
  heads: string[];
  /** Head of the main product phrase (first noun phrase of the first sentence), if any. */
  mainNoun: string | null;
  /** The main product phrase as written, if any. */
  mainPhrase: string | null;
  /** What the main noun names in WordNet ("artifact", "food", "act"...), if it knows it. */
  mainKind: NounKind | null;
  /** The main noun keeps records of money, habits, moods or time ("an expense tracker"): software. */
  mainKeepsRecords: boolean;
  /** The idea says the product is someone ("a keynote speaker who..."): hired, not kept. */
  mainIsSomeone: boolean;
  /** Topics of the nouns, strongest first with weight 1 (heads count more than modifiers). */
  topics: TopicWeight[];
  /** Head nouns WordNet does not know (new words, brands, jargon such as "saas"). */
  unknownHeads: string[];
  /** Modifiers read as where the product is used, once per use ("home" in "a home workout app"). */
  placeOnly: string[];
  /**
   * Words read in another sense than their cue's: of a compound that means something else than its
   * noun ("hot dogs"), or someone hired ("a speaker who..."): no cue of their own.
   */
  inCompounds?: string[];
}

/** No nouns read: empty or unreadable text, and the browser build. */
export const EMPTY_NOUN_READING: NounReading = {
  phrases: [],
  heads: [],
  mainNoun: null,
  mainPhrase: null,
  mainKind: null,
  mainKeepsRecords: false,
  mainIsSomeone: false,
  topics: [],
  unknownHeads: [],
  placeOnly: [],
};

// Heads that make a product something on a screen: "a meal-planning app" is
// software about food, so nobody tastes it and no shelf holds it, whatever
// shop or dish the sentence goes on to name.
export const DIGITAL_HEADS: ReadonlySet<string> = new Set(
  (
    "app application webapp platform software website site api extension plugin add-on dashboard portal " +
    "bot chatbot newsletter podcast"
  ).split(" "),
);

/** The product is something on a screen: an app, a platform, or a tracker of records. */
export function isDigitalProduct(nouns: NounReading): boolean {
  return nouns.mainKeepsRecords || (nouns.mainNoun !== null && DIGITAL_HEADS.has(nouns.mainNoun));
}

// Heads that name a way to get or manage food, not food: in "grocery delivery",
// "digital menus" or "a voice assistant that orders groceries" nobody tastes what
// is sold, so taste is no reason to say yes or no.
export const FOOD_CHANNEL_HEADS: ReadonlySet<string> = new Set(
  (
    "delivery menu ordering store shop supermarket grocer service checkout tool " +
    "assistant speaker fridge refrigerator planner tracker scanner list system platform software plan program programme coaching course class test"
  ).split(" "),
);

// Heads that frame a product rather than say what it is about: in "a meat
// subscription box" or "a dermatology app" the modifiers carry the topic.
export const FRAME_NOUNS: ReadonlySet<string> = new Set(
  (
    "app application tool platform service services box kit subscription delivery plan club program " +
    "product solution system website site company startup business network membership assistant bot " +
    "marketplace market store shop provider maker finder generator tracker way thing version idea " +
    "software solution hub portal directory api extension plugin widget dashboard option alternative choice substitute rental hire share sharing streaming"
  ).split(" "),
);
