import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "~/db/database.server";
import { migrations } from "~/db/migrations";
import { createTestDatabase, dialects, type TestDatabase } from "./database";

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
});
