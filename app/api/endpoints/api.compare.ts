import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { GOAL_MAX_LENGTH, GUEST_PERSONA_COUNT, PERSONA_COUNTS } from "~/constants";
import { findPresetCohort } from "~/engine/cohorts";
import {
  GUEST_COMPARISON_VARIANTS,
  GuestComparisonUsedError,
  MIN_VARIANTS,
  startComparison,
  VARIANT_KEYS,
} from "~/services/comparisons.server";
import { apiError, getApiCaller, readJsonBody } from "~/utils/api.server";
import { runStartErrorResponse } from "~/utils/run-start-errors.server";
import { runStarter } from "~/utils/run-starter.server";

const text = (what: string) =>
  z
    .string({ message: `${what} must be text` })
    .trim()
    .min(1, `${what} must not be empty`)
    .max(GOAL_MAX_LENGTH, `${what} must be at most ${GOAL_MAX_LENGTH} characters`);

export const CompareBody = z.object({
  variants: z
    .array(text("each variant"), { message: "variants is required" })
    .min(MIN_VARIANTS, `variants must have ${MIN_VARIANTS} to ${VARIANT_KEYS.length} entries`)
    .max(VARIANT_KEYS.length, `variants must have ${MIN_VARIANTS} to ${VARIANT_KEYS.length} entries`),
  /** A preset's id or name, or one of the caller's ready custom cohorts by id. */
  audience: z.string().trim().min(1).default("general"),
  persona_count: z.union(
    PERSONA_COUNTS.map((count) => z.literal(count)),
    { message: `persona_count must be one of ${PERSONA_COUNTS.join(", ")}` },
  ),
  control: text("control").optional(),
  calibration_id: z.string().trim().min(1).max(100).optional(),
});

const USE_POST = "Use POST to start a comparison";

export function loader() {
  return apiError(405, USE_POST, { Allow: "POST" });
}

/**
 * POST /api/compare: runs 2-4 variants (and an optional control) on the same
 * panel; answers the comparison's id. Debits one panel per variant and for
 * the control; a guest may compare two variants of 25 once.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiError(405, USE_POST, { Allow: "POST" });
  const caller = await getApiCaller(context, request, { allowGuest: true });
  const body = await readJsonBody(request, CompareBody);
  const guestLimits =
    body.variants.length > GUEST_COMPARISON_VARIANTS ||
    body.control ||
    body.persona_count !== GUEST_PERSONA_COUNT;
  if (caller.kind === "guest" && guestLimits) return apiError(403, "Sign up to unlock this feature");
  try {
    const comparison = await startComparison(context.services, runStarter(context, request, caller), {
      variants: body.variants,
      control: body.control ?? null,
      cohortId: findPresetCohort(body.audience)?.id ?? body.audience,
      personaCount: body.persona_count,
      calibrationId: body.calibration_id ?? null,
    });
    return Response.json({ comparison_id: comparison.id });
  } catch (error) {
    if (error instanceof GuestComparisonUsedError) return apiError(403, error.message);
    const refused = runStartErrorResponse(error);
    if (refused) return refused;
    throw error;
  }
}
