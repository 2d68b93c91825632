import {
  GENERIC_BUSINESS_WORDS,
  isTradeModifier,
  plural,
  singular,
  SIZE_WORDS,
  TRADE_WORDS,
} from "../business-kind";
import { BUSINESS_KINDS } from "./business-owners-data";
import { SMB_BUDGETS } from "./mixes-data";
import { nounInfo } from "../lexicon";
import { capitalize } from "../text";
import type { Shift } from "./types";

// Owners of small businesses: "owners of independent physiotherapy clinics",
// "tattoo studio owners", "people who run a bakery". A kind the tables list
// has its owner's role; any other kind named is its own owner's role
// ("Physiotherapy Clinic Owner"), so a panel is never the general public for
// want of a table row; small businesses of no named kind are any of them.
// Whatever the kind, they weigh what they buy on a business's budget.

// Places people run as a business, beyond the trade words the idea reader knows.
const MORE_KINDS = [
  "pub",
  "nursery",
  "kennel",
  "gallery",
  "workshop",
  "center",
  "centre",
  "hostel",
  "inn",
  "motel",
  "lab",
  "laboratory",
  "parlor",
  "parlour",
  "franchise",
  "daycare",
  "barbershop",
  "boutique",
  "distillery",
  "venue",
  "surgery",
  "diner",
  "eatery",
  "bistro",
];
// Generic words an audience uses for a business ("cleaning services", "e-commerce brands").
const MORE_GENERIC = ["service", "brand"];
const GENERIC = new Set<string>([...GENERIC_BUSINESS_WORDS, ...MORE_GENERIC]);
// Farms have a rule of their own: their owners are farmers.
const OWN_RULE = new Set(["farm"]);
const KIND_WORDS = new Set([...GENERIC, ...TRADE_WORDS, ...MORE_KINDS].filter((word) => !OWN_RULE.has(word)));
const KIND = [...KIND_WORDS].flatMap((word) => [plural(word), word]).join("|");
// Kinds a household has too: owning one is no business unless the text says so otherwise.
const HOUSEHOLD_TOO = new Set([
  "garage",
  "gym",
  "studio",
  "workshop",
  "lab",
  "laboratory",
  "gallery",
  "kennel",
]);
const OWNED_KIND = [...KIND_WORDS]
  .filter((word) => !HOUSEHOLD_TOO.has(word))
  .flatMap((word) => [plural(word), word])
  .join("|");
const OWNER = String.raw`(?:owners?|operators?)`;

/** Words that end a run of modifiers: what comes before them is another phrase. */
const BREAKS =
  "and|or|&|of|for|the|a|an|to|with|who|that|in|at|by|from|on|are|is|we|our|their|your|its|as|like|such";
const PHRASE_BREAK = new RegExp(`^(?:${BREAKS}|,)$`, "i");
const COORDINATION = /^(?:and|or|&|,)$/i;

// Up to five words before the kind, the longest that ends in one ("boutique fitness studios").
const MODIFIERS = String.raw`((?:[\w'&-]+,? ){0,5})`;
// The same, without a break: the words after "run" are about the business run.
const ADJOINING_MODIFIERS = String.raw`((?:(?!(?:${BREAKS})\b)[\w'-]+ ){0,3})`;

// "Owners and (office) managers of dental practices", "owners and project managers at contracting
// firms": both run one and buy for it alike, so they are its owners here (managers alone work for
// someone else).
const OWNERS_AND_MANAGERS = new RegExp(
  String.raw`\b(?:${OWNER}(?: and (?:[\w-]+ )?managers?)?|(?:[\w-]+ )?managers? and ${OWNER}) (?:of|at) ${MODIFIERS}(${KIND})\b`,
  "gi",
);

// A contractor in a building trade runs a firm that builds or fixes: "general contractors" are
// construction companies, not freelancers (`self-employed.ts` leaves them to this rule).
export const BUILDING_TRADES = String.raw`general|building|construction|remodel(?:ing|ling)|renovation|roofing|electrical|hvac|paving|concrete|landscaping|painting`;
export const BUILDING_CONTRACTORS = new RegExp(
  String.raw`\b((?:(?:${BUILDING_TRADES})(?:,? (?:and|or) |, ))*(?:${BUILDING_TRADES})) contractors?\b`,
  "gi",
);
const BUILDS = /^(?:general|building|construction|remodel(?:ing|ling)|renovation)$/i;

function contractorTitle(trade: string): string {
  if (BUILDS.test(trade)) return "Construction Company Owner";
  return `${trade.length <= 4 ? trade.toUpperCase() : capitalize(trade.toLowerCase())} Company Owner`;
}

