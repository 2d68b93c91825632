import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { GOAL_MAX_LENGTH, GUEST_PERSONA_COUNT, PERSONA_COUNTS } from "~/constants";
import { findPresetCohort } from "~/engine/cohorts";
import { startRun } from "~/services/runs.server";
import { trackSimulationStarted, withCookies } from "~/utils/request-analytics.server";
import { runStarter } from "~/utils/run-starter.server";
import { apiError, getApiCaller, readJsonBody } from "~/utils/api.server";
import { runStartErrorResponse } from "~/utils/run-start-errors.server";

export const StartSchema = z.object({
  goal: z
    .string({ message: "goal is required" })
    .trim()
    .min(1, "goal must not be empty")
    .max(GOAL_MAX_LENGTH, `goal must be at most ${GOAL_MAX_LENGTH} characters`),
  audience: z.string().trim().min(1).optional(),
  persona_count: z.union(
    PERSONA_COUNTS.map((count) => z.literal(count)),
    { message: `persona_count must be one of ${PERSONA_COUNTS.join(", ")}` },
  ),
  cohort_name: z.string().trim().optional(),
  cohort_id: z.string().trim().optional(),
  is_custom_cohort: z.boolean().optional(),
  cohort_size: z.number().int().positive().optional(),
  /** One of the caller's own calibrations (GET /api/calibrations); the product's when absent. */
  calibration_id: z.string().trim().min(1).max(100).optional(),
});

export function loader() {
  return apiError(405, "Use POST to start a simulation", { Allow: "POST" });
}

/**
 * POST /orchestrator/start: queues a simulation and returns its id. The
 * audience is a preset (by id or name), or with `cohort_id` one of the
 * caller's ready custom cohorts.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiError(405, "Use POST to start a simulation", { Allow: "POST" });
  const caller = await getApiCaller(context, request, { allowGuest: true });
  const body = await readJsonBody(request, StartSchema);

  // A preset by id or name; otherwise cohort_id names one of the caller's custom cohorts.
  const cohortKey = body.cohort_id ?? body.audience ?? body.cohort_name ?? "general";
  const preset = body.is_custom_cohort ? undefined : findPresetCohort(cohortKey);
  const customId = preset ? undefined : body.cohort_id;
  const cohortId = preset?.id ?? customId;
  if (!cohortId) {
    return apiError(422, [
      body.is_custom_cohort
        ? {
            loc: ["body", "cohort_id"],
            msg: "cohort_id is required for a custom cohort",
            type: "missing",
          }
        : {
            loc: ["body", "audience"],
            msg: `Unknown audience "${cohortKey}"`,
            type: "unknown_cohort",
          },
    ]);
  }
  if (customId && caller.kind === "guest") return apiError(403, "Sign in to use custom cohorts");
  if (caller.kind === "guest" && body.persona_count !== GUEST_PERSONA_COUNT) {
    return apiError(403, "Sign up to unlock this feature");
  }
  try {
    const starter = runStarter(context, request, caller);
    const simulation = await startRun(context.services, starter, {
      goal: body.goal,
      cohortId,
      personaCount: body.persona_count,
      calibrationId: body.calibration_id,
    });
    const tracked = await trackSimulationStarted(context, request, simulation, starter.analytics);
    return Response.json({ simulation_id: simulation.id }, { headers: withCookies([tracked.setCookie]) });
  } catch (error) {
    const refused = runStartErrorResponse(error);
    if (refused) return refused;
    throw error;
  }
}
