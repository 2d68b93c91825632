import { readsAsNew } from "./idea-signals";
import { interestTopics, NAMED_FIT, namedByTopic, painPointTopics, workInterestTopics } from "./catalog";
import type { AppealKey, ModelParameters, TraitEffect } from "./parameters";
import { billAlreadyPaid, isAReason, missingNeed, situationHeld, type PanelSituations } from "./needs";
import { HAS_IT_DETAIL, WHO_THEY_ARE_DETAIL } from "./reasons";
import { monthlyUsd, RECURRING_PERIODS } from "./price";
import { TYPICAL_DEVICE_USD } from "./typical-prices";
import { hasSubstituteMotive } from "./substitutes";
import { createRng, type Rng } from "./rng";
import { spendingBaseUsd } from "./spending";
import { isSelfEmployed, jobFieldsFor, roleB2bAffinity } from "./roles";
import { clamp, round, stem, tokenize } from "./text";
import { titleInTrade } from "./trade";
import type { IdeaFeatures, NeedId, Persona, PrivacyReason, Topic } from "./types";

// The random-utility model: how much a persona wants the idea, as a sum of
// named drivers. Each driver's sign and size later decide the wording.

export type DriverKey =
  | "interest_fit"
  | "pain_fit"
  | "role_fit"
  | "trait_fit"
  | "keyword_fit"
  | "irrelevant"
  | "no_need"
  | "need_fit"
  | "other_trade"
  | "cohort_fit"
  | "audience_fit"
  | "familiarity"
  | "subscription"
  | "durable"
  | "commitment"
  | "money_risk"
  | "bodily_risk"
  | "safety_risk"
  | "harm"
  | "switching"
  | "free_version"
  | "substitute"
  | "novelty"
  | "ai"
  | "price"
  | "free"
  | "unknown_price"
  | "privacy"
  | "setup"
  | "clarity"
  | "taste"
  | "mood";

export interface Driver {
  key: DriverKey;
  /** Contribution to utility; positive pulls towards adopting. */
  value: number;
  /** What the driver is about: the interest, pain point, privacy reason... */
  detail?: string;
}

export interface Utility {
  latent: number;
  drivers: Driver[];
}

interface CombinedEffect {
  mood: number;
  openness: number;
  price: number;
  privacy: number;
  setup: number;
  clarity: number;
  noise: number;
  topics: Set<Topic>;
  topicTraits: Map<Topic, string>;
}

const effectCache = new WeakMap<Persona, { parameters: ModelParameters; effect: CombinedEffect }>();

function combineEffects(persona: Persona, parameters: ModelParameters): CombinedEffect {
  const cached = effectCache.get(persona);
  if (cached?.parameters === parameters) return cached.effect;
  const effect = combineEffectsOnce(persona, parameters);
  effectCache.set(persona, { parameters, effect });
  return effect;
}

function combineEffectsOnce(persona: Persona, parameters: ModelParameters): CombinedEffect {
  const combined: CombinedEffect = {
    mood: 0,
    openness: 0,
    price: 1,
    privacy: 0,
    setup: 1,
    clarity: 1,
    noise: 1,
    topics: new Set(),
    topicTraits: new Map(),
  };
  const apply = (effect: TraitEffect | undefined, label: string) => {
    if (!effect) return;
    combined.mood += effect.mood ?? 0;
    combined.openness += effect.openness ?? 0;
    combined.price *= effect.price ?? 1;
    combined.privacy += effect.privacy ?? 0;
    combined.setup *= effect.setup ?? 1;
    combined.clarity *= effect.clarity ?? 1;
    combined.noise *= effect.noise ?? 1;
    for (const topic of effect.topics ?? []) {
      combined.topics.add(topic);
      if (!combined.topicTraits.has(topic)) combined.topicTraits.set(topic, label);
    }
    for (const topic of effect.sideTopics ?? []) combined.topics.add(topic);
  };
  for (const trait of persona.traits) {
    apply(Object.hasOwn(parameters.traits, trait) ? parameters.traits[trait] : undefined, trait);
  }
  const style = persona.decision_style;
  apply(
    Object.hasOwn(parameters.decisionStyles, style) ? parameters.decisionStyles[style] : undefined,
    style,
  );
  return combined;
}

