import { eatenAsItComes, HAS_IT_DETAIL, tasteIsAReason, WHO_THEY_ARE_DETAIL, withArticle } from "../reasons";
import { needWords } from "../needs";
import { spendingBaseUsd, spendingKindOf } from "../spending";
import { currencyRate, isAdFree, PERIODS_PER_MONTH } from "../price";
import { isUsedDaily, providersOf } from "../essentials";
import {
  ACCOUNT_ACCESS,
  ACTS_FOR_YOU,
  MEDICAL_PROCEDURE,
  PROPERTY_LENT,
  SPECULATIVE_MONEY,
  isKept,
  soldInShops,
} from "../idea-signals";
import { hashSeed } from "../rng";
import { nounInfo } from "../lexicon";
import { isToolForWork } from "../panel-idea";
import { formerJob, isOutOfWorkTitle, isRetired } from "../roles";
import type { NeedId, PrivacyReason } from "../types";
import type { Driver, DriverKey } from "../utility";
import { capitalize, lowerFirst } from "../text";
import { firstPerson, opensWithGerund } from "./grammar";
import type { Line, Voice } from "./types";
import { billed, every, is, it, It, label, onAndOn, verb } from "./words";

// Sentence templates for the reason behind a score, one list per driver.
// A template returns null when it does not fit the speaker (temperament,
// age, job, household, budget) or the idea (no price, no benefit named), so
// people of different ages, jobs and temperaments word the same driver
// differently. Mood and taste have no lines of their own (taste only for
// food): noise is never given as a reason.

/** "I don't have a dog", one of several ways, fixed per persona. */
function withoutIt(v: Voice, d: Driver): string {
  return oneOf(v, needWords(d.detail as NeedId).without);
}

/** One of several phrasings, fixed per persona: a common reason should not read as one template. */
function oneOf(v: Voice, phrasings: readonly string[]): string {
  return phrasings[hashSeed(`${v.persona.persona_id}|${phrasings[0]}`) % phrasings.length]!;
}

const USED_BEFORE = [
  "I've used things like this before and liked them.",
  "My experience with things like this has been good.",
  "I've had things like this before, and they did the job.",
];

/** A tool for work (`isToolForWork`): a job fit means using it on the job. */
export function atWork(v: Voice): boolean {
  return isToolForWork(v.idea);
}

/** Someone who would use a work tool in their job: not a retiree, whose job is behind them. */
function usesAtWork(v: Voice): boolean {
  return atWork(v) && !isRetired(v.persona.role);
}

/** What a job, one behind them or days that are no job show someone of a need, granted in a "no". */
function grantedNeed(role: string): string {
  const former = formerJob(role);
  if (former) return `my years as ${withArticle(former)} showed me the need for it`;
  return isOutOfWorkTitle(role) ? "I see the need for it day to day" : "my work shows me the need for it";
}

/** A company's buyer judging a tool for work: they speak for the company, not their own wallet. */
export function speaksForCompany(v: Voice): boolean {
  return v.buyer && atWork(v);
}

/** Spends a business's money on it, not the household's: a company's buyer, or an owner, on a tool for work. */
export function spendsBusinessMoney(v: Voice): boolean {
  return (v.buyer || v.owner) && atWork(v);
}

/** A price weighed against one's own money, not a business's: what "my range" and "my family" are about. */
function ownMoney(v: Voice): boolean {
  return !spendsBusinessMoney(v);
}

/**
 * What is for one's children (childcare, a tutor) is spending on the family, not money taken from
 * it: "I'd rather spend $12 an hour on my family" makes no sense of a childcare centre.
 */
function forTheChildren(v: Voice): boolean {
  return v.idea.needs?.includes("children") === true || v.idea.topics[0]?.topic === "parenting";
}

/** Judging a tool for work: a business's tool, or any tool bought with a business's money. */
export function judgesAWorkTool(v: Voice): boolean {
  return atWork(v) || spendsBusinessMoney(v);
}

/**
 * A cost weighed against the household's money: not what a business pays for its tools, whether
 * the speaker signs off on it or only uses it.
 */
function household(v: Voice, d: Driver): boolean {
  return cost(d) && against(d) && !judgesAWorkTool(v);
}

/** Lines about one's own money and life, which nobody says of a tool their work pays for. */
function personal(lines: readonly Line[]): Line[] {
  return onlyIf((v) => !judgesAWorkTool(v), lines);
}

// An owner weighs a tool's subscription against the business's money; of a
// service for their own life they speak as anyone else does.
const OWNER_SUBSCRIPTION: readonly Line[] = onlyIf(
  (v) => v.owner && atWork(v),
  [
    (v) =>
      is(v, "practical") && !v.young && !v.older
        ? `Every ${billed(v)} fee comes straight out of the business's margins.`
        : null,
    (v) => (is(v, "wary") ? "I've been stung by software fees that crept up every year." : null),
    (v) =>
      is(v, "warm")
        ? v.solo
          ? "I'd rather keep that money for slow months."
          : "I'd rather put that money towards my staff."
        : null,
    (v) => (is(v, "eager") ? "I already pay for three tools that were meant to save me time." : null),
    (v) => (v.older ? `I've run the business for years without another ${billed(v)} bill.` : null),
    (v) => (v.young ? "Cash is tight while the business is young." : null),
    (v) => (is(v, "analytical") ? `It would have to bring in more than it costs ${every(v)}.` : null),
  ],
);

/** Lines about being tied to a bill, which a subscription one can leave at any time does not earn. */
function tied(lines: readonly Line[]): Line[] {
  return onlyIf((v) => !v.idea.leaveAnyTime, lines);
}

/**
 * Cover (insurance, a warranty) is only ever paid by premium: its people weigh one more premium,
 * not one more subscription they could have bought outright.
 */
const COVER_PREMIUM: readonly Line[] = onlyIf(
  (v) => v.idea.cover === true && !judgesAWorkTool(v),
  [
    (v) =>
      is(v, "plain") || is(v, "eager") ? `Another ${billed(v)} premium is the last thing I need.` : null,
    (v) => (is(v, "practical") ? "I already pay enough in premiums." : null),
    (v) => (is(v, "analytical") ? "Over a year those premiums add up to real money for me." : null),
    (v) => (is(v, "warm") ? `I'd rather put that money aside ${every(v)} than into another policy.` : null),
    (v) => (is(v, "wary") ? "Premiums like these have a way of going up every year." : null),
    (v) => (v.older ? "I've paid premiums for years; I'm not taking on another one." : null),
    (v) => (v.young ? "Paying for cover I may never use isn't where my money goes right now." : null),
    (v) => (v.parent ? `With what my kids cost, there's no room for one more ${billed(v)} premium.` : null),
    (v) => (v.tight ? `My ${v.budget} budget doesn't stretch to another premium.` : null),
  ],
);

/** What claims to save money, said by someone who believes it saves more than it costs. */
const SAVING_PAYS: readonly Line[] = onlyIf(
  (v) => Boolean(v.idea.saving),
  [
    (v) =>
      is(v, "plain") || is(v, "eager") ? "If it saves me more than it costs, it pays for itself." : null,
    (v) => (is(v, "practical") ? `${It(v)} would likely pay for itself within a month or two.` : null),
    (v) =>
      is(v, "analytical") && v.words.price
        ? `If it saves me more than ${v.words.price}, the numbers work.`
        : null,
    (v) => (is(v, "warm") ? "Anything that keeps a bit more money in our pocket is welcome." : null),
    (v) => (is(v, "wary") ? "As long as it really saves what it says, I'm in." : null),
    (v) => (v.tight ? `On a ${v.budget} budget, every bit saved counts.` : null),
  ],
);

/**
 * What claims to save money weighs as a bill only to someone who doubts the claim: they say so,
 * not that it is one more subscription.
 */
const SAVING_DOUBTS: readonly Line[] = personal(
  onlyIf(
    (v) => Boolean(v.idea.saving),
    [
      (v) => (is(v, "plain") ? "I doubt it would save me more than it costs." : null),
      (v) =>
        is(v, "practical") && v.words.price
          ? `I'd want proof it saves me more than ${v.words.price} first.`
          : null,
      (v) => (is(v, "analytical") ? "I'd need to see what it actually saves before paying for it." : null),
      (v) => (is(v, "wary") ? "Things that promise to save you money usually find a way to cost you." : null),
      (v) => (is(v, "warm") ? "I'd rather sort out my own bills than pay someone to do it." : null),
      (v) => (is(v, "eager") ? `Paying ${every(v)} to save money sounds backwards to me.` : null),
      (v) => (v.tight ? `On a ${v.budget} budget I'd rather make the cuts myself, for free.` : null),
    ],
  ),
);

/** A subscription's words for one's own money, except of cover, which has its own (a premium). */
function personalBill(lines: readonly Line[]): Line[] {
  return personal(onlyIf((v) => v.idea.cover !== true && !v.idea.saving, lines));
}

/** What is left of a subscription one can cancel any time: the bill itself. */
const ANY_TIME_SUBSCRIPTION: readonly Line[] = onlyIf(
  (v) => Boolean(v.idea.leaveAnyTime) && !spendsBusinessMoney(v),
  [
    (v) => (is(v, "plain") ? "Being able to cancel doesn't make it cheaper." : null),
    (v) => (is(v, "wary") ? `Cancel any time or not, it's still money going out ${every(v)}.` : null),
    (v) =>
      is(v, "warm") ? `Even with no contract, it's one more ${billed(v)} bill to keep an eye on.` : null,
    (v) =>
      is(v, "analytical")
        ? `I could cancel whenever, but I'd still be paying ${every(v)} for as long as I kept it.`
        : null,
    (v) =>
      is(v, "practical")
        ? "Easy to cancel is nice, but it's one more thing I'd have to remember to cancel."
        : null,
    (v) => (is(v, "eager") ? `No contract helps, but another ${billed(v)} bill is still a bill.` : null),
  ],
);

const COMPANY_SUBSCRIPTION: readonly Line[] = [
  ...tied([
    (v) =>
      speaksForCompany(v) && v.older
        ? "I've signed enough multi-year contracts to be careful with another one."
        : null,
    (v) =>
      speaksForCompany(v) && is(v, "wary") && v.young
        ? "I'd want a month-to-month option before committing the team."
        : null,
    (v) =>
      speaksForCompany(v) && (is(v, "warm") || is(v, "eager"))
        ? "Finance will ask why this has to be another yearly contract."
        : null,
  ]),
  (v) => (speaksForCompany(v) && v.young ? "My manager would ask what we'd cut to make room for it." : null),
  (v) =>
    speaksForCompany(v) && is(v, "analytical")
      ? "The licence would need to pay for itself within a year."
      : null,
  (v) => (speaksForCompany(v) && is(v, "practical") ? "It would have to wait for next year's budget." : null),
  (v) =>
    speaksForCompany(v) && is(v, "wary") && !v.older && !v.young
      ? "Every tool we add is another security review and another invoice."
      : null,
  (v) =>
    speaksForCompany(v) && is(v, "wary") && v.older
      ? "I've seen too many tools shelved after the first renewal."
      : null,
  (v) =>
    speaksForCompany(v) && (is(v, "warm") || is(v, "plain"))
      ? "I'd have to make the case for another recurring cost."
      : null,
  (v) => (speaksForCompany(v) && is(v, "eager") ? "Our tool budget is already spoken for this year." : null),
  (v) => (speaksForCompany(v) ? "Every new seat licence has to get past our budget review." : null),
  (v) =>
    speaksForCompany(v) && is(v, "analytical") ? "Per-seat pricing across our teams adds up fast." : null,
  (v) =>
    speaksForCompany(v) && is(v, "practical")
      ? "Another SaaS contract means another round with procurement."
      : null,
  (v) =>
    speaksForCompany(v) && (is(v, "wary") || is(v, "plain"))
      ? "We're cutting vendors this year, not adding them."
      : null,
  (v) =>
    speaksForCompany(v) && is(v, "wary") && !v.older && !v.young
      ? "I've signed too many tools that nobody ended up using."
      : null,
];

export const PRIVACY_WORRY: Record<PrivacyReason, readonly string[]> = {
  children: [
    "I'd worry about where my kids' data ends up.",
    // Whose hands a child's data is in, not the watching a parent chose to do.
    "I'd want to know who else can see what it keeps on my kids.",
    "Anything that keeps data on kids needs a lot of trust, and I'm not there.",
  ],
  health: [
    "I'm wary of handing over health data.",
    "My health information is not something I share lightly.",
    "I'd want to know who else sees my health data.",
  ],
  location: [
    "I don't love the idea of being tracked.",
    "Sharing my location all the time feels like too much.",
    "Constant location tracking is a red flag for me.",
  ],
  recording: [
    "Being recorded feels invasive.",
    "I don't want something listening in on me.",
    "Recording everything crosses a line for me.",
  ],
  money: [
    "I'd be nervous about sharing my financial details.",
    "Connecting my bank info makes me uneasy.",
    "My money data stays private, full stop.",
  ],
  biometric: [
    "You can change a password, not your own body. I'm not handing that over.",
    "A company holding a scan of my body? No thanks.",
    "I'd want to know who keeps that scan and for how long.",
  ],
};