/** The text without its owners and managers of a kind of business, whom no other job rule should read. */
export function withoutOwnersAndManagers(text: string): string {
  return text.replace(OWNERS_AND_MANAGERS, "").replace(BUILDING_CONTRACTORS, "");
}

const OWNED: readonly RegExp[] = [
  // "Independent physiotherapy clinic owners", "salon and spa owners", "law firm partners"
  new RegExp(String.raw`\b${MODIFIERS}(${KIND}) (?:${OWNER}|partners?)\b`, "gi"),
  OWNERS_AND_MANAGERS,
  // "People who run their own tattoo studio" (not "who run errands at the gym")
  new RegExp(
    String.raw`\b(?:run|runs|running)(?: (?:a|an|the|their|his|her|our|my))?(?: own)? ${ADJOINING_MODIFIERS}(${KIND})\b`,
    "gi",
  ),
  // "People who own a bakery"; not "own a home gym", "a garage" or "a lab" (a dog), which households have
  new RegExp(
    String.raw`\b(?:own|owns|owning)(?: (?:a|an|the|their|his|her|our|my))?(?: own)? ${ADJOINING_MODIFIERS}(${OWNED_KIND})\b`,
    "gi",
  ),
];

/**
 * A headcount under a hundred ("fewer than ten", "under 20"): a small business (the EU's "small"
 * stops at 50, its "micro" at 10). The companies rule (occupations-core-data.ts) leaves such
 * companies to this one.
 */
export const UNDER_A_HUNDRED = String.raw`\b(?:fewer than|less than|under|up to|no more than) (?:\d\d?|ten|twenty|fifty)\b`;

// Companies counted by their size: "companies with fewer than ten employees" are run by their owners.
const SMALL_BY_HEADCOUNT = String.raw`\b(?:companies|firms|businesses|organi[sz]ations|employers)\b[^.]{0,40}?${UNDER_A_HUNDRED} (?:employees|staff|people|workers)\b`;

const SMALL_BUSINESS = new RegExp(
  String.raw`\b(?:small business(?:es)?|small (?:companies|firms)|micro-?(?:businesses|enterprises|firms)|smbs?|shop owners?|store owners?|local business(?:es)?|business owners?|merchants?)\b|\bowners? (?:and managers? )?of (?:[\w-]+ ){0,3}(?:businesses|shops|stores|companies|firms)\b|${SMALL_BY_HEADCOUNT}`,
  "i",
);

/** Owners and managers of restaurants, cafés and bars: what running one is like (occupations-core-data.ts). */
export const RESTAURANT_OWNERS = String.raw`\b(?:restaurant|café|cafe|diner|bar) (?:owners?|operators?|managers?)\b|\b(?:owners?|operators?|managers?)(?: and (?:owners?|operators?|managers?))? of (?:[\w-]+ ){0,3}(?:restaurants|cafés|cafes|bars|diners|eateries)\b`;
const RESTAURANTS = new RegExp(RESTAURANT_OWNERS, "i");

const LISTED = BUSINESS_KINDS.map(([kind, role]) => ({
  whole: new RegExp(String.raw`^(?:${kind})$`, "i"),
  role,
}));

// Small businesses of no named kind.
const ANY_KIND: ReadonlyArray<readonly [string, number]> = [
  ["Restaurant Owner", 4],
  ["Café Owner", 3],
  ["Bakery Owner", 2],
  ["Salon Owner", 3],
  ["Boutique Owner", 3],
  ["E-commerce Store Owner", 3],
  ["Plumbing Contractor", 2],
  ["Auto Repair Shop Owner", 2],
  ["Cleaning Service Owner", 2],
  ["Freelance Consultant", 2],
];

/** Where a business is or who owns it, which says nothing of its kind. */
const PLACE_WORDS =
  /^(?:us|u\.s\.|uk|american|british|canadian|australian|rural|urban|suburban|family|family-run|family-owned|private|their|own)$/i;

function titleCase(words: readonly string[]): string {
  return words.map((word) => capitalize(word.toLowerCase())).join(" ");
}

/** The owner's job title for a kind of business, or "any" for a business of no kind ("their own business"). */
function ownerTitle(words: readonly string[], kindWord: string): string {
  const about = words.filter((word) => !PLACE_WORDS.test(word) && !SIZE_WORDS.test(word));
  // The longest listed kind the phrase ends with: "boutique fitness studio" is a fitness studio.
  for (let start = 0; start <= about.length; start++) {
    const phrase = [...about.slice(start), kindWord].join(" ");
    const listed = LISTED.find((entry) => entry.whole.test(phrase));
    if (listed) return listed.role;
  }
  const modifiers = about.filter(isTradeModifier);
  const kind = singular(kindWord.toLowerCase());
  if (modifiers.length === 0 && GENERIC.has(kind)) return "any";
  return `${titleCase([...modifiers, kind])} Owner`;
}

