import { asOfferedTo } from "../group-prices";
import { ideaForPanel } from "../panel-idea";
import { hashHex } from "../rng";
import { runContext } from "../panel-baseline";
import {
  INTENDERS_WHO_ACT,
  PRIOR_APPEAL,
  UNFITTED_APPEAL,
  type AppealKey,
  type ModelParameters,
} from "../parameters";
import { cohortForAudience, type AnswerFormat, type ConceptRow } from "../panel/concepts";
import { generatePersona } from "../personas";
import { cutPointsFor } from "../react";
import { appealInputs, moodOf, tasteScaleOf } from "../utility";

// Fits the appeal model's weights to human panels. Utility is linear in the
// weights, and only the taste noise is random, so a concept's expected share
// of 4-5 answers is exact: the mean over its personas of
// P(latent + taste > threshold) = Φ((latent − threshold) / taste scale).
// The fit minimises the squared gap to the human yes shares plus a ridge
// pull towards the prior weights, by gradient descent. Pure and deterministic.

export const FITTED_KEYS: readonly AppealKey[] = (Object.keys(PRIOR_APPEAL) as AppealKey[]).filter(
  (key) => !UNFITTED_APPEAL.has(key),
);

/** What a concept looks like to the fit: its personas' inputs, sampled once. */
export interface ConceptDesign {
  row: ConceptRow;
  /**
   * The FITTED_KEYS a concept's personas have an input for: a concept touches a handful of the
   * mechanisms, and the fit, which goes over every persona hundreds of times, skips the rest.
   */
  keys: Int32Array;
  /** Per persona, its inputs for `keys`, one row after another. */
  inputs: Float64Array;
  /** Per persona: utility that no fitted weight touches (unfitted inputs and mood). */
  fixed: Float64Array;
  /** Per persona: sd of the taste noise. */
  scale: Float64Array;
}

export function designConcepts(
  rows: readonly ConceptRow[],
  parameters: ModelParameters,
  personasPerConcept: number,
): ConceptDesign[] {
  return rows.map((row) => {
    const cohort = cohortForAudience(row.audience);
    const features = ideaForPanel(row.text, cohort);
    const context = runContext(cohort, features, parameters);
    // Relevance counts against the panel's average (computeUtility): the same for the fit.
    const relevance = FITTED_KEYS.indexOf("relevance");
    const baseline = context.relevanceBaseline ?? 0;
    const vectors: Float64Array[] = [];
    const fixed = new Float64Array(personasPerConcept);
    const scale = new Float64Array(personasPerConcept);
    for (let i = 0; i < personasPerConcept; i++) {
      const persona = generatePersona(cohort, `fit-${row.id}`, i);
      const vector = new Float64Array(FITTED_KEYS.length);
      let unfitted = 0;
      for (const input of appealInputs(persona, asOfferedTo(features, persona), parameters, context)) {
        const index = FITTED_KEYS.indexOf(input.key);
        if (index === -1) unfitted += parameters.appeal[input.key] * input.value;
        else vector[index]! += input.value;
      }
      if (relevance !== -1) vector[relevance]! -= baseline;
      else unfitted -= parameters.appeal.relevance * baseline;
      vectors.push(vector);
      fixed[i] = unfitted + moodOf(persona, parameters);
      scale[i] = Math.max(0.05, tasteScaleOf(persona, parameters));
    }
    const keys = Int32Array.from(
      FITTED_KEYS.map((_, k) => k).filter((k) => vectors.some((vector) => vector[k] !== 0)),
    );
    const inputs = new Float64Array(personasPerConcept * keys.length);
    vectors.forEach((vector, i) => keys.forEach((k, j) => (inputs[i * keys.length + j] = vector[k]!)));
    return { row, keys, inputs, fixed, scale };
  });
}

// The standard normal distribution (Abramowitz-Stegun 7.1.26 erf) and density share one
// exponential, exp(−z²/2): the fit evaluates both for every persona at every step.
const DENSITY_AT_ZERO = 1 / Math.sqrt(2 * Math.PI);

export function normalCdf(z: number, bell = Math.exp(-0.5 * z * z)): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * bell;
  return z >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}

/** The fitted part of the parameters, as the calibration file stores it. */
export interface FittedParameters {
  appeal: Partial<Record<AppealKey, number>>;
  intercept: number;
  yesNoPivot: number;
  usedGap: number;
}

interface State {
  weights: Float64Array;
  intercept: number;
  /** yesNoPivot = sigmoid(pivotLogit), kept inside 0..1. */
  pivotLogit: number;
  /** Kept at 0 or more: having used it takes at least an intent to. */
  usedGap: number;
}

interface Gradient {
  weights: Float64Array;
  intercept: number;
  pivotLogit: number;
  usedGap: number;
}

