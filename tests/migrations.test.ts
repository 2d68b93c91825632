import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "~/db/database.server";
import { migrations } from "~/db/migrations";
import * as simulationAdopters from "~/db/migrations/0017-simulation-adopters";
import * as reportCompression from "~/db/migrations/0018-report-compression";
import { createTestDatabase, dialects, type TestDatabase } from "./database";
import { completedRunRow } from "./rows";

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
