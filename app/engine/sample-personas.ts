import { runContext } from "./panel-baseline";
import { DEFAULT_PARAMETERS } from "./parameters";
import { personaId } from "./personas";
import { reactInDetail } from "./react";
import { createRng, hashHex } from "./rng";
import { clampCount, type SimulatedPersona, type SimulationInput } from "./simulate";
import type { CohortModel, IdeaFeatures, Persona } from "./types";

// Runs on a custom cohort draw from the personas stored with it rather than
// from the cohort's distributions, so every run meets the same people.

/**
 * `count` personas picked from `pool` for one run: without replacement while
 * the pool lasts (each pass is a fresh shuffle), so a persona repeats only
 * when the run is larger than the pool. Each pick gets the run's own
 * persona_id for its index; the same arguments give the same personas.
 */
export function samplePersonas(
  cohort: CohortModel,
  pool: readonly Persona[],
  count: number,
  seed: string | number,
): Persona[] {
  const total = clampCount(count);
  if (pool.length === 0 || total === 0) return [];
  const rng = createRng(`${seed}|${cohort.id}|sample`);
  const indices = pool.map((_, index) => index);
  const order: number[] = [];
  while (order.length < total) order.push(...rng.shuffle(indices).slice(0, total - order.length));
  return order.map((poolIndex, index) => ({
    ...pool[poolIndex],
    persona_id: personaId(cohort, seed, index),
  }));
}

/**
 * Reactions of sampled personas `start` to `end - 1`, seeded exactly as
 * `simulateRange` seeds generated ones, so a run can go in batches and the
 * same seed always gives the same answers.
 */
export function simulateSample(
  input: Pick<SimulationInput, "seed" | "parameters" | "cohort" | "answerFormat">,
  features: IdeaFeatures,
  personas: readonly Persona[],
  start: number,
  end: number,
): SimulatedPersona[] {
  const parameters = input.parameters ?? DEFAULT_PARAMETERS;
  const ideaKey = hashHex(features.text);
  const context = runContext(input.cohort, features, parameters);
  return personas.slice(Math.max(0, start), Math.max(0, end)).map((persona) => {
    const rng = createRng(`${input.seed}|react|${persona.persona_id}|${ideaKey}`);
    const reaction = reactInDetail(persona, features, rng, parameters, {
      format: input.answerFormat,
      context,
    });
    return {
      opinion: { ...persona, response: reaction.response },
      reasoning: {
        persona_id: persona.persona_id,
        latent: reaction.latent,
        drivers: reaction.drivers,
        motivation: reaction.motivation,
      },
    };
  });
}
