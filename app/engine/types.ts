// Shapes shared across the persona engine. Persona fields are snake_case
// because they travel to the app exactly as core-app §3 names them.

/** A value with a relative weight, as stored in cohort distributions. */
export type Weighted<T> = readonly [value: T, weight: number];

export type Score = 1 | 2 | 3 | 4 | 5;

/** Themes shared by ideas, interests, pain points and roles. */
export type Topic =
  | "software"
  | "ai"
  | "data"
  | "productivity"
  | "teamwork"
  | "health"
  | "fitness"
  | "mental_health"
  | "food"
  | "finance"
  | "education"
  | "parenting"
  | "gaming"
  | "entertainment"
  | "social"
  | "travel"
  | "shopping"
  | "marketplace"
  | "fashion"
  | "beauty"
  | "home"
  | "hardware"
  | "marketing"
  | "sales"
  | "operations"
  | "hr"
  | "security"
  | "legal"
  | "sustainability"
  | "pets"
  | "transport"
  | "creativity"
  | "careers"
  | "real_estate"
  | "sports"
  | "outdoors";

// ---------------------------------------------------------------- idea

export type IdeaCategory =
  | "developer_tool"
  | "productivity"
  | "business"
  | "health"
  | "food"
  | "finance"
  | "education"
  | "entertainment"
  | "marketplace"
  | "hardware"
  | "lifestyle"
  | "other";

export type IdeaAudience = "B2B" | "B2C" | "both";

export type BillingPeriod =
  | "month"
  | "quarter"
  | "half_year"
  | "year"
  | "fortnight"
  | "week"
  | "day"
  | "per_use"
  | "per_item"
  | "one_time"
  | "free";

/** A situation a product presupposes: see needs-data.ts. */
export type NeedId =
  | "single"
  | "car"
  | "electric_car"
  | "dog"
  | "cat"
  | "children"
  | "cyclist"
  | "coffee"
  | "alcohol"
  | "homeowner"
  | "yard"
  | "apartment"
  | "hearing"
  | "diabetes"
  | "own_health_cover"
  | "desk_job"
  | "employed"
  | "dependants_or_home";

export type PrivacyReason = "health" | "money" | "children" | "recording" | "location" | "biometric";

/** What an idea says it saves its customer: an amount a month in US dollars, or a claim without one. */
export interface ClaimedSaving {
  /** Rough monthly saving in US dollars when the idea states one ("saves about $40 a week"). */
  monthlyUsd: number | null;
}

export interface StatedPrice {
  /** Amount in the stated currency (0 when free). */
  amount: number;
  /** ISO 4217 code, e.g. "USD". */
  currency: string;
  period: BillingPeriod;
  /** Priced per user, seat, developer... */
  perSeat: boolean;
  /** Rough monthly cost in US dollars, for comparing against budgets. */
  monthlyUsd: number;
  /** The price as a person would say it, e.g. "$12/month". */
  label: string;
}

export interface TopicWeight {
  topic: Topic;
  /** 0..1, the strongest topic of a text has 1. */
  weight: number;
}

/** What a user may correct about how the panel read an idea, before re-running. */
export interface IdeaCorrections {
  /** A price as a person writes it ("$20/month", "free", "$349 one-time"). */
  price?: string;
  category?: IdeaCategory;
  audience?: IdeaAudience;
}

export type CorrectionField = keyof IdeaCorrections;

export type IdeaOffer = "paid" | "paid_unpriced" | "subscription_unpriced" | "free" | "nothing_sold";

export type IdeaAsk = "try" | "consider" | "buy_soon";

/** A risk the idea carries, and who bears it. */
export interface IdeaRisk {
  kind: "bodily" | "safety" | "money" | "privacy" | "children" | "harm" | "illegal";
  /** The person adopting it, or other people (harm to others). */
  bearer: "user" | "others";
  /** 0..1 */
  severity: number;
  /** Short, plain words for reports, e.g. "health data shared with an app". */
  label: string;
}

/** A bill nearly every household pays someone already (`essentials.ts`). */
export type EssentialKind = "internet" | "phone" | "energy" | "water" | "insurance";

/** People some ideas price differently ("free for women", "$5 for students"). */
export type PriceGroup = "women" | "men" | "students" | "seniors" | "veterans" | "teachers";

export interface GroupPrice {
  group: PriceGroup;
  /** What people of the group pay; period "free" where they pay nothing. */
  price: StatedPrice;
}

