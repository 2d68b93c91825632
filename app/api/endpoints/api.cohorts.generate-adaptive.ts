import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import {
  COHORT_FAILED_MESSAGE,
  COHORT_SIZE,
  CohortGenerationInProgressError,
  CohortInputError,
  CohortLimitReachedError,
  createdCohortOf,
  generateCohort,
  startCohortGeneration,
} from "~/services/cohorts.server";
import { apiError, readJsonBody, requireApiUser } from "~/utils/api.server";
import { CohortDescriptionSchema, CohortNameSchema } from "~/forms/fields.server";

export const GenerateSchema = z.object({
  cohort_name: CohortNameSchema,
  description: CohortDescriptionSchema,
  size: z.literal(COHORT_SIZE, { message: `size must be ${COHORT_SIZE}` }).optional(),
});

export function loader() {
  return apiError(405, "Use POST to generate a cohort", { Allow: "POST" });
}

/**
 * POST /api/cohorts/generate-adaptive: derives a cohort from the description
 * and generates its personas. Answers once the cohort is ready, since the
 * answer is the created cohort (generation takes milliseconds).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiError(405, "Use POST to generate a cohort", { Allow: "POST" });
  const { db, now } = context.services;
  const userId = await requireApiUser(context, request);
  const body = await readJsonBody(request, GenerateSchema);
  try {
    const cohort = await startCohortGeneration(
      db,
      { userId, name: body.cohort_name, description: body.description },
      now(),
    );
    const status = await generateCohort(db, cohort.id, now);
    if (status !== "ready") return apiError(500, COHORT_FAILED_MESSAGE);
    return Response.json(createdCohortOf(cohort));
  } catch (error) {
    if (error instanceof CohortLimitReachedError) return apiError(429, { error: error.message });
    if (error instanceof CohortGenerationInProgressError) return apiError(409, error.message);
    if (error instanceof CohortInputError) return apiError(422, error.message);
    throw error;
  }
}
