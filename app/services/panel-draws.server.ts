import { sql } from "kysely";
import type { Database, Simulation } from "~/db/schema";
import { startRun, type RunServices, type Starter } from "./runs.server";
import { stablePanelSeed } from "./simulations.server";
import { adoptersInReport, reportOfRun } from "./stored-report.server";

// Every run meets its audience's stable panel unless the user asks for a new
// one. Drawing fresh personas for the same idea shows how much the headline
// depends on who happened to be asked.

/** Starts the source run's idea, audience and size again on freshly drawn personas (debited like any run). */
export function redrawPanel(
  services: RunServices,
  starter: Starter,
  source: Simulation,
): Promise<Simulation> {
  return startRun(services, starter, {
    goal: source.goal,
    cohortId: source.cohort_id,
    personaCount: source.persona_count,
    seed: `draw|${crypto.randomUUID()}`,
    calibrationId: source.calibration_id,
  });
}

export interface PanelDraw {
  simulationId: string;
  /** The audience's stable panel, or a freshly drawn one. */
  stable: boolean;
  adopters: number;
  total: number;
  completedAt: string | null;
}

export interface PanelDraws {
  draws: PanelDraw[];
  /** Percentage points between the highest and lowest adoption across the draws. */
  spreadPoints: number;
}

/**
 * The owner's completed runs of the same idea, audience and size (without
 * corrections), one per panel: how the headline moves with the personas asked.
 * Null until there are at least two panels to compare.
 */
export async function panelDrawsOf(
  db: Database,
  simulation: Pick<
    Simulation,
    "goal" | "cohort_id" | "persona_count" | "calibration_id" | "user_id" | "guest_id"
  >,
): Promise<PanelDraws | null> {
  let query = db
    .selectFrom("simulations")
    .select(["id", "seed", "adopters", "persona_count", "completed_at"])
    // A run completed by an older release has no count yet: its report is read instead.
    .select(sql<string | null>`case when adopters is null then report end`.as("report"))
    .where("status", "=", "completed")
    .where("goal", "=", simulation.goal)
    .where("cohort_id", "=", simulation.cohort_id)
    .where("persona_count", "=", simulation.persona_count)
    .where("corrections", "is", null)
    .orderBy("created_at", "asc")
    .limit(50);
  // A run on another calibration is another model, not another panel.
  query = simulation.calibration_id
    ? query.where("calibration_id", "=", simulation.calibration_id)
    : query.where("calibration_id", "is", null);
  query = simulation.user_id
    ? query.where("user_id", "=", simulation.user_id)
    : query.where("guest_id", "=", simulation.guest_id ?? "");
  const rows = await query.execute();
  const stableSeed = stablePanelSeed(simulation.cohort_id);
  const seen = new Set<string>();
  const draws: PanelDraw[] = [];
  for (const row of rows) {
    // The same seed is the same panel: its result is the same, count it once.
    if (seen.has(row.seed)) continue;
    const report = row.adopters === null ? reportOfRun(row) : null;
    const adopters = row.adopters ?? (report ? adoptersInReport(report) : null);
    if (adopters === null) continue;
    seen.add(row.seed);
    draws.push({
      simulationId: row.id,
      stable: row.seed === stableSeed,
      adopters,
      total: report?.personas.length ?? row.persona_count,
      completedAt: row.completed_at,
    });
  }
  if (draws.length < 2) return null;
  const shares = draws.map(({ adopters, total }) => (total === 0 ? 0 : (100 * adopters) / total));
  return { draws, spreadPoints: Math.round(Math.max(...shares) - Math.min(...shares)) };
}
