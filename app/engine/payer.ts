import { nounInfo } from "./lexicon";
import { FREE_PRICE, spokenPrice } from "./price";
import type { IdeaFeatures } from "./types";

// A price someone else pays: "$25 per applicant, paid by the applicant", "free for job seekers;
// employers pay $99 a post", "tutors keep 80%, students pay $30 an hour". A panel of the other
// side (landlords, job seekers, tutors) weighs the idea as free to them; a panel of the payers, or
// of the public that the payers are drawn from, weighs the price.

// Parties whose price is a business's: they pay as an organisation does, not as a member of the public.
const BUSINESS_PARTIES = new Set([
  "employer",
  "advertiser",
  "sponsor",
  "merchant",
  "seller",
  "vendor",
  "retailer",
  "landlord",
  "host",
  "recruiter",
  "brand",
]);
/** Institutions the dictionary files as places or buildings ("paid by the city", "hospitals pay"). */
const INSTITUTIONS = new Set([
  "hospital",
  "city",
  "state",
  "county",
  "store",
  "restaurant",
  "shop",
  "clinic",
]);
/** Whoever uses it is the panel itself, not another party. */
const THE_USER = new Set(["user", "member", "subscriber", "owner", "person", "people", "everyone", "anyone"]);

const PAID_BY =
  /\b(?:paid|covered|funded|footed|billed|charged)\s+(?:for\s+)?(?:in full\s+)?by\s+(?:the\s+|their\s+|your\s+|an?\s+|each\s+)?([a-z]+)/giu;
// "Customers pay nothing" says who does not pay; doctors who "pay attention" or "pay off" debts pay no price.
const PAYS =
  /\b([a-z]+)\s+(?:pays?|pay for it|foots? the bill|covers? the (?:cost|fee))\b(?!\s+(?:nothing|no|zero|none|attention|tribute|respect|off|back|down|out)\b)/giu;

/** The party the idea says pays its price, when that is someone named ("applicant"), else null. */
export function readPayer(text: string): string | null {
  for (const match of [...text.matchAll(PAID_BY), ...text.matchAll(PAYS)]) {
    const info = nounInfo(match[1]!.toLowerCase());
    if (!info || THE_USER.has(info.lemma)) continue;
    if (info.kind === "person" || info.kind === "group" || INSTITUTIONS.has(info.lemma)) return info.lemma;
  }
  return null;
}

/** A payer that pays as an organisation does. */
function isOrganisation(payer: string): boolean {
  const kind = nounInfo(payer)?.kind;
  return BUSINESS_PARTIES.has(payer) || kind !== "person";
}

export interface PayingPanel {
  /** The audience's name, as its user gave it ("Small landlords"). */
  name: string;
  /** The audience's name and description. */
  text: string;
  /** The panel buys for an organisation. */
  buysForABusiness: boolean;
}

/** Words an audience's name uses of anyone, which say nothing of which side it is on. */
const ANYONE = new Set([
  "adult",
  "people",
  "person",
  "consumer",
  "user",
  "customer",
  "resident",
  "american",
  "general",
  "public",
]);

/** Whether the idea names the panel's people ("helps small landlords", "couples pay nothing"). */
function namesPanel(ideaText: string, panelName: string): boolean {
  return panelName
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .map((word) => word.replace(/(?:es|s)$/, ""))
    .filter((stem) => stem.length >= 4 && !ANYONE.has(stem))
    .some((stem) => new RegExp(String.raw`\b${stem}(?:s|es)?\b`, "iu").test(ideaText));
}

/**
 * A panel pays where it names the payer, or buys for a business that does; where the payers are
 * people, a panel the idea names as the other side does not, and a panel of the public does.
 */
function paysItself(payer: string, idea: IdeaFeatures, panel: PayingPanel): boolean {
  if (new RegExp(String.raw`\b${payer}(?:s|es)?\b`, "iu").test(panel.text)) return true;
  return isOrganisation(payer) ? panel.buysForABusiness : !namesPanel(idea.text, panel.name);
}

/** The idea as a panel weighs it: free where its price is paid by someone the panel is not. */
export function atPayersExpense(idea: IdeaFeatures, panel: PayingPanel): IdeaFeatures {
  const { paidBy, price, feeShare } = idea;
  const charged = price ? price.period !== "free" && spokenPrice(price.label) : feeShare;
  if (!paidBy || !charged || paysItself(paidBy, idea, panel)) return idea;
  return {
    ...idea,
    price: { ...FREE_PRICE, label: `free (the ${paidBy} pays ${charged})` },
    feeShare: null,
    offer: "free",
    freemium: false,
    freeTier: false,
  };
}
