import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { CALIBRATION_CSV_MAX_BYTES } from "~/engine";
import { CalibrationCsvError, createCalibration, listCalibrations } from "~/services/calibrations.server";
import { apiError, readJsonBody, requireApiUser } from "~/utils/api.server";

export const UploadSchema = z.object({
  name: z.string().trim().min(1, "name is required").max(80, "name must be at most 80 characters"),
  csv: z.string().min(1, "csv is required").max(CALIBRATION_CSV_MAX_BYTES, "csv must be at most 256 KB"),
});

/** GET /api/calibrations: the caller's own calibrations, newest first, with their figures. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const userId = await requireApiUser(context, request);
  return Response.json(await listCalibrations(context.services.db, userId));
}

/**
 * POST /api/calibrations {name, csv}: fits the panel to the human results in
 * the CSV and stores it (201), or answers 400 with every problem and its line.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") throw apiError(405, "Use GET or POST", { Allow: "GET, POST" });
  const userId = await requireApiUser(context, request);
  const { name, csv } = await readJsonBody(request, UploadSchema);
  try {
    const calibration = await createCalibration(
      context.services.db,
      { userId, name, csv },
      context.services.now(),
    );
    return Response.json(calibration, { status: 201 });
  } catch (error) {
    if (!(error instanceof CalibrationCsvError)) throw error;
    return Response.json(
      { detail: "The CSV could not be read, so nothing was stored.", problems: error.problems },
      { status: 400 },
    );
  }
}
