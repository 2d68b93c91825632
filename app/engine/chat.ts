import { interestTopics, painPointTopics } from "./catalog";
import { DEFAULT_PARAMETERS } from "./parameters";
import { budgetBandMonthlyUsd, formatPrice, monthlyUsd, parsePrice } from "./price";
import { casualTitle, withArticle } from "./reasons";
import { roleB2bAffinity } from "./roles";
import { hashSeed, type Rng } from "./rng";
import { capitalize, lowerFirst, truncate } from "./text";
import type { BillingPeriod, IdeaCategory, IdeaFeatures, Persona, PersonaOpinion } from "./types";

// A persona answering questions about the idea, in character: what is asked
// picks the answer (price, why, what would change my mind...), the persona's
// fields and reaction fill it in, and earlier turns are recalled so that a
// conversation reads as one. Deterministic for the rng's seed.

export type ChatRole = "user" | "assistant";

export interface ChatTurn {
  role: ChatRole;
  content: string;
}

export type ChatTopic =
  | "change_mind"
  | "recommend"
  | "competitors"
  | "price"
  | "ai"
  | "privacy"
  | "features"
  | "concerns"
  | "use"
  | "identity"
  | "opinion"
  | "greeting"
  | "thanks"
  | "general";

/** What the product says when a reply comes back empty (core-app §8). */
export const THINKING_REPLY = "I need to think about that more carefully.";

// First match wins, so the more specific questions come first:
// "What would make you change your mind about the price?" is about changing minds.
const TOPIC_PATTERNS: ReadonlyArray<readonly [ChatTopic, RegExp]> = [
  [
    "change_mind",
    /\b(change (?:your|ur) mind|changes? your mind|convince|persuade|what would (?:it )?take|what would make|would make you|reconsider|win you over|get you to|turn (?:you|it) around)\b/i,
  ],
  [
    "recommend",
    /\b(recommend\w*|refer (?:it|a friend)|tell (?:your |a |any )?(?:friends?|colleagues?|others|people|family|team)|share it with|word of mouth|a friend)\b/i,
  ],
  [
    "competitors",
    /\b(competitors?|competition|alternatives?|instead|currently use|already use|what do you use|use now|compared? (?:to|with)|versus|vs\.?|other (?:apps|tools|products|options|services))\b/i,
  ],
  [
    "price",
    /(?:[$€£¥]\s?\d|\bprice\w*|\bpricing\b|\bcosts?\b|\bpay\b|\bpaying\b|\bexpensive\b|\bcheap\w*|\bafford\w*|\bbudget\w*|\bworth (?:it|the money)|\bsubscriptions?\b|\bmoney\b|\bfees?\b|\bper month\b|\ba month\b|\bdollars?\b|\beuros?\b|\bfree (?:tier|trial|plan|version)\b|\bfor free\b)/i,
  ],
  ["ai", /\b(ai|a\.i\.|artificial intelligence|algorithms?|machine learning|automat\w*|chatgpt|llms?)\b/i],
  [
    "privacy",
    /\b(privacy|private|personal data|your data|my data|data|secure|security|trust\w*|tracking|gdpr)\b/i,
  ],
  [
    "features",
    /\b(features?|functionality|would you (?:want|need|add|change)|missing|improve\w*|wish|should (?:it|we) (?:have|do|add|include)|must[- ]haves?|nice to have|what else)\b/i,
  ],
  [
    "concerns",
    /\b(concerns?|concerned|worr(?:y|ied|ies)|risks?|hesitat\w*|downsides?|holds? you back|holding you back|deal[- ]?breakers?|doubts?|afraid|scares? you|bothers? you|problem with|issues? with|put you off)\b/i,
  ],
  [
    "use",
    /\b(would you (?:buy|use|try|sign up|subscribe|download|adopt|order|get|switch)|will you (?:buy|use|try)|how often|sign up|use it|try it|buy it|be a customer|first step)\b/i,
  ],
  [
    "identity",
    /\b(who are you|about yourself|your (?:job|work|role|day|background|life|company|family|hobbies)|what do you do|where do you (?:live|work)|how old|introduce yourself|tell me about you)\b/i,
  ],
  [
    "opinion",
    /\b(what do you think|thoughts?|opinion|feel about|do you like|why|impression|reaction|verdict|honest\w*|overall|first reaction)\b/i,
  ],
  ["greeting", /^\s*(hi|hello|hey|hiya|good (?:morning|afternoon|evening)|greetings|howdy)\b/i],
  ["thanks", /\b(thanks|thank you|cheers|appreciate it|bye|goodbye)\b/i],
];

/** The kind of question a message asks; "general" when nothing matches. */
export function classifyMessage(message: string): ChatTopic {
  for (const [topic, pattern] of TOPIC_PATTERNS) if (pattern.test(message)) return topic;
  return "general";
}

// ------------------------------------------------------------ what the persona brings

type Stance = "yes" | "maybe" | "no";

type ConcernKind =
  | "price"
  | "unknown_price"
  | "privacy"
  | "setup"
  | "irrelevant"
  | "audience"
  | "novelty"
  | "ai"
  | "clarity"
  | "taste"
  | "mood"
  | "other";

interface Concern {
  kind: ConcernKind;
  label: string;
}

