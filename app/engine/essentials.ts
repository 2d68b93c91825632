import type { EssentialKind } from "./types";

// A household essential is a bill nearly every home pays to someone already:
// home internet, a phone plan, energy, water, the insurance of a car, a home or
// one's health. Nobody weighs having one; they weigh which provider. So an
// offer of one replaces a bill rather than adds one, and a rise in one is kept
// or taken to another provider, never simply dropped as a streaming service is.

const ESSENTIALS: ReadonlyArray<{ kind: EssentialKind; cue: RegExp }> = [
  {
    kind: "internet",
    cue: /\bbroadband\b|\b(?:home|fib(?:re|er)(?: optic)?|high-speed|satellite|cable|your) internet\b(?!-)|\binternet (?:service|plan|package|connection|bill|access|provider|subscription)s?\b/i,
  },
  {
    kind: "phone",
    cue: /\b(?:mobile|cell(?:ular)?|cell ?phone|smartphone|phone|wireless|sim-only)(?: phone)? (?:plan|contract|bill|service|tariff|subscription)s?\b/i,
  },
  {
    kind: "energy",
    cue: /\belectricity\b|\b(?:electric|power|energy|gas|heating|utility) (?:bill|plan|tariff|supply|supplier|rates?|contract)s?\b/i,
  },
  { kind: "water", cue: /\bwater (?:bill|rates?|supply|service)s?\b/i },
  {
    kind: "insurance",
    cue: /\b(?:car|auto|motor|vehicle|home|homeowners?'?|house(?:hold)?|health|medical) insurance\b|\b(?:car|auto|home|health) (?:insurance )?(?:premiums?|polic(?:y|ies))\b/i,
  },
];

/** What kind of household essential the product is, read from its main phrase; null for anything else. */
export function readEssential(mainPhrase: string | null, digital: boolean): EssentialKind | null {
  // An app about bills (one that compares broadband deals) is software, not the bill.
  if (!mainPhrase || digital) return null;
  return ESSENTIALS.find(({ cue }) => cue.test(mainPhrase))?.kind ?? null;
}

// Cover (any insurance, a warranty, a protection plan) is held for when it is needed, not used.
// A word of cover naming what another product deals with ("a privacy policy generator") is not cover.
const COVER =
  /\b(?:insurance|polic(?:y|ies)|warrant(?:y|ies)|protection plans?)\b(?!\s+(?:generators?|templates?|builders?|checkers?|trackers?|apps?|tools?|software|platforms?|comparisons?|quotes?\b))/i;

/** Whether the product is cover held for when it is needed, read from its main phrase. */
export function readCover(mainPhrase: string | null, digital: boolean): boolean {
  return !digital && mainPhrase !== null && COVER.test(mainPhrase);
}

/** Whether one uses it day to day (a connection, a phone) rather than holds it for when it is needed (cover). */
export function isUsedDaily(kind: EssentialKind): boolean {
  return kind === "internet" || kind === "phone";
}

/** Who else sells it: where someone goes when its price rises. */
export function providersOf(kind: EssentialKind): string {
  return kind === "insurance" ? "insurers" : kind === "energy" ? "suppliers" : "providers";
}
