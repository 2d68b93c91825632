import { ideaForPanel } from "../panel-idea";
import type { ModelParameters } from "../parameters";
import { simulateRange, type SimulationInput } from "../simulate";
import { cohortForAudience, type ConceptRow } from "./concepts";

// Runs concept panels through the engine: shares of scores 1-5 over every
// persona and seed, the way `npm run panel` reports them.

export interface ConceptResult {
  id: string;
  /** Shares of scores 1..5. */
  shares: [number, number, number, number, number];
  /** Share of 4s and 5s. */
  adopt: number;
  /** Each persona's words (first seed only), when asked for. */
  personas?: PersonaWords[];
}

/** What one persona said, as `npm run panel -- --with-personas` writes it. */
export interface PersonaWords {
  score: number;
  overall_reaction: string;
  primary_motivation: string;
  concerns: string[];
  action_taken: string;
}

export interface PanelOptions {
  count: number;
  seeds: number;
  parameters?: ModelParameters;
  /** Keep each persona's words from the first seed. */
  withPersonas?: boolean;
}

export function runConcept(row: ConceptRow, options: PanelOptions): ConceptResult {
  const cohort = cohortForAudience(row.audience);
  const features = ideaForPanel(row.text, cohort);
  const counts = [0, 0, 0, 0, 0];
  const personas: PersonaWords[] = [];
  let total = 0;
  for (let seed = 0; seed < options.seeds; seed++) {
    const input: SimulationInput = {
      idea: row.text,
      cohort,
      count: options.count,
      seed: `panel-${seed}`,
      parameters: options.parameters,
      answerFormat: row.format,
    };
    for (const { opinion } of simulateRange(input, features, 0, options.count)) {
      counts[opinion.response.score - 1]!++;
      total++;
      if (options.withPersonas && seed === 0) {
        const { score, overall_reaction, primary_motivation, concerns, action_taken } = opinion.response;
        personas.push({ score, overall_reaction, primary_motivation, concerns, action_taken });
      }
    }
  }
  const shares = counts.map((count) => count / Math.max(1, total)) as ConceptResult["shares"];
  const result: ConceptResult = { id: row.id, shares, adopt: shares[3] + shares[4] };
  return options.withPersonas ? { ...result, personas } : result;
}
