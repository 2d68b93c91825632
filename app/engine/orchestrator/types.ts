import type { PresetCohortId } from "../cohorts";

// The orchestrator's public shapes: dialogue turns, what clarify and
// extractConfig return, and the answers about a finished report.

export type DialogueRole = "user" | "assistant";

export interface DialogueTurn {
  role: DialogueRole;
  content: string;
}

/** What a testable idea should name. */
export type IdeaPiece = "target_customer" | "problem" | "price";

export interface ClarifySelection {
  /** The audience the user chose (a preset's id or name, or a custom cohort's name). */
  cohort?: string | null;
  personaCount?: number | null;
}

export type ClarifyResult =
  | { status: "needs_clarification"; question: string; missing: IdeaPiece[] }
  | { status: "ready"; message: string; summary: string };

export interface ConfigDefaults {
  /** A preset the user chose (id or name): it wins over what the text suggests. */
  audience?: string | null;
  personaCount?: number | null;
}

export interface ExtractedConfig {
  /** The idea and the answers to the clarifying questions, as one description. */
  goal: string;
  audience: PresetCohortId;
  audience_name: string;
  persona_count: 25 | 50 | 100;
  reasoning: string;
}

export interface ResultEvidence {
  label: string;
  value: string;
}

export interface ResultsAnswer {
  answer: string;
  evidence: ResultEvidence[];
}
