import {
  CHANGE_WORDS,
  GROUP_WORDS,
  LIKE_WORDS,
  MOST_WORDS,
  NO_WORDS,
  OVERVIEW_WORDS,
  PRICE_WORDS,
  WHO_WORDS,
  WHY_WORDS,
} from "./intent-data";

// Question classification for analyzeResults: the kind of answer a question
// wants and, for "who" questions, the kind of group.

export type Intent = "price" | "who_liked" | "why_no" | "why_yes" | "change" | "overview" | "group";

export function intentOf(question: string, hasScope: boolean): Intent | null {
  const q = question.toLowerCase();
  if (PRICE_WORDS.test(q)) return "price";
  if (
    NO_WORDS.test(q) &&
    (WHY_WORDS.test(q) || /\b(?:say|said|saying)\s+no\b|\bconcerns?\b|\bblockers?\b|\bobjections?\b/.test(q))
  )
    return "why_no";
  if (WHO_WORDS.test(q) && (LIKE_WORDS.test(q) || MOST_WORDS.test(q))) return "who_liked";
  if ((WHY_WORDS.test(q) || /\bwhat did\b|\bwhat do\b/.test(q)) && LIKE_WORDS.test(q)) return "why_yes";
  if (CHANGE_WORDS.test(q)) return "change";
  if (OVERVIEW_WORDS.test(q)) return "overview";
  if (NO_WORDS.test(q) && /\b(?:they|people|personas|anyone|nobody|some)\b/.test(q)) return "why_no";
  if (GROUP_WORDS.test(q) && hasScope) return "group";
  return null;
}

export type Dimension = "age" | "role" | "place";

/** The kind of group a "who" question asks for ("which age group..."), if it names one. */
export function dimensionOf(question: string): Dimension | null {
  const q = question.toLowerCase();
  if (/\b(?:ages?|old|young|generation)\b/.test(q)) return "age";
  if (/\b(?:roles?|jobs?|occupations?|professions?|titles?)\b/.test(q)) return "role";
  if (/\b(?:countr(?:y|ies)|where|locations?|cities|city|regions?|places?)\b/.test(q)) return "place";
  return null;
}
