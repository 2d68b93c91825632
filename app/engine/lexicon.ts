import {
  DURABLES,
  EATEN_ANIMALS,
  MACHINE_SENSES,
  MEALS,
  NOUNS,
  SYNONYMS,
  WASTES,
  WORDNET_VERSION,
} from "./lexicon-nouns.generated";
import { TOPIC_ORDER } from "./lexicon-topics";
import type { TopicWeight } from "./types";

// English nouns and the engine topics WordNet places them under
// (scripts/build-lexicon.ts builds the data). Server-side only: the data is
// large, so code that reaches the browser should import it through
// "./read-nouns.server", which the browser build replaces with nothing.

export { WORDNET_VERSION };

const TOPIC_CODES = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJ";

/** What a noun names, after the WordNet lexicographer file of its first sense. */
export type NounKind =
  | "top"
  | "act"
  | "animal"
  | "artifact"
  | "attribute"
  | "body"
  | "cognition"
  | "communication"
  | "event"
  | "feeling"
  | "food"
  | "group"
  | "location"
  | "motive"
  | "object"
  | "person"
  | "phenomenon"
  | "plant"
  | "possession"
  | "process"
  | "quantity"
  | "relation"
  | "shape"
  | "state"
  | "substance"
  | "time";
const KINDS: readonly NounKind[] = [
  "top",
  "act",
  "animal",
  "artifact",
  "attribute",
  "body",
  "cognition",
  "communication",
  "event",
  "feeling",
  "food",
  "group",
  "location",
  "motive",
  "object",
  "person",
  "phenomenon",
  "plant",
  "possession",
  "process",
  "quantity",
  "relation",
  "shape",
  "state",
  "substance",
  "time",
];

export interface NounInfo {
  /** The dictionary form that was found ("berry" for "berries"). */
  lemma: string;
  /** Topics its first senses reach, strongest first; may be empty. */
  topics: TopicWeight[];
  /** Number of noun senses (capped at 9): polysemy; 0 for a word read from its parts. */
  senses: number;
  /** Seen in WordNet's sense-tagged corpora: an everyday word, not only a dictionary entry. */
  common: boolean;
  /** What its first sense names. */
  kind: NounKind;
}

/** "lemma:code|lemma:code…" read into a map of lemma to code. */
function readEntries(entries: string): Map<string, string> {
  const map = new Map<string, string>();
  let start = 0;
  while (start < entries.length) {
    let end = entries.indexOf("|", start);
    if (end < 0) end = entries.length;
    const colon = entries.lastIndexOf(":", end);
    map.set(entries.slice(start, colon), entries.slice(colon + 1, end));
    start = end + 1;
  }
  return map;
}

let index: Map<string, string> | null = null;

function lexicon(): Map<string, string> {
  index ??= readEntries(NOUNS);
  return index;
}

function decode(lemma: string, code: string): NounInfo {
  const senseCode = code.charCodeAt(0);
  const common = senseCode < 64;
  const topics: TopicWeight[] = [];
  for (let i = 2; i + 1 < code.length; i += 2) {
    const topic = TOPIC_ORDER[TOPIC_CODES.indexOf(code[i])];
    if (topic) topics.push({ topic, weight: Math.round((Number(code[i + 1]) / 9) * 100) / 100 });
  }
  return {
    lemma,
    topics,
    senses: senseCode - (common ? 48 : 64),
    common,
    kind: KINDS[code.charCodeAt(1) - 97] ?? "top",
  };
}

// Irregular plurals WordNet's noun index does not list as lemmas of their own.
const IRREGULAR: Record<string, string> = {
  children: "child",
  people: "person",
  men: "man",
  women: "woman",
  teeth: "tooth",
  feet: "foot",
  mice: "mouse",
  geese: "goose",
  knives: "knife",
  wives: "wife",
  lives: "life",
  leaves: "leaf",
  loaves: "loaf",
  shelves: "shelf",
  wolves: "wolf",
  halves: "half",
  calves: "calf",
  data: "data",
  media: "medium",
  criteria: "criterion",
  analyses: "analysis",
  diagnoses: "diagnosis",
};

/**
 * Dictionary forms a word may have, most likely first: the word itself, then
 * singulars by the usual English rules ("berries" → "berry", "boxes" → "box").
 */
