import { cues, keywordMatcher } from "./keywords";
import { clamp, round, tokenize, type Tokens } from "./text";
import type { IdeaAsk, IdeaOffer, IdeaRisk, StatedPrice, TopicWeight } from "./types";

// What an idea asks of a person and what it puts at risk: the general
// mechanisms behind how people answer a concept (cost and commitment, risk
// to body, money, privacy or other people, familiarity, switching away from
// what they use). Each reading is a class of idea, never a named product.

// ---------------------------------------------------------------- offer

const SELLS = keywordMatcher(
  cues(
    "buy, buying, bought, purchase*, price*, priced, cost, costs, pay, paying, paid, fee, fees, subscri*, membership*, plan, plans, premium, sold, sell*, order*, rent*, lease*, license*, licence*, charge*, deposit, checkout, shop, store, stores, retail*",
  ),
);
// Both sides of an exchange between people: what users of a marketplace do.
const EXCHANGED =
  /\b(?:buy(?:ing)? (?:and|or|&) sell(?:ing)?|sell(?:ing)? (?:and|or|&) buy(?:ing)?|lend(?:ing)? (?:and|or|&) borrow(?:ing)?|borrow(?:ing)? (?:and|or|&) lend(?:ing)?|rent (?:and|or|&) rent out)\b/gi;
const RECURRING =
  /subscri|membership|\bby the (?:month|week)\b|\bpaid monthly\b|\bmonthly (?:service|charge|payment|bill)\b|monthly fee|annual fee|per month|a month|each month|every month|recurring/i;
// "No annual fee", "without a subscription": the recurring charge is ruled out.
const NO_RECURRING =
  /\b(?:no|without(?: an?| any)?|zero)\s+(?:annual|monthly|yearly|membership|subscription|recurring)?\s*(?:fees?|subscriptions?|memberships?)\b/gi;
// "Cancels the subscriptions you forgot about", "tracks your subscriptions": the subscriptions
// are what the product deals with, not how it is sold.
const SUBSCRIPTIONS_DEALT_WITH =
  /\b(?:your|the|their|my|our|all|unused|forgotten)\s+(?:[a-z]+\s+)?subscriptions\b/gi;
const NOTHING_SOLD =
  /\b(?:public|city|municipal|government|state-run|free)\s+(?:service|transit|transport|program|programme|library|bus|park)|\bwould you (?:ride|use|visit|try|join|vote|walk|go)\b|\b(?:ride|riding) in\b|\bif you (?:had|got|were given|were offered) the (?:opportunity|chance)\b|\bvolunteer/i;

// "Renting out your own car", "letting your spare room": the person is paid, not paying.
const SUPPLIES_IT =
  /^\s*(?:rent(?:s|ing)? out|lend(?:s|ing)? out|let(?:s|ting)? out|sell(?:s|ing)?|letting) (?:your|their) /i;

