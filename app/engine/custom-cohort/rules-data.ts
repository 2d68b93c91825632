import { GROUP_RULES } from "./groups-data";
import { CORE_OCCUPATION_RULES } from "./occupations-core-data";
import { OTHER_OCCUPATION_RULES } from "./occupations-other-data";
import type { Rule } from "./types";

// Order matters only for readability; every matching rule applies. (Where
// rules disagree on ages, genders or budgets the last match wins, so the
// concatenation keeps the original order.)
export const RULES: readonly Rule[] = [...CORE_OCCUPATION_RULES, ...OTHER_OCCUPATION_RULES, ...GROUP_RULES];
