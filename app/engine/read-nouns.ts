import nlp from "compromise";
import {
  isWasteNoun,
  machineSenseOf,
  nounInfo,
  nounOrPartsInfo,
  type NounInfo,
  type NounKind,
} from "./lexicon";
import { EMPTY_NOUN_READING, FRAME_NOUNS, type NounPhraseReading, type NounReading } from "./noun-reading";
import { MAX_TEXT_LENGTH, textForReadingTopics } from "./text";
import type { Topic, TopicWeight } from "./types";

// Reads the nouns of an English idea with compromise (sentences, clauses,
// noun phrases, negation) and places them in the engine's topics through
// WordNet (lexicon.ts): "steak delivery" is food because a steak is meat.
// Server-side only (compromise and the lexicon are large): see
// read-nouns.server.ts.

export type { NounPhraseReading, NounReading } from "./noun-reading";

// Adjectives that turn a physical thing into connected hardware ("smart water bottle").
const DEVICE_ADJECTIVES = new Set(
  "smart connected wireless bluetooth wearable robotic electronic wifi programmable motorized".split(" "),
);
const DEVICE_KINDS = new Set<NounKind>(["artifact", "object", "substance"]);
/** What a record, a signature or a document is: information, which no device adjective makes a machine. */
const INFORMATION_KINDS: ReadonlySet<NounKind> = new Set(["communication"]);

// Nouns too vague to carry a topic or be the product ("people", "way").
const EMPTY_NOUNS = new Set(
  "thing things way ways people person one ones lot lots kind kinds type types something everything anything someone everyone anyone time".split(
    " ",
  ),
);

// How something is paid for says nothing of what it is about: "a paid monthly
// subscription" is read by the price reader, and "goes on sale" is not a
// sales tool. These heads carry no topic and never name the product; a
// topical modifier ("a meat subscription") still counts.
const OFFER_NOUNS = new Set(
  "subscription subscriptions membership memberships fee fees price prices pricing premium premiums upgrade upgrades sale version versions tier tiers deposit charge charges bill cost costs rental rentals hire".split(
    " ",
  ),
);

// What a tracker of money, habits, moods, scores or time follows is kept in records, not sensed
// on a body or a thing: "an expense tracker" or "a habit tracker" is an app, while a fitness,
// sleep or GPS tracker is a device.
const RECORD_KINDS: ReadonlySet<NounKind> = new Set([
  "possession",
  "cognition",
  "feeling",
  "time",
  "quantity",
]);
const RECORD_TRACKER: NounInfo = {
  lemma: "tracker",
  topics: [
    { topic: "data", weight: 0.6 },
    { topic: "software", weight: 0.4 },
  ],
  senses: 1,
  common: true,
  // Made and sold, as an app is.
  kind: "artifact",
};

function keepsRecords(head: NounInfo | null, modifiers: readonly string[]): boolean {
  if (head?.lemma !== "tracker" || modifiers.length === 0) return false;
  const kind = nounInfo(modifiers.at(-1)!)?.kind;
  return kind !== undefined && RECORD_KINDS.has(kind);
}

/** A main noun's topic scored this high is clear; below it, a topic is as weak as it scored. */
const CLEAR_TOPIC = 0.5;

const ROLE_WEIGHT = {
  mainHead: 1,
  mainModifier: 0.6,
  head: 0.7,
  subordinateHead: 0.6,
  modifier: 0.4,
  gerund: 0.35,
  device: 1,
} as const;

/** What a word that frames the product ("app", "box") or says where it is used keeps of its weight. */
const FRAME_KEEPS = 0.2;

/**
 * "A cargo bike that carries two kids and a week of groceries": what a thing carries is not what it
 * is. (What a thing stores often is: a password manager stores passwords.)
 */
const HOLDS: ReadonlySet<string> = new Set(["carries", "hauls", "transports"]);

/** Words before the device something is used on or reached from. */
const USED_ON: ReadonlySet<string> = new Set(["on", "from", "via", "using", "through"]);
const COORDINATORS: ReadonlySet<string> = new Set(["or", "and"]);
const ARTICLES: ReadonlySet<string> = new Set(["a", "an", "the", "my", "your", "our", "their"]);

/** Where someone is, named as where a service comes or a thing is brought: "comes to your home or office". */
const WHERE_ONE_IS: ReadonlySet<string> = new Set([
  "home",
  "house",
  "office",
  "door",
  "doorstep",
  "workplace",
]);
const BROUGHT_TO: ReadonlySet<string> = new Set(["to", "at"]);

/** Words right before where something is sold: "sold in", "available at", "the aisle of". */
const SOLD_WHERE: ReadonlySet<string> = new Set([
  "sold",
  "available",
  "stocked",
  "aisle",
  "aisles",
  "shelves",
]);
/** How far before a phrase such a word may stand ("sold at your local ..."). */
const SOLD_WHERE_REACH = 4;

/** Whether the phrase starting at `start` says where the product is sold. */
function whereSold(terms: readonly Term[], start: number): boolean {
  return terms
    .slice(Math.max(0, start - SOLD_WHERE_REACH), start)
    .some((term) => SOLD_WHERE.has(term.normal.toLowerCase()));
}

