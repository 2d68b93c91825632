import { runsSmallBusiness } from "../actions";
import { pluralOf } from "../inflect";
import { budgetBandMonthlyUsd } from "../price";
import { casualTitle, withArticle } from "../reasons";
import type { Rng } from "../rng";
import { roleB2bAffinity } from "../roles";
import type { IdeaFeatures, Persona, Score } from "../types";
import { ideaWords } from "./idea-words";
import { TONE_OF_TRAIT } from "./openers-data";
import type { Tone, Voice } from "./types";

// The speaker behind a reaction: temperament, age, job, household and
// money, so that the same driver is worded by who is saying it.

function toneOf(persona: Persona): Tone {
  for (const trait of persona.traits) {
    const tone = TONE_OF_TRAIT[trait];
    if (tone) return tone;
  }
  if (persona.decision_style === "Analytical" || persona.decision_style === "Data-driven")
    return "analytical";
  if (persona.decision_style === "Cautious") return "wary";
  return "plain";
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

const FAMILY = /\b(?:parent|parenting|kids?|children|child|childcare|family|grandchildren|picky eaters)\b/i;

/** Monthly budgets at or below this are tight whatever the persona's sensitivity. */
const TIGHT_BUDGET_USD = 35;

export function speakerOf(
  persona: Persona,
  idea: IdeaFeatures,
  score: Score,
  rng: Rng,
): Voice {
  const owner = runsSmallBusiness(persona);
  const age = persona.demographics.age;
  return {
    persona,
    idea,
    words: ideaWords(idea),
    score,
    role: withArticle(persona.role),
    roles: pluralOf(casualTitle(persona.role)),
    company: employerName(persona.company),
    place: persona.demographics.location.split(",")[0] ?? "town",
    age,
    young: age < 30,
    older: age >= 60,
    tone: toneOf(persona),
    buyer: roleB2bAffinity(persona.role) >= 0.6 && !owner,
    owner,
    parent: [persona.role, ...persona.interests, ...persona.pain_points].some((label) => FAMILY.test(label)),
    tight:
      persona.decision_profile.budget_sensitivity > 0.6 ||
      budgetBandMonthlyUsd(persona.budget) <= TIGHT_BUDGET_USD,
    rng,
  };
}
