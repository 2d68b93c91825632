import { NEEDS, type NeedRow } from "./needs-data";
import { hashSeed } from "./rng";
import { everywhere } from "./regex";
import type { NeedId, Persona } from "./types";

// Whether a product presupposes a situation (a dog, a car, being single) and
// whether a persona is in it. The draw is fixed per persona and situation,
// so a persona who has no dog has none for every idea.

const BY_ID = new Map<NeedId, NeedRow>(NEEDS.map((row) => [row.id, row]));

/**
 * The situations an idea presupposes, in table order. A product that is
 * itself the thing ("an electric bike", "an electric car subscription")
 * presupposes nothing: getting it is how one gets into the situation; a bike
 * lock needs a bike. The product is the main noun with the words before it.
 */
export function readNeeds(
  text: string,
  mainNoun: string | null = null,
  mainPhrase: string | null = null,
): NeedId[] {
  const product = productThroughHead(mainNoun, mainPhrase);
  return NEEDS.filter(
    (row) =>
      namedUnnegated(row.cue, text) &&
      !row.unless?.test(text) &&
      (row.evenAsProduct || !(product && namesTheProduct(row.cue, product))),
  ).map((row) => row.id);
}

// "For people without diabetes", "who don't have a dog", "non-diabetic": the situation named is
// the one the product is not for.
const NEGATED_BEFORE =
  /\b(?:without|no|not|non|never|don't have|do not have|doesn't have|does not have|free of)(?: (?:a|an|any|your|their))?[\s-]*$/i;

// "A pickup of your scraps by bike", "groceries delivered by car": how the service reaches
// people, which they need not have.
const SERVICE_MEANS_BEFORE =
  /\b(?:deliver\w*|pick(?:s|ed)?[- ]?ups?|collect\w*|brought|sent|shipped|carried)\b[^.,;:]*\b(?:by|via)\s+(?:[\w-]+\s+)?$/i;

/**
 * Whether the text names the situation as one its people are in: not as what they are without,
 * nor as how the service reaches them.
 */
function namedUnnegated(cue: RegExp, text: string): boolean {
  for (const match of text.matchAll(everywhere(cue))) {
    const before = text.slice(Math.max(0, match.index - 60), match.index);
    if (!NEGATED_BEFORE.test(before.slice(-32)) && !SERVICE_MEANS_BEFORE.test(before)) return true;
  }
  return false;
}

/** "An electric car" of "An electric car subscription" whose main noun is "car". */
function productThroughHead(head: string | null, phrase: string | null): string | null {
  if (!head) return null;
  const at = phrase ? phrase.toLowerCase().lastIndexOf(head.toLowerCase()) : -1;
  return at === -1 ? head : phrase!.slice(0, at + head.length);
}

/** Whether the cue names the product itself: a match that ends at its main noun ("electric car", not "bike lock"). */
function namesTheProduct(cue: RegExp, product: string): boolean {
  for (const match of product.matchAll(everywhere(cue))) {
    if (match.index + match[0].length === product.length) return true;
  }
  return false;
}

/**
 * A situation's words, for reports and reactions: its label ("has a dog"), the
 * concern of someone not in it, how they say so, and how someone in it does.
 * A situation a stored report names that the table no longer has gets plain words.
 */
export function needWords(
  id: NeedId,
): Pick<NeedRow, "label" | "concern" | "without" | "having" | "despite" | "despiteAsGift"> {
  return (
    BY_ID.get(id) ?? {
      label: id,
      concern: "Not for their situation",
      without: ["It doesn't fit my situation"],
      having: "It fits my situation",
      despite: [],
    }
  );
}

/** Whether being in the situation is a reason to want the product, not only what lets it in. */
export function isAReason(id: NeedId): boolean {
  return BY_ID.get(id)?.onlyAllows !== true;
}

/** Whether someone in the situation already pays a bill of this kind (a health plan of their own). */
export function billAlreadyPaid(id: NeedId): boolean {
  return BY_ID.get(id)?.billAlreadyPaid === true;
}

function rateFor(row: NeedRow, age: number): number {
  let rate = row.rateByAge[0]?.[1] ?? 0;
  for (const [minAge, value] of row.rateByAge) if (age >= minAge) rate = value;
  return rate;
}

/** Whether the persona is in the situation: their labels first, else a fixed draw at the population rate. */
export function hasNeed(persona: Persona, id: NeedId): boolean {
  const row = BY_ID.get(id);
  if (!row) return true;
  if (row.anyOf) return row.anyOf.some((part) => hasNeed(persona, part));
  const labelled =
    (row.labels !== undefined &&
      [persona.role, ...persona.interests, ...persona.pain_points].some((label) =>
        row.labels!.test(label),
      )) ||
    row.labelledWork?.(persona) === true;
  const rate = labelled ? (row.labelledRate ?? 1) : rateFor(row, persona.demographics.age);
  return hashSeed(`${persona.persona_id}|need|${id}`) / 0x1_0000_0000 < rate;
}

/** What the panel's audience says of everyone's situations ("parents of...", "childless couples"). */
export interface PanelSituations {
  /** Everyone is in these. */
  situations: readonly NeedId[];
  /** No one is in these. */
  ruledOut: readonly NeedId[];
}

const NO_PANEL_SITUATIONS: PanelSituations = { situations: [], ruledOut: [] };

/** Whether the persona is in the situation: as their audience says, else as `hasNeed` draws. */
export function inSituation(
  persona: Persona,
  id: NeedId,
  panel: PanelSituations = NO_PANEL_SITUATIONS,
): boolean {
  if (panel.ruledOut.includes(id)) return false;
  if (panel.situations.includes(id)) return true;
  const parts = BY_ID.get(id)?.anyOf;
  return parts ? parts.some((part) => inSituation(persona, part, panel)) : hasNeed(persona, id);
}

/**
 * The situation the persona is in, in its own words: of one that is any of several (children or a
 * home), the first they are in ("I have kids at home"), else the situation itself.
 */
export function situationHeld(
  persona: Persona,
  id: NeedId,
  panel: PanelSituations = NO_PANEL_SITUATIONS,
): NeedId {
  const parts = BY_ID.get(id)?.anyOf;
  return parts?.find((part) => inSituation(persona, part, panel)) ?? id;
}

/** The first situation the idea presupposes that the persona is not in, if any. */
export function missingNeed(
  persona: Persona,
  needs: readonly NeedId[] | undefined,
  panel: PanelSituations = NO_PANEL_SITUATIONS,
): NeedId | null {
  return needs?.find((id) => !inSituation(persona, id, panel)) ?? null;
}

/**
 * The situations an audience's description says none of its people are in ("childless couples",
 * "with roommates"), unless it also names them.
 */
export function situationsRuledOut(description: string): NeedId[] {
  const named = situationsNamed(description);
  return NEEDS.filter((row) => row.ruledOutBy?.test(description) && !named.includes(row.id)).map(
    (row) => row.id,
  );
}

/**
 * Of the situations a panel is in, those the idea is about in the words of someone in them: "adults
 * with type 2 diabetes" asked about a patch that tracks blood sugar.
 */
export function situationsServed(situations: readonly NeedId[], ideaText: string): NeedId[] {
  return situations.filter((id) => {
    const row = BY_ID.get(id);
    return row !== undefined && (namedUnnegated(row.cue, ideaText) || (row.labels?.test(ideaText) ?? false));
  });
}

/** The situations an audience's description puts its people in ("parents of children under 12"). */
export function situationsNamed(clause: string): NeedId[] {
  return NEEDS.filter((row) => (row.audience ?? row.cue).test(clause)).map((row) => row.id);
}
