import calibration from "./calibration.json";
import type { Topic } from "./types";

// Every tunable number of the reaction model lives here, so that a
// calibration run can fit them against human panels and pass its own set to
// simulate({ parameters }). Utility is on a logit-like scale: the cut points
// turn it into 1-5, and the noise terms set how far people spread.

/** How a trait shifts a persona's reaction. Multipliers default to 1. */
export interface TraitEffect {
  /** Added to utility whatever the idea (general warmth or grumpiness). */
  mood?: number;
  /** Added to openness to new things (-1..1 scale). */
  openness?: number;
  /** Multiplies the weight of price. */
  price?: number;
  /** Added to privacy concern. */
  privacy?: number;
  /** Multiplies the weight of setup effort and convenience. */
  setup?: number;
  /** Multiplies the weight of problem clarity. */
  clarity?: number;
  /** Multiplies idea-specific taste noise. */
  noise?: number;
  /** Topics this trait makes a person care about, and what the trait is: said as their reason. */
  topics?: readonly Topic[];
  /**
   * Topics the trait leans to without being what it is: they count in the appeal like `topics`,
   * but nobody names the trait for them ("I'm health-conscious, and hot dogs would suit that").
   */
  sideTopics?: readonly Topic[];
}

/** The inputs of the appeal model whose weights are fitted to human panels. */
export type AppealKey =
  | "relevance"
  | "need"
  | "users"
  | "market"
  | "audience"
  | "novelty"
  | "familiarity"
  | "ai"
  | "price"
  | "unpriced"
  | "subscription"
  | "free"
  | "durable"
  | "trial"
  | "buySoon"
  | "moneyRisk"
  | "bodilyRisk"
  | "safetyRisk"
  | "harm"
  | "privacy"
  | "switching"
  | "freeVersion"
  | "substitute"
  | "setup"
  | "clarity";

export type AppealWeights = Readonly<Record<AppealKey, number>>;

export interface ModelParameters {
  /** Weight of each appeal input (see `appealInputs` in utility.ts). */
  appeal: AppealWeights;
  /** Utility thresholds between scores 1|2, 2|3, 3|4 and 4|5. */
  cutPoints: readonly [number, number, number, number];
  /** Asked yes/no, where in the middle band (0..1) the undecided tip to yes. */
  yesNoPivot: number;
  /**
   * Asked whether they already use it, how much more than an intent a yes needs (utility, ≥ 0):
   * the gap between saying one would and having done it.
   */
  usedGap: number;
  intercept: number;
  noise: {
    /** Persona-level mood, the same for every idea in a run. */
    dispositionSd: number;
    /** Idea-specific taste, drawn per persona and idea. */
    tasteSd: number;
  };
  relevance: {
    /** How much each reason to care counts (0..1) before combining. */
    interest: number;
    pain: number;
    role: number;
    trait: number;
    keyword: number;
    /** Combined relevance (0..1) below which the idea counts as irrelevant. */
    minimum: number;
  };
  audience: {
    /** Weight of a B2B idea meeting someone who buys (or not) for work. */
    b2bFit: number;
    /** Role B2B affinity that is neutral towards a B2B idea. */
    buyerPivot: number;
    /** Penalty of a consumer idea for someone who only buys for a business. */
    b2cMismatch: number;
    /** Role B2B affinity above which a consumer idea starts to miss. */
    consumerPivot: number;
  };
  price: {
    /** Share of a persona's monthly budget one product can comfortably take. */
    budgetShare: number;
    /** Price sensitivity of the least sensitive persona, relative to average. */
    sensitivityFloor: number;
    /** log(1 + price / affordable) below which a price reads as cheap. */
    affordablePivot: number;
    /** log(1 + price / affordable) past which a higher price changes nothing. */
    ceiling: number;
    /** Seats a per-seat price is multiplied by for people who buy for a team. */
    teamSeats: number;
    /** Part of a subscription's weight that is being locked in, which leaving at any time removes. */
    lockIn: number;
  };
  privacy: {
    baseConcern: number;
    /** Extra concern per unit of tech_adoption below 0.5. */
    techAversion: number;
    /** Extra concern of parents when children's data is involved. */
    parents: number;
    /** Extra concern of people with a health pain point about health data. */
    patients: number;
  };
  setup: {
    /** Setup effort that feels neutral; below it reads as convenient. */
    pivot: number;
    /** Setup weight for someone with tech_adoption 0... */
    base: number;
    /** ...minus this much per unit of tech_adoption. */
    techRelief: number;
  };
  clarity: {
    pivot: number;
  };
  wording: {
    /** A negative driver at least this strong is voiced as a concern. */
    concernThreshold: number;
    /** A positive driver at least this strong can be the primary motivation. */
    motivationThreshold: number;
  };
  traits: Readonly<Record<string, TraitEffect>>;
  decisionStyles: Readonly<Record<string, TraitEffect>>;
}

