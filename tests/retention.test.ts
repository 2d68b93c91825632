import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database, Simulation } from "~/db/schema";
import { createAccount } from "~/services/password-accounts.server";
import { purgeExpiredData, startRetentionSchedule } from "~/services/retention.server";
import { createTestDatabase, dialects, type TestDatabase } from "./database";
import { completedRunRow } from "./rows";

const now = new Date("2026-11-01T10:00:00.000Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();

describe.each(dialects)("the retention purge on %s", (dialect) => {
  let database: TestDatabase;
  let db: Database;
  let userId: string;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    db = database.db;
    userId = (
      await createAccount(
        db,
        { email: "keeper@example.com", name: null, password: "abcdefg1" },
        new Date(daysAgo(400)),
      )
    ).id;
  });
  afterAll(() => database.destroy());

  async function run(id: string, fields: Partial<Simulation>) {
    await db
      .insertInto("simulations")
      .values(completedRunRow(id, { created_at: now.toISOString(), ...fields }))
      .execute();
  }

  async function conversation(id: string, fields: { user_id: string | null; updated_at: string }) {
    await db
      .insertInto("conversations")
      .values({
        id,
        guest_id: fields.user_id ? null : "guest-1",
        messages: "[]",
        config: null,
        simulation_id: null,
        created_at: daysAgo(90),
        ...fields,
      })
      .execute();
  }

  async function ids(
    table: "simulations" | "conversations" | "webhook_events" | "analytics_events" | "waitlist",
  ) {
    const rows = await db.selectFrom(table).select("id").orderBy("id").execute();
    return rows.map((row) => row.id);
  }

  it("deletes only what has expired, and nothing of an account", async () => {
    // Runs: guests' after 30 days (app runs and public pulse runs alike), an account's never.
    await run("guest-old", { guest_id: "guest-1", created_at: daysAgo(31) });
    await run("guest-recent", { guest_id: "guest-2", created_at: daysAgo(29) });
    await run("pulse-old", { is_public: 1, created_at: daysAgo(45) });
    await run("user-old", { user_id: userId, created_at: daysAgo(365), credits_debited: 25 });
    await run("user-pulse-old", { user_id: userId, is_public: 1, created_at: daysAgo(200) });
    // Address hashes: cleared after 7 days, the run itself kept.
    await run("guest-hashed-8d", { guest_id: "guest-3", guest_ip_hash: "hash-a", created_at: daysAgo(8) });
    await run("guest-hashed-6d", { guest_id: "guest-4", guest_ip_hash: "hash-b", created_at: daysAgo(6) });
    // Guest feedback on an expiring run stays, without the run.
    const feedbackId = crypto.randomUUID();
    await db
      .insertInto("feedback")
      .values({
        id: feedbackId,
        user_id: null,
        guest_id: "guest-1",
        simulation_id: "guest-old",
        rating: "positive",
        text: "Nice",
        created_at: daysAgo(31),
      })
      .execute();

    await conversation("conv-guest-old", { user_id: null, updated_at: daysAgo(31) });
    await conversation("conv-guest-active", { user_id: null, updated_at: daysAgo(5) });
    await conversation("conv-user-old", { user_id: userId, updated_at: daysAgo(300) });

    await db
      .insertInto("guest_test_days")
      .values(
        ["2026-10-20", "2026-10-24", "2026-10-25", "2026-11-01"].map((day) => ({
          ip_hash: "hash-a",
          day,
          used: 1,
          refusals: 0,
          bonus: 0,
          created_at: `${day}T08:00:00.000Z`,
        })),
      )
      .execute();
    await db
      .insertInto("webhook_events")
      .values([
        { id: "evt_old", provider: "stripe", type: "checkout.session.completed", received_at: daysAgo(31) },
        { id: "evt_new", provider: "stripe", type: "checkout.session.completed", received_at: daysAgo(29) },
      ])
      .execute();
    // Analytics events after 13 months, an account's too (they also go with the account at once).
    await db
      .insertInto("analytics_events")
      .values(
        [
          ["ev-user-old", userId, 400],
          ["ev-guest-old", null, 400],
          ["ev-guest-recent", null, 390],
        ].map(([id, user, age]) => ({
          id: id as string,
          name: "page_view",
          session_id: "s1",
          user_id: user as string | null,
          is_authenticated: user ? 1 : 0,
          path: "/",
          properties: "{}",
          created_at: daysAgo(age as number),
        })),
      )
      .execute();
    // Waitlist addresses after 24 months.
    await db
      .insertInto("waitlist")
      .values([
        { id: "wl-old", email: "old@example.com", source: "home", created_at: daysAgo(740) },
        { id: "wl-new", email: "new@example.com", source: "home", created_at: daysAgo(700) },
      ])
      .execute();

    const counts = await purgeExpiredData(db, now);
    expect(counts).toEqual({
      guest_test_days: 2,
      simulation_address_hashes: 1,
      simulations: 2,
      conversations: 1,
      webhook_events: 1,
      analytics_events: 2,
      waitlist: 1,
      sessions: 0,
      sign_in_states: 0,
    });

    expect(await ids("simulations")).toEqual([
      "guest-hashed-6d",
      "guest-hashed-8d",
      "guest-recent",
      "user-old",
      "user-pulse-old",
    ]);
    const hashes = await db.selectFrom("simulations").select(["id", "guest_ip_hash"]).orderBy("id").execute();
    expect(Object.fromEntries(hashes.map((row) => [row.id, row.guest_ip_hash]))).toMatchObject({
      "guest-hashed-6d": "hash-b",
      "guest-hashed-8d": null,
    });
    expect(await ids("conversations")).toEqual(["conv-guest-active", "conv-user-old"]);
    const days = await db.selectFrom("guest_test_days").select("day").orderBy("day").execute();
    expect(days.map((row) => row.day)).toEqual(["2026-10-25", "2026-11-01"]);
    expect(await ids("webhook_events")).toEqual(["evt_new"]);
    expect(
      await db.selectFrom("feedback").select(["simulation_id"]).where("id", "=", feedbackId).execute(),
    ).toEqual([{ simulation_id: null }]);
    expect(await ids("analytics_events")).toEqual(["ev-guest-recent"]);
    expect(await ids("waitlist")).toEqual(["wl-new"]);

    // A second pass finds nothing more.
    expect(Object.values(await purgeExpiredData(db, now))).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it("runs on a schedule shortly after start, and stops", async () => {
    await db
      .insertInto("webhook_events")
      .values({ id: "evt_scheduled", provider: "stripe", type: "x", received_at: daysAgo(60) })
      .execute();
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    const stop = startRetentionSchedule({ db, now: () => now, intervalMs: 20, firstRunAfterMs: 0 });
    await expect.poll(() => ids("webhook_events"), { timeout: 2000 }).not.toContain("evt_scheduled");
    await stop();
    expect(log).toHaveBeenCalledWith("Retention: webhook_events 1");
    log.mockRestore();

    await db
      .insertInto("webhook_events")
      .values({ id: "evt_after_stop", provider: "stripe", type: "x", received_at: daysAgo(60) })
      .execute();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await ids("webhook_events")).toContain("evt_after_stop");
  });

  it("logs a failed pass as a warning and tries again at the next one", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    let calls = 0;
    const broken = {
      deleteFrom() {
        calls += 1;
        throw new Error("database is gone");
      },
    } as unknown as Database;
    const stop = startRetentionSchedule({ db: broken, intervalMs: 10, firstRunAfterMs: 0 });
    await expect.poll(() => calls, { timeout: 2000 }).toBeGreaterThanOrEqual(2);
    await stop();
    expect(warn).toHaveBeenCalledWith(
      "Retention: the purge failed; the next pass tries again.",
      "Error: database is gone",
    );
    warn.mockRestore();
  });
});
