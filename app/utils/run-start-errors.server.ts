import { InsufficientCreditsError } from "~/services/credits.server";
import { UnknownCalibrationError } from "~/services/calibrations.server";
import { GuestRunUsedError } from "~/services/guest-runs.server";
import { UnknownCohortError } from "~/services/simulations.server";
import { apiError } from "./api.server";

/**
 * The JSON API's answer when starting a run was refused, or null when the
 * error is not one a caller can act on (it is then thrown on).
 */
export function runStartErrorResponse(error: unknown): Response | null {
  // Someone else's cohort answers exactly like one that does not exist.
  if (error instanceof UnknownCohortError) return apiError(404, "Cohort not found");
  if (error instanceof GuestRunUsedError) return apiError(403, error.message);
  if (error instanceof UnknownCalibrationError) return apiError(404, "Calibration not found");
  if (error instanceof InsufficientCreditsError) return insufficientCreditsResponse(error);
  return null;
}

/** 402 with what the run needs, what the caller has and when the free personas come back. */
export function insufficientCreditsResponse(error: InsufficientCreditsError): Response {
  const { required, available, days_until_refill } = error.sufficiency;
  return apiError(402, {
    code: "INSUFFICIENT_CREDITS",
    message: error.message,
    required,
    available,
    shortfall: required - available,
    days_until_refill,
  });
}