// "If money were no object", "if cost were not a concern": the question sets the price aside.
const PRICE_SET_ASIDE =
  /\bif (?:the )?(?:money|cost|price|budget) (?:were|was|is) (?:no object|not an? (?:issue|concern|factor|problem|object))\b|\bif (?:the )?(?:money|cost|price) (?:didn't|did not|weren't|wasn't) (?:matter|an issue)\b/i;

// A service named as what is offered ("a VPN service", "a cleaning
// service") is a business's, so it is sold unless the text says otherwise;
// "an app that improves customer service" names a service it does not sell.
const SERVICE_OFFERED =
  /^\s*(?:an?|the)?\s*(?:(?!(?:that|which|who|to|for|with|of|in)\b)[\w'-]+\s+){0,4}services?\b/i;

/**
 * What is on offer, from the stated price (an amount, or a share: "a 2% fee") and the words around it. Goods
 * (`goods`: physical, or a made thing such as "products" or "pouches") and
 * services named as such are bought; anything else only when the text says so.
 */
export function readOffer(
  text: string,
  tokens: Tokens,
  price: StatedPrice | null,
  feeShare: string | null,
  freemium: boolean,
  goods: boolean,
): IdeaOffer {
  if ((price && price.period !== "free") || (!price && feeShare)) return "paid";
  if (price?.period === "free" && !freemium) return "free";
  if (PRICE_SET_ASIDE.test(text) || SUPPLIES_IT.test(text)) return "nothing_sold";
  // What people do with each other on a platform ("where students buy and sell textbooks") is not
  // the platform being sold.
  const withoutExchange = text.replace(EXCHANGED, " ");
  const sells = SELLS.count(withoutExchange === text ? tokens : tokenize(withoutExchange));
  if (NOTHING_SOLD.test(text) && sells === 0) return "nothing_sold";
  if (RECURRING.test(text.replace(NO_RECURRING, " ").replace(SUBSCRIPTIONS_DEALT_WITH, " "))) {
    return "subscription_unpriced";
  }
  const named = text.replace(/\([^)]*\)/g, " ");
  if (sells > 0 || goods || SERVICE_OFFERED.test(named)) return "paid_unpriced";
  return "nothing_sold";
}

// The product as first named: the words before the first colon, comma or
// linking word ("A smart speaker with a voice assistant" -> "A smart speaker").
const PHRASE_END =
  /[:,;(.!?]|\s(?:for|to|that|which|who|with|by|in|on|from|such as|like|if|where|when|so|and then|instead of|without)\s/i;

export function productPhrase(text: string): string {
  const end = text.search(PHRASE_END);
  return (end === -1 ? text : text.slice(0, end)).trim();
}

// ---------------------------------------------------------------- ask

// Buying soon is a purchase inside a window ("in the next year", "this year"); "your next car" or
// "the next car you buy" has none, so it is weighed as any purchase considered.
// "On sale in March" is soon; "on sale in shops" is where.
const BUY_SOON =
  /(?<!\b(?:a|an|the|your|my|our|their|this|that|phone|data|meal|payment|mobile|cell|family|service)\s)\bplan(?:s|ning)? to (?:buy|purchase|get)\b|\b(?:in|within|over) the (?:next|coming) (?:(?:\d+|few|two|three|four|five|six|twelve|eighteen|several) )?(?:weeks?|months?|years?)\b|\bwithin (?:a|one|the) year\b|\bnext year\b|\bthis year\b|\bgoes on sale\b|\bgoing on sale\b|\bon sale in (?:\d|a few|a couple|the coming|january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|autumn|fall|winter)\b|\bpre-?order/i;
const TRY =
  /^\s*(?:trying|try)\b|\bto try\b|\btry (?:it|one|them|out)\b|\bgive (?:it|them) a try\b|\bfree trial\b|\btrial\b|\bsample\b|\btaste test\b/i;

// "Sold at your local grocery store", "$7 at grocery stores", "in the freezer aisle of your
// supermarket", "in stores", "such as an Amazon Echo": what is asked about
// can be bought today, so nobody pre-orders it or waits for its launch. Not when it is yet to come
// ("when it launches", "goes on sale") or only supposed ("if it were available in shops").
const ON_SALE =
  /\b(?:sold|available|stocked|offered)\s+(?:now\s+)?(?:at|in|from|on|through)\s+(?:your|local|most|any|all|the|supermarkets|stores|shops|grocery|pharmacies|drugstores|online)\b|\bin (?:stores|shops|supermarkets|grocery stores)\b|\bon (?:store )?shelves\b|\bin the [\w-]+ (?:aisle|section) of\b|\bon the market\b|\bat (?:your local|local|most|all|major|leading|participating|select) (?:[\w-]+ )?(?:stores?|supermarkets?|shops?|grocers?|pharmac(?:y|ies)|drugstores?|retailers?)\b|\$\d[\d.,]*\s+(?:each\s+|a (?:bottle|jar|pack|bag|box|can)\s+)?at (?:grocery stores|supermarkets|convenience stores|pharmacies|drugstores|retailers)\b|\b(?:now|already|currently) (?:sold|available|on sale)\b/iu;
const NOT_YET =
  /\blaunch|\bcoming soon\b|\bpre-?orders?\b|\b(?:goes|going|go) on sale\b|\bwill (?:be|go|launch|open)\b|\bupcoming\b|\bif (?:it|they) (?:were|was|became)\b|\bonce\b|\bbut\b/i;

/**
 * A named product of the kind ("such as an Amazon Echo", "like Amazon Go"). "Like" as a
 * preposition after the product, not the verb of someone who likes a brand.
 */
const NAMED_PRODUCT =
  /(?:\bsuch as|(?<!\b(?:I|you|we|they|he|she|people|users|customers|would|'d|do|does|did|don't|doesn't|really|also|just|might)\s)\blike) (?:an? |the )?(?!I\b)\p{Lu}/u;

/**
 * Examples of the kind ("such as oats", "like Amazon Go", "e.g. Fitbit"): the kind exists, whether
 * the idea is one of them or made like them ("a search engine like Google").
 */
export function namesExamples(text: string): boolean {
  return /\bsuch as\b|\bfor example\b|\be\.g\./i.test(text) || NAMED_PRODUCT.test(text);
}

/** Whether the idea says it is sold in shops ("sold at grocery stores"), where people see what they buy. */
export function soldInShops(text: string): boolean {
  return ON_SALE.test(text) && !NOT_YET.test(text);
}

/**
 * Whether what is asked about is on sale already (not a launch to wait for): sold in shops, or one
 * of the named products of its kind. Made like one (`incumbents`), it is a new one, not on sale.
 */
export function readOnSale(text: string, incumbents: readonly string[]): boolean {
  if (NOT_YET.test(text)) return false;
  return ON_SALE.test(text) || (NAMED_PRODUCT.test(text) && incumbents.length === 0);
}

/** How much commitment the idea asks for. */
export function readAsk(text: string): IdeaAsk {
  if (BUY_SOON.test(text)) return "buy_soon";
  if (TRY.test(text)) return "try";
  return "consider";
}

// ---------------------------------------------------------------- durable goods

const DURABLE_TOPICS = new Set(["hardware", "home", "transport"]);
// Services, places and things used but not owned: a rental, a ride, a
// delivery by drone or a phone plan asks for no device's outlay.
const SOFT_GOODS =
  /\b(?:app|apps|software|service|services|platform|website|site|subscription|plan|plans|contract|contracts|insurance|warranty|repair|repairs|account|membership|course|class|classes|rental|rentals|rent|rented|renting|lease|leased|leasing|hire|hired|share|shared|delivery|deliveries|ride|rides|taxi|taxis|sharing|store|stores|shop|shops|marketplace|marketplaces|dealer|dealers|dealership|dealerships|auction|auctions|restaurant|restaurants|cafe|cafes|café|cafés)\b/i;
// A vehicle with a route or a fare ("a night train from London to Berlin", "a ferry, £40 return") is
// a trip sold, not the vehicle.
const TRIP_SOLD =
  /\b(?:trains?|bus(?:es)?|coach(?:es)?|ferr(?:y|ies)|flights?|boats?|shuttles?|trams?|planes?|sleepers?)\b(?:\s+[\p{L}-]+){0,2}?\s+(?:from|between)\s+\p{Lu}|\b(?:one[- ]way|round[- ]trip|return (?:ticket|fare)s?|per (?:ticket|passenger))\b|\d\s+return\b/u;

/** The idea sells a trip on a vehicle, not the vehicle ("a ferry from Dover to Calais, £40 return"). */
export function sellsATrip(text: string): boolean {
  return TRIP_SOLD.test(text);
}

// "An online course", "a video consultation", "yoga classes over Zoom": taken on a screen, wherever one is.
const ONLINE =
  /\b(?:online|virtual|video|remote|on-demand|live-?stream(?:ed)?|over zoom|on zoom|by video)\b/i;

/** The service is taken on a screen, not at a place ("an online course", "a video consultation"). */
export function takenOnline(text: string): boolean {
  return (
    ONLINE.test(productPhrase(text)) ||
    /\b(?:taught|held|given|delivered|taken) (?:online|over zoom|by video)\b/i.test(text)
  );
}

/** The words name a service, a place or a thing used but not owned ("a phone plan", "a convenience store"). */
export function isUsedNotOwned(words: string): boolean {
  return SOFT_GOODS.test(words);
}

// A service done to a thing people own ("a mobile car wash", "a bike tune-up at your door") names
// the thing but sells the work: the work is its last word ("a window cleaning robot" is a robot).
const SERVICE_DONE_TO_A_THING =
  /\b(?:wash|washes|washing|cleaning|detailing|tune-?ups?|servicing|valet|installation|fitting|fixing)(?=\s*$|[,.;:]|\s+(?:at|for|to|that|which|who|with|by|in|on|from|where|when)\b)/i;

const DURABLE_WORDS = keywordMatcher(
  cues(
    "device*, appliance*, gadget*, machine*, computer*, laptop*, tablet*, phone*, smartphone*, television*, tv, tvs, watch, watches, smartwatch*, bike, bikes, bicycle*, car, cars, vehicle*, scooter*, camera*, speaker*, headphone*, earbud*, tracker*, wearable*, robot*, vacuum*, fridge*, refrigerator*, washer*, oven*, printer*, drone*, console*, reader*, bulb*, thermostat*, doorbell*, furniture, mattress*, treadmill*, hearing aid*",
  ),
);

/** The idea reads as newer than familiar: only then is "it's new" a reason to give, for or against. */
export function readsAsNew(idea: { novelty: number }): boolean {
  return idea.novelty >= 0.5;
}

/** Saying yes would cost money: a free app or a ride offered asks for none to be spent. */
export function isSold(idea: { offer: IdeaOffer }): boolean {
  return idea.offer !== "free" && idea.offer !== "nothing_sold";
}

/** Durable enough to be a thing bought once and kept (a device, furniture), not a consumable. */
export function isKept(durable: number): boolean {
  return durable >= 0.5;
}

/**
 * 0..1: how much the idea is a durable good bought once. The product phrase
 * decides ("a doctor visit on your phone" is not a phone), or the dictionary
 * when its noun names a device (`deviceNamed`: "a VR headset");
 * the rest of the text and the topics count for less.
 */
/** A car that comes for you (a taxi, a car that picks you up) is ridden, not bought. */
export const FETCHES_YOU =
  /\b(?:taxis?|cabs?|pick(?:s|ed)? (?:you|them|people|passengers) up|(?:drives?|takes?|collects?) you)\b/i;

export function readDurable(text: string, topics: readonly TopicWeight[], deviceNamed = false): number {
  const head = deviceNamed || DURABLE_WORDS.count(tokenize(productPhrase(text))) > 0 ? 1 : 0;
  const rest = Math.min(0.3, 0.15 * DURABLE_WORDS.count(tokenize(text)));
  const topic = topics
    .filter(({ topic }) => DURABLE_TOPICS.has(topic))
    .reduce((max, { weight }) => Math.max(max, weight), 0);
  const phrase = productPhrase(text);
  const soft =
    isUsedNotOwned(phrase) ||
    SERVICE_DONE_TO_A_THING.test(phrase) ||
    sellsATrip(text) ||
    FETCHES_YOU.test(text)
      ? 0.3
      : 1;
  return round(clamp(Math.max(head, rest, 0.3 * topic) * soft, 0, 1), 2);
}

// ---------------------------------------------------------------- risks

interface RiskRule {
  kind: IdeaRisk["kind"];
  pattern: RegExp;
  severity: number;
  label: string;
  bearer?: IdeaRisk["bearer"];
  /** Words that take the risk away: the idea only handles what the risk is about. */
  unless?: RegExp;
}

// Harm to other people, deception and breaking the law: people object on
// principle, whatever the idea offers them.
const HARM_RULES: readonly RiskRule[] = [
  {
    kind: "harm",
    bearer: "others",
    severity: 1,
    label: "watches someone without their knowledge or consent",
    pattern:
      /\b(?:secret(?:ly)?|covert(?:ly)?|hidden|without (?:them|him|her|their|anyone)(?: ever)? (?:know|knowing|noticing|finding out)|without (?:their|his|her) (?:knowledge|consent|permission))\b[^.]{0,80}\b(?:track|trace|monitor|spy|record|read|watch|follow|locat)|\b(?:track|trace|monitor|spy on|read|record|watch|follow)\w*\b[^.]{0,60}\b(?:secret(?:ly)?|covert(?:ly)?|without (?:them|him|her|their|anyone)(?: ever)? (?:know|knowing|noticing|finding out)|without (?:their|his|her) (?:knowledge|consent|permission))|\bspy(?:ing)? on\b|\bstalk/i,
  },
  {
    kind: "illegal",
    bearer: "others",
    severity: 0.9,
    label: "deceives or defrauds other people",
    pattern:
      /\bfake (?:reviews?|ids?|documents?|degrees?|followers|news)\b|\bcounterfeit|\bpirat(?:ed|ing)\b|\bevade (?:taxes|tax|the law)|\blaunder|\bplagiari|\bcheat (?:on|at|in) (?:exams?|tests?|homework)|\bdeepfakes? of\b|\bhack(?:ing)? into\b|\bsteal(?:ing)?\b|\bscam\b|\bbypass(?:es|ing)? (?:drm|paywalls?|copyright)/i,
  },
];

// What carries people (or flies over them): where a machine's decisions are a safety risk.
const CARRIES_PEOPLE = String.raw`cars?|vehicles?|trucks?|lorr(?:y|ies)|bus(?:es)?|taxis?|cabs?|shuttles?|drones?|planes?|aircraft`;

// Acting on one's contracts or money, what is bound, and being done so without one.
const ACTING = String.raw`switch|chang|cancel|mov|transfer|pay|renew|negotiat|sign`;
const BINDING = String.raw`suppliers?|providers?|tariffs?|plans?|contracts?|subscriptions?|memberships?|bills?|money|savings|funds|accounts?|insurers?|policies|policy|energy|broadband`;
const DELEGATED = String.raw`automatically|for you|on your behalf`;

/** The label of a speculative bet's risk (crypto, betting): a gamble, where a loan or a fund is not. */
export const SPECULATIVE_MONEY = "money at stake on a speculative bet";
/** The label of letting someone else into one's bank account: a door opened, not a bet. */
export const ACCOUNT_ACCESS = "someone else with access to your bank account";
/** The label of a product that changes one's contracts or moves one's money without being asked each time. */
export const ACTS_FOR_YOU = "it changing your contracts or money without asking you";
/** The label of one's car or home handed to strangers: what comes back worn or damaged, not a bet. */
export const PROPERTY_LENT = "your car or home in strangers' hands";
/** The label of an operation or a procedure done to the body, not something taken into it. */
export const MEDICAL_PROCEDURE = "a medical procedure on the body";

const LENDS_THINGS =
  /\b(?:lend|lends|lent|lending|borrow|borrows|borrowed|borrowing|loans? of)\b(?:\s+(?:and|or)\s+\w+)?\s+(?:out\s+)?(?:(?:your|their|each other's|other people's|a|an|the)\s+)?(?:[\w-]+\s+)?(?:tools?|books?|gear|equipment|clothes|clothing|toys|games|items|things|stuff|belongings|bikes?|cameras?|ladders?|drills?|dresses|costumes|strollers|tents?|kayaks?)\b/i;

const RISK_RULES: readonly RiskRule[] = [
  {
    kind: "money",
    severity: 0.9,
    label: SPECULATIVE_MONEY,
    pattern:
      /\bcrypto|\bcryptocurrenc|\bdigital (?:currenc|coin|token)|\bblockchain|\bnfts?\b|non-fungible|\bbet(?:s|ting)?\b|\bgambl|\bcasino|\blotter|\bsportsbook|\bday[- ]?trad|\bspeculat|\bmeme stocks?\b/i,
  },
  {
    kind: "money",
    severity: 0.4,
    label: "money or credit on the line",
    pattern:
      /\binvest(?:s|ed|ing|ment|ments)?\b|\blend(?:s|ing)? (?:out )?(?:you |your )?money\b|\b\d+(?:\.\d+)?% (?:annual )?returns?\b|\bstocks?\b|\bloans?\b|(?<!\b(?:instead of|rather than) (?:[a-z]+ ){0,4})\bcredit (?:card|line)\b|\bpay later\b|\binstal{1,2}ments?\b|\bdebt\b/i,
    // Things lent ("neighbours lend and borrow tools", "a loan of a ladder") are no money lent.
    unless: LENDS_THINGS,
  },
  {
    // A car or a home handed to strangers comes back worn, damaged or not at all: the owner's to bear.
    kind: "money",
    severity: 0.4,
    label: PROPERTY_LENT,
    pattern:
      /\b(?:rent(?:s|ing)?|lend(?:s|ing)?|let(?:s|ting)?) out (?:your|their) (?:own |spare |empty )?(?:car|cars|vehicle|home|house|flat|apartment|room|rooms|boat|rv|camper(?:van)?)\b/i,
  },
  {
    kind: "money",
    severity: 0.4,
    label: ACCOUNT_ACCESS,
    pattern:
      /\b(?:access(?:es|ing)?|(?:move|moves|moving|take|takes|taking|withdraw|withdraws|withdrawing|debit|debits|debiting) (?:money|funds|payments?) (?:from|out of)) (?:to )?(?:your|their) (?:bank|savings|checking|current) accounts?\b/i,
  },
  {
    // Handed the say over one's contracts or money ("switches your energy supplier automatically",
    // "cancels them for you"): a decision that binds the person is made without them, as a door
    // opened to one's account lets someone else act in it.
    kind: "money",
    severity: 0.4,
    label: ACTS_FOR_YOU,
    pattern: new RegExp(
      String.raw`\b(?:${ACTING})\w*\s+(?:\w+\s+){0,4}?(?:${BINDING})\b[^.;]{0,60}\b(?:${DELEGATED})\b|\b(?:${ACTING})\w*\s+(?:${DELEGATED})\b[^.;]{0,40}\b(?:${BINDING})\b|\b(?:${DELEGATED})\b[^.;]{0,30}\b(?:${ACTING})\w*\s+(?:\w+\s+){0,4}?(?:${BINDING})\b|\b(?:subscriptions|memberships)\b[^.;]{0,60}\bcancel\w*\s+(?:them|it)\s+(?:${DELEGATED})\b`,
      "i",
    ),
  },
  {
    kind: "bodily",
    severity: 0.9,
    label: "something that goes into the body",
    pattern:
      /\bnicotine|\btobacco|\bvap(?:e|es|ing)\b|\bcigar|\bcannabis|\bmarijuana|\bthc\b|\bpsychedelic|\bsteroid/i,
  },
  {
    // An operation is a risk whatever it is for: what is cut or replaced, and where it is done.
    kind: "bodily",
    severity: 0.5,
    label: MEDICAL_PROCEDURE,
    pattern:
      /\bsurger|\bsurgical|\boperations? on (?:your|their|a|the)\b|\btransplant|\b(?:hip|knee|joint|shoulder|valve) replacements?\b|\b(?:medical|orthopa?edic|cosmetic|dental|invasive) (?:procedure|operation|treatment)s?\b|\ban(?:a)?esthe/i,
  },
  {
    kind: "bodily",
    severity: 0.5,
    label: "a medical or bodily intervention",
    pattern:
      /\bimplant|\binject(?:ion|able|ed)?\b|\bcryogenic|\bcryonic|\bsupplements?\b|\bcbd\b|\bcannabidiol|\bhormone|\bgene therap|\bdiet pills?\b/i,
  },
  {
    // A doctor prescribed it already: delivering, refilling or tracking it changes nothing in the
    // body; nor does what needs no prescription ("prescription-free hearing aids"), or glasses ground to one.
    kind: "bodily",
    severity: 0.5,
    label: "a medical or bodily intervention",
    pattern: /\bprescription|\bmedication/i,
    unless:
      /\b(?:deliver\w*|refill\w*|remind\w*|reminders?|track\w*|manag\w*|pharmac\w*|pick[- ]?up|order\w*)\b|\b(?:without|no|non-)\s?(?:a\s)?prescription|\bprescription[- ]free\b|\bover[- ]the[- ]counter\b|\bprescription (?:glasses|lenses|sunglasses|eyewear)\b/i,
  },
  {
    kind: "safety",
    severity: 0.7,
    label: "a machine making safety-critical decisions",
    pattern: new RegExp(
      String.raw`\b(?:self-driving|driverless|autonomous) (?:[a-z-]+ )?(?:${CARRIES_PEOPLE}|rides?|ones?)\b|\b(?:${CARRIES_PEOPLE})\b[^.;:]{0,24}\bdrives? (?:itself|themselves)\b|\bno (?:human )?driver\b|\b(?:nobody|no one|no human) (?:is )?(?:behind|at) the wheel\b|\brobo-?taxis?\b|\bautopilot|\brobot (?:surgeon|nanny|babysitter)|\bunsupervised\b`,
      "i",
    ),
  },
];

// "Monitor" watches only as a verb with something to watch ("monitors your credit", "to monitor and
// optimise"): "lifts your laptop and monitor" names a screen.
const MONITORS = String.raw`monitoring|monitors?(?=\s+(?:and|your|the|how|what|which|who|whether|when|where|their|its|his|her|for|a|an|every|all|my|our|any|each|changes|activity|progress|usage|levels?|\w+ing)\b)`;

// Privacy only matters where data about someone is collected or shared.
const COLLECTS_DATA = new RegExp(
  String.raw`\b(?:connect|connects|link|links|access|accesses|reads|track|tracks|tracking|record|records|recording|${MONITORS}|collect|collects|upload|uploads|share|shares|sharing|scan|scans|scanning|camera|cameras|microphone|listens|(?<!\b(?:per|each|every|a|one|another|new|second)\s)location|gps|data|profile|profiles|biometric|fingerprint|face|facial|sensor|sensors|scanner|recognition|log|logs|history)\b`,
  "i",
);
const PRIVACY_SUBJECTS: ReadonlyArray<readonly [RegExp, string, number]> = [
  [
    // Students at a college or university are adults.
    /\b(?:kid|kids|child|children|baby|babies|toddler|teen|teens|teenager|minor|minors|pupil|(?<!\b(?:college|university|uni|graduate|grad|undergraduate|postgraduate|adult|mature|medical|nursing|law|mba|phd|doctoral)\s)students?)\b/i,
    "children's data",
    0.55,
  ],
  [
    /\b(?:health|medical|symptom|diagnos|blood|glucose|heart rate|pregnan|fertility|menstrua|period[- ]track|mental health|dna|genetic)/i,
    "health data",
    0.35,
  ],
  // "$99 a month per location" is a business's site, not where someone is; where and how one drives is.
  [
    /\b(?:(?<!\b(?:per|each|every|a|one|another|new|second)\s)location|gps|whereabouts|where (?:you|they) are|(?:tracks?|tracking|monitors?|monitoring|records?|recording) (?:how |where )?(?:your|their|you|they) (?:driving|drive|trips|journeys|commutes?))\b/i,
    "location data",
    0.35,
  ],
  // A body read by someone else's scanner: a palm or an iris, unlike a password, cannot be changed once leaked.
  [
    /\b(?:palm|iris|retina|vein|face)[- ]?(?:prints?|scans?|scanners?|scanning|recognition|readers?)\b|\b(?:palm|hand) over (?:a|the) (?:scanner|reader|sensor)|\bscan(?:s|ned|ning)? (?:of )?(?:your |their |a |the )?(?:palm|iris|retina|face|hand)s?\b|\b(?:pay|pays|paying|check out|checking out) (?:by|with) (?:your |their |a )?(?:face|palm|iris|eyes)\b/i,
    "biometric data",
    0.35,
  ],
  [
    /\b(?:camera|cameras|microphone|recording|video|listens|facial|face recognition)\b|\brecords? (?:your|you|their|them|what|every|everything|all)\b/i,
    "audio or video recordings",
    0.3,
  ],
  [
    /\b(?:bank|transaction|spending|salary|income|account balance|credit card|finances)\b/i,
    "financial data",
    0.3,
  ],
];

// A camera that reads receipts or codes, or looks into a fridge or at a bird feeder, is not one
// that watches people.
const LOOKS_AT_THINGS =
  /\b(?:receipts?|documents?|barcodes?|qr codes?|paper|labels?|menus?|fridge|refrigerator|freezer|oven|pantry|cupboard|bird ?feeders?|plants?|crops?)\b/i;
// Where a pet, one's keys or a machine that finds its own way are is no one's whereabouts ("a GPS
// collar that shows where your cat roams", "a tracker for your keys", "a robot mower that maps your
// yard with GPS"); a car's is its driver's.
const LOCATES_THINGS =
  /\b(?:collars?|(?:your|their|the|a|lost) (?:cat|cats|dog|dogs|pet|pets|keys|bags?|luggage|suitcases?|wallet|bikes?|bicycles?)|(?:robot(?:ic)? )?(?:lawn ?)?mowers?|robots?|drones?|(?:maps|mapping|map) (?:your|the) (?:yard|lawn|garden|field|farm)s?)\b/i;
const LOCATES_PEOPLE =
  /\b(?:where (?:you|they) are|your (?:location|whereabouts)|(?:kids?|children|child|teens?|partner|spouse|family|you)(?:'s)? (?:location|whereabouts)|(?:track\w*|locat\w*|find\w*|for) your (?:car|vehicle|phone))\b/i;
const WATCHES = /\b(?:watch|watches|watching|security|surveil|monitor|doorbell|always[- ]on)\b/i;

const SHARED_ONWARD =
  /\b(?:shares?|shared|sharing|sells?|sold|sends?|passe[sd] on)\b[^.]{0,40}\b(?:with|to)\s+(?:\w+\s+){0,2}(?:advertis\w*|third[- ]part\w*|insur\w*|employers?|partners|brokers?|marketers|companies|brands|police|anyone)/i;
const KEPT_FOR_YOU =
  /\b(?:only you|you control|you decide who|private by default|encrypted|on[- ]device|stays on your|your own|in one place|keeps? (?:all )?your|you can share)\b/i;

const PERSONAL_DATA = new RegExp(String.raw`\b(?:personal data|track|tracking|${MONITORS})\b`, "i");

export interface RiskReading {
  risks: IdeaRisk[];
  /** 0..1, the idea's privacy exposure for the person using it. */
  privacy: number;
}

// A product that stops others tracking its user ("blocks cookie banners and auto-rejects tracking")
// guards their data; it is no exposure of it.
const GUARDS_PRIVACY =
  /\b(?:blocks?|blocking|stops?|stopping|(?:auto-?)?rejects?|rejecting|prevents?|preventing|opts? (?:you )?out of|removes? your)\b[^.;]{0,40}\b(?:track(?:ing|ers?)|cookies?|data brokers?)\b/i;

export function readRisks(text: string): RiskReading {
  const risks: IdeaRisk[] = [];
  const seen = new Set<string>();
  const add = (risk: IdeaRisk) => {
    const key = risk.kind === "privacy" ? risk.label : risk.kind;
    if (seen.has(key)) return;
    seen.add(key);
    risks.push(risk);
  };
  for (const rule of [...HARM_RULES, ...RISK_RULES]) {
    if (rule.pattern.test(text) && !rule.unless?.test(text)) {
      add({ kind: rule.kind, bearer: rule.bearer ?? "user", severity: rule.severity, label: rule.label });
    }
  }
  let privacy = 0;
  if (COLLECTS_DATA.test(text) && !(GUARDS_PRIVACY.test(text) && !SHARED_ONWARD.test(text))) {
    let safe = 1;
    for (const [pattern, subject, weight] of PRIVACY_SUBJECTS) {
      if (!pattern.test(text)) continue;
      if (subject === "audio or video recordings" && LOOKS_AT_THINGS.test(text) && !WATCHES.test(text))
        continue;
      if (subject === "location data" && LOCATES_THINGS.test(text) && !LOCATES_PEOPLE.test(text)) continue;
      safe *= 1 - weight;
      const kind = subject === "children's data" ? "children" : "privacy";
      add({ kind, bearer: "user", severity: weight, label: `${subject} collected` });
    }
    privacy = 1 - safe;
    // Whose data, to whom, for what: data passed on to others weighs more,
    // one's own records kept for oneself less.
    if (SHARED_ONWARD.test(text)) privacy = Math.min(1, privacy * 1.5);
    else if (KEPT_FOR_YOU.test(text)) privacy *= 0.5;
    if (privacy === 0 && PERSONAL_DATA.test(text)) {
      privacy = 0.15;
      add({ kind: "privacy", bearer: "user", severity: 0.15, label: "personal data collected" });
    }
  }
  return { risks, privacy: round(clamp(privacy, 0, 1), 2) };
}

// ---------------------------------------------------------------- incumbents

const BRAND = String.raw`((?:[A-Z][\w&'.-]*)(?:\s+[A-Z][\w&'.-]*){0,2})`;
const COPY_PATTERNS: readonly RegExp[] = [
  new RegExp(
    String.raw`\b(?:[Aa]lternative|[Rr]ival|[Cc]ompetitor|[Cc]lone|[Rr]eplacement) (?:to|of|for) ${BRAND}`,
    "g",
  ),
  new RegExp(
    String.raw`\b(?:[Ii]nstead of|[Ss]witch(?:ing)? from|[Bb]etter than|[Cc]heaper than|[Cc]ompete[sd]? with) ${BRAND}`,
    "g",
  ),
  // The product itself made like a named one ("A search engine like Google"); further on, "by an
  // app like Instacart" or "from a site like Carvana" names an example of how it is done.
  new RegExp(
    String.raw`(?:^|[.:;!?]\s+)(?:[Aa]n?|[Aa]nother|[Nn]ew|[Oo]ur|[Mm]y) (?:[a-z-]+ ){0,3}(?:like|similar to) ${BRAND}`,
    "g",
  ),
  new RegExp(String.raw`\b${BRAND} (?:clone|killer|alternative)\b`, "g"),
];
// "like Amazon Go near you" describes the idea by example; "such as" lists
// examples of an existing kind rather than a rival.
const EXAMPLE_AFTER = /^\s*(?:near you|at home|in your)/i;
// "Like Amazon Echo or Google Home": several named ones are examples of a kind, not one rival to beat.
const MORE_NAMED_AFTER = /^\s*(?:,\s*|\s(?:or|and)\s+)\p{Lu}/u;

/** Named products the idea copies or asks people to switch away from. */
export function readIncumbents(text: string): string[] {
  const found: string[] = [];
  for (const pattern of COPY_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const name = match[1]!.replace(/[.,]+$/, "");
      const after = text.slice((match.index ?? 0) + match[0].length);
      if (EXAMPLE_AFTER.test(after) || /^(?:I|A|An|The|It)$/.test(name)) continue;
      if (
        /\b(?:like|similar to) $/.test(match[0].slice(0, -match[1]!.length)) &&
        MORE_NAMED_AFTER.test(after)
      )
        continue;
      if (!found.includes(name)) found.push(name);
    }
  }
  return found.slice(0, 3);
}

// ---------------------------------------------------------------- benefit

const BENEFIT_PATTERNS: readonly RegExp[] = [
  /\b(?:so (?:that )?(?:you|they|families|teams|people|users) (?:can|could|never|don't|no longer)) ([^.;:!?]{6,80})/i,
  /\b(?:helps? (?:you|people|families|teams|users|parents|owners) (?:to )?)([^.;:!?]{6,80})/i,
  // "without them knowing" is how a harm works, not a benefit.
  /\b(?:instead of|rather than|without (?:having to )?)(?!(?:them|him|her|their|his|anyone|anybody|consent|permission)\b)([^.;:!?,]{6,80})/i,
  /\b(?:saves? (?:you |families |teams |people )?)([^.;:!?,]{4,60})/i,
  /\b(?:lets? (?:you|people|users|guests|customers) )([^.;:!?]{6,80})/i,
  // "Cuts heating bills", "reduces food waste": less of a cost is what it is for.
  /\b(?:cuts?|reduces?|lowers?|halves|slashes|trims) ((?:your |the )?[^.;:!?,]{0,40}?\b(?:bills?|costs?|waste|emissions|spending|fees|waits?|risk)\b)/i,
];

// Where the benefit's clause runs on into the price: ", $15 a month", ", from £8", ", free"
// (not "instead of paying for $120 of takeout", where the amount is the benefit).
const PRICE_AFTER =
  /,\s*(?:(?:only|just|about|around|from|at|for)\s+)*(?:[$£€¥]\s?\d|\d[\d,.]*\s?(?:dollars|euros|pounds|usd|eur|gbp)\b|free\b)[\s\S]*$/i;

/** The main benefit in the idea's own words, if it states one. */
export function readBenefit(text: string): string | null {
  for (const pattern of BENEFIT_PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const withoutPrice = match[1]!.replace(PRICE_AFTER, "");
    // A clause longer than the pattern takes ends mid-word ("at the table, fre"): it ends at its
    // last comma where it has one, else it is marked cut.
    const cutShort = withoutPrice === match[1] && /\p{L}/u.test(text.charAt(match.index + match[0].length));
    const lastComma = withoutPrice.lastIndexOf(",");
    const clause = !cutShort
      ? withoutPrice.trim()
      : lastComma > 0
        ? withoutPrice.slice(0, lastComma).trim()
        : `${withoutPrice.replace(/\s+\S*$/, "").trim()}...`;
    if (clause.length < 4) continue;
    const lead = match[0]
      .slice(0, match[0].length - match[1]!.length)
      .trim()
      .toLowerCase();
    const phrase = `${lead} ${clause}`.replace(/\s+/g, " ");
    return phrase.length > 90 ? `${phrase.slice(0, 87).replace(/\s+\S*$/, "")}...` : phrase;
  }
  return null;
}