/** A machine one owns (a phone, a laptop), by the dictionary. */
function isDevice(info: NounInfo | null): boolean {
  return info?.kind === "artifact" && info.topics.some(({ topic }) => topic === "hardware");
}

interface Term {
  text: string;
  normal: string;
  tags: string[];
  /** Punctuation before the word: an opening bracket is kept here, not after the word before. */
  pre?: string;
  post: string;
  chunk?: string;
}

interface SentenceJson {
  terms: Term[];
}

interface Chunk {
  terms: Term[];
  subordinate: boolean;
  negated: boolean;
}

const has = (term: Term, tag: string) => term.tags.includes(tag);

/** An animal kept as a pet ("dog", "cat"). */
function isPet(noun: NounInfo | null): boolean {
  return noun?.kind === "animal" && noun.topics.some(({ topic }) => topic === "pets");
}

/** Kinds of a first sense a machine's name may have before the machine: a person, an animal, a food. */
const DOER_KINDS: ReadonlySet<NounKind> = new Set(["person", "animal", "food"]);
/** Words after a noun that say it is someone. */
const PERSON_CLAUSE: ReadonlySet<string> = new Set(["who", "whom", "whose"]);

/** Words that open how often something happens ("every month", "each week"). */
const HOW_OFTEN: ReadonlySet<string> = new Set(["every", "each"]);

// Words that open a relative clause inside compromise's noun chunks ("a bottle that reminds").
const CLAUSE_OPENERS = new Set(["that", "which", "who", "whose", "whom", "where", "when"]);
const CLAUSE_BREAK = /[,;:()!?.\u2013\u2014]/;
const APPOSITION_BREAK = /^\s*[,:\u2013\u2014]\s*$/;
// Prepositions the tagger takes for adjectives inside a noun chunk ("a corner store near your office").
const UNTAGGED_PREPOSITIONS = new Set(["near", "over"]);
const isPreposition = (term: Term) => has(term, "Preposition") || UNTAGGED_PREPOSITIONS.has(term.normal);

/**
 * Noun chunks of a sentence from compromise's tags (far cheaper than its
 * nouns() view): runs of terms chunked as nouns, cut at punctuation and
 * relative pronouns, marked subordinate after a preposition and negated after
 * a negative in the same clause.
 */
function nounChunks(terms: Term[]): Chunk[] {
  const chunks: Chunk[] = [];
  let current: Term[] = [];
  let subordinate = false;
  let negated = false;
  let previous: Term | null = null;
  let beforePrevious: Term | null = null;
  const close = () => {
    if (current.length > 0) chunks.push({ terms: current, subordinate, negated });
    current = [];
  };
  terms.forEach((term, index) => {
    // "Smart glasses (eyewear with a display)": the bracket ends the phrase before it, and
    // "a new houseplant every month" is a houseplant, sent how often the rest says.
    if (CLAUSE_BREAK.test(term.pre ?? "") || HOW_OFTEN.has(term.normal)) close();
    // "Making your next car an EV": an article right after a noun opens a second phrase, whatever
    // the tagger joined ("two kids and a week of groceries" are joined by "and", and stay so).
    if (ARTICLES.has(term.normal) && previous !== null && has(previous, "Noun") && current.length > 0)
      close();
    // "A home test you can buy": a subject right after a noun opens a clause without "that".
    const opener =
      CLAUSE_OPENERS.has(term.normal) || (current.length > 0 && REDUCED_CLAUSE_SUBJECTS.has(term.normal));
    // "A head-mounted display", "a mixed-reality headset": both halves of a hyphenated word
    // describe the noun, whatever the tagger made of them.
    const compound =
      has(term, "Hyphenated") &&
      !has(term, "Noun") &&
      (term.post === "-" || (current.length > 0 && previous?.post === "-"));
    if (current.length > 0 && opensReducedClause(term, previous!, terms[index + 1])) {
      current.push({ ...term, tags: [...term.tags, "Noun"] });
    } else if (current.length > 0 && endsBeforeExamples(term, previous!, terms[index + 1])) {
      current.push({ ...term, tags: [...term.tags, "Noun"] });
    } else if (current.length > 0 && endsKnownCompound(term, previous!)) {
      current.push({ ...term, tags: [...term.tags, "Noun"] });
    } else if (current.length > 0 && endsWithGerund(term, previous!, terms[index + 1])) {
      current.push({ ...term, tags: [...term.tags, "Noun"] });
    } else if (compound && !opener) {
      current.push({ ...term, tags: [...term.tags, "Adjective"] });
    } else if (describesNextNoun(term, terms[index + 1]) && !opener) {
      // "Streaming" names an activity the dictionary knows: a noun modifier, as "cleaning" is.
      const activity = /ing$/.test(term.normal) && nounInfo(term.normal) !== null;
      current.push(activity ? { ...term, tags: [...term.tags, "Noun"] } : term);
    } else if (term.chunk === "Noun" && current.length > 0 && splitsAtPlace(term, terms[index + 1])) {
      // "A gym in Austin" comes as one chunk: the gym is the head, the city where it is.
      close();
    } else if (term.chunk === "Noun" && !opener && !UNTAGGED_PREPOSITIONS.has(term.normal)) {
      if (current.length === 0) {
        // A word tagged as a verb that makes a known compound with the noun
        // after it ("support tickets", "running shoes") belongs to the noun.
        const joined =
          previous !== null && !CLAUSE_BREAK.test(previous.post) && !CLAUSE_OPENERS.has(previous.normal)
            ? nounInfo(`${previous.normal} ${term.normal}`)
            : null;
        const opening = joined ? beforePrevious : previous;
        subordinate = opening !== null && isPreposition(opening);
        if (joined) current.push({ ...previous!, tags: [...previous!.tags, "Noun"] });
      }
      current.push(term);
    } else {
      close();
    }
    // "No-shows" are people who miss a booking: a hyphenated "no" negates nothing. "With no
    // medical exam" names what it goes without (the tagger calls that "no" an expression).
    if ((has(term, "Negative") || term.normal === "no") && term.post !== "-") negated = true;
    // "Insurance not required": what the idea says it goes without comes before the negative.
    const last = chunks[chunks.length - 1];
    if (
      term.normal === "not" &&
      current.length === 0 &&
      last &&
      NOT_NEEDED.has(terms[index + 1]?.normal ?? "")
    ) {
      last.negated = true;
    }
    if (opener || CLAUSE_BREAK.test(term.post)) {
      close();
      if (!has(term, "Negative")) negated = false;
    }
    beforePrevious = previous;
    previous = term;
  });
  close();
  return chunks;
}

