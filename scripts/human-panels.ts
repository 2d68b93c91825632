import { readFileSync } from "node:fs";
import { panelScores } from "../app/engine/panel-csv";
import type { ModelParameters } from "../app/engine/parameters";
import { parseConceptCsv, type ConceptRow } from "../app/engine/panel/concepts";
import { designConcepts, predictShares, type FittedParameters } from "../app/engine/calibration/fit";

// The human panels the engine is calibrated and checked against
// (bench/human-panels, sources in its README).

export const TRAINING_CSV = "bench/human-panels/concepts-train.csv";

/** The bottled gazpacho question, as the engine reads it. */
export const GAZPACHO =
  "Ready-to-drink bottled gazpacho, a cold blended vegetable soup from Spain (tomatoes, cucumbers, peppers, olive oil), sold at your local supermarket";

export function gazpachoScores(): number[] {
  return panelScores(readFileSync("bench/human-panels/bottled-gazpacho.csv", "utf8"));
}

/** The gazpacho panel as one more training concept: 50 US adults on a 1-5 scale. */
export function gazpachoConcept(): ConceptRow {
  const scores = gazpachoScores();
  const distribution = [1, 2, 3, 4, 5].map(
    (level) => scores.filter((score) => score === level).length / scores.length,
  );
  return {
    id: "tinytroupe_bottled_gazpacho",
    text: GAZPACHO,
    audience: "us_adults",
    format: "scale",
    humanYes: distribution[3]! + distribution[4]!,
    humanDistribution: distribution,
    respondents: scores.length,
    // The one panel asked the product's own 1-5 question, with every answer
    // on record: it counts as much as eight summary figures.
    weight: 8,
  };
}

export function trainingConcepts(): ConceptRow[] {
  return [...parseConceptCsv(readFileSync(TRAINING_CSV, "utf8")), gazpachoConcept()];
}

/**
 * Concepts from other surveys, never fitted on: how the fit carries to concepts it did not see.
 * The second file was gathered later and has been scored only as a whole (ADR 038); the third was
 * gathered last, and its first run is recorded in its .md.
 */
export const CHECK_CSVS = [
  "bench/human-panels/concepts-check.csv",
  "bench/human-panels/concepts-check2.csv",
  "bench/human-panels/concepts-check3.csv",
] as const;

export function checkConcepts(file: string): ConceptRow[] {
  return parseConceptCsv(readFileSync(file, "utf8")).filter((row) => row.humanYes !== null);
}

/** Our own rewordings of training and first-check concepts (no human answers). */
export const PARAPHRASES = "bench/human-panels/paraphrases.json";

/**
 * How far the same idea in other words lands from its original, in points of the 4-5 share: the
 * mean over every rewording, and the largest. Each share is the exact expected share of the same
 * personas (the fit's design, no taste draws), so the gap is the reading's alone, not two samples'.
 */
export function paraphraseGap(parameters: ModelParameters, fitted: FittedParameters, personas = 300) {
  const { paraphrases } = JSON.parse(readFileSync(PARAPHRASES, "utf8")) as {
    paraphrases: Record<string, string[]>;
  };
  const rows = new Map(
    [...trainingConcepts(), ...checkConcepts(CHECK_CSVS[0])].map((row) => [row.id, row] as const),
  );
  const gaps: number[] = [];
  for (const [id, texts] of Object.entries(paraphrases)) {
    const row = rows.get(id);
    if (!row) throw new Error(`${PARAPHRASES} rewords ${id}, which no concept file has`);
    // Same id, same personas: only the text differs.
    const designs = designConcepts([row, ...texts.map((text) => ({ ...row, text }))], parameters, personas);
    const [original, ...reworded] = predictShares(designs, parameters, fitted);
    for (const share of reworded) gaps.push(100 * Math.abs(share! - original!));
  }
  return {
    concepts: Object.keys(paraphrases).length,
    rewordings: gaps.length,
    meanPoints: gaps.reduce((sum, gap) => sum + gap, 0) / Math.max(1, gaps.length),
    largestPoints: Math.max(0, ...gaps),
  };
}
