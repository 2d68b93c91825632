import { z } from "zod";
import { GOAL_MAX_LENGTH } from "~/constants";

/** Field schemas shared by forms on the server and in the browser. */
export const EmailSchema = z
  .string({ message: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .pipe(z.email({ message: "Enter a valid email address" }))
  .transform((email) => email.toLowerCase());

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

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

// --- Custom cohorts (core-app §5) ---------------------------------------------------------------
// One set of rules for the /app/cohorts/new dialog (also checked in the browser) and for
// POST /api/cohorts/generate-adaptive and the cohort service.

export const COHORT_NAME_MAX = 20;
export const COHORT_DESCRIPTION_MIN = 10;
export const COHORT_DESCRIPTION_MAX = 500;
export const COHORT_DESCRIPTION_HINT = `Please provide at least ${COHORT_DESCRIPTION_MIN} characters for better results`;

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

// --- end of custom cohorts ----------------------------------------------------------------------

// --- Control characters (issue 11) -------------------------------------------------------------
// NUL and the other C0 controls (tab, newline and carriage return aside) and DEL are never text a
// person typed; PostgreSQL refuses NUL outright, so they are refused on every database alike.

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const CONTROL_CHARACTERS_MESSAGE = "Text must not contain control characters";

export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTERS.test(text);
}

/** True when a JSON-like value holds a string (or key) with control characters, at any depth. */
export function containsControlCharacters(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return hasControlCharacters(value);
  if (depth > 32 || value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.some((item) => containsControlCharacters(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => hasControlCharacters(key) || containsControlCharacters(item, depth + 1),
  );
}

/** An id from a URL or a form that could name a row: short, and no control characters. */
export function isValidId(id: unknown): id is string {
  return typeof id === "string" && id.length > 0 && id.length <= 200 && !hasControlCharacters(id);
}