export function nounCandidates(word: string): string[] {
  const w = word
    .toLowerCase()
    .trim()
    .replace(/\s+/g, " ")
    .replace(/[’']s$/, "");
  const out = [w];
  const add = (form: string) => {
    if (form.length > 1 && !out.includes(form)) out.push(form);
  };
  const irregular = IRREGULAR[w];
  if (irregular) add(irregular);
  if (w.length > 3 && !w.endsWith("ss") && !w.endsWith("us") && !w.endsWith("is")) {
    if (w.endsWith("ies")) add(w.slice(0, -3) + "y");
    if (w.endsWith("ves")) add(w.slice(0, -3) + "f");
    if (/(?:s|x|z|ch|sh|o)es$/.test(w)) add(w.slice(0, -2));
    if (w.endsWith("s")) add(w.slice(0, -1));
  }
  // "menus", "emus": a plural of a word ending in -u (tried after the word itself, so "virus" stays).
  if (w.length > 4 && w.endsWith("us")) add(w.slice(0, -1));
  // "water bottles": the last word of a compound carries the plural.
  const space = w.lastIndexOf(" ");
  if (space > 0) {
    const head = w.slice(space + 1);
    for (const form of nounCandidates(head).slice(1)) add(w.slice(0, space + 1) + form);
  }
  // "e-scooter", "e-books": a hyphenated word the dictionary lacks is a kind of its last part.
  const hyphen = w.lastIndexOf("-");
  if (hyphen > 0 && w.length - hyphen > 3 && space < 0)
    for (const form of nounCandidates(w.slice(hyphen + 1))) add(form);
  return out;
}

/** What WordNet says about an English noun (any inflection), or null when it does not know it. */
export function nounInfo(word: string): NounInfo | null {
  const map = lexicon();
  for (const form of nounCandidates(word)) {
    const code = map.get(form);
    if (code !== undefined) return decode(form, code);
  }
  return null;
}

/** The dictionary form of a noun WordNet knows ("moles" → "mole"), else null. */
export function nounLemma(word: string): string | null {
  const map = lexicon();
  for (const form of nounCandidates(word)) if (map.has(form)) return form;
  return null;
}

let eatenAnimals: Set<string> | null = null;

/**
 * An animal WordNet knows only as an animal, never as food ("insect", "cicada", "worm"), where
 * "lamb", "crab" and "salmon" are food as well.
 */
export function isUneatenAnimal(word: string): boolean {
  const info = nounInfo(word);
  if (info?.kind !== "animal" || info.topics.some(({ topic }) => topic === "food")) return false;
  eatenAnimals ??= new Set(EATEN_ANIMALS.split("|"));
  return !eatenAnimals.has(info.lemma);
}

/** Whether a noun's dictionary form is in one of the generated lists, read into a set on first use. */
function inLemmaList(list: string): (word: string) => boolean {
  let lemmas: Set<string> | null = null;
  return (word) => {
    const lemma = nounInfo(word)?.lemma;
    lemmas ??= new Set(list.split("|"));
    return lemma !== undefined && lemmas.has(lemma);
  };
}

/** Whether the noun names a dish or a meal ("burrito", "soup", "dinner"), not a drink or a sauce. */
export const isMealNoun = inLemmaList(MEALS);

const inDurables = inLemmaList(DURABLES);

/** Whether the noun names a durable good: a machine, an appliance, furniture, a tool ("mower", "sofa"). */
export function isDurableNoun(word: string): boolean {
  return inDurables(word) || instrumentNounInfo(word) !== null;
}

/** Whether the noun names waste: what is left of a thing, not the thing ("scraps", "trash"). */
export const isWasteNoun = inLemmaList(WASTES);

/** What the thing a machine is named after may be: a material, a food, a plant, an object or a made thing. */
const WORKED_ON: ReadonlySet<NounKind> = new Set(["substance", "food", "plant", "object", "artifact"]);

/**
 * "A composter", "a frother": a word the dictionary lacks, made of a thing it knows and "-er" or
 * "-or", names a machine that works on that thing, with that thing's topics. Null for a word the
 * dictionary knows, and where the stem is no thing (a "podcaster" is a person). Senses 0: the
 * dictionary has none of its own; made by a rule of English from an everyday word, it is a rare
 * word, not a new one ("NFT").
 */
function instrumentNounInfo(word: string): NounInfo | null {
  if (nounLemma(word) !== null) return null;
  for (const form of nounCandidates(word)) {
    const match = /^([a-z]{3,}?)(?:(?<=([a-z]))\2)?(?:er|or)$/.exec(form);
    if (!match) continue;
    const stem = match[1]!;
    // "compost-er", "diffus-er" (diffuse), "shred-der" (shred).
    for (const candidate of [stem, `${stem}e`]) {
      const info = nounInfo(candidate);
      if (info && info.lemma === candidate && WORKED_ON.has(info.kind))
        return { lemma: form, topics: info.topics, senses: 0, common: false, kind: "artifact" };
    }
  }
  return null;
}

/** What the dictionary says of a noun or, for a word it lacks, what its parts say ("composter"). */
export function nounOrPartsInfo(word: string): NounInfo | null {
  return nounInfo(word) ?? instrumentNounInfo(word);
}

let machineIndex: Map<string, string> | null = null;

/**
 * The machine a word names where its first sense is a person who does the job ("a toaster", "a
 * juicer", "a document scanner"): what a product idea sells. Null for other words.
 */
export function machineSenseOf(word: string): NounInfo | null {
  const lemma = nounLemma(word);
  machineIndex ??= readEntries(MACHINE_SENSES);
  const code = lemma === null ? undefined : machineIndex.get(lemma);
  return code === undefined ? null : decode(lemma!, code);
}

let synonymIndex: Map<string, string[]> | null = null;

/**
 * The noun and the words WordNet gives for the same thing ("kids" → kid, child), as dictionary
 * forms; [] for a word it does not know as a noun.
 */
export function nounSynonyms(word: string): string[] {
  const lemma = nounLemma(word);
  if (!lemma) return [];
  if (!synonymIndex) {
    synonymIndex = new Map(
      SYNONYMS.split("|").map((entry) => {
        const [head, ...others] = entry.split(">");
        return [head!, others];
      }),
    );
  }
  return [lemma, ...(synonymIndex.get(lemma) ?? [])];
}

/** Engine topics of an English noun, strongest first; [] when it reaches none or is unknown. */
export function topicsOfNoun(word: string): TopicWeight[] {
  return nounInfo(word)?.topics ?? [];
}

/** WordNet knows the word as a common noun. */
export function isKnownNoun(word: string): boolean {
  return nounLemma(word) !== null;
}
