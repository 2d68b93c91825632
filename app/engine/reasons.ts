import { ACTS_FOR_YOU, PROPERTY_LENT, readsAsNew } from "./idea-signals";
import { runsSmallBusiness } from "./actions";
import { spokenPrice } from "./price";
import { lowerFirst } from "./text";
import type { IdeaFeatures, NeedId, Persona, PrivacyReason, Topic } from "./types";
import type { Driver, DriverKey } from "./utility";
import { needWords } from "./needs";
import { isToolForWork } from "./panel-idea";
import { hashSeed } from "./rng";
import {
  BUYS_FOR_AN_ORGANISATION,
  formerJob,
  inTheirField,
  isOutOfWorkTitle,
  isRetired,
  roleB2bAffinity,
} from "./roles";
import { interestTopics, NAMED_FIT, workInterestTopics } from "./catalog";

/** The detail of a market fit that comes from who the people are, not from what they buy. */
export const WHO_THEY_ARE_DETAIL = "who they are";
/** The panel was drawn from users of the product's kind (or payers of the product whose price rises). */
export const HAS_IT_DETAIL = "has it already";

// Short, stable labels for what drives a reaction. Concern labels are the
// same wording for everyone so reports can count them; motivations are
// personal in the response and stable in the aggregate (reportedReason).

const PRIVACY_CONCERNS: Record<PrivacyReason, string> = {
  children: "Worried about children's data and safety",
  health: "Worried about privacy of health data",
  location: "Uneasy about location tracking",
  recording: "Uneasy about being recorded",
  money: "Worried about sharing financial data",
  biometric: "Uneasy about having their body scanned",
};

/** Liking what one already pays for, or not: how much one would miss it. */
const ATTACHMENT = { yes: "Would miss it", no: "Not that attached to it" } as const;
/** The same on a household essential, which nobody goes without: only the provider is in question. */
const ESSENTIAL_ATTACHMENT = { yes: "Can't do without it", no: "Could get it cheaper elsewhere" } as const;

function attachment(idea: IdeaFeatures, side: "yes" | "no"): string {
  return (idea.essential ? ESSENTIAL_ATTACHMENT : ATTACHMENT)[side];
}

const WORK_TASTE_CONCERN = "Not a priority for them right now";
const TASTE_CONCERN: Partial<Record<IdeaFeatures["category"], string>> = {
  food: "Doesn't sound appetizing to them",
  entertainment: "Not their kind of fun",
};

/**
 * Whether liking or disliking the taste is a reason: for food people eat,
 * yes; for anything else taste is the model's noise (a meal-planning app has
 * no flavour, and a milk frother, kept for years, is not eaten).
 */
export function tasteIsAReason(idea: IdeaFeatures): boolean {
  return idea.category === "food" && idea.physical && !idea.foodChannel && idea.durable < 0.5;
}

/** Food eaten or drunk as it comes (cold brew, a ready meal), not a kit or vegetables to cook. */
export function eatenAsItComes(idea: IdeaFeatures): boolean {
  return idea.physical && idea.category === "food" && !idea.toCook;
}

/**
 * Whether a driver names something a person can give as their reason: mood
 * and taste are the model's noise (a general mood, a liking with no cause),
 * except taste for food, where liking it is one, and for what the speaker
 * already pays for, where liking it is how attached they are to it.
 */
export function isConcreteReason(driver: Driver, idea: IdeaFeatures): boolean {
  if (driver.key === "mood") return false;
  // A phone repair or a burrito pulls the curious a little, but nobody calls it new or unproven.
  if (driver.key === "novelty") return readsAsNew(idea);
  return driver.key !== "taste" || tasteIsAReason(idea) || idea.priceRise === true;
}

