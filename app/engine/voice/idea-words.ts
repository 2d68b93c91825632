import { singular } from "../business-kind";
import { escapeRegExp } from "../regex";
import { isEnglish } from "../reading";
import { titleInTrade } from "../trade";
import { nounInfo, type NounKind } from "../lexicon";
import { spokenPrice } from "../price";
import type { IdeaFeatures } from "../types";
import {
  agree,
  firstPerson,
  isPlural,
  nounPhraseIn,
  openingNounPhrase,
  opensWithGerund,
  opensWithSubject,
  relativeClause,
} from "./grammar";
import type { IdeaWords } from "./types";

// What a reaction can name in the idea, each as clean words that fit into a
// sentence: the product as a noun phrase, what it does for the speaker (its
// benefit), who it is pitched at, what it replaces and its price. Anything
// that does not read cleanly is left out rather than spliced in as a fragment.

const cache = new WeakMap<IdeaFeatures, IdeaWords>();

/**
 * The idea's words as this speaker says them: someone outside the trade a tool is for speaks of
 * "my clients", not of "my salon's clients".
 */
export function ideaWordsFor(idea: IdeaFeatures, role: string): IdeaWords {
  const words = ideaWords(idea);
  if (!idea.trade) return words;
  const kind = singular(idea.trade.split(" ").at(-1)!);
  // Someone in the trade speaks of their own business: "answers the phone for my salon", not "for
  // hair salons".
  if (titleInTrade(role, idea.trade)) {
    const trade = new RegExp(String.raw`\bfor ${escapeRegExp(idea.trade)}\b`, "giu");
    const mine = (clause: string | null) => clause && clause.replace(trade, `for my ${kind}`);
    return { ...words, upside: mine(words.upside), does: mine(words.does) };
  }
  const possessive = new RegExp(String.raw`\bmy (?:[a-z-]+ )?${kind}'s\b`, "giu");
  const own = (clause: string | null) => clause && clause.replace(possessive, "my");
  return { ...words, upside: own(words.upside), does: own(words.does) };
}

export function ideaWords(idea: IdeaFeatures): IdeaWords {
  const cached = cache.get(idea);
  if (cached) return cached;
  const words = readIdeaWords(idea);
  cache.set(idea, words);
  return words;
}

const FALLBACK = "this";
/**
 * A product named by how it is paid for: "I'd pay once for a coffee subscription" makes no sense,
 * nor for "a subscription box of local craft beers" (the head noun comes before "of").
 */
const BILLING_NOUN =
  /\b(?:subscriptions?|memberships?|plans?|pass(?:es)?|boxe?s?|clubs?)(?:\s+(?:of|for)\b.*)?$/i;

function readIdeaWords(idea: IdeaFeatures): IdeaWords {
  const english = isEnglish(idea.language);
  const product = english ? productOf(idea) : null;
  const plural = product !== null && isPlural(product);
  const harmful = idea.risks.some((risk) => risk.bearer === "others");
  const target = english ? targetOf(idea) : null;
  const own = (clause: string | null) => clause && withoutWhoFor(clause, target);
  return {
    it: product ?? FALLBACK,
    named: product !== null,
    plural,
    namesBilling: product !== null && BILLING_NOUN.test(product),
    // How the product works for a harmful idea is the harm, never an upside.
    upside: english && !harmful ? own(upsideOf(idea, plural)) : null,
    does: english ? own(doesOf(idea)) : null,
    target,
    incumbent: idea.incumbents[0] ?? null,
    // A rise is said as what it adds: "$3 a month more".
    price:
      idea.offer === "paid" && idea.price
        ? `${spokenPrice(idea.price.label)}${idea.priceRise ? " more" : ""}`
        : null,
  };
}

/**
 * What it does without whom it is for, where the idea describes them ("sends a board game every month
 * for families with kids aged 6 to 12"): the speaker is one of them and says what it does for them.
 */
