import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "~/db/database.server";
import { migrations } from "~/db/migrations";
import * as simulationAdopters from "~/db/migrations/0017-simulation-adopters";
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
});