// The concerns about what it costs: "willing to pay", the value-price ratio
// and price sensitivity all count these same four.
export const COST_CONCERNS = {
  price: "Price feels high for what it does",
  unknown_price: "Would depend on the price",
  subscription: "Doesn't want another subscription",
  durable: "A big purchase they don't need now",
} as const;
/** The subscription concern of cover (insurance, a warranty), which is only ever paid by premium. */
export const PREMIUM_CONCERN = "Doesn't want another premium";
/** The subscription concern of what claims to save money: whether it saves more than it costs. */
export const SAVING_DOUBTED = "Doubts it would save more than it costs";
const COST_CONCERN_LABELS: ReadonlySet<string> = new Set([
  ...Object.values(COST_CONCERNS),
  PREMIUM_CONCERN,
  SAVING_DOUBTED,
]);

/** True for a concern about the cost (a high price, an unknown one, a subscription, a big purchase). */
export function isCostConcern(label: string): boolean {
  return COST_CONCERN_LABELS.has(label);
}

/** The concern a negative driver stands for, as reports list it. */
export function concernLabel(driver: Driver, idea: IdeaFeatures, persona: Persona): string | null {
  switch (driver.key) {
    case "subscription":
      return idea.cover ? PREMIUM_CONCERN : idea.saving ? SAVING_DOUBTED : COST_CONCERNS.subscription;
    case "price":
    case "unknown_price":
    case "durable":
      return COST_CONCERNS[driver.key];
    case "privacy":
      return driver.detail && driver.detail in PRIVACY_CONCERNS
        ? PRIVACY_CONCERNS[driver.detail as PrivacyReason]
        : "Privacy concerns about their data";
    case "setup":
      return "Setup looks like work";
    case "irrelevant":
      return "Not relevant to their needs";
    case "no_need":
      return needWords(driver.detail as NeedId).concern;
    case "other_trade":
      return "Made for another line of work";
    case "audience_fit":
      return isToolForWork(idea) && roleB2bAffinity(persona.role) < 0.45
        ? "Built for businesses, not for them"
        : "Not something their company would buy";
    case "novelty":
      return "Unproven; would wait for reviews";
    case "ai":
      return "Doesn't trust AI to get it right";
    case "clarity":
      return "Unclear what problem it solves";
    case "harm":
      return "Ethically wrong and likely illegal";
    case "switching":
      return driver.detail
        ? `Happy with ${driver.detail}; switching isn't worth it`
        : "Happy with what they use now";
    case "free_version":
      return "Happy with the free version";
    case "substitute":
      return "Would rather have the real thing";
    case "money_risk":
      return driver.detail === ACTS_FOR_YOU
        ? "Wants a say before it changes their contracts"
        : driver.detail === PROPERTY_LENT
          ? "Wary of strangers using their things"
          : "Too risky with their money";
    case "bodily_risk":
      return "Wary of what it does to their body";
    case "safety_risk":
      return "Doesn't trust it with their safety";
    case "commitment":
      return "Not ready to buy one soon";
    case "cohort_fit":
      return "Has already decided against this kind of product";
    case "familiarity":
      return driver.detail ? `Eating ${driver.detail} takes getting used to` : "Unfamiliar kind of product";
    case "taste":
      if (idea.priceRise) return attachment(idea, "no");
      // Fun made for children (stories, games, shows) is judged by whether the children would enjoy it.
      if (
        idea.topics.some(({ topic }) => topic === "entertainment" || topic === "gaming") &&
        idea.needs?.includes("children") &&
        !isToolForWork(idea)
      )
        return "Not sure their children would enjoy it";
      // A business's tool in a fun domain (bookings for restaurants) is judged as a tool, not as fun:
      // a buyer who sees its use and still says no has other things to do first.
      if (isToolForWork(idea) && !tasteIsAReason(idea)) return WORK_TASTE_CONCERN;
      return (
        (tasteIsAReason(idea) || idea.category !== "food" ? TASTE_CONCERN[idea.category] : null) ??
        "Just doesn't appeal to them"
      );
    case "mood":
      return "Skeptical of new products in general";
    default:
      return null;
  }
}

