/** The same pattern matching every occurrence: `matchAll` and a replace of all need the "g" flag. */
export function everywhere(pattern: RegExp): RegExp {
  return pattern.global ? pattern : new RegExp(pattern.source, `${pattern.flags}g`);
}

/** Text matched as itself inside a pattern ("c++" is no quantifier). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
