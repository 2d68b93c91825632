import { DEFAULT_PARAMETERS, type ModelParameters } from "../parameters";
import type { ConceptRow } from "../panel/concepts";
import { agreement, foldedKsSimilarity, type AgreementFigures } from "../panel/metrics";
import { runConcept, type ConceptResult } from "../panel/run";
import { designConcepts, fitParameters, withFitted, type FittedParameters } from "./fit";

// Calibrating the panel on a user's own human results: the same fitting code
// as `npm run calibrate`, started from the product's calibration and pulled
// back towards it (a strong ridge), so a few dozen concepts adjust the
// weights rather than replace what the larger training set taught them.

/** Ridge strength towards the product's calibration: the strongest of the calibrate script's grid. */
export const USER_RIDGE = 0.03;
/** Personas per concept in the fit's design, and in the panel that scores each concept. */
const DESIGN_PERSONAS = 60;
const SCORING = { count: 100, seeds: 1 } as const;
const ITERATIONS = 300;

export interface UserCalibration {
  fitted: FittedParameters;
  /** The product's calibration on these concepts, before fitting. */
  before: AgreementFigures;
  /** Leave-one-out: each concept scored by a fit that never saw it. */
  after: AgreementFigures;
}

function fittedOf(parameters: ModelParameters): FittedParameters {
  return {
    appeal: { ...parameters.appeal },
    intercept: parameters.intercept,
    yesNoPivot: parameters.yesNoPivot,
    usedGap: parameters.usedGap,
  };
}

function* score(
  rows: readonly ConceptRow[],
  parametersOf: (index: number) => ModelParameters,
): Generator<void, AgreementFigures> {
  const results: ConceptResult[] = [];
  for (const [index, row] of rows.entries()) {
    results.push(runConcept(row, { ...SCORING, parameters: parametersOf(index) }));
    yield;
  }
  const ks = rows.flatMap((row, index) =>
    row.humanDistribution ? [foldedKsSimilarity(results[index]!.shares, row.humanDistribution)] : [],
  );
  return agreement(
    results.map((result) => result.adopt),
    rows.map((row) => row.humanYes!),
    ks,
  );
}

/**
 * Fits the panel to these human results and measures it before and after
 * (leave-one-out), one concept at a time: each `yield` is a pause point, so
 * a server can let other requests run between the steps of a long fit.
 */
export function* userCalibrationSteps(
  rows: readonly ConceptRow[],
  base: ModelParameters = DEFAULT_PARAMETERS,
): Generator<void, UserCalibration> {
  const scored = rows.filter((row) => row.humanYes !== null);
  const designs = designConcepts(scored, base, DESIGN_PERSONAS);
  const options = { lambda: USER_RIDGE, iterations: ITERATIONS, prior: fittedOf(base) };
  const before = yield* score(scored, () => base);
  const after = yield* score(scored, (held) =>
    withFitted(
      base,
      fitParameters(
        designs.filter((_, index) => index !== held),
        base,
        options,
      ),
    ),
  );
  return { fitted: fitParameters(designs, base, options), before, after };
}

/** The whole fit at once (scripts and tests). */
export function fitUserCalibration(rows: readonly ConceptRow[], base?: ModelParameters): UserCalibration {
  const steps = userCalibrationSteps(rows, base);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
