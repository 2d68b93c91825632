import { ideaForPanel } from "./panel-idea";
import { runContext } from "./panel-baseline";
import { summarizeScores, type ScoreSummary } from "./fidelity";
import { DEFAULT_PARAMETERS, type ModelParameters } from "./parameters";
import { distinguishNames, generatePersona, MAX_PERSONAS } from "./personas";
import { reactInDetail } from "./react";
import { createRng, hashHex } from "./rng";
import type { AnswerFormat } from "./panel/concepts";
import type { CohortModel, IdeaCorrections, IdeaFeatures, PersonaOpinion } from "./types";
import type { Driver, DriverKey } from "./utility";

// Runs a whole simulation into one canonical result. Every report shape is
// a view of this result; nothing here formats for a screen.

/** Bumped when the model changes so stored results can be told apart. */
export const ENGINE_VERSION = "2.9.114";

export interface SimulationInput {
  idea: string;
  cohort: CohortModel;
  count: number;
  seed: string | number;
  /** Calibrated parameters; the defaults otherwise. */
  parameters?: ModelParameters;
  /** What the user corrected about how the idea was read. */
  corrections?: IdeaCorrections;
  /**
   * How the panel is asked: on a 1-5 scale (the product's question), or a
   * plain yes/no, where nobody can sit in the middle (human panels asked so).
   */
  answerFormat?: AnswerFormat;
}

/** Why a persona answered as it did (for reports and calibration). */
export interface PersonaReasoning {
  persona_id: string;
  latent: number;
  drivers: Driver[];
  motivation: DriverKey | null;
}

export interface SimulationResult {
  engineVersion: string;
  seed: string;
  idea: string;
  cohort: { id: string; name: string; description: string; isPreset: boolean };
  features: IdeaFeatures;
  personas: PersonaOpinion[];
  /** Same order as personas. */
  reasoning: PersonaReasoning[];
  distribution: ScoreSummary;
}

export interface SimulatedPersona {
  opinion: PersonaOpinion;
  reasoning: PersonaReasoning;
}

export function clampCount(count: number): number {
  return Math.max(0, Math.min(MAX_PERSONAS, Math.floor(Number.isFinite(count) ? count : 0)));
}

/**
 * Personas `start` to `end - 1` with their reactions. Each depends only on
 * its index, so a worker can run a simulation in batches and report progress.
 */
export function simulateRange(
  input: SimulationInput,
  features: IdeaFeatures,
  start: number,
  end: number,
): SimulatedPersona[] {
  const parameters = input.parameters ?? DEFAULT_PARAMETERS;
  const last = Math.min(end, clampCount(input.count));
  const ideaKey = hashHex(features.text);
  const context = runContext(input.cohort, features, parameters);
  const batch: SimulatedPersona[] = [];
  for (let index = Math.max(0, start); index < last; index++) {
    const persona = generatePersona(input.cohort, input.seed, index);
    const rng = createRng(`${input.seed}|react|${persona.persona_id}|${ideaKey}`);
    const reaction = reactInDetail(persona, features, rng, parameters, {
      format: input.answerFormat,
      context,
    });
    batch.push({
      opinion: { ...persona, response: reaction.response },
      reasoning: {
        persona_id: persona.persona_id,
        latent: reaction.latent,
        drivers: reaction.drivers,
        motivation: reaction.motivation,
      },
    });
  }
  return batch;
}

/** Puts batches together into the canonical result. */
export function assembleResult(
  input: SimulationInput,
  features: IdeaFeatures,
  simulated: readonly SimulatedPersona[],
): SimulationResult {
  const personas = distinguishNames(simulated.map((entry) => entry.opinion));
  return {
    engineVersion: ENGINE_VERSION,
    seed: String(input.seed),
    idea: features.text,
    cohort: {
      id: input.cohort.id,
      name: input.cohort.name,
      description: input.cohort.description,
      isPreset: input.cohort.isPreset,
    },
    features,
    personas,
    reasoning: simulated.map((entry) => entry.reasoning),
    distribution: summarizeScores(personas.map((persona) => persona.response.score)),
  };
}

/** The whole simulation; the same input always gives the same result. */
export function simulate(input: SimulationInput): SimulationResult {
  const features = ideaForPanel(input.idea, input.cohort, input.corrections);
  return assembleResult(input, features, simulateRange(input, features, 0, clampCount(input.count)));
}
