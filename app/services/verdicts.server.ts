import type { Database } from "~/db/schema";
import {
  buildAppReport,
  buildPulseResult,
  buildVerdict,
  pulseCohort,
  cohortFromDescription,
  simulate,
  summarise,
  PULSE_PERSONAS,
  type AppReport,
  type PulseAudience,
  type PulseResult,
  type Verdict,
} from "~/engine";
import { STAGE_MESSAGES, type Owner } from "./simulations.server";

export const VERDICT_NOT_FOUND = "Report not found or still processing.";

/**
 * Runs a pulse test on the engine (100 personas, milliseconds) and stores it
 * as a completed public run so its verdict link works for anyone. A guest's
 * pulse run is stored without their guest id: it must not use up their one
 * free run in the app.
 */
export async function createPulseRun(
  db: Database,
  input: { owner: Owner | null; concept: string; audience: PulseAudience },
  now: Date,
): Promise<{ id: string; pulse: PulseResult }> {
  const id = crypto.randomUUID();
  const cohort = pulseCohort(input.audience);
  // Seeded by the audience: the same concept for the same audience always gives the same answer.
  const seed = `pulse|${input.audience.id}`;
  const result = simulate({ idea: input.concept, cohort, count: PULSE_PERSONAS, seed });
  const report = buildAppReport(result, { simulationId: id, goal: input.concept });
  const at = now.toISOString();
  await db
    .insertInto("simulations")
    .values({
      id,
      user_id: input.owner?.kind === "user" ? input.owner.userId : null,
      guest_id: null,
      goal: input.concept,
      cohort_id: `pulse_${input.audience.id}`,
      cohort_name: input.audience.name,
      is_custom_cohort: 0,
      persona_count: PULSE_PERSONAS,
      seed,
      status: "completed",
      stage: "completed",
      progress_percentage: 100,
      personas_processed: PULSE_PERSONAS,
      message: STAGE_MESSAGES.completed,
      error_message: null,
      event_seq: 1,
      attempts: 1,
      claimed_by: null,
      heartbeat_at: null,
      credits_debited: 0,
      report: JSON.stringify(report),
      created_at: at,
      started_at: at,
      completed_at: at,
      guest_ip_hash: null,
      shared_at: null,
      is_public: 1,
    })
    .execute();
  return { id, pulse: buildPulseResult(result) };
}

/** The verdict of a completed run that is public or shared; null otherwise (a 404). */
export async function getPublicVerdict(db: Database, id: string): Promise<Verdict | null> {
  const simulation = await db
    .selectFrom("simulations")
    .select(["goal", "cohort_name", "status", "report", "shared_at", "is_public"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!simulation || simulation.status !== "completed" || !simulation.report) return null;
  if (simulation.is_public !== 1 && !simulation.shared_at) return null;
  const report = JSON.parse(simulation.report) as AppReport;
  return buildVerdict(report, { pitch: simulation.goal, audience: simulation.cohort_name });
}

/** Makes the owner's run viewable by link; false when the run is not theirs. */
export async function shareSimulation(db: Database, id: string, owner: Owner, now: Date): Promise<boolean> {
  let query = db
    .updateTable("simulations")
    .set({ shared_at: now.toISOString() })
    .where("id", "=", id)
    .where("shared_at", "is", null);
  query =
    owner.kind === "user"
      ? query.where("user_id", "=", owner.userId)
      : query.where("guest_id", "=", owner.guestId).where("user_id", "is", null);
  await query.execute();
  const row = await db
    .selectFrom("simulations")
    .select(["user_id", "guest_id", "shared_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row?.shared_at) return false;
  return owner.kind === "user"
    ? row.user_id === owner.userId
    : row.guest_id === owner.guestId && !row.user_id;
}

/** A stored pulse run for the pulse page's results; null when missing or not public. */
export async function getPulseRun(
  db: Database,
  id: string,
): Promise<{ id: string; concept: string; audience: string; pulse: PulseResult } | null> {
  const simulation = await db
    .selectFrom("simulations")
    .select(["id", "goal", "cohort_name", "status", "report", "is_public"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!simulation || simulation.is_public !== 1 || simulation.status !== "completed" || !simulation.report)
    return null;
  const report = JSON.parse(simulation.report) as AppReport;
  return {
    id: simulation.id,
    concept: simulation.goal,
    audience: simulation.cohort_name,
    pulse: buildPulseResult(report),
  };
}

export interface PanelReport {
  size: number;
  /** 0-100, from the panel size and how much it agrees. */
  confidence_score: number;
  /** 0-1: the score spread (standard deviation) over its largest possible value. */
  disagreement_index: number;
  top_three_changes: string[];
  win_lose_themes: Array<{ theme: string; impact: "positive" | "negative"; share: number }>;
  segment_breakdown: Array<{
    segment: string;
    size: number;
    percentage: number;
    likes: string[];
    dislikes: string[];
  }>;
}

const SEGMENT_NAMES = { eager: "Would adopt", hesitant: "Mixed", not_interested: "Not interested" } as const;

/**
 * The wizard's panel: personas drawn from the job roles and pain points,
 * reacting to the content. Seeded by the inputs, so the same panel always
 * gives the same report.
 */
export function runWizardPanel(input: {
  content: string;
  roles: readonly string[];
  painPoints: readonly string[];
  size: number;
}): PanelReport {
  const cohort = cohortFromDescription(
    "Ideal customer profile",
    `Job roles: ${input.roles.join(", ")}. Pain points: ${input.painPoints.join(", ")}.`,
  );
  const result = simulate({
    idea: input.content,
    cohort,
    count: input.size,
    seed: `wizard|${input.roles.join("|")}|${input.painPoints.join("|")}`,
  });
  const summary = summarise(result);
  const total = summary.total;
  const share = (count: number) => (total === 0 ? 0 : Math.round((count / total) * 100));
  const verdict = buildVerdict(result, { pitch: input.content, audience: cohort.name });
  const disagreement = Math.min(1, result.distribution.sd / 2);
  return {
    size: total,
    confidence_score: verdict.metrics.confidence,
    disagreement_index: Math.round(disagreement * 100) / 100,
    top_three_changes: summary.topBlockers.slice(0, 3).map(({ label }) => `Address: ${label.toLowerCase()}`),
    win_lose_themes: [
      ...summary.topReasons.slice(0, 3).map(({ label, count }) => ({
        theme: label,
        impact: "positive" as const,
        share: share(count),
      })),
      ...summary.topBlockers.slice(0, 3).map(({ label, count }) => ({
        theme: label,
        impact: "negative" as const,
        share: share(count),
      })),
    ],
    segment_breakdown: summary.segments.map((segment) => ({
      segment: SEGMENT_NAMES[segment.type],
      size: segment.count,
      percentage: segment.percentage,
      likes: segment.careAbout,
      dislikes: segment.concerns,
    })),
  };
}
