import type { AppLoadContext } from "@remix-run/node";
import { sql } from "kysely";
import {
  dailyLimitMessage,
  EMAIL_GATE_BONUS_TESTS,
  EMAIL_GATE_VARIANT,
  type EmailGateView,
  type PublicTestSurface,
} from "~/components/email-gate";
import type { Database } from "~/db/schema";
import { trackServerEvents, withCookies } from "~/utils/analytics.server";
import { hashGuestIp } from "./guest-runs.server";

/**
 * Guests' free public tests (quick validation, pulse, idea check): a number per
 * address and UTC day, then the email gate. Leaving an email unlocks a few
 * more for the day. Signed-in users are not counted.
 *
 * Counting is one conditional UPDATE (`used < limit + bonus`), so two tests
 * started at the same moment cannot both take the last one, on SQLite or PostgreSQL.
 */

export { EMAIL_GATE_BONUS_TESTS };

export type PublicTestClaim =
  | {
      allowed: true;
      /** Gives the test back when it could not be started after all. */
      release: () => Promise<void>;
    }
  | {
      allowed: false;
      /** Refused attempts today, this one included: 1 is the moment the limit was reached. */
      refusals: number;
      /** Whether leaving an email can still unlock more tests today. */
      canUnlock: boolean;
    };

function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

async function ensureDay(db: Database, ipHash: string, day: string, now: Date) {
  await db
    .insertInto("guest_test_days")
    .values({ ip_hash: ipHash, day, used: 0, refusals: 0, bonus: 0, created_at: now.toISOString() })
    .onConflict((conflict) => conflict.columns(["ip_hash", "day"]).doNothing())
    .execute();
}

/** Takes one of today's free tests for the address, or says why not. */
export async function claimPublicTest(
  db: Database,
  { ipHash, limit }: { ipHash: string; limit: number },
  now: Date,
): Promise<PublicTestClaim> {
  const day = utcDay(now);
  await ensureDay(db, ipHash, day, now);
  const taken = await db
    .updateTable("guest_test_days")
    .set({ used: sql`used + 1` })
    .where("ip_hash", "=", ipHash)
    .where("day", "=", day)
    .where(sql<boolean>`used < ${limit} + bonus`)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) === 1) {
    return {
      allowed: true,
      release: async () => {
        await db
          .updateTable("guest_test_days")
          .set({ used: sql`used - 1` })
          .where("ip_hash", "=", ipHash)
          .where("day", "=", day)
          .where("used", ">", 0)
          .execute();
      },
    };
  }
  const refused = await db
    .updateTable("guest_test_days")
    .set({ refusals: sql`refusals + 1` })
    .where("ip_hash", "=", ipHash)
    .where("day", "=", day)
    .returning(["refusals", "bonus"])
    .executeTakeFirstOrThrow();
  return { allowed: false, refusals: Number(refused.refusals), canUnlock: Number(refused.bonus) === 0 };
}

/** Free tests the address has left today. */
export async function publicTestsLeft(
  db: Database,
  { ipHash, limit }: { ipHash: string; limit: number },
  now: Date,
): Promise<number> {
  const row = await db
    .selectFrom("guest_test_days")
    .select(["used", "bonus"])
    .where("ip_hash", "=", ipHash)
    .where("day", "=", utcDay(now))
    .executeTakeFirst();
  if (!row) return limit;
  return Math.max(0, limit + Number(row.bonus) - Number(row.used));
}

/**
 * Unlocks EMAIL_GATE_BONUS_TESTS more tests today for the address, once a day:
 * true when this call unlocked them, false when they already were.
 */
export async function unlockPublicTestsWithEmail(
  db: Database,
  { ipHash }: { ipHash: string },
  now: Date,
): Promise<boolean> {
  const day = utcDay(now);
  await ensureDay(db, ipHash, day, now);
  const unlocked = await db
    .updateTable("guest_test_days")
    .set({ bonus: EMAIL_GATE_BONUS_TESTS })
    .where("ip_hash", "=", ipHash)
    .where("day", "=", day)
    .where("bonus", "=", 0)
    .executeTakeFirst();
  return Number(unlocked.numUpdatedRows) === 1;
}

// ---------------------------------------------------------------- for routes

/** The request's guest address, as the keyed hash the table stores (never the address itself). */
export function guestAddressHash(context: AppLoadContext): string {
  return hashGuestIp(context.services.config.sessionSecrets[0]!, context.clientIp);
}

/** A guest's test refused by the daily limit; the message names the number of tests they had today. */
export class PublicTestLimitError extends Error {
  override name = "PublicTestLimitError";
  constructor(
    readonly refusals: number,
    readonly canUnlock: boolean,
    /** The configured daily limit. */
    readonly limit: number,
  ) {
    super("");
    this.message = dailyLimitMessage(this.testsToday);
  }

  /** The tests the address had today: the limit, plus the bonus once an email unlocked it. */
  get testsToday(): number {
    return this.limit + (this.canUnlock ? 0 : EMAIL_GATE_BONUS_TESTS);
  }
}

/**
 * Takes one of today's free tests for a guest (signed-in users are never counted) right before
 * a test starts: gives back `release` to call when the test could not start after all, and
 * throws PublicTestLimitError when the address has none left.
 */
export async function claimGuestPublicTest(
  context: AppLoadContext,
  { guest }: { guest: boolean },
): Promise<() => Promise<void>> {
  if (!guest) return async () => undefined;
  const { db, config, now } = context.services;
  const limit = config.publicTestsPerIp;
  const claim = await claimPublicTest(db, { ipHash: guestAddressHash(context), limit }, now());
  if (!claim.allowed) throw new PublicTestLimitError(claim.refusals, claim.canUnlock, limit);
  return claim.release;
}

/** The rate-limit event of a refused test (spec §4): the first refusal of the day, then the attempts after it. */
function refusalEvent(error: PublicTestLimitError, surface: PublicTestSurface) {
  return error.refusals === 1
    ? ({ name: "rate_limit_reached", properties: { surface, limit: error.limit } } as const)
    : ({ name: "simulation_attempt_after_limit", properties: { surface } } as const);
}

/**
 * Records a refused test (rate_limit_reached, or simulation_attempt_after_limit).
 * Returns `headers` with the analytics session cookie when one was issued.
 */
export async function trackLimitRefusal(
  context: AppLoadContext,
  request: Request,
  error: PublicTestLimitError,
  surface: PublicTestSurface,
  headers: Headers = new Headers(),
): Promise<Headers> {
  const tracked = await trackServerEvents(context, request, [refusalEvent(error, surface)]);
  return withCookies([tracked.setCookie], headers);
}

/**
 * A page's refused test: records the refusal and the gate being shown (one
 * analytics session for all three events), and returns what the page renders
 * the email gate from and the headers to answer with.
 */
export async function emailGateForRefusal(
  context: AppLoadContext,
  request: Request,
  error: PublicTestLimitError,
  { surface, returnTo }: { surface: PublicTestSurface; returnTo: string },
  headers: Headers = new Headers(),
): Promise<{ gate: EmailGateView; headers: Headers }> {
  const tracked = await trackServerEvents(context, request, [
    refusalEvent(error, surface),
    { name: "email_gate_shown", properties: { variant: EMAIL_GATE_VARIANT, surface } },
    { name: "email_gate_variant_shown", properties: { variant: EMAIL_GATE_VARIANT } },
  ]);
  return {
    gate: {
      id: crypto.randomUUID(),
      surface,
      testsToday: error.testsToday,
      canUnlock: error.canUnlock,
      returnTo,
    },
    headers: withCookies([tracked.setCookie], headers),
  };
}
