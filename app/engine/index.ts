// Public surface of the persona engine. The rest of the app imports from
// "~/engine" only; the files behind it may change.

export type * from "./types";
export { analyzeIdea } from "./analyze-idea";
export { buysForABusiness, ideaForPanel } from "./panel-idea";
export { applyCorrections } from "./corrections";
export {
  ideaReading,
  isEnglish,
  CATEGORY_LABELS,
  AUDIENCE_LABELS,
  LANGUAGE_NOTICE,
  TRANSLATE_STEP,
  languageNoticeOf,
  type IdeaReading,
  type LanguageSource,
} from "./reading";
export {
  PRESET_COHORTS,
  PRESET_COHORT_OPTIONS,
  DEFAULT_COHORT_ID,
  getPresetCohort,
  findPresetCohort,
  isPresetCohortId,
  cohortB2bAffinity,
  betaMean,
  type CohortOption,
  type PresetCohortId,
} from "./cohorts";
export { cohortFromDescription, usAdultConsumers } from "./custom-cohort";
export { generatePersona, generatePersonas, personaId, MAX_PERSONAS } from "./personas";
export { react, reactInDetail, scoreFromUtility, type Reaction } from "./react";
export type { Driver, DriverKey } from "./utility";
export { createRng, hashSeed, hashHex, Rng } from "./rng";
export { DEFAULT_PARAMETERS, type ModelParameters, type TraitEffect } from "./parameters";
export {
  simulate,
  simulateRange,
  assembleResult,
  clampCount,
  ENGINE_VERSION,
  type SimulationInput,
  type SimulationResult,
  type SimulatedPersona,
  type PersonaReasoning,
} from "./simulate";
export { samplePersonas, simulateSample } from "./sample-personas";
export {
  summarise,
  confidenceLabel,
  lowerConfidence,
  resultConfidence,
  percentages,
  segmentOf,
  type ResultSummary,
  type SegmentSummary,
  type SegmentType,
  type ConfidenceLabel,
  type LabelCount,
} from "./summary";
export {
  buildAppReport,
  type AppReport,
  type AppReportOptions,
  type UserCalibrationLabel,
  type Stat,
  type PersonaSegment,
  type ExecutiveInsights,
} from "./report";
export {
  mean,
  standardDeviation,
  scoreCounts,
  topTwoBox,
  ksDistance,
  ksSimilarity,
  summarizeScores,
  comparePanels,
  type ScoreCounts,
  type ScoreSummary,
  type PanelComparison,
} from "./fidelity";
export { parseCsv, panelScores } from "./panel-csv";
export {
  replyInCharacter,
  cannedReply,
  classifyMessage,
  THINKING_REPLY,
  type ChatTurn,
  type ChatRole,
  type ChatTopic,
} from "./chat";
export {
  clarify,
  extractConfig,
  analyzeResults,
  isGoAhead,
  MAX_CLARIFICATIONS,
  type DialogueTurn,
  type DialogueRole,
  type IdeaPiece,
  type ClarifySelection,
  type ClarifyResult,
  type ConfigDefaults,
  type ExtractedConfig,
  type ResultEvidence,
  type ResultsAnswer,
} from "./orchestrator";
export {
  buildPulseResult,
  pulseVerdict,
  pulseCohort,
  getPulseAudience,
  isPulseAudienceId,
  PULSE_AUDIENCES,
  PULSE_PERSONAS,
  PULSE_CONCEPT_MIN,
  PULSE_CONCEPT_MAX,
  type PulseAudience,
  type PulseAudienceId,
  type PulseResult,
  type PulseReason,
  type PulseVerdict,
} from "./pulse";
export {
  buildVerdict,
  wouldTry,
  METRIC_DEFINITIONS,
  VERDICT_VERSION,
  type Verdict,
  type VerdictMetricKey,
  type VerdictObjection,
} from "./verdict";
export {
  buildDecisionReport,
  recommend,
  CONFIDENCE_VALUE,
  DECISION_THRESHOLDS,
  type DecisionReport,
  type Recommendation,
  type ReasonItem,
  type FunnelStage,
} from "./decision-report";
export {
  buildPanelReport,
  calibrationBadge,
  PRODUCT_CALIBRATION_INFO,
  type PanelReport,
  type CalibrationInfo,
  type CalibrationBadge,
} from "./panel-report";

// A user's own human results fitted into the panel (Account Settings → Calibration).
export {
  readUserData,
  CALIBRATION_CSV_MAX_BYTES,
  CALIBRATION_MAX_ROWS,
  CALIBRATION_MIN_ROWS,
  type CsvProblem,
} from "./calibration/user-data";
export { userCalibrationSteps, type UserCalibration } from "./calibration/user-fit";
export { withFitted, type FittedParameters } from "./calibration/fit";
export type { AgreementFigures } from "./panel/metrics";
export {
  PRODUCT_CALIBRATION,
  SYNTHETIC_NOTICE,
  calibrationSummary,
  type MeasuredCalibration,
} from "./calibration-info";