const REASON_LABELS: Record<DriverKey, string> = {
  interest_fit: "Matches their interests",
  pain_fit: "Eases a pain point they have",
  role_fit: "Useful for their work",
  trait_fit: "Fits their lifestyle",
  keyword_fit: "Speaks to what they care about",
  irrelevant: "Not relevant",
  no_need: "Not in their situation",
  need_fit: "In the situation it's made for",
  other_trade: "Made for another line of work",
  cohort_fit: "Already in the market for this",
  audience_fit: "Built for organisations like theirs",
  familiarity: "A kind of product they know and trust",
  subscription: "Subscription",
  durable: "Worth owning",
  commitment: "Easy to try",
  money_risk: "Money risk",
  bodily_risk: "Health risk",
  safety_risk: "Safety risk",
  harm: "Harm to others",
  switching: "Switching cost",
  free_version: "The free version does",
  substitute: "An imitation of the real thing",
  novelty: "Excited to try something new",
  ai: "Smart use of AI",
  price: "Affordable price",
  free: "Free to try",
  unknown_price: "Price not stated",
  privacy: "Privacy",
  setup: "Convenient and easy to start",
  clarity: "Solves a clear problem",
  taste: "Personal taste",
  mood: "Generally open to new products",
};

/**
 * A persona's motivation as reports count it, or null for the noise terms:
 * mood says nothing about the idea, and taste only does for food ("Personal
 * taste" is not a reason anyone can act on).
 */
export function reportedReason(key: DriverKey | null | undefined, idea: IdeaFeatures): string | null {
  if (!key || key === "mood") return null;
  if (key === "taste")
    return idea.priceRise ? attachment(idea, "yes") : tasteIsAReason(idea) ? "Likes the taste" : null;
  // For something people buy for themselves, a job in its field means knowing the need.
  if (key === "role_fit" && idea.audience === "B2C") return "Sees the need through their work";
  return REASON_LABELS[key];
}

/**
 * A topic said as what someone is into: "food", "gadgets". For an interest that fits too loosely to
 * name ("Home cooking" for a snack), the topic it shares with the idea is what the person is into.
 */
const TOPIC_AS_INTEREST: Record<Topic, string> = {
  software: "tech",
  ai: "AI",
  data: "data",
  productivity: "getting things done",
  teamwork: "working with people",
  health: "health",
  fitness: "fitness",
  mental_health: "mental wellbeing",
  food: "food",
  finance: "money matters",
  education: "learning",
  parenting: "family life",
  gaming: "games",
  entertainment: "entertainment",
  // Dating, a club, neighbours who lend: what they share is being with others, not only meeting them.
  social: "being around people",
  travel: "travel",
  shopping: "shopping",
  marketplace: "shopping",
  fashion: "fashion",
  beauty: "beauty",
  home: "home life",
  hardware: "gadgets",
  marketing: "marketing",
  sales: "sales",
  operations: "running things well",
  hr: "looking after people",
  security: "security",
  legal: "the law",
  sustainability: "sustainability",
  pets: "pets",
  transport: "getting around",
  creativity: "creative things",
  careers: "getting ahead at work",
  real_estate: "property",
  sports: "sport",
  outdoors: "the outdoors",
};

/**
 * The idea's strongest topic that one of the persona's interests touches, among what the idea is
 * clearly about (`NAMED_FIT`: watching sport touches fitness a little; nobody watches it for their fitness).
 */
function sharedInterestTopic(idea: IdeaFeatures, persona: Persona): Topic | undefined {
  // A business tool fits an interest only through work, as the appeal counts it.
  const topicsOf = idea.audience === "B2B" ? workInterestTopics : interestTopics;
  // Only the topic an interest is first about makes someone "into" it: smart home gadgets are
  // gadgets, so they say nothing of "home life" for a composter.
  return idea.topics.find(
    ({ topic, weight }) =>
      weight >= NAMED_FIT && persona.interests.some((label) => topicsOf(label)[0] === topic),
  )?.topic;
}

