import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { comparePanels, panelScores, simulate, usAdultConsumers } from "~/engine";

// Holds the engine against real people: 50 US adults asked whether they
// would buy bottled gazpacho (bench/human-panels/README.md). The engine has
// no rule for this product; only its general parameters are calibrated.

const CONCEPT =
  "Ready-to-drink bottled gazpacho, a cold blended vegetable soup from Spain (tomatoes, cucumbers, peppers, olive oil), sold at your local supermarket";
const HUMAN_MEAN = 2.86;
const HUMAN_SD = 1.36;
const SEEDS = ["gazpacho", "panel-1", "panel-2", "panel-3"];

const human = panelScores(
  readFileSync(new URL("../../bench/human-panels/bottled-gazpacho.csv", import.meta.url), "utf8"),
);

describe("fidelity: bottled gazpacho, US adults", () => {
  it("reads the human panel as published", () => {
    const summary = comparePanels(human, human).human;
    expect(summary.total).toBe(50);
    expect(summary.counts).toEqual([11, 9, 13, 10, 7]);
    expect(summary.mean).toBeCloseTo(HUMAN_MEAN, 2);
    expect(summary.sd).toBeCloseTo(HUMAN_SD, 1);
  });

  it.each(SEEDS)("spreads answers like people do (seed %s)", (seed) => {
    const result = simulate({ idea: CONCEPT, cohort: usAdultConsumers(), count: 100, seed });
    const comparison = comparePanels(
      result.personas.map((persona) => persona.response.score),
      human,
    );
    const { mean, sd, topTwoBox } = comparison.simulated;
    console.info(
      `gazpacho seed=${seed}: mean ${mean.toFixed(2)} sd ${sd.toFixed(2)} top-2-box ${(topTwoBox * 100).toFixed(0)}%` +
        ` KS similarity ${comparison.ksSimilarity.toFixed(2)} (humans: mean 2.86 sd 1.36 top-2-box 34%)`,
    );
    expect(sd).toBeGreaterThanOrEqual(0.8 * HUMAN_SD);
    expect(Math.abs(mean - HUMAN_MEAN)).toBeLessThanOrEqual(0.6);
    expect(comparison.ksSimilarity).toBeGreaterThan(0.75);
  });
});
