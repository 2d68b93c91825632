import { serviceFrequencyOf } from "./service-frequency";
import type { BillingPeriod, ClaimedSaving, StatedPrice } from "./types";
import { plural, singular } from "./word-number";

// Reads prices out of free text ("$12/month", "€99 one-time",
// "15 dollars a month", "1.200円/月") and budget bands ("$100-500/month").
// Exchange rates are rough on purpose: they only put prices on one scale.

const USD_PER_UNIT: Record<string, number> = {
  USD: 1,
  EUR: 1.08,
  GBP: 1.27,
  CAD: 0.73,
  AUD: 0.66,
  NZD: 0.6,
  CHF: 1.12,
  JPY: 0.0067,
  CNY: 0.14,
  KRW: 0.00074,
  INR: 0.012,
  BRL: 0.19,
  MXN: 0.055,
  SEK: 0.095,
  NOK: 0.093,
  DKK: 0.145,
  PLN: 0.25,
  TRY: 0.03,
  NGN: 0.00065,
  RUB: 0.011,
  ZAR: 0.054,
  SGD: 0.74,
  ILS: 0.27,
};

const SYMBOL_CURRENCY: Record<string, string> = {
  us$: "USD",
  ca$: "CAD",
  c$: "CAD",
  au$: "AUD",
  a$: "AUD",
  nz$: "NZD",
  r$: "BRL",
  s$: "SGD",
  $: "USD",
  "€": "EUR",
  "£": "GBP",
  "¥": "JPY",
  "₹": "INR",
  "₩": "KRW",
  "₺": "TRY",
  "₦": "NGN",
  "₽": "RUB",
  "₪": "ILS",
  円: "JPY",
  元: "CNY",
  원: "KRW",
  zł: "PLN",
  kr: "SEK",
  dollar: "USD",
  dollars: "USD",
  cent: "USD",
  cents: "USD",
  "¢": "USD",
  buck: "USD",
  bucks: "USD",
  euro: "EUR",
  euros: "EUR",
  pound: "GBP",
  pounds: "GBP",
  quid: "GBP",
  yen: "JPY",
  rupee: "INR",
  rupees: "INR",
  peso: "MXN",
  pesos: "MXN",
  franc: "CHF",
  francs: "CHF",
};

export const PERIODS_PER_MONTH: Record<BillingPeriod, number> = {
  month: 1,
  quarter: 1 / 3,
  half_year: 1 / 6,
  year: 1 / 12,
  fortnight: 2.17,
  week: 4.33,
  day: 30,
  // A price per use, order or session of a service of no known kind (`service-frequency.ts`):
  // assume about once a week.
  per_use: 4,
  // A price per bottle, pack or bar of something used up: restocked about once
  // a month unless the idea says how often ("delivered weekly").
  per_item: 1,
  // Spread a one-off purchase over a year of use.
  one_time: 1 / 12,
  free: 0,
};

const MINUTE_UNITS = new Set(["minute", "min", "mins"]);
/** A use of a service sold by the minute (a call, a ride) is taken as a quarter of an hour. */
const MINUTES_PER_USE = 15;
const CENT_WORDS = new Set(["cent", "cents", "¢"]);

/**
 * Uses that come when something is needed, not every week: an installation, a move, a day's
 * rental, as a repair (`service-frequency.ts`). Taken as about once a quarter, as camping gear
 * is rented for a trip a few times a year.
 */
const AS_NEEDED_UNITS = /^(?:installs?|installations?|call-?outs?|moves?|rentals?|hires?|days?)$/iu;
/** What is rented by the day ("renting camping gear, $15 a day") is paid for the days used, not daily. */
const RENTED = /\b(?:rent(?:s|ed|ing|al|als)?|hire[sd]?|hiring|borrow(?:s|ed|ing)?)\b|\bday pass/iu;
/**
 * A place one spends the day at ("dog daycare, $45 a day") is paid for the days one goes, as a visit
 * is (about weekly, where the idea does not say), not every day of the month.
 */
const ATTENDED_BY_THE_DAY = /\b(?:day ?-?care|day camps?|co-?working|kennels?|boarding)\b/iu;
/** "Day passes $22", "day passes for $25": the price of a day's pass, named before it. */
const DAY_PASS_BEFORE = /\bday pass(?:es)?\s*(?:for|at|costs?|are|is|of|:)?\s*$/iu;
const AS_NEEDED_PER_MONTH: BillingPeriod = "quarter";

const NUMBER = String.raw`\d{1,3}(?:[,.'\u00a0\u202f]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?`;
const CODES = "usd|eur|gbp|cad|aud|nzd|chf|jpy|cny|rmb|krw|inr|brl|mxn|sek|nok|dkk|pln|try|ngn|zar|sgd|ils";
const BEFORE = new RegExp(
  String.raw`(us\$|ca\$|c\$|au\$|a\$|nz\$|r\$|s\$|\$|€|£|¥|₹|₩|₺|₦|₽|₪|\b(?:${CODES})\b)\s?(${NUMBER})(\s?k\b)?`,
  "giu",
);
const AFTER = new RegExp(
  String.raw`(?<![A-Za-z\d.,])(${NUMBER})(\s?k\b)?\s?(€|£|\$|¢|円|元|원|zł|kr\b|(?:${CODES})\b|dollars?\b|cents?\b|bucks?\b|euros?\b|pounds?\b|quid\b|yen\b|rupees?\b|pesos?\b|francs?\b)`,
  "giu",
);

/** Units that are the customer or a time, not a use: "per user", "per household", "per month". */
const NOT_A_USE =
  "(?:user|seat|developer|dev|member|employee|person|people|couple|guest|adult|child|children|kid|attendee|participant|head|agent|licen[cs]e|engineer|student|teacher|nurse|location|household|family|home|team|company|business|site|month|year|week|day|annum|cent|percent|semester|term|trimester|season)s?";
const PER_ANY_UNIT = new RegExp(
  `(?:\\b(?:per|each|every)\\s+|\\/\\s?)(?!${NOT_A_USE}\\b)(?!(?:with|and|for|from|the|plus|including)\\b)([a-z]{3,})\\b`,
  "iu",
);
/** The unit right after the amount: "$35 a visit", "$20/walk". */
const UNIT_AFTER_AMOUNT = new RegExp(
  `^\\W*(?:per|a|an|each|every|\\/)\\s*(?!${NOT_A_USE}\\b)([a-z]{3,})\\b`,
  "iu",
);

/**
 * "$20 a walk", "$15 a wash": right after the amount, "a" says what "per" says. Not a
 * compound ("$9 a six-pack"), and found where "a" stands, so a period or a unit of goods
 * found there first ("$4 a month", "$12 a bottle") keeps its place.
 */
const A_UNIT_AFTER_AMOUNT = new RegExp(`(?<=^\\W*)\\b(?:a|an)\\s+(?!${NOT_A_USE}\\b)[a-z]{3,}\\b(?!-)`, "iu");

/** "$80 for a 60-minute session", "$45 for one lesson": the price of one use, named right after it. */
const FOR_A_USE =
  /^\s*for (?:a|an|one|each|your) (?:[\w-]+ )?(session|lesson|class|visit|massage|treatment|ride|walk|wash|haircut|clean|cleaning)\b/iu;

/** Units of goods that are used up: "$12 a bottle", "$3 per bar". */
const GOODS_UNITS =
  "bottles?|items?|packs?|packets?|cartons?|jars?|bags?|cans?|tins?|tubs?|tubes?|bars?|loaf|loaves|dozen|pieces?|units?|pairs?|cups?|pots?|rolls?|kilos?|kg|pounds?|lbs?|grams?|ounces?|oz|lit(?:re|er)s?|gallons?";

const ITEM_UNIT = new RegExp(
  String.raw`^\W*(?:for\s+)?(?:per|a|an|each|every|\/)\s*(${GOODS_UNITS})\b`,
  "iu",
);

