import { roleByTitle } from "../roles";
import { clamp } from "../text";
import type { BetaShape, RoleSpec, Weighted } from "../types";

// Folding cue rules into the base distributions.

/**
 * Mixes cue-derived labels into the base distribution: each takes
 * `perLabel` of the mass, together at most `maxShare`, so one cue word with
 * two labels does not crowd out everything else.
 */
export function boost(
  base: Weighted<string>[],
  added: readonly string[],
  perLabel: number,
  maxShare: number,
): Weighted<string>[] {
  const unique = [...new Set(added)];
  if (unique.length === 0) return base;
  const addedShare = Math.min(maxShare, perLabel * unique.length);
  const baseTotal = base.reduce((sum, [, weight]) => sum + weight, 0) || 1;
  const each = (baseTotal * addedShare) / (1 - addedShare) / unique.length;
  const merged = new Map<string, number>(base.map(([label, weight]) => [label, weight]));
  for (const label of unique) merged.set(label, (merged.get(label) ?? 0) + each);
  return [...merged.entries()];
}

export function shiftBeta(shape: BetaShape, delta: number): BetaShape {
  if (delta === 0) return shape;
  const concentration = shape.alpha + shape.beta;
  const mean = clamp(shape.alpha / concentration + delta, 0.08, 0.92);
  return { alpha: mean * concentration, beta: (1 - mean) * concentration };
}

export function toRoles(entries: ReadonlyArray<readonly [string, number]>): Weighted<RoleSpec>[] {
  const merged = new Map<string, number>();
  for (const [title, weight] of entries) merged.set(title, (merged.get(title) ?? 0) + weight);
  return [...merged.entries()].map(([title, weight]) => [roleByTitle(title), weight]);
}

export function lastDefined<T>(values: ReadonlyArray<T | undefined>): T | undefined {
  for (let i = values.length - 1; i >= 0; i--) if (values[i] !== undefined) return values[i];
  return undefined;
}
