import { GENERIC_BUSINESS_WORDS, isTradeModifier, plural, SIZE_WORDS, TRADE_WORDS } from "./business-kind";
import { nounInfo } from "./lexicon";

// A business tool that names its customers' trade ("for small accounting
// firms", "for your salon", "for dental practices") is of no use to a business in
// another trade: a gym owner does not buy invoice software for accounting
// firms. The trade is read from the text; whether a persona is in it, from
// their job title and the topics their job shares with the idea.

const BUSINESS_NOUNS = GENERIC_BUSINESS_WORDS.map(plural).join("|");
const TRADE_NOUNS = [
  ...TRADE_WORDS.map((word) => `${word}|${plural(word)}`),
  "law firms?",
  "dental practices?",
].join("|");

const NAMED_BUSINESS = new RegExp(
  `\\bfor (?:(?:small|independent|local|growing|mid-sized|medium-sized) )*((?:[a-z-]+ ){1,2}(?:${BUSINESS_NOUNS}))\\b`,
  "i",
);
const TRADE_BUSINESS = new RegExp(
  `\\b(?:for|your|their) (?:(?:small|independent|local|own|growing) )*((?:[a-z-]+ )?(?:${TRADE_NOUNS}))\\b`,
  "i",
);

/** The trade a business idea names as its customer ("accounting firms", "salons"), else null. */
export function readTrade(text: string): string | null {
  const business = NAMED_BUSINESS.exec(text)?.[1];
  if (business) {
    const words = business.split(" ");
    const modifiers = words.slice(0, -1).filter(isTradeModifier);
    // "For small business owners" or "for many teams" name no trade.
    if (modifiers.length && !modifiers.every((word) => /^(?:many|all|most|other|any)$/i.test(word)))
      return [...modifiers, words.at(-1)].join(" ").toLowerCase();
  }
  const trade = TRADE_BUSINESS.exec(text)?.[1];
  if (trade) {
    const words = trade.split(" ").filter((word) => !SIZE_WORDS.test(word));
    const noun = words.at(-1)!;
    // "Your favourite restaurants" is where a consumer eats, not a trade; only a kind of place counts.
    const modifier = words.length > 1 && nounInfo(words[0]!) ? words[0] : null;
    // "Your salon" names the trade of salons, as "for salons" does.
    const kind = /s$/i.test(noun) ? noun : plural(noun);
    return (modifier ? `${modifier} ${kind}` : kind).toLowerCase();
  }
  // People ("for freelancers", "free for tenants") are not read as a trade: the
  // dictionary cannot tell a job from a role in life, and a wrong trade would
  // turn most of a panel away.
  return null;
}

/** Word stems that match across forms: "accounting" and "accountant", "salons" and "salon". */
function sharesStem(a: string, b: string): boolean {
  const shorter = Math.min(a.length, b.length);
  const need = Math.min(5, shorter);
  return shorter >= 3 && a.slice(0, need) === b.slice(0, need);
}

const NOT_A_TRADE_WORD =
  /^(?:small|business(?:es)?|firms?|owners?|companies|company|offices?|teams?|shops?|stores?)$/i;

/** Whether a job title names the trade ("Accounting Firm Partner" for "accounting firms"). */
export function titleInTrade(role: string, trade: string): boolean {
  const roleWords = role
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
  const tradeWords = trade.split(" ").filter((word) => !NOT_A_TRADE_WORD.test(word));
  return tradeWords.some((word) => roleWords.some((roleWord) => sharesStem(word, roleWord)));
}
