import { BUDGET_BANDS } from "./catalog";
import { drawFamilyName, drawName } from "./names";
import { createRng, hashHex, type Rng } from "./rng";
import { clamp, round } from "./text";
import type { AgeBand, CohortModel, Persona, Place, RoleSpec, Weighted } from "./types";

// Samples personas from a cohort's distributions. Persona i depends only on
// (cohort, seed, i): the first 25 of 100 personas are the 25 of a run of 25,
// and a run can be generated in batches.

/** Upper bound on one run, far above the app's sizes, to keep memory bounded. */
export const MAX_PERSONAS = 5000;

const FALLBACK_PLACE: Place = {
  location: "Columbus, OH, USA",
  city: "Columbus",
  country: "USA",
  rural: false,
  nationalities: [["American", 1]],
};

const BRAND_STARTS = [
  "North",
  "Blue",
  "Bright",
  "Clear",
  "Silver",
  "Oak",
  "River",
  "Summit",
  "Maple",
  "Harbor",
  "Iron",
  "Cedar",
  "Nova",
  "Lumen",
  "Pine",
  "Stone",
  "Swift",
  "Atlas",
  "Ever",
  "True",
  "Red",
  "Golden",
];
const BRAND_ENDS = [
  "wind",
  "peak",
  "path",
  "line",
  "works",
  "field",
  "gate",
  "stack",
  "leaf",
  "bridge",
  "point",
  "forge",
  "wave",
  "hub",
  "craft",
  "lane",
  "light",
  "rock",
  "wood",
  "vale",
];

// Traits that would contradict each other in one person.
const CONFLICTS: ReadonlyArray<readonly [string, string]> = [
  ["Skeptical", "Enthusiastic"],
  ["Cautious", "Adventurous"],
  ["Cautious", "Impatient"],
  ["Traditional", "Early adopter"],
  ["Traditional", "Trend-conscious"],
  ["Traditional", "Tech-savvy"],
  ["Easygoing", "Impatient"],
  ["Frugal", "Thrifty"],
];

const TECH_TRAIT_SHIFT: Readonly<Record<string, number>> = {
  "Early adopter": 0.12,
  "Tech-savvy": 0.1,
  Curious: 0.04,
  Traditional: -0.12,
  Cautious: -0.05,
};

const THRIFT_TRAIT_SHIFT: Readonly<Record<string, number>> = {
  Frugal: 0.12,
  Thrifty: 0.12,
  "Family-oriented": 0.03,
  Impulsive: -0.05,
  Ambitious: -0.03,
};

// Tighter budgets go with more price sensitivity.
const THRIFT_BUDGET_SHIFT: Readonly<Record<string, number>> = {
  [BUDGET_BANDS.minimal]: 0.12,
  [BUDGET_BANDS.low]: 0.05,
  [BUDGET_BANDS.moderate]: 0,
  [BUDGET_BANDS.comfortable]: -0.05,
  [BUDGET_BANDS.business]: -0.08,
  [BUDGET_BANDS.department]: -0.1,
  [BUDGET_BANDS.enterprise]: -0.12,
  [BUDGET_BANDS.strategic]: -0.14,
};

function conflicts(a: string, b: string): boolean {
  return CONFLICTS.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
}

function drawTraits(rng: Rng, traits: readonly Weighted<string>[], count: number): string[] {
  const chosen: string[] = [];
  let pool = traits.filter(([, weight]) => weight > 0);
  while (chosen.length < count && pool.length > 0) {
    const trait = rng.weighted(pool);
    chosen.push(trait);
    pool = pool.filter(([candidate]) => candidate !== trait && !conflicts(candidate, trait));
  }
  return chosen;
}

function drawAge(rng: Rng, bands: readonly AgeBand[]): number {
  if (bands.length === 0) return rng.int(18, 80);
  const band = rng.weighted(bands.map((entry): Weighted<AgeBand> => [entry, entry.weight]));
  return rng.int(Math.round(band.min), Math.round(band.max));
}

function drawRole(
  rng: Rng,
  roles: readonly Weighted<RoleSpec>[],
  age: number,
): { role: RoleSpec; age: number } {
  const fitting = roles.filter(([spec]) => age >= spec.minAge && age <= spec.maxAge);
  if (fitting.length > 0) return { role: rng.weighted(fitting), age };
  // No job fits this age: keep the job mix and draw an age that fits the job.
  const role = rng.weighted(roles);
  return { role, age: rng.int(role.minAge, role.maxAge) };
}

