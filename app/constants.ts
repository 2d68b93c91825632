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

/**
 * The offers, said the same way on every page (landing pages, the app, the purchase dialog, legal
 * texts). Guests get free tests a day on the public pages (quick validation, pulse, idea check: the
 * default of PUBLIC_TESTS_PER_IP) and one free simulation in the app; an account gets free personas
 * every month; more personas are sold in packs, paid once. The Pro plan the landing pages show is
 * not sold yet: it opens at launch, and the waitlist hears first.
 */
export const FREE_TESTS_PER_DAY = 3;
export const PERSONA_PACK = { personas: 1000, priceCents: 1500, price: "$15" } as const;
export const PRO_PLAN_PRICE = "$29";

export const OFFERS = {
  freeTests: `${FREE_TESTS_PER_DAY} free tests per day`,
  guestSimulation: "one free simulation as a guest",
  monthlyPersonas: `${FREE_MONTHLY_PERSONAS} free personas every month with an account`,
  pack: `${PERSONA_PACK.personas.toLocaleString("en-US")} personas for ${PERSONA_PACK.price}, paid once`,
} as const;
