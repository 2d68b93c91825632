import { panelContext } from "./cohort-fit";
import type { ModelParameters } from "./parameters";
import { generatePersona } from "./personas";
import type { CohortModel, IdeaFeatures, Persona } from "./types";
import { relevanceInput, type PanelContext } from "./utility";

// Relevance (interests, pain points, job, traits) decides who in a panel an idea
// speaks to, not how many of them say yes. How many of the catalogue's labels an
// idea touches depends on the catalogue (food has many interests, payroll few),
// not on the idea's pull; fitted to human panels, the panel's average relevance
// only added error on concepts the fit had not seen (ADR 043). So each answer
// weighs a persona's relevance against the panel's average, read once per run
// from a fixed reference sample of the panel's people.

/**
 * Drawn again with another seed, the average of 200 people moves adoption by about a point (two at
 * most, in eight ideas on four panels): well under the five points a 100-person panel's own draw
 * varies by.
 */
const REFERENCE_SIZE = 200;
const REFERENCE_SEED = "relevance-reference";

const memo = new WeakMap<IdeaFeatures, WeakMap<CohortModel, WeakMap<ModelParameters, number>>>();
/** A preset cohort is one object for the life of the process: its reference people are drawn once. */
const referencePeople = new WeakMap<CohortModel, Persona[]>();

function referenceOf(cohort: CohortModel): Persona[] {
  let people = referencePeople.get(cohort);
  if (!people) {
    people = Array.from({ length: REFERENCE_SIZE }, (_, i) => generatePersona(cohort, REFERENCE_SEED, i));
    referencePeople.set(cohort, people);
  }
  return people;
}

/** The panel's average relevance input for this idea; the same for every batch of a run. */
function panelRelevance(
  cohort: CohortModel,
  idea: IdeaFeatures,
  parameters: ModelParameters,
  context: PanelContext,
): number {
  const byCohort = memo.get(idea) ?? new WeakMap<CohortModel, WeakMap<ModelParameters, number>>();
  memo.set(idea, byCohort);
  const byParameters = byCohort.get(cohort) ?? new WeakMap<ModelParameters, number>();
  byCohort.set(cohort, byParameters);
  const known = byParameters.get(parameters);
  if (known !== undefined) return known;
  let sum = 0;
  for (const persona of referenceOf(cohort)) sum += relevanceInput(persona, idea, parameters, context);
  const average = sum / REFERENCE_SIZE;
  byParameters.set(parameters, average);
  return average;
}

/** What every answer of a panel shares: who the panel is, and the idea's average relevance to it. */
export function runContext(
  cohort: CohortModel,
  idea: IdeaFeatures,
  parameters: ModelParameters,
): PanelContext {
  const context = panelContext(cohort, idea.text);
  return { ...context, relevanceBaseline: panelRelevance(cohort, idea, parameters, context) };
}
