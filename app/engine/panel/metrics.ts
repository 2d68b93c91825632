// Agreement between the engine's shares and human shares across concepts:
// the figures `npm run panel` prints and `npm run calibrate` records.

export function pearson(xs: readonly number[], ys: readonly number[]): number {
  const n = Math.min(xs.length, ys.length);
  if (n < 2) return Number.NaN;
  let mx = 0;
  let my = 0;
  for (let i = 0; i < n; i++) {
    mx += xs[i]!;
    my += ys[i]!;
  }
  mx /= n;
  my /= n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = xs[i]! - mx;
    const dy = ys[i]! - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  return sxx === 0 || syy === 0 ? Number.NaN : sxy / Math.sqrt(sxx * syy);
}

/** Ranks with ties sharing their average rank. */
function ranks(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const result = new Array<number>(values.length);
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]!.value === order[i]!.value) j++;
    for (let k = i; k <= j; k++) result[order[k]!.index] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return result;
}

export function spearman(xs: readonly number[], ys: readonly number[]): number {
  return pearson(ranks(xs), ranks(ys));
}

function sd(values: readonly number[]): number {
  const m = values.reduce((sum, value) => sum + value, 0) / values.length;
  return Math.sqrt(values.reduce((sum, value) => sum + (value - m) ** 2, 0) / Math.max(1, values.length - 1));
}

/**
 * Cumulative shares compared only at the levels the humans reported: a blank
 * level is folded into the next filled one, so `[, 0.72, 0.26, , 0.02]`
 * compares P(score ≤ 2), P(≤ 3) and P(≤ 5). KS similarity = 1 − the largest gap.
 */
export function foldedKsSimilarity(engine: readonly number[], human: ReadonlyArray<number | null>): number {
  let engineCumulative = 0;
  let humanCumulative = 0;
  let largest = 0;
  for (let level = 0; level < 5; level++) {
    engineCumulative += engine[level] ?? 0;
    const reported = human[level];
    if (reported === null || reported === undefined) continue;
    humanCumulative += reported;
    largest = Math.max(largest, Math.abs(engineCumulative - humanCumulative));
  }
  return 1 - largest;
}

export interface AgreementFigures {
  concepts: number;
  pearson: number;
  spearman: number;
  /** Mean absolute error in percentage points. */
  mae: number;
  /** Mean of engine − human, in points (positive: the engine is too keen). */
  bias: number;
  /** Standard deviation of the engine's shares over the humans'. */
  spreadRatio: number;
  /** Mean KS similarity over concepts with a human distribution, if any. */
  ksSimilarity: number | null;
}

export function agreement(
  engine: readonly number[],
  human: readonly number[],
  ks: readonly number[] = [],
): AgreementFigures {
  const n = Math.min(engine.length, human.length);
  let absolute = 0;
  let signed = 0;
  for (let i = 0; i < n; i++) {
    absolute += Math.abs(engine[i]! - human[i]!);
    signed += engine[i]! - human[i]!;
  }
  return {
    concepts: n,
    pearson: pearson(engine, human),
    spearman: spearman(engine, human),
    mae: (100 * absolute) / Math.max(1, n),
    bias: (100 * signed) / Math.max(1, n),
    spreadRatio: sd(engine.slice(0, n)) / sd(human.slice(0, n)),
    ksSimilarity: ks.length > 0 ? ks.reduce((sum, value) => sum + value, 0) / ks.length : null,
  };
}
