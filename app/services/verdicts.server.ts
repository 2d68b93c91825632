import { createHash } from "node:crypto";
import type { Database } from "~/db/schema";
import {
  buildPanelReport,
  buildPulseResult,
  buildVerdict,
  VERDICT_VERSION,
  pulseCohort,
  cohortFromDescription,
  PULSE_PERSONAS,
  type PanelReport,
  type PulseAudience,
  type PulseResult,
  type Verdict,
} from "~/engine";
import { runHere, runHereOnce, RunIdUsedError, type RunHereServices, type Starter } from "./runs.server";
import { engineResultOf } from "./simulation-runner.server";
import type { Owner } from "./simulations.server";
import { isValidId } from "~/utils/validation";
import { reportOfRun } from "./stored-report.server";

export const VERDICT_NOT_FOUND = "Report not found or still processing.";

/**
 * Runs a pulse test (100 personas on the engine, milliseconds) through the run
 * service, at once, and keeps it as a public run so its verdict link works for
 * anyone. It is a free public test: a user is not debited, and a guest's run is
 * kept by nobody (no guest id), so it is not one of their runs in the app.
 */
export async function createPulseRun(
  services: RunHereServices,
  visitor: { owner: Owner | null; clientIp: string },
  input: { concept: string; audience: PulseAudience },
): Promise<{ id: string }> {
  const { owner, clientIp } = visitor;
  const simulation = await runHere(
    services,
    owner?.kind === "user" ? { owner, clientIp } : null,
    {
      goal: input.concept,
      personaCount: PULSE_PERSONAS,
      // Seeded by the audience: the same concept for the same audience always gives the same answer.
      seed: `pulse|${input.audience.id}`,
      cohortId: `pulse_${input.audience.id}`,
      origin: "pulse",
      isPublic: true,
      free: true,
    },
    { id: `pulse_${input.audience.id}`, model: pulseCohort(input.audience) },
  );
  return { id: simulation.id };
}

export interface PublicVerdict {
  verdict: Verdict;
  /** When the run was made, for the page's header. */
  ranAt: string;
}

/** The verdict of a completed run that is public or shared; null otherwise (a 404). */
export async function getPublicVerdict(db: Database, id: string): Promise<PublicVerdict | null> {
  if (!isValidId(id)) return null;
  const simulation = await db
    .selectFrom("simulations")
    .leftJoin("verdicts", "verdicts.simulation_id", "simulations.id")
    .select([
      "simulations.goal",
      "simulations.cohort_name",
      "simulations.status",
      "simulations.created_at",
      "simulations.shared_at",
      "simulations.is_public",
      "verdicts.version",
      "verdicts.body",
    ])
    .where("simulations.id", "=", id)
    .executeTakeFirst();
  if (!simulation || simulation.status !== "completed") return null;
  if (simulation.is_public !== 1 && !simulation.shared_at) return null;
  // Built once and kept: a view reads the verdict, not the whole report.
  const ranAt = simulation.created_at;
  if (simulation.body && simulation.version === VERDICT_VERSION)
    return { verdict: JSON.parse(simulation.body) as Verdict, ranAt };
  const stored = await db.selectFrom("simulations").select("report").where("id", "=", id).executeTakeFirst();
  const report = reportOfRun({ id, report: stored?.report ?? null });
  if (!report) return null;
  const verdict = buildVerdict(report, { pitch: simulation.goal, audience: simulation.cohort_name });
  const body = JSON.stringify(verdict);
  await db
    .insertInto("verdicts")
    .values({ simulation_id: id, version: VERDICT_VERSION, body })
    .onConflict((conflict) =>
      conflict.column("simulation_id").doUpdateSet({ version: VERDICT_VERSION, body }),
    )
    .execute();
  return { verdict, ranAt };
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
 * panel always gives the same report). It is run at once through the run
 * service under the run key's id, which debits its panel size in the same
 * locked transaction that stores it, so it is paid for exactly once per run
 * key; throws InsufficientCreditsError, with nothing debited or stored, when
 * the balance is short, and WizardRunKeyUsedError when the key ran other answers.
 */
export async function runWizardPanel(
  services: RunHereServices,
  starter: Starter & { owner: { kind: "user" } },
  input: WizardPanelInput & { runKey: string },
): Promise<WizardRun> {
  const id = wizardRunId(starter.owner.userId, input.runKey);
  const audience = {
    id: WIZARD_COHORT_ID,
    model: cohortFromDescription(
      WIZARD_COHORT_NAME,
      `Job roles: ${input.roles.join(", ")}. Pain points: ${input.painPoints.join(", ")}.`,
    ),
  };
  const run = {
    id,
    goal: input.content,
    cohortId: WIZARD_COHORT_ID,
    personaCount: input.size,
    seed: `wizard|${input.roles.join("|")}|${input.painPoints.join("|")}`,
    origin: "wizard" as const,
  };
  let started;
  try {
    started = await runHereOnce(services, starter, run, audience);
  } catch (error) {
    if (error instanceof RunIdUsedError) throw new WizardRunKeyUsedError();
    throw error;
  }
  const { simulation, replayed } = started;
  // The panel report is a view of the run's result that its stored report does not hold: the
  // engine makes the same result again from the run.
  const result = await engineResultOf(simulation, {
    db: services.db,
    audiences: new Map([[audience.id, audience.model]]),
  });
  return {
    simulationId: id,
    report: buildPanelReport(result, {
      generatedAt: simulation.completed_at ?? services.now().toISOString(),
    }),
    personasUsed: simulation.persona_count,
    replayed,
  };
}
