/**
 * npm run calibrate: fits the appeal model's weights to the human panels in
 * bench/human-panels (the 50-concept training set and the gazpacho panel),
 * measures the fit by 5-fold cross-validation repeated over 5 splits and on the independent
 * check sets (concepts-check.csv and concepts-check2.csv, never fitted on), and writes it all to
 * app/engine/calibration.json, which the engine reads. Deterministic: the
 * same data and engine give the same file, apart from the date.
 */
import { writeFileSync } from "node:fs";
import { format, resolveConfig } from "prettier";
import { calibrate, repeatedCrossValidation } from "../app/engine/calibration/cross-validate";
import { withFitted } from "../app/engine/calibration/fit";
import { PRIOR_PARAMETERS } from "../app/engine/parameters";
import { agreement } from "../app/engine/panel/metrics";
import { runConcept } from "../app/engine/panel/run";
import { ENGINE_VERSION } from "../app/engine/simulate";
import {
  CHECK_CSVS,
  PARAPHRASES,
  TRAINING_CSV,
  checkConcepts,
  paraphraseGap,
  trainingConcepts,
} from "./human-panels";

const FOLDS = 5;
/** Five different splits: one split of 50 concepts alone moves r by about 0.05. */
const REPEATS = 5;
const PANEL = { count: 200, seeds: 3 };

const rows = trainingConcepts().filter((row) => row.humanYes !== null);
const started = performance.now();
const { fitted, lambda } = calibrate(rows, PRIOR_PARAMETERS);
const parameters = withFitted(PRIOR_PARAMETERS, fitted);
const inSample = agreement(
  rows.map((row) => runConcept(row, { ...PANEL, parameters }).adopt),
  rows.map((row) => row.humanYes!),
);
const cv = repeatedCrossValidation(rows, PRIOR_PARAMETERS, { folds: FOLDS, repeats: REPEATS, ...PANEL });
// The fitted weights on concepts from other surveys that no fit and no weight ever saw, beside a
// constant guess of the training set's mean share: what a new idea's share is worth.
const trainingMean = rows.reduce((sum, row) => sum + row.humanYes!, 0) / rows.length;
// Each check concept is run once; each file's figures and the pooled ones come from those answers.
const checked = CHECK_CSVS.flatMap((file) =>
  checkConcepts(file).map((row) => ({
    file,
    human: row.humanYes!,
    engine: runConcept(row, { ...PANEL, parameters }).adopt,
  })),
);
function scoreUnseen(answers: typeof checked) {
  const human = answers.map((answer) => answer.human);
  const figures = agreement(
    answers.map((answer) => answer.engine),
    human,
  );
  const constantMae =
    (100 * human.reduce((sum, yes) => sum + Math.abs(yes - trainingMean), 0)) / answers.length;
  return { figures, constantMae, concepts: answers.length };
}
const unseenSets = CHECK_CSVS.map((file) => ({
  file,
  ...scoreUnseen(checked.filter((answer) => answer.file === file)),
}));
const unseen = scoreUnseen(checked);
const paraphrases = paraphraseGap(PRIOR_PARAMETERS, fitted);
const pearsons = cv.runs.map((run) => run.pearson);

const round = (value: number, digits = 3) => Number(value.toFixed(digits));
const figures = (f: typeof inSample) => ({
  pearson: round(f.pearson),
  spearman: round(f.spearman),
  mae_points: round(f.mae, 1),
  bias_points: round(f.bias, 1),
  spread_ratio: round(f.spreadRatio),
});
const file = {
  about:
    "Written by `npm run calibrate`; do not edit by hand. The appeal model's fitted weights and how well they agree with human panels.",
  engine_version: ENGINE_VERSION,
  fitted_at: new Date().toISOString().slice(0, 10),
  data: {
    sources: [TRAINING_CSV, "bench/human-panels/bottled-gazpacho.csv"],
    concepts: rows.length,
    respondents: rows.reduce((sum, row) => sum + (row.respondents ?? 0), 0),
  },
  method: `Ridge-regularised least squares on each concept's expected share of 4-5 answers, ridge strength chosen by inner 4-fold cross-validation from the training folds; ${PANEL.count} personas x ${PANEL.seeds} seeds per concept when scoring.`,
  ridge_lambda: lambda,
  parameters: fitted,
  cross_validated: {
    folds: FOLDS,
    repeats: REPEATS,
    ...figures(cv.figures),
    pearson_range: [round(Math.min(...pearsons)), round(Math.max(...pearsons))],
  },
  in_sample: figures(inSample),
  paraphrase_gap: {
    source: PARAPHRASES,
    concepts: paraphrases.concepts,
    rewordings: paraphrases.rewordings,
    mean_points: round(paraphrases.meanPoints, 1),
    largest_points: round(paraphrases.largestPoints, 1),
  },
  independent_check: {
    sources: [...CHECK_CSVS],
    concepts: unseen.concepts,
    ...figures(unseen.figures),
    constant_guess_mae_points: round(unseen.constantMae, 1),
    by_source: unseenSets.map((set) => ({
      source: set.file,
      concepts: set.concepts,
      ...figures(set.figures),
      constant_guess_mae_points: round(set.constantMae, 1),
    })),
  },
};
const target = "app/engine/calibration.json";
const style = await resolveConfig(target);
writeFileSync(target, await format(JSON.stringify(file), { ...style, parser: "json" }));
console.log(
  JSON.stringify(
    {
      ridge_lambda: lambda,
      cross_validated: file.cross_validated,
      in_sample: file.in_sample,
      paraphrase_gap: file.paraphrase_gap,
      independent_check: file.independent_check,
    },
    null,
    2,
  ),
);
console.log(`Wrote ${target} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
