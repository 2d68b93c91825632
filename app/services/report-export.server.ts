import { calibrationSummary, SYNTHETIC_NOTICE, type AppReport } from "~/engine";
import { ownCalibrationSummary } from "~/engine/calibration-info";
import type { ComparisonView } from "./comparisons.server";

// Exports say on their face that the answers are simulated, with the
// calibration beside them: a file travels without the page around it.

const RESPONDENT = "simulated persona, not a real person";

/** The calibration a report was made with, as its exports name it. */
export function calibrationOf(report: Pick<AppReport, "user_calibration">): string {
  const own = report.user_calibration;
  if (!own) return `Sounding Board calibration: ${calibrationSummary()}`;
  return `Your calibration: ${ownCalibrationSummary(own)}, leave-one-out`;
}

/** The report as its JSON export: the stored report with the synthetic label and calibration on top. */
export function reportToJson(report: AppReport): string {
  return JSON.stringify({
    synthetic: true,
    notice: SYNTHETIC_NOTICE,
    calibration: calibrationOf(report),
    ...report,
  });
}

const COLUMNS = [
  "persona_id",
  "name",
  "role",
  "company",
  "location",
  "age",
  "gender",
  "nationality",
  "score",
  "sentiment",
  "overall_reaction",
  "primary_motivation",
  "concerns",
  "action_taken",
  "budget",
  "decision_style",
  "tech_adoption",
  "budget_sensitivity",
  "traits",
  "interests",
  "pain_points",
  "respondent",
  "calibration",
] as const;

export function cell(value: unknown): string {
  const text = Array.isArray(value) ? value.join("; ") : String(value ?? "");
  // Quote everything that could break a row; neutralise spreadsheet formulas.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r;]/.test(safe) || safe !== text ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The personas and their answers, one row each, for a spreadsheet; every row says it is simulated. */
export function reportToCsv(report: AppReport): string {
  const calibration = calibrationOf(report);
  const rows = report.personas.map((persona) => {
    const values: Record<(typeof COLUMNS)[number], unknown> = {
      persona_id: persona.persona_id,
      name: persona.name,
      role: persona.role,
      company: persona.company,
      location: persona.demographics.location,
      age: persona.demographics.age,
      gender: persona.demographics.gender,
      nationality: persona.demographics.nationality,
      score: persona.response.score,
      sentiment: persona.response.sentiment,
      overall_reaction: persona.response.overall_reaction,
      primary_motivation: persona.response.primary_motivation,
      concerns: persona.response.concerns,
      action_taken: persona.response.action_taken,
      budget: persona.budget,
      decision_style: persona.decision_style,
      tech_adoption: persona.decision_profile.tech_adoption,
      budget_sensitivity: persona.decision_profile.budget_sensitivity,
      traits: persona.traits,
      interests: persona.interests,
      pain_points: persona.pain_points,
      respondent: RESPONDENT,
      calibration,
    };
    return COLUMNS.map((column) => cell(values[column])).join(",");
  });
  return `${[COLUMNS.join(","), ...rows].join("\r\n")}\r\n`;
}

/** A comparison as its JSON export: each variant's share and interval, the test's answer, labelled as simulated. */
export function comparisonToJson(view: ComparisonView): string {
  return JSON.stringify({
    synthetic: true,
    notice: SYNTHETIC_NOTICE,
    calibration: view.calibration,
    id: view.id,
    audience: view.cohortName,
    persona_count: view.personaCount,
    created_at: view.createdAt,
    variants: view.runs.map((run) => ({ key: run.key, text: run.text, simulation_id: run.simulationId })),
    result: view.result,
  });
}

/** One row per variant (and the control): its share who would try it, with the interval. */
export function comparisonToCsv(view: ComparisonView): string {
  const header =
    "variant,text,personas,would_try,percent,interval_low,interval_high,against_control,respondent,calibration";
  const outcomes = view.result
    ? [...view.result.variants, ...(view.result.control ? [view.result.control] : [])]
    : [];
  const rows = outcomes.map((outcome) =>
    [
      outcome.key,
      outcome.text,
      outcome.total,
      outcome.adopters,
      outcome.percent,
      outcome.low,
      outcome.high,
      outcome.againstControl ?? "",
      "simulated personas, not real people",
      view.calibration,
    ]
      .map(cell)
      .join(","),
  );
  return [header, ...rows].join("\n") + "\n";
}
