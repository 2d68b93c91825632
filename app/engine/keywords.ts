import type { Tokens } from "./text";

// Keyword lists are written as plain strings:
//   "kid"          the word, its plural or possessive ("kids", "kid's")
//   "cook*"        any word starting with "cook"
//   "pull request*" a phrase; a trailing * lets the last word go on
// Tokens come from tokenize(), so matching is case-insensitive.

/** "cook*, olive oil, kid" -> ["cook*", "olive oil", "kid"] */
export function cues(list: string): string[] {
  return list
    .split(",")
    .map((cue) => cue.trim())
    .filter((cue) => cue.length > 0);
}

export interface KeywordMatcher {
  /** The keywords that occur in the text, each once. */
  matches(tokens: Tokens): string[];
  count(tokens: Tokens): number;
}

export function keywordMatcher(keywords: readonly string[]): KeywordMatcher {
  const exact = new Map<string, string>();
  const prefixes: string[] = [];
  const phrases: Array<{ keyword: string; needle: string }> = [];
  for (const raw of keywords) {
    const keyword = raw.toLowerCase();
    const open = keyword.endsWith("*");
    const stem = open ? keyword.slice(0, -1) : keyword;
    if (stem.includes(" ")) {
      phrases.push({ keyword, needle: open ? ` ${stem}` : ` ${stem} ` });
    } else if (open) {
      prefixes.push(stem);
    } else {
      for (const form of [stem, `${stem}s`, `${stem}es`]) {
        if (!exact.has(form)) exact.set(form, keyword);
      }
    }
  }

  function matches(tokens: Tokens): string[] {
    const found = new Set<string>();
    for (const part of tokens.parts) {
      const hit = exact.get(part);
      if (hit) found.add(hit);
      for (const stem of prefixes) {
        if (part.startsWith(stem)) found.add(`${stem}*`);
      }
    }
    for (const { keyword, needle } of phrases) {
      if (tokens.joined.includes(needle)) found.add(keyword);
    }
    return [...found];
  }

  return { matches, count: (tokens) => matches(tokens).length };
}
