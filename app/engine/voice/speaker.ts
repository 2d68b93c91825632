import { readsAsNew } from "../idea-signals";
import { runsSmallBusiness } from "../actions";
import { pluralOf } from "../inflect";
import { budgetBandMonthlyUsd, spokenBudget } from "../price";
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

/** Kinds of product whose take-up falls with age: gadgets, developer tools and games. */
const NEWER_KINDS = new Set<IdeaFeatures["category"]>(["hardware", "developer_tool", "entertainment"]);
/** Kinds of product that come with later life: health, money, cover. */
const LATER_LIFE_KINDS = new Set<IdeaFeatures["category"]>(["health", "finance"]);

/**
 * Whether someone's age is a reason to give about the idea. New things and technology are taken
 * up far less the older people are, and health, money and cover matter more; a cleaning spray or
 * a sauce is nobody's age question, so "at 72" or "nobody my age" is not said of it.
 */
export function ageIsAReason(idea: IdeaFeatures, age: number): boolean {
  if (age >= 60) {
    return readsAsNew(idea) || idea.usesAI || Boolean(idea.digital) || NEWER_KINDS.has(idea.category);
  }
  return age < 30 && (Boolean(idea.cover) || LATER_LIFE_KINDS.has(idea.category));
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
    ageIsAReason: ageIsAReason(idea, age),
    tones: new Set(tones),
    buyer: roleB2bAffinity(persona.role) >= BUYS_FOR_AN_ORGANISATION && !owner,
    owner,
    solo: isSelfEmployed(persona),
    // The same children the needs gate sees: a persona who speaks as a parent has them at home.
    parent: inSituation(persona, "children", panel),
    tight:
      persona.decision_profile.budget_sensitivity > 0.6 ||
      budgetBandMonthlyUsd(persona.budget) <= TIGHT_BUDGET_USD,
    budget: spokenBudget(persona.budget),
    priceWeighs,
    jobFits,
    rng,
  };
}