const START_INTERCEPT = -0.4;

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** Where a 4-5 (or a yes) begins for the concept's question, at the pivot and gap being fitted. */
function threshold(parameters: ModelParameters, row: ConceptRow, pivot: number, usedGap: number): number {
  return cutPointsFor({ ...parameters, yesNoPivot: pivot, usedGap }, row.format)[2]!;
}

/** Expected share of 4-5 answers, and its gradient when asked for. */
function expectedShare(
  design: ConceptDesign,
  state: State,
  parameters: ModelParameters,
  gradient?: Gradient,
): number {
  const pivot = sigmoid(state.pivotLogit);
  const cut = threshold(parameters, design.row, pivot, state.usedGap);
  const [, c2, c3] = parameters.cutPoints;
  const { keys, inputs } = design;
  const width = keys.length;
  const n = design.fixed.length;
  const weights = Float64Array.from(keys, (key) => state.weights[key]!);
  const slopes = new Float64Array(width);
  let share = 0;
  let slopeSum = 0;
  for (let p = 0; p < n; p++) {
    const row = p * width;
    let latent = state.intercept + design.fixed[p]!;
    for (let j = 0; j < width; j++) latent += weights[j]! * inputs[row + j]!;
    const z = (latent - cut) / design.scale[p]!;
    const bell = Math.exp(-0.5 * z * z);
    share += normalCdf(z, bell);
    if (gradient) {
      const slope = (bell * DENSITY_AT_ZERO) / design.scale[p]! / n;
      for (let j = 0; j < width; j++) slopes[j]! += slope * inputs[row + j]!;
      slopeSum += slope;
    }
  }
  if (gradient) {
    keys.forEach((key, j) => (gradient.weights[key]! += slopes[j]!));
    gradient.intercept += slopeSum;
    if (design.row.format !== "scale") gradient.pivotLogit -= slopeSum * (c3 - c2) * pivot * (1 - pivot);
    if (design.row.format === "used") gradient.usedGap -= slopeSum;
  }
  return share / n;
}

export interface FitOptions {
  /** Ridge strength towards the prior weights. */
  lambda: number;
  /**
   * Steps of gradient descent: 300 by default, after which the training set's weights agree with
   * 3,000 steps' to the fourth decimal at every ridge strength of the grid.
   */
  iterations?: number;
  /**
   * Where the fit starts and what the ridge pulls towards: the engine's prior
   * weights by default; a user's own data starts from the fitted calibration,
   * so a few concepts adjust it rather than replace it.
   */
  prior?: FittedParameters;
}

/**
 * Fits the weights on these concepts (those with a human yes share). The used gap starts from, and
 * is pulled back to, a prior: the given calibration's, or else the gap at which the share of
 * would-be takers who have acted is `INTENDERS_WHO_ACT`, under weights fitted on the questions of
 * intent alone (a "have used" row is an intent and an act; its gap comes from how often intents
 * become acts, which a handful of such rows cannot tell).
 */
export function fitParameters(
  designs: readonly ConceptDesign[],
  parameters: ModelParameters,
  options: FitOptions,
): FittedParameters {
  if (options.prior) return fitFrom(designs, parameters, options, options.prior.usedGap);
  const intents = designs.filter((design) => design.row.format !== "used");
  const intent = fitFrom(intents, parameters, options, 0);
  const gap = usedGapForConversion(designs, parameters, intent, INTENDERS_WHO_ACT);
  if (intents.length === designs.length) return { ...intent, usedGap: gap };
  return fitFrom(designs, parameters, options, gap);
}

/**
 * The used gap at which, over these concepts each asked both ways, the expected "have used" yeses
 * are `rate` of the "would you" yeses.
 */
export function usedGapForConversion(
  designs: readonly ConceptDesign[],
  parameters: ModelParameters,
  fitted: FittedParameters,
  rate: number,
): number {
  const asked = (format: AnswerFormat) =>
    designs.map((design) => ({ ...design, row: { ...design.row, format } }));
  const total = (shares: number[]) => shares.reduce((sum, share) => sum + share, 0);
  const intended = total(predictShares(asked("yes_no"), parameters, fitted));
  const used = asked("used");
  let low = 0;
  let high = 4;
  for (let step = 0; step < 30; step++) {
    const gap = (low + high) / 2;
    if (total(predictShares(used, parameters, { ...fitted, usedGap: gap })) > rate * intended) low = gap;
    else high = gap;
  }
  return Number(((low + high) / 2).toFixed(4));
}

