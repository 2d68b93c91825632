import {
  buildDecisionReport,
  buildPanelReport,
  cohortFromDescription,
  findPresetCohort,
  hashHex,
  simulate,
  type DecisionReport,
  type PanelReport,
} from "~/engine";
import { sharedLimiter } from "./rate-limit.server";

/** The sample idea the free demo runs; its report is computed by the engine on every run. */
export const DEMO_IDEA =
  "An app for freelancers and small business owners that reads receipts from your phone camera, " +
  "sorts expenses and prepares quarterly tax filings automatically. $12/month with a free tier.";
/** The demo report's title: its idea in a few words. */
export const DEMO_TITLE = "A receipt-scanning tax app for freelancers and small businesses";
export const DEMO_COHORT_ID = "smb";
export const DEMO_PANEL_SIZE = 100;
export const IDEA_CHECK_PANEL_SIZE = 100;

function presetCohort(id: string) {
  const cohort = findPresetCohort(id);
  if (!cohort) throw new Error(`Preset cohort ${id} is missing`);
  return cohort;
}

/** A fresh seed for "New Demo": a different panel of the same cohort. */
export function newDemoSeed(): string {
  return Math.floor(Math.random() * 1e9).toString(36);
}

export function runDemo(seed: string, now: Date = new Date()): DecisionReport {
  const result = simulate({
    idea: DEMO_IDEA,
    cohort: presetCohort(DEMO_COHORT_ID),
    count: DEMO_PANEL_SIZE,
    seed: `demo-${seed}`,
  });
  return buildDecisionReport(result, { generatedAt: now.toISOString() });
}

export interface IdeaCheckInput {
  idea: string;
  targetAudience: string | null;
}

/** The same idea and audience always meet the same panel, so a re-check gives the same answer. */
export function runIdeaCheck({ idea, targetAudience }: IdeaCheckInput, now: Date = new Date()): PanelReport {
  const audience = targetAudience?.trim() || null;
  const cohort = audience ? cohortFromDescription(audience, audience) : presetCohort("general");
  const result = simulate({
    idea,
    cohort,
    count: IDEA_CHECK_PANEL_SIZE,
    seed: `idea-check-${hashHex(`${idea}\n${audience ?? ""}`)}`,
  });
  return buildPanelReport(result, { generatedAt: now.toISOString() });
}

/** POST /api/demo/idea-check per IP address per hour: generous, against scripts (guests also have the daily limit). */
export const IDEA_CHECK_API_LIMIT = 60;
const IDEA_CHECK_API_WINDOW_MS = 60 * 60 * 1000;

export const ideaCheckApiLimiter = sharedLimiter("idea-check-api", {
  limit: IDEA_CHECK_API_LIMIT,
  windowMs: IDEA_CHECK_API_WINDOW_MS,
});