/**
 * The kinds a phrase names: the one before "owners", and any joined to it
 * ("salon and spa owners"; "physiotherapy and chiropractic clinics" share a word).
 */
function ownerTitles(modifierText: string, kindWord: string): string[] {
  const words = modifierText.replace(/,/g, " , ").trim().split(/\s+/).filter(Boolean);
  const lastBreak = words.findLastIndex((word) => PHRASE_BREAK.test(word));
  const titles = [ownerTitle(words.slice(lastBreak + 1), kindWord)];
  let end = lastBreak;
  while (end > 0 && COORDINATION.test(words[end]!)) {
    const start = words.findLastIndex((word, index) => index < end && PHRASE_BREAK.test(word)) + 1;
    const joined = words[end - 1]!;
    if (KIND_WORDS.has(singular(joined.toLowerCase()))) {
      titles.push(ownerTitle(words.slice(start, end - 1), joined));
    } else if (isTradeModifier(joined)) {
      titles.push(ownerTitle(words.slice(start, end), kindWord));
    } else break;
    end = start - 1;
  }
  return titles;
}

// "Garage owners: people who own a garage at home": a kind households have, said to be at home.
const AT_HOME =
  /\b(?:at|in|of|by) (?:their|his|her|your|my|our)? ?(?:own )?homes?\b|\bhome (?:garages?|gyms?|studios?|workshops?|labs?)\b/i;

// The people named just before "who own/run ...": "Dentists who own their practice".
const NAMED_BEFORE = /\b([a-z-]+) who (?:\w+ ){0,3}$/i;
// People named by who they are, not by a trade: "parents who run a business" run a business of no kind.
const NOT_A_TRADE =
  /^(?:people|persons?|adults?|men|women|parents?|moms?|mums?|mothers?|dads?|fathers?|couples?|families|folks|individuals?|americans?|immigrants?|veterans?|retirees?|students?|owners?|entrepreneurs?|founders?|those|others|friends?|neighbou?rs?)$/i;

/** The trade of the people named before an owned business of no kind ("dentists" → "dentist"), if any. */
function tradeBefore(text: string): string | null {
  const named = NAMED_BEFORE.exec(text)?.[1];
  if (!named || NOT_A_TRADE.test(named)) return null;
  const word = singular(named.toLowerCase());
  return nounInfo(word)?.kind === "person" ? word : null;
}

// The same patterns, without the global flag a test would leave its position in.
const NAMES_OWNERS = [...OWNED, BUILDING_CONTRACTORS].map((pattern) => new RegExp(pattern.source, "i"));

/** The text names the owners of a kind of business ("dental practice owners", "general contractors"). */
export function namesOwners(text: string): boolean {
  return NAMES_OWNERS.some((pattern) => pattern.test(text));
}

/** How naming small-business owners shifts the panel, or undefined when the text names none. */
export function smallBusinessOwners(text: string): Shift | undefined {
  const titles = new Set<string>();
  let anyKind = SMALL_BUSINESS.test(text);
  const atHome = AT_HOME.test(text);
  for (const pattern of OWNED) {
    for (const match of text.matchAll(pattern)) {
      if (atHome && HOUSEHOLD_TOO.has(singular(match[2]!.toLowerCase()))) continue;
      // "Dentists who own their practice": a practice of no named kind is their trade's.
      const trade = (match[1] ?? "").trim() === "" ? tradeBefore(text.slice(0, match.index)) : null;
      for (const title of ownerTitles(trade ?? match[1] ?? "", match[2]!)) {
        if (title === "any") anyKind = true;
        else titles.add(title);
      }
    }
  }
  for (const match of text.matchAll(BUILDING_CONTRACTORS)) {
    for (const trade of match[1]!.split(/,? (?:and|or) |, /)) titles.add(contractorTitle(trade));
  }
  const restaurants = RESTAURANTS.test(text);
  if (titles.size === 0 && !restaurants && !anyKind) return undefined;
  const roles: ReadonlyArray<readonly [string, number]> =
    titles.size > 0
      ? [...titles].map((title) => [title, 1] as const)
      : // "Restaurant managers" run one for its owner, and buy for it alike.
        restaurants
        ? [["Restaurant Owner", 1]]
        : ANY_KIND;
  return {
    roles,
    interests: ["Local business networking", "Social media marketing", "Bookkeeping", "Customer service"],
    painPoints: [
      "Cash flow swings",
      "Finding time for admin",
      "Finding and keeping staff",
      "Getting new customers",
      "Marketing on a small budget",
    ],
    traits: ["Pragmatic", "Busy", "Independent"],
    budgets: SMB_BUDGETS,
    thrift: 0.1,
  };
}