function fitFrom(
  designs: readonly ConceptDesign[],
  parameters: ModelParameters,
  { lambda, iterations = 300, prior: start }: FitOptions,
  startGap: number,
): FittedParameters {
  const prior = Float64Array.from(FITTED_KEYS, (key) => start?.appeal[key] ?? PRIOR_APPEAL[key]);
  const startPivot = start ? Math.log(start.yesNoPivot / (1 - start.yesNoPivot)) : 0;
  // Always from the same start, so a fit is reproducible whatever was fitted before.
  const state: State = {
    weights: Float64Array.from(prior),
    intercept: start?.intercept ?? START_INTERCEPT,
    pivotLogit: startPivot,
    usedGap: startGap,
  };
  const scored = designs.filter((design) => design.row.humanYes !== null);
  const totalWeight = scored.reduce((sum, design) => sum + design.row.weight, 0) || 1;
  // Adam, on the weights, intercept, pivot and gap together.
  const size = FITTED_KEYS.length + 3;
  const emptyGradient = (): Gradient => ({
    weights: new Float64Array(FITTED_KEYS.length),
    intercept: 0,
    pivotLogit: 0,
    usedGap: 0,
  });
  const m = new Float64Array(size);
  const v = new Float64Array(size);
  const rate = 0.03;
  for (let step = 1; step <= iterations; step++) {
    const gradient = emptyGradient();
    const total = new Float64Array(size);
    for (const design of scored) {
      const local = emptyGradient();
      const error = expectedShare(design, state, parameters, local) - design.row.humanYes!;
      const factor = (2 * design.row.weight * error) / totalWeight;
      for (let k = 0; k < FITTED_KEYS.length; k++) gradient.weights[k]! += factor * local.weights[k]!;
      gradient.intercept += factor * local.intercept;
      gradient.pivotLogit += factor * local.pivotLogit;
      gradient.usedGap += factor * local.usedGap;
    }
    for (let k = 0; k < FITTED_KEYS.length; k++) {
      total[k] = gradient.weights[k]! + 2 * lambda * (state.weights[k]! - prior[k]!);
    }
    total[FITTED_KEYS.length] = gradient.intercept;
    total[FITTED_KEYS.length + 1] = gradient.pivotLogit + 2 * lambda * (state.pivotLogit - startPivot);
    total[FITTED_KEYS.length + 2] = gradient.usedGap + 2 * lambda * (state.usedGap - startGap);
    for (let i = 0; i < size; i++) {
      m[i] = 0.9 * m[i]! + 0.1 * total[i]!;
      v[i] = 0.999 * v[i]! + 0.001 * total[i]! ** 2;
      const update = (rate * (m[i]! / (1 - 0.9 ** step))) / (Math.sqrt(v[i]! / (1 - 0.999 ** step)) + 1e-8);
      // A mechanism's direction comes from reasoning (price and risk pull
      // down, fit pulls up); the data only sets its size.
      if (i < FITTED_KEYS.length) state.weights[i] = Math.max(0, state.weights[i]! - update);
      else if (i === FITTED_KEYS.length) state.intercept -= update;
      else if (i === FITTED_KEYS.length + 1) state.pivotLogit -= update;
      else state.usedGap = Math.max(0, state.usedGap - update);
    }
  }
  const appeal: Partial<Record<AppealKey, number>> = {};
  FITTED_KEYS.forEach((key, index) => (appeal[key] = Number(state.weights[index]!.toFixed(4))));
  return {
    appeal,
    intercept: Number(state.intercept.toFixed(4)),
    yesNoPivot: Number(sigmoid(state.pivotLogit).toFixed(4)),
    usedGap: Number(state.usedGap.toFixed(4)),
  };
}

/** Parameters with fitted values put in. */
export function withFitted(parameters: ModelParameters, fitted: FittedParameters): ModelParameters {
  return {
    ...parameters,
    appeal: { ...parameters.appeal, ...fitted.appeal },
    intercept: fitted.intercept,
    yesNoPivot: fitted.yesNoPivot,
    usedGap: fitted.usedGap,
  };
}

/** Expected shares of 4-5 under fitted parameters, without running the panel. */
export function predictShares(
  designs: readonly ConceptDesign[],
  parameters: ModelParameters,
  fitted: FittedParameters,
): number[] {
  const state: State = {
    weights: Float64Array.from(FITTED_KEYS, (key) => fitted.appeal[key] ?? parameters.appeal[key]),
    intercept: fitted.intercept,
    pivotLogit: Math.log(fitted.yesNoPivot / (1 - fitted.yesNoPivot)),
    usedGap: fitted.usedGap,
  };
  return designs.map((design) => expectedShare(design, state, parameters));
}

/**
 * K folds of row indices, fixed by a seed-free rule: every K-th after sorting
 * by id, or, for a repeat after the first, by a hash of the id and the repeat,
 * so repeated cross-validation splits the concepts differently each time.
 */
export function foldsOf(rows: readonly ConceptRow[], folds: number, repeat = 0): number[][] {
  const order = rows
    .map((row, index) => ({ index, key: repeat === 0 ? row.id : hashHex(`${repeat}|${row.id}`) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const result: number[][] = Array.from({ length: folds }, () => []);
  order.forEach(({ index }, position) => result[position % folds]!.push(index));
  return result;
}