function topicWeightIn(idea: IdeaFeatures, topics: readonly Topic[]): number {
  let best = 0;
  for (const { topic, weight } of idea.topics) {
    if (weight > best && topics.includes(topic)) best = weight;
  }
  return best;
}

/** How fully the idea covers every topic of a pain point (weakest topic). */
function coverage(idea: IdeaFeatures, topics: readonly Topic[]): number {
  if (topics.length === 0) return 0;
  let weakest = 1;
  for (const topic of topics) weakest = Math.min(weakest, topicWeightIn(idea, [topic]));
  return weakest;
}

/**
 * Best match among labels, combined as "at least one of them fits". An
 * interest fits when the idea touches any of its topics; a pain point only
 * when the idea covers all of them ("Rising grocery prices" needs food and
 * money, not food alone).
 *
 * The label given as the reason is held to more: the idea must use a word of
 * it, or touch every topic of it where those topics say what it is ("Pets",
 * not "Home cooking" for a water bottle). "Healthy eating" shares health with
 * a medication reminder, and "Podcasts" education with a language app: enough
 * to count a little in the appeal, not a reason anyone would give.
 */
function bestFit(
  idea: IdeaFeatures,
  labels: readonly string[],
  topicsOf: (label: string) => readonly Topic[],
  mode: "any" | "all",
): { fit: number; label?: string } {
  let miss = 1;
  let named: string | undefined;
  let namedWeight = 0;
  for (const label of labels) {
    const topics = topicsOf(label);
    const covered = coverage(idea, topics);
    const weight = mode === "any" ? topicWeightIn(idea, topics) : covered;
    miss *= 1 - weight;
    if (weight < NAMED_FIT || weight < namedWeight) continue;
    const mentioned = mentions(idea, label) || (mode === "any" && seeksTheNew(label, idea));
    if (!mentioned && (covered === 0 || !namedByTopic(label, topics, covered))) continue;
    // Of two that fit as well, the one the idea names is the one to give as the reason:
    // "grilling" for burgers for the grill, not the first food interest on the list.
    if (weight > namedWeight || (mentioned && !mentions(idea, named!))) {
      named = label;
      namedWeight = weight;
    }
  }
  return { fit: 1 - miss, label: named };
}

/**
 * An interest in what is new ("Trying new foods") is what a new kind of product speaks to: a
 * cricket snack is that interest's, though the idea never says "new".
 */
function seeksTheNew(label: string, idea: IdeaFeatures): boolean {
  return readsAsNew(idea) && /\bnew\b/i.test(label);
}

/**
 * Whether the idea's key phrases use the label's head word, the last word of the label or of
 * each part joined by "and": what the label is about. A shared modifier says nothing of it: a
 * home-cleaning service is no smart home gadget and no DIY home project.
 */
function mentions(idea: IdeaFeatures, label: string): boolean {
  const stems = phraseStems(idea);
  return labelParts(label).heads.some((word) => stems.has(stem(word)));
}

const phraseStemCache = new WeakMap<IdeaFeatures, Set<string>>();

function phraseStems(idea: IdeaFeatures): Set<string> {
  let stems = phraseStemCache.get(idea);
  if (!stems) {
    stems = new Set([...phraseWords(idea)].map(stem));
    phraseStemCache.set(idea, stems);
  }
  return stems;
}

const phraseWordCache = new WeakMap<IdeaFeatures, Set<string>>();

function phraseWords(idea: IdeaFeatures): Set<string> {
  const cached = phraseWordCache.get(idea);
  if (cached) return cached;
  const words = new Set(tokenize(idea.keyPhrases.join(" ")).parts.filter((part) => part.length > 3));
  phraseWordCache.set(idea, words);
  return words;
}

interface LabelParts {
  /** The label's content words (longer than three letters). */
  words: readonly string[];
  /** The last content word of the label and of each part joined by "and": what it is about. */
  heads: readonly string[];
}

// Persona labels come from a finite catalogue: split each once.
const labelPartsCache = new Map<string, LabelParts>();

