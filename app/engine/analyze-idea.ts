import { readCover, readEssential } from "./essentials";
import { readSubstitute } from "./substitutes";
import { readNeeds } from "./needs";
import { isListedDevice, typicalDevicePriceUsd } from "./typical-prices";
import { readTrade } from "./trade";
import { madeOf, readUneatenAnimal } from "./uneaten-food";
import { CATEGORY_OF_TOPIC } from "./category-topics";
import { applyCorrections, offerOfStatedPrice } from "./corrections";
import {
  FETCHES_YOU,
  readAsk,
  namesExamples,
  readOnSale,
  readBenefit,
  readDurable,
  isKept,
  readIncumbents,
  isUsedNotOwned,
  sellsATrip,
  readOffer,
  readRisks,
  productPhrase,
} from "./idea-signals";
import { extractKeyPhrases } from "./key-phrases";
import { cues, keywordMatcher } from "./keywords";
import { canLeaveAnyTime, raisesAPrice, readFeeShare, readSaving, upgradesAFreeVersion } from "./price";
import { readGroupPrices } from "./group-prices";
import { readPayer } from "./payer";
import { clamp, detectLanguage, normalizeText, round, tokenize, type Tokens } from "./text";
import { isDurableNoun, isMealNoun, nounInfo, nounOrPartsInfo } from "./lexicon";
import { FOOD_CHANNEL_HEADS, FRAME_NOUNS, isDigitalProduct, type NounReading } from "./noun-reading";
import { readIdeaNouns, topicsOfIdeaText } from "./topics";
import { usesPerMonthOf } from "./service-frequency";
import type {
  IdeaAudience,
  IdeaCategory,
  IdeaCorrections,
  IdeaFeatures,
  IdeaRisk,
  PrivacyReason,
  Topic,
  TopicWeight,
} from "./types";

// Turns an idea, in any language or none, into the features the reaction
// model reads. Cue words are English; other languages get neutral values
// except for what is language-free (prices, digits, "AI").

const B2B_CUES = keywordMatcher(
  cues(
    "team*, company, companies, business*, enterprise*, employee*, b2b, saas, crm, client*, workflow*, pull request*, compliance, recruit*, hiring, invoic*, procurement, vendor*, per seat, per user, per developer, per employee, startups, agencies, restaurants, clinics, hospitals, developer*, engineering, organization*, organisation*, stakeholder*, dashboard*, staff, payroll, small business*, smb*, merchant*, retailers, landlords, freelancers, sales team*, onboarding, coworker*, b2b saas, shops, salons, firms, practices, api",
  ),
);

const B2C_CUES = keywordMatcher(
  cues(
    "you, your, yourself, personal, people, family, families, kid, kids, children, parents, home, consumer*, individual*, friends, fans, gamers, shoppers, moms, dads, couples, supermarket*, grocery, everyone, anyone, households, students, seniors, pet owners, dog owners, travelers, travellers, runners, me, my, myself, buy, sold at, nearby",
  ),
);

// "You" and "me" are whoever is asked: put to owners of businesses or buyers for a company, they are
// those people at work, not consumers.
const ADDRESSED = keywordMatcher(cues("you, your, yourself, me, my, myself"));

const AUDIENCE_TOPIC_LEAN: Partial<Record<Topic, number>> = {
  software: 0.6,
  operations: 0.6,
  hr: 0.8,
  sales: 0.6,
  marketing: 0.5,
  legal: 0.5,
  data: 0.4,
  teamwork: 0.4,
  food: -0.6,
  fitness: -0.6,
  gaming: -0.6,
  parenting: -0.6,
  fashion: -0.6,
  beauty: -0.5,
  pets: -0.6,
  entertainment: -0.5,
  travel: -0.4,
  home: -0.4,
  mental_health: -0.4,
};

const AI_PATTERN =
  /\bai\b|\ba\.i\.|artificial intelligence|machine learning|\bgpt|\bllms?\b|chatgpt|neural net|deep learning|generative|copilot|chatbot|\bki\b|künstliche intelligenz|intelligence artificielle|inteligencia artificial|人工知能|人工智能|인공지능/iu;
/** The product is an AI: "An AI that writes...", "an AI model to...". */
const AN_AI_THAT =
  /^(?:an?\s+)?(?:AI|A\.I\.|artificial intelligence)(?:\s+(?:model|system|agent))?\s+(?:that|which|who|to)\b/i;
const AUTOMATION_PATTERN =
  /automat|auto-?pilot|\bbots?\b|hands-free|on autopilot|does it for you|automatisch|自動|自动|자동/iu;

const NOVEL_CUES = keywordMatcher(
  cues(
    "novel, never been, unique, revolution*, reinvent*, breakthrough, patent*, nothing like, new way, new kind, reimagin*, ar, vr, augmented reality, virtual reality, blockchain, quantum, robot*, drone*, brain, holograph*, world's first, never tried, original, autonomous*, self driving, driverless, metaverse, nft*, crypto*, smart, 3d, implant*, humanoid*, exoskeleton*, flying, lab grown, grown in a lab, grown in a laboratory, grown in labs, from animal cells, cell based, cultured meat, cultivated meat, foldable",
  ),
);
/**
 * "The first app that...", "a first-of-its-kind", "first-ever": a claim that the kind is new. Not
 * a maker's first of a known kind ("Apple's first smartwatch", "our first"), nor "first" as an
 * order ("see a nurse first", "first-time buyers", "your first month").
 */
