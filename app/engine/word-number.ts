// A countable word's plural and singular by its spelling: for the short nouns of trades and units
// ("salon", "lessons"), where the NLP library (inflect.ts) would be more than a price needs.

export function plural(word: string): string {
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(?:s|sh|ch|x)$/.test(word)) return `${word}es`;
  return `${word}s`;
}

export function singular(word: string): string {
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(?:ss|sh|ch|x)es$/.test(word)) return word.slice(0, -2);
  if (/[^s]s$/.test(word)) return word.slice(0, -1);
  return word;
}