/** The price, capitalised to open a sentence. */
const Price = (v: Voice) => capitalize(v.words.price ?? "");

/**
 * A price stated as a share, said by the speaker when no amount is stated: "a 12% commission on
 * each sale", "0.25% of my balance a year"; null otherwise.
 */
function feeOf(v: Voice): string | null {
  const share = v.idea.feeShare;
  if (!share || v.words.price) return null;
  const said = firstPerson(share);
  return /^\d/.test(said) && /\b(?:fee|commission|charge|cut|surcharge)\b/i.test(said) ? `a ${said}` : said;
}

/** How a one-off price compares with what the speaker spends on such things in a month. */
function monthsOfBudget(v: Voice): number {
  return oneTimeUsd(v) / spendingBaseUsd(v.persona.budget, v.idea);
}

const MONTH_COUNTS = ["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

/** A one-off price against a month's spending, as said: "about three months of what I spend". */
function monthsInWords(months: number): string {
  if (months < 1.5) return "more than I spend in a month";
  if (months >= 13) return "more than a year of what I spend";
  if (months >= 10.5) return "about a year of what I spend";
  return `about ${MONTH_COUNTS[Math.round(months) - 2]} months of what I spend`;
}

/**
 * What is paid at once (the one-off price, or one bill) is no more than the speaker spends on such
 * things in a week, and nothing about its cost is among this answer's concerns (another monthly
 * bill): only then is it "nothing", "a small price" or bought "without thinking twice".
 */
function smallOutlay(v: Voice): boolean {
  const price = v.idea.price;
  if (!price || price.amount <= 0 || v.priceWeighs) return false;
  // In dollars, as the spending it is set against: "€4 a month" is about $4.30.
  const atOnce = price.period === "one_time" ? oneTimeUsd(v) : price.amount * currencyRate(price.currency);
  return atOnce <= spendingBaseUsd(v.persona.budget, v.idea) / PERIODS_PER_MONTH.week;
}

/** A one-time price in dollars (0 for anything else): what the big-ticket comparisons need. */
function oneTimeUsd(v: Voice): number {
  return v.idea.price?.period === "one_time" ? v.idea.price.monthlyUsd * 12 : 0;
}

/** Costs what a car, a roof or a few holidays cost, whatever the budget it is set against. */
const CAR_MONEY_USD = 5_000;
const HOLIDAYS_USD = 2_000;

/** The audience is the market by who they are, not by shopping for it. */
function byWho(_v: Voice, d: Driver): boolean {
  return d.detail === WHO_THEY_ARE_DETAIL;
}

/** Drawn from users of its kind (or payers of the product whose price rises): not shopping for it. */
function hasIt(_v: Voice, d: Driver): boolean {
  return d.detail === HAS_IT_DETAIL;
}

/** What users speak of: its kind, or the very product whose price rises. */
function kindOrIt(v: Voice): string {
  return v.idea.priceRise ? "it" : "this kind of thing";
}

/** Shopping for this kind of thing (buyers, those who plan to), not the market by who they are. */
function inTheMarket(v: Voice, d: Driver): boolean {
  return !byWho(v, d) && !hasIt(v, d);
}

/** Only what can be owned (goods, an app) can be paid for once: a streaming service or a gym cannot. */
function canBeOwned(v: Voice): boolean {
  return v.idea.physical || v.idea.digital === true;
}

/** What the speaker pays for already, whose price rises: nothing about its taste is news. */
function paysForIt(v: Voice): boolean {
  return v.idea.priceRise === true;
}

/** Something put to use day to day (`usesIt`) that is not food, which is eaten. */
function putToUse(v: Voice): boolean {
  return usesIt(v) && !tasteIsAReason(v.idea);
}

/** A rise in something one can do without (a streaming service), kept or dropped. */
function paysForAnExtra(v: Voice): boolean {
  return paysForIt(v) && !v.idea.essential;
}

/** A rise in a household essential (home internet, insurance): kept or taken to another provider. */
function paysForAnEssential(v: Voice): boolean {
  return paysForIt(v) && Boolean(v.idea.essential);
}

/** Whether the speaker uses it day to day: not said of insurance, which is there for when it is needed. */
function usesIt(v: Voice): boolean {
  return !v.idea.cover && (!v.idea.essential || isUsedDaily(v.idea.essential));
}

/** Where a payer of an essential would go: "providers", "insurers". */
function providers(v: Voice): string {
  return v.idea.essential ? providersOf(v.idea.essential) : "providers";
}

function eatenAtHome(v: Voice): boolean {
  return !atWork(v);
}

/** Food one cooks with at home (vegetables, a meal kit), not a ready meal. */
function cookedAtHome(v: Voice): boolean {
  return eatenAtHome(v) && v.idea.toCook === true;
}

/** Food eaten at home as it comes: a ready meal, a snack, a drink. */
function readyAtHome(v: Voice): boolean {
  return eatenAtHome(v) && v.idea.toCook !== true;
}

/** A meal eaten at home as it comes (a burrito, frozen dinners), not a drink, a sauce or a sweet. */
function mealAtHome(v: Voice): boolean {
  return readyAtHome(v) && v.idea.meal === true;
}

/** The product as said is someone hired ("a cook", "a personal chef"), not a thing. */
const namesSomeone = (v: Voice) => nounInfo(v.words.it.split(" ").at(-1) ?? "")?.kind === "person";

/** Food sold frozen, which nobody calls fresh. */
const frozen = (v: Voice) => /\bfrozen\b/i.test(v.idea.text);

/** Food made of an animal nobody around eats ("crickets"). */
const eatsTheUneaten = (v: Voice) => Boolean(v.idea.uneatenAnimal);

/** Lines said only where `when` holds: one table per case, in the same draw as the rest. */
function onlyIf(when: (v: Voice, d: Driver) => boolean, lines: readonly Line[]): Line[] {
  return lines.map((line) => (v, d) => (when(v, d) ? line(v, d) : null));
}

/** "I have a dog": the situation the product is made for, said by someone in it. */
function havingIt(d: Driver): string {
  return needWords(d.detail as NeedId).having;
}

/** "I do have a dog", "I am single": conceded, as in "Sure, I do have a dog, but...". */
function grantedSituation(having: string): string {
  if (having.startsWith("I'm ")) return `I am ${having.slice(4)}`;
  return /^I [a-z]/.test(having) ? `I do ${having.slice(2)}` : lowerFirst(having);
}

/** Why someone wants it (adopters, mixed answers). */
export const POSITIVE: Partial<Record<DriverKey, readonly Line[]>> = {
  need_fit: [
    (v, d) => `${havingIt(d)}, so ${it(v)} ${verb(v, "is")} made for someone like me.`,
    // What is eaten or drunk is enjoyed, not handy or used.
    (v, d) => (putToUse(v) ? `${havingIt(d)}, and ${it(v)} would come in handy.` : null),
    (v, d) =>
      tasteIsAReason(v.idea) ? `${havingIt(d)}, and ${it(v)} ${verb(v, "sounds")} like a treat.` : null,
    (v, d) => (v.words.upside ? `${havingIt(d)}, and I like that ${v.words.upside}.` : null),
    (v, d) => ((is(v, "practical") || is(v, "plain")) && putToUse(v) ? `${havingIt(d)}. I'd use it.` : null),
    (v, d) => (is(v, "warm") || is(v, "eager") ? `${havingIt(d)}, so this speaks to me.` : null),
  ],
  interest_fit: [
    (v, d) =>
      d.detail && is(v, "plain") ? `As someone into ${label(d.detail)}, I'm drawn to ${it(v)}.` : null,
    (v, d) =>
      d.detail && is(v, "eager") ? `I'm big on ${label(d.detail)}, so ${it(v)} would fit right in.` : null,
    (v, d) => (d.detail && is(v, "warm") ? `It ties into my love of ${label(d.detail)}.` : null),
    // Cover is held for when it is needed and food is eaten: nobody puts either to "real use".
    (v, d) =>
      d.detail && is(v, "practical") && putToUse(v)
        ? `Given how much I'm into ${label(d.detail)}, I'd actually use this.`
        : null,
    (v, d) =>
      d.detail && is(v, "wary")
        ? `I don't jump at much, but anything for ${label(d.detail)} gets a look.`
        : null,
    (v, d) =>
      d.detail && is(v, "analytical") && putToUse(v)
        ? `Given how much time I put into ${label(d.detail)}, this would get real use.`
        : null,
    (_v, d) => (d.detail ? `Anything that plays into ${label(d.detail)} gets my attention.` : null),
    (v, d) =>
      d.detail && v.words.upside ? `I'm into ${label(d.detail)}, and I like that ${v.words.upside}.` : null,
    (v, d) =>
      d.detail && v.older ? `I've been into ${label(d.detail)} for years, and ${it(v)} would suit me.` : null,
    (v, d) =>
      d.detail && v.young ? `${capitalize(label(d.detail))} is my whole thing right now, so yes.` : null,
  ],
  pain_fit: [
    (v, d) => (d.detail ? `I struggle with ${label(d.detail)}, and ${it(v)} could actually help.` : null),
    (v, d) =>
      d.detail && !is(v, "wary")
        ? `If it really helps with ${label(d.detail)}, that's worth a lot to me.`
        : null,
    (v, d) =>
      d.detail && is(v, "practical")
        ? `Anything that takes ${label(d.detail)} off my plate is worth a look.`
        : null,
    (v, d) =>
      d.detail && is(v, "eager")
        ? `I deal with ${label(d.detail)} constantly, so ${it(v)} would hit home.`
        : null,
    (v, d) =>
      d.detail && v.words.upside
        ? `${capitalize(label(d.detail))} is a daily headache for me, so the fact that ${v.words.upside} matters.`
        : null,
    (v, d) =>
      d.detail && v.parent
        ? `With kids at home, ${label(d.detail)} never lets up; this could really help.`
        : null,
    (v, d) =>
      d.detail && is(v, "wary")
        ? `I don't get excited easily, but ${label(d.detail)} is a real problem for me.`
        : null,
    (v, d) =>
      d.detail && is(v, "analytical")
        ? `${capitalize(label(d.detail))} costs me hours every week; this goes straight at it.`
        : null,
    (v, d) =>
      d.detail && v.older
        ? `I've put up with ${label(d.detail)} for years; some help would be welcome.`
        : null,
    (v, d) =>
      d.detail && v.young ? `${capitalize(label(d.detail))} is my life right now, so this would help.` : null,
    (v, d) =>
      d.detail && is(v, "warm") ? `Help with ${label(d.detail)} would make a real difference at home.` : null,
  ],
  // A work tool is used at work; for something people buy for themselves, a job in its field
  // means knowing the need, not using it on the job (a pharmacist and a physio service).
  role_fit: [
    (v) => (usesAtWork(v) ? `As ${v.role}, I can see ${it(v)} fitting into my day.` : null),
    (v) =>
      usesAtWork(v) && (is(v, "practical") || is(v, "plain"))
        ? `In my job as ${v.role}, something like ${it(v)} would get used.`
        : null,
    (v) => (usesAtWork(v) && v.company ? `At ${v.company}, we'd have a real use for ${it(v)}.` : null),
    (v) =>
      usesAtWork(v) && is(v, "eager") ? `Working as ${v.role}, I'd find a use for this quickly.` : null,
    (v) =>
      usesAtWork(v) && v.words.upside ? `For my work as ${v.role}, it matters that ${v.words.upside}.` : null,
    (v) =>
      usesAtWork(v) && v.older ? `I've done this job a long time, and ${it(v)} would earn its place.` : null,
    (v) => (usesAtWork(v) && v.young ? `I'm still new in my job, and ${it(v)} would help me keep up.` : null),
    (v) =>
      usesAtWork(v) && is(v, "analytical")
        ? `I can name three tasks in my week as ${v.role} where this would help.`
        : null,
    (v) => (usesAtWork(v) ? null : `As ${v.role}, I see the need for ${it(v)} all the time.`),
    (v) =>
      usesAtWork(v) || !v.older ? null : `Years as ${v.role} taught me how much something like this helps.`,
    (v) =>
      usesAtWork(v) || !is(v, "analytical") || isOutOfWorkTitle(v.persona.role)
        ? null
        : `My work as ${v.role} tells me the need is real.`,
  ],
  trait_fit: [
    (v, d) => (d.detail ? `I'm pretty ${label(d.detail)}, and ${it(v)} would suit that.` : null),
    (_v, d) => (d.detail ? `Being ${label(d.detail)}, I appreciate the thinking behind it.` : null),
    (v, d) =>
      d.detail
        ? `${capitalize(withArticle(`${d.detail} person`))} like me would get a lot out of ${it(v)}.`
        : null,
  ],
  keyword_fit: [
    (v) => `${It(v)} would be right up my street.`,
    (v) => (v.words.upside ? `The fact that ${v.words.upside} caught my eye straight away.` : null),
    (v) => (v.words.named ? `${It(v)} ${verb(v, "speaks")} to something I care about.` : null),
  ],
  audience_fit: [
    (v) =>
      is(v, "plain") || is(v, "eager")
        ? `It's clearly built for ${v.owner ? "a business like mine" : v.jobFits ? "teams like mine" : "companies like ours"}.`
        : null,
    // What claims the product is made for the speaker's own job needs the job to fit, not only
    // the company: a security chief does not see their role in an expense tool.
    (v) =>
      v.older && v.jobFits ? "I've waited years for someone to build this for people in my job." : null,
    (v) =>
      is(v, "analytical") && !v.older && v.jobFits
        ? "On the evidence of the pitch, it's built for exactly my role."
        : null,
    (v) =>
      is(v, "analytical") && v.older && v.jobFits
        ? "I've seen plenty of tools for my line of work; this one reads like its makers have done the job."
        : null,
    (v) => (is(v, "wary") && v.company ? `At ${v.company}, this is exactly the gap we have.` : null),
    (v) =>
      is(v, "wary") && v.young
        ? "Even as the newest on the team, I can tell this was made for work like ours."
        : null,
    (v) =>
      is(v, "wary") && v.jobFits
        ? "Careful as I am, I can see it was designed around people in my job."
        : null,
    (v) =>
      is(v, "analytical") && v.words.named && v.jobFits
        ? `Judging by the pitch, ${it(v)} fits the work I do day to day.`
        : null,
    (v) => (is(v, "practical") && v.jobFits ? "This is aimed squarely at people who do my job." : null),
    (v) => (v.jobFits ? `As ${v.role}, this is squarely my kind of problem.` : null),
    // Saying the budget is no question is for those whose concerns leave the price out, and
    // promising budget or a start date is for those who say yes.
    (v) =>
      v.score >= 4 && v.buyer && !v.priceWeighs && (is(v, "plain") || is(v, "eager"))
        ? "We'd actually find budget for this."
        : null,
    (v) =>
      v.score >= 4 && v.buyer && !v.priceWeighs && is(v, "warm")
        ? "I'd put this in next quarter's budget without a fight."
        : null,
    (v) =>
      v.buyer && !v.priceWeighs && (is(v, "practical") || is(v, "analytical"))
        ? "It would pay for itself, so the budget conversation would be short."
        : null,
    (v) =>
      is(v, "analytical") && !v.older
        ? `I can already see where it would save ${v.solo ? "me" : "us"} hours.`
        : null,
    (v) =>
      is(v, "practical") || is(v, "plain") ? `It would save ${v.buyer ? "my team" : "me"} real time.` : null,
    (v) =>
      v.score >= 4 && v.company && v.words.named && is(v, "eager")
        ? `We'd have ${it(v)} running at ${v.company} within a month.`
        : null,
    (v) =>
      is(v, "plain") || is(v, "warm")
        ? v.solo
          ? "It speaks to a problem I run into every week."
          : "It speaks to a problem we talk about every week."
        : null,
    (v) =>
      v.words.named && is(v, "wary")
        ? `${v.solo ? "I've" : "Our team has"} been patching around this for years; ${it(v)} would fix it properly.`
        : null,
    (v) => (v.company ? `At ${v.company}, this would solve a real problem.` : null),
    (v) =>
      v.buyer && v.jobFits
        ? `It's made for people in my position; as ${v.role}, I'd be the one to buy it.`
        : null,
    (v) =>
      v.company && is(v, "warm")
        ? `I can think of three people at ${v.company} who'd use this tomorrow.`
        : null,
    (v) => (v.words.upside && v.buyer ? `If ${v.words.upside}, my team gets hours back every week.` : null),
    (v) => (v.words.upside && !v.buyer ? `If ${v.words.upside}, that's hours back in my week.` : null),
    (v) =>
      is(v, "analytical")
        ? `The use case maps onto ${v.solo ? "my" : "our"} workflow almost one to one.`
        : null,
    (v) =>
      is(v, "practical") && v.words.named
        ? `${v.solo ? "I'd" : "We'd"} put ${it(v)} to work in the first week.`
        : null,
    (v) =>
      v.older
        ? `I've seen a lot of tools come through; this one fits how ${v.solo ? "I" : "we"} actually work.`
        : null,
    (v) =>
      v.young
        ? v.solo
          ? "I'd actually use this, which is rare."
          : "My team would actually use this, which is rare."
        : null,
    (v) => (v.owner ? "For a business my size, this is exactly the help I need." : null),
    (v) => (!v.buyer && !v.owner ? "It's the kind of tool I'd use at work." : null),
  ],
  novelty: [
    (v) =>
      is(v, "wary")
        ? null
        : v.idea.uneatenAnimal
          ? `I love trying new things, and I've never eaten ${v.idea.uneatenAnimal}.`
          : `I love trying new things, and ${it(v)} would be new to me.`,
    (v) =>
      is(v, "plain") || is(v, "practical") ? "It's new, and I like being early to things like this." : null,
    (v) =>
      is(v, "plain") || is(v, "warm") ? `I've never tried anything like ${it(v)}, and I'd like to.` : null,
    (v) => (is(v, "eager") ? "I'm always first in line for something this new." : null),
    (v) => (v.young ? "It feels fresh, and that's what gets me." : null),
    (v) => (v.older ? "I don't often see something genuinely new, and this is." : null),
    (v) =>
      is(v, "analytical")
        ? "Nobody I know has tried anything like this yet, and I'd like to see how it holds up."
        : null,
    (v) => (is(v, "wary") ? "I'm usually slow to try new things, but this one makes me curious." : null),
    (v) => (v.words.does && !v.words.plural ? `I've never had anything that ${v.words.does}.` : null),
  ],
  ai: [
    (v) => (is(v, "plain") || is(v, "warm") ? "Using AI for this makes a lot of sense to me." : null),
    (v) => (is(v, "eager") ? "The AI part is what sold me." : null),
    (v) => (is(v, "eager") ? "I love seeing AI put to work on something this practical." : null),
    (v) => (is(v, "analytical") ? "This is the kind of task AI is actually good at." : null),
    (v) => (v.buyer ? "Letting AI take this off my team's plate makes sense." : null),
    (v) => (is(v, "analytical") ? "Handing the routine part to AI is a sensible use of it." : null),
    (v) => (v.young ? "AI doing the boring part is exactly what I want." : null),
    (v) => (is(v, "practical") ? "If the AI takes the busywork off me, I'm in." : null),
    (v) => (v.older || is(v, "wary") ? "I was doubtful about AI, but this is a sensible use of it." : null),
  ],
  price: [
    ...SAVING_PAYS,
    ...onlyIf(
      (v) => !v.idea.saving,
      [
        (v) =>
          v.words.price && v.score >= 4 && (is(v, "eager") || is(v, "plain"))
            ? `At ${v.words.price}, it's an easy yes.`
            : null,
        (v) => (v.words.price && is(v, "plain") ? `${Price(v)} seems fair for this.` : null),
        (v) => (v.words.price && is(v, "warm") ? `${Price(v)} feels about right to me.` : null),
        // Food, fun and clothes are weighed against what the household spends on them, not the budget band.
        (v) =>
          v.words.price && v.tight && (is(v, "practical") || is(v, "wary")) && !spendingKindOf(v.idea)
            ? `${Price(v)} fits my ${v.budget} budget.`
            : null,
        (v) =>
          v.words.price && v.tight && is(v, "practical") && !v.older && tasteIsAReason(v.idea)
            ? `${Price(v)} is about what I'd spend on a meal anyway.`
            : null,
        (v) =>
          v.words.price && v.tight && is(v, "wary") && tasteIsAReason(v.idea)
            ? `At ${v.words.price}, it costs no more than what I already buy to eat.`
            : null,
        (v) =>
          v.words.price && v.young && tasteIsAReason(v.idea) && (v.idea.price?.amount ?? Infinity) <= 15
            ? `${Price(v)} is less than a takeaway.`
            : null,
        (v) =>
          v.words.price && !v.tight && (is(v, "plain") || is(v, "warm"))
            ? `${Price(v)} fits comfortably in my budget.`
            : null,
        (v) =>
          v.words.price && is(v, "analytical") ? `For ${v.words.price}, the value is clearly there.` : null,
        (v) => (v.words.price && is(v, "eager") ? `I'd happily pay ${v.words.price} for ${it(v)}.` : null),
        (v) =>
          v.words.price && is(v, "eager") && tasteIsAReason(v.idea) && smallOutlay(v)
            ? `At ${v.words.price} I'd grab a few to try.`
            : null,
        (v) =>
          v.words.price && is(v, "eager") && tasteIsAReason(v.idea) && smallOutlay(v)
            ? `${Price(v)} goes in my basket without a second thought.`
            : null,
        (v) =>
          v.words.price && v.young && smallOutlay(v) ? `${Price(v)} is nothing for what you get.` : null,
        (v) => (v.words.price && v.older ? `${Price(v)} strikes me as a fair price.` : null),
        (v) =>
          v.words.price && v.owner && atWork(v)
            ? `For the business, ${v.words.price} is easy to justify.`
            : null,
        (v) =>
          v.words.price && v.buyer && atWork(v) ? `${Price(v)} is well within what I can sign off.` : null,
        (v) =>
          v.words.price && is(v, "practical") && smallOutlay(v)
            ? `${Price(v)} is less than I waste on things I don't use.`
            : null,
        (v) =>
          v.words.price && is(v, "practical") && smallOutlay(v)
            ? `${Price(v)} is a small price if it does what it says.`
            : null,
        (v) =>
          v.words.price && is(v, "practical") && v.words.named && smallOutlay(v)
            ? `For ${v.words.price}, I'd try ${it(v)} without thinking twice.`
            : null,
        (v) =>
          v.words.price && is(v, "wary") && smallOutlay(v)
            ? `At ${v.words.price}, there isn't much to lose.`
            : null,
      ],
    ),
  ],
  free: [
    (v) => (!is(v, "practical") && !is(v, "analytical") ? "Being free makes it easy to try." : null),
    (v) => (v.young ? "Free is the best price there is." : null),
    (v) => (is(v, "plain") ? "If it's free, there's no reason not to give it a go." : null),
    (v) => (is(v, "eager") ? `Free means I can try ${it(v)} with nothing to lose.` : null),
    (v) => (is(v, "practical") ? "No cost, so the only question is whether I'd actually use it." : null),
    (v) => (is(v, "wary") ? "It's free, so I can walk away if it disappoints." : null),
    (v) => (v.tight && is(v, "practical") ? `On a ${v.budget} budget, free is exactly my price.` : null),
    (v) => (is(v, "analytical") ? "Free removes the only real barrier for me." : null),
    (v) =>
      v.older ? "At no cost, I'm happy to give it a try." : "A free option takes the risk out of it for me.",
    (v) => (is(v, "warm") ? "Free means I can share it with friends too." : null),
  ],
  setup: [
    (v) =>
      eatenAsItComes(v.idea)
        ? "No prep and no hassle, which is exactly what I want."
        : v.idea.physical
          ? "Nothing to set up, which is exactly what I want."
          : "It looks easy to get started with.",
    (v) =>
      eatenAsItComes(v.idea)
        ? `Grab-and-go would suit my schedule, especially in ${v.place}.`
        : is(v, "practical")
          ? "No big setup, which matters to me."
          : null,
    (v) => (v.idea.physical ? "The convenience is what gets me." : "I like that I could start right away."),
    (v) => (v.older ? "I like that I wouldn't need my grandkids to set it up." : null),
    (v) => (v.young ? "I could be using it in five minutes, which I like." : null),
  ],
  clarity: [
    (v) => (is(v, "plain") || is(v, "practical") ? "It solves a problem I actually have." : null),
    (v) => (!is(v, "plain") ? "I get exactly what it's for." : null),
    (v) => (v.words.upside ? `I get exactly what it's for: ${v.words.upside}.` : null),
    (v) => (v.words.upside ? `I like that ${v.words.upside}.` : null),
    (v) => (is(v, "analytical") ? "The problem it solves is clear, and so is the fix." : null),
  ],
  // For food one eats, where liking the taste is a reason (see plan.ts), and for what one
  // already pays for, where liking it is missing it.
  taste: [
    ...onlyIf(paysForAnEssential, [
      (v) => (is(v, "plain") || is(v, "wary") ? "I can't do without it." : null),
      (v) => (usesIt(v) && (is(v, "warm") || is(v, "practical")) ? "I rely on it every day." : null),
      (v) => (is(v, "analytical") || is(v, "practical") ? "Switching is more hassle than it's worth." : null),
      (v) =>
        v.idea.essential === "insurance" && (v.older || is(v, "wary")) ? "I'd never go without cover." : null,
      (v) => (is(v, "warm") || is(v, "eager") ? "I'd rather pay a bit more than be without it." : null),
      (v) => (v.young ? "Not worth the hassle of moving over that." : null),
    ]),
    ...onlyIf(paysForAnExtra, [
      (v) => (is(v, "plain") || is(v, "wary") ? "I'd miss it too much to drop it." : null),
      (v) => (is(v, "eager") || is(v, "warm") ? "I've grown attached to it." : null),
      (v) => (is(v, "warm") && usesIt(v) ? "I enjoy it too much to let it go." : null),
      (v) => (is(v, "practical") && usesIt(v) ? "I use it too much to let it go." : null),
      (v) =>
        v.idea.cover && (is(v, "plain") || is(v, "wary")) ? "I'd rather keep it in case I need it." : null,
      (v) => (v.idea.cover && (is(v, "practical") || v.older) ? "It's there for when I need it." : null),
      (v) => (is(v, "analytical") ? "I get more out of it than it costs me." : null),
      (v) => (is(v, "analytical") || is(v, "practical") ? "It's worth more to me than it costs." : null),
      (v) => (v.older ? "It's one of the few things I'd never give up." : null),
      (v) => (v.young ? "Honestly, I'd miss it." : null),
    ]),
    ...onlyIf(
      (v) => !paysForIt(v),
      [
        // A food made of an animal not eaten here: curiosity, not appetite.
        ...onlyIf(eatsTheUneaten, [
          (v) => `I'd try ${v.idea.uneatenAnimal} at least once.`,
          (v) => (is(v, "eager") ? `I've always wanted to try ${v.idea.uneatenAnimal}.` : null),
          (v) => (v.young ? `Honestly, I'm curious what ${v.idea.uneatenAnimal} taste like.` : null),
          (v) =>
            is(v, "practical") || is(v, "analytical")
              ? "If it tastes fine, I don't mind where the protein comes from."
              : null,
        ]),
        ...onlyIf(
          (v) => !eatsTheUneaten(v),
          [
            ...onlyIf(eatenAtHome, [
              (v) => (is(v, "plain") ? "I can already imagine the taste, and I like it." : null),
              (v) => (v.parent ? "I think my whole family would eat this." : null),
              (v) => (is(v, "analytical") ? "On flavour alone, I'd give it a go." : null),
              (v) => (is(v, "eager") ? "My mouth is watering already." : null),
            ]),
            ...onlyIf(readyAtHome, [
              (v) =>
                is(v, "plain") || is(v, "warm") ? "It sounds tasty, and I'd be happy to try it." : null,
              // A cook or a chef hired is no thing to grab.
              (v) =>
                (is(v, "practical") || is(v, "eager")) && !namesSomeone(v)
                  ? `${It(v)} ${verb(v, "is")} exactly the kind of thing I'd grab.`
                  : null,
              (v) => (v.young ? "That sounds so good to me right now." : null),
              (v) => (v.older && mealAtHome(v) ? "That sounds like a proper meal to me." : null),
              (v) => (is(v, "warm") ? "I can picture sharing it at home." : null),
              (v) => (is(v, "wary") ? "I'm picky about food, but this sounds good." : null),
              (v) =>
                is(v, "practical") && mealAtHome(v)
                  ? "Quick and tasty is exactly what I want on a busy day."
                  : null,
            ]),
            ...onlyIf(cookedAtHome, [
              (v) =>
                is(v, "plain") || is(v, "warm")
                  ? `It sounds ${frozen(v) ? "good" : "fresh"}, and I'd be happy to cook with it.`
                  : null,
              (v) =>
                is(v, "practical") || is(v, "eager")
                  ? `${It(v)} ${verb(v, "is")} exactly the kind of thing I'd cook with.`
                  : null,
              (v) => (v.young ? "That would get me cooking more." : null),
              (v) => (v.older ? "That sounds like proper home cooking to me." : null),
              (v) => (is(v, "warm") ? "I can picture cooking it for everyone at home." : null),
              (v) => (is(v, "wary") ? "I'm picky about what I cook with, but this sounds good." : null),
              (v) =>
                is(v, "practical") && !frozen(v) ? "Fresh things to cook with are what my week needs." : null,
            ]),
          ],
        ),
        // Food a business buys for its people: whether they would eat it, not the speaker's dinner.
        ...onlyIf(atWork, [
          (v) => (is(v, "plain") || is(v, "warm") ? "I can see people at work going for this." : null),
          (v) =>
            is(v, "practical") || is(v, "eager")
              ? `${It(v)} ${verb(v, "is")} exactly the kind of thing we'd order in.`
              : null,
          (v) => (is(v, "analytical") ? "On taste alone, I'd order it for us." : null),
          (v) => (is(v, "wary") ? "I'm picky about food, but people here would eat this." : null),
        ]),
      ],
    ),
  ],
  cohort_fit: [
    // An audience drawn from the market by who they are (parents, cyclists) is not shopping for it.
    ...onlyIf(byWho, [
      (v) => `${It(v)} ${verb(v, "is")} made for people like me.`,
      (v) =>
        v.idea.needs?.[0]
          ? `${needWords(v.idea.needs[0]).having}, so ${it(v)} ${verb(v, "is")} made for someone like me.`
          : null,
      (v) =>
        v.idea.needs?.[0]
          ? `${needWords(v.idea.needs[0]).having}; people like me are exactly who ${it(v)} ${verb(v, "is")} for.`
          : null,
      (v) => `${It(v)} ${verb(v, "is")} aimed squarely at people in my shoes.`,
      (v) => (v.words.upside ? `It's meant for people like me, and I like that ${v.words.upside}.` : null),
    ]),
    // Drawn from its users (of its kind, or of the product itself when its price rises): they
    // know what it is worth to them, they are not shopping for it.
    ...onlyIf(hasIt, [
      (v) =>
        v.idea.priceRise
          ? `I already pay for ${it(v)}, so it's only the extra I'm weighing.`
          : `I already use this kind of thing, so ${it(v)} ${verb(v, "is")} no leap for me.`,
      (v) =>
        (is(v, "warm") || is(v, "plain")) && usesIt(v)
          ? `${v.idea.priceRise ? "It's" : "Things like this are"} part of my routine already.`
          : null,
      (v) =>
        is(v, "practical") && usesIt(v) ? `I use ${kindOrIt(v)} all the time; it earns its keep.` : null,
      (v) =>
        is(v, "analytical") && usesIt(v)
          ? `I know what ${kindOrIt(v)} is worth to me, because I use it already.`
          : null,
      (v) => (is(v, "wary") ? `I know ${kindOrIt(v)} and I trust it, which counts for a lot with me.` : null),
      (v) =>
        is(v, "eager")
          ? `I'd hate to be without ${v.idea.priceRise ? "it" : "something like this"} now.`
          : null,
    ]),
    ...onlyIf(inTheMarket, [
      (v) => `I already use this kind of thing, so ${it(v)} ${verb(v, "is")} an easy fit.`,
      () => "It's the kind of thing I'm already in the market for.",
      (v) =>
        v.words.upside
          ? `I'm already shopping for something like this, and I like that ${v.words.upside}.`
          : null,
      (v) => (is(v, "eager") ? "I've been looking for something just like this." : null),
      (v) => (is(v, "practical") ? `I'd been meaning to find ${it(v)} anyway.` : null),
      (v) => (is(v, "analytical") ? "I already compare options like this, so it would go on my list." : null),
      (v) => (is(v, "wary") ? "I already use something like this, so it's no leap for me." : null),
      (v) => (is(v, "warm") ? "People in my position already use this kind of thing." : null),
    ]),
  ],
  familiarity: [
    // What one pays for is known as itself, not as a kind ("I've had my music before").
    ...onlyIf(paysForIt, [
      (v) => (is(v, "plain") || is(v, "wary") ? "At least I know exactly what I'm paying for." : null),
      (v) => (is(v, "plain") ? "I know what I'm getting with it." : null),
      (v) => (is(v, "wary") ? "Better the devil I know." : null),
      (v) => (is(v, "analytical") ? "I know exactly what I get for the money." : null),
      (v) => (is(v, "analytical") ? "I've had it long enough to know what it's worth." : null),
      (v) => (is(v, "warm") || is(v, "eager") ? "I know it inside out by now." : null),
      (v) => (is(v, "warm") ? "It feels like an old friend by now." : null),
      (v) => (is(v, "eager") ? "I've got it set up just how I like it." : null),
      (v) => (is(v, "practical") ? "I know what I get: no surprises." : null),
      (v) => (is(v, "practical") ? "It's set up and it works; why change?" : null),
      (v) => (v.young ? "I know it, it works, done." : null),
      (v) => (v.older ? "I've had it long enough to know what I get." : null),
    ]),
    ...onlyIf(
      (v) => !paysForIt(v),
      [
        (v) =>
          v.score >= 4 && (is(v, "plain") || is(v, "wary"))
            ? "I know what I'd be getting, which makes it an easy yes."
            : null,
        (v) => (is(v, "warm") ? "It's the kind of thing I already understand." : null),
        (v) => (v.older ? "I've bought things like this before and been happy." : null),
        (v) => (!v.older && !is(v, "plain") ? oneOf(v, USED_BEFORE) : null),
        // A thing is had; a service, a platform or a shop is used ("I've used a car marketplace before").
        (v) =>
          !v.older && v.words.named && !is(v, "warm") && !is(v, "wary")
            ? `I've ${v.idea.physical ? "had" : "used"} ${it(v)} before, so I know what to expect.`
            : null,
        (v) => (is(v, "wary") ? "Nothing unfamiliar here, which is how I like it." : null),
        (v) => (is(v, "practical") ? "No learning curve, which I like." : null),
        (v) => (is(v, "analytical") ? "Nothing about it needs explaining to me." : null),
        (v) => (v.young ? `I grew up with things like ${it(v)}; it's nothing new to me.` : null),
        (v) =>
          is(v, "eager")
            ? `I already know how ${it(v)} ${verb(v, "works")}, so there's little to lose.`
            : null,
        (v) =>
          v.words.named && is(v, "analytical")
            ? `${It(v)} ${verb(v, "is")} a known quantity, and I like that.`
            : null,
        (v) => (v.older ? `I've seen things like ${it(v)} around for years; no surprises there.` : null),
        (v) => (is(v, "wary") ? "Nothing experimental here, which suits me." : null),
        (v) =>
          is(v, "warm") || is(v, "plain")
            ? `Friends of mine already use things like ${it(v)}, so I'm comfortable with it.`
            : null,
        (v) => (is(v, "plain") ? `${It(v)} ${verb(v, "is")} nothing strange to me, and that helps.` : null),
        (v) => (is(v, "warm") ? "It feels familiar, and I like that." : null),
        // Of a thing bought once and kept at home: a will, an app or a locker rented in the lobby
        // is not "around the house".
        (v) =>
          v.parent && isKept(v.idea.durable)
            ? "It's the kind of thing I already trust around the house."
            : null,
      ],
    ),
  ],
  commitment: [() => "Trying it costs me almost nothing.", () => "I'd give it a go; it's easy to try once."],
};

/** Why someone turns it down (rejecters, mixed answers). */
// What a substitute imitates, as said: "a real burger", "real milk".
const COUNTED = new Set(["burger", "nugget", "sausage", "egg"]);
const EATEN = new Set([
  "meat",
  "beef",
  "chicken",
  "pork",
  "bacon",
  "burger",
  "milk",
  "cheese",
  "butter",
  "egg",
  "fish",
]);

function realThing(original: string, article: "a" | "the" = "a"): string {
  if (article === "the") return COUNTED.has(original) ? `a real one` : `the real thing`;
  return COUNTED.has(original) ? `a ${original}` : original;
}

export const NEGATIVE: Partial<Record<DriverKey, readonly Line[]>> = {
  price: [
    (v) =>
      v.words.price && (is(v, "plain") || is(v, "wary"))
        ? `${Price(v)} feels steep to me for what it is.`
        : null,
    (v) =>
      v.words.price &&
      ownMoney(v) &&
      monthsOfBudget(v) > 24 &&
      oneTimeUsd(v) >= CAR_MONEY_USD &&
      is(v, "eager") &&
      // What comes out of the car budget (a car itself) is not measured against a car.
      spendingKindOf(v.idea) !== "transport"
        ? `I'd love one, but ${v.words.price} is car money.`
        : null,
    (v) =>
      v.words.price &&
      ownMoney(v) &&
      monthsOfBudget(v) > 24 &&
      oneTimeUsd(v) >= HOLIDAYS_USD &&
      is(v, "warm") &&
      !v.young
        ? `${Price(v)} would pay for a few family holidays.`
        : null,
    (v) =>
      v.words.price && monthsOfBudget(v) > 24 && is(v, "practical") && !v.tight
        ? `For ${v.words.price} I'd want it to last twenty years.`
        : null,
    (v) =>
      v.words.price && ownMoney(v) && monthsOfBudget(v) > 24 && is(v, "practical") && v.tight
        ? `${Price(v)} is more than I manage to save in a year.`
        : null,
    (v) =>
      v.words.price && ownMoney(v) && monthsOfBudget(v) > 24 && is(v, "practical") && v.tight
        ? `Even spread over monthly payments, ${v.words.price} would take me years to clear.`
        : null,
    (v) =>
      // Only something owned has a novelty to wear off; an operation or a course does not.
      v.words.price && ownMoney(v) && monthsOfBudget(v) > 24 && is(v, "practical") && v.tight && canBeOwned(v)
        ? `I'd still be paying off ${v.words.price} long after the novelty wore off.`
        : null,
    (v) =>
      v.words.price && monthsOfBudget(v) > 24 && is(v, "wary") && v.idea.physical
        ? `Nobody I know spends ${v.words.price} on a gadget like this.`
        : null,
    (v) =>
      v.words.price && ownMoney(v) && monthsOfBudget(v) > 24 && oneTimeUsd(v) >= CAR_MONEY_USD && v.older
        ? `I've never spent ${v.words.price} on anything but a car or a roof.`
        : null,
    (v) =>
      v.words.price && ownMoney(v) && v.tight && (is(v, "warm") || is(v, "plain"))
        ? `${Price(v)} is more than I'd want to spend.`
        : null,
    (v) =>
      v.words.price && spendsBusinessMoney(v) && v.tight && (is(v, "warm") || is(v, "eager"))
        ? v.solo
          ? `I'd want it, but ${v.words.price} is more than my business budget has room for.`
          : `We'd want it, but ${v.words.price} is more than our budget has room for.`
        : null,
    (v) =>
      v.words.price && !v.tight && is(v, "plain")
        ? `Even with some room in my budget, ${v.words.price} is a lot for ${it(v)}.`
        : null,
    (v) =>
      v.words.price && is(v, "analytical")
        ? `I can't make ${v.words.price} add up for what it ${v.idea.physical ? "is" : "does"}.`
        : null,
    (v) =>
      v.words.price && v.older && !paysForIt(v)
        ? `I've never paid ${v.words.price} for anything like this.`
        : null,
    (v) => (v.words.price && ownMoney(v) && v.young ? `I can't afford ${v.words.price} right now.` : null),
    (v) =>
      v.words.price && ownMoney(v) && v.tight && is(v, "eager") ? `${Price(v)} is out of my range.` : null,
    (v) =>
      v.words.price && is(v, "warm") && !judgesAWorkTool(v) && !forTheChildren(v)
        ? `I'd rather spend ${v.words.price} on my family.`
        : null,
    (v) =>
      v.words.price && usesAtWork(v) && !v.buyer && !v.owner
        ? `I don't sign off on spending, and ${v.words.price} would be a hard sell to whoever does.`
        : null,
    (v) => (v.words.price && is(v, "practical") ? `I can think of better uses for ${v.words.price}.` : null),
    (v) =>
      v.words.price && monthsOfBudget(v) <= 24 && is(v, "eager")
        ? `For ${v.words.price} I'd expect a lot more.`
        : null,
    (v) =>
      // A return and a business case are for what one buys for work, not for coffee at home.
      v.words.price && spendsBusinessMoney(v) && (is(v, "analytical") || is(v, "plain"))
        ? `At ${v.words.price}, I'd need to see a clear return.`
        : null,
    (v) =>
      v.words.price && spendsBusinessMoney(v) && is(v, "practical")
        ? `${Price(v)} would need a business case I can't see yet.`
        : null,
    (v) =>
      v.words.price && spendsBusinessMoney(v) && is(v, "practical") && v.tight
        ? `${v.solo ? "My" : "Our"} budget for tools is spoken for; ${v.words.price} would mean dropping something.`
        : null,
    (v) =>
      v.words.price && v.buyer && !v.owner && atWork(v) && is(v, "practical") && !v.tight
        ? `I'd have to show my boss what ${v.words.price} buys us, and I couldn't yet.`
        : null,
    (v) =>
      v.words.price && spendsBusinessMoney(v) && is(v, "wary") && v.idea.price?.perSeat
        ? `${Price(v)} sounds small until the whole team is on it.`
        : null,
    (v) =>
      v.words.price && spendsBusinessMoney(v) && is(v, "wary")
        ? `I'd want a cheaper plan for ${v.owner ? "a business my size" : "a few of us"} before paying ${v.words.price}.`
        : null,
    (v) =>
      v.words.price && is(v, "wary")
        ? v.idea.price?.period === "one_time"
          ? `The price alone would hold me back; ${v.words.price} is a lot to risk.`
          : `The price would hold me back; ${v.words.price} adds up.`
        : null,
    (v) =>
      v.words.price && is(v, "wary") && isKept(v.idea.durable) && v.older
        ? `Before spending ${v.words.price}, I'd want to see one last a few years in someone else's home.`
        : null,
    (v) => (v.words.price && is(v, "plain") ? `I can't justify ${v.words.price} for ${it(v)}.` : null),
    (v) =>
      v.words.price && is(v, "wary") && !judgesAWorkTool(v)
        ? `I'd rather keep my money than pay ${v.words.price} for ${it(v)}.`
        : null,
    (v) =>
      v.words.price && v.owner && atWork(v)
        ? `Margins are thin, and ${v.words.price} would come straight out of them.`
        : null,
    (v) =>
      v.words.price && v.parent && !spendsBusinessMoney(v) && !forTheChildren(v)
        ? `With kids, ${v.words.price} goes on things we need first.`
        : null,
    (v) =>
      v.words.price && v.parent && !spendsBusinessMoney(v) && !is(v, "plain")
        ? `The family budget has no room for ${v.words.price} right now.`
        : null,
    (v) =>
      v.words.price && monthsOfBudget(v) > 24 && is(v, "analytical")
        ? `${Price(v)} is years of what I'd spend on something like this.`
        : null,
    (v) =>
      v.words.price && monthsOfBudget(v) > 1 && monthsOfBudget(v) <= 24
        ? `${Price(v)} is ${monthsInWords(monthsOfBudget(v))} on things like this.`
        : null,
    // A price stated as a share ("a 12% commission on each sale"): no amount to weigh, a cut to mind.
    (v) => (feeOf(v) ? `${capitalize(feeOf(v)!)} adds up; I'd want it lower.` : null),
    (v) =>
      feeOf(v) && v.owner && atWork(v)
        ? `${capitalize(feeOf(v)!)} would come straight out of ${v.solo ? "my" : "our"} margins.`
        : null,
    (v) =>
      feeOf(v) && is(v, "analytical")
        ? `I'd need to work out what ${feeOf(v)} comes to in real money first.`
        : null,
    (v) => (feeOf(v) && is(v, "wary") ? `${capitalize(feeOf(v)!)} sounds small, but it adds up.` : null),
    (v) =>
      feeOf(v) && is(v, "practical") ? `I'd want to compare ${feeOf(v)} with what others charge.` : null,
    (v) => (feeOf(v) && v.tight ? `${capitalize(feeOf(v)!)} is money I'd notice losing.` : null),
  ],
  unknown_price: [
    (v) => (is(v, "plain") || is(v, "warm") ? "It would depend on the price." : null),
    (v) => (!is(v, "plain") ? "I'd need to know what it costs first." : null),
    (v) => `Without a price, I can't tell whether ${it(v)} ${verb(v, "fits")} my ${v.budget} budget.`,
    (v) => (is(v, "analytical") ? "No price, no decision; I'd need the numbers." : null),
    (v) => (v.buyer ? "I'd need a quote before I could take it anywhere." : null),
    (v) => (is(v, "wary") ? "When a price isn't stated, it's usually high." : null),
    (v) =>
      v.tight && is(v, "practical") ? "If I have to ask what it costs, I probably can't afford it." : null,
  ],
  privacy: [
    (v, d) =>
      v.rng.pick(
        PRIVACY_WORRY[(d.detail as PrivacyReason | undefined) ?? "recording"] ?? [
          "I'd want to know what happens to my data.",
        ],
      ),
    (v) => (is(v, "analytical") ? "I'd need to read exactly what data it keeps, and for how long." : null),
    (v) => (v.older ? "I've read too much about data leaks to hand mine over." : null),
  ],
  setup: [
    (v) =>
      is(v, "plain") || is(v, "warm") ? "Setting it up looks like more work than I have time for." : null,
    (v) => (!is(v, "plain") ? "It seems like a hassle to get going." : null),
    (v) => (is(v, "eager") || v.young ? "I don't want another thing to set up." : null),
    (v) => (v.older ? "I don't want to spend an afternoon getting something like this to work." : null),
    (v) =>
      is(v, "practical") ? "Anything that needs setting up tends to sit in a drawer at my place." : null,
    (v) => (v.buyer ? "Rolling this out would take more of my team's time than it saves." : null),
  ],
  // A tool for another trade: said plainly, naming the trade the idea named.
  other_trade: [
    (_, d) => `It's made for ${d.detail}, not for my line of work.`,
    (_, d) => `That's a tool for ${d.detail}, and that isn't what I do.`,
    (v, d) =>
      v.owner && (is(v, "warm") || is(v, "practical") || is(v, "eager"))
        ? `It's built for ${d.detail}; my business runs differently.`
        : null,
    (v, d) =>
      is(v, "plain") || is(v, "practical") ? `Simple: it's for ${d.detail}, and I'm not one of them.` : null,
    (v, d) => `${capitalize(d.detail!)} might want it; ${v.roles} like me don't.`,
    (_, d) => `It's aimed at ${d.detail}, and that's not me.`,
    (v, d) =>
      is(v, "analytical") || is(v, "wary") ? `It solves a problem ${d.detail} have, not one I have.` : null,
    (v, d) => (v.young ? `Honestly, it's for ${d.detail}, not someone like me.` : null),
    (v, d) => (v.older ? `I've spent years in my own line of work, and it isn't ${d.detail}.` : null),
    (_, d) => `My work has nothing to do with ${d.detail}.`,
    (_, d) => `I can see why ${d.detail} would want it, but it isn't for me.`,
    (_, d) => `${capitalize(d.detail!)} are the ones to ask about this, not me.`,
    (v, d) =>
      v.owner ? `A tool for ${d.detail} doesn't fit the way ${v.solo ? "I" : "we"} work, full stop.` : null,
    (v, d) => `As ${v.role}, I'd have no use for a tool for ${d.detail}.`,
    (v, d) =>
      v.owner && (is(v, "analytical") || is(v, "wary"))
        ? `I run a different kind of business; ${d.detail} would get more out of it.`
        : null,
    (v) => (v.owner && v.company ? `At ${v.company}, we do something else entirely.` : null),
    (v, d) =>
      is(v, "warm") || is(v, "eager") ? `Good for ${d.detail}, I'm sure, but it's not my world.` : null,
    (v, d) =>
      is(v, "practical") && !v.older ? `Nothing in my working day would use a tool for ${d.detail}.` : null,
    (v, d) =>
      is(v, "practical") && v.older
        ? `In all my years of work I've never needed what ${d.detail} need.`
        : null,
    // "We're not dental practices" is a business speaking; one person is not a practice.
    (v, d) => (v.owner && !v.solo && is(v, "plain") ? `We're not ${d.detail}. Next.` : null),
  ],
  // Not in the situation the product presupposes: said plainly, in the persona's own way.
  no_need: [
    (v, d) => `${withoutIt(v, d)}, so ${it(v)} ${verb(v, "isn't")} for me.`,
    (v, d) => `${withoutIt(v, d)}; there's nothing here for me.`,
    (v, d) =>
      is(v, "warm") || is(v, "eager")
        ? `${withoutIt(v, d)}, so I'd pass it on to friends it would suit.`
        : null,
    (v, d) => (is(v, "plain") || is(v, "practical") ? `Simple: ${lowerFirst(withoutIt(v, d))}.` : null),
    (v, d) =>
      is(v, "analytical") || is(v, "wary")
        ? `${withoutIt(v, d)}, so the question doesn't really apply to me.`
        : null,
    (v, d) => (v.older ? `${withoutIt(v, d)}, and at ${v.age} that isn't changing.` : null),
  ],
  irrelevant: [
    (v) => (is(v, "plain") || is(v, "warm") ? `I just don't have a need for ${it(v)}.` : null),
    (v) => `It doesn't really fit my life as ${v.role}.`,
    (v) => (is(v, "eager") || is(v, "wary") ? `I'd never go looking for ${it(v)}.` : null),
    // What one is into away from work says nothing of a tool for the job.
    (v) => {
      const interest = v.persona.interests[0];
      return interest && !atWork(v)
        ? `I'm more into ${label(interest)}, and ${it(v)} wouldn't add anything there.`
        : null;
    },
    (v) => (v.older && v.ageIsAReason ? `At ${v.age}, I don't see where ${it(v)} would fit in.` : null),
    (v) => (v.words.target ? `It's made for ${v.words.target}, and that's not me.` : null),
    (v) => (v.parent && !atWork(v) ? `Between work and family, I don't see where ${it(v)} would fit.` : null),
    (v) => (v.young && v.ageIsAReason ? `Nobody my age I know would have a use for ${it(v)}.` : null),
    (v) => (is(v, "practical") ? `I can't think of a single day when I'd reach for ${it(v)}.` : null),
    (v) => (is(v, "analytical") ? `I can't picture when I'd actually use ${it(v)}.` : null),
    (v) => (v.buyer ? "Nothing in my work or my life calls for this." : null),
  ],
  audience_fit: [
    (v) =>
      atWork(v) && !v.buyer && !v.owner
        ? `It feels built for companies, not for ${v.older ? "someone my age" : "someone like me"}.`
        : "It's a consumer thing; not something my company would buy.",
    (v) =>
      atWork(v) && !v.buyer && !v.owner
        ? `As ${v.role}, I'd have no use for a work tool like this.`
        : "I don't see how it fits into how we buy at work.",
    (v) =>
      atWork(v) && !v.buyer && !v.owner
        ? "It's a tool for companies, and I only buy things for myself."
        : null,
    (v) =>
      atWork(v) && !v.buyer && !v.owner && is(v, "practical")
        ? "My employer picks the tools; this isn't my call."
        : null,
  ],
  novelty: [
    (v) =>
      is(v, "plain") || is(v, "warm")
        ? "It's too new for me; I'd wait and see how it works out for others."
        : null,
    (v) => (!is(v, "plain") ? "I'd want to see reviews before trusting something this new." : null),
    (v) => (v.older ? `At ${v.age}, I tend to stick with what I know.` : null),
    (v) => (is(v, "practical") ? "I tend to stick with what I know works." : null),
    (v) => (is(v, "wary") ? "I don't trust anything this new until it has a track record." : null),
    (v) =>
      v.persona.decision_profile.tech_adoption < 0.35
        ? "I'm never the first to try new gadgets, and this wouldn't change that."
        : null,
    (v) =>
      is(v, "analytical") ? "New products like this usually need a few versions before they work." : null,
    (v) => (v.young ? "I'd let someone else find the bugs first." : null),
  ],
  ai: [
    (v) => (is(v, "plain") || is(v, "warm") ? "I'm wary of letting AI handle this." : null),
    (v) => (!is(v, "warm") ? "I don't trust AI to get this right." : null),
    (v) => (is(v, "analytical") ? "I'd want to know how often the AI gets it wrong." : null),
    (v) => (v.older ? "I'd rather a person did this than a computer." : null),
    // Accountability is a buyer's question about a tool their organisation runs, not about an app of one's own.
    (v) =>
      v.buyer && atWork(v)
        ? "I can't put an AI in front of this without knowing who's accountable when it's wrong."
        : null,
  ],
  clarity: [
    (v) => (!is(v, "analytical") ? "I'm not sure what problem it really solves." : null),
    (v) => (is(v, "plain") || is(v, "warm") ? "I don't quite get who it's for." : null),
    (v) => (is(v, "analytical") ? "I can't tell what it does better than what's out there." : null),
  ],
  // For food one eats, where disliking the taste is a reason (see plan.ts), and for what one
  // already pays for, where it is caring little for it.
  taste: [
    ...onlyIf(paysForAnEssential, [
      (v) => (is(v, "plain") || is(v, "eager") ? `There are cheaper ${providers(v)} out there.` : null),
      (v) => (is(v, "practical") ? "They're all much the same; I'd go with whoever's cheapest." : null),
      (v) => (is(v, "analytical") ? "Loyalty never pays with these companies." : null),
      (v) => (is(v, "warm") || is(v, "wary") ? "I've been meaning to switch anyway." : null),
      (v) => (v.young ? "I'd just find a better deal." : null),
      (v) => (v.older ? "I've been with them for years, and this is the thanks I get." : null),
    ]),
    ...onlyIf(paysForAnExtra, [
      (v) => (is(v, "plain") || is(v, "eager") ? "I'm not that attached to it, honestly." : null),
      (v) => (is(v, "practical") ? "I could take it or leave it these days." : null),
      (v) => (v.young && usesIt(v) ? "Meh, I barely use it lately." : null),
      (v) => ((is(v, "warm") || is(v, "wary")) && usesIt(v) ? "I've been using it less anyway." : null),
      (v) =>
        (is(v, "plain") || is(v, "practical")) && usesIt(v)
          ? "I don't use it as much as I thought I would."
          : null,
      (v) => (is(v, "analytical") ? "I'm not sure I get my money's worth as it is." : null),
      (v) =>
        (is(v, "analytical") || is(v, "wary")) && usesIt(v) ? "It's become more habit than pleasure." : null,
      (v) =>
        v.idea.cover && (is(v, "plain") || is(v, "practical") || v.young)
          ? "I've never once claimed on it."
          : null,
      (v) =>
        v.idea.cover && (is(v, "warm") || is(v, "wary"))
          ? "I'm not sure it would pay out when it counted."
          : null,
      (v) => (is(v, "eager") || v.young ? "I've half been looking for a reason to cancel." : null),
      (v) => (v.older ? "I've been meaning to cut back on it anyway." : null),
    ]),
    ...onlyIf(
      (v) => !paysForIt(v),
      [
        (v) => (is(v, "plain") || is(v, "eager") ? `I'm not a fan of ${it(v)}.` : null),
        (v) =>
          v.words.named && (is(v, "plain") || is(v, "wary")) && !v.young
            ? `${It(v)} ${verb(v, "doesn't")} sound appetizing to me.`
            : null,
        (v) => (is(v, "analytical") ? "It's not something I'd ever crave." : null),
        ...onlyIf(eatenAtHome, [
          (v) => (is(v, "practical") ? "It's not what I'd reach for." : null),
          (v) => (v.parent ? "My kids wouldn't touch it, so it's a no." : null),
          (v) => (is(v, "warm") ? "Nobody at home would eat it." : null),
          (v) => (is(v, "eager") ? "I like trying new food, but this one doesn't tempt me." : null),
        ]),
        // Food of an animal nobody around eats is no ready meal: its doubters say what it is made of.
        ...onlyIf(
          (v) => readyAtHome(v) && !eatsTheUneaten(v),
          [
            (v) => (v.older && mealAtHome(v) ? "I'd rather cook something fresh myself." : null),
            (v) => (v.young ? "I'd rather grab something I already know I like." : null),
            (v) =>
              is(v, "wary") && mealAtHome(v) ? "I'm wary of what goes into ready meals like this." : null,
            (v) =>
              is(v, "analytical") && mealAtHome(v)
                ? "Ready meals never live up to the picture for me."
                : null,
          ],
        ),
        ...onlyIf(cookedAtHome, [
          // Choosing at the shop is what one does instead of having it sent, not of what the shop sells.
          (v) =>
            v.older && !soldInShops(v.idea.text) ? "I'd rather choose what I cook at the shop myself." : null,
          (v) => (v.young ? "I'd rather cook what I already know I like." : null),
          (v) =>
            is(v, "wary") && !soldInShops(v.idea.text) ? "I like to see and pick what I cook with." : null,
          (v) => (is(v, "analytical") ? "Half of it would go off before I got round to cooking it." : null),
        ]),
        ...onlyIf(atWork, [
          (v) => (is(v, "practical") ? "It's not what we'd order in." : null),
          (v) => (is(v, "warm") ? "Nobody at work would eat it." : null),
          (v) => (is(v, "analytical") ? "I can't see it going down well with our people." : null),
          (v) => (is(v, "wary") ? "I'm wary of what goes into food like this." : null),
        ]),
      ],
    ),
  ],
  harm: [
    (v, d) =>
      is(v, "plain") || is(v, "analytical")
        ? d.detail?.startsWith("watches")
          ? "Tracking someone without their knowledge is wrong, and in most places it's illegal."
          : "This would hurt other people, and it's probably illegal. I want no part in it."
        : null,
    (v, d) =>
      (is(v, "wary") || is(v, "practical")) && !v.young
        ? d.detail?.startsWith("watches")
          ? "Secretly monitoring another person is a breach of trust and likely against the law."
          : "I'm not comfortable with something built on deceiving people; that's a legal problem too."
        : null,
    (v) =>
      v.words.does && is(v, "eager") && !v.older ? `${It(v)} that ${v.words.does}? Not a chance.` : null,
    (v) => (is(v, "eager") ? "I'd want the app stores to ban this, not sell it." : null),
    (v) => (is(v, "wary") ? "There's no version of this I'd be comfortable with." : null),
    (v) => (is(v, "wary") ? "This is exactly the kind of thing I worry about." : null),
    (v) => (is(v, "practical") ? "Even if it works perfectly, I'm not touching it." : null),
    (v) => (is(v, "analytical") ? "I can't think of a legitimate use that justifies it." : null),
    (v) => (is(v, "plain") ? "That's a hard no from me, on principle." : null),
    (v) => (is(v, "eager") ? "I love new apps, but not this one; it's just wrong." : null),
    (v) => (v.parent ? "I'd hate for anyone to do this to my family." : null),
    (v) => (is(v, "practical") ? "I don't want any part of something like this." : null),
    (v) => (is(v, "eager") ? "I'd lose respect for anyone I knew who used this." : null),
    (v) => (is(v, "warm") ? "This is how trust gets broken, and it's hard to rebuild." : null),
    (v) => (v.young ? "I'd feel awful knowing I'd done that to someone." : null),
    (v) =>
      !v.young && (is(v, "warm") || is(v, "plain") || is(v, "analytical"))
        ? "I couldn't live with doing that to someone."
        : null,
    (v, d) =>
      d.detail?.startsWith("watches")
        ? is(v, "warm") || is(v, "plain")
          ? "If I had doubts about someone, I'd talk to them, not spy on them."
          : v.young
            ? "Checking up on someone behind their back isn't something I'd ever do."
            : "Going through someone's phone in secret is a line I won't cross."
        : null,
    (v) =>
      is(v, "analytical") || is(v, "plain")
        ? "The person on the other end never agreed to this, and that settles it for me."
        : null,
    (v) => (is(v, "practical") ? "I wouldn't want this to exist, let alone pay for it." : null),
    (v, d) =>
      v.older && d.detail?.startsWith("watches")
        ? "In my day we'd have called this what it is: snooping."
        : is(v, "eager")
          ? "Honestly, this crosses a line for me."
          : null,
    (v) => (!v.buyer && is(v, "wary") ? "I'd report an app like this if I saw it." : null),
    (v, d) =>
      d.detail?.startsWith("watches") && (is(v, "warm") || is(v, "wary"))
        ? "If someone did this to me, I'd call it stalking."
        : null,
    (v, d) =>
      d.detail?.startsWith("watches") && is(v, "warm")
        ? "Relationships run on trust; spying on a partner destroys it."
        : null,
    (v) => (is(v, "analytical") ? "The legal exposure alone rules this out, before the ethics." : null),
    (v) => (v.older ? "I've lived long enough to know this kind of thing ends badly for everyone." : null),
    (v) => (v.buyer ? "No company I'd work for would go near this legally." : null),
    (v) => (v.young ? "That's genuinely creepy, and I'm pretty sure it's illegal." : null),
    (v) => (is(v, "practical") && v.young ? "Not something I'd ever download." : null),
    (v) =>
      is(v, "practical") && v.older
        ? "I've no use for anything that sneaks around behind people's backs."
        : null,
    (v) => (is(v, "wary") && v.young ? "Apps like this end up in the news for all the wrong reasons." : null),
    (v, d) =>
      is(v, "wary") && v.older && d.detail?.startsWith("watches")
        ? "I've seen what snooping does to a marriage."
        : null,
    (v) => (is(v, "analytical") && !v.older ? "Building this is asking for a lawsuit." : null),
    (v) => (is(v, "warm") && v.young ? "My friends would be horrified if I used this." : null),
    (v) => (is(v, "warm") && v.older ? "I'd be heartbroken if someone I loved did this to me." : null),
    (v) => (is(v, "eager") && v.older ? "I'm all for new apps, but this one is plain wrong." : null),
    (v) => (is(v, "eager") && v.young ? "Hard no; that's someone else's privacy." : null),
    (v, d) =>
      v.parent && d.detail?.startsWith("watches") ? "I'd never want my kids to think this is normal." : null,
  ],
  switching: [
    (v, d) =>
      d.detail && is(v, "plain") ? `I already use ${d.detail} and it works; why would I switch?` : null,
    (v, d) =>
      d.detail && !is(v, "plain")
        ? `Moving away from ${d.detail} means new habits and losing my history.`
        : null,
    (_v, d) => (d.detail ? `It would have to be a lot better than ${d.detail} for me to change.` : null),
    (v, d) => (d.detail && is(v, "wary") ? `I've trusted ${d.detail} for years; I'm not switching.` : null),
    (v, d) =>
      d.detail && is(v, "analytical")
        ? `Switching from ${d.detail} would cost me more time than it saves.`
        : null,
    (v, d) => (d.detail && v.young ? `Everyone I know is on ${d.detail}, so I'd stay there.` : null),
    (v, d) => (d.detail && v.older ? `I finally got the hang of ${d.detail}; I'm not starting again.` : null),
  ],
  free_version: [
    () => "The free version does the job for me; I wouldn't pay to change that.",
    (v) => (is(v, "plain") ? "I already get it free. Why would I pay?" : null),
    (v) =>
      is(v, "analytical") && v.words.price
        ? `What the paid version adds isn't worth ${v.words.price} to me.`
        : null,
    (v) => (v.tight ? "Free is what I can afford, so free is what I'd stay on." : null),
    (v) =>
      v.young && isAdFree(v.idea.text) ? "I just scroll past the ads; I'm not paying to skip them." : null,
    (v) => (v.older ? "I've used the free one for years without minding it." : null),
    (v) => (is(v, "warm") ? "Everyone I know uses the free one, and so would I." : null),
    (v) => (is(v, "wary") ? "Paying for something I get free feels like a trick." : null),
  ],
  substitute: [
    (_v, d) =>
      d.detail ? `If I want ${realThing(d.detail)}, I'll have ${realThing(d.detail, "the")}.` : null,
    (v) => (is(v, "plain") || is(v, "wary") ? "I'd rather have the real thing than a copy of it." : null),
    (v, d) =>
      v.older && d.detail && EATEN.has(d.detail)
        ? `I've had ${d.detail === "burger" ? "burgers" : d.detail} all my life; I don't need an imitation.`
        : null,
    (v) =>
      is(v, "analytical")
        ? "An imitation has to beat the original on taste and price, and nothing here says it does."
        : null,
    // Said only where no price is given: with one, the speaker weighs that price instead.
    (v) => (v.tight && !v.words.price ? "From what I've seen, these cost more than the real thing." : null),
    (v) => (v.parent ? "My family would notice it isn't the real thing." : null),
    (v, d) =>
      d.detail && (is(v, "wary") || is(v, "analytical") || v.older)
        ? `Nothing made to taste like ${realThing(d.detail)} has fooled me yet.`
        : null,
    (v) => (is(v, "practical") ? "Why pay for a copy when the original is right there?" : null),
    (v) => (v.young ? "I'm not against trying it, but I'd still pick the original." : null),
  ],
  // A speculative bet is a gamble; a fund, a loan or credit puts money on the line without being one.
  money_risk: [
    ...onlyIf(
      (_, d) => d.detail === SPECULATIVE_MONEY,
      [
        (v) => (!is(v, "eager") ? "I'm not putting money into something that risky." : null),
        (v) =>
          is(v, "eager") || is(v, "plain")
            ? "It feels like a gamble with money I can't afford to lose."
            : null,
        (v) => (v.tight && is(v, "practical") ? "I can't afford to lose money on a gamble like this." : null),
        (v) => (v.older ? "I've seen people lose their savings on things like this." : null),
        (v) => (is(v, "analytical") ? "The downside is real money, and the upside is a maybe." : null),
        (v) => (is(v, "warm") ? "I've watched friends lose money on things like this." : null),
        (v) => (v.parent ? "With a family to support, I don't gamble with our money." : null),
      ],
    ),
    // Someone else let into one's account: what they could do there, not what one could lose on a bet.
    ...onlyIf(
      (_, d) => d.detail === ACCOUNT_ACCESS,
      [
        (v) => (!is(v, "eager") ? "I'm not letting anyone but my bank into my account." : null),
        (v) =>
          is(v, "eager") || is(v, "plain")
            ? "I'd want to know exactly who can get into my account, and what they can do there."
            : null,
        (v) =>
          v.tight && is(v, "practical") ? "I can't afford anything going wrong with my account." : null,
        (v) =>
          v.older
            ? "I won't hand the keys to my bank account to an app; I've heard of too many scams."
            : null,
        (v) => (is(v, "analytical") ? "I'd want to know who pays if money goes missing." : null),
        (v) =>
          is(v, "warm") ? "A friend had money taken from her account once; I'm careful who gets in." : null,
        (v) => (v.parent ? "With a family to support, nobody else gets into our bank account." : null),
      ],
    ),
    // Decisions that bind one made without one: a say given away, not money put at stake.
    ...onlyIf(
      (_, d) => d.detail === ACTS_FOR_YOU,
      [
        (v) =>
          !is(v, "eager") ? "I don't want anyone changing my contracts without asking me first." : null,
        (v) =>
          is(v, "eager") || is(v, "plain")
            ? "I'd want it to check with me before it switches or cancels anything."
            : null,
        (v) =>
          v.tight && is(v, "practical")
            ? "If it signed me up to a bad deal, I'm the one left paying for it."
            : null,
        (v) => (v.older ? "I like to sign my own contracts, thank you." : null),
        (v) => (is(v, "analytical") ? "I'd want to see the terms of every change before it happens." : null),
        (v) =>
          is(v, "warm")
            ? "A friend got moved onto a worse plan once without noticing; I'd want a say."
            : null,
        (v) => (v.parent ? "With a family to support, I approve every change to our bills myself." : null),
      ],
    ),
    // One's car or home in strangers' hands: what they might do to it, not money put at stake.
    ...onlyIf(
      (_, d) => d.detail === PROPERTY_LENT,
      [
        (v) => (!is(v, "eager") ? "I'm not handing my things over to strangers." : null),
        (v) =>
          is(v, "eager") || is(v, "plain") ? "I'd want to know who pays when someone damages it." : null,
        (v) =>
          v.tight && is(v, "practical")
            ? "If something happened to it, I couldn't afford to replace it."
            : null,
        (v) => (v.older ? "I've worked too hard for what I have to lend it to people I don't know." : null),
        (v) => (is(v, "analytical") ? "The wear, the insurance and the risk would eat what I'd earn." : null),
        (v) => (is(v, "warm") ? "A friend lent her car out once and got it back dented." : null),
        (v) => (v.parent ? "With a family relying on it, it stays ours." : null),
      ],
    ),
    ...onlyIf(
      (_, d) =>
        d.detail !== SPECULATIVE_MONEY &&
        d.detail !== ACCOUNT_ACCESS &&
        d.detail !== ACTS_FOR_YOU &&
        d.detail !== PROPERTY_LENT,
      [
        (v) =>
          !is(v, "eager") ? "I'm careful with anything that puts my money or my credit on the line." : null,
        (v) =>
          is(v, "eager") || is(v, "plain") ? "I'd want to know exactly what I could lose first." : null,
        (v) => (v.tight && is(v, "practical") ? "I can't afford to get this wrong with my money." : null),
        (v) => (v.older ? "I've learned to go slowly with anything that touches my money." : null),
        (v) => (is(v, "analytical") ? "I'd want the fees and the downside in writing first." : null),
        (v) => (is(v, "warm") ? "I've seen friends come out worse off from things like this." : null),
        (v) => (v.parent ? "With a family to support, I'm careful with our money." : null),
      ],
    ),
    (v) => (v.young ? "I can't risk money I actually need." : null),
  ],
  // An operation is weighed by what can go wrong on the table and after it; what is taken in, by
  // what it does over the years.
  bodily_risk: [
    ...onlyIf(
      (_, d) => d.detail === MEDICAL_PROCEDURE,
      [
        (v) =>
          !is(v, "eager") && !v.young ? "I'd only have an operation if a doctor told me I had to." : null,
        (v) => (v.older ? "At my age, I'm not having anything done that I don't need." : null),
        (v) =>
          is(v, "analytical") ? "I'd want to know who does it, and what happens if it goes wrong." : null,
        (v) => (is(v, "wary") ? "Too much can go wrong in an operation to take it lightly." : null),
        (v) => (v.parent ? "With kids at home, I can't risk a long recovery." : null),
        (v) => (v.young ? "I'd rather not go under for something I can live without." : null),
        (v) =>
          is(v, "practical") ? "If something went wrong afterwards, I'd want my own doctor close by." : null,
        (v) => (is(v, "eager") ? "I'll try most things once, but not on an operating table." : null),
      ],
    ),
    ...onlyIf(
      (_, d) => d.detail !== MEDICAL_PROCEDURE,
      [
        (v) => (!is(v, "eager") && !v.young ? "I'm careful about what I put in my body." : null),
        (v) => (v.older ? "At my age, I'd ask my doctor first, and I can guess the answer." : null),
        (v) => (is(v, "analytical") ? "I'd want to see the long-term studies first." : null),
        (v) => (is(v, "wary") ? "Nobody knows yet what this does to you over the years." : null),
        (v) => (v.parent ? "With kids at home, I'm not taking chances with my health." : null),
        (v) => (v.young ? "I'd rather not be the one who finds out the side effects." : null),
        (v) => (is(v, "practical") ? "Whatever it offers isn't worth the risk to my health." : null),
        (v) => (is(v, "eager") ? "I'll try most things once, but not with my body." : null),
      ],
    ),
    () => "I'd worry about what it does to my health.",
  ],
  safety_risk: [
    (v) => (!is(v, "eager") && !v.young ? "I wouldn't trust a machine with my safety yet." : null),
    (v) => (v.parent ? "I wouldn't trust it around my family yet." : null),
    (v) => (is(v, "analytical") ? "I'd want to see a long safety record before I relied on it." : null),
    (v) => (is(v, "wary") ? "If it gets it wrong, I'm the one who gets hurt." : null),
    (v) => (is(v, "plain") ? "It only takes one mistake, and I'd be the one paying for it." : null),
    (v) => (v.older ? "I've seen too much technology fail to trust it with my life." : null),
    (v) => (v.young ? "Cool tech, but I'm not volunteering to be the test case." : null),
    (v) => (is(v, "practical") ? "Until it's proven safe, I'll stick with what I know." : null),
    (v) => (is(v, "practical") ? "Let other people prove it's safe first; then I'll look again." : null),
    (v) => (is(v, "eager") ? "I love new tech, but not when my safety is on the line." : null),
  ],
  // A company's buyer weighs a subscription as a budget line, not as a personal bill.
  subscription: [
    ...COMPANY_SUBSCRIPTION,
    ...OWNER_SUBSCRIPTION,
    ...ANY_TIME_SUBSCRIPTION,
    ...COVER_PREMIUM,
    ...SAVING_DOUBTS,
    ...personalBill([
      (v) => (is(v, "plain") ? "I'm trying to cut subscriptions, not add one." : null),
      (v) => (is(v, "eager") || is(v, "plain") ? `Another ${billed(v)} fee is the last thing I need.` : null),
      (v) =>
        v.tight && (is(v, "eager") || is(v, "plain"))
          ? `My ${v.budget} budget doesn't stretch to another subscription.`
          : null,
      (v) =>
        v.words.named && !v.words.namesBilling && canBeOwned(v) && is(v, "practical")
          ? `I'd pay once for ${it(v)}, but not ${every(v)}.`
          : null,
      (v) =>
        v.words.named && is(v, "analytical")
          ? `Paying ${every(v)} for ${it(v)} doesn't add up for me.`
          : null,
      (v) =>
        v.words.named && is(v, "warm") && !v.owner ? `I'd rather not pay for ${it(v)} ${onAndOn(v)}.` : null,
      (v) =>
        v.tight && !v.owner && !v.older && is(v, "practical")
          ? "Subscriptions are the first thing I cut when money's tight."
          : null,
      (v) =>
        is(v, "analytical")
          ? `I keep a close eye on what renews ${every(v)}, and this would be one more.`
          : null,
      ...tied([(v) => (is(v, "practical") ? "I've got enough auto-renewals to keep track of." : null)]),
      (v) =>
        is(v, "wary") && !v.young && !v.older
          ? "Subscriptions have a way of quietly getting more expensive; I'm careful."
          : null,
      (v) =>
        v.persona.pain_points.includes("Too many subscriptions")
          ? "I already pay for too many subscriptions."
          : null,
      (v) =>
        !v.buyer && !v.owner && !v.older && !v.young && is(v, "warm") && canBeOwned(v)
          ? `${capitalize(billed(v))} fees creep up on you; I'd rather pay once.`
          : null,
      ...tied([
        (v) =>
          v.older && is(v, "warm") ? `I've been caught out by ${billed(v)} fees before; never again.` : null,
        (v) =>
          v.young && is(v, "warm")
            ? `${capitalize(billed(v))} fees always sneak up on me, so I avoid them.`
            : null,
      ]),
      // Said of what is on a screen only: a box of vegetables or an insurance policy is not "every app".
      (v) =>
        is(v, "eager") && v.idea.digital === true
          ? `Every app wants a ${billed(v)} fee now, and I'm tired of it.`
          : null,
      (v) =>
        is(v, "eager") && v.idea.digital !== true
          ? `Everything comes as a ${billed(v)} plan now, and I'm tired of it.`
          : null,
      (v) =>
        is(v, "warm") && !v.older
          ? "I cancelled two subscriptions last month; I'm not adding one back."
          : null,
      (v) =>
        is(v, "analytical") ? "Over a year that subscription would add up to real money for me." : null,
      (v) => (v.older ? `I don't like things that keep billing me ${every(v)}.` : null),
      (v) => (v.young ? "My subscriptions already eat half my spending money." : null),
      (v) => (v.idea.durable > 0.5 ? `I'd want to own ${it(v)}, not rent it ${onAndOn(v)}.` : null),
      (v) => (v.parent ? `Between school costs and groceries, I can't fit another ${billed(v)} fee.` : null),
      (v) => (v.parent ? `With what my kids cost, there's no room for one more ${billed(v)} bill.` : null),
      ...tied([
        (v) =>
          is(v, "wary") ? "I don't sign up for anything that bills me until I can't remember why." : null,
        (v) =>
          is(v, "wary") && v.older ? "I've been burned by subscriptions that were hard to cancel." : null,
        (v) =>
          is(v, "wary") && v.young ? "Free trials that turn into subscriptions are how they get you." : null,
      ]),
    ]),
  ],
  durable: [
    (v) =>
      is(v, "plain") || is(v, "warm")
        ? `Buying ${it(v)} is a big purchase, and I don't need one right now.`
        : null,
    (v) => (!is(v, "plain") ? "It's a lot to spend on something I'd only use now and then." : null),
    (v) => (v.tight && is(v, "warm") ? `On a ${v.budget} budget, ${it(v)} would have to wait.` : null),
    (v) => (v.tight && is(v, "eager") ? `I'd love to have ${it(v)}, but not on a ${v.budget} budget.` : null),
    (v) => (is(v, "eager") && !v.tight ? "I'd wait for the second version, or a sale." : null),
    (v) => (v.older ? "I replace things when they break, not before." : null),
    (v) =>
      is(v, "analytical")
        ? `I'd want to know how long ${it(v)} ${verb(v, "lasts")} before spending that much.`
        : null,
    (v) => (v.young ? "That's a lot of money for me right now." : null),
    (v) => (v.parent ? "With a family, big purchases go to things we actually need." : null),
    (v) => (is(v, "practical") ? "I'd want it to pay for itself, and I can't see how it would." : null),
  ],
  commitment: [
    (v) => (!is(v, "practical") ? "I'm not planning to buy one any time soon." : null),
    (v) => (is(v, "plain") || is(v, "warm") ? "Maybe one day, but not in the near future." : null),
    (v) => (v.words.named ? `${It(v)} ${verb(v, "isn't")} on my list for this year.` : null),
    (v) => (is(v, "practical") ? "I buy things when I need them, and I don't need this yet." : null),
  ],
  cohort_fit: [() => "I've already decided this kind of thing isn't for me."],
  familiarity: [
    // A food made of an animal nobody around eats: the objection is eating it, not knowing it.
    ...onlyIf(
      (_v, d) => Boolean(d.detail),
      [
        (_v, d) => `I can't get past the idea of eating ${d.detail}.`,
        (v, d) => (is(v, "plain") || is(v, "wary") ? `${capitalize(d.detail!)} aren't food to me.` : null),
        (v, d) => (is(v, "warm") ? `Just picturing ${d.detail} on my plate puts me off.` : null),
        (v, d) => (is(v, "practical") ? `Ground up or not, I know it's ${d.detail}.` : null),
        (v, d) => (is(v, "analytical") ? `Whatever the protein figures, I'm not eating ${d.detail}.` : null),
        (v, d) => (v.older ? `I've gone my whole life without eating ${d.detail}.` : null),
        (v, d) => (v.parent ? `My kids would never touch anything made of ${d.detail}.` : null),
      ],
    ),
    ...onlyIf(
      (_v, d) => !d.detail,
      [
        (v) => (!is(v, "wary") ? `I don't really know what ${it(v)} would be like.` : null),
        (v) => (is(v, "wary") ? "I don't buy things I can't picture using." : null),
        (v) => (is(v, "analytical") ? "I can't judge it without seeing how it works in practice." : null),
        (v) => (v.older ? "I'd need someone to show me how it works first." : null),
        (v) =>
          is(v, "practical") ? "I've never needed anything like it, so I can't see where it fits." : null,
        (v) => (is(v, "plain") ? "It's not something I've come across before." : null),
      ],
    ),
  ],
};

export const GRANTED: Partial<Record<DriverKey, readonly Line[]>> = {
  need_fit: [(_v, d) => grantedSituation(havingIt(d))],
  interest_fit: [
    (_v, d) => (d.detail ? `it ties into my interest in ${label(d.detail)}` : null),
    (v, d) => (d.detail && v.words.upside ? v.words.upside : null),
  ],
  pain_fit: [(_v, d) => (d.detail ? `it could help with ${label(d.detail)}` : null), (v) => v.words.upside],
  role_fit: [
    (v) => (usesAtWork(v) ? "it has a use in my job" : grantedNeed(v.persona.role)),
    (v) => (v.words.upside ? v.words.upside : null),
  ],
  trait_fit: [(_v, d) => (d.detail ? `it suits someone ${label(d.detail)} like me` : null)],
  keyword_fit: [(v) => (v.words.upside ? v.words.upside : "it touches on something I care about")],
  audience_fit: [
    (v) =>
      v.buyer || v.owner
        ? v.jobFits
          ? "it's aimed at people in my job"
          : v.owner
            ? "it's aimed at businesses like mine"
            : "it's aimed at companies like ours"
        : "it's meant for people like me",
    (v) => (v.buyer && is(v, "warm") ? "my team has this problem" : null),
    (v) => (v.buyer && is(v, "analytical") ? "the use case is real" : null),
    (v) => (v.buyer && is(v, "practical") ? "it's built for teams like ours" : null),
    (v) => (v.buyer && is(v, "wary") ? "it goes after a real problem for us" : null),
    (v) => (v.owner ? "it's made for a business like mine" : null),
  ],
  novelty: [() => "it's something new", () => "it's a fresh idea"],
  ai: [() => "the AI angle is clever"],
  price: [
    (v) =>
      v.idea.saving ? "it could pay for itself" : v.words.price ? `${v.words.price} is a fair price` : null,
  ],
  free: [() => "it's free", () => "it costs nothing to try"],
  setup: [() => "it looks easy to start"],
  clarity: [() => "it's clear what it's for", (v) => v.words.upside],
  cohort_fit: [
    (v, d) =>
      byWho(v, d)
        ? "it's meant for people like me"
        : hasIt(v, d)
          ? v.idea.priceRise
            ? "I already pay for it"
            : "I already use this kind of thing"
          : "I'm already in the market for this kind of thing",
    ...onlyIf(byWho, [
      (v) => (v.idea.needs?.[0] ? grantedSituation(needWords(v.idea.needs[0]).having) : null),
      () => "it's aimed at someone in my shoes",
    ]),
    (v) => v.words.upside,
  ],
  familiarity: [() => "I know the kind of thing"],
  commitment: [() => "it's easy to try"],
};

const COSTS = new Set<DriverKey>([
  "price",
  "subscription",
  "durable",
  "unknown_price",
  "money_risk",
  "free",
  "free_version",
]);
const FITS = new Set<DriverKey>(["interest_fit", "pain_fit", "clarity"]);
const ETHICS = new Set<DriverKey>(["harm", "privacy", "safety_risk", "bodily_risk"]);
const MONEY_PAIN = /budget|debt|income|prices|bills|costs|cash flow|rent/i;

const cost = (d: Driver) => COSTS.has(d.key);
const against = (d: Driver) => d.value < 0;
const belongs = (d: Driver) => d.key === "irrelevant" || (d.key === "audience_fit" && d.value < 0);

/**
 * The speaker's situation as an opening phrase ("On my $50-a-month budget,
 * ..."): only where it bears on the driver and its sign, and only what is
 * true of them.
 */
export const SITUATIONS: readonly Line[] = [
  // A price weighed against what the household spends on food or fun is not said against the budget band.
  (v, d) =>
    cost(d) && v.tight && !judgesAWorkTool(v) && !(d.key === "price" && spendingKindOf(v.idea))
      ? `${against(d) ? "On" : "Even on"} my ${v.budget} budget`
      : null,
  (v, d) => {
    const pain = household(v, d) ? v.persona.pain_points.find((p) => MONEY_PAIN.test(p)) : undefined;
    if (!pain) return null;
    return opensWithGerund(pain)
      ? `While I'm ${lowerFirst(pain)}`
      : `With ${lowerFirst(pain)} to think about`;
  },
  (v, d) => (household(v, d) && /student/i.test(v.persona.role) ? "On a student budget" : null),
  (v, d) => (household(v, d) && /retire/i.test(v.persona.role) ? "On a fixed income" : null),
  (v, d) => (household(v, d) && v.parent ? "With a family to look after" : null),
  (v, d) => (d.key === "price" && v.owner && atWork(v) ? "For a business my size" : null),
  (v, d) => (d.key === "price" && v.buyer && atWork(v) ? "For a team our size" : null),
  (v, d) => (household(v, d) && v.older ? `At ${v.age}` : null),
  (v, d) => (FITS.has(d.key) ? `As ${v.role}` : null),
  (v, d) => (FITS.has(d.key) && v.older ? "At this point in my life" : null),
  // Being a parent is why something fits only where the idea is about children.
  (v, d) =>
    FITS.has(d.key) && v.parent && v.idea.topics.some(({ topic }) => topic === "parenting")
      ? "As a parent"
      : null,
  (v, d) =>
    (d.key === "novelty" || d.key === "setup" || d.key === "ai") &&
    against(d) &&
    v.persona.decision_profile.tech_adoption < 0.35
      ? "As someone who's slow with new tech"
      : null,
  (v, d) =>
    (d.key === "novelty" || d.key === "familiarity" || d.key === "setup") && v.older ? `At ${v.age}` : null,
  (v, d) => (belongs(d) ? `As ${v.role}` : null),
  (v, d) => (belongs(d) && v.ageIsAReason ? `At ${v.age}` : null),
  // Children at home say why something is not for one, not why a company's tool is not.
  (v, d) => (d.key === "irrelevant" && v.parent && !atWork(v) ? "With kids at home" : null),
  (v, d) => (d.key === "irrelevant" ? `Here in ${v.place}` : null),
  // A parent's worry about data is about the children's; their bank details are anyone's worry.
  (v, d) =>
    ETHICS.has(d.key) &&
    against(d) &&
    v.parent &&
    (d.key !== "privacy" || v.idea.privacyReasons.includes("children"))
      ? "As a parent"
      : null,
];
