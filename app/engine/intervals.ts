// How far a share from a panel of personas can be trusted. A share of k out
// of n comes with a 90% Wilson score interval: unlike "p ± 1.645·se" it stays
// inside 0-100% and behaves at 0 of 25 or 25 of 25. Two groups differ only
// when their intervals do not overlap (a conservative rule, named on the
// methodology page), so a report never calls 4 of 14 against 7 of 16 a finding.

/** z for a two-sided 90% interval. */
const Z90 = 1.6449;

export interface ShareInterval {
  /** Whole percentages. */
  percent: number;
  low: number;
  high: number;
}

/** The 90% Wilson interval of k successes in n, as fractions. */
function wilson(k: number, n: number): { p: number; low: number; high: number } {
  if (n <= 0) return { p: 0, low: 0, high: 0 };
  const p = k / n;
  const z2 = Z90 * Z90;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (Z90 / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** The share k of n with its 90% Wilson interval, in whole percentages. */
export function shareInterval(k: number, n: number): ShareInterval {
  const { p, low, high } = wilson(k, n);
  return { percent: Math.round(100 * p), low: Math.round(100 * low), high: Math.round(100 * high) };
}

/** The widest margin a panel of n can have (a share near 50%), in whole points: "25 personas: ±16 points". */
export function panelMargin(n: number): number {
  const { low, high } = shareInterval(Math.round(n / 2), n);
  return Math.round((high - low) / 2);
}

/** "90% interval 27-58%": for a share shown as k of n. */
export function intervalLabel(k: number, n: number): string {
  const { low, high } = shareInterval(k, n);
  return `90% interval ${low}-${high}%`;
}

/** Below this size a panel's figures are rough, and the report says so. */
export const SMALL_PANEL = 50;

/** The caution a small panel's headline carries, or null for a large enough one. */
export function smallPanelNote(n: number): string | null {
  return n > 0 && n < SMALL_PANEL ? `${n} personas: ±${panelMargin(n)} points` : null;
}

/** True when the two shares' 90% intervals do not overlap: a difference that holds up. */
export function differenceHoldsUp(a: { k: number; n: number }, b: { k: number; n: number }): boolean {
  const first = wilson(a.k, a.n);
  const second = wilson(b.k, b.n);
  return first.low > second.high || second.low > first.high;
}