const NOT_NEEDED = new Set(["required", "needed", "necessary"]);

const INCLUDED_AFTER = new Set(["included", "thrown in"]);
const INCLUDED_BEFORE = new Set(["including", "includes", "include", "plus"]);

/**
 * The terms of a clause that says what comes with the product: one that ends in "included" (",
 * insurance and repairs included") or opens with "including", "includes" or "plus".
 */
function includedTerms(terms: readonly Term[]): Set<number> {
  const marked = new Set<number>();
  let start = 0;
  terms.forEach((term, index) => {
    const last = index === terms.length - 1 || CLAUSE_BREAK.test(term.post ?? "");
    if (!last) return;
    const opens = terms[start]!.normal.toLowerCase();
    if (INCLUDED_AFTER.has(term.normal.toLowerCase()) || INCLUDED_BEFORE.has(opens)) {
      for (let i = start; i <= index; i++) marked.add(i);
    }
    start = index + 1;
  });
  return marked;
}

/**
 * The tagger keeps a place named after a preposition in the noun's chunk ("a dentist in London",
 * "dog daycare in Denver"): the preposition ends the phrase, and the place is a phrase of its own.
 */
function splitsAtPlace(term: Term, next: Term | undefined): boolean {
  return isPreposition(term) && next !== undefined && has(next, "Place");
}

// "A home test you can buy", "a planner we all share": a clause with no "that" follows its noun.
const REDUCED_CLAUSE_SUBJECTS = new Set(["you", "we", "they", "i"]);

/** A known noun the tagger took for a verb because a clause without "that" comes next. */
function opensReducedClause(term: Term, previous: Term, next: Term | undefined): boolean {
  return (
    term.chunk !== "Noun" &&
    has(term, "Verb") &&
    !CLAUSE_BREAK.test(previous.post) &&
    !CLAUSE_BREAK.test(term.post) &&
    next !== undefined &&
    REDUCED_CLAUSE_SUBJECTS.has(next.normal) &&
    nounInfo(term.normal) !== null
  );
}

/**
 * "A mix of index funds", "two coffee shops": a word the tagger took for a verb that, with the
 * noun before it, is a compound the dictionary knows ends that noun's phrase.
 */
function endsKnownCompound(term: Term, previous: Term): boolean {
  return (
    term.chunk !== "Noun" &&
    has(term, "Verb") &&
    /^[a-z]+$/.test(term.normal) &&
    has(previous, "Noun") &&
    /^[a-z]+$/.test(previous.normal) &&
    !CLAUSE_BREAK.test(previous.post) &&
    nounInfo(`${previous.normal} ${term.normal}`) !== null
  );
}

/**
 * "A streaming service": a word the tagger left out of every phrase, read as an adjective right
 * before a noun, describes that noun.
 */
function describesNextNoun(term: Term, next: Term | undefined): boolean {
  return (
    term.chunk == null &&
    has(term, "Adjective") &&
    !CLAUSE_BREAK.test(term.post) &&
    next !== undefined &&
    next.chunk === "Noun" &&
    has(next, "Noun")
  );
}

/**
 * "A meal replacement shake such as Huel": a known noun the tagger took for a verb, right before
 * the examples of what it names. A verb there would have no object.
 */
function endsBeforeExamples(term: Term, previous: Term, next: Term | undefined): boolean {
  return (
    term.chunk !== "Noun" &&
    has(term, "Verb") &&
    !CLAUSE_BREAK.test(previous.post) &&
    next !== undefined &&
    (next.normal === "such" || next.normal === "like") &&
    nounInfo(term.normal) !== null
  );
}

/**
 * "Meal planning for families", "dog walking by neighbours", "table-side ordering": a gerund
 * right after a noun, with no object of its own after it, is the activity the noun phrase names
 * (its head), not a new clause ("parents ordering groceries" orders something).
 */
