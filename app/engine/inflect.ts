import nlp from "compromise";

// Inflection through the NLP library the idea reader uses, not suffix rules:
// "director of operations" -> "directors of operations", "woman" -> "women".

const plurals = new Map<string, string>();

/** The plural of a job title or noun phrase: its head noun inflected, the rest kept. */
export function pluralOf(phrase: string): string {
  const cached = plurals.get(phrase);
  if (cached) return cached;
  // The head of "head of procurement" is "head"; of "police officer", "officer".
  const [head = phrase, ...rest] = phrase.split(/ (?=(?:of|for|in|at) )/);
  const words = head.split(" ");
  const last = words.pop() ?? "";
  // A lone word may read as a verb ("nurse"): say it is a singular noun.
  const doc = nlp(last);
  doc.tag("Singular");
  let inflected = doc.nouns().toPlural().text() || last;
  // Acronyms ("VP") are left alone by the library; they take an "s".
  if (inflected === last && /^[A-Z]{2,}$/.test(last)) inflected = `${last}s`;
  const plural = [...words, inflected, ...rest].join(" ");
  if (plurals.size < 2000) plurals.set(phrase, plural);
  return plural;
}