function labelParts(label: string): LabelParts {
  let parts = labelPartsCache.get(label);
  if (!parts) {
    const contentWords = (text: string) => tokenize(text).parts.filter((word) => word.length > 3);
    parts = {
      words: contentWords(label),
      heads: label
        .split(/,|\band\b|&/i)
        .map((part) => contentWords(part).at(-1))
        .filter((word): word is string => word !== undefined),
    };
    if (labelPartsCache.size < 5000) labelPartsCache.set(label, parts);
  }
  return parts;
}

function keywordOverlap(idea: IdeaFeatures, persona: Persona): number {
  const words = phraseWords(idea);
  if (words.size === 0) return 0;
  let overlaps = 0;
  for (const labels of [persona.interests, persona.pain_points, [persona.role]]) {
    for (const label of labels) {
      for (const word of labelParts(label).words) if (words.has(word)) overlaps++;
    }
  }
  return Math.min(1, overlaps * 0.5);
}

const PRIVACY_ORDER: readonly PrivacyReason[] = [
  "children",
  "health",
  "biometric",
  "location",
  "recording",
  "money",
];

function privacyConcern(
  persona: Persona,
  idea: IdeaFeatures,
  effect: CombinedEffect,
  parameters: ModelParameters,
): number {
  const weights = parameters.privacy;
  let concern = weights.baseConcern + effect.privacy;
  // Less technical people worry more about where their data goes.
  concern += (0.5 - persona.decision_profile.tech_adoption) * weights.techAversion;
  const parent = persona.interests.some((label) => interestTopics(label).includes("parenting"));
  if (idea.privacyReasons.includes("children") && parent) concern += weights.parents;
  if (
    idea.privacyReasons.includes("health") &&
    persona.pain_points.some((label) => painPointTopics(label).includes("health"))
  ) {
    concern += weights.patients;
  }
  return clamp(concern, 0.15, 1.6);
}

/** Persona-level mood: stable for a persona across ideas within a run. */
export function dispositionOf(persona: Persona, parameters: ModelParameters): number {
  return createRng(`mood|${persona.persona_id}`).normal(0, parameters.noise.dispositionSd);
}

/** Who the panel is: set per run, the same for every persona in it. */
export interface PanelContext extends PanelSituations {
  /**
   * −1..1: the description says the audience already uses the product (+) or
   * does not (−): "people who currently use the free version" answer as
   * customers, "people who do not own one" have already said no once.
   */
  users: number;
  /** 0..1: the audience is the product's own market ("restaurant owners" for restaurant menus). */
  market: number;
  /** The market is only who the people are ("US women" for a product "for women"), not what they buy. */
  marketByWho: boolean;
  /** The audience knows the kind of product: it uses it, or is described as familiar with it. */
  familiar: boolean;
  /**
   * The audience goes without what a substitute imitates ("who do not drink alcohol" for an
   * alcohol-free beer, "vegetarians" for a beef-like burger): it has not said no to the
   * substitute by going without the original, and has no original to prefer.
   */
  avoidsTheOriginal: boolean;
  /**
   * The panel mostly buys for organisations (owners, IT directors): asked about something for
   * oneself, they still answer as buyers for their business. Unknown (undefined) counts as yes.
   */
  businessPanel?: boolean;
  /**
   * The panel's average relevance input for the idea (`panel-baseline.ts`): relevance counts
   * against it, so it says who in the panel the idea speaks to, not how many. 0 when unknown.
   */
  relevanceBaseline?: number;
}

export const NEUTRAL_CONTEXT: PanelContext = {
  users: 0,
  market: 0,
  marketByWho: false,
  familiar: false,
  situations: [],
  ruledOut: [],
  avoidsTheOriginal: false,
};

/** One input of the appeal model: its value before the fitted weight. */
export interface AppealInput {
  key: AppealKey;
  driver: DriverKey;
  value: number;
  detail?: string;
}

/** Relevance parts are shared out among these when the idea concerns a persona. */
type RelevancePart = readonly [DriverKey, number, string | undefined];

