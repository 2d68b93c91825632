/**
 * npm run panel -- --csv FILE [--count 200] [--seeds 3] [--json OUT] [--cv K] [--with-personas]
 *
 * Tests many concepts at once: runs every row of a concept CSV (id,
 * concept_text, cohort_guess or cohort) on the engine and prints each
 * concept's shares. With human answers in the CSV (human_yes_share,
 * optionally human_dist_1..5) it prints how closely the engine agrees;
 * with --cv K, K-fold cross-validated figures of the calibration fit;
 * with --with-personas, the JSON gives each persona's words (first seed).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { agreement, foldedKsSimilarity, type AgreementFigures } from "../app/engine/panel/metrics";
import { parseConceptCsv, type ConceptRow } from "../app/engine/panel/concepts";
import { runConcept, type ConceptResult } from "../app/engine/panel/run";
import { crossValidate } from "../app/engine/calibration/cross-validate";
import { PRIOR_PARAMETERS } from "../app/engine/parameters";

const { values } = parseArgs({
  options: {
    csv: { type: "string" },
    count: { type: "string", default: "200" },
    seeds: { type: "string", default: "3" },
    json: { type: "string" },
    cv: { type: "string" },
    "with-personas": { type: "boolean", default: false },
  },
});

function positiveInteger(raw: string | undefined, name: string, max: number): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    console.error(`--${name} must be a whole number from 1 to ${max}.`);
    process.exit(2);
  }
  return value;
}

if (!values.csv) {
  console.error(
    "Usage: npm run panel -- --csv FILE [--count 200] [--seeds 3] [--json OUT] [--cv K] [--with-personas]",
  );
  process.exit(2);
}
const count = positiveInteger(values.count, "count", 500);
const seeds = positiveInteger(values.seeds, "seeds", 20);
let rows: ConceptRow[];
try {
  rows = parseConceptCsv(readFileSync(values.csv, "utf8"));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}

const started = performance.now();
const withPersonas = values["with-personas"] === true;
const results: ConceptResult[] = rows.map((row) => runConcept(row, { count, seeds, withPersonas }));
const seconds = (performance.now() - started) / 1000;

const pct = (value: number) => `${(100 * value).toFixed(0)}%`.padStart(4);
for (const [index, result] of results.entries()) {
  const human = rows[index]!.humanYes;
  console.log(
    `${result.id.padEnd(44).slice(0, 44)} adopt ${pct(result.adopt)}${human === null ? "" : `  human ${pct(human)}`}  [${result.shares.map((share) => pct(share)).join(" ")}]`,
  );
}

const scored = rows.flatMap((row, index) =>
  row.humanYes === null ? [] : [{ row, result: results[index]! }],
);
function figuresOf(pairs: typeof scored): AgreementFigures {
  const ks = pairs.flatMap(({ row, result }) =>
    row.humanDistribution ? [foldedKsSimilarity(result.shares, row.humanDistribution)] : [],
  );
  return agreement(
    pairs.map(({ result }) => result.adopt),
    pairs.map(({ row }) => row.humanYes!),
    ks,
  );
}

function print(title: string, figures: AgreementFigures) {
  const f = (value: number, digits = 2) => (Number.isFinite(value) ? value.toFixed(digits) : "n/a");
  console.log(`\n${title} (${figures.concepts} concepts)`);
  console.log(`  Pearson r            ${f(figures.pearson)}`);
  console.log(`  Spearman rho         ${f(figures.spearman)}`);
  console.log(`  mean abs error       ${f(figures.mae, 1)} points`);
  console.log(`  bias (engine-human)  ${f(figures.bias, 1)} points`);
  console.log(`  spread ratio         ${f(figures.spreadRatio)}`);
  if (figures.ksSimilarity !== null) console.log(`  KS similarity        ${f(figures.ksSimilarity)}`);
}

let summary: Record<string, unknown> = {
  concepts: rows.length,
  count,
  seeds,
  seconds: Number(seconds.toFixed(2)),
};
if (scored.length > 1) {
  const figures = figuresOf(scored);
  print("Against the human answers, current parameters", figures);
  summary = { ...summary, agreement: figures };
}
if (values.cv) {
  const folds = positiveInteger(values.cv, "cv", Math.max(2, scored.length));
  if (scored.length < folds) {
    console.error("--cv needs human_yes_share on at least as many rows as folds.");
    process.exit(2);
  }
  const cv = crossValidate(
    scored.map(({ row }) => row),
    PRIOR_PARAMETERS,
    { folds, count, seeds },
  );
  console.log(`\nHeld-out adopt share of each concept (fitted without its fold):`);
  scored.forEach(({ row }, index) => {
    const gap = cv.predicted[index]! - row.humanYes!;
    console.log(
      `${row.id.padEnd(44).slice(0, 44)} engine ${pct(cv.predicted[index]!)}  human ${pct(row.humanYes!)}  gap ${(100 * gap).toFixed(0).padStart(4)}`,
    );
  });
  print(`${folds}-fold cross-validated fit`, cv.figures);
  summary = { ...summary, cross_validated: { folds, ...cv.figures } };
}
console.log(`\n${rows.length} concepts x ${count} personas x ${seeds} seeds in ${seconds.toFixed(1)} s`);

if (values.json) {
  const output = {
    results: results.map(({ id, shares, adopt, personas }) => ({
      id,
      shares,
      adopt,
      ...(withPersonas ? { personas } : {}),
    })),
    summary,
  };
  writeFileSync(values.json, `${JSON.stringify(output, null, 2)}\n`);
}
