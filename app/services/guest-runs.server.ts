import { createHmac } from "node:crypto";
import type { Database } from "~/db/schema";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A guest's address as a keyed hash: enough to count runs, useless to anyone who reads the table. */
export function hashGuestIp(secret: string, ip: string): string {
  return createHmac("sha256", secret).update(`guest-ip:${ip}`).digest("hex");
}

/**
 * Whether a guest has had their free simulation: one per guest, and at most
 * `perIpLimit` per address in 24 hours (clearing cookies does not reset it).
 * Only app runs count: the public tests (quick validation, pulse) have their own daily limit.
 */
export async function guestFreeRunUsed(
  db: Database,
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
    .limit(1)
    .executeTakeFirst();
  if (own) return true;
  const since = new Date(now.getTime() - DAY_MS).toISOString();
  const fromAddress = await db
    .selectFrom("simulations")
    .select((eb) => eb.fn.countAll<string | number>().as("runs"))
    .where("guest_ip_hash", "=", guest.ipHash)
    .where("origin", "=", "app")
    .where("created_at", ">", since)
    .executeTakeFirstOrThrow();
  return Number(fromAddress.runs) >= perIpLimit;
}