/**
 * A reason a whole panel shares (all have the dog, all are in the market) would
 * read as one template: half of them also say what the product would do for them.
 */
function withUpside(persona: Persona, upside: string | null, shared: string, alone: string): string {
  return upside && hashSeed(persona.persona_id) % 2 === 1 ? `${shared}, and I like that ${upside}` : alone;
}

/**
 * What the product does for them, said as liking it: in one of three frames by who says it, since a
 * benefit a whole panel likes ("I'd never overpay") would otherwise read as one template.
 */
function likesThat(persona: Persona, upside: string): string {
  const frames = ["I like that", "What appeals is that", "The appeal for me is that"];
  return `${frames[hashSeed(`${persona.persona_id}|upside`) % frames.length]} ${upside}`;
}

/**
 * The persona's own words for what pulls them in. `upside` is what the product
 * does for the speaker ("it tracks how much I drink"): an interest or hassle
 * that fits but is too far from the idea to name is said as liking that.
 */
export function motivationText(
  driver: Driver,
  idea: IdeaFeatures,
  persona: Persona,
  upside: string | null = null,
): string {
  const detail = driver.detail ? lowerFirst(driver.detail) : "";
  switch (driver.key) {
    case "need_fit": {
      // A panel that all share the situation would read as one template: a third name it alone, a
      // third add what they like about the product, and a third say it is made for them.
      const having = needWords(driver.detail as NeedId).having;
      const way = hashSeed(`${persona.persona_id}|need`) % 3;
      if (way === 2) return `${having}, so it's made for someone like me`;
      return way === 1 && upside ? `${having}, and I like that ${upside}` : `${having}, so it fits my life`;
    }
    case "interest_fit": {
      if (detail) return `Fits my interest in ${detail}`;
      if (upside) return likesThat(persona, upside);
      const shared = sharedInterestTopic(idea, persona);
      return shared ? `I'm into ${TOPIC_AS_INTEREST[shared]}` : "Fits my interests";
    }
    case "pain_fit":
      return detail
        ? `Could help with ${detail}`
        : upside
          ? likesThat(persona, upside)
          : idea.cover
            ? "Would take a worry off my mind"
            : "Could come in handy";
    case "role_fit":
      // A retiree's job is behind them: it shows the need, it is not where they would use it.
      return idea.audience === "B2C" || isRetired(persona.role)
        ? roleShowsTheNeed(persona.role)
        : `Useful in my work as ${withArticle(persona.role)}`;
    case "trait_fit":
      return detail ? `Suits me as ${withArticle(detail)} person` : "Suits my lifestyle";
    case "keyword_fit":
      return "Speaks to something I care about";
    case "audience_fit": {
      // An owner's shop is a business, not a team; one person's shop is no team at all.
      const fit = runsSmallBusiness(persona)
        ? "Built for businesses like mine"
        : roleB2bAffinity(persona.role) >= BUYS_FOR_AN_ORGANISATION
          ? // A security chief buys a contract reviewer for the company, not for a team of their own.
            inTheirField(persona.role, idea)
            ? "Built for teams like mine"
            : "Built for companies like ours"
          : "Made for people like me";
      return withUpside(persona, upside, fit, fit);
    }
    case "cohort_fit": {
      // Made for women is not something a woman is already shopping for; made for people in a
      // situation ("I have kids at home") is said by the situation for most of them.
      if (driver.detail === HAS_IT_DETAIL) {
        // Users of its kind, unless the idea is a rise in what they pay for it.
        return idea.priceRise
          ? withUpside(persona, upside, "I already pay for it", "Already pays for it")
          : withUpside(
              persona,
              upside,
              "I already use this kind of thing",
              "Already uses this kind of thing",
            );
      }
      if (driver.detail !== WHO_THEY_ARE_DETAIL) {
        return withUpside(
          persona,
          upside,
          "I'm already in the market for this",
          "Already in the market for this",
        );
      }
      const situation = idea.needs?.[0];
      if (!situation)
        return withUpside(persona, upside, "It's made for people like me", "Made for people like me");
      // A third name their situation alone, a third add what they like about it, and a third say
      // it is for people like them and what they like.
      const having = needWords(situation).having;
      const way = hashSeed(`${persona.persona_id}|fit`) % 3;
      if (!upside || way === 0) return `${having}, so it's made for me`;
      return way === 1
        ? `${having}, and I like that ${upside}`
        : `It's made for people like me, and I like that ${upside}`;
    }
    case "familiarity":
      return idea.priceRise ? "Knows what they get for it" : "A kind of product I already know";
    case "commitment":
      return "Easy to try without committing";
    case "novelty":
      return "Excited to try something new";
    case "ai":
      return "Likes the AI angle";
    case "price":
      if (idea.saving) return "Could pay for itself";
      return driver.detail ? `Affordable at ${spokenPrice(driver.detail)}` : "Affordable";
    case "free":
      return withUpside(persona, upside, "It's free", "Free to try");
    case "setup":
      // Vegetables or a kit to cook still need preparing: easy to take up, not ready to eat. Only
      // food is "prepped": a board game or a dehumidifier is simply ready to use.
      if (idea.toCook) return "Easy to fit into my week";
      if (eatenAsItComes(idea)) return "Convenient, no prep needed";
      return idea.physical ? "Ready to use as it comes" : "Easy to get started";
    case "clarity":
      return "Solves a clear problem";
    case "taste":
      if (idea.priceRise) return attachment(idea, "yes");
      if (!tasteIsAReason(idea)) return "It just appeals to me";
      return idea.uneatenAnimal ? `Curious what ${idea.uneatenAnimal} taste like` : "Sounds tasty";
    case "mood":
      return "Open to trying new products";
    default:
      return "Nothing compelling yet";
  }
}