/** Concern labels are stable (app/engine/reasons.ts); an LLM's own wording falls back to "other". */
function concernKind(label: string): ConcernKind {
  if (/depend on the price|price not stated/i.test(label)) return "unknown_price";
  if (/price|expensive|cost|afford|money/i.test(label)) return "price";
  if (/privacy|data|tracking|recorded|safety/i.test(label)) return "privacy";
  if (/setup|set up|hassle|looks like work/i.test(label)) return "setup";
  if (/not relevant|no need|irrelevant/i.test(label)) return "irrelevant";
  if (/built for businesses|company would buy/i.test(label)) return "audience";
  if (/unproven|reviews|too new/i.test(label)) return "novelty";
  if (/\bAI\b/.test(label)) return "ai";
  if (/unclear|what problem/i.test(label)) return "clarity";
  if (/appetizing|kind of fun|appeal/i.test(label)) return "taste";
  if (/skeptical|new products/i.test(label)) return "mood";
  return "other";
}

interface Context {
  persona: PersonaOpinion;
  idea: IdeaFeatures;
  rng: Rng;
  first: string;
  role: string;
  company: string;
  city: string;
  age: number;
  stance: Stance;
  /** Main key phrase, or "it". */
  kp: string;
  concerns: Concern[];
  /** What the persona would be comfortable paying, in the idea's currency and period. */
  comfortable: { monthlyUsd: number; label: string };
  /** Buys for a business rather than for self. */
  buyer: boolean;
  /** A pain point and an interest the idea touches, if any. */
  pain: string | null;
  interest: string | null;
  /** The idea's price is far beyond what this persona would pay: no point naming a number. */
  outOfRange: boolean;
  /** The comfortable price is below the idea's, so it can be named as what would do. */
  cheaperNamed: boolean;
}

/** "Bluepeak (Series A startup)" -> "Bluepeak"; no employer gives "". */
function employerName(company: string): string {
  const name = company
    .replace(/\s*\(.*\)\s*$/, "")
    .replace(/\s+Co\.$/, "")
    .trim();
  return /^(?:Self-employed|Retired|Full-time at home|Freelance|Veteran|Student|Unemployed)$/i.test(name)
    ? ""
    : name;
}

function stanceOf(score: number): Stance {
  return score >= 4 ? "yes" : score === 3 ? "maybe" : "no";
}

function pricePeriod(idea: IdeaFeatures): BillingPeriod {
  const period = idea.price?.period;
  return period && period !== "free" ? period : "month";
}

function niceAmount(amount: number): number {
  if (amount < 10) return Math.max(1, Math.round(amount));
  if (amount < 50) return Math.round(amount / 5) * 5;
  if (amount < 200) return Math.round(amount / 10) * 10;
  if (amount < 1000) return Math.round(amount / 50) * 50;
  return Math.round(amount / 100) * 100;
}

/** The price that reads as easy for this persona: the engine's "cheap" pivot on their budget. */
function comfortablePrice(persona: Persona, idea: IdeaFeatures) {
  const { budgetShare, affordablePivot, teamSeats } = DEFAULT_PARAMETERS.price;
  // Someone who buys for a team pays a per-seat price several times over.
  const seats = idea.price?.perSeat && roleB2bAffinity(persona.role) >= 0.5 ? teamSeats : 1;
  const sensitivity = persona.decision_profile.budget_sensitivity;
  const monthly =
    (budgetBandMonthlyUsd(persona.budget) *
      budgetShare *
      (Math.exp(affordablePivot) - 1) *
      (1.3 - 0.6 * sensitivity)) /
    seats;
  const currency = idea.price?.currency ?? "USD";
  const period = pricePeriod(idea);
  const perUnit = monthlyUsd(1, currency, period) || 1;
  const amount = niceAmount(monthly / perUnit);
  return {
    monthlyUsd: monthlyUsd(amount, currency, period),
    label: formatPrice(amount, currency, period, seats > 1),
  };
}

function contextOf(persona: PersonaOpinion, idea: IdeaFeatures, rng: Rng): Context {
  const phrase = idea.keyPhrases[0];
  const comfortable = comfortablePrice(persona, idea);
  return {
    persona,
    idea,
    rng,
    first: persona.name.split(" ")[0] ?? persona.name,
    role: withArticle(persona.role),
    company: employerName(persona.company),
    city: persona.demographics.location.split(",")[0]?.trim() || "my town",
    age: persona.demographics.age,
    stance: stanceOf(persona.response.score),
    kp: phrase && phrase.length <= 60 ? phrase : "it",
    concerns: persona.response.concerns.map((label) => ({ kind: concernKind(label), label })),
    comfortable,
    buyer: roleB2bAffinity(persona.role) >= 0.6 && idea.audience !== "B2C",
    pain: touching(persona.pain_points, painPointTopics, idea),
    interest: touching(persona.interests, interestTopics, idea),
    outOfRange: Boolean(idea.price && idea.price.monthlyUsd > 4 * comfortable.monthlyUsd),
    cheaperNamed: Boolean(idea.price && comfortable.monthlyUsd < 0.95 * idea.price.monthlyUsd),
  };
}

/** The first label whose topics the idea is about, lower-cased for a sentence. */
function touching(
  labels: readonly string[],
  topicsOf: (label: string) => readonly string[],
  idea: IdeaFeatures,
): string | null {
  const ideaTopics = new Set(idea.topics.filter((entry) => entry.weight >= 0.3).map((entry) => entry.topic));
  const found = labels.find((label) => topicsOf(label).some((topic) => ideaTopics.has(topic as never)));
  return found ? lowerFirst(found) : null;
}

