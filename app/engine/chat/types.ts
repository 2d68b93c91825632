import type { Rng } from "../rng";
import type { IdeaFeatures, PersonaOpinion } from "../types";

// Shapes of the persona chat: turns and topics (public), and what a reply is
// composed from: the persona's stance, concerns and the prices that matter.

export type ChatRole = "user" | "assistant";

export interface ChatTurn {
  role: ChatRole;
  content: string;
}

export type ChatTopic =
  | "follow_up"
  | "switching"
  | "who_else"
  | "how_use"
  | "change_mind"
  | "recommend"
  | "competitors"
  | "price"
  | "ai"
  | "privacy"
  | "features"
  | "concerns"
  | "use"
  | "identity"
  | "opinion"
  | "greeting"
  | "thanks"
  | "general";

export type Stance = "yes" | "maybe" | "no";

export type ConcernKind =
  | "price"
  | "unknown_price"
  | "privacy"
  | "setup"
  | "irrelevant"
  | "audience"
  | "novelty"
  | "ai"
  | "clarity"
  | "taste"
  | "mood"
  | "other";

export interface Concern {
  kind: ConcernKind;
  label: string;
}

export interface Context {
  persona: PersonaOpinion;
  idea: IdeaFeatures;
  rng: Rng;
  first: string;
  role: string;
  company: string;
  city: string;
  age: number;
  stance: Stance;
  /** Main key phrase, or "it". */
  kp: string;
  concerns: Concern[];
  /** What the persona would be comfortable paying, in the idea's currency and period. */
  comfortable: { monthlyUsd: number; label: string };
  /** What a price is weighed against, in words: the budget band, or what they already spend on such things. */
  budget: string;
  /** The same as a clause about the person: "on a $20-50/month budget", "spending about $960/month on food". */
  budgetClause: string;
  /** Buys for a business rather than for self. */
  buyer: boolean;
  /** A pain point and an interest the idea touches, if any. */
  pain: string | null;
  interest: string | null;
  /** The idea's price is far beyond what this persona would pay: no point naming a number. */
  outOfRange: boolean;
  /** The comfortable price is below the idea's, so it can be named as what would do. */
  cheaperNamed: boolean;
}

/** A price in a message or the idea, with its monthly value in USD. */
export interface Amount {
  monthlyUsd: number;
  label: string;
}

export interface EarlierTurn {
  topic: ChatTopic;
  text: string;
  amount: Amount | null;
}
