import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "~/db/database.server";
import { migrations } from "~/db/migrations";
import * as simulationAdopters from "~/db/migrations/0017-simulation-adopters";
import * as reportCompression from "~/db/migrations/0018-report-compression";
import * as creditBalances from "~/db/migrations/0019-credit-balances";
import { createAccount } from "~/services/password-accounts.server";
import { createTestDatabase, dialects, type TestDatabase } from "./database";
import { completedRunRow } from "./rows";

function signUp(db: TestDatabase["db"], email: string) {
  return createAccount(db, { email, name: null, password: "abcdefg1" }, new Date());
}

describe.each(dialects)("migrations on %s", (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(() => database.destroy());

  it("creates every table, and running again changes nothing", async () => {
    const tables = (await database.db.introspection.getTables()).map((table) => table.name);
    expect(tables).toEqual(expect.arrayContaining(["users", "passwords", "identities"]));
    expect(await migrateToLatest(database.db)).toEqual([]);
    const applied = await database.db
      .selectFrom("kysely_migration" as never)
      .select("name" as never)
      .execute();
    expect(applied).toHaveLength(Object.keys(migrations).length);
  });

  it("counts the adopters of runs completed before the count was kept", async () => {
    const answer = (score: number) => ({ response: { score } });
    await database.db
      .insertInto("simulations")
      .values([
        completedRunRow("before-count", {
          report: JSON.stringify({ personas: [answer(5), answer(4), answer(2)] }),
        }),
        completedRunRow("unreadable", { report: "not json" }),
      ])
      .execute();
    const db = database.db as unknown as Kysely<unknown>;
    await simulationAdopters.down(db);
    await simulationAdopters.up(db);
    const rows = await database.db
      .selectFrom("simulations")
      .select(["id", "adopters"])
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      { id: "before-count", adopters: 2 },
      { id: "unreadable", adopters: 0 },
    ]);
  });

  it("sums each user's ledger into running totals for the ledgers kept before them", async () => {
    const user = await signUp(database.db, "ledger@example.com");
    const entry = (key: string, bucket: "free" | "paid", delta: number, spent = false) => ({
      id: key,
      user_id: user.id,
      bucket,
      kind: spent ? ("simulation" as const) : ("purchase" as const),
      delta,
      simulation_id: null,
      idempotency_key: key,
      note: null,
      created_at: spent ? new Date().toISOString() : "2026-01-01T00:00:00.000Z",
    });
    const db = database.db as unknown as Kysely<unknown>;
    await creditBalances.down(db);
    await database.db
      .insertInto("credit_ledger")
      .values([
        entry("a", "free", 200),
        entry("b", "free", -60),
        entry("c", "paid", 1000),
        entry("d", "paid", -40),
        entry("e", "free", -25, true),
      ])
      .execute();
    await creditBalances.up(db);
    // Spending counts from the start of the user's current period: only "e" is in it.
    expect(
      await database.db
        .selectFrom("credit_balances")
        .select(["free", "paid", "period_spent"])
        .where("user_id", "=", user.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ free: 115, paid: 960, period_spent: -25 });
  });

  it("stores reports whole, compressed with lz4 on a PostgreSQL that has it", async () => {
    const db = database.db as unknown as Kysely<unknown>;
    await reportCompression.down(db);
    await reportCompression.up(db);
    const report = JSON.stringify({
      personas: Array.from({ length: 400 }, (_, i) => ({ note: `persona ${i}` })),
    });
    await database.db.insertInto("simulations").values(completedRunRow("compressed", { report })).execute();
    const stored = await database.db
      .selectFrom("simulations")
      .select("report")
      .where("id", "=", "compressed")
      .executeTakeFirstOrThrow();
    expect(stored.report).toBe(report);
    if (dialect !== "postgres") return;
    const { rows } = await sql<{ method: string; lz4: boolean | null }>`
      select coalesce(nullif(a.attcompression, ''), 'default') as method,
        (select bool_or('lz4' = any(enumvals)) from pg_settings
          where name = 'default_toast_compression') as lz4
      from pg_attribute a
      where a.attrelid = 'simulations'::regclass and a.attname = 'report'`.execute(database.db);
    expect(rows[0]?.method).toBe(rows[0]?.lz4 ? "l" : "default");
  });
});
