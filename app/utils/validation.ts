/**
 * Limits and text rules shared by forms, API routes and services, on the server and in the
 * browser. The zod schemas built on them are server-only: app/forms/fields.server.ts.
 */

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

// Custom cohorts (core-app §5).
export const COHORT_NAME_MAX = 20;
export const COHORT_DESCRIPTION_MIN = 10;
export const COHORT_DESCRIPTION_MAX = 500;
export const COHORT_DESCRIPTION_HINT = `Please provide at least ${COHORT_DESCRIPTION_MIN} characters for better results`;

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
