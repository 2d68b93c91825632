import calibration from "./calibration.json";

// How well the panel agrees with real people, as measured by `npm run
// calibrate` and written to calibration.json: the one source of every
// calibration figure the product shows (badges, methodology, exports).

export interface MeasuredCalibration {
  engineVersion: string;
  /** YYYY-MM-DD */
  fittedAt: string;
  sources: readonly string[];
  concepts: number;
  respondents: number;
  folds: number;
  /** Cross-validation is repeated over this many different splits and averaged. */
  repeats: number;
  /** The lowest and highest correlation over those splits. */
  pearsonRange: readonly [number, number];
  /** Cross-validated: each concept scored by a fit that never saw it. */
  pearson: number;
  spearman: number;
  maePoints: number;
  biasPoints: number;
  spreadRatio: number;
  /** The fitted weights on concepts from other surveys that were never fitted on. */
  independentCheck: IndependentCheck;
}

export interface IndependentCheck {
  concepts: number;
  pearson: number;
  spearman: number;
  maePoints: number;
  biasPoints: number;
  /** The error of guessing the training set's mean share for every concept. */
  constantGuessMaePoints: number;
}

export const PRODUCT_CALIBRATION: MeasuredCalibration = {
  engineVersion: calibration.engine_version,
  fittedAt: calibration.fitted_at,
  sources: calibration.data.sources,
  concepts: calibration.data.concepts,
  respondents: calibration.data.respondents,
  folds: calibration.cross_validated.folds,
  repeats: calibration.cross_validated.repeats,
  pearsonRange: [
    calibration.cross_validated.pearson_range[0]!,
    calibration.cross_validated.pearson_range[1]!,
  ],
  pearson: calibration.cross_validated.pearson,
  spearman: calibration.cross_validated.spearman,
  maePoints: calibration.cross_validated.mae_points,
  biasPoints: calibration.cross_validated.bias_points,
  spreadRatio: calibration.cross_validated.spread_ratio,
  independentCheck: {
    concepts: calibration.independent_check.concepts,
    pearson: calibration.independent_check.pearson,
    spearman: calibration.independent_check.spearman,
    maePoints: calibration.independent_check.mae_points,
    biasPoints: calibration.independent_check.bias_points,
    constantGuessMaePoints: calibration.independent_check.constant_guess_mae_points,
  },
};

export type CalibrationBadge = "High" | "Good" | "Fair";

/** §9: High at 0.7 or more, Good at 0.6 or more, else Fair. */
export function calibrationBadge(correlation: number): CalibrationBadge {
  if (correlation >= 0.7) return "High";
  if (correlation >= 0.6) return "Good";
  return "Fair";
}

/**
 * "r = 0.52 on 99 concepts it was never fitted on (r = 0.80 across the 51 it was fitted to,
 * 5-fold cross-validated)": the figure on concepts it has not met first, since an idea a user
 * brings is one of those, and the cross-validated one is flattered by reading rules written while
 * looking at the training concepts (ADR 046).
 */
export function calibrationSummary(measured: MeasuredCalibration = PRODUCT_CALIBRATION): string {
  const unseen = measured.independentCheck;
  return `r = ${unseen.pearson.toFixed(2)} on ${unseen.concepts} concepts it was never fitted on (r = ${measured.pearson.toFixed(2)} across the ${measured.concepts} it was fitted to, ${measured.folds}-fold cross-validated)`;
}

/** A user's own calibration in words: "Q3 concept tests, r = 0.71 across 24 concepts". */
export function ownCalibrationSummary(own: {
  name: string;
  pearson: number | null;
  concepts: number;
}): string {
  const r = own.pearson === null ? "r not measurable" : `r = ${own.pearson.toFixed(2)}`;
  return `${own.name}, ${r} across ${own.concepts} concepts`;
}

/** What an export or shared page says beside its numbers. */
export const SYNTHETIC_NOTICE = `Simulated personas, not real people. Panel calibration against published human concept tests: ${calibrationSummary()}.`;
