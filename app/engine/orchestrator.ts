import { analyzeIdea } from "./analyze-idea";
import { findPresetCohort, type PresetCohortId } from "./cohorts";
import { cues, keywordMatcher } from "./keywords";
import { DEFAULT_PARAMETERS } from "./parameters";
import { budgetBandMonthlyUsd } from "./price";
import type { AppReport } from "./report";
import { topLabels, type LabelCount } from "./summary";
import { lowerFirst, MAX_TEXT_LENGTH, tokenize, truncate } from "./text";
import type { PersonaOpinion } from "./types";

// The orchestrator of the app in chat form: it asks what an idea lacks,
// turns the dialogue into a run's configuration, and answers questions about
// a finished report from the report's own numbers. Pure and deterministic.

export type DialogueRole = "user" | "assistant";

export interface DialogueTurn {
  role: DialogueRole;
  content: string;
}

/** What a testable idea should name. */
export type IdeaPiece = "target_customer" | "problem" | "price";

export interface ClarifySelection {
  /** The audience the user chose (a preset's id or name, or a custom cohort's name). */
  cohort?: string | null;
  personaCount?: number | null;
}

export type ClarifyResult =
  | { status: "needs_clarification"; question: string; missing: IdeaPiece[] }
  | { status: "ready"; message: string; summary: string };

export interface ConfigDefaults {
  /** A preset the user chose (id or name): it wins over what the text suggests. */
  audience?: string | null;
  personaCount?: number | null;
}

export interface ExtractedConfig {
  /** The idea and the answers to the clarifying questions, as one description. */
  goal: string;
  audience: PresetCohortId;
  audience_name: string;
  persona_count: 25 | 50 | 100;
  reasoning: string;
}

export interface ResultEvidence {
  label: string;
  value: string;
}

export interface ResultsAnswer {
  answer: string;
  evidence: ResultEvidence[];
}

/** After this many questions the orchestrator goes ahead with what it has. */
export const MAX_CLARIFICATIONS = 2;

const PERSONA_COUNT_OPTIONS = [25, 50, 100] as const;

// ---------------------------------------------------------------- clarify

/** Most important first: without a customer the personas cannot tell whether it is for them. */
const PIECE_ORDER: readonly IdeaPiece[] = ["target_customer", "problem", "price"];

const QUESTIONS: Record<IdeaPiece, string> = {
  target_customer:
    "Who is it for? Describe the customer you have in mind, for example busy parents, small restaurant owners or IT teams at large companies.",
  problem: "What problem does it solve for them? What do they struggle with today that this makes easier?",
  price:
    'What would you charge for it? A price such as "$10/month" or "$49 one-time" lets the personas weigh it against their budgets.',
};

const PIECE_NAMES: Record<IdeaPiece, string> = {
  target_customer: "a target customer",
  problem: "the problem it solves",
  price: "a price",
};