interface RelevanceReading {
  /** The parts of relevance, each with its share before combining. */
  parts: readonly RelevancePart[];
  /** The parts' shares added up (0 when nothing fits). */
  raw: number;
  /** Combined with diminishing returns, less the floor: below 0 when the idea touches nothing. */
  relevance: number;
  /** Drawn from the product's market: nobody in the panel finds it irrelevant. */
  fromMarket: boolean;
  /** A situation the product presupposes that the persona is not in. */
  missing: NeedId | null;
  /** The situation the product presupposes that the persona is in, if any. */
  situation: NeedId | undefined;
  /** The role's fit to the idea's topics (0..1). */
  role: number;
}

/**
 * Relevance: interests, pains, job, traits and shared words, combined with
 * diminishing returns (1 - product of misses). A tool a business buys appeals
 * through the job, not through hobbies: "home cooking" says nothing about
 * payroll software for restaurants.
 */
function readRelevance(
  persona: Persona,
  idea: IdeaFeatures,
  parameters: ModelParameters,
  context: PanelContext,
  effect: CombinedEffect,
): RelevanceReading {
  const weights = parameters.relevance;
  const interest = bestFit(
    idea,
    persona.interests,
    idea.audience === "B2B" ? workInterestTopics : interestTopics,
    "any",
  );
  const pain = bestFit(idea, persona.pain_points, painPointTopics, "all");
  const role = topicWeightIn(idea, jobFieldsFor(persona.role, idea));
  const traitFit = topicWeightIn(idea, [...effect.topics]);
  const traitLabel = idea.topics.find(({ topic }) => effect.topicTraits.has(topic))?.topic;
  const keyword = keywordOverlap(idea, persona);
  // A product that presupposes a situation (a dog, a car, being single) is of
  // no use to someone not in it, unless the panel was drawn from its market;
  // to someone in it, it matters as much as an interest it fits, unless nearly everyone is in it
  // (a job): then it only lets the product in.
  const fromMarket = context.users > 0 || context.market > 0;
  const missing = fromMarket ? null : missingNeed(persona, idea.needs, context);
  const situation =
    !missing && idea.needs?.length ? situationHeld(persona, idea.needs[0]!, context) : undefined;
  const parts: readonly RelevancePart[] = [
    ["need_fit", situation && isAReason(situation) ? weights.interest : 0, situation],
    ["interest_fit", weights.interest * interest.fit, interest.label],
    ["pain_fit", weights.pain * pain.fit, pain.label],
    ["role_fit", weights.role * role, persona.role],
    ["trait_fit", weights.trait * traitFit, traitLabel ? effect.topicTraits.get(traitLabel) : undefined],
    ["keyword_fit", weights.keyword * keyword, undefined],
  ];
  const raw = parts.reduce((sum, [, share]) => sum + share, 0);
  const combined = 1 - parts.reduce((miss, [, share]) => miss * (1 - clamp(share, 0, 1)), 1);
  return { parts, raw, relevance: combined - weights.minimum, fromMarket, missing, situation, role };
}

/**
 * What relevance adds: itself where the idea fits, and where it touches nothing a negative,
 * except for someone the panel drew from the product's market, who has a use for it whatever else.
 */
function countedRelevance({ raw, relevance, fromMarket }: RelevanceReading): number {
  if (relevance > 0 && raw > 0) return relevance;
  return fromMarket ? 0 : relevance;
}

/** The relevance input of one persona: what `appealInputs` adds under the `relevance` weight. */
export function relevanceInput(
  persona: Persona,
  idea: IdeaFeatures,
  parameters: ModelParameters,
  context: PanelContext = NEUTRAL_CONTEXT,
): number {
  return countedRelevance(
    readRelevance(persona, idea, parameters, context, combineEffects(persona, parameters)),
  );
}

/**
 * The inputs of the appeal model for one persona and idea: what the fitted
 * weights multiply. The same function feeds the simulation and the fit, so
 * what `npm run calibrate` fits is exactly what runs.
 */
