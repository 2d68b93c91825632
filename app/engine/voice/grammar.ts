import nlp from "compromise";
import { indefiniteArticle } from "../reasons";
import { capitalisedForOpening } from "../text";

// Grammar the voice needs, read by the NLP library the idea reader uses
// rather than by suffix rules: whether a phrase is plural, a verb that agrees
// with it, whether words from the idea form a clean noun phrase, the clause
// after "that", and the idea's "you" turned into the speaker's "me".
// Results are cached: the same few phrases come back for every persona.

const cache = new Map<string, unknown>();

function remember<T>(key: string, compute: () => T): T {
  if (cache.has(key)) return cache.get(key) as T;
  const value = compute();
  if (cache.size < 5000) cache.set(key, value);
  return value;
}

interface TermJson {
  text: string;
  tags: string[];
  pre: string;
  post: string;
}

function termsOf(view: { json(): unknown }): TermJson[] {
  return (view.json() as Array<{ terms: TermJson[] }>).flatMap((sentence) => sentence.terms);
}

/** "rice bowls", "booking and reminders" are plural; "a water bottle", "the laundry" are not. */
export function isPlural(phrase: string): boolean {
  return remember(`plural|${phrase}`, () => {
    // The head is the last word before what follows it: "a kids coding class" is one class, and
    // "a subscription box of science kits" one box.
    const head = phrase.split(/\s+(?:of|for|with|from|in|on|at|by|to|that|which|who)\s+/i)[0]!;
    return nlp(head).terms().last().has("#Plural");
  });
}

// The verbs the library cannot inflect on their own ("is" would become "be").
const PLURAL_FORMS: Readonly<Record<string, string>> = {
  is: "are",
  "isn't": "aren't",
  was: "were",
  "wasn't": "weren't",
  has: "have",
  "hasn't": "haven't",
  does: "do",
  "doesn't": "don't",
};

/** The verb in the form a subject takes: agree(true, "sounds") is "sound". */
export function agree(plural: boolean, verb: string): string {
  if (!plural) return verb;
  return (
    PLURAL_FORMS[verb] ?? remember(`verb|${verb}`, () => nlp(verb).verbs().toInfinitive().text() || verb)
  );
}

