import { cues, keywordMatcher } from "./keywords";
import { capitalisedForOpening, tokenize } from "./text";

// Lifts short noun phrases out of an idea ("Terraform files", "cold blended
// vegetable soup") so that reactions can name what they react to.

export const FUNCTION_WORDS = new Set(
  (
    "the a an and or but nor for to of with that which who whom whose your you yours " +
    "our we us their they them it its it's this these those is are was were be been " +
    "being on in at by from into onto as so than then if when where while about per " +
    "each every all any some no not more most less very just only also my me i his " +
    "her he she up down out over under via vs what how why can will would should " +
    "could may might must do does did has have had get gets there here like such " +
    "other own etc eg ie let's lets one ones both either neither whether yet still " +
    "even much many few without within across through during before after around " +
    "again once always never often really quite dollar dollars euro euros buck " +
    "bucks usd eur gbp month months monthly year years yearly annual annually " +
    "week weekly day daily one-time lifetime free"
  ).split(" "),
);

// Verbs that open a clause in product pitches; they end a noun phrase.
const VERBS = new Set(
  (
    "help helps allow allows enable enables track tracks record records lint lints " +
    "open opens send sends find finds match matches connect connects turn turns make " +
    "makes give gives create creates generate generates automate automates analyze " +
    "analyzes analyse analyses summarize summarizes summarise summarises book books " +
    "deliver delivers show shows remind reminds scan scans monitor monitors suggest " +
    "suggests recommend recommends build builds manage manages sync syncs use uses " +
    "sell sells sold offer offers provide provides bring brings save saves teach " +
    "teaches plan plans write writes read reads check checks keep keeps learn learns " +
    "listen listens tell tells take takes put puts replace replaces remove removes " +
    "reduce reduces cut cuts handle handles answer answers post posts share shares " +
    "compare compares collect collects store stores pick picks organize organizes " +
    "organise organises schedule schedules alert alerts notify notifies detect " +
    "detects predict predicts translate translates transcribe transcribes convert " +
    "converts clean cleans explain explains guide guides coach coaches reward rewards " +
    "pay pays charge charges cost costs ship ships earn earns order orders rent rents " +
    "play plays stream streams run runs host hosts work works powered based made " +
    "designed built using want wants need needs buy buys try tries go goes lets " +
    "turns fix fixes add adds sit sits stay stays look looks feel feels sounds"
  ).split(" "),
);

const GENERIC_NOUNS = new Set(
  (
    "app apps tool tools platform service services way ways thing things people " +
    "product products idea ideas solution solutions user users everything something " +
    "anything lot lots time times someone anyone everyone stuff kind kinds type " +
    "types version day days week weeks month months year years know safe sure " +
    "easy better best good great new nice simple fast quick"
  ).split(" "),
);

const CUE_WORDS = keywordMatcher(
  cues(
    "software, cli, api, app, terraform, pull request*, soup*, drink*, meal*, recipe*, game*, health*, data, location, kid, child*, budget*, invoice*, meeting*, focus, coach*, device*, sensor*, wearable*, course*, lesson*, marketplace, subscription, ai, assistant*, tracker*, planner*, bot*",
  ),
);

const MAX_WORDS = 4;
const MAX_PHRASES = 5;

interface Candidate {
  text: string;
  /** Lower-case phrase without its article, to drop repeats. */
  key: string;
  score: number;
  position: number;
}

function withArticle(article: string, phrase: string): string {
  if (!article) return phrase;
  if (article === "the") return `the ${phrase}`;
  // Re-pick a/an: the phrase may have lost its first words.
  const first = phrase.split(" ")[0];
  const acronym = first.length > 1 && first === first.toUpperCase();
  const vowel = acronym ? /^[AEFHILMNORSX]/.test(first) : /^[aeio]|^u(?!ni|s[eu])/i.test(first);
  return `${vowel ? "an" : "a"} ${phrase}`;
}

function isBreak(word: string): boolean {
  const lower = word.toLowerCase();
  // A number breaks a phrase; a name with one in it ("COVID-19", "GPT-4", "PS5") does not.
  return (
    FUNCTION_WORDS.has(lower) || VERBS.has(lower) || (/\d/.test(word) && !/^\p{L}{2,}-?\d+$/u.test(word))
  );
}

// "A blood pressure monitor that syncs", "a meal plan for families", "a convenience store near you": a word that is also a
// verb ends the noun phrase it follows when a clause or a preposition comes next (or nothing),
// so it is that phrase's noun, not the verb of a new clause.
const AFTER_A_NOUN = new Set([
  "that",
  "which",
  "who",
  "with",
  "for",
  "like",
  "near",
  "in",
  "at",
  "on",
  "where",
]);