/** "Registered Nurse" -> "registered nurse"; acronyms ("ICU", "VP") stay. */
export function casualTitle(title: string): string {
  return title
    .split(" ")
    .map((word) => (/^\p{Lu}[\p{Ll}-]+$/u.test(word) ? word.toLowerCase() : word))
    .join(" ");
}

/**
 * How what someone does all day shows them the need for a thing they would buy for themselves: a
 * job, the years of a job now behind them, or days at home or studying, which are no "work".
 */
function roleShowsTheNeed(role: string): string {
  const former = formerJob(role);
  if (former) return `Years as ${withArticle(former)} showed me the need`;
  if (isOutOfWorkTitle(role)) return `Being ${withArticle(role)}, I see the need`;
  return `My work as ${withArticle(role)} shows me the need`;
}

/** "a registered nurse", "an HR specialist", "an indie hacker". */
export function withArticle(title: string): string {
  const casual = casualTitle(title);
  return `${indefiniteArticle(casual)} ${casual}`;
}

/**
 * "a" or "an" by the sound of the first word: "an ambitious", "a user", "an
 * HR", "a CLI". The NLP library has no rule for this, so it is spelled out here.
 */
export function indefiniteArticle(phrase: string): "a" | "an" {
  const first = phrase.split(/[\s-]/)[0] ?? "";
  const acronym = first.length > 1 && first === first.toUpperCase() && /\p{L}/u.test(first);
  const vowelSound = acronym
    ? /^[AEFHILMNORSX]/.test(first)
    : /^(?:a|i|e(?!u)|o(?!ne\b|nce\b))|^u(?!ni|s[eu]|r[aeiou]|k)|^h(?:our|onest|eir|onou?r)/i.test(first);
  return vowelSound ? "an" : "a";
}
