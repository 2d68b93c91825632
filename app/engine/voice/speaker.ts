import { runsSmallBusiness } from "../actions";
import { pluralOf } from "../inflect";
import { budgetBandMonthlyUsd } from "../price";
import { inSituation, type PanelSituations } from "../needs";
import { casualTitle, withArticle } from "../reasons";
import type { Rng } from "../rng";
import { BUYS_FOR_AN_ORGANISATION, isSelfEmployed, roleB2bAffinity } from "../roles";
import type { IdeaFeatures, Persona, Score } from "../types";
import { ideaWordsFor } from "./idea-words";
import { TONE_OF_STYLE, TONE_OF_TRAIT } from "./openers-data";
import type { Tone, Voice } from "./types";

// The speaker behind a reaction: temperament, age, job, household and
// money, so that the same driver is worded by who is saying it.

/** Temperaments in order: each trait's, then the decision style's; "plain" when none. */
function tonesOf(persona: Persona): Tone[] {
  const tones = [...persona.traits, persona.decision_style]
    .map((label) => TONE_OF_TRAIT[label] ?? TONE_OF_STYLE[label])
    .filter((tone): tone is Tone => tone !== undefined);
  return tones.length > 0 ? [...new Set(tones)] : ["plain"];
}

/** "Bluepeak (Series A startup)" -> "Bluepeak"; no employer gives "". */
function employerName(company: string): string {
  // "Co." would end a sentence early in "At Acme Co., we'd...".
  const name = company
    .replace(/\s*\(.*\)\s*$/, "")
    .replace(/\s+Co\.$/, "")
    .trim();
  return /^(?:Self-employed|Retired|Full-time at home|Freelance|Veteran)$/.test(name) ? "" : name;
}

/** Monthly budgets at or below this are tight whatever the persona's sensitivity. */
const TIGHT_BUDGET_USD = 35;

export function speakerOf(
  persona: Persona,
  idea: IdeaFeatures,
  score: Score,
  rng: Rng,
  {
    panel,
    upsideUnsaid = false,
    priceWeighs = false,
    jobFits = true,
  }: { panel?: PanelSituations; upsideUnsaid?: boolean; priceWeighs?: boolean; jobFits?: boolean } = {},
): Voice {
  const owner = runsSmallBusiness(persona);
  const age = persona.demographics.age;
  const tones = tonesOf(persona);
  return {
    persona,
    idea,
    // What the product does for them ("walks my dog") is not said again once their motivation said
    // it, nor by someone without what it needs (no dog to walk).
    words: upsideUnsaid
      ? { ...ideaWordsFor(idea, persona.role), upside: null, does: null }
      : ideaWordsFor(idea, persona.role),
    score,
    role: withArticle(persona.role),
    // Inflecting a title is slow the first time; only some sentences need it.
    get roles() {
      return pluralOf(casualTitle(persona.role));
    },
    company: employerName(persona.company),
    place: persona.demographics.location.split(",")[0] ?? "town",
    age,
    young: age < 30,
    older: age >= 60,
    tones: new Set(tones),
    buyer: roleB2bAffinity(persona.role) >= BUYS_FOR_AN_ORGANISATION && !owner,
    owner,
    solo: isSelfEmployed(persona),
    // The same children the needs gate sees: a persona who speaks as a parent has them at home.
    parent: inSituation(persona, "children", panel),
    tight:
      persona.decision_profile.budget_sensitivity > 0.6 ||
      budgetBandMonthlyUsd(persona.budget) <= TIGHT_BUDGET_USD,
    priceWeighs,
    jobFits,
    rng,
  };
}
