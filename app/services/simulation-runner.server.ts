import type { Database, Simulation } from "~/db/schema";
import {
  analyzeIdea,
  assembleResult,
  buildAppReport,
  getPresetCohort,
  samplePersonas,
  simulateRange,
  simulateSample,
  type AppReport,
  type CohortModel,
  type IdeaFeatures,
  type Persona,
  type SimulatedPersona,
  type SimulationInput,
} from "~/engine";
import type { PanelSource } from "~/engine/price-test";
import { cohortModelFor } from "./cohorts.server";
import { parametersForRun } from "./calibrations.server";
import { correctionsOf } from "./idea-corrections.server";
import { reactAllWithLlm, type LlmReactor } from "./llm-reactions.server";
import type { SimulationRunner } from "./run-worker.server";

/** About ten progress steps per run, however large. */
function batchSizeFor(count: number): number {
  return Math.max(10, Math.ceil(count / 10));
}

/**
 * Who a run meets: a preset's personas are drawn from its distributions; a
 * custom cohort's are sampled from the personas stored with it.
 */
async function cohortOf(
  simulation: Simulation,
  db: Database | undefined,
): Promise<{ cohort: CohortModel; stored: Persona[] | null }> {
  if (!simulation.is_custom_cohort) {
    const cohort = getPresetCohort(simulation.cohort_id);
    if (!cohort) throw new Error(`Unknown cohort ${simulation.cohort_id}`);
    return { cohort, stored: null };
  }
  if (!db) throw new Error("The runner needs the database for custom cohorts");
  const custom = await cohortModelFor(db, simulation.cohort_id);
  if (!custom) throw new Error(`Custom cohort ${simulation.cohort_id} is missing or not ready`);
  return { cohort: { ...custom.model, name: simulation.cohort_name }, stored: custom.personas };
}

/**
 * What the engine needs to answer a run's panel: its input (audience, size,
 * seed, corrections, calibration), the idea as read and, for a custom
 * audience, its sampled personas. The runner and the price test share it.
 */
export async function panelSourceFor(simulation: Simulation, db?: Database) {
  const { cohort, stored } = await cohortOf(simulation, db);
  const { parameters, calibration } = db
    ? await parametersForRun(db, simulation)
    : { parameters: undefined, calibration: null };
  const input: SimulationInput = {
    idea: simulation.goal,
    cohort,
    count: simulation.persona_count,
    seed: simulation.seed,
    corrections: correctionsOf(simulation),
    parameters,
  };
  const features = analyzeIdea(input.idea, input.corrections);
  const sampled = stored ? samplePersonas(cohort, stored, input.count, input.seed) : null;
  const source: PanelSource = { input, features, sampled };
  return { source, calibration };
}

/**
 * Runs a simulation on the persona engine in batches, so the worker can
 * report progress between them and the event loop stays responsive. With an
 * LLM reactor, each batch's reactions come from the model instead, persona by
 * persona falling back to the engine's own. `db` is needed for runs on
 * custom cohorts.
 */
export function createEngineRunner({
  reactor,
  db,
}: { reactor?: LlmReactor; db?: Database } = {}): SimulationRunner {
  const run: SimulationRunner = async (simulation: Simulation, progress, signal): Promise<AppReport> => {
    const { source, calibration } = await panelSourceFor(simulation, db);
    const { input, features, sampled } = source;
    await progress({ stage: "generating", personasProcessed: 0 });
    const batchOf = (start: number, end: number): SimulatedPersona[] =>
      sampled
        ? simulateSample(input, features, sampled, start, end)
        : simulateRange(input, features, start, end);

    const simulated = [];
    const batchSize = batchSizeFor(input.count);
    for (let start = 0; start < input.count; start += batchSize) {
      const batch = batchOf(start, start + batchSize);
      if (reactor) await reactWithLlm(reactor, batch, features, signal);
      // A run lost to another claim stops here: its reactions would be written by nobody.
      signal?.throwIfAborted();
      simulated.push(...batch);
      await progress({ stage: "processing", personasProcessed: simulated.length });
      await new Promise((resolve) => setImmediate(resolve));
    }
    await progress({ stage: "reporting", personasProcessed: simulated.length });
    const report = buildAppReport(assembleResult(input, features, simulated), {
      simulationId: simulation.id,
      goal: simulation.goal,
    });
    if (!calibration) return report;
    const { id, name, concepts, respondents, after } = calibration;
    return { ...report, user_calibration: { id, name, concepts, respondents, pearson: after.pearson } };
  };
  // The same names as simulation_started's strategy in the routes.
  run.strategy = reactor ? "llm" : "engine";
  return run;
}

async function reactWithLlm(
  reactor: LlmReactor,
  batch: SimulatedPersona[],
  features: IdeaFeatures,
  signal: AbortSignal | undefined,
) {
  const { responses } = await reactAllWithLlm(
    reactor,
    batch.map(({ opinion }) => ({ persona: opinion, engineResponse: opinion.response })),
    features,
    signal,
  );
  batch.forEach((entry, index) => (entry.opinion = { ...entry.opinion, response: responses[index]! }));
}
