import type { Database, Simulation } from "~/db/schema";
import {
  ideaForPanel,
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
  type SimulationResult,
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
 * Models of audiences a page described itself (pulse, the wizard), by the
 * run's cohort id: the process that starts such a run hands them to its runner.
 */
export type DescribedAudiences = ReadonlyMap<string, CohortModel>;

/**
 * Who a run meets: a preset's (or a described audience's) personas are drawn
 * from its distributions; a custom cohort's are sampled from the personas stored with it.
 */
async function cohortOf(
  simulation: Simulation,
  db: Database | undefined,
  audiences: DescribedAudiences | undefined,
): Promise<{ cohort: CohortModel; stored: Persona[] | null }> {
  if (!simulation.is_custom_cohort) {
    const cohort = getPresetCohort(simulation.cohort_id) ?? audiences?.get(simulation.cohort_id);
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
export async function panelSourceFor(simulation: Simulation, db?: Database, audiences?: DescribedAudiences) {
  const { cohort, stored } = await cohortOf(simulation, db, audiences);
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
  const features = ideaForPanel(input.idea, cohort, input.corrections);
  const sampled = stored ? samplePersonas(cohort, stored, input.count, input.seed) : null;
  const source: PanelSource = { input, features, sampled };
  return { source, calibration };
}

/** Personas `start` to `end - 1` of a run's panel, with the engine's reactions. */
function engineBatch(
  { input, features, sampled }: PanelSource,
  start: number,
  end: number,
): SimulatedPersona[] {
  return sampled
    ? simulateSample(input, features, sampled, start, end)
    : simulateRange(input, features, start, end);
}

/**
 * A run's canonical result as the engine makes it, computed again from the
 * run (the same input always gives the same result): for a view of an engine
 * run that its stored report does not hold (the wizard's panel report).
 */
export async function engineResultOf(
  simulation: Simulation,
  { db, audiences }: { db?: Database; audiences?: DescribedAudiences } = {},
): Promise<SimulationResult> {
  const { source } = await panelSourceFor(simulation, db, audiences);
  return assembleResult(source.input, source.features, engineBatch(source, 0, source.input.count));
}

/**
 * Runs a simulation on the persona engine in batches, so the worker can
 * report progress between them and the event loop stays responsive. With an
 * LLM reactor, each batch's reactions come from the model instead, persona by
 * persona falling back to the engine's own. `db` is needed for runs on
 * custom cohorts, `audiences` for runs on audiences a page described itself.
 */
export function createEngineRunner({
  reactor,
  db,
  audiences,
}: { reactor?: LlmReactor; db?: Database; audiences?: DescribedAudiences } = {}): SimulationRunner {
  const run: SimulationRunner = async (simulation: Simulation, progress, signal): Promise<AppReport> => {
    const { source, calibration } = await panelSourceFor(simulation, db, audiences);
    const { input, features } = source;
    await progress({ stage: "generating", personasProcessed: 0 });

    const simulated = [];
    const batchSize = batchSizeFor(input.count);
    for (let start = 0; start < input.count; start += batchSize) {
      const batch = engineBatch(source, start, start + batchSize);
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