function sentence(text: string): string {
  const trimmed = capitalize(text.trim());
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

function pluralRole(ctx: Context): string {
  const casual = casualTitle(ctx.persona.role);
  if (/(?:s|x|ch|sh)$/.test(casual)) return `${casual}es`;
  if (/[^aeiou]y$/.test(casual)) return `${casual.slice(0, -1)}ies`;
  return `${casual}s`;
}

function anyPain(ctx: Context): string | null {
  const pain = ctx.persona.pain_points[0];
  return pain ? lowerFirst(pain) : null;
}

/** "Would sign up for the beta" -> "I'd sign up for the beta". */
function actionInFirstPerson(action: string): string {
  const text = action.trim().replace(/[.!]$/, "");
  if (/^would not\b/i.test(text)) return `I wouldn't${text.slice("would not".length)}`;
  if (/^would\b/i.test(text)) return `I'd${text.slice("would".length)}`;
  return `I'd say: ${lowerFirst(text)}`;
}

/** The persona's motivation as a first-person clause: "Fits my interest in x" -> "it fits my interest in x". */
function motivationClause(ctx: Context): string | null {
  const motivation = ctx.persona.response.primary_motivation.trim().replace(/[.!]$/, "");
  if (!motivation || /^nothing compelling/i.test(motivation)) return null;
  const lower = lowerFirst(motivation);
  if (/^likes\b/i.test(motivation)) return `I like${motivation.slice("likes".length)}`;
  if (/^(excited|open|happy|keen)\b/i.test(motivation)) return `I'm ${lower}`;
  if (/^(fits|could|speaks|solves|sounds|suits|saves|helps|makes|gives|lets)\b/i.test(motivation))
    return `it ${lower}`;
  if (/^(free|affordable|easy|convenient|built|useful|cheap|simple|fast|quick)\b/i.test(motivation))
    return `it's ${lower}`;
  return lower;
}

const DECISION_STYLE_LINES: Readonly<Record<string, readonly string[]>> = {
  Analytical: ["I'd want to compare it properly before deciding", "I weigh things up carefully"],
  Intuitive: ["I tend to go with my gut", "I usually know within a minute whether something is for me"],
  Cautious: ["I don't rush into things", "I like to be sure before I commit"],
  Impulsive: ["I tend to just go for things", "I decide fast, sometimes too fast"],
  "Consensus-driven": [
    "I'd talk it over with the people around me first",
    "I rarely decide these things alone",
  ],
  "Data-driven": ["show me numbers and I'll decide", "I go by evidence, not promises"],
  "Value-focused": ["it has to be worth every cent", "I always ask what I get for the money"],
  Pragmatic: ["if it works, it works", "I care about what it does on a normal day"],
  Experimental: ["I like trying things and seeing what sticks", "I'm happy to experiment"],
  "Follows recommendations": ["I go a lot by what people I trust recommend", "reviews sway me a lot"],
};

function decisionLine(ctx: Context): string {
  const lines = DECISION_STYLE_LINES[ctx.persona.decision_style] ?? [
    `my decision style is ${ctx.persona.decision_style.toLowerCase() || "analytical"}`,
  ];
  return ctx.rng.pick(lines);
}

// ------------------------------------------------------------ concerns and conditions

function privacyWorry(ctx: Context): string {
  switch (ctx.idea.privacyReasons[0]) {
    case "children":
      return "I'd worry about where my kids' data ends up";
    case "health":
      return "I'm wary of handing over health data";
    case "location":
      return "I don't love the idea of being tracked";
    case "recording":
      return "being recorded feels invasive to me";
    case "money":
      return "I'd be nervous about sharing my financial details";
    default:
      return "I'd want to know exactly what happens to my data";
  }
}

function concernText(ctx: Context, concern: Concern): string {
  const price = ctx.idea.price?.label;
  switch (concern.kind) {
    case "price":
      return price
        ? `${price} feels steep for what it does, on my budget of ${ctx.persona.budget}`
        : `the price feels high for what it does, on my budget of ${ctx.persona.budget}`;
    case "unknown_price":
      return "I'd need to know what it costs before I commit to anything";
    case "privacy":
      return privacyWorry(ctx);
    case "setup":
      return "setting it up looks like more work than I have time for";
    case "irrelevant":
      return ctx.kp === "it"
        ? "I don't really have a need for it"
        : `I don't really have a need for ${ctx.kp}`;
    case "audience":
      return /businesses/i.test(concern.label)
        ? "it feels built for companies, not for someone like me"
        : "it's a consumer thing, not something my company would buy";
    case "novelty":
      return "it's new and unproven, and I'd rather wait for reviews";
    case "ai":
      return "I don't trust AI to get this right";
    case "clarity":
      return "I'm not sure what problem it really solves";
    case "taste":
      return ctx.idea.category === "food"
        ? "it doesn't sound appetizing to me"
        : "it just doesn't appeal to me personally";
    case "mood":
      return "I'm skeptical of new products in general";
    default:
      return lowerFirst(
        concern.label
          .replace(/[.!]$/, "")
          .replace(/\btheir\b/gi, "my")
          .replace(/\bthem\b/gi, "me")
          .replace(/\bthey\b/gi, "I"),
      );
  }
}

function conditionText(ctx: Context, kind: ConcernKind): string {
  const pain = ctx.pain;
  switch (kind) {
    case "price":
      return ctx.outOfRange
        ? "a much lower price, or a free trial to see whether it's worth it"
        : ctx.cheaperNamed
          ? `a lower price, closer to ${ctx.comfortable.label}, or a free trial to see whether it's worth it`
          : "a free trial to see whether it's worth the money";
    case "unknown_price":
      return `a clear price, ideally around ${ctx.comfortable.label}`;
    case "privacy":
      return "a clear promise that my data stays private, and a way to delete it whenever I want";
    case "setup":
      return "being able to get going in five minutes, without any setup";
    case "irrelevant":
      return pain ? `seeing it really help with ${pain}` : "a change in my situation";
    case "audience":
      return "a version made for someone in my situation";
    case "novelty":
      return "some good reviews, or a friend who swears by it";
    case "ai":
      return "a way to check what the AI does before it acts on anything";
    case "clarity":
      return `a concrete example of the problem it fixes in my day as ${ctx.role}`;
    case "taste":
      return ctx.idea.physical ? "a free sample to try first" : "seeing it in action first";
    case "mood":
      return "time, and good word of mouth from people I know";
    default:
      return "seeing it work for someone like me";
  }
}

/** The persona's main condition, as a noun phrase; someone already sold names what could put them off. */
function mainCondition(ctx: Context): string {
  const concern = ctx.concerns[0];
  if (concern) return conditionText(ctx, concern.kind);
  if (!ctx.idea.price) return conditionText(ctx, "unknown_price");
  return ctx.stance === "no" ? conditionText(ctx, "irrelevant") : "seeing it work for someone like me";
}

// ------------------------------------------------------------ prices

interface Amount {
  monthlyUsd: number;
  label: string;
}

/** A price the user names in a message ("what about $10?"), in the idea's period unless they say otherwise. */
function amountIn(ctx: Context, message: string): Amount | null {
  const { price } = parsePrice(message);
  if (!price || price.period === "free" || price.amount <= 0) return null;
  const saidPeriod = price.period !== "one_time" || /\b(one[- ]?(?:time|off)|once)\b/i.test(message);
  const period = saidPeriod ? price.period : pricePeriod(ctx.idea);
  // "What about $10?" of a per-seat price means $10 a seat.
  const perSeat = price.perSeat || Boolean(ctx.idea.price?.perSeat);
  return {
    monthlyUsd: monthlyUsd(price.amount, price.currency, period),
    label: formatPrice(price.amount, price.currency, period, perSeat),
  };
}

function verdictAt(ctx: Context, amount: Amount): string {
  const ratio = amount.monthlyUsd / Math.max(0.01, ctx.comfortable.monthlyUsd);
  const top = ctx.concerns[0]?.kind;
  const priceIsMain = top === "price" || top === "unknown_price";
  if (ctx.stance === "no" && !priceIsMain) {
    return `even at ${amount.label} I wouldn't use it; the price isn't really the problem for me`;
  }
  const otherwise = ctx.stance !== "yes" && !priceIsMain && ctx.concerns[0];
  if (ratio <= 1.15 && otherwise) {
    return `${amount.label} would be fine; the price isn't what holds me back, it's that ${concernText(ctx, otherwise)}`;
  }
  if (ratio <= 0.6) return `at ${amount.label}, I could say yes without thinking twice`;
  if (ratio <= 1.15) return `${amount.label} is about what I'd be comfortable paying`;
  if (ratio <= 2) return `${amount.label} would be a stretch on my budget of ${ctx.persona.budget}`;
  return `${amount.label} is way more than I'd pay for this`;
}

/** One clause on the idea's own price, for answers and recalls. */
function priceShort(ctx: Context): string {
  const price = ctx.idea.price;
  if (!price) return "it all depends on what it costs";
  if (price.period === "free") return "being free makes it easy to try";
  if (ctx.concerns.some((concern) => concern.kind === "price")) {
    return `${price.label} is more than I'd want to spend`;
  }
  const ratio = price.monthlyUsd / Math.max(0.01, ctx.comfortable.monthlyUsd);
  return ratio <= 1.2 ? `${price.label} seems fair to me` : `${price.label} is on the high side for me`;
}

// ------------------------------------------------------------ answers by topic

const OPENERS: Record<Stance, readonly string[]> = {
  yes: ["Honestly?", "Good question.", "I'll be straight with you.", "Let me put it this way:", ""],
  maybe: ["Hmm.", "Good question.", "Let me think.", "To be honest,", ""],
  no: ["Honestly?", "I'll be blunt.", "Well,", "To be fair to you,", ""],
};

function opener(ctx: Context): string {
  return ctx.rng.pick(OPENERS[ctx.stance]);
}

function answerPrice(ctx: Context, message: string): string[] {
  const asked = amountIn(ctx, message);
  const price = ctx.idea.price;
  const sensitivity = ctx.persona.decision_profile.budget_sensitivity;
  const parts: string[] = [];
  if (asked) {
    parts.push(sentence(verdictAt(ctx, asked)));
  } else if (!price) {
    parts.push(
      sentence(
        ctx.rng.pick([
          "you haven't said what it costs, and that matters a lot to me",
          "I'd need to know the price first",
          "it all depends on the price, which I haven't seen",
        ]),
      ),
    );
    parts.push(sentence(`somewhere around ${ctx.comfortable.label} would feel right for me`));
  } else if (price.period === "free") {
    parts.push(
      sentence(
        ctx.rng.pick([
          "free is hard to argue with",
          "being free makes it an easy thing to try",
          "if it's free, there's little to lose",
        ]),
      ),
    );
    parts.push(sentence("I'd just wonder how you plan to make money from it"));
  } else {
    parts.push(sentence(priceShort(ctx)));
    if (ctx.concerns.some((concern) => concern.kind === "price")) {
      parts.push(
        sentence(
          ctx.outOfRange
            ? "it's out of my range for something like this"
            : ctx.cheaperNamed
              ? `I'd be more comfortable around ${ctx.comfortable.label}`
              : "I'd want to be sure it's worth it before paying",
        ),
      );
    }
  }
  const budgetLine =
    sensitivity >= 0.6
      ? ctx.rng.pick([
          `I watch every expense; my budget for things like this is ${ctx.persona.budget}`,
          `money is tight-ish for me: ${ctx.persona.budget} is what I have for things like this`,
        ])
      : sensitivity <= 0.35
        ? ctx.rng.pick([
            `price isn't my main worry; I spend ${ctx.persona.budget} on tools like this`,
            `with a budget of ${ctx.persona.budget}, I can pay for something that earns its keep`,
          ])
        : `with a budget of ${ctx.persona.budget}, ${decisionLine(ctx)}`;
  parts.push(sentence(budgetLine));
  if (ctx.buyer && ctx.company && ctx.rng.chance(0.5)) {
    parts.push(sentence(`at ${ctx.company}, anything over that needs a clear return before I sign off`));
  }
  return parts;
}

function answerOpinion(ctx: Context): string[] {
  const reaction = ctx.persona.response.overall_reaction.trim();
  const parts = [
    reaction ? sentence(reaction) : sentence(ctx.stance === "yes" ? "I like it" : "I'm not sold"),
  ];
  const motivation = motivationClause(ctx);
  const concern = ctx.concerns[0];
  if (ctx.stance === "yes") {
    if (motivation) {
      parts.push(
        sentence(
          `${ctx.rng.pick(["what draws me in:", "the main draw for me:", "what I like:"])} ${motivation}`,
        ),
      );
    }
    parts.push(sentence(actionInFirstPerson(ctx.persona.response.action_taken)));
  } else if (concern && reaction.split(/[.!?](?:\s|$)/).filter(Boolean).length < 3) {
    parts.push(
      sentence(
        `${ctx.rng.pick(["what holds me back is that", "the catch for me is that", "my main doubt is that"])} ${concernText(ctx, concern)}`,
      ),
    );
  } else if (ctx.stance === "maybe") {
    parts.push(sentence(actionInFirstPerson(ctx.persona.response.action_taken)));
  }
  return parts;
}

function answerChangeMind(ctx: Context): string[] {
  const parts: string[] = [];
  if (ctx.stance === "yes") {
    parts.push(sentence("I'm already leaning yes"));
    const concern = ctx.concerns[0];
    parts.push(
      sentence(
        concern
          ? `what could still put me off is that ${concernText(ctx, concern)}; ${mainCondition(ctx)} would settle it`
          : `what would put me off is a clunky first week; if it's fiddly as ${ctx.role}, I'd drop it`,
      ),
    );
  } else {
    parts.push(
      sentence(
        `${ctx.rng.pick(["what would change my mind is", "it would take", "I'd come round with"])} ${mainCondition(ctx)}`,
      ),
    );
    const second = ctx.concerns[1];
    if (second) parts.push(sentence(`and ${conditionText(ctx, second.kind)} would help too`));
  }
  parts.push(sentence(`as for how I decide: ${decisionLine(ctx)}`));
  return parts;
}

function answerRecommend(ctx: Context): string[] {
  const pain = ctx.pain;
  if (ctx.stance === "yes") {
    return [
      sentence(
        ctx.rng.pick([
          `yes, I'd tell other ${pluralRole(ctx)} about it`,
          "yes, I'd recommend it to friends",
          "I would, to the right people",
        ]),
      ),
      sentence(
        pain
          ? `especially anyone dealing with ${pain}, like me`
          : ctx.interest
            ? `especially people who are into ${ctx.interest}, like me`
            : `especially people in ${ctx.city} with a life like mine`,
      ),
    ];
  }
  if (ctx.stance === "maybe") {
    return [
      sentence(
        ctx.rng.pick([
          "not yet; I'd want to try it myself first",
          "maybe, once I've used it for a few weeks",
          "I'd hold off until I know it works",
        ]),
      ),
      sentence(`I don't recommend things I'm unsure about, and ${decisionLine(ctx)}`),
    ];
  }
  return [
    sentence(
      ctx.rng.pick([
        "probably not",
        "no, I don't think so",
        `not really; nobody I know in ${ctx.city} would use it`,
      ]),
    ),
    sentence(
      ctx.concerns[0]
        ? `I can't recommend something when ${concernText(ctx, ctx.concerns[0])}`
        : "it's hard to recommend something I wouldn't use myself",
    ),
  ];
}

const ALTERNATIVES: Record<IdeaCategory, string> = {
  developer_tool: "the tools my team already has and a few scripts",
  productivity: "a notes app and my calendar",
  business: "our current software and a lot of spreadsheets",
  health: "a free app and my own routine",
  food: "cooking from scratch or the usual takeaway",
  finance: "a spreadsheet and my bank's app",
  education: "free videos and courses online",
  entertainment: "the services I already pay for",
  marketplace: "the big marketplaces everyone uses",
  hardware: "what I already own",
  lifestyle: "what I do now, which mostly works",
  other: "what I already use",
};

function answerCompetitors(ctx: Context): string[] {
  const alternative = ALTERNATIVES[ctx.idea.category];
  const pain = ctx.pain;
  const parts = [
    sentence(
      pain ? `right now I handle ${pain} with ${alternative}` : `right now I get by with ${alternative}`,
    ),
  ];
  parts.push(
    sentence(
      ctx.stance === "yes"
        ? `${capitalize(ctx.kp === "it" ? "this" : ctx.kp)} would beat that if it does what it says`
        : ctx.stance === "maybe"
          ? `to switch, I'd need ${mainCondition(ctx)}`
          : "switching isn't worth the effort for me",
    ),
  );
  return parts;
}

function answerFeatures(ctx: Context): string[] {
  const pain = ctx.pain;
  const wishes: string[] = [];
  if (pain) wishes.push(`something that really helps with ${pain}`);
  for (const concern of ctx.concerns.slice(0, 2)) {
    const wish: Partial<Record<ConcernKind, string>> = {
      price: "a cheaper plan",
      unknown_price: "clear pricing up front",
      privacy: "clear controls over my data",
      setup: "a setup that takes minutes",
      ai: "a way to review what the AI does",
      novelty: "a free trial",
      clarity: "a clear example of what it does",
      taste: ctx.idea.physical ? "a sample to try" : "a demo I could play with",
    };
    const text = wish[concern.kind];
    if (text && !wishes.includes(text)) wishes.push(text);
  }
  if (wishes.length < 2) wishes.push(ctx.idea.physical ? "easy returns" : "a version that works on my phone");
  const list = wishes.length > 1 ? `${wishes.slice(0, -1).join(", ")} and ${wishes.at(-1)}` : wishes[0];
  return [
    sentence(`as ${ctx.role}, I'd want ${list}`),
    sentence(
      ctx.interest
        ? `and since I'm into ${ctx.interest}, anything that plays into that would win me over`
        : "keep it simple; I don't need bells and whistles",
    ),
  ];
}

function answerConcerns(ctx: Context): string[] {
  if (ctx.concerns.length === 0) {
    return [
      sentence("not much, honestly"),
      sentence(
        ctx.idea.price
          ? `I'd just want it to keep working as well as it sounds, at ${ctx.idea.price.label}`
          : "I'd just want to know the price before I commit",
      ),
    ];
  }
  const [first, second] = ctx.concerns;
  const parts = [sentence(`my biggest worry is that ${concernText(ctx, first)}`)];
  if (second) parts.push(sentence(`also, ${concernText(ctx, second)}`));
  const trait = ctx.persona.traits.find((candidate) => TRAIT_WORRIES[candidate]?.includes(first.kind));
  if (trait) parts.push(sentence(`I'm ${trait.toLowerCase()} by nature, so that weighs on me`));
  return parts;
}

/** Traits that make a concern weigh more, to say so in the persona's words. */
const TRAIT_WORRIES: Readonly<Record<string, readonly ConcernKind[]>> = {
  Frugal: ["price", "unknown_price"],
  Thrifty: ["price", "unknown_price"],
  "Privacy-conscious": ["privacy"],
  Cautious: ["novelty", "ai", "privacy"],
  Skeptical: ["novelty", "ai", "clarity", "mood"],
  Traditional: ["novelty", "ai", "taste"],
  Busy: ["setup", "clarity"],
  Impatient: ["setup"],
  Pragmatic: ["clarity", "irrelevant"],
  "Detail-oriented": ["clarity", "privacy"],
  "Health-conscious": ["taste"],
  "Family-oriented": ["privacy", "price"],
};

function answerUse(ctx: Context): string[] {
  const action = sentence(actionInFirstPerson(ctx.persona.response.action_taken));
  const reason =
    ctx.stance === "yes"
      ? motivationClause(ctx)
        ? sentence(`the reason is simple: ${motivationClause(ctx)}`)
        : sentence("it fits how I live and work")
      : ctx.concerns[0]
        ? sentence(`the reason: ${concernText(ctx, ctx.concerns[0])}`)
        : sentence("it's just not something I'd reach for");
  return [action, reason];
}

function answerPrivacy(ctx: Context): string[] {
  const privacy = ctx.concerns.find((concern) => concern.kind === "privacy");
  if (privacy) {
    return [sentence(privacyWorry(ctx)), sentence(`I'd need ${conditionText(ctx, "privacy")}`)];
  }
  if (ctx.idea.privacySensitivity > 0.3) {
    return [
      sentence("I'd want to know where my data goes"),
      sentence("but it's not a deal-breaker for me if you're upfront about it"),
    ];
  }
  return [
    sentence("it doesn't seem to need much personal data, so that's not a big worry for me"),
    sentence("I'd still read the privacy policy, out of habit"),
  ];
}

function answerAi(ctx: Context): string[] {
  const aiConcern = ctx.concerns.find((concern) => concern.kind === "ai");
  const techy = ctx.persona.decision_profile.tech_adoption >= 0.6;
  if (aiConcern) {
    return [sentence("I don't trust AI to get this right"), sentence(`I'd need ${conditionText(ctx, "ai")}`)];
  }
  if (!ctx.idea.usesAI) {
    return [
      sentence("I didn't see AI as the point of it"),
      sentence(techy ? "I'm fine with AI, as long as it saves me time" : "I'm wary of AI, so that suits me"),
    ];
  }
  return [
    sentence(
      techy
        ? "the AI part is fine by me; I try new tech early"
        : "I'm not a big tech person, so I'd want the AI to stay out of my way",
    ),
    sentence(`as long as it gets things right for ${ctx.role}, I don't mind how it works`),
  ];
}

function answerIdentity(ctx: Context): string[] {
  const { persona } = ctx;
  const where = ctx.company ? ` at ${ctx.company}` : "";
  const parts = [sentence(`I'm ${persona.name}, ${ctx.age}, ${ctx.role}${where}, living in ${ctx.city}`)];
  const interests = persona.interests.slice(0, 2).map(lowerFirst);
  if (interests.length) parts.push(sentence(`outside work I'm into ${interests.join(" and ")}`));
  const pain = anyPain(ctx);
  if (pain) parts.push(sentence(`what bugs me most day to day is ${pain}`));
  const traits = persona.traits.slice(0, 2).map((trait) => trait.toLowerCase());
  if (traits.length)
    parts.push(sentence(`people would call me ${traits.join(" and ")}, and ${decisionLine(ctx)}`));
  return parts;
}

function answerGreeting(ctx: Context): string[] {
  return [
    sentence(`hi! I'm ${ctx.first}, ${ctx.role}`),
    sentence(
      ctx.stance === "yes"
        ? "happy to talk; I liked what I saw"
        : ctx.stance === "maybe"
          ? "happy to talk; I'm still making up my mind"
          : "happy to talk, though I'll be honest: I'm not sold",
    ),
  ];
}

function answerThanks(ctx: Context): string[] {
  return [
    sentence(ctx.rng.pick(["you're welcome", "any time", "happy to help"])),
    sentence(
      ctx.stance === "yes"
        ? "let me know when it launches"
        : ctx.rng.pick(["good luck with it", "if anything changes, come back to me"]),
    ),
  ];
}

function answerGeneral(ctx: Context): string[] {
  const stance =
    ctx.stance === "yes"
      ? `from where I stand as ${ctx.role}, I like it`
      : ctx.stance === "maybe"
        ? `from where I stand as ${ctx.role}, I'm on the fence`
        : `from where I stand as ${ctx.role}, it's not for me`;
  const parts = [sentence(stance)];
  const concern = ctx.concerns[0];
  const motivation = motivationClause(ctx);
  if (concern) parts.push(sentence(`mostly because ${concernText(ctx, concern)}`));
  else if (motivation) parts.push(sentence(`mostly because of this: ${motivation}`));
  parts.push(
    sentence(
      ctx.rng.pick([
        "what made you think of building it?",
        "what else would you like to know?",
        "ask me about the price, or what would change my mind",
      ]),
    ),
  );
  return parts;
}

function answer(ctx: Context, topic: ChatTopic, message: string): string[] {
  switch (topic) {
    case "price":
      return answerPrice(ctx, message);
    case "opinion":
      return answerOpinion(ctx);
    case "change_mind":
      return answerChangeMind(ctx);
    case "recommend":
      return answerRecommend(ctx);
    case "competitors":
      return answerCompetitors(ctx);
    case "features":
      return answerFeatures(ctx);
    case "concerns":
      return answerConcerns(ctx);
    case "use":
      return answerUse(ctx);
    case "privacy":
      return answerPrivacy(ctx);
    case "ai":
      return answerAi(ctx);
    case "identity":
      return answerIdentity(ctx);
    case "greeting":
      return answerGreeting(ctx);
    case "thanks":
      return answerThanks(ctx);
    default:
      return answerGeneral(ctx);
  }
}

// ------------------------------------------------------------ memory

interface EarlierTurn {
  topic: ChatTopic;
  text: string;
  amount: Amount | null;
}

const RECALLABLE = new Set<ChatTopic>([
  "price",
  "change_mind",
  "recommend",
  "competitors",
  "features",
  "concerns",
  "use",
  "privacy",
  "ai",
  "identity",
  "opinion",
]);

/** How a reply that recalled a topic reads, to avoid recalling it twice in a row. */
const RECALL_SIGNATURES: Partial<Record<ChatTopic, RegExp>> = {
  price: /about the price/i,
  change_mind: /change my mind|would move me/i,
  recommend: /as I said, I('d| wouldn't) (happily )?recommend/i,
  competitors: /I'd be comparing it with/i,
  features: /features you asked about/i,
  concerns: /my main worry is|big worries/i,
  privacy: /about my data/i,
  ai: /about the AI/i,
  opinion: /at the start/i,
};

function recallOf(ctx: Context, topic: ChatTopic): string {
  switch (topic) {
    case "price":
      return ctx.rng.pick([
        `as I said about the price, ${priceShort(ctx)}`,
        `like I said when you asked about the price, ${priceShort(ctx)}`,
      ]);
    case "change_mind":
      return ctx.rng.pick([
        `like I said when you asked what would change my mind, it comes down to ${mainCondition(ctx)}`,
        `as I mentioned, what would move me is ${mainCondition(ctx)}`,
      ]);
    case "recommend":
      return ctx.stance === "yes"
        ? "as I said, I'd happily recommend it"
        : "as I said, I wouldn't recommend it yet";
    case "competitors":
      return `as I mentioned, I'd be comparing it with ${ALTERNATIVES[ctx.idea.category]}`;
    case "features":
      return `going back to the features you asked about, ${ctx.pain ? `help with ${ctx.pain}` : "keeping it simple"} matters most to me`;
    case "concerns":
      return ctx.concerns[0]
        ? `as I said, my main worry is that ${concernText(ctx, ctx.concerns[0])}`
        : "as I said, I don't have big worries about it";
    case "use":
      return `as I said, ${lowerFirst(actionInFirstPerson(ctx.persona.response.action_taken))}`;
    case "privacy":
      return `like I said about my data, ${ctx.concerns.some((c) => c.kind === "privacy") ? privacyWorry(ctx) : "that part doesn't worry me much"}`;
    case "ai":
      return `as I said about the AI, ${ctx.concerns.some((c) => c.kind === "ai") ? "I don't trust it to get this right" : "that part is fine by me"}`;
    case "identity":
      return `as I told you, I'm ${ctx.role}, and that colours how I see it`;
    default:
      return ctx.stance === "yes"
        ? "like I said at the start, I like it"
        : ctx.stance === "maybe"
          ? "like I said at the start, I'm on the fence"
          : "like I said at the start, it's not for me";
  }
}

/** A sentence that ties this answer to an earlier turn, or null when nothing earlier is worth recalling. */
function recall(
  ctx: Context,
  earlier: EarlierTurn[],
  topic: ChatTopic,
  message: string,
  lastReply: string,
): string | null {
  if (earlier.length === 0) return null;
  // Early in a conversation the persona always shows it listened; later only now and then.
  if (earlier.length > 3 && !ctx.rng.chance(0.6)) return null;

  const namedAmount = [...earlier].reverse().find((turn) => turn.amount)?.amount;
  if (namedAmount && (topic === "price" || topic === "change_mind") && !amountIn(ctx, message)) {
    return sentence(`you mentioned ${namedAmount.label} earlier: ${verdictAt(ctx, namedAmount)}`);
  }

  const recallable = earlier.filter((turn) => RECALLABLE.has(turn.topic));
  const same = recallable.find((turn) => turn.topic === topic);
  const differing = recallable.filter((turn) => turn.topic !== topic);
  // Not the topic the last reply already went back to, when there is another.
  const fresh = differing.filter((turn) => !RECALL_SIGNATURES[turn.topic]?.test(lastReply));
  const others = fresh.length > 0 ? fresh : differing;
  if (others.length > 0) {
    // The most recent topics first: a conversation recalls what is still on the table.
    const pick = ctx.rng.pick(others.slice(-2));
    return sentence(recallOf(ctx, pick.topic));
  }
  if (same) return sentence(ctx.rng.pick(["like I said before, my view hasn't changed", "as I said before"]));
  const quoted = earlier.at(-1)!.text;
  return sentence(`earlier you asked "${truncate(quoted, 60)}", and my answer still stands`);
}

// ------------------------------------------------------------ public

/**
 * The persona's reply to `message`, in character: the answer to the kind of
 * question asked, drawn from the persona and their reaction to the idea, tied
 * to an earlier turn of `history` when there is one.
 */
export function replyInCharacter(
  persona: PersonaOpinion,
  idea: IdeaFeatures,
  history: readonly ChatTurn[],
  message: string,
  rng: Rng,
): string {
  const ctx = contextOf(persona, idea, rng);
  const topic = classifyMessage(message);
  const earlier: EarlierTurn[] = history
    .filter((turn) => turn.role === "user" && turn.content.trim())
    .map((turn) => ({
      topic: classifyMessage(turn.content),
      text: turn.content.trim(),
      amount: amountIn(ctx, turn.content),
    }));

  const parts = answer(ctx, topic, message);
  const lastReply = [...history].reverse().find((turn) => turn.role === "assistant")?.content ?? "";
  const memory =
    topic === "greeting" || topic === "identity" || topic === "thanks"
      ? null
      : recall(ctx, earlier, topic, message, lastReply);
  if (memory && rng.chance(0.5)) {
    parts.unshift(memory);
  } else {
    const lead = opener(ctx);
    if (lead && !["greeting", "thanks", "identity", "opinion"].includes(topic)) {
      parts[0] = `${lead} ${lead.endsWith(",") ? lowerFirst(parts[0]!) : parts[0]}`;
    }
    if (memory) parts.push(memory);
  }
  const reply = parts.join(" ").replace(/\s+/g, " ").trim();
  return reply || THINKING_REPLY;
}

const CANNED_GENERIC = [
  "That's a good question. From where I stand, it would depend on how much time it saves me and what it costs.",
  "I'd need to see it in action before I could really say.",
  "Honestly, I'd want to try it for a week before giving you a real answer.",
  "It depends. If it solves a problem I actually have, I'm listening.",
  "I'm not sure yet. Tell me a bit more about how it would work day to day.",
];

/**
 * A canned, in-character answer for when there is no run to draw on or the
 * reply could not be made: the same message always gets the same answer.
 */
export function cannedReply(persona: Persona | null, message: string): string {
  const index = hashSeed(message.trim().toLowerCase());
  const generic = CANNED_GENERIC[index % CANNED_GENERIC.length]!;
  if (!persona) return generic;
  const role = withArticle(persona.role);
  const lines = [
    `As ${role}, I'd need to think about how it fits into my day. ${generic}`,
    `Speaking as ${role} with a budget of ${persona.budget}: ${lowerFirst(generic)}`,
    `${generic} I'm ${persona.traits[0]?.toLowerCase() ?? "practical"}, so I don't decide these things lightly.`,
  ];
  return lines[(index >>> 3) % lines.length]!;
}
