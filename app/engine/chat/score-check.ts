// A reply written by a language model must still sound like the score the
// persona gave: a rejecter does not gush and an adopter does not wave it off.
// When it does, the engine's own answer is used instead.

const KEEN =
  /\b(?:sign me up|count me in|i love (?:it|this)|i'd (?:definitely|absolutely|happily) (?:buy|use|try|pay|sign up)|can't wait to (?:try|use|buy)|take my money|i'm sold)\b/i;
const DISMISSIVE =
  /\b(?:not for me|i'd never (?:buy|use|try)|hard pass|not interested|no way i'd|waste of money)\b/i;

/** True when the reply's tone contradicts the persona's score (1-2 sounding keen, 4-5 dismissive). */
export function contradictsScore(reply: string, score: number): boolean {
  if (score <= 2) return KEEN.test(reply);
  if (score >= 4) return DISMISSIVE.test(reply);
  return false;
}
