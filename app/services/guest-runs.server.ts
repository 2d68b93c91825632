import { createHmac } from "node:crypto";
import { sql, type Transaction } from "kysely";
import { isPostgres } from "~/db/dialect";
import type { Database, DB } from "~/db/schema";

const DAY_MS = 24 * 60 * 60 * 1000;

// Advisory lock classes (the first key of pg_advisory_xact_lock(int, int)).
// Addresses are always locked before guests, so two starts can never wait on each other.
const ADDRESS_LOCK_CLASS = 7301;
const GUEST_LOCK_CLASS = 7302;

/** A guest's free app runs: their address as a keyed hash, and how many runs it may start a day. */
export interface GuestRules {
  ipHash: string;
  perIpLimit: number;
}

/** The guest has had their free simulation (or their address has had its share today). */
export class GuestRunUsedError extends Error {
  override name = "GuestRunUsedError";
  constructor() {
    super("You've used your free simulation");
  }
}

/** A guest's address as a keyed hash: enough to count runs, useless to anyone who reads the table. */
export function hashGuestIp(secret: string, ip: string): string {
  return createHmac("sha256", secret).update(`guest-ip:${ip}`).digest("hex");
}

/**
 * Whether a guest has had their free simulation: one per guest, and at most
 * `perIpLimit` per address in 24 hours (clearing cookies does not reset it).
 * Only app runs count: the public tests (quick validation, pulse) have their own daily limit,
 * and a guest's free comparison its own (comparisons.server.ts).
 * To start a run on the answer, ask inside `withGuestRunLock`.
 */
export async function guestFreeRunUsed(
  db: Database | Transaction<DB>,
  guest: { guestId: string; ipHash: string },
  now: Date,
  perIpLimit: number,
): Promise<boolean> {
  const own = await db
    .selectFrom("simulations")
    .select("id")
    .where("guest_id", "=", guest.guestId)
    .where("user_id", "is", null)
    .where("origin", "=", "app")
    .where("comparison_id", "is", null)
    .limit(1)
    .executeTakeFirst();
  if (own) return true;
  const since = new Date(now.getTime() - DAY_MS).toISOString();
  const fromAddress = await db
    .selectFrom("simulations")
    .select((eb) => eb.fn.countAll<string | number>().as("runs"))
    .where("guest_ip_hash", "=", guest.ipHash)
    .where("origin", "=", "app")
    .where("comparison_id", "is", null)
    .where("created_at", ">", since)
    .executeTakeFirstOrThrow();
  return Number(fromAddress.runs) >= perIpLimit;
}

/**
 * Runs `work` in a transaction that no other guest start from this address or
 * with this guest id can enter before it commits, so counting a guest's runs
 * and inserting one are a single step. On PostgreSQL two transaction-scoped
 * advisory locks (address, then guest); on SQLite the app's one connection
 * already lets one transaction run at a time.
 */
export async function withGuestRunLock<T>(
  db: Database,
  guest: { guestId: string; ipHash: string },
  work: (trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    if (isPostgres(trx)) {
      await sql`select pg_advisory_xact_lock(${sql.lit(ADDRESS_LOCK_CLASS)}, hashtext(${guest.ipHash}))`.execute(
        trx,
      );
      await sql`select pg_advisory_xact_lock(${sql.lit(GUEST_LOCK_CLASS)}, hashtext(${guest.guestId}))`.execute(
        trx,
      );
    }
    return work(trx);
  });
}
