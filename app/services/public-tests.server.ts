import { sql } from "kysely";
import { EMAIL_GATE_BONUS_TESTS } from "~/constants";
import type { Database } from "~/db/schema";

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
