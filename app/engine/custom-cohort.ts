import { getPresetCohort } from "./cohorts";
import { livesInCities, placeMix, placesFromText } from "./places";
import { hashHex } from "./rng";
import { clamp, normalizeText } from "./text";
import type { AgeBand, CohortModel, RoleSpec } from "./types";
import { explicitAges } from "./custom-cohort/ages";
import { jobTitlesNamed } from "./custom-cohort/job-titles";
import { ALL_ADULTS, DEFAULT_PLACES } from "./custom-cohort/defaults-data";
import { boost, lastDefined, shiftBeta, toRoles } from "./custom-cohort/mix";
import { GROUP_RULES, OCCUPATION_RULES } from "./custom-cohort/rules-data";
import { withoutCaredFor, withoutRelatives } from "./custom-cohort/relatives";
import { shiftOf } from "./custom-cohort/types";
import { situationsRuledOut } from "./needs";
import { isOutOfWork, worksForThemselves, worksTheLand } from "./roles";

// Derives a cohort from a free-text audience description. Cue words shift
// the general population: who they are (roles), how old, where, what they
// care about and struggle with, how much they spend and how they feel about
// new technology. Text with no cues gives the general audience.
// The cue rules and defaults are tables in app/engine/custom-cohort/.

/**
 * A cohort model derived from a custom audience's name and description.
 * Deterministic: the same text always gives the same model and id.
 */
export function cohortFromDescription(name: string, description: string): CohortModel {
  const base = getPresetCohort("general");
  if (!base) throw new Error("general cohort missing");
  const cleanName = normalizeText(name).replace(/\s+/g, " ").trim().slice(0, 60);
  const cleanDescription = normalizeText(description).replace(/\s+/g, " ").trim().slice(0, 1000);
  const text = `${cleanName}. ${cleanDescription}`;
  // Who the people are, by job, studies and age, is read without what the text says of their relatives.
  // The relatives they care for ("caring for an elderly parent") are neither: no parents, no retirees.
  const described = withoutCaredFor(text);
  const own = withoutRelatives(described);
  const shifts = [
    ...OCCUPATION_RULES.map((rule) => shiftOf(rule, own)),
    ...GROUP_RULES.map((rule) => shiftOf(rule, described)),
  ].filter((shift) => shift !== undefined);

  const occupationRoles = shifts.flatMap((shift) => shift.roles ?? []);
  // A job no rule knows is still a job: "warehouse managers" are warehouse managers.
  const titled: [string, number][] =
    occupationRoles.length > 0 ? [] : jobTitlesNamed(own).map((title) => [title, 1]);
  const hobbyRoles = shifts.flatMap((shift) => shift.fallbackRoles ?? []);
  const roleEntries = [occupationRoles, titled, hobbyRoles].find((entries) => entries.length > 0) ?? [];

  // People in work ("working moms") have none of the roles of people out of work, and people in
  // cities ("who cycle to work in large cities") do not farm.
  const working = titled.length > 0 || shifts.some((shift) => shift.working);
  const inCities = livesInCities(text);
  // "Childless couples", "with roommates": no stay-at-home parents either.
  const noChildren = situationsRuledOut(text).includes("children");
  // Freelancers are no one's employees: "freelance developers" are not staff engineers.
  const selfEmployed = shifts.some((shift) => shift.selfEmployed);
  const fits = (spec: RoleSpec) =>
    (!working || !isOutOfWork(spec)) &&
    (!selfEmployed || worksForThemselves(spec)) &&
    (!inCities || !worksTheLand(spec)) &&
    (!noChildren || !/\bparent\b/i.test(spec.title));
  const named = toRoles(roleEntries).filter(([spec]) => fits(spec));

  const explicit = explicitAges(own);
  const implied = lastDefined(shifts.map((shift) => shift.ages));
  const range = explicit ?? implied;
  const allAges = /\badults?\b|\ball ages\b/i.test(text);
  const ageBands: AgeBand[] = range
    ? [{ min: range[0], max: range[1], weight: 1 }]
    : allAges
      ? ALL_ADULTS
      : base.ages;

  const places = placesFromText(text);
  const tech = shifts.reduce((sum, shift) => sum + (shift.tech ?? 0), 0);
  const thrift = shifts.reduce((sum, shift) => sum + (shift.thrift ?? 0), 0);

  return {
    id: `custom-${hashHex(`${cleanName}\n${cleanDescription}`)}`,
    name: cleanName || "Custom audience",
    description: cleanDescription,
    icon: "users",
    isPreset: false,
    ages: ageBands,
    genders: lastDefined(shifts.map((shift) => shift.genders)) ?? base.genders,
    places: places.length > 0 ? places : placeMix(DEFAULT_PLACES),
    roles: named.length > 0 ? named : base.roles.filter(([spec]) => fits(spec)),
    traits: boost(
      base.traits,
      shifts.flatMap((shift) => shift.traits ?? []),
      0.12,
      0.45,
    ),
    interests: boost(
      base.interests,
      shifts.flatMap((shift) => shift.interests ?? []),
      0.12,
      0.7,
    ),
    painPoints: boost(
      base.painPoints,
      shifts.flatMap((shift) => shift.painPoints ?? []),
      0.12,
      0.7,
    ),
    budgets:
      lastDefined(shifts.map((shift) => shift.budgets)) ??
      lastDefined(shifts.map((shift) => shift.usualBudgets)) ??
      base.budgets,
    decisionStyles: boost(
      base.decisionStyles,
      shifts.flatMap((shift) => shift.decisionStyles ?? []),
      0.2,
      0.4,
    ),
    techAdoption: shiftBeta(base.techAdoption, clamp(tech, -0.35, 0.35)),
    budgetSensitivity: shiftBeta(base.budgetSensitivity, clamp(thrift, -0.35, 0.35)),
  };
}

/**
 * General US adult consumers: the audience of the human panels in
 * bench/human-panels, used by fidelity checks and calibration.
 */
export function usAdultConsumers(): CohortModel {
  return cohortFromDescription("US adults", "General US consumers, adults of all ages");
}
