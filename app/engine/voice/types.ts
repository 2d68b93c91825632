import type { Rng } from "../rng";
import type { IdeaFeatures, Persona, Score } from "../types";
import type { Driver } from "../utility";

/** Temperament, read from traits and decision style: it sets how a line is worded. */
export type Tone = "eager" | "wary" | "analytical" | "practical" | "warm" | "plain";

/** What a reaction can name in the idea, all clean enough to drop into a sentence. */
export interface IdeaWords {
  /** The product as a noun phrase ("a smart water bottle"), or "this". */
  it: string;
  /** Whether `it` is the idea's own words rather than "this". */
  named: boolean;
  plural: boolean;
  /** Whether the product's own name is a way of paying ("a coffee subscription", "a gym membership"). */
  namesBilling: boolean;
  /** What it does for the speaker, as a clause: "it reminds me to drink". */
  upside: string | null;
  /** What it does, even where that is the harm: "lets me track my partner's phone". */
  does: string | null;
  /** Who it is pitched at: "busy parents". */
  target: string | null;
  /** A product it copies or replaces: "Google". */
  incumbent: string | null;
  /** The stated price: "$6/month". */
  price: string | null;
}

/** Who is speaking, and about what. */
export interface Voice {
  persona: Persona;
  idea: IdeaFeatures;
  words: IdeaWords;
  score: Score;
  /** "a line cook" */
  role: string;
  /** "line cooks" */
  roles: string;
  /** The employer's name, or "" for none. */
  company: string;
  place: string;
  age: number;
  young: boolean;
  older: boolean;
  /** The speaker's age is a reason to give about this idea (ageIsAReason in speaker.ts). */
  ageIsAReason: boolean;
  /** Temperaments from traits and decision style ("plain" when none). */
  tones: ReadonlySet<Tone>;
  /** Buys for a company rather than for themselves. */
  buyer: boolean;
  /** Runs a small business (owners, the self-employed). */
  owner: boolean;
  /** Works alone (self-employed, freelance): "I" and "my work", never "we" or "my team". */
  solo: boolean;
  /** Has children or family at the centre of their life. */
  parent: boolean;
  /** Money is tight or weighs heavily. */
  tight: boolean;
  /** The budget band as said before "budget": "$20-a-month" for "$0-20/month" (`spokenBudget`). */
  budget: string;
  /** The price is among this answer's concerns: no line may say the budget is no question. */
  priceWeighs: boolean;
  /** The product fits the speaker's own job, not only their company: only then "made for my role". */
  jobFits: boolean;
  rng: Rng;
}

/** A sentence template: null when it does not fit this speaker or driver. */
export type Line = (voice: Voice, driver: Driver) => string | null;

/**
 * Which drivers a reaction voices: the reason behind the score (its sign
 * agrees with the score), a concession a rejecter makes to what pulled, and
 * the doubt an adopter or a mixed answer still has.
 */
export interface ReactionPlan {
  reason: Driver | null;
  /** For a rejecter: a concrete pull, said as "X, but...". */
  concession: Driver | null;
  /** For an adopter or mixed answer: what gives pause. */
  doubt: Driver | null;
  /** A second reason pointing the same way. */
  also: Driver | null;
  /**
   * For an adopter or mixed answer not in the situation the product presupposes
   * (no dog, for a dog-walking app): said, with why they would still say yes.
   */
  missing: Driver | null;
}
