// Statistics for 1-5 answers: the figures reports show, and the comparison
// of simulated answers with a human panel.

/** Number of answers scoring 1, 2, 3, 4 and 5 (index 0 is score 1). */
export type ScoreCounts = [number, number, number, number, number];

export interface ScoreSummary {
  total: number;
  counts: ScoreCounts;
  mean: number;
  /** Sample standard deviation (n - 1). */
  sd: number;
  /** Share scoring 4 or 5. */
  topTwoBox: number;
  adopt: number;
  mixed: number;
  notInterested: number;
}

export interface PanelComparison {
  simulated: ScoreSummary;
  human: ScoreSummary;
  meanDifference: number;
  /** Simulated sd over human sd; 1 is the same spread. */
  sdRatio: number;
  ksDistance: number;
  /** 1 - ksDistance. */
  ksSimilarity: number;
}

function validScores(scores: readonly number[]): number[] {
  return scores.filter((score) => Number.isInteger(score) && score >= 1 && score <= 5);
}

export function mean(values: readonly number[]): number {
  if (values.length === 0) return 0;
  let sum = 0;
  for (const value of values) sum += value;
  return sum / values.length;
}

export function standardDeviation(values: readonly number[]): number {
  if (values.length < 2) return 0;
  const average = mean(values);
  let squares = 0;
  for (const value of values) squares += (value - average) ** 2;
  return Math.sqrt(squares / (values.length - 1));
}

export function scoreCounts(scores: readonly number[]): ScoreCounts {
  const counts: ScoreCounts = [0, 0, 0, 0, 0];
  for (const score of validScores(scores)) counts[score - 1]++;
  return counts;
}

export function topTwoBox(scores: readonly number[]): number {
  const valid = validScores(scores);
  if (valid.length === 0) return 0;
  return valid.filter((score) => score >= 4).length / valid.length;
}

function cumulative(counts: ScoreCounts): number[] {
  const total = counts.reduce((sum, count) => sum + count, 0);
  let running = 0;
  return counts.map((count) => {
    running += count;
    return total === 0 ? 0 : running / total;
  });
}

/** Largest gap between the two cumulative distributions on the 1-5 scale. */
export function ksDistance(a: readonly number[], b: readonly number[]): number {
  const first = cumulative(scoreCounts(a));
  const second = cumulative(scoreCounts(b));
  let distance = 0;
  for (let i = 0; i < 5; i++) distance = Math.max(distance, Math.abs(first[i] - second[i]));
  return distance;
}

export function ksSimilarity(a: readonly number[], b: readonly number[]): number {
  return 1 - ksDistance(a, b);
}

export function summarizeScores(scores: readonly number[]): ScoreSummary {
  const valid = validScores(scores);
  const counts = scoreCounts(valid);
  return {
    total: valid.length,
    counts,
    mean: mean(valid),
    sd: standardDeviation(valid),
    topTwoBox: topTwoBox(valid),
    adopt: counts[3] + counts[4],
    mixed: counts[2],
    notInterested: counts[0] + counts[1],
  };
}

export function comparePanels(simulated: readonly number[], human: readonly number[]): PanelComparison {
  const simulatedSummary = summarizeScores(simulated);
  const humanSummary = summarizeScores(human);
  const distance = ksDistance(simulated, human);
  return {
    simulated: simulatedSummary,
    human: humanSummary,
    meanDifference: simulatedSummary.mean - humanSummary.mean,
    sdRatio: humanSummary.sd === 0 ? 0 : simulatedSummary.sd / humanSummary.sd,
    ksDistance: distance,
    ksSimilarity: 1 - distance,
  };
}
