import { DECADES } from "./defaults-data";

/** An explicit age range in the text ("aged 25-40", "in their 40s", "over 65"). */
export function explicitAges(text: string): [number, number] | null {
  const range =
    /\b(?:aged?|ages|between)\s*(\d{1,2})\s*(?:-|–|to|and)\s*(\d{1,2})\b|\b(\d{1,2})\s*(?:-|–|to)\s*(\d{1,2})\s*(?:years?|yrs?|y\/o|yo)\b/i.exec(
      text,
    );
  if (range && aboutTheAudience(text, range)) {
    const low = Number(range[1] ?? range[3]);
    const high = Number(range[2] ?? range[4]);
    if (low >= 10 && high <= 99 && low < high) return [low, high];
  }
  const decade =
    /\b(?:in their|aged? in (?:their)?)?\s*(early|mid|late)?[- ]?(\d0)s\b|\bin their (early |mid |late )?(teens|twenties|thirties|forties|fifties|sixties|seventies|eighties)\b/i.exec(
      text,
    );
  if (decade) {
    const start = decade[2] ? Number(decade[2]) : DECADES[(decade[4] ?? "").toLowerCase()];
    const part = (decade[1] ?? decade[3] ?? "").trim().toLowerCase();
    if (start !== undefined && start >= 10 && start <= 90) {
      if (start === 13) return [13, 19];
      if (part === "early") return [start, start + 4];
      if (part === "mid") return [start + 3, start + 7];
      if (part === "late") return [start + 5, start + 9];
      return [start, start + 9];
    }
  }
  const over =
    /\b(?:over|above|older than)\s*(\d{2})\b|\b(\d{2})\s*\+|\b(\d{2})\s*(?:and|or)\s*(?:over|older|above|up)\b/i.exec(
      text,
    );
  if (over && aboutTheAudience(text, over)) {
    const low = Number(over[1] ?? over[2] ?? over[3]);
    if (low >= 16 && low <= 90) return [low, Math.max(low + 5, 88)];
  }
  const under = /\b(?:under|below|younger than)\s*(\d{2})\b/i.exec(text);
  if (under && aboutTheAudience(text, under)) {
    const high = Number(under[1]);
    if (high >= 16 && high <= 90) return [Math.min(18, high - 3), high];
  }
  return null;
}

// "Parents with children under 16", "firms with over 50 employees": the number
// is someone else's age, or a count, not the audience's age.
const SOMEONE_ELSE =
  /\b(?:child|children|kids?|sons?|daughters?|teens?|teenagers?|bab(?:y|ies)|toddlers?|grandchildren)\W+(?:\w+\W+)?$/i;
const A_COUNT =
  /^\s*\+?\s*(?:employees|staff|people|workers|members|seats|locations|stores|shops|customers|users|clients|beds|units|%|percent)\b/i;

function aboutTheAudience(text: string, match: RegExpExecArray): boolean {
  const before = text.slice(Math.max(0, match.index - 30), match.index);
  const after = text.slice(match.index + match[0].length);
  return !SOMEONE_ELSE.test(before) && !A_COUNT.test(after);
}