function endsWithGerund(term: Term, previous: Term, next: Term | undefined): boolean {
  if (!/ing$/.test(term.normal) || !has(term, "Verb") || CLAUSE_BREAK.test(previous.post)) return false;
  const takesObject =
    next !== undefined &&
    !CLAUSE_BREAK.test(term.post) &&
    (next.chunk === "Noun" || has(next, "Determiner") || has(next, "Pronoun") || has(next, "Adjective"));
  return !takesObject && nounInfo(term.normal) !== null;
}

/** Longest known compound ending the noun run ("water bottle"), else its last word. */
function splitHead(nouns: string[]): { head: string; info: NounInfo | null; rest: string[] } {
  for (let size = Math.min(3, nouns.length); size >= 2; size--) {
    const info = nounInfo(nouns.slice(-size).join(" "));
    if (info) return { head: info.lemma, info, rest: nouns.slice(0, -size) };
  }
  const last = nouns[nouns.length - 1];
  const info = nounOrPartsInfo(last);
  return { head: info?.lemma ?? last, info, rest: nouns.slice(0, -1) };
}

/** Modifiers as the dictionary knows them: "blood test" in "blood test kit" is one, not two. */
function modifiersOf(words: readonly string[]): NounInfo[] {
  const infos: NounInfo[] = [];
  for (let at = 0; at < words.length; at++) {
    const pair = at + 1 < words.length ? nounInfo(`${words[at]} ${words[at + 1]}`) : null;
    const info = pair ?? nounInfo(words[at]!);
    if (pair) at++;
    if (info) infos.push(info);
  }
  return infos;
}

const PER_WORDS = new Set(["per", "each", "every", "a", "an"]);
const BILLING_PERIODS = new Set([
  "month",
  "months",
  "quarter",
  "quarters",
  "fortnight",
  "fortnights",
  "year",
  "years",
  "week",
  "weeks",
  "day",
  "days",
]);

// "A pair of smart glasses", "a set of knives": how many, where what comes after "of" is the product.
const QUANTITY_NOUNS = new Set(["pair", "pairs", "set", "sets"]);
/** Units goods are counted in ("24 rolls", "ten tablets"), besides containers and measures. */
const COUNTED_UNITS = new Set([
  "roll",
  "sheet",
  "bar",
  "pod",
  "capsule",
  "tablet",
  "refill",
  "pill",
  "item",
  "unit",
]);

// "A squeeze bottle of hot sauce", "a jar of honey", "a dozen of her cookies": a container, a
// measure or a grouping followed by "of" is how much, and what it holds is the product. Without
// "of" it is the product itself ("a smart water bottle", "a lunch box").
const MEASURE_NOUNS = new Set(
  (
    "bottle bottles jar jars can cans tin tins carton cartons pouch pouches tub tubs tube tubes bag bags " +
    "box boxes crate crates basket baskets case cases cup cups bowl bowls pack packs packet packets jug jugs " +
    "sack sacks bucket buckets keg kegs pint pints dozen loaf loaves bunch bunches slice slices serving servings piece pieces " +
    // How things are put together: "a mix of index funds", "a selection of teas", "a range of sizes".
    "mix mixes mixture blend blends assortment selection range variety collection"
  ).split(" "),
);

/** "A subscription to a car", "a membership of a gym", "a subscription for coffee". */
const OFFERED_BY = new Set(["to", "of", "for"]);

/** A noun right after "per" (or "each", "a") that follows an amount of money. */
function isPriceUnit(terms: readonly Term[], first: Term): boolean {
  const at = terms.indexOf(first);
  const per = terms[at - 1];
  const amount = terms[at - 2];
  if (!per || !amount || !PER_WORDS.has(per.normal.toLowerCase())) return false;
  return has(amount, "Money") || /\d/.test(amount.text);
}

function addTopics(scores: Map<Topic, number>, topics: readonly TopicWeight[], weight: number): void {
  for (const { topic, weight: w } of topics) scores.set(topic, (scores.get(topic) ?? 0) + w * weight);
}

// What a subordinate phrase names ("for groceries", "at supermarkets") adds up with diminishing
// returns (1 - product of misses): several of them never outweigh what the product is ("a credit card").
function addSideTopics(side: Map<Topic, number>, topics: readonly TopicWeight[], weight: number): void {
  for (const { topic, weight: w } of topics) {
    const added = Math.min(1, Math.max(0, w * weight));
    side.set(topic, 1 - (1 - (side.get(topic) ?? 0)) * (1 - added));
  }
}

// What compromise's json() returns per term (its typings list fewer fields than it accepts).
const JSON_FIELDS = { terms: { text: true, normal: true, tags: true, pre: true, post: true, chunk: true } };