export function appealInputs(
  persona: Persona,
  idea: IdeaFeatures,
  parameters: ModelParameters,
  context: PanelContext = NEUTRAL_CONTEXT,
): AppealInput[] {
  const inputs: AppealInput[] = [];
  const add = (key: AppealKey, driver: DriverKey, value: number, detail?: string) => {
    if (value !== 0 && Number.isFinite(value)) inputs.push({ key, driver, value, detail });
  };
  const effect = combineEffects(persona, parameters);
  const techAdoption = persona.decision_profile.tech_adoption;
  const sensitivity = persona.decision_profile.budget_sensitivity;
  const b2b = roleB2bAffinity(persona.role);

  const reading = readRelevance(persona, idea, parameters, context, effect);
  const { parts, raw, fromMarket, missing, situation, role } = reading;
  const relevance = countedRelevance(reading);
  if (relevance > 0) {
    for (const [driver, share, detail] of parts) add("relevance", driver, (relevance * share) / raw, detail);
  } else {
    add("relevance", "irrelevant", relevance);
  }
  if (missing) add("need", "no_need", -1, missing);
  add("users", "cohort_fit", context.users, context.users > 0 ? HAS_IT_DETAIL : undefined);
  add("market", "cohort_fit", context.market, context.marketByWho ? WHO_THEY_ARE_DETAIL : undefined);
  // A tool for one trade ("for accounting firms") is the same: of no use to
  // a business in another, whose job shares nothing with it.
  const otherTrade =
    !fromMarket && !missing && idea.trade && role === 0 && !titleInTrade(persona.role, idea.trade);
  if (otherTrade) add("need", "other_trade", -1, idea.trade!);

  // Who it is for: a tool bought by companies, or something for oneself.
  const audience = parameters.audience;
  if (otherTrade) {
    // Said already: it is for another trade.
  } else if (idea.audience === "B2B") {
    // A work tool for one's own job fits even people who do not buy for a company, and
    // someone self-employed buys for their business of one (halfway to an owner's 0.75).
    const ownBusiness = isSelfEmployed(persona) ? audience.buyerPivot + 0.15 : 0;
    const buyer = Math.max(b2b, ownBusiness, role > 0 ? audience.buyerPivot + 0.3 * role : 0);
    add("audience", "audience_fit", (buyer - audience.buyerPivot) * 2);
  } else if (idea.audience === "B2C" && context.businessPanel !== false) {
    // In a panel of everyone, an owner or a manager answers about their own life as anyone does.
    const businessOnly = Math.max(0, b2b - audience.consumerPivot) / (1 - audience.consumerPivot);
    add("audience", "audience_fit", -audience.b2cMismatch * businessOnly);
  }

  // Openness: new kinds of product attract early adopters and put off the
  // wary; an established kind is easy to say yes to.
  const openness = clamp(2 * techAdoption - 1 + effect.openness, -1.3, 1.3);
  add("novelty", "novelty", idea.novelty * openness);
  // A panel that knows the kind of product does not find it unfamiliar, however new it is.
  const familiarity = idea.familiarity - 0.5;
  add(
    "familiarity",
    "familiarity",
    context.familiar ? Math.max(0, familiarity) : familiarity,
    // An animal nobody around eats is what makes a food unfamiliar: what its doubters name.
    familiarity < 0 ? (idea.uneatenAnimal ?? undefined) : undefined,
  );
  if (idea.usesAI) add("ai", "ai", openness);

  // Cost: the price against what this persona spends on such things, weighted by how much
  // price matters to them. Past a ceiling more price changes nothing: they
  // are already out.
  const priceWeight =
    (parameters.price.sensitivityFloor + (1 - parameters.price.sensitivityFloor) * 2 * sensitivity) *
    effect.price;
  const price = idea.price;
  // With a free version that stays free, anyone can use it without paying: the price is
  // for those who upgrade, not a reason to say no to the product.
  const pays = !idea.freeTier;
  // What a claimed saving is worth to this persona, a month: what they believe of it.
  const believed = idea.saving ? savingBelieved(techAdoption) : 0;
  if (pays && idea.offer === "paid" && price) {
    const seats = price.perSeat && b2b >= 0.5 ? parameters.price.teamSeats : 1;
    // A dollar saved counts as a dollar of price: "$4 a month to save $30" is weighed net.
    const cost = price.monthlyUsd * seats;
    const net = Math.max(0, cost - believed * claimedSaving(idea, cost));
    const stretch = priceStretch(net, persona, idea, parameters);
    // A rise in what one already pays buys nothing new: it can only cost, never be a fair price.
    const pivot = idea.priceRise ? 0 : parameters.price.affordablePivot;
    add("price", "price", priceWeight * (pivot - stretch), price.label);
  }
  // A price not stated that a claimed saving pays ("keeps 30% of what it saves you") weighs only as
  // far as the persona doubts the saving, as a stated price does.
  if (pays && idea.offer === "paid_unpriced") {
    add("unpriced", "unknown_price", -priceWeight * sensitivity * (1 - believed));
  }
  // A share of what passes through ("12% of each sale") is a price whose amount nobody is told:
  // weighed as an unstated price is, and said as the fee it is.
  if (pays && idea.offer === "paid" && !price && idea.feeShare) {
    add("unpriced", "price", -priceWeight * sensitivity, idea.feeShare);
  }
  const recurring =
    pays &&
    (idea.offer === "subscription_unpriced" ||
      (idea.offer === "paid" && price !== null && RECURRING_PERIODS.has(price.period)));
  // A company buys its tools by the month or the year: for someone buying for one, a business's
  // subscription is how such tools are sold, not one more bill to avoid (its price still counts).
  const forACompany = idea.audience === "B2B" ? b2b : 0;
  const lockedIn = idea.leaveAnyTime ? 1 - parameters.price.lockIn : 1;
  // Someone who already pays for such a plan would switch to it, a household essential (a phone
  // plan, home internet) is a bill every home pays someone already, and a price rise is on a bill
  // already paid: a bill replaced or dearer, not one more.
  const replacesABill =
    (situation !== undefined && billAlreadyPaid(situation)) ||
    idea.priceRise === true ||
    Boolean(idea.essential);
  // A bill that pays for itself is no bill to avoid, as far as the persona believes it does.
  const covered = price?.monthlyUsd
    ? Math.min(1, claimedSaving(idea, price.monthlyUsd) / price.monthlyUsd)
    : 1;
  const paysForItself = believed * covered;
  if (recurring && !replacesABill) {
    add("subscription", "subscription", -priceWeight * (1 - forACompany) * lockedIn * (1 - paysForItself));
  }
  // Paying for what one has free: the free version does for most, and the more price matters the
  // more it does. Only the extra is bought.
  if (pays && idea.offer === "paid" && idea.upgradesAFreeVersion) {
    add("freeVersion", "free_version", -(0.5 + sensitivity));
  }
  // Free is a pull only when the idea says so; where nothing is sold (or the
  // text is silent), money is simply not part of the answer.
  if (idea.offer === "free" || idea.freemium) {
    add("free", "free", 0.5 + sensitivity);
  }
  // A device bought once is an outlay people picture without being told: what such a device
  // usually costs, weighed against their budget as a stated price is (a smart speaker is not a
  // fridge). A stated price says what it is, so the two are not counted twice. A ride offered in
  // one ("would you ride in it?") or a thing given free asks for no outlay.
  if (idea.offer === "paid_unpriced" || idea.offer === "subscription_unpriced") {
    const pictured = monthlyUsd(idea.devicePriceUsd ?? TYPICAL_DEVICE_USD, "USD", "one_time");
    const stretch = priceStretch(pictured, persona, idea, parameters);
    add("durable", "durable", idea.durable * priceWeight * (parameters.price.affordablePivot - stretch));
  }

  // Commitment: trying something is easy; buying soon is a real decision, the more so for a
  // device bought once: the outlay people picture is then one they would make this year.
  if (idea.ask === "try") add("trial", "commitment", 1);
  // A company plans its spending by the year: for its buyer, "this year" is the budget cycle, not a
  // hurried decision (a device bought once still is an outlay to plan).
  if (idea.ask === "buy_soon")
    add("buySoon", "commitment", -(1 + idea.durable) * (1 - forACompany * (1 - idea.durable)));

  // Risks, by who bears them and how much the persona minds.
  const caution = 1.5 - techAdoption + Math.max(0, -effect.openness);
  for (const risk of idea.risks) {
    if (risk.kind === "money") add("moneyRisk", "money_risk", -risk.severity * caution, risk.label);
    if (risk.kind === "bodily") add("bodilyRisk", "bodily_risk", -risk.severity, risk.label);
    if (risk.kind === "safety") add("safetyRisk", "safety_risk", -risk.severity * caution, risk.label);
    if (risk.bearer === "others") add("harm", "harm", -risk.severity, risk.label);
  }
  if (idea.privacySensitivity > 0.05) {
    const reason = PRIVACY_ORDER.find((candidate) => idea.privacyReasons.includes(candidate));
    add(
      "privacy",
      "privacy",
      -idea.privacySensitivity * privacyConcern(persona, idea, effect, parameters),
      reason,
    );
  }
  // Switching away from a product people already use costs habits and data.
  if (idea.incumbents.length > 0) {
    add("switching", "switching", -(1.5 - techAdoption - effect.openness / 2), idea.incumbents[0]);
  }

  // An imitation is judged against the original: only those with a reason to
  // avoid the original (health, the planet, an audience that goes without it) are its market.
  if (idea.substituteFor && !hasSubstituteMotive(persona) && !context.avoidsTheOriginal) {
    add("substitute", "substitute", -1, idea.substituteFor);
  }

  // Effort and clarity.
  add(
    "setup",
    "setup",
    (parameters.setup.pivot - idea.setupEffort) *
      (parameters.setup.base - parameters.setup.techRelief * techAdoption) *
      effect.setup,
  );
  add("clarity", "clarity", (idea.problemClarity - parameters.clarity.pivot) * effect.clarity);
  return inputs;
}