const FIRST_OF_A_KIND =
  /\b(?:the|a|world'?s|nation'?s|country'?s|industry'?s|market'?s)\s+first\b(?![\s-]+(?:time|aid|job|home|date|class|thing|step|steps|day|week|month|year|order|lesson|visit|look|round|hour)s?\b)|\bfirst[\s-]+(?:ever|of its kind)\b/iu;

const FAMILIAR_CUES = keywordMatcher(
  cues(
    "uber for, airbnb for, like uber, like airbnb, simple, basic, classic, traditional, another, subscription box*, spreadsheet*, template*, newsletter*, to do, todo, calculator*, directory, clone, alternative to, cheaper",
  ),
);

const SETUP_CUES = keywordMatcher(
  cues(
    "install*, setup, set up, configur*, integrat*, connect your, onboard*, migrat*, self host*, train your, api, cli, mount*, plug in, upload your, sync*, wear*, device*, sensor*, hardware, implant*, calibrat*, learn to, import your",
  ),
);
const EASY_CUES = keywordMatcher(
  cues(
    "no setup, zero setup, one click, one tap, instant*, ready to, just open, no app, no download, sold at, in stores, supermarket*, delivered, done for you, plug and play, no sign up, no signup, no account, works out of the box, pick up, grab, simple, effortless, automatically",
  ),
);

// "Buy it online in 10 minutes", "takes two minutes": done in minutes is no work to set up.
const DONE_IN_MINUTES =
  /\b(?:in|takes?|taking) (?:(?:just|only|under|less than|about|around) )?(?:a (?:few|couple of) |\d+ |one |two |three |five |ten |fifteen |twenty |thirty )?(?:minutes?|mins?|seconds?)\b/i;

const PROBLEM_CUES = keywordMatcher(
  cues(
    "problem*, struggl*, hard to, difficult, waste*, wasting, forget*, tired of, pain, painful, frustrat*, annoy*, hassle*, instead of, so that, save*, saving, fix*, too much, too many, can't, cannot, never have to, hate*, manual*, lose, losing, lost, miss, missed, missing, stress*, overwhelm*, expensive, slow, time consuming, error prone, mistake*, late, no time, juggl*, chaos, messy, takes hours, spend hours, risk*, avoid*, without having to, worry, worried, reduce*, prevent*, lonely, burnout, tedious",
  ),
);

const TARGET_CUES = keywordMatcher(
  cues(
    "developers, engineers, teams, parents, moms, dads, students, teachers, nurses, doctors, clinics, restaurants, small business*, freelancers, founders, startups, gamers, runners, seniors, retirees, families, companies, enterprises, marketers, designers, creators, landlords, tenants, travelers, travellers, pet owners, dog owners, shops, retailers, agencies, recruiters, salespeople, sales teams, hr, accountants, lawyers, musicians, artists, writers, athletes, women, men, couples, homeowners, commuters, drivers, farmers, patients, caregivers, employees, managers, people who, anyone who, those who, per developer, per user, per employee, per seat, busy professionals, professionals, kids, children, teens, shoppers, consumers, customers, users who, beginners",
  ),
);

const PHYSICAL_CUES = keywordMatcher(
  cues(
    "bottled, bottle*, sold at, in stores, supermarket*, grocery, shelf, shelves, device*, kit, kits, box, boxes, delivered, pack, packs, jar*, cans, snack*, wearable*, gadget*, hardware, ready to drink, ready to eat, print*, handmade, product line, frozen, fresh, sensor*, appliance*",
  ),
);

const NEUTRAL: Omit<IdeaFeatures, "text" | "language"> = {
  category: "other",
  topics: [],
  audience: "both",
  price: null,
  freemium: false,
  physical: false,
  usesAI: false,
  automation: false,
  privacySensitivity: 0.1,
  privacyReasons: [],
  novelty: 0.4,
  setupEffort: 0.3,
  problemClarity: 0.4,
  specificity: 0.2,
  keyPhrases: [],
  namesTargetCustomer: false,
  namesProblem: false,
  namesPrice: false,
  offer: "nothing_sold",
  ask: "consider",
  durable: 0,
  devicePriceUsd: null,
  familiarity: 0.5,
  incumbents: [],
  needs: [],
  trade: null,
  benefit: null,
  risks: [],
  corrected: [],
};

// An app is software, but only a tool for building software is a developer tool.
// Code is a programmer's when it is written, reviewed or shipped; a QR, discount or door
// code is not.
const DEVELOPER_CUES =
  /\b(?:developers?|engineers?|engineering|(?:source|legacy|production|clean|test|python|javascript|typescript|java|rust|your team's|writes?|writing|ships?|shipping|reviews?|reviewing|debugs?) code|code (?:reviews?|base|quality|editor|changes|snippets|completion|generation|search|commits?)|coding|codebase|programm\w*|api|apis|sdk|cli|git|github|repos?|repository|deploy\w*|devops|kubernetes|terraform|docker|database|lint\w*|debug\w*|pull requests?|open source|backend|frontend|ci)\b/i;

function pickCategory(topics: TopicWeight[], text: string): IdeaCategory {
  const scores = new Map<IdeaCategory, number>();
  for (const { topic, weight } of topics) {
    for (const [category, factor] of CATEGORY_OF_TOPIC[topic] ?? []) {
      scores.set(category, (scores.get(category) ?? 0) + weight * factor);
    }
  }
  if (!DEVELOPER_CUES.test(text)) scores.delete("developer_tool");
  let best: IdeaCategory = "other";
  // A lone weak cue word ("time", "app") must not decide the category.
  let bestScore = 0.5;
  for (const [category, score] of scores) {
    if (score > bestScore) {
      best = category;
      bestScore = score;
    }
  }
  return best;
}

// "Frozen dinners", "ready-to-eat rice bowls": food said to be a meal, or sold to eat as one.
const EATEN_AS_A_MEAL = /\b(?:meals?|dinners?|lunch(?:es)?|ready[- ]to[- ](?:eat|heat))\b/i;

// "Ready-to-eat rice bowls", "ready-to-drink cold brew": the container named is how the food is sold.
const READY_TO_EAT = /\bready[- ]to[- ](?:eat|drink|heat|cook)\b/i;

/**
 * The idea says its product is made of a food ("made with real fruit", not "made of soy wax"):
 * "pouches made from organic vegetables" hold the food they are sold with.
 */
function madeOfFood(text: string): boolean {
  return madeOf(text).some((material) => isFood(material.split(/\s+/).at(-1)!));
}

/**
 * The category, where a thing for food is not food: "a silicone food bag" or
 * "a lunch box" is an object for the kitchen (no taste to judge), while a
 * framing head ("a meal kit", "a coffee subscription") sells the food itself.
 */
function productCategory(topics: TopicWeight[], text: string, nouns: NounReading): IdeaCategory {
  const category = pickCategory(topics, text);
  if (category === "hardware" && devicesOnlyInUse(nouns)) {
    return pickCategory(
      topics.filter(({ topic }) => topic !== "hardware"),
      text,
    );
  }
  if (category !== "food" || !nouns.mainNoun || FRAME_NOUNS.has(nouns.mainNoun)) return category;
  if (nounInfo(nouns.mainNoun)?.kind !== "artifact" || READY_TO_EAT.test(text) || madeOfFood(text))
    return category;
  const other = pickCategory(
    topics.filter(({ topic }) => !(CATEGORY_OF_TOPIC[topic] ?? []).some(([of]) => of === "food")),
    text,
  );
  // A thing for the kitchen with nothing else to say of it ("an air fryer") is a thing for the home.
  return other === "other" ? "lifestyle" : other;
}

/**
 * An app is no device, whatever it tracks or talks to ("a habit tracker app", "a smart home app"),
 * nor is a tracker of records ("an expense tracker that reads receipts from your phone camera"),
 * a plan for one ("a phone plan"), a thing done with one ("a hearing test you take on your phone":
 * an act) or a place that uses them ("a store where cameras see what you take"): the devices are
 * how it works, not what it is about, so they neither make it a gadget nor make an electrician's
 * trade a reason to want it.
 */
function devicesOnlyInUse(nouns: NounReading): boolean {
  return (
    isDigitalProduct(nouns) ||
    nouns.mainKind === "act" ||
    (nouns.mainNoun !== null && isUsedNotOwned(nouns.mainNoun))
  );
}

/**
 * The product's noun is a thing the dictionary files with devices ("a VR headset", "smart glasses",
 * "a baby monitor"): bought once and kept, like the devices the durable cue words name.
 */
function namesDevice(nouns: NounReading, text: string): boolean {
  if (!nouns.mainNoun || nouns.mainKind !== "artifact" || devicesOnlyInUse(nouns)) return false;
  const info = nounInfo(nouns.mainNoun);
  // A vehicle ("a pickup truck", "a motorcycle") is bought once as a device is, unless the idea
  // asks people to ride in it ("a driverless shuttle: would you ride it?").
  const vehicle = !RIDDEN.test(text) && !FETCHES_YOU.test(text);
  if (vehicle && (isDurableNoun(nouns.mainNoun) || isListedDevice(nouns.mainNoun))) return true;
  return (
    info?.topics.some(
      ({ topic, weight }) =>
        (topic === "hardware" && weight >= 0.5) || (vehicle && topic === "transport" && weight >= VEHICLE),
    ) ?? false
  );
}

/** A vehicle is transport through and through ("a truck"); a map or a road only touches it. */
const VEHICLE = 0.9;
const RIDDEN = /\b(?:ride|rides|riding|rode|fly in|flying in|travel in|take (?:it|a trip))\b/i;

/** What is left of the devices' topic then: too little to name the category on its own. */
const DEVICE_IN_USE = 0.3;

function withTopicScaled(topics: TopicWeight[], scaled: Topic, factor: number): TopicWeight[] {
  const weighted = topics.map(({ topic, weight }) => ({
    topic,
    weight: topic === scaled ? weight * factor : weight,
  }));
  const strongest = Math.max(...weighted.map(({ weight }) => weight));
  return weighted
    .map(({ topic, weight }) => ({ topic, weight: round(weight / strongest, 2) }))
    .filter(({ weight }) => weight >= 0.2)
    .sort((a, b) => b.weight - a.weight || a.topic.localeCompare(b.topic));
}

/**
 * Jewellery or clothing that detects, tracks, vibrates or calls for help ("a fall-detection pendant",
 * "a bracelet that vibrates when you have sat too long") is a device worn, not an accessory.
 */
const DOES_WHAT_A_DEVICE_DOES =
  /\b(?:that|which|and) (?:\w+ )?(?:detects?|tracks?|monitors?|measures?|counts?|vibrates?|alerts?|calls?|beeps?|senses?|syncs?|charges?|lights? up)\b|\b[a-z]+-(?:detection|detecting|tracking|monitoring)\b/i;

function isAWornDevice(text: string, nouns: NounReading): boolean {
  const main = nouns.mainNoun ? nounInfo(nouns.mainNoun) : null;
  return main?.topics[0]?.topic === "fashion" && DOES_WHAT_A_DEVICE_DOES.test(text);
}

/** A worn device's topics: a device first, what it looks like a little. */
function asAWornDevice(topics: TopicWeight[]): TopicWeight[] {
  const worn = topics.find(({ topic }) => topic === "fashion")?.weight ?? 0;
  const withDevice = topics.some(({ topic }) => topic === "hardware")
    ? topics.map((entry) =>
        entry.topic === "hardware" ? { ...entry, weight: Math.max(entry.weight, worn) } : entry,
      )
    : [...topics, { topic: "hardware" as Topic, weight: worn }];
  return withTopicScaled(withDevice, "fashion", WORN_LOOKS);
}

/** What a worn device's jewellery or clothing keeps of its weight. */
const WORN_LOOKS = 0.4;

// Fields a business serves consumers in: a tool for the business there is not the field's product.
const CONSUMER_FIELDS: ReadonlySet<IdeaCategory> = new Set(["lifestyle", "food", "entertainment"]);

/**
 * A business's tool in a consumer field ("online booking for hair salons", "digital menus for
 * your restaurant") is filed by what it does for the business, not by the field it serves.
 */
function businessToolCategory(
  category: IdeaCategory,
  topics: TopicWeight[],
  text: string,
  durable: number,
): IdeaCategory {
  if (!CONSUMER_FIELDS.has(category)) return category;
  // The phones its customers order from do not make a device of it either.
  const field = (topic: Topic) =>
    (topic === "hardware" && durable < 0.5) || speaksFor(topic, (of) => CONSUMER_FIELDS.has(of));
  return categoryWithout(topics, text, field, "business");
}

/** Whether a topic speaks for a category that passes the test (`CATEGORY_OF_TOPIC`). */
function speaksFor(topic: Topic, test: (category: IdeaCategory) => boolean): boolean {
  return (CATEGORY_OF_TOPIC[topic] ?? []).some(([of]) => test(of));
}

/** The category the idea's other topics speak for, with some left out; `otherwise` where they speak for none. */
function categoryWithout(
  topics: TopicWeight[],
  text: string,
  leftOut: (topic: Topic) => boolean,
  otherwise: IdeaCategory,
): IdeaCategory {
  const category = pickCategory(
    topics.filter(({ topic }) => !leftOut(topic)),
    text,
  );
  return category === "other" ? otherwise : category;
}

/**
 * A business named in what people buy for themselves ("switches your home energy supplier", "a
 * tip for your delivery driver") is the other side of the sale: the product is filed by what it
 * does for them, and stays a business's only when nothing else is read.
 */
function consumerProductCategory(category: IdeaCategory, topics: TopicWeight[], text: string): IdeaCategory {
  if (category !== "business") return category;
  return categoryWithout(topics, text, (topic) => speaksFor(topic, (of) => of === "business"), category);
}

// "Renting a desk by the month", "Owning Bitcoin": an idea that opens with what one would do asks
// the reader to do it, as "you" does. Not a service named by its activity ("Tutoring for kids").
const ACTIVITY_NOUNS = new Set(
  "clothing housing training catering lighting bedding wedding building banking parking dating tutoring coaching cleaning packaging flooring roofing plumbing heating seasoning landscaping consulting marketing accounting printing recycling".split(
    " ",
  ),
);
const OBJECT_AFTER_AN_ACT =
  /^(?:an?|the|some|your|my|in|on|to|for|up|into|at|with|out|over|more|less)$|^[$£€\d\p{Lu}]/u;

function opensWithAnAct(text: string): boolean {
  const [first, next] = text.trim().split(/\s+/, 2);
  if (!first || !next) return false;
  const verb = first.toLowerCase();
  return /^[a-z]{2,}ing$/.test(verb) && !ACTIVITY_NOUNS.has(verb) && OBJECT_AFTER_AN_ACT.test(next);
}

// "Your restaurant", "your customers": the reader runs a business, so the
// "your" is a business owner's, not a consumer's.
const OWNER_PHRASE =
  /\byour (?:(?:own|small|online|local|independent|family)\s+)*(?:business(?:es)?|company|companies|restaurants?|shops?|stores?|salons?|clinics?|practices?|firms?|agenc(?:y|ies)|team|staff|employees|customers|clients|guests|patients|diners|shoppers|tenants|store's|restaurant's|business's)\b/gi;

// "A tool that lets restaurants take reservations", "helps salons fill empty slots", "snacks for
// the office": the business is the user.
// One word may say what kind ("hair salons", "dental clinics"), but not who else acts ("helps you find restaurants").
const BUSINESS_AS_USER =
  /\b(?:lets|helps|allows|enables|for)\s+(?:small\s+|independent\s+|local\s+)?(?:(?!(?:you|your|people|users|customers|them|us|me|find|discover|book|visit|choose|compare|order|rate|review|search|nearby|best|top)\b)[a-z]+(?:-[a-z]+)?\s+)?(?:businesses|restaurants|cafes|shops|stores|salons|clinics|practices|firms|agencies|retailers|landlords|merchants|gyms|hotels|schools|offices|workplaces)\b|\bfor the (?:office|workplace)\b/gi;

// "Ordering ahead at local coffee shops", "discounts from partner stores", "shows which
// restaurants have tables": where a customer goes, not who buys the product.
const PLACE_VISITED =
  /\b(?:at|from|inside|near|around|across|between|which|what)\s+(?:(?:the|a|an|local|nearby|independent|favou?rite|partner|participating|other|many|most|all|any)\s+)*(?:[a-z-]+\s+)?(?:restaurants?|caf[eé]s?|shops?|stores?|salons?|clinics?|gyms?|hotels?|bars?|pharmac(?:y|ies)|supermarkets?|businesses|retailers|merchants)\b/gi;

/**
 * Who buys: businesses, consumers or both. A product that presupposes a situation of one's own
 * life (a dog, a yard, health cover of one's own) is bought by the person in it, whatever group
 * it names ("health insurance for freelancers"), unless a business is named as its user.
 */
function pickAudience(
  text: string,
  tokens: Tokens,
  topics: TopicWeight[],
  personal: boolean,
  askedAtWork: boolean,
): IdeaAudience {
  const owner = (text.match(OWNER_PHRASE)?.length ?? 0) + (text.match(BUSINESS_AS_USER)?.length ?? 0);
  if (personal && owner === 0) return "B2C";
  const visited = text.replace(PLACE_VISITED, " ");
  const buyerWords = B2B_CUES.count(visited === text ? tokens : tokenize(visited)) + 2 * owner;
  let b2b = buyerWords;
  const askedToAct = opensWithAnAct(text) ? 1 : 0;
  const addressed = askedAtWork ? ADDRESSED.count(tokens) + askedToAct : 0;
  let b2c = Math.max(0, B2C_CUES.count(tokens) + askedToAct - addressed - owner) * 0.8;
  for (const { topic, weight } of topics) {
    const lean = (AUDIENCE_TOPIC_LEAN[topic] ?? 0) * weight;
    if (lean > 0) b2b += lean;
    // A business's tool in a consumer domain (a restaurant's menus) is still bought by the business.
    else if (owner === 0) b2c -= lean;
  }
  if (b2b === 0 && b2c === 0) return "both";
  // Topics only lean: a product is sold to businesses when the text says who buys
  // (teams, companies, "your restaurant"); cloud storage with no such word is for anyone.
  if (b2b >= 1.8 * b2c) return buyerWords > 0 ? "B2B" : "both";
  if (b2c >= 1.8 * b2b) return "B2C";
  return "both";
}

// Reports and chat still speak of privacy by reason.
function privacyReasonsOf(risks: readonly IdeaRisk[]): PrivacyReason[] {
  const reasons: PrivacyReason[] = [];
  for (const risk of risks) {
    if (risk.kind === "children") reasons.push("children");
    else if (risk.kind !== "privacy") continue;
    else if (risk.label.startsWith("health")) reasons.push("health");
    else if (risk.label.startsWith("location")) reasons.push("location");
    else if (risk.label.startsWith("audio or video")) reasons.push("recording");
    else if (risk.label.startsWith("financial")) reasons.push("money");
    else if (risk.label.startsWith("biometric")) reasons.push("biometric");
  }
  return reasons;
}

/**
 * 0..1: how established the kind of product is. Naming existing examples
 * ("such as an Echo", "like Amazon Go") marks a known kind; words of
 * newness ("first", "new kind", "blockchain") and AI mark a new one.
 */
function readFamiliarity(text: string, tokens: Tokens, nouns: NounReading, usesAI: boolean): number {
  const examples = namesExamples(text) ? 0.2 : 0;
  // An everyday word for the product says the kind is established; a word the
  // dictionary lacks ("NFT", "smartwatch") says it is new.
  const main = nouns.mainNoun ? nounOrPartsInfo(nouns.mainNoun) : null;
  const dictionary = !nouns.mainNoun ? 0 : main?.common ? 0.15 : main ? 0.05 : -0.1;
  const newWords = Math.min(2, nouns.unknownHeads.length);
  // "A robot butler": newness in the product itself counts more than in its description.
  const newProduct = nouns.mainPhrase && NOVEL_CUES.count(tokenize(nouns.mainPhrase)) > 0 ? 0.15 : 0;
  const newnessCues = NOVEL_CUES.count(tokens) + (FIRST_OF_A_KIND.test(text) ? 1 : 0);
  const value =
    0.5 +
    dictionary -
    0.05 * newWords +
    examples +
    0.1 * FAMILIAR_CUES.count(tokens) -
    0.2 * Math.min(2, newnessCues) -
    newProduct -
    (usesAI ? 0.15 : 0);
  return round(clamp(value, UNFAMILIAR, 0.95), 2);
}

/** The least familiar a kind of product reads. */
const UNFAMILIAR = 0.05;

/**
 * A class, a tasting, an evening: something taken part in, not goods on a shelf, whatever its food.
 * A word that frames what is sold ("a steak delivery service") says nothing of the kind.
 */
function isAnOccasion(nouns: NounReading): boolean {
  const { mainKind: kind, mainNoun } = nouns;
  if (mainNoun === null || FRAME_NOUNS.has(mainNoun)) return false;
  return kind === "act" || kind === "event" || kind === "time";
}

/** Who the idea is put to, where the idea itself does not say. */
export interface PanelOfBuyers {
  /** The panel buys for a business: an idea that names no buyer is a tool for theirs. */
  buysForABusiness: boolean;
}

/**
 * `audience`, when a user corrected it, is who the idea is read as for from the start, so what
 * follows from the buyer (a trade's tool, the situations a consumer product presupposes) follows it.
 */
function analyze(text: string, panel?: PanelOfBuyers, audience?: IdeaAudience): IdeaFeatures {
  const normalized = normalizeText(text);
  const trimmed = normalized.replace(/\s+/g, " ").trim();
  const language = detectLanguage(trimmed);
  const tokens = tokenize(trimmed);
  const english = language === "en" || language === "und";
  const { parsed, groups } = readGroupPrices(trimmed, { isFood });
  const { freemium, freeTier } = parsed;
  // A share of what passes through is the price where no amount is stated: the offer is paid.
  const feeShare = parsed.price ? null : readFeeShare(trimmed);
  const usesAI = AI_PATTERN.test(trimmed);
  const automation = usesAI || AUTOMATION_PATTERN.test(trimmed);
  const base: IdeaFeatures = {
    ...NEUTRAL,
    text: trimmed,
    language,
    price: parsed.price,
    ...(groups.length > 0 ? { groupPrices: groups } : {}),
    feeShare,
    paidBy: parsed.price || feeShare ? readPayer(trimmed) : null,
    freemium,
    freeTier,
    leaveAnyTime: canLeaveAnyTime(trimmed),
    saving: readSaving(trimmed),
    upgradesAFreeVersion: upgradesAFreeVersion(trimmed),
    priceRise: parsed.price !== null && raisesAPrice(trimmed),
    usesAI,
    automation,
    namesPrice: parsed.price !== null || feeShare !== null,
    keyPhrases: extractKeyPhrases(trimmed, language),
  };
  if (!english || tokens.parts.length === 0) {
    // Amounts read in any language: a stated price is still a price (and the offer is paid).
    const offer = offerOfStatedPrice(parsed.price, freemium, feeShare) ?? base.offer;
    return { ...base, offer, specificity: round(clamp(0.1 + tokens.parts.length / 60, 0.1, 0.5), 2) };
  }

  const nouns = readIdeaNouns(trimmed);
  const topics = devicesOnlyInUse(nouns)
    ? withTopicScaled(topicsOfIdeaText(trimmed, nouns), "hardware", DEVICE_IN_USE)
    : isAWornDevice(trimmed, nouns)
      ? asAWornDevice(topicsOfIdeaText(trimmed, nouns))
      : topicsOfIdeaText(trimmed, nouns);
  // An AI in a person's role ("an AI receptionist that answers your phone"), or an AI named as the
  // product ("an AI that writes product descriptions"), is software: the phone it answers does not
  // make it a device, nor the stores it writes for a marketplace.
  const aiAgent = usesAI && (nouns.mainKind === "person" || AN_AI_THAT.test(trimmed));
  const category = productCategory(
    aiAgent ? topics.filter(({ topic }) => topic !== "hardware") : topics,
    trimmed,
    nouns,
  );
  const { risks, privacy } = readRisks(trimmed);
  const problemHits = PROBLEM_CUES.count(tokens);
  const namesTargetCustomer = TARGET_CUES.count(tokens) > 0;
  const wordCount = tokens.words.length;
  // "Robot-made burgers" are food: what makes them is not what is bought.
  // A tracker of expenses or habits keeps records: an app, not a device.
  const durable =
    // Software is not kept on a shelf, whatever machine its name evokes ("robotic process automation"),
    // nor is someone hired ("a keynote speaker who...").
    nouns.mainKind === "food" ||
    nouns.mainIsSomeone ||
    nouns.mainKeepsRecords ||
    aiAgent ||
    isDigitalProduct(nouns)
      ? 0
      : readDurable(trimmed, topics, namesDevice(nouns, trimmed));
  // Food is eaten, so "a frozen pizza, $7.99" is bought again; a device is kept.
  const goods = nouns.mainKind === "food" ? "eaten" : isKept(durable) ? "kept" : undefined;
  const usesPerMonth = usesPerMonthOf(trimmed, nouns.mainPhrase);
  const reread =
    (goods || usesPerMonth !== null) && parsed.price
      ? readGroupPrices(trimmed, { goods, isFood, usesPerMonth })
      : { parsed, groups };
  const price = reread.parsed.price;
  // An AI in a person's role is software too: a nutrition coach that is an AI is not the food it discusses.
  const digital = isDigitalProduct(nouns) || aiAgent;
  // A ticket for a train or a ferry is a trip, whatever the vehicle is made of.
  const trip = sellsATrip(trimmed);
  const physical =
    !digital &&
    !trip &&
    (isKept(durable) ||
      PHYSICAL_CUES.count(tokens) > 0 ||
      category === "hardware" ||
      (category === "food" && !/\bapp\b/i.test(trimmed) && !isAnOccasion(nouns)));

  // A made thing the dictionary knows ("a weighted blanket", "a leather wallet", "a yoga mat") is
  // goods too, bought in a shop or delivered, not a visit to book, whatever its field; its field
  // still decides what a business tool's category is.
  const madeThing =
    !digital &&
    !trip &&
    nouns.mainKind === "artifact" &&
    nouns.mainNoun !== null &&
    !FRAME_NOUNS.has(nouns.mainNoun) &&
    !isUsedNotOwned(nouns.mainPhrase ?? nouns.mainNoun);
  const foodChannel = nouns.mainNoun !== null && FOOD_CHANNEL_HEADS.has(nouns.mainNoun);
  // "A cook who comes to your home and prepares five dinners": someone hired cooks, not the customer.
  const toCook =
    category === "food" &&
    !foodChannel &&
    !nouns.mainIsSomeone &&
    TO_COOK.test(trimmed) &&
    !EATEN_AS_IT_COMES.test(trimmed);
  const meal =
    category === "food" &&
    !foodChannel &&
    ((nouns.mainNoun !== null && isMealNoun(nouns.mainNoun)) || EATEN_AS_A_MEAL.test(trimmed));
  // A rise in what people pay is on something they have: nothing about it is new to them.
  const uneatenAnimal = readUneatenAnimal(trimmed, nouns);
  const incumbents = readIncumbents(trimmed);
  // Food made of an animal nobody around eats is as new as anything, however everyday its name.
  const familiarity = base.priceRise
    ? 1
    : uneatenAnimal
      ? UNFAMILIAR
      : readFamiliarity(trimmed, tokens, nouns, usesAI);
  // A seat on a flight or at a show is a ticket one person buys, not a licence for a team.
  const ticket =
    price?.perSeat === true &&
    /\bper seat\b/i.test(trimmed) &&
    TICKETED_TOPICS.has(topics[0]?.topic ?? "other") &&
    !isSoftware(trimmed, digital);
  const audienceText = ticket ? trimmed.replace(/\bper seat\b/gi, "each") : trimmed;
  const needs = readNeeds(trimmed, nouns.mainNoun, nouns.mainPhrase);
  const essential = readEssential(nouns.mainPhrase, digital);
  const cover = readCover(nouns.mainPhrase, digital);
  const read = pickAudience(
    audienceText,
    ticket ? tokenize(audienceText) : tokens,
    topics,
    needs.length > 0,
    panel?.buysForABusiness === true,
  );
  // "An AI receptionist that answers calls", put to owners of clinics, is asked of their clinic.
  const buyer = audience ?? (read === "both" && panel?.buysForABusiness ? "B2B" : read);
  // Goods used as they come (a bag, a shirt, a meal) have nothing to install, learn or connect.
  const usedAsItComes = (physical || madeThing) && !isKept(durable) && category !== "hardware";
  const setupEffort =
    0.3 -
    (usedAsItComes ? 0.1 : 0) +
    0.1 * SETUP_CUES.count(tokens) -
    0.1 * EASY_CUES.count(tokens) -
    (DONE_IN_MINUTES.test(trimmed) ? 0.1 : 0) +
    (category === "hardware" ? 0.15 : 0) +
    (category === "developer_tool" ? 0.05 : 0);
  const problemClarity =
    0.3 + 0.15 * Math.min(4, problemHits) + (namesTargetCustomer ? 0.1 : 0) + (wordCount > 15 ? 0.05 : 0);
  const properNouns = tokens.words.filter((word, index) => index > 0 && /^\p{Lu}/u.test(word)).length;
  const specificity =
    0.4 * Math.min(1, wordCount / 40) +
    (/\d/.test(trimmed) ? 0.15 : 0) +
    (price ? 0.15 : 0) +
    (namesTargetCustomer ? 0.15 : 0) +
    0.05 * Math.min(3, properNouns);

  return {
    ...base,
    ...(buyer !== read && !audience ? { audienceFromPanel: true } : {}),
    price:
      ticket && price
        ? { ...price, perSeat: false, label: price.label.replace(/( one-time)? per (\w+)$/, " per $2") }
        : price,
    ...(reread.groups.length > 0 ? { groupPrices: reread.groups } : {}),
    // A business's tool, or its way to sell food (menus, ordering), is not the food it sells.
    category:
      buyer === "B2B" && (!physical || foodChannel)
        ? businessToolCategory(category, topics, trimmed, durable)
        : buyer === "B2C"
          ? consumerProductCategory(category, topics, trimmed)
          : category,
    topics,
    audience: buyer,
    trade: buyer === "B2B" ? readTrade(trimmed) : null,
    physical: physical || madeThing,
    digital,
    privacySensitivity: privacy,
    privacyReasons: privacyReasonsOf(risks),
    risks,
    familiarity,
    novelty: round(1 - familiarity, 2),
    // "Free for students" alone: everyone else pays, an amount not stated.
    offer:
      !price && reread.groups.length > 0
        ? "paid_unpriced"
        : readOffer(
            trimmed,
            tokens,
            price,
            feeShare,
            freemium,
            // A bill someone already pays (insurance, a phone plan) is sold, whatever the pitch says of it,
            // and so is someone's work ("A handyman you book"); "Seeing a doctor by video" opens with
            // what one would do, not with the doctor's work sold.
            physical ||
              essential !== null ||
              cover ||
              (nouns.mainKind === "person" && !opensWithAnAct(trimmed)) ||
              (!digital && nouns.mainKind === "artifact") ||
              (buyer === "B2B" && isSoftware(trimmed, digital)),
          ),
    ask: readAsk(trimmed),
    // What people pay more for is on sale already.
    onSale: base.priceRise === true || readOnSale(trimmed, incumbents),
    essential,
    cover,
    durable,
    devicePriceUsd:
      durable > 0 ? typicalDevicePriceUsd(trimmed, { noun: nouns.mainNoun, phrase: nouns.mainPhrase }) : null,
    incumbents,
    substituteFor: readSubstitute(trimmed),
    uneatenAnimal,
    foodChannel,
    toCook,
    meal,
    // A business's tool presupposes its customers' situation (their electric cars), not the buyer's.
    needs: buyer === "B2B" ? [] : needs,
    benefit: readBenefit(trimmed),
    setupEffort: round(clamp(setupEffort, 0.02, 0.95), 2),
    problemClarity: round(clamp(problemClarity, 0.1, 1), 2),
    specificity: round(clamp(specificity, 0.05, 1), 2),
    namesTargetCustomer,
    namesProblem: problemHits > 0,
  };
}

// Food that is cooked before it is eaten: what a reaction to it says is not what one says of a ready
// meal ("quick and tasty") but of cooking ("I'd cook with it").
const TO_COOK =
  /\b(?:ingredients?|recipes?|meal kits?|to cook|vegetables?|veggies|veg|produce|fruits?|raw|uncooked|flour|spices?|herbs|steaks?|cuts of|seafood|fish|mince|groceries|pasta|lentils|eggs)\b/i;
const EATEN_AS_IT_COMES =
  /\b(?:ready[- ](?:to[- ]eat|made|meals?)|prepared meals?|pre-?cooked|heat(?:ed)? (?:up|and eat)|microwave|snacks?|drinks?|juices?|smoothies?|bars?|nuggets|chips|crisps|soups?|sandwich(?:es)?|restaurants?|takeaway|takeout)\b/i;

// Software a business runs ("a CRM", "a scheduling platform for salons") is
// bought: a company expects to pay for its tools, where a consumer app is
// often free.
const SOFTWARE_KINDS =
  /\b(?:crm|erp|saas|software|platform|tool|system|dashboard|plugin|integration|bot)s?\b/i;

const TICKETED_TOPICS: ReadonlySet<string> = new Set(["travel", "transport", "entertainment", "sports"]);

function isSoftware(text: string, digitalHead: boolean): boolean {
  return digitalHead || SOFTWARE_KINDS.test(productPhrase(text));
}

/** A word whose first sense the dictionary files under food ("dinners", "coffee"). */
function isFood(word: string): boolean {
  return nounInfo(word)?.topics[0]?.topic === "food";
}

/**
 * Features of a product idea. Never throws: empty, garbage or non-English
 * text gets neutral defaults, with prices and "AI" still recognised.
 */
export function analyzeIdea(
  text: string,
  corrections?: IdeaCorrections,
  panel?: PanelOfBuyers,
): IdeaFeatures {
  let features: IdeaFeatures;
  try {
    features = analyze(text, panel, corrections?.audience);
  } catch {
    // A regular expression meeting text it was never tested on must not
    // take a simulation down; neutral features are a safe answer.
    features = { ...NEUTRAL, text: normalizeText(text).trim(), language: "und" };
  }
  return corrections ? applyCorrections(features, corrections) : features;
}
