import { calibrationSummary, SYNTHETIC_NOTICE, type AppReport } from "~/engine";
import { ownCalibrationSummary } from "~/engine/calibration-info";

// Exports say on their face that the answers are simulated, with the
// calibration beside them: a file travels without the page around it.

const RESPONDENT = "simulated persona, not a real person";

/** The calibration a report was made with, as its exports name it. */
function calibrationOf(report: AppReport): string {
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

function cell(value: unknown): string {
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
