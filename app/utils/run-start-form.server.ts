import type { Submission } from "@conform-to/react";
import { data } from "@remix-run/node";
import { UnknownCalibrationError } from "~/services/calibrations.server";
import { GuestComparisonUsedError } from "~/services/comparisons.server";
import { InsufficientCreditsError } from "~/services/credits.server";
import { GuestRunUsedError } from "~/services/guest-runs.server";
import { UnknownCohortError } from "~/services/simulations.server";

export const UNKNOWN_AUDIENCE_MESSAGE = "Choose an audience from the list";

/**
 * A run form's answer when starting was refused (the /app form, the
 * comparison form): a guest's used free run opens the sign-up gate, a short
 * balance the purchase dialog, an unknown audience or calibration marks its
 * field. Null for an error the form cannot explain (it is thrown on).
 */
export function refusedRunFormAnswer(error: unknown, submission: { reply: Submission<unknown>["reply"] }) {
  if (error instanceof GuestRunUsedError || error instanceof GuestComparisonUsedError) {
    return data({ result: submission.reply(), modal: { kind: "signup-gate" as const } }, { status: 403 });
  }
  if (error instanceof UnknownCalibrationError) {
    return data(
      { result: submission.reply({ fieldErrors: { calibration: [error.message] } }), modal: null },
      { status: 400 },
    );
  }
  if (error instanceof UnknownCohortError) {
    return data(
      { result: submission.reply({ fieldErrors: { audience: [UNKNOWN_AUDIENCE_MESSAGE] } }), modal: null },
      { status: 400 },
    );
  }
  if (error instanceof InsufficientCreditsError) {
    return data(
      { result: submission.reply(), modal: { kind: "insufficient" as const, ...error.sufficiency } },
      { status: 402 },
    );
  }
  return null;
}