/** Recognises what an assistant question asked about, in our words or a client's. */
const ASKED_PATTERNS: Record<IdeaPiece, RegExp> = {
  target_customer:
    /\bwho is (?:it|this) for\b|\bwho (?:are|is|would be) (?:your|the) (?:target |ideal )?(?:customers?|users?|audience|buyers?)\b|\btarget (?:customer|audience|market)\b/i,
  problem: /\bwhat problem\b|\bwhich problem\b|\bpain points?\b|\bwhat do they struggle\b/i,
  price:
    /\bwhat would you charge\b|\bhow much (?:would|will|do|does) (?:you|it) (?:charge|cost)\b|\bwhat(?:'s| is| would be) the price\b|\bpricing\b/i,
};

const NON_ANSWER =
  /^(?:i )?(?:don'?t know|do not know|not sure|no idea|unsure|undecided|tbd|n\/a|skip|haven'?t decided|not decided)(?: yet)?[.!]*$/i;
const COMMAND =
  /^(?:yes|yep|yeah|ok|okay|sure|go|go ahead|start|start it|run|run it|let'?s go|let'?s do it|sounds good|looks good|do it|please start|start the simulation)[.!]*$/i;

function piecesAskedIn(turn: DialogueTurn): IdeaPiece[] {
  if (turn.role !== "assistant") return [];
  // Only questions count: "I'll go ahead without a price." asks nothing.
  const questions = turn.content.match(/[^.!?]*\?/g) ?? [];
  return PIECE_ORDER.filter((piece) => questions.some((question) => ASKED_PATTERNS[piece].test(question)));
}

function userTurns(dialogue: readonly DialogueTurn[]): string[] {
  return dialogue
    .filter((turn) => turn.role === "user")
    .map((turn) => turn.content.trim())
    .filter(Boolean);
}

/** Pieces the dialogue asked about and the user then answered (in whatever words). */
function answeredPieces(dialogue: readonly DialogueTurn[]): Set<IdeaPiece> {
  const answered = new Set<IdeaPiece>();
  let open: IdeaPiece[] = [];
  for (const turn of dialogue) {
    if (turn.role === "assistant") {
      const asked = piecesAskedIn(turn);
      if (asked.length) open = asked;
      continue;
    }
    const text = turn.content.trim();
    if (text && !NON_ANSWER.test(text)) for (const piece of open) answered.add(piece);
    open = [];
  }
  return answered;
}

function clarificationsAsked(dialogue: readonly DialogueTurn[]): number {
  return dialogue.filter((turn) => piecesAskedIn(turn).length > 0).length;
}

function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** A chosen audience names the customer, unless it is the general one (a custom cohort always does). */
function namesCustomerBySelection(selection: ClarifySelection): boolean {
  const key = selection.cohort?.trim();
  if (!key) return false;
  return findPresetCohort(key)?.id !== "general";
}

/**
 * The next step of the dialogue: a question about the most important piece
 * the idea still lacks (one at a time, never again once answered), or ready.
 */
export function clarify(
  userInput: string,
  dialogueHistory: readonly DialogueTurn[],
  selection: ClarifySelection = {},
): ClarifyResult {
  const dialogue: DialogueTurn[] = [...dialogueHistory, { role: "user", content: userInput }];
  const features = analyzeIdea(userTurns(dialogue).join("\n"));
  const answered = answeredPieces(dialogue);
  const named: Record<IdeaPiece, boolean> = {
    target_customer: features.namesTargetCustomer || namesCustomerBySelection(selection),
    problem: features.namesProblem,
    price: features.namesPrice,
  };
  const missing = PIECE_ORDER.filter((piece) => !named[piece] && !answered.has(piece));
  const summary = truncate(mergeGoal(dialogue), 500);

  if (missing.length > 0 && clarificationsAsked(dialogue) < MAX_CLARIFICATIONS) {
    return { status: "needs_clarification", question: QUESTIONS[missing[0]!], missing };
  }
  const message =
    missing.length === 0
      ? "Thanks, that gives the personas enough to react to: who it is for, the problem and the price."
      : `Thanks. I'll go ahead without ${listOf(missing.map((piece) => PIECE_NAMES[piece]))}; the personas will tell you whether that holds them back.`;
  return { status: "ready", message, summary };
}

// ---------------------------------------------------------------- extract config

const SIZE_MENTION = /\b(25|50|100)\s*(?:personas?|people|testers|participants|respondents)\b/gi;

function sentence(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, " ");
  return /[.!?]["')\]]?$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

function capitalizeFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const STANDS_ALONE = /^(?:i|we|my|our|they|their|it|it's|this|these|those|the|people|users|customers)\b/i;

/** An answer to a clarifying question, worded so it reads as part of the idea. */
function phraseAnswer(answer: string, asked: readonly IdeaPiece[]): string {
  const text = answer.replace(/[.!]+$/, "").trim();
  if (asked.length !== 1 || STANDS_ALONE.test(text)) return sentence(text);
  switch (asked[0]) {
    case "target_customer": {
      const rest = text.replace(/^(?:it'?s |it is |this is |mainly |mostly )?for\s+/i, "");
      return sentence(`For ${lowerFirst(rest)}`);
    }
    case "problem":
      return sentence(`The problem it solves: ${lowerFirst(text)}`);
    case "price":
      return sentence(/^(?:free|\$|€|£|\d)/i.test(text) ? `Price: ${text}` : text);
    default:
      return sentence(text);
  }
}

/** The idea plus every answer, as one description; commands and non-answers are left out. */
function mergeGoal(dialogue: readonly DialogueTurn[]): string {
  const parts: string[] = [];
  let asked: IdeaPiece[] = [];
  for (const turn of dialogue) {
    if (turn.role === "assistant") {
      asked = piecesAskedIn(turn);
      continue;
    }
    const text = turn.content.replace(SIZE_MENTION, "").replace(/\s+/g, " ").trim();
    const cleaned = text.replace(/\b(?:with|using|on|for)\s*[.!]*$/i, "").trim();
    if (cleaned && !COMMAND.test(cleaned) && !NON_ANSWER.test(cleaned)) {
      parts.push(asked.length ? phraseAnswer(cleaned, asked) : sentence(capitalizeFirst(cleaned)));
    }
    asked = [];
  }
  return truncate(parts.join(" "), MAX_TEXT_LENGTH);
}

const AUDIENCE_CUES: ReadonlyArray<readonly [PresetCohortId, ReturnType<typeof keywordMatcher>]> = [
  [
    "enterprise",
    keywordMatcher(
      cues(
        "enterprise*, corporat*, large compan*, big compan*, large organi*, fortune 500, it department*, it teams, cio, cto, ciso, procurement, compliance, b2b, companies, organizations, organisations, departments, executives",
      ),
    ),
  ],
  [
    "smb",
    keywordMatcher(
      cues(
        "small business*, smb*, shop, shop owner*, store owner*, business owner*, restaurant*, cafe*, café*, bakery, bakeries, salon*, retailer*, merchant*, local business*, freelancer*, contractor*, plumber*, clinic*, agenc*, landlord*, small compan*, boutique*",
      ),
    ),
  ],
  [
    "tech_early",
    keywordMatcher(
      cues(
        "developer*, engineer*, programmer*, devs, coder*, early adopter*, tech savvy, techies, github, open source, indie hacker*, startups, data scientist*, devops, api",
      ),
    ),
  ],
  [
    "consumer",
    keywordMatcher(
      cues(
        "famil*, parent*, mom, moms, mum, mums, dad, dads, mother*, father*, shopper*, consumer*, households, couples, kid, kids, children, teen, teens, students, pet owner*, dog owner*, gamers, home cooks, homeowners, everyday people",
      ),
    ),
  ],
];

/** A preset named in so many words ("run it on Enterprise Buyers"). */
function namedPreset(text: string): PresetCohortId | null {
  const lower = text.toLowerCase();
  const names: ReadonlyArray<readonly [PresetCohortId, RegExp]> = [
    ["general", /\bgeneral audience\b/],
    ["tech_early", /\btech early adopters\b/],
    ["enterprise", /\benterprise buyers\b/],
    ["smb", /\bsmall business owners\b/],
    ["consumer", /\bconsumer market\b/],
  ];
  return names.find(([, pattern]) => pattern.test(lower))?.[0] ?? null;
}

function inferAudience(text: string): { id: PresetCohortId; cues: string[] } {
  const tokens = tokenize(text);
  let best: { id: PresetCohortId; cues: string[] } = { id: "general", cues: [] };
  for (const [id, matcher] of AUDIENCE_CUES) {
    const found = matcher.matches(tokens);
    if (found.length > best.cues.length) best = { id, cues: found };
  }
  return best;
}

function isPersonaCount(value: unknown): value is 25 | 50 | 100 {
  return (PERSONA_COUNT_OPTIONS as readonly unknown[]).includes(value);
}

/** The run's configuration, read from the dialogue: goal, audience and size, with the reasons. */
export function extractConfig(
  dialogueHistory: readonly DialogueTurn[],
  defaults: ConfigDefaults = {},
): ExtractedConfig {
  const text = userTurns(dialogueHistory).join("\n");
  const goal = mergeGoal(dialogueHistory);

  const chosen = defaults.audience ? findPresetCohort(defaults.audience) : undefined;
  const named = chosen ? null : namedPreset(text);
  const inferred = inferAudience(goal);
  const audienceId = (chosen?.id as PresetCohortId | undefined) ?? named ?? inferred.id;
  const audience = findPresetCohort(audienceId)!;
  const audienceReason = chosen
    ? `${audience.name}, as you chose.`
    : named
      ? `${audience.name}, as you asked.`
      : inferred.cues.length
        ? `${audience.name}, because the idea mentions ${listOf(inferred.cues.map((cue) => `"${cue.replace(/\*$/, "")}"`))}.`
        : `${audience.name}: nothing in the idea points to a narrower group.`;

  const mentioned = [...text.matchAll(SIZE_MENTION)].map((match) => Number(match[1]));
  const fromText = mentioned[mentioned.length - 1];
  const personaCount = isPersonaCount(fromText)
    ? fromText
    : isPersonaCount(defaults.personaCount)
      ? defaults.personaCount
      : 25;
  const sizeReason = isPersonaCount(fromText)
    ? `${personaCount} personas, as you asked.`
    : isPersonaCount(defaults.personaCount)
      ? `${personaCount} personas, as you chose.`
      : `${personaCount} personas, the default.`;

  return {
    goal,
    audience: audience.id as PresetCohortId,
    audience_name: audience.name,
    persona_count: personaCount,
    reasoning: `Audience: ${audienceReason} Size: ${sizeReason}`,
  };
}

// ---------------------------------------------------------------- analyze results

type Intent = "price" | "who_liked" | "why_no" | "why_yes" | "change" | "overview" | "group";

const PRICE_WORDS =
  /\$|\b(?:prices?|priced|pricing|charge|charging|costs?|afford\w*|expensive|cheap\w*|pay|paying|payment|budgets?|how much)\b/;
const NO_WORDS =
  /\b(?:no|not|nope|didn'?t|don'?t|wouldn'?t|won'?t|refus\w*|reject\w*|against|hesitan\w*|hesitat\w*|objections?|concerns?|worr\w*|blockers?|put off|turned off|dislik\w*|hated?|negative|skeptic\w*|sceptic\w*|declined?|lukewarm|unconvinced|doubts?|fears?|holding (?:them|people) back|held (?:them|people) back)\b/;
const WHY_WORDS = /\b(?:why|what made|what stopped|what held|what kept|reasons?|how come)\b/;
const LIKE_WORDS =
  /\b(?:lik(?:e|ed|es)|lov(?:e|ed|es)|eager|keen|excited|interested|receptive|yes|adopt\w*|enthusias\w*|positive|wants? it|would try|fans?)\b/;
const WHO_WORDS =
  /\b(?:who|which|what (?:groups?|segments?|kind of (?:people|personas)|type of (?:people|personas)))\b/;
const MOST_WORDS = /\b(?:most|best|strongest|favou?rite|biggest)\b/;
const CHANGE_WORDS =
  /\bwhat would work\b|\b(?:change|improve\w*|fix|better|next steps?|should i|what now|recommend\w*|advice|advise|pivot|iterate|tweak|adjust|differently|increase)\b/;
const OVERVIEW_WORDS =
  /\b(?:how many|summary|summari[sz]e|overall|results?|how did (?:it|we|i) (?:go|do)|verdict|headline|percent(?:age)?|split|breakdown|confidence)\b/;
const GROUP_WORDS = /\b(?:what about|how about|how did|what did|how do|what do|tell me about)\b/;
const FOLLOW_UP = /^(?:and|what about|how about)\b/;

function intentOf(question: string, hasScope: boolean): Intent | null {
  const q = question.toLowerCase();
  if (PRICE_WORDS.test(q)) return "price";
  if (
    NO_WORDS.test(q) &&
    (WHY_WORDS.test(q) || /\b(?:say|said|saying)\s+no\b|\bconcerns?\b|\bblockers?\b|\bobjections?\b/.test(q))
  )
    return "why_no";
  if (WHO_WORDS.test(q) && (LIKE_WORDS.test(q) || MOST_WORDS.test(q))) return "who_liked";
  if ((WHY_WORDS.test(q) || /\bwhat did\b|\bwhat do\b/.test(q)) && LIKE_WORDS.test(q)) return "why_yes";
  if (CHANGE_WORDS.test(q)) return "change";
  if (OVERVIEW_WORDS.test(q)) return "overview";
  if (NO_WORDS.test(q) && /\b(?:they|people|personas|anyone|nobody|some)\b/.test(q)) return "why_no";
  if (GROUP_WORDS.test(q) && hasScope) return "group";
  return null;
}

interface Scope {
  /** What the personas are, after "are": "women from Germany", "aged 55 and over". */
  label: string;
  /** The same as a noun: "women from Germany", "personas aged 55 and over". */
  noun: string;
  personas: PersonaOpinion[];
  /** A preset whose personas the question is about, for when the report has none of them. */
  suggestion?: string;
}

type ScopeResult = { kind: "all" } | { kind: "scoped"; scope: Scope } | { kind: "missing"; scope: Scope };

interface Filter {
  kind: "group" | "role" | "place" | "age" | "gender";
  label: string;
  test: (persona: PersonaOpinion) => boolean;
  suggestion?: string;
}

const roleMatches = (pattern: RegExp) => (persona: PersonaOpinion) => pattern.test(persona.role);

const GROUP_ALIASES: ReadonlyArray<{ pattern: RegExp; filter: Filter }> = [
  {
    pattern:
      /\benterprises?\b|\bcorporat\w*|\b(?:large|big) (?:compan|organi[sz]ation|business)\w*|\bexecutives?\b|\bdecision[- ]makers?\b/,
    filter: {
      kind: "group",
      label: "enterprise buyers",
      test: (persona) =>
        /\b(?:enterprise|director|vp|vice president|head of|chief|cio|cto|cfo|ciso|architect)\b/i.test(
          persona.role,
        ) || budgetBandMonthlyUsd(persona.budget) >= 2000,
      suggestion: "Enterprise Buyers",
    },
  },
  {
    pattern:
      /\bsmall business\w*|\bsmbs?\b|\b(?:business|shop|store|restaurant|café|cafe) owners?\b|\bowners\b/,
    filter: {
      kind: "group",
      label: "business owners",
      test: roleMatches(/\bowner\b|\bfounder\b|\bco-founder\b/i),
      suggestion: "Small Business Owners",
    },
  },
  {
    pattern: /\bdevelopers?\b|\bdevs\b|\bengineers?\b|\bprogrammers?\b|\bcoders?\b/,
    filter: {
      kind: "group",
      label: "developers and engineers",
      test: roleMatches(/developer|engineer|programmer|\bcto\b|hacker|architect|data scientist/i),
      suggestion: "Tech Early Adopters",
    },
  },
  {
    pattern: /\bstudents?\b/,
    filter: {
      kind: "group",
      label: "students",
      test: roleMatches(/student/i),
      suggestion: "Consumer Market",
    },
  },
  {
    pattern: /\bparents?\b|\bmoms?\b|\bmums?\b|\bdads?\b|\bmothers?\b|\bfathers?\b|\bfamil(?:y|ies)\b/,
    filter: {
      kind: "group",
      label: "parents and family-oriented personas",
      test: (persona) =>
        /parent|\bmom\b|\bdad\b|mother|father/i.test(persona.role) ||
        persona.traits.some((trait) => /family/i.test(trait)),
      suggestion: "Consumer Market",
    },
  },
  {
    pattern: /\bretir\w*/,
    filter: {
      kind: "group",
      label: "retirees",
      test: roleMatches(/retire/i),
      suggestion: "General Audience",
    },
  },
  {
    pattern: /\bwomen\b|\bfemales?\b|\bladies\b/,
    filter: { kind: "gender", label: "women", test: (persona) => persona.demographics.gender === "Female" },
  },
  {
    pattern: /\bmen\b|\bmales?\b|\bguys\b/,
    filter: { kind: "gender", label: "men", test: (persona) => persona.demographics.gender === "Male" },
  },
  {
    pattern: /\busa\b|\bu\.s\.(?:a\.)?|\bamericans?\b|\bunited states\b/,
    filter: {
      kind: "place",
      label: "in the USA",
      test: (persona) => /\bUSA$/.test(persona.demographics.location),
    },
  },
  {
    pattern: /\buk\b|\bbritain\b|\bbritish\b|\bunited kingdom\b/,
    filter: {
      kind: "place",
      label: "in the UK",
      test: (persona) => /\bUK$/.test(persona.demographics.location),
    },
  },
  {
    pattern: /\beurope(?:an)?s?\b/,
    filter: {
      kind: "place",
      label: "in Europe",
      test: (persona) =>
        /\b(?:UK|Germany|France|Spain|Italy|Netherlands|Poland|Sweden|Ireland|Portugal|Belgium|Austria|Switzerland|Denmark|Norway|Finland)$/.test(
          persona.demographics.location,
        ),
    },
  },
];

function ageFilter(q: string): Filter | null {
  const between = (min: number, max: number, label: string): Filter => ({
    kind: "age",
    label,
    test: (persona) => persona.demographics.age >= min && persona.demographics.age <= max,
  });
  const range = /(?<![$\d.,])\b(1[89]|[2-9]\d)\s*(?:-|–|to)\s*([2-9]\d)\b(?!\s*\/)/.exec(q);
  if (range && /\bage|aged|years|olds?\b/.test(q)) {
    const min = Number(range[1]);
    const max = Number(range[2]);
    return between(Math.min(min, max), Math.max(min, max), `aged ${min}-${max}`);
  }
  const decade = /\b([1-9])0s\b/.exec(q);
  if (decade) {
    const start = Number(decade[1]) * 10;
    return between(start, start + 9, `in their ${start}s`);
  }
  const under = /\b(?:under|below|younger than)\s+(\d{2})\b/.exec(q);
  if (under) return between(0, Number(under[1]) - 1, `under ${under[1]}`);
  const over = /\b(?:over|above|older than)\s+(\d{2})\b/.exec(q);
  if (over) return between(Number(over[1]) + 1, 200, `over ${over[1]}`);
  if (/\b(?:young|younger|youngest|youth|gen ?z)\b/.test(q)) return between(0, 29, "under 30");
  if (/\b(?:older|oldest|elderly|seniors)\b/.test(q)) return between(55, 200, "aged 55 and over");
  return null;
}

const NOT_A_GROUP = new Set([
  "customers",
  "users",
  "buyers",
  "people",
  "personas",
  "others",
  "folks",
  "groups",
  "segments",
  "results",
  "reasons",
  "concerns",
  "blockers",
  "things",
  "ones",
  "prices",
  "products",
  "ideas",
  "features",
  "months",
  "years",
  "does",
  "this",
  "those",
  "these",
  "always",
  "sales",
]);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Roles named by a plural ("nurses", "teachers") that occur in the report. */
function roleFilters(q: string, personas: readonly PersonaOpinion[], consumed: string): Filter[] {
  const roleWords = new Set(
    personas
      .flatMap((persona) => persona.role.toLowerCase().split(/[^a-z]+/))
      .filter((word) => word.length > 2),
  );
  const filters: Filter[] = [];
  for (const word of new Set(q.match(/[a-z]+/g) ?? [])) {
    if (word.length < 4 || !word.endsWith("s") || NOT_A_GROUP.has(word) || consumed.includes(word)) continue;
    const singular = [word.slice(0, -1), word.replace(/es$/, "")].find((form) => roleWords.has(form));
    if (!singular) continue;
    const pattern = new RegExp(`\\b${escapeRegExp(singular)}\\b`, "i");
    filters.push({ kind: "role", label: word, test: roleMatches(pattern) });
  }
  return filters;
}

/** Cities, countries and nationalities of the report's personas that the question names. */
function placeFilters(q: string, personas: readonly PersonaOpinion[]): Filter[] {
  const places = new Set<string>();
  for (const persona of personas) {
    for (const part of persona.demographics.location.split(/,\s*/)) if (part.length >= 4) places.add(part);
    if (persona.demographics.nationality.length >= 4) places.add(persona.demographics.nationality);
  }
  const filters: Filter[] = [];
  for (const place of places) {
    if (!new RegExp(`(?<![\\p{L}])${escapeRegExp(place.toLowerCase())}(?![\\p{L}])`, "u").test(q)) continue;
    filters.push({
      kind: "place",
      label: `from ${place}`,
      test: (persona) =>
        persona.demographics.nationality === place ||
        persona.demographics.location.split(/,\s*/).includes(place),
    });
  }
  return filters;
}

/** Filters that read as "personas from Germany" rather than as a kind of person. */
const PREDICATES = new Set<Filter["kind"]>(["place", "age"]);

function scopeOf(question: string, personas: readonly PersonaOpinion[]): ScopeResult {
  const q = question.toLowerCase();
  const filters: Filter[] = [];
  let consumed = "";
  for (const { pattern, filter } of GROUP_ALIASES) {
    const match = pattern.exec(q);
    if (match) {
      filters.push(filter);
      consumed += ` ${match[0]}`;
    }
  }
  const age = ageFilter(q);
  if (age) filters.push(age);
  filters.push(...roleFilters(q, personas, consumed), ...placeFilters(q, personas));
  if (filters.length === 0) return { kind: "all" };

  // Alternatives of one kind widen ("nurses or teachers"); kinds narrow ("women in Germany").
  const kinds = [...new Set(filters.map((filter) => filter.kind))];
  const selected = personas.filter((persona) =>
    kinds.every((kind) => filters.some((filter) => filter.kind === kind && filter.test(persona))),
  );
  const nouns = listOf(
    filters.filter((filter) => !PREDICATES.has(filter.kind)).map((filter) => filter.label),
  );
  const predicates = filters.filter((filter) => PREDICATES.has(filter.kind)).map((filter) => filter.label);
  const label = [nouns, ...predicates].filter(Boolean).join(" ");
  const scope: Scope = {
    label,
    noun: nouns ? label : `personas ${label}`,
    personas: selected,
    suggestion: filters.find((filter) => filter.suggestion)?.suggestion,
  };
  return selected.length ? { kind: "scoped", scope } : { kind: "missing", scope };
}

function scoreOf(persona: PersonaOpinion): number {
  const score = persona.response?.score;
  if (typeof score === "number") return score;
  const sentiment = Number(persona.response?.sentiment ?? 0);
  return sentiment > 0.05 ? 4 : sentiment < -0.05 ? 2 : 3;
}

const wouldTry = (persona: PersonaOpinion) => scoreOf(persona) >= 4;
const isMixed = (persona: PersonaOpinion) => scoreOf(persona) === 3;
const notInterested = (persona: PersonaOpinion) => scoreOf(persona) <= 2;

function pct(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 100);
}

function ofWithPercent(part: number, whole: number): string {
  return `${part} of ${whole} (${pct(part, whole)}%)`;
}

function concernsOf(personas: readonly PersonaOpinion[]): LabelCount[] {
  return topLabels(
    personas.flatMap((persona) => [...new Set(persona.response?.concerns ?? [])]),
    3,
  );
}

function quoted(items: readonly LabelCount[], of: number): string {
  return listOf(items.map((item) => `"${item.label}" (${item.count} of ${of})`));
}

function voiceOf(persona: PersonaOpinion | undefined): string {
  if (!persona?.response?.overall_reaction) return "";
  return ` For example, ${persona.name} (${persona.role}, ${persona.demographics.age}): "${truncate(persona.response.overall_reaction, 220)}"`;
}

function topRoles(personas: readonly PersonaOpinion[]): string {
  return listOf(
    topLabels(
      personas.map((persona) => persona.role),
      3,
    ).map((item) => item.label),
  );
}

const PRICE_HIGH = "Price feels high for what it does";
const DEPENDS_ON_PRICE = "Would depend on the price";

interface Context {
  report: AppReport;
  all: PersonaOpinion[];
  /** The personas the question is about (all of them when it names no group). */
  personas: PersonaOpinion[];
  scope: Scope | null;
  /** The kind of group a "who" question asks about. */
  dimension: Dimension | null;
}

function intro(context: Context): string {
  const { scope, all } = context;
  if (!scope) return "";
  return `${scope.personas.length} of the ${all.length} personas are ${scope.label} (${topRoles(scope.personas)}). `;
}

function scopeEvidence(context: Context): ResultEvidence[] {
  const { scope, all } = context;
  return scope
    ? [
        {
          label: `${capitalizeFirst(scope.noun)} in the report`,
          value: `${scope.personas.length} of ${all.length}`,
        },
      ]
    : [];
}

function whyNo(context: Context): ResultsAnswer {
  const group = context.personas;
  const said = group.filter((persona) => !wouldTry(persona));
  const rejecting = group.filter(notInterested).length;
  const mixed = group.filter(isMixed).length;
  const who = context.scope ? context.scope.noun : "personas";
  if (said.length === 0) {
    return {
      answer: `${intro(context)}All ${group.length} ${who} would try it; none of them said no.`,
      evidence: [
        ...scopeEvidence(context),
        { label: "Would try it", value: ofWithPercent(group.length, group.length) },
      ],
    };
  }
  const concerns = concernsOf(said);
  const example = said
    .filter((persona) => !concerns[0] || persona.response.concerns.includes(concerns[0].label))
    .sort((a, b) => scoreOf(a) - scoreOf(b) || a.response.sentiment - b.response.sentiment)[0];
  const overall =
    context.scope && group.length < context.all.length
      ? ` Across all ${context.all.length} personas, ${context.all.filter((persona) => !wouldTry(persona)).length} did not say yes.`
      : "";
  const reasons = concerns.length
    ? ` Their most common concerns: ${quoted(concerns, said.length)}.`
    : " They named no specific concern; they were simply not drawn in.";
  return {
    answer: `${intro(context)}${ofWithPercent(said.length, group.length)} did not say they would try it: ${rejecting} not interested and ${mixed} mixed.${reasons}${voiceOf(example)}${overall}`,
    evidence: [
      ...scopeEvidence(context),
      { label: "Did not say yes", value: ofWithPercent(said.length, group.length) },
      { label: "Not interested", value: String(rejecting) },
      { label: "Mixed", value: String(mixed) },
      ...concerns.map((concern) => ({
        label: `Concern: ${concern.label}`,
        value: `${concern.count} of ${said.length}`,
      })),
    ],
  };
}

function whyYes(context: Context): ResultsAnswer {
  const group = context.personas;
  const yes = group.filter(wouldTry);
  if (yes.length === 0) {
    return {
      answer: `${intro(context)}None of the ${group.length} ${context.scope?.noun ?? "personas"} would try it, so there is nothing they liked enough yet. ${group.filter(isMixed).length} were mixed.`,
      evidence: [...scopeEvidence(context), { label: "Would try it", value: ofWithPercent(0, group.length) }],
    };
  }
  const reasons = context.scope
    ? topLabels(yes.map((persona) => persona.response.primary_motivation).filter(Boolean), 3)
    : (context.report.top_reasons ?? []).slice(0, 3);
  const cares = context.scope
    ? topLabels(
        yes.flatMap((persona) => persona.interests),
        3,
      ).map((item) => item.label)
    : (context.report.persona_segments?.find((segment) => segment.type === "eager")?.care_about ?? []);
  const reasonText = reasons.length
    ? ` What pulled them in: ${listOf(reasons.map((reason) => `"${reason.label}" (${people(reason.count)})`))}.`
    : "";
  const extra = cares.filter((care) => !reasons.some((reason) => reason.label === care));
  const careText = extra.length ? ` What they care about: ${listOf(extra.map((care) => `"${care}"`))}.` : "";
  return {
    answer: `${intro(context)}${ofWithPercent(yes.length, group.length)} would try it.${reasonText}${careText}${voiceOf(yes[0])}`,
    evidence: [
      ...scopeEvidence(context),
      { label: "Would try it", value: ofWithPercent(yes.length, group.length) },
      ...reasons.map((reason) => ({ label: `Reason: ${reason.label}`, value: people(reason.count) })),
    ],
  };
}

interface Group {
  label: string;
  adopt: number;
  total: number;
}

const AGE_GROUPS: ReadonlyArray<readonly [string, number, number]> = [
  ["ages 18-29", 0, 29],
  ["ages 30-44", 30, 44],
  ["ages 45-59", 45, 59],
  ["ages 60+", 60, 200],
];

type Dimension = "age" | "role" | "place";

/** The kind of group a "who" question asks for ("which age group..."), if it names one. */
function dimensionOf(question: string): Dimension | null {
  const q = question.toLowerCase();
  if (/\b(?:ages?|old|young|generation)\b/.test(q)) return "age";
  if (/\b(?:roles?|jobs?|occupations?|professions?|titles?)\b/.test(q)) return "role";
  if (/\b(?:countr(?:y|ies)|where|locations?|cities|city|regions?|places?)\b/.test(q)) return "place";
  return null;
}

function placeLabel(country: string): string {
  return /^(?:USA|UK|Netherlands|Philippines)$/.test(country)
    ? `people in the ${country}`
    : `people in ${country}`;
}

function groupsOf(personas: readonly PersonaOpinion[], dimension: Dimension | null): Group[] {
  const groups = new Map<string, Group>();
  const add = (label: string, persona: PersonaOpinion) => {
    const group = groups.get(label) ?? { label, adopt: 0, total: 0 };
    group.total++;
    if (wouldTry(persona)) group.adopt++;
    groups.set(label, group);
  };
  for (const persona of personas) {
    const age = AGE_GROUPS.find(
      ([, min, max]) => persona.demographics.age >= min && persona.demographics.age <= max,
    );
    if (age && (!dimension || dimension === "age")) add(age[0], persona);
    if (!dimension || dimension === "role") add(persona.role, persona);
    const country = persona.demographics.location.split(/,\s*/).pop();
    if (country && (!dimension || dimension === "place")) add(placeLabel(country), persona);
  }
  const sized = [...groups.values()];
  // Groups of one or two say little; use them only when there is nothing larger.
  const minimum = sized.some((group) => group.total >= 3) ? 3 : 2;
  return sized.filter((group) => group.total >= minimum);
}

function whoLiked(context: Context): ResultsAnswer {
  const group = context.personas;
  const yes = group.filter(wouldTry);
  // Smoothed rates, so that 5 of 6 ranks above 2 of 2.
  const rate = (item: Group) => (item.adopt + 1) / (item.total + 2);
  const ranked = groupsOf(group, context.dimension).sort(
    (a, b) => rate(b) - rate(a) || b.total - a.total || a.label.localeCompare(b.label),
  );
  const best = ranked.filter((item) => item.adopt > 0).slice(0, 3);
  const worst = ranked[ranked.length - 1];
  if (yes.length === 0) {
    const mixed = group.filter(isMixed);
    return {
      answer: `${intro(context)}Nobody would try it yet: 0 of ${group.length}. The closest were the ${mixed.length} mixed personas${mixed.length ? `, mostly ${topRoles(mixed)}` : ""}.`,
      evidence: [...scopeEvidence(context), { label: "Would try it", value: ofWithPercent(0, group.length) }],
    };
  }
  const cares =
    context.report.persona_segments?.find((segment) => segment.type === "eager")?.care_about ?? [];
  const bestText = best.length
    ? ` Most receptive: ${listOf(best.map((item) => `${item.label} (${item.adopt} of ${item.total} would try it)`))}.`
    : "";
  const worstText =
    worst && !best.includes(worst)
      ? ` Least receptive: ${worst.label} (${worst.adopt} of ${worst.total}).`
      : "";
  const careText =
    !context.scope && cares.length
      ? ` What the eager personas care about: ${listOf(cares.map((care) => `"${care}"`))}.`
      : "";
  return {
    answer: `${intro(context)}${ofWithPercent(yes.length, group.length)} would try it.${bestText}${worstText}${careText}${voiceOf(yes.sort((a, b) => scoreOf(b) - scoreOf(a) || b.response.sentiment - a.response.sentiment)[0])}`,
    evidence: [
      ...scopeEvidence(context),
      { label: "Would try it", value: ofWithPercent(yes.length, group.length) },
      ...best.map((item) => ({ label: `Receptive: ${item.label}`, value: `${item.adopt} of ${item.total}` })),
    ],
  };
}

function people(count: number): string {
  return `${count} ${count === 1 ? "persona" : "personas"}`;
}

function dollars(amount: number): string {
  return `$${amount.toLocaleString("en-US")}`;
}

function roundPrice(value: number): number {
  if (value < 10) return Math.max(1, Math.round(value));
  if (value < 100) return Math.round(value / 5) * 5;
  return Math.round(value / 50) * 50;
}

/** The monthly price at which the engine reads a persona's budget band as comfortable. */
function comfortablePrice(persona: PersonaOpinion): number {
  const { budgetShare, affordablePivot } = DEFAULT_PARAMETERS.price;
  return budgetBandMonthlyUsd(persona.budget) * budgetShare * (Math.exp(affordablePivot) - 1);
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function price(context: Context): ResultsAnswer {
  const group = context.personas;
  const stated = analyzeIdea(context.report.goal ?? "").price;
  const wholeStat = context.report.custom_insights?.find((stat) => stat.id === "willing_to_pay");
  const willing =
    !context.scope && wholeStat
      ? wholeStat.value
      : group.filter((persona) => persona.decision_profile.budget_sensitivity < 0.5).length;
  const high = group.filter((persona) => persona.response.concerns.includes(PRICE_HIGH));
  const depends = group.filter((persona) => persona.response.concerns.includes(DEPENDS_ON_PRICE));
  const bands = topLabels(
    group.map((persona) => persona.budget),
    3,
  );
  const interested = group.filter((persona) => scoreOf(persona) >= 3);
  const target = interested.length ? roundPrice(median(interested.map(comfortablePrice))) : null;

  const parts: string[] = [intro(context)];
  if (!stated) parts.push("The idea states no price.");
  else if (stated.period === "free") parts.push("You offer it free.");
  else parts.push(`You stated ${stated.label}.`);
  parts.push(` ${ofWithPercent(willing, group.length)} are willing to pay (budget sensitivity below 0.5).`);
  if (high.length) {
    const highBands = topLabels(
      high.map((persona) => persona.budget),
      1,
    )[0];
    parts.push(
      ` ${high.length} said the price feels high for what it does${highBands ? `, most with budgets of ${highBands.label} (${highBands.count} of ${high.length})` : ""}.`,
    );
  }
  if (depends.length) parts.push(` ${depends.length} said it would depend on the price.`);
  if (!high.length && !depends.length) parts.push(" Nobody named the price as a concern.");
  if (bands.length) {
    parts.push(
      ` The most common budget bands: ${listOf(bands.map((band) => `${band.label} (${band.count})`))}.`,
    );
  }
  if (target !== null) {
    parts.push(
      ` Judging by their budget bands, half of the ${interested.length} personas who would try it or were mixed would find about ${dollars(target)}/month comfortable`,
    );
    if (stated && stated.period !== "free" && stated.monthlyUsd > 0) {
      const relation =
        stated.monthlyUsd > target * 1.15
          ? "above"
          : stated.monthlyUsd < target * 0.85
            ? "below"
            : "close to";
      const monthly =
        stated.period === "month" ? "" : ` (about ${dollars(roundPrice(stated.monthlyUsd))}/month)`;
      parts.push(`; your ${stated.label}${monthly} is ${relation} that`);
    }
    parts.push(". Test it against your current price on a landing page before you commit.");
  }
  return {
    answer: parts.join("").trim(),
    evidence: [
      ...scopeEvidence(context),
      ...(stated ? [{ label: "Stated price", value: stated.label }] : []),
      { label: "Willing to pay", value: ofWithPercent(willing, group.length) },
      { label: `Concern: ${PRICE_HIGH}`, value: String(high.length) },
      { label: `Concern: ${DEPENDS_ON_PRICE}`, value: String(depends.length) },
      ...bands.map((band) => ({ label: `Budget ${band.label}`, value: people(band.count) })),
      ...(target !== null
        ? [{ label: "Comfortable price for half the interested", value: `${dollars(target)}/month` }]
        : []),
    ],
  };
}

function change(context: Context): ResultsAnswer {
  const { report } = context;
  const nextStep = report.executive_insights?.next_step;
  const said = context.personas.filter((persona) => !wouldTry(persona));
  const blockers = context.scope ? concernsOf(said) : (report.top_blockers ?? []).slice(0, 3);
  const gap = report.executive_insights?.key_findings?.find((finding) =>
    finding.startsWith("The idea does not state"),
  );
  const parts = [intro(context)];
  if (blockers.length) {
    parts.push(
      `The main blockers: ${listOf(blockers.map((blocker) => `"${blocker.label}" (${people(blocker.count)})`))}.`,
    );
  } else {
    parts.push("No blocker stood out.");
  }
  if (nextStep) parts.push(` The report's next step: ${nextStep}`);
  if (gap) parts.push(` ${gap}`);
  return {
    answer: parts.join("").trim(),
    evidence: [
      ...scopeEvidence(context),
      ...blockers.map((blocker) => ({
        label: `Blocker: ${blocker.label}`,
        value: people(blocker.count),
      })),
      ...(nextStep ? [{ label: "Next step", value: nextStep }] : []),
    ],
  };
}

function overview(context: Context): ResultsAnswer {
  const group = context.personas;
  const yes = group.filter(wouldTry).length;
  const mixed = group.filter(isMixed).length;
  const no = group.filter(notInterested).length;
  const summary = context.scope ? "" : ` ${context.report.executive_summary ?? ""}`;
  return {
    answer:
      `${intro(context)}${ofWithPercent(yes, group.length)} would try it, ${mixed} mixed and ${no} not interested.${context.scope ? "" : ` Confidence is ${String(context.report.confidence ?? "").toLowerCase() || "unknown"}.`}${summary}`.trim(),
    evidence: [
      ...scopeEvidence(context),
      { label: "Would try it", value: ofWithPercent(yes, group.length) },
      { label: "Mixed", value: String(mixed) },
      { label: "Not interested", value: String(no) },
    ],
  };
}

function group(context: Context): ResultsAnswer {
  const base = overview(context);
  const concerns = concernsOf(context.personas.filter((persona) => !wouldTry(persona)));
  if (!concerns.length) return base;
  return {
    answer: `${base.answer} Their most common concerns: ${listOf(concerns.map((item) => `"${item.label}" (${item.count})`))}.`,
    evidence: [
      ...base.evidence,
      ...concerns.map((item) => ({ label: `Concern: ${item.label}`, value: String(item.count) })),
    ],
  };
}

const ANSWERS: Record<Intent, (context: Context) => ResultsAnswer> = {
  price,
  who_liked: whoLiked,
  why_no: whyNo,
  why_yes: whyYes,
  change,
  overview,
  group,
};

const NO_DATA =
  "The report has no data on that. I can answer from its numbers: who would try it, why people said no (also for a group, such as nurses, women or people in Germany), what price would work, who liked it most and what to change.";

/**
 * Answers a question about a finished run from the report's own numbers:
 * counts, concerns, budgets and the next step. Says so when the report has
 * nothing on the question.
 */
export function analyzeResults(
  question: string,
  report: AppReport,
  dialogueHistory: readonly DialogueTurn[] = [],
): ResultsAnswer {
  const all = report.personas ?? [];
  if (all.length === 0) {
    return { answer: "The report has no personas, so it has no data to answer from.", evidence: [] };
  }
  const scoped = scopeOf(question, all);
  let intent = intentOf(question, scoped.kind !== "all");
  const words = question.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
  const followUp = FOLLOW_UP.test(question.trim().toLowerCase()) || (scoped.kind !== "all" && words <= 3);
  if (!intent && followUp) {
    // A follow-up ("and the nurses?") asks the previous question again about a new group.
    const previous = userTurns(dialogueHistory)
      .reverse()
      .map((turn) => intentOf(turn, true))
      .find((found) => found !== null);
    intent = previous ?? (scoped.kind !== "all" ? "group" : null);
  }
  if (!intent) return { answer: NO_DATA, evidence: [] };

  if (scoped.kind === "missing") {
    const hint = scoped.scope.suggestion
      ? ` Run the idea with the ${scoped.scope.suggestion} audience to hear from them.`
      : "";
    return {
      answer: `The report has no data on ${scoped.scope.noun}: none of its ${all.length} personas fit (its roles include ${topRoles(all)}).${hint}`,
      evidence: [
        { label: `${capitalizeFirst(scoped.scope.noun)} in the report`, value: `0 of ${all.length}` },
      ],
    };
  }
  const scope = scoped.kind === "scoped" ? scoped.scope : null;
  return ANSWERS[intent]({
    report,
    all,
    personas: scope ? scope.personas : all,
    scope,
    dimension: dimensionOf(question),
  });
}
