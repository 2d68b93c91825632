import { nounInfo } from "./lexicon";

// Kinds of business, as an idea names its customers ("for accounting firms")
// and an audience names its people ("owners of physiotherapy clinics"). A
// generic word needs a modifier to say which trade ("accounting firms"); a
// trade word is a kind by itself ("salons", "clinics").

/** Businesses named by their kind alone: a modifier says which trade. */
export const GENERIC_BUSINESS_WORDS = [
  "firm",
  "practice",
  "office",
  "agency",
  "shop",
  "store",
  "studio",
  "company",
  "business",
  "startup",
  "organization",
  "organisation",
] as const;

/** Kinds of business that are a trade by themselves. */
export const TRADE_WORDS = [
  "restaurant",
  "cafe",
  "café",
  "bakery",
  "bar",
  "gym",
  "salon",
  "clinic",
  "dealership",
  "farm",
  "hotel",
  "pharmacy",
  "school",
  "contractor",
  "brewery",
  "winery",
  "florist",
  "garage",
  "spa",
] as const;

/** Words on the size, standing or place of a business, which say nothing of its trade. */
export const SIZE_WORDS =
  /^(?:small|independent|local|busy|growing|fast-growing|mid-size[d]?|midsize[d]?|medium|medium-size[d]?|mid-market|large|big|enterprise|remote|distributed|modern|new|young|b2b|your|own)$/i;

export { plural, singular } from "./word-number";

/** A word of a trade: a noun ("accounting", "law") or a trade's adjective ("dental", "veterinary"). */
export function isTradeModifier(word: string): boolean {
  return !SIZE_WORDS.test(word) && (nounInfo(word) !== null || /(?:al|ary|ic)$/i.test(word));
}