function brandName(rng: Rng): string {
  return `${rng.pick(BRAND_STARTS)}${rng.pick(BRAND_ENDS)}`;
}

function companyFor(
  rng: Rng,
  role: RoleSpec,
  place: Place,
  nationality: string,
  ownFamilyName: string,
): string {
  const template = role.companies.length > 0 ? rng.pick(role.companies) : "Self-employed";
  return template
    .replace("{brand}", brandName(rng))
    .replace("{city}", place.city)
    .replace("{owner}", ownFamilyName)
    .replace("{surname}", drawFamilyName(rng, nationality));
}

/** Id of persona `index` (0-based) of a run: stable per cohort, seed and index. */
export function personaId(cohort: CohortModel, seed: string | number, index: number): string {
  return `p-${hashHex(`${seed}|${cohort.id}`)}-${String(index + 1).padStart(3, "0")}`;
}

/** Persona number `index` of a run; independent of how many are drawn. */
export function generatePersona(cohort: CohortModel, seed: string | number, index: number): Persona {
  const rng = createRng(`${seed}|${cohort.id}|persona|${index}`);
  const gender = cohort.genders.length > 0 ? rng.weighted(cohort.genders) : "Female";
  const place = cohort.places.length > 0 ? rng.weighted(cohort.places) : FALLBACK_PLACE;
  const nationality = place.nationalities.length > 0 ? rng.weighted(place.nationalities) : "American";
  const drawn = drawRole(rng, cohort.roles, drawAge(rng, cohort.ages));
  const name = drawName(rng, nationality, gender);
  const traits = drawTraits(rng, cohort.traits, 3);
  const interests = rng.weightedSample(cohort.interests, 3);
  const painPoints = rng.weightedSample(cohort.painPoints, 2);
  const budget = cohort.budgets.length > 0 ? rng.weighted(cohort.budgets) : BUDGET_BANDS.comfortable;
  const decisionStyle = cohort.decisionStyles.length > 0 ? rng.weighted(cohort.decisionStyles) : "Analytical";

  let techAdoption = rng.beta(cohort.techAdoption.alpha, cohort.techAdoption.beta);
  // Openness to new technology drifts down with age (about 0.1 per 25 years).
  techAdoption -= (drawn.age - 40) * 0.004;
  let budgetSensitivity = rng.beta(cohort.budgetSensitivity.alpha, cohort.budgetSensitivity.beta);
  budgetSensitivity += THRIFT_BUDGET_SHIFT[budget] ?? 0;
  for (const trait of traits) {
    techAdoption += TECH_TRAIT_SHIFT[trait] ?? 0;
    budgetSensitivity += THRIFT_TRAIT_SHIFT[trait] ?? 0;
  }

  return {
    persona_id: personaId(cohort, seed, index),
    name: name.full,
    role: drawn.role.title,
    company: companyFor(rng, drawn.role, place, nationality, name.family),
    demographics: {
      location: place.location,
      age: drawn.age,
      gender,
      nationality,
    },
    traits,
    interests,
    pain_points: painPoints,
    budget,
    decision_style: decisionStyle,
    decision_profile: {
      tech_adoption: round(clamp(techAdoption, 0.02, 0.98), 2),
      budget_sensitivity: round(clamp(budgetSensitivity, 0.02, 0.98), 2),
    },
  };
}

const INITIALS = "ABCDEFGHJKLMNPRSTVW";

/** Gives repeated names a middle initial so every persona is told apart. */
export function distinguishNames<T extends { name: string }>(personas: T[]): T[] {
  const seen = new Set<string>();
  return personas.map((persona, index) => {
    let name = persona.name;
    for (let attempt = 0; seen.has(name) && attempt < INITIALS.length; attempt++) {
      const parts = persona.name.split(" ");
      const initial = INITIALS[(index + attempt) % INITIALS.length];
      name = [...parts.slice(0, -1), `${initial}.`, parts[parts.length - 1]].join(" ");
    }
    seen.add(name);
    return name === persona.name ? persona : { ...persona, name };
  });
}

/** `count` personas of the cohort; the same arguments give the same personas. */
export function generatePersonas(cohort: CohortModel, count: number, seed: string | number): Persona[] {
  const total = Math.max(0, Math.min(MAX_PERSONAS, Math.floor(Number.isFinite(count) ? count : 0)));
  const personas: Persona[] = [];
  for (let index = 0; index < total; index++) personas.push(generatePersona(cohort, seed, index));
  return distinguishNames(personas);
}