/**
 * Weights before fitting: the signs and rough sizes that reasoning gives
 * (price, risk and commitment pull down; relevance and fit pull up). The fit
 * in `npm run calibrate` starts from them and is held towards them (ridge),
 * and inputs no training concept exercises (harm, AI, safety, switching) keep
 * these values: see app/engine/README.md.
 */
export const PRIOR_APPEAL: AppealWeights = {
  relevance: 1.2,
  // Not being in the situation a product presupposes: about a full score band.
  need: 1.5,
  users: 0.8,
  market: 0.3,
  audience: 0.6,
  novelty: 0.5,
  familiarity: 0.5,
  ai: 0.35,
  price: 0.7,
  unpriced: 0.15,
  subscription: 0.3,
  free: 0.2,
  durable: 0.5,
  trial: 0.3,
  buySoon: 0.5,
  moneyRisk: 1.2,
  bodilyRisk: 1.2,
  safetyRisk: 0.6,
  harm: 3,
  privacy: 1.5,
  switching: 0.5,
  // Keeping the free version of what is sold as a paid one: two thirds of a score band on average,
  // less than not being in the situation at all (need), since some do pay to be rid of ads.
  freeVersion: 1,
  // Preferring the real thing to an imitation of it: about half a score band.
  substitute: 0.5,
  setup: 0.9,
  clarity: 0.5,
};

/** Inputs the training panels never exercise: the fit leaves their weights at the prior. */
export const UNFITTED_APPEAL: ReadonlySet<AppealKey> = new Set([
  "harm",
  "ai",
  "safetyRisk",
  "switching",
  // One training concept (an ad-free internet) pays for what it has free: too few to fit on.
  "freeVersion",
]);

/**
 * Of the people who say they intend to do something, the share who then do it: 53%. Sheeran's
 * review of intention-behaviour studies (European Review of Social Psychology 12, 2002; the figure
 * restated in Sheeran & Webb, "The Intention-Behavior Gap", 2016) found 47% of intenders did not
 * act. A "have you used it?" question counts only those who acted, so the fit starts the used gap
 * where this share of the panel's would-be takers have, and pulls it back there (`fit.ts`): the
 * training set's few "have used" rows cannot pin it down alone.
 */
export const INTENDERS_WHO_ACT = 0.53;

