// Small text helpers shared by idea analysis, cohorts and wording.

import * as trigrams from "./language-trigrams.server";
import { withoutTermsOfLeaving } from "./price";

/** Longest idea text the engine reads; the rest cannot change the features. */
export const MAX_TEXT_LENGTH = 5000;

const WORD_PATTERN = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

/** Lower-cased, width-folded (NFKC) and length-capped text. */
export function normalizeText(input: unknown): string {
  const raw = typeof input === "string" ? input : "";
  return raw.slice(0, MAX_TEXT_LENGTH).normalize("NFKC").replace(/’/g, "'");
}

export interface Tokens {
  /** Words as written, hyphenated compounds kept whole ("ready-to-drink"). */
  words: string[];
  /** Lower-case words with compounds split ("ready", "to", "drink"). */
  parts: string[];
  /** The parts joined by single spaces with a space at each end. */
  joined: string;
}

export function tokenize(text: string): Tokens {
  const words = text.match(WORD_PATTERN) ?? [];
  const parts: string[] = [];
  for (const word of words) {
    for (const piece of word.toLowerCase().split(/['’-]/)) {
      if (piece) parts.push(piece);
    }
  }
  return { words, parts, joined: ` ${parts.join(" ")} ` };
}

/** The tokens less one occurrence of each of these lower-case words. */
export function withoutWords(tokens: Tokens, words: readonly string[]): Tokens {
  if (words.length === 0) return tokens;
  const parts = [...tokens.parts];
  for (const word of words) {
    const at = parts.indexOf(word);
    if (at !== -1) parts.splice(at, 1);
  }
  return { words: tokens.words, parts, joined: ` ${parts.join(" ")} ` };
}

/** Crude stem so "restaurants" meets "restaurant", "invested" "investment" and "cleaning" "clean". */
export function stem(word: string): string {
  return word.replace(/(?:ments?|ing|ed|es|s)$/u, "").slice(0, 7);
}

// "At-home", "in-store", "on-demand": where or how something is used, not
// what it is about. Read as nouns they would make a blood test kit a home product.
const MANNER_COMPOUND = /\b(?:at|in|on|off)-[a-z]+\b/gi;

// "Will-writing", "will-making": a service for wills, legal documents, not writing as a craft (and
// "will" read alone is the modal verb).
const WILL_WRITING = /\bwills?[- ](writing|making|drafting)\b/gi;

// "A thermostat that learns your schedule": a product that learns adapts to
// its user; it is about the schedule, not about education.
const PRODUCT_LEARNS = /\b(that|which|it) learns\b/gi;
// "Answers the phone and books appointments": booking, not reading books ("four books a month" are
// books: a number counts them).
const BOOKS_AS_VERB =
  /(?<!(?:\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|few|several|many|more|new|free))\s)\bbooks(?= (?:a|an|the|your|my|their|our|appointments?|tables?|rooms?|flights?|rides?|trips?|meetings?|classes|sessions?|calls?|visits?)\b)/gi;

// "$349 for the Sport model, up to $17,000 for the gold Edition": the names of a product's
// variants say which one is meant, not what it is about (sport, gold).
const VARIANT_NAME =
  /\bfor (?:the|a|an) (?:[\p{L}\d'-]+ ){1,2}(?:model|edition|version|plan|tier|package)s?\b/giu;

// "Elderly parents", "their adult children", "a family member": family grown up or of any age, not
// the raising of children.
const GROWN_FAMILY =
  /\b(?:elderly|aging|ageing|older|senior|old|grown|adult|grown-up)\s+(?:parents?|children|kids|sons?|daughters?)\b|\bfamily members?\b/giu;

// "$8 per employee per month", "$20 a seat": whom a price counts is billing, not what the product
// is about (an expense tool priced per employee is no HR tool). A job ("per developer", "per
// agent") still says who it is for, and the noun reader keeps it.
const PRICE_UNITS = String.raw`(?:user|seat|employee|member|person|head|licen[cs]e|location|site)s?\b`;
const PRICE_UNIT = new RegExp(
  String.raw`\bper\s+${PRICE_UNITS}|\/\s?${PRICE_UNITS}|(?<=\d\s?)(?:a|an|each|every)\s+${PRICE_UNITS}`,
  "giu",
);

// "Robotic process automation (RPA) software": an acronym in brackets repeats the words before
// it; read as a break, it would end the product's name before its head noun.
const BRACKETED_ACRONYM = /\s\(\p{Lu}{2,6}s?\)(?=\s)/gu;

/** The text as read for what an idea is about: without manner compounds, and with verbs a cue list would take for nouns said otherwise. */
export function textForReadingTopics(text: string): string {
  return withoutTermsOfLeaving(text)
    .replace(PRICE_UNIT, "")
    .replace(BRACKETED_ACRONYM, "")
    .replace(MANNER_COMPOUND, "")
    .replace(VARIANT_NAME, "")
    .replace(GROWN_FAMILY, "relatives")
    .replace(PRODUCT_LEARNS, "$1 adapts to")
    .replace(BOOKS_AS_VERB, "schedules")
    .replace(WILL_WRITING, "wills");
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * A word capitalised only for opening a sentence ("Oat" in "Oat milk"), not a name: an acronym
 * ("NFT"), or the start of one when a capital follows ("Apple Vision Pro"; "Buying Bitcoin" and
 * "Ready-to-eat Korean..." still open with a common word).
 */
export function capitalisedForOpening(word: string, next: string | undefined): boolean {
  const capitalisedOnly = /^\p{Lu}[\p{Ll}'-]+$/u.test(word);
  const nameGoesOn = next !== undefined && /^\p{Lu}/u.test(next) && !/ing$|-/.test(word);
  return capitalisedOnly && !nameGoesOn;
}

/** "Home cooking" -> "home cooking", but "AI tools" and "iPhone" stay. */
export function lowerFirst(text: string): string {
  const first = text.charAt(0);
  const second = text.charAt(1);
  if (second && second !== second.toLowerCase()) return text;
  // The pronoun "I" ("I'd", "I am") keeps its capital.
  if (first === "I" && (second === "" || second === " " || second === "'" || second === "’")) return text;
  return first.toLowerCase() + text.slice(1);
}

/** Cuts at a word boundary and adds "..." when longer than `max`. */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 3);
  const space = cut.lastIndexOf(" ");
  const base = space > max / 2 ? cut.slice(0, space) : cut;
  return `${base.replace(/[\s,.;:!?-]+$/, "")}...`;
}

export function clamp(value: number, min: number, max: number): number {
  if (Number.isNaN(value)) return min;
  return Math.min(max, Math.max(min, value));
}

export function round(value: number, digits: number): number {
  const factor = Math.pow(10, digits);
  return Math.round(value * factor) / factor;
}

// Function words per language: the package below guesses from letter
// trigrams, which brand names ("ZYN", "Powerwall") easily tip on short texts,
// so a foreign guess must be backed by the language's own little words.
const FUNCTION_WORDS: Readonly<Record<string, ReadonlySet<string>>> = {
  en: words(
    "the a an and or for to of with that this your you it is are on in who which from by at my our into about " +
      "when while without than more less every each their they them its can will so but not no just as be if " +
      "all any how what get gets has have was were we us i me do does up out over one yours",
  ),
  de: words(
    "der die das den dem des und oder für mit ein eine einen einem einer ist sind zu zum zur von nicht auf sie " +
      "ich wir ihr im am bei aus nach über auch jede jeden jeder sich wie dass mehr",
  ),
  es: words(
    "el la los las y o a para con un una unos unas que del por es son en de al se su sus más sin cada como muy",
  ),
  fr: words(
    "le la les et ou pour avec un une des est sont qui du de dans au aux sur par plus vous nous sans chaque votre vos",
  ),
  pt: words(
    "o os a as e ou para com um uma que do da dos das por é são em no na nos nas mais sem cada seu sua você",
  ),
  it: words("il lo gli la le e o a per con un una che del della di è sono nel nella più senza ogni tuo tua"),
  nl: words("de het een en of voor met van is zijn in op te om die dat niet ook je jouw elke"),
};

function words(list: string): ReadonlySet<string> {
  return new Set(list.split(" "));
}

/** franc's ISO 639-3 codes as the two-letter codes the rest of the engine uses. */
const ISO_639_1: Readonly<Record<string, string>> = {
  eng: "en",
  deu: "de",
  spa: "es",
  fra: "fr",
  por: "pt",
  ita: "it",
  nld: "nl",
  swe: "sv",
  pol: "pl",
  ces: "cs",
  ron: "ro",
  hun: "hu",
  tur: "tr",
  ind: "id",
  vie: "vi",
  rus: "ru",
  ukr: "uk",
  bul: "bg",
  arb: "ar",
  pes: "fa",
  hin: "hi",
  jpn: "ja",
  kor: "ko",
  cmn: "zh",
};

/** Fewer words than this are too short to call: "und", read as English. */
export const MIN_LANGUAGE_WORDS = 3;
/** From this many words the trigram guess stands on its own. */
const LONG_TEXT_WORDS = 8;
/** English scoring this close to the best guess (franc's 0..1 scale) is taken as English. */
const ENGLISH_MARGIN = 0.8;

/** Without trigrams: the language whose own function words clearly outnumber English ones. */
function functionWordLanguage(parts: readonly string[]): string {
  const english = FUNCTION_WORDS.en;
  const englishHits = parts.filter((part) => english.has(part)).length;
  let best = "und";
  let bestHits = 1;
  for (const [language, list] of Object.entries(FUNCTION_WORDS)) {
    if (language === "en") continue;
    const hits = parts.filter((part) => list.has(part) && !english.has(part)).length;
    if (hits > bestHits && hits > englishHits) {
      best = language;
      bestHits = hits;
    }
  }
  return best === "und" && englishHits > 0 ? "en" : best;
}

/**
 * The idea's language, as a code like "en", "de", "es", "ja", or "und" when
 * it cannot be told (very short text, mostly digits and prices); "und" is
 * read as English. Letter trigrams (franc-min) make the guess; a short text
 * only counts as foreign when that language's function words back it up.
 */
export function detectLanguage(text: string): string {
  const sample = typeof text === "string" ? text.slice(0, MAX_TEXT_LENGTH) : "";
  const letters = sample.match(/\p{L}/gu)?.length ?? 0;
  if (letters === 0) return "und";
  const kana = sample.match(/[\p{Script=Hiragana}\p{Script=Katakana}]/gu)?.length ?? 0;
  const hangul = sample.match(/\p{Script=Hangul}/gu)?.length ?? 0;
  const han = sample.match(/\p{Script=Han}/gu)?.length ?? 0;
  if (kana > 0 && (kana + han) / letters > 0.2) return "ja";
  if (hangul / letters > 0.2) return "ko";
  if (han / letters > 0.2) return "zh";

  // Mostly digits, prices and symbols ("$12/month", "4,99 €"): nothing to read.
  const visible = sample.replace(/\s/gu, "").length;
  if (letters / visible < 0.5) return "und";
  const parts = tokenize(sample.toLowerCase()).parts.filter((part) => /\p{L}/u.test(part));
  if (parts.length < MIN_LANGUAGE_WORDS) return "und";

  // In the browser bundle the trigram data is left out: function words alone.
  if (typeof trigrams.francAll !== "function") return functionWordLanguage(parts);
  const guesses = trigrams.francAll(sample, { minLength: 1 });
  const [best, bestScore] = guesses[0] ?? ["und", 0];
  if (best === "und") return "und";
  if (best === "eng") return "en";
  const englishScore = guesses.find(([code]) => code === "eng")?.[1] ?? 0;
  const language = ISO_639_1[best] ?? best;
  const latin = sample.match(/\p{Script=Latin}/gu)?.length ?? 0;
  // Mostly another script (Cyrillic, Arabic, Devanagari...): not English either way.
  if (latin / letters < 0.5) return language;

  // Only words of one language count: "a", "in", "as", "no" are both English and foreign.
  const english = FUNCTION_WORDS.en;
  const foreign = FUNCTION_WORDS[language] ?? new Set<string>();
  const englishHits = parts.filter((part) => english.has(part) && !foreign.has(part)).length;
  const foreignHits = parts.filter((part) => foreign.has(part) && !english.has(part)).length;
  if (englishHits > foreignHits) return "en";
  if (foreignHits > 0) return language;
  // No little words either way: trust the trigrams only on a longer text
  // that does not also look English.
  if (parts.length >= LONG_TEXT_WORDS && englishScore < ENGLISH_MARGIN * bestScore) return language;
  return englishHits > 0 || englishScore >= ENGLISH_MARGIN * bestScore ? "en" : "und";
}
