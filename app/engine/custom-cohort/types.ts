import type { Weighted } from "../types";

// A cue rule: a pattern in the audience text and how it shifts the general
// population.

export interface Shift {
  /** Jobs this group holds; the union over matched rules replaces the base. */
  roles?: ReadonlyArray<readonly [string, number]>;
  /** Jobs used only when no rule names an occupation (hobby groups). */
  fallbackRoles?: ReadonlyArray<readonly [string, number]>;
  interests?: readonly string[];
  painPoints?: readonly string[];
  traits?: readonly string[];
  decisionStyles?: readonly string[];
  /** Implied age range, used when the text gives no explicit age. */
  ages?: readonly [number, number];
  genders?: Weighted<string>[];
  /** Added to the mean of tech_adoption. */
  tech?: number;
  /** Added to the mean of budget_sensitivity. */
  thrift?: number;
  budgets?: Weighted<string>[];
  /** A job's usual budget, used only when no rule sets `budgets` (where they work says more). */
  usualBudgets?: Weighted<string>[];
  /** People in work: the general mix loses its retirees, students and stay-at-home parents. */
  working?: boolean;
  /** People who all work for themselves ("freelancers"): no one employed by a company. */
  selfEmployed?: boolean;
}

/** A cue pattern and its shift, or a reader for cues a pattern cannot say (owners of any kind of business). */
export type Rule = { pattern: RegExp; shift: Shift } | { read: (text: string) => Shift | undefined };

export function shiftOf(rule: Rule, text: string): Shift | undefined {
  if ("read" in rule) return rule.read(text);
  return rule.pattern.test(text) ? rule.shift : undefined;
}