/** "$12 for the case and $8 refills": what the product uses up, bought again as it runs out. */
const REFILL =
  /^\W*(?:(?:per|a|an|each|for (?:a|each))\s+)?(?:[a-z]+\s+)?(refill|cartridge|pod|capsule|blade)s?\b/iu;

/** "$2 a pound with a $30 minimum order": the least an order costs, not a price of its own. */
const MINIMUM_AFTER = /^\s*(?:minimum|min\.?)\b/iu;
const MINIMUM_BEFORE = /\bminimum(?: order| spend| purchase| basket)?(?: of| is)?\s*$/iu;

// A month counted ("a 12-month warranty", "a 6-month course") is how long something lasts, not how
// often it is paid.
const PERIOD_PATTERNS: ReadonlyArray<readonly [BillingPeriod, RegExp]> = [
  [
    "fortnight",
    /\b(?:bi-?weekly|fortnightly)\b|\bevery (?:two|2|other) weeks?\b|\b(?:per|a|each|every)\s+fortnight\b|\/\s?fortnight\b|alle (?:zwei|2) wochen|toutes les (?:deux|2) semaines|cada (?:dos|2) semanas|quincenal/iu,
  ],
  [
    "quarter",
    /\/\s?(?:qtr|quarter)\b|\b(?:per|a|each|every)\s+quarter\b|\bquarterly\b|\bevery (?:three|3) months\b|vierteljährlich|par trimestre|trimestral/iu,
  ],
  ["half_year", /\b(?:every|per) (?:six|6) months\b|\bsemi-?annual(?:ly)?\b|halbjährlich|semestral/iu],
  [
    "one_time",
    /one[\s-]?time|one[\s-]off|\bonce\b|lifetime|up[\s-]?front|single payment|einmalig|une fois|pago único|買い切り|一括/iu,
  ],
  [
    "month",
    /^\s*(?:pcm\b|p\.\s?m\.)|\/\s?(?:mo|mth|month|monat|mois|mes|mese|maand|月|월)\b|\/\s?(?:月|월)|\b(?:per|a|each|every|one)\s+month\b|\bmonthly\b|(?<!-|(?:\d|\b(?:one|two|three|four|six|nine|twelve|eighteen))\s)\bmonth\b|(?:pro|im)\s+monat|monatlich|par mois|(?:al|por)\s+mes\b|mensual|al mese|月額|毎月|ヶ月|か月|每月|매월/iu,
  ],
  [
    "year",
    /^\s*p\.\s?a\.|\/\s?(?:yr|year|jahr|an|año|anno)\b|\/\s?年|\b(?:per|a|each|every)\s+year\b|\bannual(?:ly)?\b|\byearly\b|per annum|pro jahr|jährlich|par an\b|(?:al|por)\s+año|年額|每年/iu,
  ],
  [
    "week",
    /\/\s?(?:wk|week|woche|semaine|semana)\b|\b(?:per|a|each|every)\s+week\b|\bweekly\b|pro woche|par semaine|por semana|週/iu,
  ],
  ["day", /\/\s?day\b|\b(?:per|a|each|every)\s+day\b|\bdaily\b|pro tag|par jour|por día|日額/iu],
  [
    "per_item",
    new RegExp(
      String.raw`\b(?:per|a|an|each|every)\s+(?:${GOODS_UNITS})\b|\/\s?(?:${GOODS_UNITS})\b|^\s*each\b(?!\s+[a-z])`,
      "iu",
    ),
  ],
  [
    "per_use",
    /\b(?:per|a|each|every)\s+(?:order|delivery|box|use|session|lesson|class|ride|trip|visit|call|report|scan|hour|minute|meal|serving|portion|dose)\b|\/\s?(?:order|delivery|box|use|session|lesson|class|ride|hour|meal|serving|portion|dose)\b/iu,
  ],
  ["per_use", FOR_A_USE],
  // Any other "per walk", "each wash", "every night": a price per use of the service.
  ["per_use", PER_ANY_UNIT],
  ["per_use", A_UNIT_AFTER_AMOUNT],
];

const PER_SEAT =
  /\b(?:per|a|each|every|\/)\s?(user|seat|developer|dev|member|employee|person|head|agent|licen[cs]e|engineer|student|teacher|nurse)s?\b|pro (?:nutzer|benutzer|person)|par utilisateur|por usuario/iu;

/** Who a price per seat is paid for, as the idea says it ("per employee"); "seat" in other languages. */
function seatUnitOf(after: string): string {
  const unit = PER_SEAT.exec(after)?.[1]?.toLowerCase();
  if (!unit) return "seat";
  return unit === "dev" ? "developer" : unit === "licence" ? "license" : unit;
}
/**
 * "$149 a month per location": a business pays it for each of its sites. A small business has one, so
 * it counts once, but the label keeps the unit the idea states.
 */
const PER_SITE =
  /^[^.;$]{0,24}?\b(?:per|a|each|every|\/)\s?(location|site|store|shop|branch|clinic|office|restaurant|salon|practice|venue|property)\b/iu;
/** "$90 per couple", "$45 a guest": paid once by each party that comes, and said so. */
const PER_PARTY = /^\s*(?:per|a|an|each)\s+(couple|guest|adult|child|kid|attendee|participant)\b/iu;
const SUBSCRIPTION =
  /subscri|membership|\bby the (?:month|week)\b|\bplan\b|\bsaas\b|\btier\b|abo\b|abonnement|suscripci|サブスク|月額/iu;
