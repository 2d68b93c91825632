/**
 * A cue that applies only where the text names nothing more specific anywhere:
 * "teachers" teach at any level unless a level is named, a small business is
 * of any kind unless its kind is named.
 */
export function unlessNamed(cue: string, specific: string): RegExp {
  return new RegExp(String.raw`^(?![\s\S]*(?:${specific}))[\s\S]*(?:${cue})`, "i");
}