/** The model before fitting; `npm run calibrate` fits from here. */
export const PRIOR_PARAMETERS: ModelParameters = {
  appeal: PRIOR_APPEAL,
  cutPoints: [-1.1, -0.4, 0.35, 1.05],
  yesNoPivot: 0.5,
  usedGap: 0,
  intercept: -0.4,
  noise: { dispositionSd: 0.5, tasteSd: 0.85 },
  relevance: {
    interest: 0.7,
    pain: 0.85,
    role: 0.7,
    trait: 0.35,
    keyword: 0.3,
    minimum: 0.15,
  },
  audience: { b2bFit: 0.6, buyerPivot: 0.45, b2cMismatch: 0.3, consumerPivot: 0.6 },
  price: {
    budgetShare: 0.25,
    sensitivityFloor: 0.35,
    affordablePivot: 0.3,
    // log(1 + 3): past three times what feels affordable, a higher price
    // changes no answer; the person is already out ("not now", not "never").
    ceiling: 1.39,
    teamSeats: 4,
    // A prior, not a fit (no training concept says it can be left at any time): of the two
    // costs of a subscription, the bill that comes again and being tied to it, the second is
    // taken as half and goes when one can leave any time.
    lockIn: 0.5,
  },
  privacy: { baseConcern: 0.55, techAversion: 0.4, parents: 0.2, patients: 0.1 },
  setup: { pivot: 0.25, base: 1.3, techRelief: 0.8 },
  clarity: { pivot: 0.4 },
  wording: { concernThreshold: 0.2, motivationThreshold: 0.12 },
  traits: {
    Curious: { mood: 0.05, openness: 0.15 },
    Pragmatic: { setup: 1.2, clarity: 1.1 },
    Skeptical: { mood: -0.25, openness: -0.15, privacy: 0.15 },
    "Early adopter": { openness: 0.3 },
    Frugal: { price: 1.3 },
    Thrifty: { price: 1.25 },
    Busy: { setup: 1.3, topics: ["productivity"] },
    "Health-conscious": { topics: ["health", "fitness"], sideTopics: ["food"] },
    "Privacy-conscious": { privacy: 0.45 },
    "Detail-oriented": { clarity: 1.3 },
    Social: { topics: ["social"], sideTopics: ["entertainment"] },
    Ambitious: { topics: ["careers", "productivity"] },
    // Family life is the children and the meals shared; the home as a place is not it (a composter
    // or a robot vacuum does not "suit me as a family-oriented person").
    "Family-oriented": { privacy: 0.1, topics: ["parenting"], sideTopics: ["food"] },
    Creative: { openness: 0.1, topics: ["creativity"] },
    Cautious: { mood: -0.15, openness: -0.2, privacy: 0.2 },
    Outgoing: { mood: 0.05, topics: ["social"] },
    Independent: {},
    "Tech-savvy": { openness: 0.2, setup: 0.7, topics: ["software", "hardware"] },
    Traditional: { mood: -0.1, openness: -0.3 },
    // Adventurous eating is openness to new foods, which novelty × openness carries; a food topic
    // here made every recipe app "suit me as an adventurous person".
    Adventurous: { mood: 0.1, openness: 0.25, topics: ["travel", "outdoors"] },
    Impatient: { setup: 1.4 },
    Loyal: { openness: -0.1 },
    Competitive: { topics: ["gaming", "sports", "sales"] },
    Organized: { topics: ["productivity"] },
    Easygoing: { mood: 0.1 },
    Enthusiastic: { mood: 0.2 },
    Resilient: {},
    Analytical: { clarity: 1.3, price: 1.1 },
    // Caring is for others (children, people around); health and company are what it leans to.
    Caring: { topics: ["parenting"], sideTopics: ["health", "social"] },
    "Trend-conscious": { openness: 0.15, topics: ["fashion", "beauty"], sideTopics: ["social"] },
  },
  decisionStyles: {
    Analytical: { clarity: 1.4, price: 1.15, noise: 0.9 },
    Intuitive: { openness: 0.05, noise: 1.15 },
    Cautious: { mood: -0.2, openness: -0.2, privacy: 0.15 },
    Impulsive: { mood: 0.2, price: 0.8, noise: 1.2 },
    "Consensus-driven": { mood: -0.1, noise: 0.9 },
    "Data-driven": { clarity: 1.3, noise: 0.9 },
    "Value-focused": { price: 1.35 },
    Pragmatic: { setup: 1.3, clarity: 1.1 },
    Experimental: { mood: 0.05, openness: 0.3 },
    "Follows recommendations": { mood: -0.05, openness: -0.1 },
  },
};

const fitted: {
  appeal: Partial<Record<AppealKey, number>>;
  intercept: number;
  yesNoPivot: number;
  usedGap?: number;
} = calibration.parameters;

/** The calibrated model: prior shape with the weights fitted to human panels (calibration.json). */
export const DEFAULT_PARAMETERS: ModelParameters = {
  ...PRIOR_PARAMETERS,
  appeal: { ...PRIOR_APPEAL, ...fitted.appeal },
  intercept: fitted.intercept,
  yesNoPivot: fitted.yesNoPivot,
  usedGap: fitted.usedGap ?? 0,
};
