import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readiness } from "~/services/health.server";
import { createTestDatabase, dialects, type TestDatabase } from "./database";

describe.each(dialects)("readiness on %s", (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(() => database.destroy());

  it("is ready with a reachable, current database and a running worker", async () => {
    expect(await readiness(database.db, { running: true })).toEqual({
      ready: true,
      checks: { database: "ok", migrations: "current", worker: "running" },
    });
  });

  it("is not ready while the worker is stopped or a migration is pending", async () => {
    expect(await readiness(database.db, { running: false })).toMatchObject({
      ready: false,
      checks: { worker: "stopped" },
    });
    const last = await database.db
      .selectFrom("kysely_migration" as never)
      .select(sql<string>`name`.as("name"))
      .orderBy(sql`name`, "desc")
      .limit(1)
      .executeTakeFirstOrThrow();
    await sql`delete from kysely_migration where name = ${last.name}`.execute(database.db);
    expect(await readiness(database.db, { running: true })).toMatchObject({
      ready: false,
      checks: { migrations: "pending" },
    });
  });
});