const FREE =
  /\bfor free\b|(?<![-\p{L}])free (?:to (?:use|try|download|join)|app|plan|tier|version|forever|trial|with ads)\b|\bad-supported\b|\b(?:is|it's|it is|completely|totally|always|100%)\s+free\b|\bfreemium\b|\bno cost\b|\bcosts nothing\b|\bfree (?:for|to) (?:you|everyone|all|anyone|users|customers|diners|guests|members|students|consumers|individuals|riders|patients|parents|families|renters|tenants|homeowners|travell?ers|drivers|shoppers|job seekers|candidates|employees|workers|residents|readers|listeners|players|fans|kids|children|owners|couples|volunteers|personal use)\b|\bgratis\b|\bkostenlos\p{L}*|\bgratuit\p{L}*|無料|免费|무료|^\s*(?:(?:an?|the)\s+)?free\b|(?<![-\p{L}])free\s*[.!]?\s*$|[,;:]\s*free(?=\s*[,;.]|\s+with\b)/iu;
// A free version that stays free ("free with an optional coaching plan", "free, with a $2 a month
// plan that syncs", "a free app that..., with a $5 a month premium tier", "a hearing test, free,
// with hearing aids from $499 if you need them"); a trial that ends is free only for a while.
// "Free to start, $12 a month for unlimited sessions": what stays free is the limited version.
const FREE_VERSION =
  /^\s*(?:an?\s+)?free\b(?!\s+trial)[^.;!?]{0,120}\b(?:with|plus|and) (?:an? )?(?:optional )?(?:\S*\d\S* )?(?:(?:a |per )?(?:month|year)(?:ly)? |annual |weekly )?(?:premium|pro|paid|plus) (?:plan|tier|version|upgrade|subscription)\b|[,;:]\s*free,?\s+with (?:an? )?(?:[\p{L}\d$.,-]+ ){0,6}?(?:plan|tier|upgrade|version|subscription)\b|[,;:]\s*free\b[^.;!?]{0,100}\bif (?:you|they) (?:need|want) (?:them|it|one|more|to)\b|\bfree\b[^.;!?]{0,60}\b(?:for|to get|to unlock) unlimited\b|\bfree\b,?(?: [\p{L}-]+){0,3}? (?:with|plus|and) (?:an? )?optional\b|\bfree (?:tier|plan|version|with ads|forever)\b|\bad-supported\b|\bfreemium\b|\bbasic (?:version|plan|tier) (?:is |stays )?free\b|\bfree(?: app| to use| to download)?,? (?:with|plus|and) (?:an? )?(?:optional )?(?:\S*\d\S* )?(?:(?:a |per )?(?:month|year)(?:ly)? |annual |weekly )?(?:(?:premium|pro|paid|plus) (?:plan|tier|version|upgrade|subscription|features)\b|(?:premium|pro)\b)/iu;
// "Free to start", "the first month free", "try it free for 14 days", "free for your first three
// lessons": free for a while, then paid.
const FREE_TRIAL =
  /\bfree trial\b|\bstarts? free\b|\bfree to start\b|\btry (?:it )?(?:for )?free\b|\bfirst (?:[\p{L}\d-]+ ){0,2}(?:is |are )?free\b|\bfree for (?:the|your) first\b/iu;
const PAID_TIER_OFFERED =
  /^\s*(?:(?:an?|the|your)\s+)?(?:ad-free|premium|pro|paid|plus|upgraded)\s+(?:version|plan|tier|edition|account|subscription)\b|\b(?:instead of|rather than) (?:the|a|its) free (?:version|plan|tier|app|one)\b/i;
// "Panels installed for free", "free delivery": a free part of what is sold, not a free product.
const FREE_PART =
  /\b(?:installed|installation|delivered|delivery|shipping|shipped|set ?up|returns?|cancellation|consultation)\s+(?:is\s+)?(?:for\s+)?free\b|\bfree\s+(?:installation|delivery|shipping|set ?up|returns?|cancellation|consultation)\b/gi;
// "with no free version", "no longer free", "not free": free is denied.
const FREE_DENIED =
  /\b(?:no|not|without(?: a| any)?|never|no longer|isn't|is not|stops? being|became|become|becomes) (?:\w+ ){0,2}free\b|\bfree (?:version|tier|plan|option) (?:ends|ended|is gone|was gone|goes away|went away|disappears|disappeared|is removed|was removed|is dropped|was dropped)|\bbecame (?:a )?paid|\bbecomes? (?:a )?paid/iu;

/**
 * Whether what is offered is a paid version of something people have free ("an ad-free version for
 * $1 a month, instead of the free one", "an ad-free internet"): the free one is what they keep.
 */
export function upgradesAFreeVersion(text: string): boolean {
  return (PAID_TIER_OFFERED.test(text) || isAdFree(text)) && !FREE_DENIED.test(text);
}

// A price said as a share of the money that passes through ("for a 2% fee", "a 10% commission on
// each sale", "charges 0.25% of your balance a year"): how payments, marketplaces and advisers
// charge, or alone as a price typed in the correction form ("15% of each walk"). Not a saving or a
// discount ("cuts bills by 20%", "20% off"), which name no fee and nothing charged.
const SHARE = String.raw`(\d+(?:\.\d+)?)\s?(?:%|percent)`;
const OF_WHAT = String.raw`(?:\s+(?:(?:on|of|from)\s+(?:each|every|all|the|your)|per)\s+[\p{L}-]+(?:\s+(?:a|per)\s+(?:year|month))?)`;
const FEE_SHARE = new RegExp(
  String.raw`${SHARE}\s+(?:(?:service|transaction|booking|platform|processing|management|flat)\s+)?(?:fee|commission|cut|charge|take)s?\b${OF_WHAT}?`,
  "iu",
);
const CHARGED_SHARE = new RegExp(
  String.raw`(?:^\s*|\b(?:takes?|charges?|keeps?|costs?|for)\s+(?:(?:just|only|a flat|a)\s+)?)${SHARE}${OF_WHAT}`,
  "iu",
);

/**
 * A price stated as a share of what passes through, as written from its figure ("2% fee", "10% of
 * each sale"), or null. The share is a price the buyer knows, though not an amount the engine can
 * weigh: it is a share of money the idea does not say.
 */
export function readFeeShare(text: string): string | null {
  const match = FEE_SHARE.exec(text) ?? CHARGED_SHARE.exec(text);
  if (!match) return null;
  return match[0].slice(match[0].indexOf(match[1]!)).trim();
}

/** What is sold is something without the ads it otherwise has ("an ad-free internet", "a weather app with no ads"). */
export function isAdFree(text: string): boolean {
  // "No ads", "without any adverts", "no website you visit shows any advertising".
  return /\b(?:ad|advert|commercial)[- ]free\b|\b(?:no|without|zero) (?:any )?(?:ads|adverts|advertising|commercials)\b|\bno [a-z]+(?: [a-z]+){0,4} (?:shows?|plays?|has|have|runs?) (?:any )?(?:ads|adverts|advertising|commercials)\b/i.test(
    text,
  );
}

// "Going up by $1 a month", "a rise of £3", "a $2 price increase": the amount is added to a bill
// already paid for something people have, not the price of something new. The words of a rise come
// just before an amount the price reader finds, or just after it.
const RISE_BEFORE =
  /\b(?:(?:go(?:es|ing)?|went|gone) up|(?:rise[sn]?|rose|rising|increase[sd]?|increasing|raised?|raising|hike[sd]?|hiking)(?: (?:its|the|their|your))?(?: (?:monthly|yearly|annual|weekly))?(?: (?:price|prices|fee|fees|cost|subscription))?) (?:by|of)\s*$/iu;
const RISE_AFTER = /^(?:\s+a\s+(?:month|year))?\s+(?:price\s+)?(?:rise|increase|hike)\b/iu;

// "Raising its plan from $15.49 to $17.99 a month", "going from $40 to $45": both bills are given,
// and what is added is their difference. A change word comes before "from"; the new bill is higher.
const CHANGE_BEFORE_FROM =
  /\b(?:go(?:es|ing)?|went|gone|up|rise[sn]?|rose|rising|increase[sd]?|increasing|raised?|raising|hike[sd]?|hiking|jump(?:s|ed|ing)?|mov(?:e|es|ed|ing))\b(?:\s+[\p{L}'-]+){0,4}?\s+from\s*$/iu;
const FROM_TO_GAP = /^(?:\s*(?:a|per|\/)\s*(?:month|year|week)|\/mo)?\s+to\s*$/iu;

/** The old and the new bill of a rise stated as both ("from $15.49 to $17.99 a month"), or null. */
function riseFromTo(
  text: string,
  matches: readonly PriceMatch[],
): { from: PriceMatch; to: PriceMatch } | null {
  for (let i = 0; i + 1 < matches.length; i++) {
    const from = matches[i]!;
    const to = matches[i + 1]!;
    if (
      to.amount > from.amount &&
      to.currency === from.currency &&
      FROM_TO_GAP.test(text.slice(from.end, to.index)) &&
      CHANGE_BEFORE_FROM.test(text.slice(Math.max(0, from.index - 60), from.index))
    )
      return { from, to };
  }
  return null;
}

/** Whether the stated price is a rise in what people already pay for the thing ("going up by $1 a month"). */
export function raisesAPrice(text: string): boolean {
  const matches = findPriceMatches(text);
  return (
    riseFromTo(text, matches) !== null ||
    matches.some(
      ({ index, end }) =>
        RISE_BEFORE.test(text.slice(Math.max(0, index - 60), index)) || RISE_AFTER.test(text.slice(end)),
    )
  );
}

/** A rise stated as two bills is read as one amount, what is added, where the new bill stands. */
function withRiseAsAmount(text: string, matches: PriceMatch[]): PriceMatch[] {
  const rise = riseFromTo(text, matches);
  if (!rise) return matches;
  const added = Math.round((rise.to.amount - rise.from.amount) * 100) / 100;
  return matches
    .filter((match) => match !== rise.from)
    .map((match) => (match === rise.to ? { ...match, amount: added } : match));
}

// "Skip or cancel any week", "cancel anytime", "no contract": a subscription one can leave at any
// time, so saying yes locks nobody in.
const LEAVE_ANY_TIME =
  /\b(?:cancel|pause|skip|stop|leave)(?:(?:,\s*|\s+or\s+|\s+and\s+)(?:cancel|pause|skip|stop))*(?:\s+(?:it|your (?:plan|subscription|membership|box|order)))?\s+(?:at\s+)?any\s?(?:time|week|month|day)\b|\bno (?:long-term |annual |yearly )?(?:contracts?|commitments?|lock-?ins?)\b|\bmonth[- ]to[- ]month\b|\bcommitment-free\b/i;
const ALL_TERMS_OF_LEAVING = new RegExp(LEAVE_ANY_TIME, "gi");

/** Whether the idea says its subscription can be left at any time. */
export function canLeaveAnyTime(text: string): boolean {
  return LEAVE_ANY_TIME.test(text);
}

/** The text without its terms of leaving, which say nothing of what the product is about. */
export function withoutTermsOfLeaving(text: string): string {
  return text.replace(ALL_TERMS_OF_LEAVING, "");
}

export function currencyRate(currency: string): number {
  return USD_PER_UNIT[currency] ?? 1;
}

/** "1,299.99" -> 1299.99, "1.299,99" -> 1299.99, "9,99" -> 9.99. */
export function parseAmount(raw: string): number {
  const digits = raw.replace(/[\s\u00a0\u202f']/g, "");
  const lastComma = digits.lastIndexOf(",");
  const lastDot = digits.lastIndexOf(".");
  const lastSeparator = Math.max(lastComma, lastDot);
  if (lastSeparator === -1) return Number(digits);
  const decimals = digits.length - lastSeparator - 1;
  const separators = (digits.match(/[.,]/g) ?? []).length;
  // A single separator with 1-2 digits after it is a decimal mark.
  const isDecimal = decimals <= 2 && (separators === 1 || lastComma !== lastDot);
  if (isDecimal) {
    const whole = digits.slice(0, lastSeparator).replace(/[.,]/g, "");
    return Number(`${whole}.${digits.slice(lastSeparator + 1)}`);
  }
  return Number(digits.replace(/[.,]/g, ""));
}

interface PriceMatch {
  index: number;
  end: number;
  amount: number;
  currency: string;
  /** Written with a symbol or code (strong) or a word like "pounds" (weak). */
  strong: boolean;
}

function findPriceMatches(text: string): PriceMatch[] {
  const found: PriceMatch[] = [];
  for (const match of text.matchAll(BEFORE)) {
    const currency = SYMBOL_CURRENCY[match[1].trim().toLowerCase()] ?? match[1].trim().toUpperCase();
    const thousands = match[3] ? 1000 : 1;
    found.push({
      index: match.index ?? 0,
      end: (match.index ?? 0) + match[0].length,
      amount: parseAmount(match[2]) * thousands,
      currency: currency === "RMB" ? "CNY" : currency,
      strong: true,
    });
  }
  for (const match of text.matchAll(AFTER)) {
    const index = match.index ?? 0;
    if (found.some((other) => index < other.end && other.index < index + match[0].length)) continue;
    const symbol = match[3].toLowerCase();
    const currency = SYMBOL_CURRENCY[symbol] ?? symbol.toUpperCase();
    // "5 cents a minute", "99¢": hundredths of a dollar.
    const hundredths = CENT_WORDS.has(symbol) ? 0.01 : 1;
    found.push({
      index,
      end: index + match[0].length,
      amount: parseAmount(match[1]) * (match[2] ? 1000 : 1) * hundredths,
      currency: currency === "RMB" ? "CNY" : currency,
      strong: hundredths !== 1 || !/^[a-z]{4,}$/.test(symbol),
    });
  }
  const valid = found.filter((match) => Number.isFinite(match.amount) && match.amount > 0);
  // "2 pounds of coffee for $10": a symbol beats a word that may be a unit.
  const strong = valid.filter((match) => match.strong);
  return (strong.length > 0 ? strong : valid).sort((a, b) => a.index - b.index);
}

const TIME_S_WORTH =
  /\b(?:a|an|one|a full|a whole)\s+(?:day|week|fortnight|month|year)(?:'s)?\s+(?:worth\s+)?of\s+(\p{L}*)/giu;

function findPeriod(
  before: string,
  after: string,
  { goods, isFood }: PriceReading = {},
  term: PaidTerm | null = null,
): BillingPeriod | null {
  let best: BillingPeriod | null = null;
  let bestIndex = Infinity;
  for (const [period, pattern] of PERIOD_PATTERNS) {
    const index = after.search(pattern);
    if (index !== -1 && index < bestIndex) {
      best = period;
      bestIndex = index;
    }
  }
  if (best) return best;
  // A term named just before the price is nearer it than any period word before it could be.
  if (term?.before) return term.period;
  // "Monthly: $5" names the period first; "a box of chocolates for $20" names no unit of the price,
  // nor does a time's worth of what a thing holds ("a cargo bike that carries a week of groceries,
  // $3,500", "a battery that stores a day of power"). Only food is bought again as it is eaten:
  // "a meal kit with a week of dinners, $60" is paid each week.
  const named = before.replace(TIME_S_WORTH, (phrase, object: string) =>
    goods !== "kept" && isFood?.(object) ? phrase : " ",
  );
  for (const [period, pattern] of PERIOD_PATTERNS) {
    if (period !== "per_use" && period !== "per_item" && pattern.test(named)) return period;
  }
  return term?.period ?? null;
}

const CURRENCY_PREFIX: Record<string, string> = {
  USD: "$",
  EUR: "€",
  GBP: "£",
  JPY: "¥",
  INR: "₹",
  KRW: "₩",
  CAD: "CA$",
  AUD: "A$",
  BRL: "R$",
};

const PERIOD_SUFFIX: Record<BillingPeriod, string> = {
  month: "/month",
  quarter: "/quarter",
  half_year: " every six months",
  year: "/year",
  fortnight: " every two weeks",
  week: "/week",
  day: "/day",
  per_use: " per use",
  per_item: " each",
  one_time: " one-time",
  free: "",
};

// Made once: toLocaleString builds a new formatter on every call.
const WHOLE = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const CENTS = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatPrice(
  amount: number,
  currency: string,
  period: BillingPeriod,
  perSeat: boolean,
): string {
  if (period === "free") return "free";
  const rounded = (Number.isInteger(amount) ? WHOLE : CENTS).format(amount);
  const prefix = CURRENCY_PREFIX[currency];
  const money = prefix ? `${prefix}${rounded}` : `${rounded} ${currency}`;
  return `${money}${PERIOD_SUFFIX[period]}${perSeat ? " per seat" : ""}`;
}

export function monthlyUsd(amount: number, currency: string, period: BillingPeriod): number {
  return amount * currencyRate(currency) * PERIODS_PER_MONTH[period];
}

/** What the goods sold are, where it changes how often they are paid for. */
export type Goods = "eaten" | "kept";

export interface ParsedPrice {
  /** The first paid price, or a zero "free" price, or null. */
  price: StatedPrice | null;
  /** A free tier or trial sits next to a paid price. */
  freemium: boolean;
  /** A free version that stays free sits next to the paid plan (not a trial that ends). */
  freeTier: boolean;
}

// Amounts that are not what the customer pays: savings, what rivals charge,
// funding, market sizes and other statistics.
const NOT_A_PRICE_BEFORE =
  /\b(?:sav(?:e|es|ed|ing|ings)|worth|raised|rais(?:e|es|ing)|funding|fund(?:ed)?|revenue|market|earn(?:s|ed|ing)?|make|makes|income|salar(?:y|ies)|spend(?:s|ing)?|spent|lose|loses|lost|waste[sd]?|instead of paying|rather than paying|compared (?:to|with)|versus|vs\.?|than|(?<!\b(?:that|which|it|we|only)\s)(?:charge[sd]?|charging)|cost(?:s)? (?:them|families|people|companies|businesses)|valued at|average|averages|typical(?:ly)?)\s+(?:for\s+|(?:(?!for\b|at\b)\w+\s+){0,3})$/i;
// "With a $2 deposit per loan", "a refundable deposit of $50": money held and given back, not paid.
const DEPOSIT_BEFORE = /\b(?:refundable|returnable)?\s*deposit(?:\s+of)?\s*$/i;
const NOT_A_PRICE_AFTER =
  /^\s*(?:[kmb]n?\b|million|billion|trillion|in (?:savings|revenue|sales|funding)|(?:a|per) (?:year|month) in (?:savings|revenue)|saved|market|industry|worth of|of (?:savings|revenue|funding|sales)|(?:refundable |returnable )?deposits?\b)/i;

function isCustomerPrice(text: string, match: PriceMatch): boolean {
  const before = text.slice(Math.max(0, match.index - 40), match.index);
  const after = text.slice(match.end, match.end + 30);
  return !NOT_A_PRICE_BEFORE.test(before) && !DEPOSIT_BEFORE.test(before) && !NOT_A_PRICE_AFTER.test(after);
}

// "Saves families about $40 a week", "save up to $300 a year": the amount a saving is stated in.
const SAVES_AN_AMOUNT = /\bsav(?:e|es|ing)\s+(?:(?!for\b|at\b)\w+\s+){0,4}$/i;
// A saving claimed without an amount: money kept, bills cut, what one forgot to cancel cancelled, a
// cheaper deal switched to.
const SAVES_MONEY =
  /\bsav(?:e|es|ing) (?:\w+ ){0,2}money\b|\b(?:cut|cuts|cutting|lower|lowers|lowering|reduce|reduces|reducing|shrink|shrinks) (?:your |their |the )?(?:\w+ ){0,2}(?:bills?|costs|spending|fees)\b|\bcancel(?:s|led|ling|ing)? (?:\w+ ){0,3}(?:subscriptions|memberships)\b|\b(?:subscriptions|memberships)\b[^.;]{0,60}\bcancel(?:s|led|ling|ing)?\b|\bpays? for itself\b|\bfinds? (?:you )?(?:\w+ )?(?:cheaper|lower) (?:prices|rates|plans|deals|fares)\b|\b(?:cheaper|lower) (?:tariffs?|rates?|plans?|deals?|suppliers?|providers?)\b[^.;]{0,40}\b(?:appears?|comes? along)\b|\b(?:switch|switches|switching|move|moves|moving) (?:\w+ ){0,4}to (?:a |the )?(?:cheaper|lower)\b|\bnever overpay\b|\bstops? (?:you )?overpaying\b|\bwhat (?:it|they|we) saves? (?:you|them)\b/i;

/**
 * The saving an idea claims for its customer, or null when it claims none. A saving is never a
 * price (parsePrice skips it); here it is what the price is weighed against.
 */
export function readSaving(text: string): ClaimedSaving | null {
  for (const match of findPriceMatches(text)) {
    if (!SAVES_AN_AMOUNT.test(text.slice(Math.max(0, match.index - 40), match.index))) continue;
    const period = findPeriod("", text.slice(match.end, match.end + 24)) ?? "one_time";
    // A one-off saving ("saves $200 on your first flight") is no monthly amount to weigh a bill against.
    if (!RECURRING_PERIODS.has(period)) return { monthlyUsd: null };
    return { monthlyUsd: monthlyUsd(match.amount, match.currency, period) };
  }
  return SAVES_MONEY.test(text) ? { monthlyUsd: null } : null;
}

/** Periods billed again and again, as a subscription is. */
export const RECURRING_PERIODS: ReadonlySet<BillingPeriod> = new Set([
  "month",
  "quarter",
  "half_year",
  "year",
  "fortnight",
  "week",
  "day",
]);

// More often than the assumed once a month for goods and once a week for a service.
const FREQUENCIES = new Set<BillingPeriod>(["fortnight", "week", "day"]);

/**
 * How often goods priced per item are bought, or a service priced per visit is
 * used, when the idea says it ("delivered every week", "comes every two weeks").
 */
function statedFrequency(text: string): BillingPeriod | null {
  for (const [period, pattern] of PERIOD_PATTERNS) {
    if (FREQUENCIES.has(period) && pattern.test(text)) return period;
  }
  return null;
}

/**
 * The price the customer pays, read from free text. Savings, rivals' prices,
 * funding and statistics are skipped; with several plans ("from $5", "$5 or
 * $15/month", "$349 up to $17,000") the entry price counts. A price that names
 * no period is paid once, or each time for goods that are eaten; a price per
 * item of goods that are kept ("$299 a pair" of hearing aids) is paid once. Never throws.
 */
export interface PriceReading {
  /** Whether the thing is eaten (bought again) or kept (bought once), when the idea says. */
  goods?: Goods;
  /** Whether a word names food (from the dictionary, which this module does not load). */
  isFood?: (word: string) => boolean;
  /** How many times a month the service is used, by its kind (`service-frequency.ts`), when it names one. */
  usesPerMonth?: number | null;
}

/** What "free" reads as: a price of nothing. */
export const FREE_PRICE: StatedPrice = {
  amount: 0,
  currency: "USD",
  period: "free",
  perSeat: false,
  monthlyUsd: 0,
  label: "free",
};

export function parsePrice(text: string, reading: PriceReading = {}): ParsedPrice {
  const { goods } = reading;
  const found = withRiseAsAmount(text, findPriceMatches(text)).filter((match) =>
    isCustomerPrice(text, match),
  );
  const isMinimum = (match: PriceMatch) =>
    MINIMUM_AFTER.test(text.slice(match.end, match.end + 12)) ||
    MINIMUM_BEFORE.test(text.slice(Math.max(0, match.index - 30), match.index));
  const minimum = found.length > 1 ? found.find(isMinimum) : undefined;
  const matches = minimum ? found.filter((match) => match !== minimum) : found;
  const mentionsFree = FREE.test(text.replace(FREE_PART, " ")) && !FREE_DENIED.test(text);
  if (matches.length === 0) {
    if (!mentionsFree) return { price: null, freemium: false, freeTier: false };
    return { price: FREE_PRICE, freemium: false, freeTier: false };
  }
  const subscription = SUBSCRIPTION.test(text);
  // How many times a month each price is paid: a fee paid with each use is paid as often.
  const paymentsPerMonth: number[] = [];
  // Prices that are instalments of a purchase, paid off in so many payments.
  const instalments = new Set<number>();
  const windowAfter = (i: number) => text.slice(matches[i]!.end, matches[i + 1]?.index ?? text.length);
  // "Twenty-four monthly payments of $79": the count comes before the amount.
  const windowBefore = (i: number) => text.slice(Math.max(0, matches[i]!.index - 40), matches[i]!.index);
  const paidOff = (i: number) =>
    instalmentsOf(text, windowBefore(i), windowAfter(i).slice(0, 48), null, goods) !== null;
  const statedPeriods: (BillingPeriod | null)[] = [];
  const windowsAround = (i: number) => {
    const match = matches[i]!;
    // What follows a price, up to the next one unless they are a list ("$10 or $20 a month"):
    // "$299 plus $6 a month" bills the $6 monthly, not the $299.
    const next = matches[i + 1];
    // "$349 or $29 a month for 12 months": the instalments' period is not the outright price's.
    const listed =
      next !== undefined && PRICE_LIST_GAP.test(text.slice(match.end, next.index)) && !paidOff(i + 1);
    const after = text.slice(match.end, Math.min(match.end + 48, next && !listed ? next.index : Infinity));
    // What comes before a price, back to the price before it and what was said of that one: "$79 a
    // month, day passes $22" does not bill the day passes monthly.
    const since = matches[i - 1]?.end ?? 0;
    const window = text.slice(Math.max(0, match.index - 24, since), match.index);
    const before = since > match.index - 24 ? window.replace(/^[^,;]*[,;]/, "") : window;
    return { before, after };
  };
  // "$2,000 plus a $39 monthly membership": where another price is the subscription's, a price with
  // no period of its own is the one-off price of what the subscription comes with.
  const subscriptionPriced = (i: number) =>
    matches.some((_, j) => {
      if (j === i) return false;
      const { before, after } = windowsAround(j);
      const period = findPeriod(before, after, reading);
      return period !== null && RECURRING_PERIODS.has(period);
    });
  const prices = matches.map((match, i): StatedPrice => {
    const { before, after } = windowsAround(i);
    const perSeat = PER_SEAT.test(after);
    const pack = packOf(before, after);
    if (pack) {
      const uses = usesPerMonthOfUnit(pack.unit, reading);
      const perUse = match.amount / pack.count;
      statedPeriods[i] = "per_use";
      paymentsPerMonth[i] = uses / pack.count;
      return {
        amount: perUse,
        currency: match.currency,
        period: "per_use",
        perSeat,
        monthlyUsd: perUse * currencyRate(match.currency) * uses,
        label: `${formatPrice(match.amount, match.currency, "one_time", false).replace(/ one-time$/, "")} for ${pack.count} ${pack.units}`,
      };
    }
    const refill = REFILL.exec(after)?.[1]?.toLowerCase();
    const term = refill ? null : termPaidFor(text.slice(Math.max(0, match.index - 60), match.index), after);
    const stated = refill
      ? "per_item"
      : (findPeriod(before, after, reading, term) ??
        (DAY_PASS_BEFORE.test(before) ? "day" : planAlongside(text, matches, statedPeriods, i)));
    statedPeriods[i] = stated;
    const rentedByTheDay = stated === "day" && RENTED.test(text);
    const attendedByTheDay = stated === "day" && !rentedByTheDay && ATTENDED_BY_THE_DAY.test(text);
    const byTheDay = rentedByTheDay || attendedByTheDay;
    // A pair of hearing aids is kept, not restocked; a pizza is eaten, so it is bought again.
    const period =
      stated === "per_item" && goods === "kept" && !refill
        ? "one_time"
        : byTheDay
          ? "per_use"
          : (stated ??
            (subscription && !subscriptionPriced(i) ? "month" : goods === "eaten" ? "per_item" : "one_time"));
    const label = formatPrice(match.amount, match.currency, stated ?? period, perSeat);
    // "$20 per walk" says more than "$20 per use", "$12 per bottle" more than "$12 each".
    const unit = byTheDay
      ? "day"
      : refill
        ? refill
        : period === "per_use"
          ? (UNIT_AFTER_AMOUNT.exec(after) ??
              PER_ANY_UNIT.exec(after) ??
              FOR_A_USE.exec(after))?.[1]?.toLowerCase()
          : stated === "per_item"
            ? ITEM_UNIT.exec(after)?.[1]?.toLowerCase()
            : undefined;
    const party = period === "one_time" && !stated ? PER_PARTY.exec(after)?.[1]?.toLowerCase() : undefined;
    const site =
      !perSeat && RECURRING_PERIODS.has(period) ? PER_SITE.exec(after)?.[1]?.toLowerCase() : undefined;
    // "$4 a month per employee" keeps who it is paid for, as "per location" keeps the site.
    const seated = perSeat ? label.replace(/(?: one-time)? per seat$/, ` per ${seatUnitOf(after)}`) : label;
    const named = site
      ? `${label} per ${site}`
      : period === "per_use" && unit && unit !== "use" && unit !== "time"
        ? seated.replace(/ per use\b/, ` per ${unit}`)
        : stated === "per_item" && unit
          ? seated.replace(/ each\b/, ` per ${unit}`)
          : party
            ? seated.replace(/ one-time$/, ` per ${party}`)
            : seated;
    // Goods delivered weekly ("a carton, every week") or a cleaner who comes every two
    // weeks ("$35 a visit") are a bill that often, whatever the unit.
    const frequency =
      (period === "per_item" || period === "per_use") && !byTheDay ? statedFrequency(text) : null;
    const minutes = unit && MINUTE_UNITS.has(unit) ? MINUTES_PER_USE : 1;
    const uses = frequency
      ? PERIODS_PER_MONTH[frequency]
      : attendedByTheDay
        ? (reading.usesPerMonth ?? PERIODS_PER_MONTH.per_use)
        : period === "per_use"
          ? usesPerMonthOfUnit(unit, reading)
          : PERIODS_PER_MONTH[period];
    paymentsPerMonth[i] = uses;
    // A term paid for is no number of instalments ("$200 for 12 months" is one payment a year).
    const paidForATerm = stated !== null && stated === term?.period;
    const payments = paidForATerm ? null : instalmentsOf(text, windowBefore(i), after, period, goods);
    if (payments !== null) {
      instalments.add(i);
      paymentsPerMonth[i] = PERIODS_PER_MONTH.one_time;
      const total = match.amount * payments;
      return {
        amount: total,
        currency: match.currency,
        period: "one_time",
        perSeat,
        monthlyUsd: monthlyUsd(total, match.currency, "one_time"),
        label: `${label} for ${payments} ${PAYMENT_UNITS[period] ?? "payments"}`,
      };
    }
    const perMonth = minutes * match.amount * currencyRate(match.currency) * uses;
    return {
      amount: match.amount,
      currency: match.currency,
      period: frequency ?? period,
      perSeat,
      monthlyUsd: perMonth,
      label: named,
    };
  });
  const bundle =
    priceInSequence(text, matches, prices, statedPeriods) ??
    priceWithAddOn(text, matches, prices, paymentsPerMonth);
  // "$349 or $29 a month for 12 months": the instalments are a way to pay the price stated.
  const outright = prices.filter((price, i) => !instalments.has(i) && price.period === "one_time");
  const candidates = instalments.size > 0 && outright.length > 0 ? outright : prices;
  const entry =
    bundle ?? candidates.reduce((lowest, price) => (price.monthlyUsd < lowest.monthlyUsd ? price : lowest));
  // "An ad-free version for $1 a month, instead of the free one": what is offered is the paid
  // tier, and the free one is what people keep if they say no.
  const paidTier = PAID_TIER_OFFERED.test(text);
  return {
    price: minimum ? withMinimum(entry, minimum) : entry,
    freemium:
      !paidTier &&
      (mentionsFree || ((FREE_VERSION.test(text) || FREE_TRIAL.test(text)) && !FREE_DENIED.test(text))),
    freeTier: !paidTier && FREE_VERSION.test(text) && !FREE_DENIED.test(text),
  };
}

// "$29 a month for 12 months", "12 monthly payments of $29", "in 24 instalments": a fixed number
// of payments. For something bought once, or where the idea says instalments, that is the price of
// the thing paid off, not a subscription; "for the first 3 months" is an introductory price instead.
const COUNT_WORDS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  eighteen: 18,
  twenty: 20,
  "twenty-four": 24,
  "thirty-six": 36,
};
const COUNT = String.raw`(\d{1,2}|${Object.keys(COUNT_WORDS).join("|")})`;
const PAYMENTS_FOR = new RegExp(
  String.raw`^[^.;!?$]{0,24}?\b(?:for|over)\s+(?:the\s+next\s+)?${COUNT}\s+(months?|years?)\b`,
  "iu",
);
const PAYMENTS_OF = new RegExp(
  String.raw`\b${COUNT}\s+(?:monthly\s+|weekly\s+)?(?:payments|instal(?:l)?ments)\s+of\s*$`,
  "iu",
);
const PAYMENTS_IN = new RegExp(
  String.raw`^[^.;!?$]{0,24}?\bin\s+${COUNT}\s+(?:monthly\s+)?instal(?:l)?ments\b`,
  "iu",
);
const INSTALMENT_WORDS =
  /\binstal(?:l)?ments?\b|\bmonthly payments\b|\bpay(?:s|ing)? (?:it )?off\b|\bfinanc(?:e|ed|ing)\b/iu;

const countOf = (word: string) => COUNT_WORDS[word.toLowerCase()] ?? Number(word);

// "4 lessons for $220", "$150 for ten classes", "a 10-class pass for $150": a pack of uses paid at
// once is a price per use, spent as the uses are (a lesson pack lasts weeks, not a year).
const PACK_UNITS = String.raw`(lessons?|class(?:es)?|sessions?|visits?|wash(?:es)?|walks?|rides?|massages?|cleans?|cleanings?|treatments?|workouts?)`;
const PACK_BEFORE = new RegExp(
  String.raw`\b${COUNT}[\s-]${PACK_UNITS}(?:\s+(?:pass|pack|card|bundle))?\s+(?:for|at|costs?)\s*$`,
  "iu",
);
const PACK_AFTER = new RegExp(
  String.raw`^\s*(?:for|per)\s+(?:an?\s+(?:pack|bundle|block)\s+of\s+)?${COUNT}\s+${PACK_UNITS}\b`,
  "iu",
);

/** How many uses a price buys at once, and what one use is, where it names a pack; else null. */
function packOf(before: string, after: string): { count: number; unit: string; units: string } | null {
  const pack = PACK_BEFORE.exec(before) ?? PACK_AFTER.exec(after);
  if (!pack) return null;
  const count = countOf(pack[1]!);
  // "A 10-class pass" names the unit in the singular.
  const unit = singular(pack[2]!.toLowerCase());
  const units = plural(unit);
  return count > 1 ? { count, unit, units } : null;
}

/**
 * How many payments a recurring price is paid for, when it is the instalments of something bought
 * (`kept` goods, or the idea says so), else null.
 */
function instalmentsOf(
  text: string,
  before: string,
  after: string,
  period: BillingPeriod | null,
  goods: Goods | undefined,
): number | null {
  if (period !== null && (!RECURRING_PERIODS.has(period) || period === "day")) return null;
  if (goods !== "kept" && !INSTALMENT_WORDS.test(text)) return null;
  const counted = PAYMENTS_OF.exec(before) ?? PAYMENTS_IN.exec(after);
  if (counted) return countOf(counted[1]!);
  const lasting = PAYMENTS_FOR.exec(after);
  if (!lasting || /\bfirst\b/iu.test(after.slice(0, lasting.index + lasting[0].length))) return null;
  const months = countOf(lasting[1]!) * (/^years?$/iu.test(lasting[2]!) ? 12 : 1);
  return Math.round(months * PERIODS_PER_MONTH[period ?? "month"]);
}

// "A twelve-month membership for $200", "a 3-month supply for $45", "$60 for six months": the price
// pays for that long, so it is paid that often (a membership renewed, a supply restocked), not
// monthly because memberships usually are. Terms with no period of their own are left unread.
const TERM_PERIODS: Readonly<Record<number, BillingPeriod>> = {
  1: "month",
  3: "quarter",
  6: "half_year",
  12: "year",
};
const TERM = String.raw`(\d{1,2}|a|an|one|${Object.keys(COUNT_WORDS).join("|")})[\s-](months?|years?)(?:'s)?`;
const TERM_BEFORE = new RegExp(
  String.raw`\b${TERM}\s+(?:[\p{L}-]+\s+)?(?:membership|pass|subscription|plan|supply|access|contract|licen[cs]e)\b[^.;!?$]{0,30}$`,
  "iu",
);
const TERM_AFTER = new RegExp(
  String.raw`^\s*(?:for|covers|buys|gets you)\s+(?:an?\s+(?=\d|[a-z]+[\s-]+months?|[a-z]+[\s-]+years?))?${TERM}\b`,
  "iu",
);

interface PaidTerm {
  period: BillingPeriod;
  /** Named before the price ("a 12-month membership for $200"), not after it ("$60 for six months"). */
  before: boolean;
}

/** The period a price pays for by the term it covers ("a 12-month membership for $200": a year), or null. */
function termPaidFor(before: string, after: string): PaidTerm | null {
  const named = TERM_AFTER.exec(after);
  const term = named ?? TERM_BEFORE.exec(before);
  if (!term) return null;
  const count = /^(?:an?|one)$/iu.test(term[1]!) ? 1 : countOf(term[1]!);
  const period = TERM_PERIODS[count * (/^years?$/iu.test(term[2]!) ? 12 : 1)];
  return period ? { period, before: !named } : null;
}

const PAYMENT_UNITS: Partial<Record<BillingPeriod, string>> = {
  month: "months",
  week: "weeks",
  fortnight: "fortnights",
  quarter: "quarters",
  year: "years",
};

/** How often a use is paid for: by the kind of service its unit or the idea names, else weekly. */
function usesPerMonthOfUnit(unit: string | undefined, reading: PriceReading): number {
  if (unit !== undefined && AS_NEEDED_UNITS.test(unit)) return PERIODS_PER_MONTH[AS_NEEDED_PER_MONTH];
  return serviceFrequencyOf(unit)?.usesPerMonth ?? reading.usesPerMonth ?? PERIODS_PER_MONTH.per_use;
}

/**
 * "$60 a week for the Family plan or $40 for the Basic plan": a plan offered instead of one with a
 * period is billed as often, where the idea does not say.
 */
const OTHER_PLAN_GAP = /^[^.;!?$]{0,60}\bor\b[^.;!?$]{0,40}$/iu;

function planAlongside(
  text: string,
  matches: PriceMatch[],
  statedPeriods: (BillingPeriod | null)[],
  i: number,
): BillingPeriod | null {
  const previous = i > 0 ? statedPeriods[i - 1] : null;
  if (!previous || !RECURRING_PERIODS.has(previous)) return null;
  return OTHER_PLAN_GAP.test(text.slice(matches[i - 1]!.end, matches[i]!.index)) ? previous : null;
}

const PRICE_LIST_GAP = /^\s*(?:,\s*(?:or\s+)?|or|to|-|–)\s*$/i;
const PLUS = /^[^.;$]{0,16}?(?:\+|\bplus\b|\band\b|\bthen\b|\bwith\b)[^.;$]{0,16}$/i;
const STRICT_PLUS = /\+|\bplus\b/i;
const METERED = new Set<BillingPeriod>(["per_use", "per_item"]);

/**
 * "$299 plus $6 a month", "$39 a month plus $6 per employee": a price and
 * what is paid with it are one price, not two plans to pick the cheaper of.
 * Billed as the recurring part (a one-off cost is spread over a year in what
 * it comes to a month); an add-on per seat counts once, for the business.
 */
function priceWithAddOn(
  text: string,
  matches: PriceMatch[],
  prices: StatedPrice[],
  paymentsPerMonth: number[],
): StatedPrice | null {
  for (let i = 0; i + 1 < prices.length; i++) {
    const first = prices[i]!;
    const addOn = prices[i + 1]!;
    const between = text.slice(matches[i]!.end, matches[i + 1]!.index);
    // Two recurring prices joined by "and" are two plans ("$10 a month and $100 a year"); "plus" adds.
    // A fee per use on top ("$10 a month plus 2 cents per text") adds only after "plus".
    const joinable =
      first.period === "one_time" ||
      (RECURRING_PERIODS.has(first.period) && !first.perSeat && STRICT_PLUS.test(between));
    // A one-off price and what the product uses up ("$12 for the case and $8 refills") add.
    const addsOn =
      RECURRING_PERIODS.has(addOn.period) ||
      (first.period === "one_time" && addOn.period === "per_item") ||
      (RECURRING_PERIODS.has(first.period) && METERED.has(addOn.period) && STRICT_PLUS.test(between));
    if (
      first.period === "one_time" &&
      addOn.period === "per_use" &&
      PER_USE_FEE.test(between) &&
      PLUS.test(between.replace(PER_USE_FEE, ""))
    ) {
      return feePerUse(first, addOn, between, paymentsPerMonth[i + 1]!);
    }
    if (!joinable || !addsOn || !PLUS.test(between)) continue;
    const billed = first.period === "one_time" ? addOn : first;
    return {
      ...billed,
      perSeat: false,
      monthlyUsd: first.monthlyUsd + addOn.monthlyUsd,
      label: `${withoutOneTime(first.label)} plus ${addOn.label}`,
    };
  }
  return null;
}

/** "$25 for the bottle, then $12 for 10 more tablets": the second price is paid after the first. */
const THEN_GAP = /^[^.;!?$]*\bthen\b[^.;!?$]*$/iu;
/** "$1 for the first month, then $10 a month": an offer to start with, not the price. */
const INTRODUCTORY = /\b(?:for|in) (?:the|your) first\b|\bintroductory\b/iu;

/**
 * Two prices in sequence. An introductory one gives way to the price that follows it. Otherwise
 * the first, where no period is stated, is paid once to start ("$9 for the handle and two blades,
 * then $10 a month"; "a printer for $79, then cartridges at $15"), and the second is what is paid
 * from then on: its period, or, with none stated, again as it runs out.
 */
function priceInSequence(
  text: string,
  matches: PriceMatch[],
  prices: StatedPrice[],
  statedPeriods: (BillingPeriod | null)[],
): StatedPrice | null {
  for (let i = 0; i + 1 < prices.length; i++) {
    const between = text.slice(matches[i]!.end, matches[i + 1]!.index);
    if (!THEN_GAP.test(between)) continue;
    const first = prices[i]!;
    const stated = statedPeriods[i + 1];
    const later = stated ? prices[i + 1]! : restocked(prices[i + 1]!);
    if (INTRODUCTORY.test(between)) {
      const atFirst = statedPeriods[i]
        ? first.label
        : formatPrice(first.amount, first.currency, later.period, first.perSeat);
      return { ...later, label: `${later.label} (${atFirst} at first)` };
    }
    if (statedPeriods[i]) continue;
    const start = monthlyUsd(first.amount, first.currency, "one_time");
    return {
      ...later,
      monthlyUsd: start + later.monthlyUsd,
      label: `${withoutOneTime(formatPrice(first.amount, first.currency, "one_time", false))}, then ${later.label}`,
    };
  }
  return null;
}

/** A price with no period that follows a first one: bought again as what it buys runs out. */
function restocked(price: StatedPrice): StatedPrice {
  return {
    ...price,
    period: "per_item",
    monthlyUsd: monthlyUsd(price.amount, price.currency, "per_item"),
    label: formatPrice(price.amount, price.currency, "per_item", price.perSeat),
  };
}

/** "$299" for "$299 one-time", where another price says how it is paid. */
const withoutOneTime = (label: string) => label.replace(/ one-time$/, "");

/** "$1 to unlock plus 30 cents a minute", "a $40 call-out fee plus $30 an hour": a fee paid each time. */
const PER_USE_FEE = /^\s*(?:to (?:unlock|start|book)|(?:call-?out|booking|unlock) fee|base fare)\b/iu;
const CALL_OUT = /call-?out/iu;

function feePerUse(
  fee: StatedPrice,
  metered: StatedPrice,
  between: string,
  meteredUses: number,
): StatedPrice {
  // What one use costs as metered (a quarter hour of a per-minute price), in dollars.
  const perUse = metered.monthlyUsd / meteredUses;
  // A call-out is paid when something needs fixing, about once a quarter; other uses as the metered price says.
  const usesPerMonth = CALL_OUT.test(between) ? monthlyUsd(1, "USD", AS_NEEDED_PER_MONTH) : meteredUses;
  return {
    ...metered,
    monthlyUsd: usesPerMonth * (perUse + fee.amount * currencyRate(fee.currency)),
    label: `${withoutOneTime(fee.label)} plus ${metered.label}`,
  };
}

/** A price per unit or per order lifted to the minimum an order costs ("$2 a pound, $30 minimum"). */
function withMinimum(price: StatedPrice, minimum: PriceMatch): StatedPrice {
  if (!METERED.has(price.period)) return price;
  const perOrder =
    (minimum.amount * currencyRate(minimum.currency)) / (price.amount * currencyRate(price.currency));
  if (perOrder <= 1) return price;
  return {
    ...price,
    monthlyUsd: price.monthlyUsd * perOrder,
    label: `${price.label}, ${withoutOneTime(formatPrice(minimum.amount, minimum.currency, "one_time", false))} minimum`,
  };
}

const bandCache = new Map<string, number>();

/**
 * A budget band as someone says it before "budget": its top, "$20-a-month" for "$0-20/month", and
 * "$2,000-plus-a-month" for "$2,000+/month". Nobody speaks of their "$0-20/month budget"; a band in
 * another shape is said as it is written.
 */
export function spokenBudget(band: string): string {
  const text = band.trim();
  const range = /^(\D*)[\d.,]+k?\s*[-–]\s*([\d.,]+k?)\s*\/\s*month$/iu.exec(text);
  if (range) return `${range[1]}${range[2]}-a-month`;
  const open = /^(\D*)([\d.,]+k?)\s*\+\s*\/\s*month$/iu.exec(text);
  if (open) return `${open[1]}${open[2]}-plus-a-month`;
  return band;
}

/**
 * Typical monthly spend, in US dollars, of a budget band such as
 * "$100-500/month" or "$2,000+/month" (geometric middle of the band).
 */
export function budgetBandMonthlyUsd(band: string): number {
  const cached = bandCache.get(band);
  if (cached !== undefined) return cached;
  const text = band.normalize("NFKC");
  const numbers = [...text.matchAll(new RegExp(`(${NUMBER})(\\s?k\\b)?`, "giu"))].map(
    (match) => parseAmount(match[1]) * (match[2] ? 1000 : 1),
  );
  const currencyMatch = /us\$|ca\$|a\$|\$|€|£|¥|₹/iu.exec(text);
  const currency = currencyMatch ? (SYMBOL_CURRENCY[currencyMatch[0].toLowerCase()] ?? "USD") : "USD";
  const period = findPeriod("", text) ?? "month";
  let low = numbers[0] ?? 100;
  let high = numbers[1] ?? (text.includes("+") ? low * 2.5 : low);
  if (high < low) [low, high] = [high, low];
  const middle = Math.sqrt(Math.max(low, high * 0.2) * Math.max(high, 1));
  const perMonth = monthlyUsd(middle, currency, period === "one_time" ? "month" : period);
  const result = Number.isFinite(perMonth) && perMonth > 0 ? perMonth : 100;
  bandCache.set(band, result);
  return result;
}

/** A price as people say it: "$6 a month", "$49" (not "$49 one-time"). */
export function spokenPrice(label: string): string {
  // What an introductory offer gives way to is the price people weigh ("$10/month ($1/month at first)").
  return label
    .replace(/ \([^)]*\)$/, "")
    .replace(/ one-time$/, "")
    .replace(/\/(month|quarter|year|week|day)\b/g, " a $1")
    .replace(PACK_LABEL, perUseOfPack);
}

/** "$220 for 4 lessons", as `parsePrice` labels a pack of uses. */
const PACK_LABEL = new RegExp(
  String.raw`^(\D*?)(\d[\d,]*(?:\.\d+)?)((?: [A-Z]{3})?) for (\d+) ${PACK_UNITS}$`,
  "u",
);

/** A pack is said by what one use of it costs: "For $55 a lesson", not "For $220 for 4 lessons". */
function perUseOfPack(
  _: string,
  before: string,
  amount: string,
  after: string,
  count: string,
  units: string,
) {
  const each = Number(amount.replace(/,/g, "")) / Number(count);
  const unit = singular(units);
  const spoken = Number.isInteger(each) ? each.toLocaleString("en-US") : each.toFixed(2);
  return `${before}${spoken}${after} a ${unit}`;
}