/**
 * How far a monthly cost stretches what this persona spends on such things: log(1 + cost /
 * affordable), up to the ceiling past which a higher price changes nothing.
 */
function priceStretch(
  monthlyCostUsd: number,
  persona: Persona,
  idea: IdeaFeatures,
  parameters: ModelParameters,
): number {
  const affordable = spendingBaseUsd(persona.budget, idea) * parameters.price.budgetShare;
  return Math.min(parameters.price.ceiling, Math.log(1 + monthlyCostUsd / Math.max(1, affordable)));
}

/** Persona-level mood plus what traits add to it: the same for every idea. */
export function moodOf(persona: Persona, parameters: ModelParameters): number {
  return dispositionOf(persona, parameters) + combineEffects(persona, parameters).mood;
}

/** Idea-specific taste noise scale for this persona (traits and style). */
export function tasteScaleOf(persona: Persona, parameters: ModelParameters): number {
  return parameters.noise.tasteSd * combineEffects(persona, parameters).noise;
}

export function computeUtility(
  persona: Persona,
  idea: IdeaFeatures,
  rng: Rng,
  parameters: ModelParameters,
  context: PanelContext = NEUTRAL_CONTEXT,
): Utility {
  const drivers: Driver[] = [];
  const add = (key: DriverKey, value: number, detail?: string) => {
    if (value !== 0 && Number.isFinite(value)) drivers.push({ key, value: round(value, 3), detail });
  };
  for (const input of appealInputs(persona, idea, parameters, context)) {
    add(input.driver, parameters.appeal[input.key] * input.value, input.detail);
  }
  // Noise: a persona's general mood and an idea-specific taste.
  add("mood", moodOf(persona, parameters));
  add("taste", rng.normal(0, tasteScaleOf(persona, parameters)));

  // Relevance counts against the panel's average (not a driver: nobody has a reason in it).
  const baseline = parameters.appeal.relevance * (context.relevanceBaseline ?? 0);
  const latent = parameters.intercept - baseline + drivers.reduce((sum, driver) => sum + driver.value, 0);
  return { latent, drivers };
}

/**
 * The monthly saving an idea claims against a cost: its stated amount, or, where it names none
 * ("cancels the subscriptions you forgot"), at least the cost back.
 */
function claimedSaving(idea: IdeaFeatures, cost: number): number {
  return idea.saving ? (idea.saving.monthlyUsd ?? cost) : 0;
}

/**
 * The share of a claimed saving someone believes: how readily they take up new products (their tech
 * adoption), kept between a tenth and nine tenths, since nobody takes a claim wholly on trust or
 * dismisses it outright. No survey measures this: it is a prior, documented in the engine README.
 */
function savingBelieved(techAdoption: number): number {
  return clamp(techAdoption, 0.1, 0.9);
}
