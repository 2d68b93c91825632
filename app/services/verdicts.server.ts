import { createHash } from "node:crypto";
import type { Database, SimulationOrigin } from "~/db/schema";
import {
  buildAppReport,
  buildPanelReport,
  buildPulseResult,
  buildVerdict,
  pulseCohort,
  cohortFromDescription,
  simulate,
  PULSE_PERSONAS,
  type AppReport,
  type PanelReport,
  type PulseAudience,
  type PulseResult,
  type Verdict,
} from "~/engine";
import { debitSimulation, withUserLock } from "./credits.server";
import { STAGE_MESSAGES, type Owner } from "./simulations.server";
import { isValidId } from "~/utils/validation";
import { reportOfRun, serializeReport } from "./stored-report.server";

export const VERDICT_NOT_FOUND = "Report not found or still processing.";

/** A run the engine made at once (pulse, wizard): stored completed, with its report. */
function completedRun(
  run: { id: string; goal: string; seed: string; report: AppReport; origin: SimulationOrigin },
  now: Date,
) {
  const at = now.toISOString();
  const personas = run.report.personas.length;
  return {
    id: run.id,
    guest_id: null,
    goal: run.goal,
    is_custom_cohort: 0,
    persona_count: personas,
    seed: run.seed,
    status: "completed" as const,
    stage: "completed" as const,
    progress_percentage: 100,
    personas_processed: personas,
    message: STAGE_MESSAGES.completed,
    error_message: null,
    event_seq: 1,
    attempts: 1,
    claimed_by: null,
    heartbeat_at: null,
    credits_debited: 0,
    report: serializeReport(run.report),
    created_at: at,
    started_at: at,
    completed_at: at,
    guest_ip_hash: null,
    origin: run.origin,
  };
}

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
  await db
    .insertInto("simulations")
    .values({
      ...completedRun({ id, goal: input.concept, seed, report, origin: "pulse" }, now),
      user_id: input.owner?.kind === "user" ? input.owner.userId : null,
      cohort_id: `pulse_${input.audience.id}`,
      cohort_name: input.audience.name,
      is_public: 1,
    })
    .execute();
  return { id, pulse: buildPulseResult(result) };
}

/** The verdict of a completed run that is public or shared; null otherwise (a 404). */
export async function getPublicVerdict(db: Database, id: string): Promise<Verdict | null> {
  if (!isValidId(id)) return null;
  const simulation = await db
    .selectFrom("simulations")
    .select(["goal", "cohort_name", "status", "report", "shared_at", "is_public"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!simulation || simulation.status !== "completed") return null;
  if (simulation.is_public !== 1 && !simulation.shared_at) return null;
  const report = reportOfRun({ id, report: simulation.report });
  if (!report) return null;
  return buildVerdict(report, { pitch: simulation.goal, audience: simulation.cohort_name });
}

/** Makes the owner's run viewable by link; false when the run is not theirs. */
export async function shareSimulation(db: Database, id: string, owner: Owner, now: Date): Promise<boolean> {
  if (!isValidId(id)) return false;
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
  if (!simulation || simulation.is_public !== 1 || simulation.status !== "completed") return null;
  const report = reportOfRun(simulation);
  if (!report) return null;
  return {
    id: simulation.id,
    concept: simulation.goal,
    audience: simulation.cohort_name,
    pulse: buildPulseResult(report),
  };
}

export const WIZARD_COHORT_ID = "wizard";
export const WIZARD_COHORT_NAME = "Ideal customer profile";

export interface WizardPanelInput {
  content: string;
  roles: readonly string[];
  painPoints: readonly string[];
  size: number;
}

export interface WizardRun {
  simulationId: string;
  /** The panel feedback report, as the idea check shows it. */
  report: PanelReport;
  /** The personas this run cost (once, however often it was submitted). */
  personasUsed: number;
  /** True when this run key had already run: the stored run, nothing debited again. */
  replayed: boolean;
}

/**
 * The id of a user's wizard run: the same run key (a hidden field of the
 * configure step) always names the same run, so a form sent twice finds the
 * first run instead of paying for a second. UUID-shaped, like every run id.
 */
export function wizardRunId(userId: string, runKey: string): string {
  const hex = createHash("sha256").update(`wizard|${userId}|${runKey}`).digest("hex");
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A run key already used for a run with other answers: the form was tampered with or replayed late. */
export class WizardRunKeyUsedError extends Error {
  override name = "WizardRunKeyUsedError";
  constructor() {
    super("This run has already been used for other answers. Go back to the first step to start a new run.");
  }
}

/**
 * The wizard's panel for a signed-in user: personas drawn from the job roles
 * and pain points react to the content (seeded by the inputs, so the same
 * panel always gives the same report). The run costs its panel size in
 * personas, debited in the same locked transaction that stores it as a
 * completed run in the user's history, so it is paid for exactly once per
 * run key; throws InsufficientCreditsError, with nothing debited or stored,
 * when the balance is short.
 */
export async function runWizardPanel(
  db: Database,
  input: WizardPanelInput & { userId: string; runKey: string },
  now: Date,
): Promise<WizardRun> {
  const id = wizardRunId(input.userId, input.runKey);
  const cohort = cohortFromDescription(
    WIZARD_COHORT_NAME,
    `Job roles: ${input.roles.join(", ")}. Pain points: ${input.painPoints.join(", ")}.`,
  );
  const seed = `wizard|${input.roles.join("|")}|${input.painPoints.join("|")}`;
  const result = simulate({ idea: input.content, cohort, count: input.size, seed });
  const fresh = buildAppReport(result, { simulationId: id, goal: input.content });

  const { completedAt, replayed } = await withUserLock(db, input.userId, async (trx, user) => {
    const existing = await trx
      .selectFrom("simulations")
      .select(["goal", "seed", "persona_count", "completed_at"])
      .where("id", "=", id)
      .where("user_id", "=", input.userId)
      .executeTakeFirst();
    if (existing) {
      // The same answers meet the same panel (the engine is deterministic for a seed): the report is the first one.
      const same =
        existing.goal === input.content &&
        existing.seed === seed &&
        existing.persona_count === fresh.personas.length;
      if (!same) throw new WizardRunKeyUsedError();
      return { completedAt: existing.completed_at ?? now.toISOString(), replayed: true };
    }

    const personas = fresh.personas.length;
    await debitSimulation(trx, user, id, personas, now);
    const row = completedRun({ id, goal: input.content, seed, report: fresh, origin: "wizard" }, now);
    await trx
      .insertInto("simulations")
      .values({
        ...row,
        user_id: input.userId,
        cohort_id: WIZARD_COHORT_ID,
        cohort_name: WIZARD_COHORT_NAME,
        credits_debited: personas,
      })
      .execute();
    return { completedAt: row.completed_at, replayed: false };
  });
  return {
    simulationId: id,
    report: buildPanelReport(result, { generatedAt: completedAt }),
    personasUsed: fresh.personas.length,
    replayed,
  };
}