export interface IdeaFeatures {
  text: string;
  /** Best-effort language code ("en", "de", "ja"...) or "und". */
  language: string;
  category: IdeaCategory;
  topics: TopicWeight[];
  audience: IdeaAudience;
  /** The paid price when one is stated, a zero price when only "free". */
  price: StatedPrice | null;
  /** What some groups pay instead ("free for women", "$5 for students"); absent when none. */
  groupPrices?: GroupPrice[];
  /**
   * A price stated as a share of what passes through ("2% fee", "10% commission on each sale") where
   * no amount is; absent in reports stored before it.
   */
  feeShare?: string | null;
  /** Who the idea says pays its price, where that is a party named ("applicant", "employer"). */
  paidBy?: string | null;
  /** A free tier next to a paid plan. */
  freemium: boolean;
  /** A free version that stays free next to the paid plan: its price is for upgrading, not for using it. */
  freeTier?: boolean;
  /** What is offered is a paid version of something people have free (an ad-free tier). */
  upgradesAFreeVersion?: boolean;
  /** The stated price is a rise in a bill people already pay for it ("going up by $1 a month"). */
  priceRise?: boolean;
  /** A household essential (home internet, a phone plan, energy, insurance); absent in reports stored before it. */
  essential?: EssentialKind | null;
  /** Cover held for when it is needed (insurance, a warranty), not used day to day; absent in reports stored before it. */
  cover?: boolean;
  /** On sale already ("sold at your local grocery store", "such as an Amazon Echo"): no launch to wait for. */
  onSale?: boolean;
  /** The saving the idea claims for its customer ("cancels subscriptions you forgot"); absent in reports stored before it. */
  saving?: ClaimedSaving | null;
  /** A subscription that can be left at any time ("cancel anytime", "no contract"). */
  leaveAnyTime?: boolean;
  /** The idea is physical: bought in a shop or delivered. */
  physical: boolean;
  /** The product is something on a screen (an app, a website); absent in reports stored before it. */
  digital?: boolean;
  usesAI: boolean;
  automation: boolean;
  privacySensitivity: number;
  privacyReasons: PrivacyReason[];
  novelty: number;
  setupEffort: number;
  problemClarity: number;
  specificity: number;
  keyPhrases: string[];
  namesTargetCustomer: boolean;
  namesProblem: boolean;
  namesPrice: boolean;
  /**
   * What is on offer: something paid (price stated or not), something free,
   * or nothing sold at all (a public service, a behaviour, "would you ride in it").
   */
  offer: IdeaOffer;
  /** What the person is asked to do: try it, consider it, or buy it soon. */
  ask: IdeaAsk;
  /** 0..1: a durable good bought once (a device, appliance, vehicle). */
  durable: number;
  /**
   * What a device of this kind usually costs new, in US dollars (`typical-prices.ts`), for a
   * durable good (or one used, as far as it is one): what people picture where no price is stated.
   * Null for anything else.
   */
  devicePriceUsd: number | null;
  /** 0..1: how established this kind of product is (a dictionary knows it, nothing says "new"). */
  familiarity: number;
  /** Situations the product presupposes (a dog, a car, being single); absent in reports stored before them. */
  needs?: NeedId[];
  /** The trade a business tool is made for ("accounting firms"); absent in reports stored before it. */
  trade?: string | null;
  /** Products the idea copies or replaces ("a search engine like Google"). */
  incumbents: string[];
  /** What the product imitates ("burger" for a plant-based one); absent in reports stored before it. */
  substituteFor?: string | null;
  /** A food made of an animal not eaten here ("crickets"); absent in reports stored before it. */
  uneatenAnimal?: string | null;
  /** It is a way to get food ("grocery delivery", "digital menus"), not food; absent in reports stored before it. */
  foodChannel?: boolean;
  /** Food bought to cook with (vegetables, a meal kit, steaks), not ready to eat; absent in reports stored before it. */
  toCook?: boolean;
  /**
   * Food eaten as a meal: a dish ("a burrito", "soup"), a meal ("frozen dinners") or food sold ready
   * to eat, not a drink, a sauce, a sweet or an ingredient; absent in reports stored before it.
   */
  meal?: boolean;
  /** The main benefit as read from the text ("see a doctor without the trip"), if any. */
  benefit: string | null;
  risks: IdeaRisk[];
  /** Fields the user corrected; they override what was read. */
  corrected: CorrectionField[];
  /** The idea does not say who buys it; its panel of business buyers made it a business tool. */
  audienceFromPanel?: boolean;
}

// ---------------------------------------------------------------- cohort

export interface AgeBand {
  min: number;
  max: number;
  weight: number;
}

export interface Place {
  /** As shown on a persona, e.g. "Austin, TX, USA". */
  location: string;
  city: string;
  country: string;
  rural: boolean;
  nationalities: Weighted<string>[];
}

export interface RoleSpec {
  title: string;
  topics: Topic[];
  /** 0..1: how much this person buys for a business rather than for self. */
  b2b: number;
  minAge: number;
  maxAge: number;
  /** Company name templates with {brand}, {city} and {surname} slots. */
  companies: string[];
}

/** Shape of a beta distribution on 0..1 (mean = alpha / (alpha + beta)). */
export interface BetaShape {
  alpha: number;
  beta: number;
}

/** Everything needed to sample personas; plain data, safe to store as JSON. */
export interface CohortModel {
  id: string;
  name: string;
  description: string;
  icon: string;
  isPreset: boolean;
  ages: AgeBand[];
  genders: Weighted<string>[];
  places: Weighted<Place>[];
  roles: Weighted<RoleSpec>[];
  traits: Weighted<string>[];
  interests: Weighted<string>[];
  painPoints: Weighted<string>[];
  budgets: Weighted<string>[];
  decisionStyles: Weighted<string>[];
  techAdoption: BetaShape;
  budgetSensitivity: BetaShape;
}

// ---------------------------------------------------------------- persona

export interface Demographics {
  location: string;
  age: number;
  gender: string;
  nationality: string;
}

export interface DecisionProfile {
  /** 0..1, eagerness to try new technology. */
  tech_adoption: number;
  /** 0..1, how much price weighs. */
  budget_sensitivity: number;
}

export interface Persona {
  persona_id: string;
  name: string;
  role: string;
  company: string;
  demographics: Demographics;
  traits: string[];
  interests: string[];
  pain_points: string[];
  budget: string;
  decision_style: string;
  decision_profile: DecisionProfile;
}

export interface PersonaResponse {
  overall_reaction: string;
  primary_motivation: string;
  concerns: string[];
  /** -1..1; above 0.05 counts as positive. */
  sentiment: number;
  action_taken: string;
  /** 1..5: 4-5 adopt, 3 mixed, 1-2 not interested. */
  score: Score;
}

/** A persona with its reaction: core-app §3 "Persona opinion from the server". */
export interface PersonaOpinion extends Persona {
  response: PersonaResponse;
}
