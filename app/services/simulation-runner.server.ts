import type { Simulation } from "~/db/schema";
import {
  analyzeIdea,
  assembleResult,
  buildAppReport,
  getPresetCohort,
  simulateRange,
  type AppReport,
} from "~/engine";
import { reactAllWithLlm, type LlmReactor } from "./llm-reactions.server";
import type { SimulationRunner } from "./run-worker.server";

/** About ten progress steps per run, however large. */
function batchSizeFor(count: number): number {
  return Math.max(10, Math.ceil(count / 10));
}

/**
 * Runs a simulation on the persona engine in batches, so the worker can
 * report progress between them and the event loop stays responsive. With an
 * LLM reactor, each batch's reactions come from the model instead, persona by
 * persona falling back to the engine's own.
 */
export function createEngineRunner({ reactor }: { reactor?: LlmReactor } = {}): SimulationRunner {
  return async (simulation: Simulation, progress): Promise<AppReport> => {
    const cohort = getPresetCohort(simulation.cohort_id);
    if (!cohort) throw new Error(`Unknown cohort ${simulation.cohort_id}`);
    const input = { idea: simulation.goal, cohort, count: simulation.persona_count, seed: simulation.seed };

    await progress({ stage: "generating", personasProcessed: 0 });
    const features = analyzeIdea(input.idea);
    const simulated = [];
    const batchSize = batchSizeFor(input.count);
    for (let start = 0; start < input.count; start += batchSize) {
      const batch = simulateRange(input, features, start, start + batchSize);
      if (reactor) {
        const { responses } = await reactAllWithLlm(
          reactor,
          batch.map(({ opinion }) => ({ persona: opinion, engineResponse: opinion.response })),
          features,
        );
        batch.forEach((entry, index) => (entry.opinion = { ...entry.opinion, response: responses[index]! }));
      }
      simulated.push(...batch);
      await progress({ stage: "processing", personasProcessed: simulated.length });
      await new Promise((resolve) => setImmediate(resolve));
    }
    await progress({ stage: "reporting", personasProcessed: simulated.length });
    return buildAppReport(assembleResult(input, features, simulated), {
      simulationId: simulation.id,
      goal: simulation.goal,
    });
  };
}
