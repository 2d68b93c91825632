/** Product constants of the specification, shared by the server and the browser. */

export const PERSONA_COUNTS = [25, 50, 100] as const;
export type PersonaCount = (typeof PERSONA_COUNTS)[number];
export const GUEST_PERSONA_COUNT = 25;
export const DEFAULT_PERSONA_COUNT = 25;

/** Free personas granted to every account per refill period. */
export const FREE_MONTHLY_PERSONAS = 200;
export const REFILL_PERIOD_DAYS = 30;

/** The longest idea accepted, in characters. */
export const GOAL_MAX_LENGTH = 5000;

export const HISTORY_PAGE_SIZE = 10;

/** More free public tests a guest gets for the day by leaving an email at the gate. */
export const EMAIL_GATE_BONUS_TESTS = 3;
