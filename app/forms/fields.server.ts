import { z } from "zod";
import { GOAL_MAX_LENGTH, PERSONA_COUNTS } from "~/constants";
import {
  COHORT_DESCRIPTION_MAX,
  COHORT_DESCRIPTION_MIN,
  COHORT_NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from "~/utils/validation";

/**
 * Field schemas shared by several forms and API routes. Server-only, like every schema in
 * app/forms: pages validate on the server and get their native constraints from their loader
 * (docs/decisions/025).
 */

export const EmailSchema = z
  .string({ message: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .pipe(z.email({ message: "Enter a valid email address" }))
  .transform((email) => email.toLowerCase());

export const NewPasswordSchema = z
  .string({ message: "Password is required" })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
  .refine((password) => /[A-Za-z]/.test(password) && /\d/.test(password), {
    message: "Password must contain at least one letter and one number",
  });

export const PasswordSchema = z
  .string({ message: "Password is required" })
  .min(1, "Password is required")
  .max(PASSWORD_MAX, "Incorrect email or password");

export const NameSchema = z
  .string()
  .trim()
  .max(80, "Name must be at most 80 characters")
  .optional()
  .transform((name) => name || null);

export const IDEA_REQUIRED = "Please describe your idea";

/** The idea check's idea (spec §5: required), on the page and in POST /api/demo/idea-check. */
export const IdeaDescriptionSchema = z
  .string({ message: IDEA_REQUIRED })
  .trim()
  .min(1, IDEA_REQUIRED)
  .max(GOAL_MAX_LENGTH, `Keep your idea under ${GOAL_MAX_LENGTH.toLocaleString("en-US")} characters`);

/** The idea check's optional target audience; blank becomes null. */
export const TargetAudienceSchema = z
  .string()
  .trim()
  .max(500, "Keep the audience under 500 characters")
  .optional()
  .transform((audience) => audience || null);

// Custom cohorts (core-app §5): one set of rules for the /app/cohorts/new dialog, for
// POST /api/cohorts/generate-adaptive and for the cohort service.

export const CohortNameSchema = z
  .string({ message: "Cohort name is required" })
  .trim()
  .min(1, "Cohort name is required")
  .max(COHORT_NAME_MAX, `Cohort name must be at most ${COHORT_NAME_MAX} characters`);

export const CohortDescriptionSchema = z
  .string({ message: `Description must be at least ${COHORT_DESCRIPTION_MIN} characters` })
  .trim()
  .min(COHORT_DESCRIPTION_MIN, `Description must be at least ${COHORT_DESCRIPTION_MIN} characters`)
  .max(COHORT_DESCRIPTION_MAX, `Description must be at most ${COHORT_DESCRIPTION_MAX} characters`);

/** How many personas a run asks: one of the offered sizes. */
export const PanelSizeSchema = z
  .number({ message: "Choose how many personas to simulate" })
  .refine((size) => (PERSONA_COUNTS as readonly number[]).includes(size), {
    message: "Choose 25, 50 or 100 personas",
  });
