import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "~/context.server";
import { getBalance, InsufficientCreditsError } from "~/services/credits.server";
import { GuestRunUsedError } from "~/services/guest-runs.server";
import { startRun, type Starter } from "~/services/runs.server";
import { GuestCustomCohortError } from "~/services/simulations.server";
import { createTestServices, signedInUser } from "./context";
import { createTestDatabase, dialects, type TestDatabase } from "./database";

const IDEA =
  "A meal-planning app that builds a week of dinners from what is already in your fridge, $6/month";

describe.each(dialects)("starting a run (one service for every path) on %s", (dialect) => {
  let database: TestDatabase;
  let services: AppServices;
  let wakeUps = 0;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database, {
      env: { GUEST_RUNS_PER_IP: "2" },
      runtime: { wakeWorker: () => void wakeUps++ },
    });
  });
  afterAll(() => database.destroy());

  const runsOf = (column: "user_id" | "guest_id", id: string) =>
    database.db.selectFrom("simulations").selectAll().where(column, "=", id).execute();
  const remaining = async (userId: string) =>
    (await getBalance(database.db, userId, services.now())).total_remaining;

  it("queues a user's run, debits it once and wakes the worker once", async () => {
    const user = await signedInUser(services, "starter@example.com");
    const starter: Starter = { owner: { kind: "user", userId: user.id }, clientIp: "203.0.113.7" };
    const before = await remaining(user.id);
    const woken = wakeUps;

    const run = await startRun(services, starter, { goal: IDEA, cohortId: "general", personaCount: 50 });

    expect(run).toMatchObject({ status: "queued", credits_debited: 50, guest_ip_hash: null });
    expect(await remaining(user.id)).toBe(before - 50);
    expect(await runsOf("user_id", user.id)).toHaveLength(1);
    expect(wakeUps).toBe(woken + 1);
  });

  it("refuses a run the balance cannot pay as a whole: nothing queued, nothing debited, nobody woken", async () => {
    const user = await signedInUser(services, "short@example.com");
    const starter: Starter = { owner: { kind: "user", userId: user.id }, clientIp: "203.0.113.7" };
    const before = await remaining(user.id);
    const woken = wakeUps;

    await expect(
      startRun(services, starter, { goal: IDEA, cohortId: "general", personaCount: before + 1 }),
    ).rejects.toBeInstanceOf(InsufficientCreditsError);

    expect(await remaining(user.id)).toBe(before);
    expect(await runsOf("user_id", user.id)).toHaveLength(0);
    expect(wakeUps).toBe(woken);
  });

  it("gives a guest one free app run, counted by their address too; public tests do not count", async () => {
    const guest = (guestId: string, clientIp = "198.51.100.20"): Starter => ({
      owner: { kind: "guest", guestId },
      clientIp,
    });
    const spec = { goal: IDEA, cohortId: "general", personaCount: 25 };

    const quick = await startRun(services, guest("guest-1"), { ...spec, origin: "quick_validation" });
    expect(quick.guest_ip_hash).toBeNull();

    const first = await startRun(services, guest("guest-1"), spec);
    expect(first).toMatchObject({ credits_debited: 0, origin: "app" });
    expect(first.guest_ip_hash).toMatch(/^[0-9a-f]{64}$/);
    await expect(startRun(services, guest("guest-1"), spec)).rejects.toBeInstanceOf(GuestRunUsedError);

    // Clearing cookies gives a new guest id, but the address allows GUEST_RUNS_PER_IP (2) a day.
    await startRun(services, guest("guest-2"), spec);
    const woken = wakeUps;
    await expect(startRun(services, guest("guest-3"), spec)).rejects.toBeInstanceOf(GuestRunUsedError);
    expect(wakeUps).toBe(woken);
    expect(await runsOf("guest_id", "guest-3")).toHaveLength(0);
    // Another address is another allowance.
    await expect(startRun(services, guest("guest-3", "198.51.100.99"), spec)).resolves.toMatchObject({
      status: "queued",
    });

    await expect(
      startRun(services, guest("guest-4", "198.51.100.100"), { ...spec, cohortId: "my-own-cohort" }),
    ).rejects.toBeInstanceOf(GuestCustomCohortError);
  });
});