/** The idea's own second person in the speaker's first: "reminds you to drink" -> "reminds me to drink". */
export function firstPerson(clause: string): string {
  return (
    subjectYouAfterNoun(clause)
      // "you" after a word that opens a clause is its subject: "tracks how much I drink", not "me drink".
      .replace(/\byou are\b/gi, "I am")
      .replace(/\byou were\b/gi, "I was")
      .replace(
        /\b(?:so|when|whenever|if|while|because|and|that|how(?: much| many| often)?|what(?:ever)?|who|where(?:ver)?|which|why|before|after|until|once|since|as) you\b/gi,
        (match) => match.replace(/you$/i, "I"),
      )
      .replace(/\byou're\b/gi, "I'm")
      .replace(/\byou've\b/gi, "I've")
      .replace(/\byourself\b/gi, "myself")
      .replace(/\byours\b/gi, "mine")
      .replace(/\byour\b/gi, "my")
      .replace(/\byou\b/gi, "me")
  );
}

/**
 * "You" between a noun and its verb is the subject of a clause that says
 * which ones: "the words you forget" -> "the words I forget". A noun that
 * opens the clause is a verb the tagger misread ("helps you find").
 */
function subjectYouAfterNoun(clause: string): string {
  if (!/\byou\b/i.test(clause)) return clause;
  return remember(`you|${clause}`, () => {
    const terms = termsOf(nlp(clause));
    let changed = false;
    const words = terms.map((term, i) => {
      const before = new Set(terms[i - 1]?.tags ?? []);
      const after = new Set(terms[i + 1]?.tags ?? []);
      const subject =
        term.text.toLowerCase() === "you" &&
        i > 1 &&
        before.has("Noun") &&
        !before.has("Pronoun") &&
        !before.has("Verb") &&
        terms[i - 1]!.post.trim() === "" &&
        after.has("Verb");
      if (subject) changed = true;
      return term.pre + (subject ? "I" : term.text) + term.post;
    });
    return changed ? words.join("") : clause;
  });
}

function lastTermIsNoun(terms: readonly TermJson[]): boolean {
  const last = terms[terms.length - 1];
  if (!last) return false;
  const tags = new Set(last.tags);
  // A noun before an -ing form names an activity: "meal planning", "table-side ordering".
  const activity = tags.has("Gerund") && (terms[terms.length - 2]?.tags.includes("Noun") ?? false);
  if (activity) return true;
  if (tags.has("Verb") || tags.has("Adverb")) return false;
  // An acronym the library does not know ("CLI") is still a name.
  return tags.has("Noun") || tags.has("Acronym") || /^[A-Z][A-Z0-9]+$/.test(last.text);
}

/**
 * The phrase as a clean noun phrase read in its sentence, or null for a
 * verb or fragment ("drink", "see", "phone instead"). A singular noun with no
 * article gets one ("a Spotify playlist generator") unless it is a mass noun,
 * a gerund ("online booking") or a name; food nouns are often mass ("bottled
 * gazpacho"). Only the product is named this way, so "local supermarket" never
 * becomes "a local supermarket" out of place.
 */
/** Mass nouns products are named by, which the tagger does not always mark: "invoicing software", not "an invoicing software". */
const UNCOUNTABLE = new Set(
  "software hardware firmware equipment furniture jewelry jewellery clothing footwear luggage gear advice insurance training coaching feedback storage music research content merchandise skincare haircare information".split(
    " ",
  ),
);

/** The library's reading of a text, with a noun it took for a verb before examples set right. */
function parse(text: string) {
  const doc = nlp(text);
  // "A meal replacement shake such as Huel": a verb there would have no object.
  doc.match("#Determiner #Noun+ [#Verb] (such|like)", 0).tag("Singular");
  // "A monthly at-home test kit": how often, and a hyphenated word before a noun, describe it.
  doc.match("^#Determiner [(daily|weekly|monthly|yearly|annual|quarterly)] .", 0).tag("Adjective");
  doc.match("[#Hyphenated+] #Noun", 0).tag("Adjective");
  return doc;
}

export function nounPhraseIn(text: string, phrase: string, massNouns = false): string | null {
  return remember(`np|${massNouns}|${text}|${phrase}`, () => {
    const words = phrase.replace(/[^\p{L}\p{N}'’\s-]/gu, " ").trim();
    if (!words) return null;
    const match = parse(text).match(words);
    const terms = termsOf(match.found ? match.eq(0) : nlp(words));
    if (!lastTermIsNoun(terms)) return null;
    const first = new Set(terms[0]?.tags ?? []);
    if (first.has("Determiner") || first.has("Possessive")) return lowerDeterminer(phrase);
    const last = new Set(terms[terms.length - 1]!.tags);
    const bare =
      massNouns ||
      // An activity is named bare: "buying secondhand clothing", not "a buying...".
      first.has("Gerund") ||
      last.has("Plural") ||
      last.has("Uncountable") ||
      UNCOUNTABLE.has(terms[terms.length - 1]!.text.toLowerCase()) ||
      last.has("Gerund") ||
      /ing$/.test(terms[terms.length - 1]!.text) ||
      last.has("ProperNoun") ||
      // A capital inside a word, or a plus after it, makes a name: "ChatGPT", "iPhone", "Disney+".
      /\p{Ll}\p{Lu}/u.test(terms[terms.length - 1]!.text) ||
      /\p{L}\+$/u.test(phrase) ||
      (terms.length > 1 && isPlural(phrase));
    return bare ? phrase : `${indefiniteArticle(phrase)} ${phrase}`;
  });
}

function lowerDeterminer(phrase: string): string {
  return phrase.replace(/^(A|An|The|This|These|Our|Your)\b/, (word) => word.toLowerCase());
}

/** The first noun phrase of a text when it opens it ("An app that..." -> "an app"), or null. */
export function openingNounPhrase(text: string, massNouns = false): string | null {
  return remember(`open|${massNouns}|${text}`, () => {
    // A note in brackets is not part of the name: "Lab-grown (cultivated) meat".
    const plain = text.replace(/\s*\([^)]*\)/g, "");
    // The library's "#Adjective*" does not match zero adjectives at the start, hence two patterns.
    const doc = parse(plain);
    const opening = ["^#Determiner? #Adjective+ #Noun+", "^#Determiner? #Noun+"]
      .map((pattern) => doc.match(pattern).eq(0))
      .find((match) => match.found);
    // The phrase as written, up to the comma, colon or stop after it ("Free trial, then ...").
    const phrase = opening
      ?.text("text")
      .split(/[,;:!?]|\.\s/)[0]!
      .trim()
      .replace(/[,;:.!?]+$/, "");
    // A word cut at its hyphen ("Lab-") is no name.
    if (!phrase || phrase.endsWith("-")) return null;
    return nounPhraseIn(plain, withoutOpeningCapital(phrase), massNouns);
  });
}

/** The phrase without the capital its first word has only for opening the text ("Oat milk" -> "oat milk"). */
function withoutOpeningCapital(phrase: string): string {
  const [first = "", second] = phrase.split(/\s+/);
  return capitalisedForOpening(first, second) ? first.toLowerCase() + phrase.slice(first.length) : phrase;
}

/** What the opening noun does, in the idea's words: "An app that lets you track..." -> "lets you track...". */
const DANGLING =
  /(?:\s+(?:through|with|for|to|at|in|on|by|from|of|about|into|over|under|via|per|as|a|an|the|and|or|your|their|its|my|our|every|each|just|only|than|like))+$/i;

const OTHER_THING_BEFORE =
  /\b(?:instead of|unlike|rather than|than|compared (?:to|with)|replaces?|replacing)\b/i;

export function relativeClause(text: string): string | null {
  return remember(`clause|${text}`, () => {
    const doc = nlp(text).sentences().eq(0);
    const clause = doc.match("(that|which|who) [<does>#Verb .+]").groups("does");
    const found = clause && "found" in clause && clause.found ? String(clause.text("text")) : "";
    // The clause says what the product does, not what the thing it is set against does
    // ("..., instead of the free version that shows ads").
    const before = found ? doc.text("text").slice(0, doc.text("text").indexOf(found)) : "";
    // Inside a bracket it says what a thing in the note does: "with cicadas (the insects that emerge...)".
    const inBrackets = (before.match(/\(/g)?.length ?? 0) > (before.match(/\)/g)?.length ?? 0);
    const words = OTHER_THING_BEFORE.test(before) || inBrackets ? "" : found;
    // Stop at the price or the next clause ("reminds you to drink, $49"), but
    // keep a list of what it does ("joins your calls, takes notes and sends...")
    // and the numbers that say how well ("in under 30 minutes", "by about 10%").
    const [first = "", ...rest] = words
      .split(
        /[;:.()–—]|\s[-$€£¥]|\s\d[\d.,]*\s?(?:dollars?|euros?|pounds?|bucks|usd|eur|gbp)\b|\s(?:so|because|while|when|whenever|without|instead of)\s/i,
      )[0]!
      .split(",");
    const more = rest.map((part) => part.trim()).filter((part) => part.length > 0);
    const listed = [first.trim()];
    for (const [i, part] of more.entries()) {
      // "Free" opens a price ("..., free with a $7 premium"), not a thing it does.
      if (/^free\b/i.test(part)) break;
      if (nlp(part).terms().eq(0).has("#Verb")) {
        listed.push(part);
        continue;
      }
      // "Screens tenants with credit, eviction and income checks": the rest of a list of things,
      // up to its "and", is the clause's own.
      const tail = more.slice(i).findIndex((item) => /\b(?:and|or)\b/i.test(item));
      const items = tail < 0 ? [] : more.slice(i, i + tail + 1);
      if (items.length > 0 && items.every((item) => item.split(/\s+/).length <= 8)) listed.push(...items);
      break;
    }
    // A cut before a number can leave a dangling word: "teaches Spanish through (10-minute...)";
    // a clause that ends where its sentence does keeps its last word ("where your ancestors came from").
    const joined = listed.join(", ");
    const next = words.slice(words.indexOf(joined) + joined.length).trimStart();
    const cut = /^[\d$€£¥(–—-]/u.test(next) ? joined.replace(DANGLING, "") : joined;
    const count = cut.split(/\s+/).length;
    return count >= 2 && count <= 18 ? cut : null;
  });
}

/** Whether a clause opens with its own subject and verb ("parents control from an app"), not a verb. */
export function opensWithSubject(clause: string): boolean {
  return remember(`subject|${clause}`, () => {
    const terms = nlp(clause).terms();
    return terms.eq(0).has("#Plural") && terms.eq(1).has("#Verb");
  });
}

/** Whether a phrase opens with a verb in -ing ("paying off debt"), not an adjective ("rising prices"). */
export function opensWithGerund(phrase: string): boolean {
  return remember(`gerund|${phrase}`, () => {
    const terms = nlp(phrase).terms();
    return terms.eq(0).has("#Gerund") && !terms.eq(1).has("#Noun");
  });
}

const LETS_SOMEONE = /^(?:lets|helps|allows|enables|makes|gets)\s+[\p{L}'-]+$/iu;

/**
 * The things a clause of what the product does joins with "and" before a verb ("it scans my
 * receipts and tells me what went up"), each with the clause's subject; [] where it names one.
 */
export function actionsOf(clause: string): string[] {
  return remember(`actions|${clause}`, () => {
    const subject = /^(it|they) (.+)$/i.exec(clause);
    if (!subject) return [];
    const doc = nlp(subject[2]!);
    // "Answers the phone and books appointments": after "and", a plural before its own object is a verb.
    doc.match("and [#Plural] (#Determiner|#Possessive|#Noun)", 0).tag("PresentTense");
    const groups = doc.match("[<first>.+] and [<second>#PresentTense .+]").groups() as Record<
      string,
      { text(format?: string): string } | undefined
    >;
    const first = groups.first?.text("text").trim().replace(/,$/, "");
    const second = groups.second?.text("text").trim();
    // "Lets cooks and servers swap shifts": the "and" joins who is let, not two things it does.
    if (!first || !second || LETS_SOMEONE.test(first)) return [];
    // "By their typing, mouse and touch patterns": an "and" that ends a list of nouns joins its last
    // noun, whatever word it is; a list of actions ("scans receipts, sorts them and...") opens each with a verb.
    const listed = first.split(",").map((part) => part.trim());
    // "Books appointments": a plural before its own object is a verb, as after "and".
    const opensWithVerb = (part: string) => {
      const terms = nlp(part).terms();
      return (
        terms.eq(0).has("#Verb") ||
        (terms.eq(0).has("#Plural") && terms.eq(1).has("(#Determiner|#Possessive|#Noun)"))
      );
    };
    if (listed.length > 1 && !opensWithVerb(listed.at(-1)!)) return [];
    // "Answers the phone, books appointments and sends reminders": three things, each its own.
    const things = listed.every(opensWithVerb) ? [...listed, second] : [first, second];
    return things.map((thing) => `${subject[1]} ${thing}`);
  });
}
