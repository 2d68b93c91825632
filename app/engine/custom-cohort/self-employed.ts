import { nounInfo } from "../lexicon";
import { singular } from "../business-kind";
import { capitalize } from "../text";
import { BUILDING_TRADES } from "./small-business";
import type { Shift } from "./types";

// People who work for themselves: "freelancers", "gig workers", and any trade
// named so ("self-employed physiotherapists", "freelance translators"). A
// trade named is its own role, self-employed (beside what a rule knows of it),
// rather than a mix of freelance writers and designers who are not the people
// described.

// A building trade's contractors run firms (`BUILDING_CONTRACTORS` in small-business.ts).
const SELF_EMPLOYED = new RegExp(
  String.raw`\b(?:freelancers?|self-employed|gig workers?|(?<!\b(?:${BUILDING_TRADES}) )contractors?|consultants?|solopreneurs?)\b`,
  "i",
);
// Words that say everyone described works for themselves; "contractors" and "consultants" alone
// may work for a firm.
const ALL_SELF_EMPLOYED =
  /\b(?:freelancers?|freelance|self-employed|gig workers?|solopreneurs?|independent contractors?|work(?:ing)? for themselves)\b/i;
// An audience that also names people who work for others ("as employees or freelancers").
const EMPLOYEES = /\b(?:employees?|employed|staff|salaried|on payroll)\b/i;
const withoutSelfEmployed = (text: string) => text.replace(/\bself-employed\b/gi, "");
// "freelance designers, writers and developers": every trade of the list.
const NAMED_TRADE = /\b(?:self-employed|freelance) ([a-z-]+(?:, [a-z-]+)*(?:,? (?:and|or) [a-z-]+)?)\b/gi;
// Who they are, not what they do.
const NOT_A_TRADE =
  /^(?:people|persons?|workers?|adults?|individuals?|professionals?|freelancers?|contractors?|consultants?|women|men|parents|moms|mums|dads|mothers|fathers|creatives|and|or|in|on|with)$/i;

const FREELANCE_MIX: ReadonlyArray<readonly [string, number]> = [
  ["Freelance Writer", 2],
  ["Freelance Designer", 2],
  ["Freelance Developer", 2],
  ["Freelance Consultant", 2],
  ["Freelance Photographer", 1],
  ["Rideshare Driver", 1],
];

function tradesNamed(text: string): string[] {
  const trades: string[] = [];
  for (const match of text.matchAll(NAMED_TRADE)) {
    for (const named of match[1]!.split(/,? (?:and|or) |, /)) {
      const word = named.toLowerCase();
      if (!word || NOT_A_TRADE.test(word) || nounInfo(word)?.kind !== "person") continue;
      const title = singular(word);
      const freelance = /^freelance/i.test(match[0]) ? "Freelance " : "";
      trades.push(`${freelance}${capitalize(title)}`);
    }
  }
  return trades;
}

/** How naming self-employed people shifts the panel, or undefined when the text names none. */
export function selfEmployed(text: string): Shift | undefined {
  if (!SELF_EMPLOYED.test(text) && !/\bfreelance\b/i.test(text)) return undefined;
  const trades = tradesNamed(text);
  return {
    selfEmployed: ALL_SELF_EMPLOYED.test(text) && !EMPLOYEES.test(withoutSelfEmployed(text)),
    // A trade named is its people, beside what any rule knows of them ("freelance designers").
    roles: trades.length > 0 ? trades.map((title) => [title, 1] as const) : FREELANCE_MIX,
    interests: ["Productivity systems", "Personal finance", "Remote work"],
    painPoints: [
      "Irregular income",
      "Finding clients",
      "Keeping up with bookkeeping and taxes",
      "Late-paying clients",
    ],
    traits: ["Independent", "Resilient"],
  };
}
