import type { Database } from "~/db/schema";
import type { WaitlistSource } from "~/landing/paths";
import { sharedLimiter } from "./rate-limit.server";

/** Sign-ups per IP address per hour. */
export const WAITLIST_LIMIT = 10;
const WINDOW_MS = 60 * 60 * 1000;

/**
 * Adds an address once. A repeat sign-up (in any letter case) is not an
 * error: the unique key turns it into a no-op, so nobody learns whether an
 * address was already on the list.
 */
export async function joinWaitlist(
  db: Database,
  { email, source }: { email: string; source: WaitlistSource },
  now: Date,
): Promise<void> {
  await db
    .insertInto("waitlist")
    .values({
      id: crypto.randomUUID(),
      email: email.trim().toLowerCase(),
      source,
      created_at: now.toISOString(),
    })
    .onConflict((conflict) => conflict.column("email").doNothing())
    .execute();
}

export const waitlistLimiter = sharedLimiter("waitlist", { limit: WAITLIST_LIMIT, windowMs: WINDOW_MS });