const isWord = (term: Term) => /^[a-z][a-z'-]*$/i.test(term.normal || term.text);

/**
 * A proper name: tagged so, or capitalised where a sentence does not start,
 * or opening a sentence with a capitalised word after it ("Apple Vision Pro",
 * "Amazon Prime": a brand, not fruit or a river).
 */
function isName(term: Term, sentence: readonly Term[]): boolean {
  // A word written all in lower case is no name, whatever the tagger says: "Pet insurance for
  // dogs" made its "insurance" an organisation. "iPhone" and "eBay" have a capital inside.
  if (has(term, "ProperNoun")) return /\p{Lu}/u.test(term.text);
  if (!/^[A-Z]/.test(term.text)) return false;
  // An acronym the dictionary knows as a made thing ("an electric SUV", "a TV") is that thing;
  // others ("AI", WordNet's sloth) stay names.
  if (/^[A-Z]{2,5}s?$/.test(term.text) && nounInfo(term.text.toLowerCase())?.kind === "artifact")
    return false;
  // A verb joined to its noun ("Hearing aids") is a copy of the sentence's first term.
  const first = sentence[0];
  if (term !== first && (term.text !== first?.text || term.post !== first?.post)) return true;
  return /^[A-Z][a-z]/.test(sentence[1]?.text ?? "");
}

function read(text: string): NounReading {
  const doc = nlp(textForReadingTopics(text.slice(0, MAX_TEXT_LENGTH)));
  // After a determiner or a possessive, "will" is a noun ("writing your will"), never the modal.
  doc.match("(a|the|your|my|his|her|their|our|living) [will]", 0).tag("Noun");
  // Before "for", "of", "and" after a noun, "books" are books ("picture books for kids"), not booking.
  doc.match("#Noun [books] (for|of|with|and|or|in|on|about|from|that|to)", 0).tag("Plural");
  const sentences = doc.json(JSON_FIELDS) as SentenceJson[];
  const phrases: NounPhraseReading[] = [];
  const scores = new Map<Topic, number>();
  const side = new Map<Topic, number>();
  let main: { phrase: NounPhraseReading; info: NounInfo | null } | null = null;
  const placeOnlyWords: string[] = [];
  // "Chew toys for dogs", "a dog stroller": a product for a pet is not for a child, whatever
  // children its noun usually serves.
  let forAPet = false;
  let mainIsSomeone = false;
  const compoundWords: string[] = [];

  sentences.forEach(({ terms }, s) => {
    // Where an offer noun with nothing before it ends: "a subscription to a car" sells the car.
    let offerEnd = -1;
    // Where a product named by a name alone ends, before a comma or colon.
    let nameEnd = -1;
    // Where the last device it is used on ends ("on your phone or laptop": both are).
    let mediumEnd = -1;
    let heldEnd = -1;
    let broughtToEnd = -1;
    const included = includedTerms(terms);
    for (const chunk of nounChunks(terms)) {
      const end = terms.indexOf(chunk.terms.at(-1)!);
      const start = end - chunk.terms.length + 1;
      const offered = offerEnd >= 0 && start === offerEnd + 2 && OFFERED_BY.has(terms[offerEnd + 1]!.normal);
      offerEnd = -1;
      // The unit of a price ("$20 per walk") says how it is billed, not what it is about;
      // a price per person ("per developer") still says who it is for.
      if (
        isPriceUnit(terms, chunk.terms[0]!) &&
        nounInfo(chunk.terms.at(-1)!.normal.toLowerCase())?.kind !== "person"
      ) {
        continue;
      }
      // "Every month", "each week": how often, not what the idea is.
      if (
        HOW_OFTEN.has(chunk.terms[0]!.normal) &&
        nounInfo(chunk.terms.at(-1)!.normal.toLowerCase())?.kind === "time"
      ) {
        continue;
      }
      // "$59 a month" read as one chunk: a billing period, not what the idea is.
      if (
        BILLING_PERIODS.has(chunk.terms.at(-1)!.normal.toLowerCase()) &&
        chunk.terms.some((term) => has(term, "Money") || /\d/.test(term.text))
      ) {
        continue;
      }
      const negation = chunk.negated ? 0.4 : 1;
      // "A mix of index funds" read as one chunk: the measure before "of" says how much, not what.
      const of = chunk.terms.findIndex((term, i) => term.normal === "of" && i > 0);
      const measure = of > 0 ? chunk.terms[of - 1]!.normal.toLowerCase() : "";
      const measuredPart = MEASURE_NOUNS.has(measure) || QUANTITY_NOUNS.has(measure) ? of + 1 : 0;
      const words = chunk.terms.slice(measuredPart).filter(
        (term) =>
          isWord(term) &&
          !has(term, "Determiner") &&
          !has(term, "Pronoun") &&
          // "a newspaper's content" is about newspapers; "your" is a pronoun.
          (!has(term, "Possessive") || has(term, "Noun")) &&
          !has(term, "Value") &&
          !has(term, "Conjunction") &&
          !has(term, "Preposition"),
      );
      const nouns = words.filter((term) => has(term, "Noun"));
      // A brand is not its dictionary sense: "Apple Watch" is a watch, not
      // fruit. Names before the last noun are left out; a one-word name
      // ("Peloton") says nothing WordNet knows.
      // In a list ("Netflix, Disney+ and Max") every name is a name, the last one too.
      const listed = chunk.terms.some((term) => has(term, "Conjunction"));
      // "Hot dogs", "red tape", "green tea": an adjective the dictionary knows with its noun as one
      // word is part of that word (hot dogs are food, not dogs).
      const compounded = new Set<Term>();
      const wordOf = (term: Term): string => {
        const word = term.normal.toLowerCase().replace(/'s?$/, "");
        const before = words[words.indexOf(term) - 1];
        // "No-shows", "check-ins": a hyphenated word the dictionary knows whole is that word, with
        // its hyphen or without it ("Wi-Fi", "e-mail").
        const joined = before?.post === "-" ? before.normal.toLowerCase() : null;
        const whole =
          joined === null ? null : (nounInfo(`${joined}-${word}`) ?? nounInfo(`${joined}${word}`));
        // A word the dictionary lacks read as its last part ("e-scooter" a scooter) is a compound only
        // where the first part is no word of its own: in "period-tracking" the period is tracked.
        const byLastPart = whole !== null && whole.lemma === nounInfo(word)?.lemma;
        const hyphenated =
          byLastPart && joined !== null && joined.length > 2 && nounInfo(joined) ? null : whole;
        if (hyphenated) {
          compounded.add(before!);
          compoundWords.push(before!.normal.toLowerCase(), word);
          return hyphenated.lemma;
        }
        if (!before || !has(before, "Adjective") || has(before, "Noun")) return word;
        const compound = nounInfo(`${before.normal.toLowerCase()} ${word}`);
        if (!compound) return word;
        compounded.add(before);
        // A compound that means something else than its noun (a hot dog is no dog, red tape no
        // tape) leaves that noun's cue behind too; one that refines it (a light bulb) keeps it.
        const alone = nounInfo(word)?.topics ?? [];
        const meansOther =
          alone.length > 0 &&
          !alone.some(({ topic }) => compound.topics.some((other) => other.topic === topic));
        if (meansOther) compoundWords.push(before.normal.toLowerCase(), term.normal.toLowerCase());
        return compound.lemma;
      };
      const nounWords = nouns
        .filter((term, i) => !isName(term, terms) || (!listed && i === nouns.length - 1 && i > 0))
        .map(wordOf);
      if (nounWords.length === 0) continue;
      const split = splitHead(nounWords);
      const { head, rest } = split;
      if (EMPTY_NOUNS.has(head)) continue;
      // "Golf courses" are where golf is played, not lessons: a compound that means something else
      // than its last word leaves that word's cue behind, as "hot dogs" do.
      const lastWord = nounWords.at(-1)!;
      const lastAlone = head.includes(" ") ? (nounInfo(lastWord)?.topics ?? []) : [];
      if (
        lastAlone.length > 0 &&
        !lastAlone.some(({ topic }) => split.info?.topics.some((other) => other.topic === topic))
      ) {
        compoundWords.push(lastWord);
      }
      // "24 rolls", "ten tablets", "six bottles": a count of what is sold is how much, not what.
      if (
        rest.length === 0 &&
        has(chunk.terms[0]!, "Value") &&
        (MEASURE_NOUNS.has(head) || COUNTED_UNITS.has(head))
      ) {
        continue;
      }
      let info = keepsRecords(split.info, rest) ? RECORD_TRACKER : split.info;
      const adjectives = words
        .filter((term) => has(term, "Adjective") && !compounded.has(term))
        .map((term) => term.normal.toLowerCase());
      const phrase: NounPhraseReading = {
        text: chunk.terms
          .map((term, i) => term.text + (i < chunk.terms.length - 1 ? term.post : ""))
          .join("")
          .trim(),
        head,
        modifiers: [...adjectives, ...rest],
        sentence: s,
        subordinate: chunk.subordinate,
        negated: chunk.negated,
        // A place ("downtown Austin") is no new word for a product, whatever the dictionary lacks.
        known: info !== null || has(nouns.at(-1)!, "Place"),
      };
      phrases.push(phrase);
      // Once the product is named, billing words in the plural are what it deals with, not how it
      // is sold: "splits utility bills", "tracks your subscriptions", "cuts bank fees".
      const dealtWith = main !== null && nounWords.at(-1) !== head && nounWords.at(-1)!.endsWith("s");
      const measured = MEASURE_NOUNS.has(head) && terms[end + 1]?.normal.toLowerCase() === "of";
      const offer = (OFFER_NOUNS.has(head) && !dealtWith) || QUANTITY_NOUNS.has(head) || measured;
      // "An electric bike subscription", "a gym membership": the offer names how
      // it is sold; the noun before it is what is sold. A measure's modifier ("a squeeze
      // bottle of") is how it holds it: what is sold comes after "of".
      const sold = offer && rest.length > 0 && !measured ? rest.at(-1)! : null;
      // "Apple Vision Pro, Apple's mixed-reality headset": a name alone says nothing the
      // dictionary knows; the phrase right after it says what the product is.
      // Between the name and the phrase only the maker's name may stand ("Apple's", which the
      // tagger reads as "Apple is", leaving an empty word).
      const gap = nameEnd < 0 ? [] : terms.slice(nameEnd + 1, start);
      const apposition =
        nameEnd >= 0 &&
        !phrase.subordinate &&
        gap.every((term) => term.text === "" || (/['’]s$/.test(term.text) && isName(term, terms)));
      nameEnd = -1;
      // "Your car's heated seats", cut at the possessive: the car owns the product, it is not it.
      const last = chunk.terms.at(-1)!;
      const owner = /['’]s$/.test(last.text) && !/[,.;:!?]/.test(last.post) && end + 1 < terms.length;
      const isMain =
        apposition ||
        (main === null && s === 0 && !owner && (!phrase.subordinate || offered) && (!offer || sold !== null));
      if (main === null && s === 0 && !phrase.subordinate && offer && !sold) offerEnd = end;
      // "Wearing Google Glass regularly: a display...": an adverb may stand between the name and the break.
      const adverbAfter = terms[end + 1] !== undefined && has(terms[end + 1]!, "Adverb") ? end + 1 : -1;
      const breakAt = APPOSITION_BREAK.test(chunk.terms.at(-1)!.post)
        ? end
        : adverbAfter !== -1 && APPOSITION_BREAK.test(terms[adverbAfter]!.post)
          ? adverbAfter
          : -1;
      if (isMain && !apposition && nouns.every((term) => isName(term, terms)) && breakAt !== -1) {
        nameEnd = breakAt;
      }
      // "A cold-press juicer", "a document scanner": the product is the machine, not the person who
      // does the job, unless the idea says it is someone ("a juicer who...").
      const someone = isMain && PERSON_CLAUSE.has(terms[end + 1]?.normal ?? "");
      if (someone) mainIsSomeone = true;
      const machine = isMain && !someone ? machineSenseOf(head) : null;
      if (machine && info && DOER_KINDS.has(info.kind)) info = machine;
      // "A keynote speaker who...", "a wedding planner who...": someone hired is no device, whatever
      // the word's other senses (a loudspeaker, a notebook computer) or its cue word say.
      if (someone && info?.kind === "person") {
        info = { ...info, topics: info.topics.filter(({ topic }) => topic !== "hardware") };
        compoundWords.push(head);
      }
      if (isMain && sold) {
        const soldInfo = nounInfo(sold);
        main = { phrase: { ...phrase, head: soldInfo?.lemma ?? sold }, info: soldInfo };
      } else if (isMain) main = { phrase, info };

      // Heads count more than modifiers, the main phrase more than the rest;
      // a framing head ("app", "box") hands its weight to its modifiers.
      let headWeight: number = isMain
        ? ROLE_WEIGHT.mainHead
        : phrase.subordinate
          ? ROLE_WEIGHT.subordinateHead
          : ROLE_WEIGHT.head;
      let modifierWeight: number = isMain ? ROLE_WEIGHT.mainModifier : ROLE_WEIGHT.modifier;
      const modifierInfos = modifiersOf(rest);
      const framed = modifierInfos.some((m) => m.topics.length > 0 && !FRAME_NOUNS.has(m.lemma));
      // A framing head ("app", "box") or a person named by what they deal with ("dog walker",
      // "restaurant owner") hands its weight to its modifiers: the walker's travel sense is noise,
      // and a dog-walking app is about dogs, hardly about software (so developers do not see
      // their job in it, nor people who find tech hard to use their pain).
      if ((FRAME_NOUNS.has(head) || info?.kind === "person") && framed) {
        [headWeight, modifierWeight] = [modifierWeight * FRAME_KEEPS, headWeight];
      }
      if (offer) [headWeight, modifierWeight] = [0, Math.max(headWeight, modifierWeight)];
      // The device it is used on ("a doctor over a video call on your phone or laptop", "from your
      // computer") is where it is used, not what it is: it keeps what a frame keeps.
      const before = terms[start - 1]?.normal.toLowerCase() ?? "";
      const usedOn =
        !isMain &&
        isDevice(info) &&
        (USED_ON.has(before) || (COORDINATORS.has(before) && start - 2 === mediumEnd));
      if (usedOn) {
        mediumEnd = end;
        [headWeight, modifierWeight] = [headWeight * FRAME_KEEPS, modifierWeight * FRAME_KEEPS];
      }
      // Where it is sold ("sold in the freezer aisle of your supermarket", "available at pharmacies")
      // is how people get it, not what it is: frozen bowls are food, hardly shopping.
      if (!isMain && !usedOn && whereSold(terms, start)) {
        [headWeight, modifierWeight] = [headWeight * FRAME_KEEPS, modifierWeight * FRAME_KEEPS];
      }
      // What comes with it ("insurance and repairs included", "including a case") is part of the
      // offer, not what it is: a cargo bike with insurance is no finance product.
      if (!isMain && included.has(start)) {
        [headWeight, modifierWeight] = [headWeight * FRAME_KEEPS, modifierWeight * FRAME_KEEPS];
      }
      // Where it comes ("comes to your home or office", "delivered to your door") is where the
      // customer is, not what it is: a bike repair van is about bikes, not home life.
      const broughtTo =
        !isMain &&
        WHERE_ONE_IS.has(head) &&
        (BROUGHT_TO.has(before) || (COORDINATORS.has(before) && start - 2 === broughtToEnd));
      if (broughtTo) {
        broughtToEnd = end;
        placeOnlyWords.push(head);
        [headWeight, modifierWeight] = [headWeight * FRAME_KEEPS, modifierWeight * FRAME_KEEPS];
      }
      const held = !isMain && (HOLDS.has(before) || (COORDINATORS.has(before) && start - 2 === heldEnd));
      if (held) {
        heldEnd = end;
        [headWeight, modifierWeight] = [headWeight * FRAME_KEEPS, modifierWeight * FRAME_KEEPS];
      }
      if (s === 0 && ((isMain && modifierInfos.some(isPet)) || (before === "for" && isPet(info))))
        forAPet = true;
      if (phrase.subordinate && !isMain) addSideTopics(side, info?.topics ?? [], headWeight * negation);
      else addTopics(scores, info?.topics ?? [], headWeight * negation);
      // The modifier next to the head says most ("a home exercise plan" is about exercise); the
      // ones before it qualify that one and count half.
      const topical = modifierInfos.filter((modifier) => !FRAME_NOUNS.has(modifier.lemma));
      for (const modifier of modifierInfos) {
        // "A home workout app", "a home security camera": where it is used, not what it is about, when
        // the rest of the phrase says what that is.
        const placeOnly =
          modifier.lemma === "home" &&
          ((info?.topics.length ?? 0) > 0 ||
            topical.some((other) => other !== modifier && other.topics.length > 0));
        if (placeOnly) {
          placeOnlyWords.push(modifier.lemma);
          continue;
        }
        // "Food scraps", "garden waste": what waste is left of is not what the idea deals in.
        const described = modifierInfos[modifierInfos.indexOf(modifier) + 1]?.lemma ?? head;
        if (isWasteNoun(described)) {
          compoundWords.push(...modifier.lemma.split(" "));
          addTopics(scores, modifier.topics, modifierWeight * FRAME_KEEPS * negation);
          continue;
        }
        const framing = FRAME_NOUNS.has(modifier.lemma) ? 0.5 : modifier === topical.at(-1) ? 1 : 0.5;
        addTopics(scores, modifier.topics, modifierWeight * framing * negation);
      }
      // "An electronic reader", "a smart speaker": a device adjective makes a machine of a doer.
      // "An electronic health record system" keeps records: the adjective says the record is
      // digital, not that a machine is sold ("an electronic book reader" is still a machine).
      const doerAsMachine = info?.kind === "person" && /(?:er|or)$/.test(head);
      const describesInformation =
        !doerAsMachine && modifierInfos.some(({ kind }) => INFORMATION_KINDS.has(kind));
      if (
        adjectives.some((word) => DEVICE_ADJECTIVES.has(word)) &&
        !describesInformation &&
        (!info || doerAsMachine || DEVICE_KINDS.has(info.kind))
      ) {
        addTopics(
          scores,
          [{ topic: "hardware", weight: 1 }],
          Math.max(headWeight, ROLE_WEIGHT.device) * negation,
        );
        if (isMain && doerAsMachine) main = { phrase: main!.phrase, info: { ...info!, kind: "artifact" } };
      }
    }
    // "-ing" forms name activities WordNet often lists as nouns ("commuting", "cooking").
    for (const term of terms) {
      if (!has(term, "Gerund")) continue;
      const info = nounInfo(term.normal.toLowerCase());
      if (info) addTopics(scores, info.topics, ROLE_WEIGHT.gerund);
    }
  });

  const heads: string[] = [];
  const unknownHeads: string[] = [];
  for (const phrase of phrases) {
    if (!heads.includes(phrase.head)) heads.push(phrase.head);
    if (!phrase.known && !unknownHeads.includes(phrase.head)) unknownHeads.push(phrase.head);
  }
  if (forAPet && scores.has("parenting")) scores.set("parenting", scores.get("parenting")! * FRAME_KEEPS);
  // Scaled to a clear main noun's topic, not to the strongest found: a lone weak sense ("an
  // appointment" as a social date) stays weak beside what the cue words say.
  for (const [topic, weight] of side) scores.set(topic, (scores.get(topic) ?? 0) + weight);
  const strongest = Math.max(0, ...scores.values());
  const scale = Math.max(strongest, CLEAR_TOPIC);
  const topics =
    strongest === 0
      ? []
      : [...scores]
          .map(([topic, score]) => ({ topic, weight: Math.round((score / scale) * 100) / 100 }))
          .filter(({ weight }) => weight >= 0.2)
          .sort((a, b) => b.weight - a.weight || a.topic.localeCompare(b.topic));
  const found = main as { phrase: NounPhraseReading; info: NounInfo | null } | null;
  return {
    phrases,
    heads,
    mainNoun: found?.phrase.head ?? null,
    mainPhrase: found?.phrase.text ?? null,
    mainKind: found?.info?.kind ?? null,
    mainKeepsRecords: found?.info === RECORD_TRACKER,
    mainIsSomeone,
    topics,
    unknownHeads,
    placeOnly: placeOnlyWords,
    inCompounds: compoundWords,
  };
}

/**
 * The nouns of an English idea and the topics they add up to. Never throws;
 * text without nouns (or in another language) gives an empty reading.
 */
export function readNouns(text: string): NounReading {
  if (typeof text !== "string" || !/[a-z]/i.test(text)) return EMPTY_NOUN_READING;
  try {
    return read(text);
  } catch {
    return EMPTY_NOUN_READING;
  }
}