function withoutWhoFor(clause: string, target: string | null): string {
  if (!target) return clause;
  const described = new RegExp(
    String.raw`\s+for ${escapeRegExp(target)}\s+(?:with|aged|who|that|between|under|over)\b.*$`,
    "iu",
  );
  const kept = clause.replace(described, "");
  return kept.split(/\s+/).length >= 3 ? kept : clause;
}

function bare(phrase: string): string {
  return phrase.replace(/^(?:a|an|the)\s+/i, "").toLowerCase();
}

// How the product is offered, not what it is: "Free trial, then a $4 premium plan".
const OFFER_NOUN = /\btrials?$/i;

// A form with nothing said of what it is for ("a marketplace", "a mobile app", "a monthly
// subscription", "a food") names no product: "I own my home, so a marketplace is made for me" says less
// than "so this is made for me".
const BARE_FORM =
  /^(?:(?:mobile|web|online|new|simple|digital|smartphone|phone|monthly|weekly|yearly|annual)\s+)*(?:app|application|marketplace|platform|service|tool|website|site|software|product|solution|system|subscription|membership|plan|food)s?$/i;

/** The noun phrase the idea opens with: "a smart water bottle", "ready-to-eat Korean rice bowls". */
function productOf(idea: IdeaFeatures): string | null {
  const product = openingProductOf(idea);
  // The persona speaks of "your Netflix subscription" as their own.
  return product && !OFFER_NOUN.test(product) && !BARE_FORM.test(bare(product))
    ? product.replace(/^your\b/i, "my")
    : null;
}

function openingProductOf(idea: IdeaFeatures): string | null {
  const text = bare(idea.text.trim());
  const mass = idea.category === "food";
  for (const phrase of idea.keyPhrases) {
    if (!text.startsWith(bare(phrase))) continue;
    const clean = nounPhraseIn(idea.text, phrase, mass);
    if (clean) return withWhatItCounts(clean, idea.text);
  }
  const opening = openingNounPhrase(idea.text, mass);
  return opening && withWhatItCounts(opening, idea.text);
}

// "A pair of smart glasses", "a set of chef knives": the count is not the product. "A weekly box
// of vegetables" says what is in the box, though "a snack box" is a name in itself.
const COUNT_NOUN = /\b(?:pair|set)s?$/i;
const CONTAINER_NOUN =
  /\b(?:box|boxes|crate|crates|basket|baskets|bag|bags|bundle|bundles|bottle|bottles|jar|jars|can|cans|tin|tins|carton|cartons|pouch|pouches|tub|tubs|pack|packs|packet|packets|jug|jugs)$/i;
