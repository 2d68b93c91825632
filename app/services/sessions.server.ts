import type { Kysely, Transaction } from "kysely";
import type { Database, DB } from "~/db/schema";

/** Ends every session of a user, on every device: their cookies no longer sign anyone in. */
export async function endSessionsOf(db: Kysely<DB> | Transaction<DB>, userId: string): Promise<void> {
  await db.deleteFrom("sessions").where("user_id", "=", userId).execute();
}

/** Deletes sessions past their expiry; returns how many. */
export async function purgeExpiredSessions(db: Database, now: Date): Promise<number> {
  const result = await db
    .deleteFrom("sessions")
    .where("expires_at", "<=", now.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
