import { getZodConstraint } from "@conform-to/zod/v4";
import { z } from "zod";
import { COHORT_DESCRIPTION_MAX, COHORT_DESCRIPTION_MIN, COHORT_NAME_MAX } from "~/utils/validation";
import { CohortDescriptionSchema, CohortNameSchema } from "./fields.server";

/** The /app/cohorts/new dialog. */
export const CohortSchema = z.object({
  cohortName: CohortNameSchema,
  description: CohortDescriptionSchema,
});

// getZodConstraint does not read zod 4's length checks; the browser's own limits (typing stops at 20
// characters, no sending fewer than 10 without JavaScript) are spelled out.
export const COHORT_CONSTRAINT = {
  ...getZodConstraint(CohortSchema),
  cohortName: { required: true, maxLength: COHORT_NAME_MAX },
  description: { required: true, minLength: COHORT_DESCRIPTION_MIN, maxLength: COHORT_DESCRIPTION_MAX },
};
