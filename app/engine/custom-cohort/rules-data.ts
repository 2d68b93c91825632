import { GROUP_RULES } from "./groups-data";
import { CORE_OCCUPATION_RULES } from "./occupations-core-data";
import { OTHER_OCCUPATION_RULES } from "./occupations-other-data";
import type { Rule } from "./types";

// Order matters only for readability; every matching rule applies. (Where
// rules disagree on ages, genders or budgets the last match wins, so the
// occupations come before the groups, as they always have.)

/** Who the people are by what they do or study: read without their relatives (see relatives.ts). */
export const OCCUPATION_RULES: readonly Rule[] = [...CORE_OCCUPATION_RULES, ...OTHER_OCCUPATION_RULES];

export { GROUP_RULES };
