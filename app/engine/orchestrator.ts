// The orchestrator of the app in chat form: it asks what an idea lacks,
// turns the dialogue into a run's configuration, and answers questions about
// a finished report from the report's own numbers. Pure and deterministic.
// Each step lives in app/engine/orchestrator/; this module keeps the public
// import path.

export { clarify, MAX_CLARIFICATIONS } from "./orchestrator/clarify";
export { extractConfig } from "./orchestrator/extract-config";
export { analyzeResults } from "./orchestrator/analyze-results";
export { isGoAhead } from "./orchestrator/go-ahead";
export type {
  ClarifyResult,
  ClarifySelection,
  ConfigDefaults,
  DialogueRole,
  DialogueTurn,
  ExtractedConfig,
  IdeaPiece,
  ResultEvidence,
  ResultsAnswer,
} from "./orchestrator/types";
