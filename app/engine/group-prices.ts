import { FREE_PRICE, parsePrice, type ParsedPrice, type PriceReading } from "./price";
import type { GroupPrice, IdeaFeatures, Persona, PriceGroup, StatedPrice } from "./types";

// A price for some people only: "free for women, $15 a month for men", "$10 a month, $5 for
// students". Each persona weighs the price they would pay; the panel's price is everyone else's.

const GROUP_WORDS: Record<string, PriceGroup> = {
  women: "women",
  men: "men",
  students: "students",
  seniors: "seniors",
  retirees: "seniors",
  veterans: "veterans",
  teachers: "teachers",
};

const AMOUNT = String.raw`free|[$€£]\s?\d[\d,]*(?:\.\d+)?(?:\s*(?:a|per|\/|each)\s*(?:month|year|week|mo|yr))?`;
const FOR_A_GROUP = new RegExp(
  String.raw`(${AMOUNT})\s+for\s+(?:all\s+)?(${Object.keys(GROUP_WORDS).join("|")})\b`,
  "giu",
);

function priceOf(amount: string, reading: PriceReading): StatedPrice | null {
  return /^free$/i.test(amount) ? FREE_PRICE : parsePrice(amount, reading).price;
}

/** "free for women, $5/month for students". */
export function groupPricesLabel(groups: readonly GroupPrice[]): string {
  return groups.map(({ group, price }) => `${price.label} for ${group}`).join(", ");
}

/** "$15/month (free for women)": the panel's price, with what the groups pay instead. */
function withGroups(price: StatedPrice, groups: readonly GroupPrice[]): StatedPrice {
  return groups.length === 0 ? price : { ...price, label: `${price.label} (${groupPricesLabel(groups)})` };
}

/**
 * The price read from the text, and the prices some groups pay instead. Where every price names a
 * group ("free for women, $15 a month for men"), the dearest is what everyone else pays.
 */
export function readGroupPrices(
  text: string,
  reading: PriceReading = {},
): { parsed: ParsedPrice; groups: GroupPrice[] } {
  const found = [...text.matchAll(FOR_A_GROUP)].flatMap((match) => {
    const price = priceOf(match[1]!, reading);
    return price ? [{ group: GROUP_WORDS[match[2]!.toLowerCase()]!, price }] : [];
  });
  if (found.length === 0) return { parsed: parsePrice(text, reading), groups: [] };
  const parsed = parsePrice(text.replace(FOR_A_GROUP, " "), reading);
  if (parsed.price || found.length === 1) {
    return { parsed: { ...parsed, price: parsed.price && withGroups(parsed.price, found) }, groups: found };
  }
  const dearest = found.reduce((high, next) => (next.price.monthlyUsd > high.price.monthlyUsd ? next : high));
  const groups = found.filter((entry) => entry !== dearest);
  return { parsed: { price: withGroups(dearest.price, groups), freemium: false, freeTier: false }, groups };
}

/** The persona is one of the group a price is for. */
export function inGroup(persona: Persona, group: PriceGroup): boolean {
  const { gender, age } = persona.demographics;
  switch (group) {
    case "women":
      return gender === "Female";
    case "men":
      return gender === "Male";
    case "students":
      return /\bstudent\b/i.test(persona.role);
    case "seniors":
      return age >= 65 || /\bretire/i.test(persona.role);
    case "veterans":
      return /\bveteran\b/i.test(persona.role);
    case "teachers":
      return /\bteacher\b/i.test(persona.role);
  }
}

/** The idea as offered to this persona: at their group's price where the idea names one. */
export function asOfferedTo(idea: IdeaFeatures, persona: Persona): IdeaFeatures {
  const deal = idea.groupPrices?.find(({ group }) => inGroup(persona, group));
  if (!deal) return idea;
  const free = deal.price.period === "free";
  return { ...idea, price: deal.price, offer: free ? "free" : "paid", freemium: false, freeTier: false };
}