const COUNTED =
  /^\s+of\s+([\p{L}\p{N}' -]+?)(?=\s*[,.;:!?()]|\s+(?:that|which|who|with|for|to|in|on|at|from|by|made|sold|built|designed|bought|worn)\b|\s*$)/iu;

function withWhatItCounts(phrase: string, text: string): string | null {
  const container = CONTAINER_NOUN.test(phrase);
  if (!COUNT_NOUN.test(phrase) && !container) return phrase;
  const at = text.toLowerCase().indexOf(bare(phrase));
  const counted = at === -1 ? null : COUNTED.exec(text.slice(at + bare(phrase).length));
  return counted ? `${phrase} of ${counted[1]!.trim()}` : container ? phrase : null;
}

// Who can be a customer: people, groups ("small businesses"), places that buy
// ("restaurants"), pets. "For small repairs" names what it is for, not whom.
const CUSTOMER_KINDS: ReadonlySet<NounKind> = new Set(["person", "group", "artifact", "animal"]);

function namesSomeone(phrase: string): boolean {
  const kind = nounInfo(phrase.trim().split(/\s+/).pop() ?? "")?.kind;
  return kind === undefined || CUSTOMER_KINDS.has(kind);
}

/** Who the idea names as its customer: "for busy parents". */
function targetOf(idea: IdeaFeatures): string | null {
  const text = idea.text.toLowerCase();
  for (const phrase of idea.keyPhrases) {
    if (!text.includes(`for ${phrase.toLowerCase()}`) || !isPlural(phrase) || !namesSomeone(phrase)) continue;
    const clean = nounPhraseIn(idea.text, phrase);
    if (clean) return clean;
  }
  return null;
}

// The benefit's opening words and the clause each becomes for the speaker.
const BENEFIT_FORMS: ReadonlyArray<readonly [RegExp, (rest: string) => string | null]> = [
  [/^so (?:that )?you (?:can|could) (.+)/i, (rest) => `I could ${rest}`],
  [/^so (?:that )?you never (.+)/i, (rest) => `I'd never ${rest}`],
  [/^so (?:that )?you (?!can\b|could\b|never\b)(.+)/i, (rest) => `I'd ${rest}`],
  [/^helps? you (?:to )?(.+)/i, (rest) => `it helps me ${rest}`],
  [/^saves? you (.+)/i, (rest) => `it saves me ${rest}`],
  [/^lets? you (.+)/i, (rest) => `it lets me ${rest}`],
  [/^without having to (.+)/i, (rest) => `I wouldn't have to ${rest}`],
  [/^(?:instead of|rather than) (.+)/i, (rest) => (opensWithGerund(rest) ? `I could skip ${rest}` : null)],
];

/** What the product does for the speaker, as a clause: "it reminds me to drink". */
function upsideOf(idea: IdeaFeatures, plural: boolean): string | null {
  const benefit = idea.benefit;
  if (benefit && !benefit.endsWith("...")) {
    for (const [pattern, form] of BENEFIT_FORMS) {
      const match = pattern.exec(benefit);
      const clause = match ? form(match[1]!.trim()) : null;
      if (clause) return firstPerson(clause);
    }
  }
  const does = doesOf(idea);
  // "They park outside my office", not "they parks": the verb agrees with the plural product.
  if (does) return plural ? `they ${withPluralVerb(does)}` : `it ${does}`;
  return quicknessOf(idea.text);
}

/** "parks outside my office" -> "park outside my office". */
function withPluralVerb(clause: string): string {
  const [verb = "", ...rest] = clause.split(" ");
  return [/[^s]s$/.test(verb) ? agree(true, verb) : verb, ...rest].join(" ");
}

const DURATION = String.raw`(?:only |just |about |under |less than )?(?:\d+|a few|five|ten|fifteen|twenty|thirty) (?:minutes?|mins?|seconds?)`;
// "Recipes take 20 minutes", "set-up takes five minutes": how long a part of it takes.
const PART_TAKES = new RegExp(String.raw`\b((?:the |each |every )?[a-z-]+s?) (takes?) (${DURATION})\b`, "i");
// "Ready in 10 minutes", "delivered in under 30 minutes".
const DONE_IN = new RegExp(
  String.raw`\b(ready|delivered|done|cooked|installed|set up) in (${DURATION})\b`,
  "i",
);

/** How quickly it is done, when the idea says so: "the recipes take 20 minutes", "it's ready in 10 minutes". */
function quicknessOf(text: string): string | null {
  const takes = PART_TAKES.exec(text);
  // "It takes 5 minutes to set up" names no part, and what it takes them for is cut off here.
  if (takes && !/^(?:it|this|that|which|who|what|and|or|but)$/i.test(takes[1]!)) {
    const part = takes[1]!.toLowerCase();
    return `${/^(?:the|each|every) /.test(part) ? part : `the ${part}`} ${takes[2]!.toLowerCase()} ${takes[3]}`;
  }
  const done = DONE_IN.exec(text);
  return done ? `it's ${done[1]!.toLowerCase()} in ${done[2]}` : null;
}

function doesOf(idea: IdeaFeatures): string | null {
  const does = relativeClause(idea.text);
  // "A card that parents control from an app" says what parents do with it, not what it does:
  // "it parents control" would make a verb of the parents.
  return does && !opensWithSubject(does) ? firstPerson(does) : null;
}
