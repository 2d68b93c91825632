import type { Driver } from "../utility";
import type { Line, Voice } from "./types";

/**
 * One of the templates that fit this speaker, each as likely as the others: a
 * template that does not apply (null) must not hand its share to its
 * neighbour, or the general lines crowd out the situated ones. Templates are
 * tried in a random order, so only as many are written as needed.
 */
export function say(lines: readonly Line[] | undefined, voice: Voice, driver: Driver): string | null {
  if (!lines) return null;
  const left = [...lines];
  while (left.length > 0) {
    const index = Math.floor(voice.rng.next() * left.length);
    const line = left[index]!(voice, driver);
    if (line) return line;
    left.splice(index, 1);
  }
  return null;
}

/** No driver: for templates that need only the speaker (verdicts, last words). */
const NONE: Driver = { key: "mood", value: 0 };

/** The same for templates that need only the speaker. */
export function sayAny(lines: readonly ((voice: Voice) => string | null)[], voice: Voice): string | null {
  return say(lines, voice, NONE);
}
