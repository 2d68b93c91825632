import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "~/services/password-accounts.server";
import {
  checkSufficiency,
  getBalance,
  grantPurchase,
  InsufficientCreditsError,
  listLedger,
  refundSimulation,
  withUserLock,
} from "~/services/credits.server";
import { startSimulation } from "~/services/simulations.server";
import { createTestDatabase, dialects, type TestDatabase } from "./database";

const signUpDay = new Date("2026-01-01T00:00:00.000Z");
const days = (n: number) => new Date(signUpDay.getTime() + n * 24 * 60 * 60 * 1000);

describe.each(dialects)("the credits ledger on %s", (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(() => database.destroy());

  async function newUser() {
    return createAccount(
      database.db,
      { email: `${crypto.randomUUID()}@example.com`, name: null, password: "abcdefg1" },
      signUpDay,
    );
  }

  function start(userId: string, personaCount: number, now: Date) {
    return startSimulation(
      database.db,
      { owner: { kind: "user", userId }, goal: "A meal kit for students", cohortId: "general", personaCount },
      now,
    );
  }

  it("starts every account at 200 personas left and 0 used, refilling in 30 days", async () => {
    const user = await newUser();
    expect(await getBalance(database.db, user.id, signUpDay)).toMatchObject({
      total_remaining: 200,
      total_used: 0,
      days_until_refill: 30,
    });
    // Reading twice grants nothing twice.
    expect((await getBalance(database.db, user.id, days(1))).total_remaining).toBe(200);
    expect(await listLedger(database.db, user.id)).toHaveLength(1);
  });

  it("debits a run when it starts, and says how many days until the refill", async () => {
    const user = await newUser();
    await start(user.id, 100, days(2));
    await start(user.id, 50, days(3));
    expect(await getBalance(database.db, user.id, days(3))).toMatchObject({
      total_remaining: 50,
      total_used: 150,
      days_until_refill: 27,
    });
    expect(await checkSufficiency(database.db, user.id, 100, days(3))).toEqual({
      sufficient: false,
      required: 100,
      available: 50,
      days_until_refill: 27,
    });
    await expect(start(user.id, 100, days(3))).rejects.toThrow(
      new InsufficientCreditsError({
        sufficient: false,
        required: 100,
        available: 50,
        days_until_refill: 27,
      }),
    );
    expect(
      await database.db.selectFrom("simulations").select("id").where("user_id", "=", user.id).execute(),
    ).toHaveLength(2);
  });

  it("refunds a failed run once, however often it is asked", async () => {
    const user = await newUser();
    const run = await start(user.id, 100, days(1));
    const refund = () => database.db.transaction().execute((trx) => refundSimulation(trx, run.id, days(1)));
    expect(await refund()).toBe(100);
    expect(await refund()).toBe(0);
    expect(await getBalance(database.db, user.id, days(1))).toMatchObject({
      total_remaining: 200,
      total_used: 0,
    });
  });

  it("refills the free personas each period; the unused rest expires, purchases never do", async () => {
    const user = await newUser();
    expect(
      await grantPurchase(
        database.db,
        { userId: user.id, paymentId: `pay-${user.id}`, personas: 1000, note: "1,000 personas" },
        days(5),
      ),
    ).toBe(true);
    expect(
      await grantPurchase(
        database.db,
        { userId: user.id, paymentId: `pay-${user.id}`, personas: 1000, note: "1,000 personas" },
        days(5),
      ),
    ).toBe(false);
    await start(user.id, 100, days(6)); // from the free personas first
    expect(await getBalance(database.db, user.id, days(6))).toMatchObject({
      free_remaining: 100,
      paid_remaining: 1000,
      total_remaining: 1100,
    });

    const nextPeriod = await getBalance(database.db, user.id, days(31));
    expect(nextPeriod).toMatchObject({
      free_remaining: 200,
      paid_remaining: 1000,
      total_remaining: 1200,
      total_used: 0,
      days_until_refill: 29,
    });
    await start(user.id, 100, days(32));
    await start(user.id, 100, days(33));
    await start(user.id, 50, days(34)); // 50 from the paid personas
    expect(await getBalance(database.db, user.id, days(34))).toMatchObject({
      free_remaining: 0,
      paid_remaining: 950,
      total_used: 250,
    });
  });

  it("keeps each user's running totals equal to the ledger's sum through every kind of entry", async () => {
    const user = await newUser();
    await grantPurchase(
      database.db,
      { userId: user.id, paymentId: `totals-${user.id}`, personas: 300, note: "300 personas" },
      days(1),
    );
    const failed = await start(user.id, 150, days(2));
    await start(user.id, 100, days(3)); // 50 free, 50 paid
    await database.db.transaction().execute((trx) => refundSimulation(trx, failed.id, days(3)));
    await getBalance(database.db, user.id, days(40)); // the next period's grant, and the expiry of what was left
    const ledger = await listLedger(database.db, user.id);
    const sum = (bucket: string) =>
      ledger
        .filter((entry) => entry.bucket === bucket)
        .reduce((total, entry) => total + Number(entry.delta), 0);
    const totals = await database.db
      .selectFrom("credit_balances")
      .select(["free", "paid"])
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(totals).toEqual({ free: sum("free"), paid: sum("paid") });
    expect(totals).toEqual({ free: 200, paid: 250 });
  });

  it("never overspends: of 50 concurrent starts with balance for 4, exactly 4 start", async () => {
    const user = await newUser();
    // 200 free personas: room for four runs of 50.
    const attempts = await Promise.allSettled(Array.from({ length: 50 }, () => start(user.id, 50, days(1))));
    const started = attempts.filter((attempt) => attempt.status === "fulfilled");
    const refused = attempts.filter((attempt) => attempt.status === "rejected");
    expect(started).toHaveLength(4);
    expect(
      refused.every(
        (attempt) => (attempt as PromiseRejectedResult).reason instanceof InsufficientCreditsError,
      ),
    ).toBe(true);
    const balance = await getBalance(database.db, user.id, days(1));
    expect(balance.total_remaining).toBe(0);
    const runs = await database.db
      .selectFrom("simulations")
      .select("id")
      .where("user_id", "=", user.id)
      .execute();
    expect(runs).toHaveLength(4);
  });
});

// Only PostgreSQL has row locks and concurrent connections; SQLite transactions take turns.
describe.each(dialects.filter((dialect) => dialect === "postgres"))("balance reads on %s", (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(() => database.destroy());

  it("reads the balance without waiting for a start that holds the user's lock", async () => {
    const user = await createAccount(
      database.db,
      { email: "reader@example.com", name: null, password: "abcdefg1" },
      signUpDay,
    );
    await getBalance(database.db, user.id, days(1));
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const locked = withUserLock(database.db, user.id, () => held);
    try {
      const read = await Promise.race([
        getBalance(database.db, user.id, days(2)),
        new Promise((resolve) => setTimeout(() => resolve("waited for the lock"), 2000)),
      ]);
      expect(read).toMatchObject({ total_remaining: 200 });
    } finally {
      release();
      await locked;
    }
  });
});