// "Meal kits sold at your local store": a participle opens a clause of its own.
const PARTICIPLES = new Set(["sold", "made", "built", "designed", "powered", "based", "using"]);

function endsNounPhrase(word: string, run: readonly string[], next: string | undefined): boolean {
  return (
    run.length > 0 &&
    VERBS.has(word.toLowerCase()) &&
    !/(?:s|ed)$/i.test(word) &&
    !PARTICIPLES.has(word.toLowerCase()) &&
    (next === undefined || AFTER_A_NOUN.has(next.toLowerCase()))
  );
}

function displayWord(word: string, sentenceStart: boolean, next: string | undefined): string {
  // Keep acronyms and names ("CLI", "Terraform", "Apple Vision Pro") but not the
  // capital a word got only for opening a sentence.
  return sentenceStart && capitalisedForOpening(word, next) ? word.toLowerCase() : word;
}

function englishPhrases(text: string): string[] {
  const candidates: Candidate[] = [];
  // The capture keeps the separators, so we know where sentences start.
  const pieces = text.split(/([.,;:!?()[\]{}"“”\n\r\t•|/]+|\s[-–—]\s)/u);
  let position = 0;
  let sentenceStart = true;
  for (let piece = 0; piece < pieces.length; piece += 2) {
    const clause = pieces[piece];
    // A trailing "+" belongs to the name: "Disney+", "Apple TV+".
    const words = clause.match(/[\p{L}\p{N}$€£¥]+(?:['’-][\p{L}\p{N}]+)*\+?/gu) ?? [];
    let run: string[] = [];
    // "An AI assistant" keeps its article so reactions read naturally.
    let article = "";
    const flush = () => {
      if (run.length === 0) return;
      const kept = run.slice(-MAX_WORDS);
      const phrase = kept.join(" ");
      const lone = kept.length === 1 ? kept[0].toLowerCase() : "";
      if (phrase.length >= 3 && !GENERIC_NOUNS.has(lone)) {
        const cues = CUE_WORDS.count(tokenize(phrase));
        candidates.push({
          text: withArticle(article, phrase),
          key: phrase.toLowerCase(),
          score: Math.min(kept.length, 3) + cues * 1.5 + (position === 0 ? 1 : 0),
          position,
        });
        position++;
      }
      run = [];
    };
    words.forEach((word, index) => {
      // Small numbers inside a name stay ("SOC 2 audits", "Web 3").
      const namePart = run.length > 0 && /^\d{1,3}$/.test(word);
      if (
        !namePart &&
        !endsNounPhrase(word, run, words[index + 1]) &&
        (isBreak(word) || /[$€£¥]/u.test(word))
      ) {
        flush();
        const lower = word.toLowerCase();
        article = lower === "a" || lower === "an" || lower === "the" ? lower : "";
      } else {
        run.push(displayWord(word, sentenceStart && index === 0, words[index + 1]));
      }
    });
    flush();
    sentenceStart = /[.!?\n]/.test(pieces[piece + 1] ?? "");
  }
  const seen = new Set<string>();
  return candidates
    .sort((a, b) => b.score - a.score || a.position - b.position)
    .filter((candidate) => {
      if (seen.has(candidate.key)) return false;
      seen.add(candidate.key);
      return true;
    })
    .slice(0, MAX_PHRASES)
    .map((candidate) => candidate.text);
}

function leadingFragment(text: string): string[] {
  const first = text.split(/[.。!！?？\n,，、;；:：()（）]/u).find((part) => part.trim().length > 0);
  if (!first) return [];
  const trimmed = first.trim();
  const hasSpaces = /\s/.test(trimmed);
  const fragment = hasSpaces
    ? trimmed.split(/\s+/).slice(0, 6).join(" ")
    : [...trimmed].slice(0, 16).join("");
  return /[\p{L}\p{N}]/u.test(fragment) ? [fragment] : [];
}

/**
 * Up to five short phrases, most telling first. Reactions are English
 * sentences, so an idea in another language gives none: its words would be
 * spliced untranslated into them ("Fits my interest in Familien...").
 */
export function extractKeyPhrases(text: string, language: string): string[] {
  if (language !== "en" && language !== "und") return [];
  const phrases = englishPhrases(text);
  return phrases.length > 0 ? phrases : leadingFragment(text);
}
