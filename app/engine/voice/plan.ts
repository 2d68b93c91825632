import { isConcreteReason } from "../reasons";
import type { IdeaFeatures, Score } from "../types";
import type { Driver } from "../utility";
import type { ReactionPlan } from "./types";

// Which drivers a reaction puts into words. A reason always points the way
// the score does; mood and taste are noise in the model, so they are never
// given as a reason (except taste for food, where liking it is one). A
// rejecter's concerns always hold their concrete doubts when they have any
// (react.ts), so what they say and what the report counts agree. Without a
// concrete reason the speaker says they are unsure, which is rare.

export interface PlanInput {
  idea: IdeaFeatures;
  score: Score;
  /** The concrete pull react() chose, if any (for a rejecter only a real one). */
  motivation: Driver | undefined;
  /** Negative drivers react() reports, strongest first. */
  concerns: readonly Driver[];
  /** Every driver of the utility. */
  drivers: readonly Driver[];
}

export function planReaction({ idea, score, motivation, concerns, drivers }: PlanInput): ReactionPlan {
  const concreteMotivation = motivation && isConcreteReason(motivation, idea) ? motivation : null;
  // Someone without a dog who still likes a dog-walking app says so, and why (in the closer).
  const missing = score >= 3 ? (drivers.find((driver) => driver.key === "no_need") ?? null) : null;
  const named = concerns.filter((driver) => isConcreteReason(driver, idea) && driver !== missing);
  if (score >= 4) {
    return { reason: concreteMotivation, concession: null, doubt: named[0] ?? null, also: null, missing };
  }
  if (score === 3) {
    return concreteMotivation
      ? { reason: concreteMotivation, concession: null, doubt: named[0] ?? null, also: null, missing }
      : { reason: named[0] ?? null, concession: null, doubt: null, also: named[1] ?? null, missing };
  }
  return {
    reason: named[0] ?? null,
    concession: concreteMotivation,
    doubt: null,
    also: named[1] ?? null,
    missing: null,
  };
}
