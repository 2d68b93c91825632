// Small text helpers shared by idea analysis, cohorts and wording.

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

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
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

const STOPWORDS: Record<string, readonly string[]> = {
  en: [
    "the",
    "a",
    "an",
    "and",
    "or",
    "for",
    "to",
    "of",
    "with",
    "that",
    "your",
    "you",
    "it",
    "is",
    "on",
    "in",
    "app",
    "who",
    "from",
    "by",
    "at",
    "my",
  ],
  de: ["der", "die", "das", "und", "für", "mit", "ein", "eine", "ist", "zu", "von", "nicht", "auf", "sie"],
  fr: ["le", "la", "les", "et", "pour", "avec", "une", "des", "est", "qui", "du", "vous"],
  es: ["el", "la", "los", "las", "y", "para", "con", "una", "que", "del", "por", "es"],
};

/** Best-effort language guess: enough to know whether English cues apply. */
export function detectLanguage(text: string): string {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (letters === 0) return "und";
  const kana = text.match(/[\p{Script=Hiragana}\p{Script=Katakana}]/gu)?.length ?? 0;
  const hangul = text.match(/\p{Script=Hangul}/gu)?.length ?? 0;
  const han = text.match(/\p{Script=Han}/gu)?.length ?? 0;
  if (kana > 0 && (kana + han) / letters > 0.2) return "ja";
  if (hangul / letters > 0.2) return "ko";
  if (han / letters > 0.2) return "zh";
  const parts = tokenize(text.toLowerCase()).parts;
  let best = "und";
  let bestHits = 0;
  for (const [language, words] of Object.entries(STOPWORDS)) {
    let hits = 0;
    for (const part of parts) if (words.includes(part)) hits++;
    if (hits > bestHits) {
      best = language;
      bestHits = hits;
    }
  }
  return best;
}
