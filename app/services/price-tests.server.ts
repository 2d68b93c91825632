import type { Database, Simulation } from "~/db/schema";
import { runPriceTest, type PriceTestOutcome } from "~/engine/price-test";
import { panelSourceFor } from "./simulation-runner.server";

// A price test runs on a completed run's own panel (the same personas, idea,
// corrections and calibration) and is computed when asked: the engine is
// deterministic, so nothing is stored and nothing more is debited.

export const PRICE_TEST_NOT_READY = "The price test opens once the run has finished.";

export async function priceTestOf(
  db: Database,
  simulation: Simulation,
  points?: readonly number[],
): Promise<PriceTestOutcome> {
  if (simulation.status !== "completed") return { ok: false, reason: PRICE_TEST_NOT_READY };
  const { source } = await panelSourceFor(simulation, db);
  return runPriceTest(source, points);
}
