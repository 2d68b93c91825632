import type { Database } from "~/db/schema";
import { LEGAL } from "~/legal/constants";
import { purgeExpiredOidcPayloads } from "~/idp/database-adapter.server";
import { purgeExpiredSessions } from "./sessions.server";

/**
 * Deletes what the privacy policy (§7 "How long we keep data") says we no
 * longer keep, and nothing of an account beyond that. Signed-in users' runs,
 * chats, cohorts, credits and payments stay for the account's lifetime:
 * deleting the account removes them at once (account-settings.server.ts).
 *
 * - Addresses: a guest's address is kept only as a keyed hash, to count free
 *   runs and tests per address and day (abuse prevention, like log data);
 *   after the log-data period (7 days) the hash is cleared from runs and the
 *   per-day counters are deleted. The counts only look back 24 hours.
 * - Guest content: a guest has no account, so their runs (app runs, quick
 *   validations, pulse tests) and chat-form conversations are kept for the
 *   "plus 30 days" of the simulation-data rule, counted from when they were
 *   made (conversations: last changed), then deleted.
 * - Analytics events: 13 months (an account's events also go with the account).
 * - Waitlist and email-gate addresses: 24 months (or at once on request).
 * - Feedback has no period of its own: it is part of the account or of the
 *   guest run it is about.
 * - Webhook events: provider event ids kept so a redelivery is not handled
 *   twice; no personal data, dropped after 30 days, when providers have long
 *   stopped retrying.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

const DAYS_PER_MONTH = 30.44;

export const RETENTION_DAYS = {
  addressHashes: LEGAL.logRetentionDays,
  guestContent: LEGAL.guestContentRetentionDays,
  analyticsEvents: Math.round(LEGAL.analyticsRetentionMonths * DAYS_PER_MONTH),
  waitlist: Math.round(LEGAL.waitlistRetentionMonths * DAYS_PER_MONTH),
  webhookEvents: 30,
} as const;

export interface PurgeCounts {
  /** Per-address, per-day free-test counters deleted. */
  guest_test_days: number;
  /** Runs whose guest address hash was cleared (the runs themselves stay). */
  simulation_address_hashes: number;
  /** Guest runs deleted. */
  simulations: number;
  /** Guests' chat-form conversations deleted. */
  conversations: number;
  webhook_events: number;
  analytics_events: number;
  waitlist: number;
  /** Browser sessions past their expiry. */
  sessions: number;
  /** The local identity provider's expired interactions, sessions, grants, codes and tokens. */
  sign_in_states: number;
}

function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

const affected = (result: { numDeletedRows?: bigint; numUpdatedRows?: bigint }) =>
  Number(result.numDeletedRows ?? result.numUpdatedRows ?? 0);

/** One pass over every table with a retention period; safe to run on several instances at once. */
export async function purgeExpiredData(db: Database, now: Date): Promise<PurgeCounts> {
  const addressCutoff = daysBefore(now, RETENTION_DAYS.addressHashes);
  const guestCutoff = daysBefore(now, RETENTION_DAYS.guestContent).toISOString();
  const webhookCutoff = daysBefore(now, RETENTION_DAYS.webhookEvents).toISOString();
  const analyticsCutoff = daysBefore(now, RETENTION_DAYS.analyticsEvents).toISOString();
  const waitlistCutoff = daysBefore(now, RETENTION_DAYS.waitlist).toISOString();

  const guestTestDays = await db
    .deleteFrom("guest_test_days")
    // `day` is the UTC day (YYYY-MM-DD) the counter is for.
    .where("day", "<", addressCutoff.toISOString().slice(0, 10))
    .executeTakeFirst();
  const addressHashes = await db
    .updateTable("simulations")
    .set({ guest_ip_hash: null })
    .where("guest_ip_hash", "is not", null)
    .where("created_at", "<", addressCutoff.toISOString())
    .executeTakeFirst();
  // Chats with a guest run's personas belong to accounts only, so a guest run takes nothing of an
  // account with it; feedback and conversations that point at it keep their row (set null).
  const simulations = await db
    .deleteFrom("simulations")
    .where("user_id", "is", null)
    .where("created_at", "<", guestCutoff)
    .executeTakeFirst();
  await db
    .deleteFrom("comparisons")
    .where("user_id", "is", null)
    .where("created_at", "<", guestCutoff)
    .execute();
  await db
    .updateTable("comparisons")
    .set({ guest_ip_hash: null })
    .where("guest_ip_hash", "is not", null)
    .where("created_at", "<", addressCutoff.toISOString())
    .execute();
  const conversations = await db
    .deleteFrom("conversations")
    .where("user_id", "is", null)
    .where("updated_at", "<", guestCutoff)
    .executeTakeFirst();
  const webhookEvents = await db
    .deleteFrom("webhook_events")
    .where("received_at", "<", webhookCutoff)
    .executeTakeFirst();
  const analyticsEvents = await db
    .deleteFrom("analytics_events")
    .where("created_at", "<", analyticsCutoff)
    .executeTakeFirst();
  const waitlist = await db
    .deleteFrom("waitlist")
    .where("created_at", "<", waitlistCutoff)
    .executeTakeFirst();

  return {
    guest_test_days: affected(guestTestDays),
    simulation_address_hashes: affected(addressHashes),
    simulations: affected(simulations),
    conversations: affected(conversations),
    webhook_events: affected(webhookEvents),
    analytics_events: affected(analyticsEvents),
    waitlist: affected(waitlist),
    sessions: await purgeExpiredSessions(db, now),
    sign_in_states: await purgeExpiredOidcPayloads(db, now),
  };
}

export interface RetentionScheduleOptions {
  db: Database;
  now?: () => Date;
  /** Time between passes; every 6 hours unless told. */
  intervalMs?: number;
  /** Time from start to the first pass: shortly after start, not during it. */
  firstRunAfterMs?: number;
}

/**
 * Runs `purgeExpiredData` shortly after start and then every `intervalMs`.
 * The timers do not keep the process alive; a failed pass is logged and the
 * next one tries again. The returned stop function cancels the next pass
 * and waits for one under way, so the database can be closed after it.
 */
export function startRetentionSchedule({
  db,
  now = () => new Date(),
  intervalMs = 6 * 60 * 60 * 1000,
  firstRunAfterMs = 30_000,
}: RetentionScheduleOptions): () => Promise<void> {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> | null = null;

  async function pass() {
    try {
      const counts = await purgeExpiredData(db, now());
      const deleted = Object.entries(counts).filter(([, count]) => count > 0);
      if (deleted.length > 0) {
        console.log(`Retention: ${deleted.map(([table, count]) => `${table} ${count}`).join(", ")}`);
      }
    } catch (error) {
      console.warn("Retention: the purge failed; the next pass tries again.", String(error));
    }
  }

  function schedule(delay: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = null;
      running = pass().finally(() => {
        running = null;
        schedule(intervalMs);
      });
    }, delay);
    timer.unref();
  }

  schedule(firstRunAfterMs);
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    timer = null;
    await running;
  };
}
