import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { preparedQuery } from "~/db/prepared-query.server";
import type { Database } from "~/db/schema";
import { createTestDatabase, dialects, type TestDatabase } from "./database";

// A prepared query is compiled once and run with each call's values: it must answer what the
// same query built afresh answers, whatever the values, also inside a transaction.

const usersNamed = preparedQuery((db, values: { name: string; limit: number }) =>
  db
    .selectFrom("users")
    .select(["email"])
    .where("name", "=", values.name)
    .orderBy("email")
    .limit(values.limit),
);

describe.each(dialects)("a prepared query on %s", (dialect) => {
  let database: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    db = database.db;
    const people = [
      ["ada@example.com", "Ada"],
      ["ann@example.com", "Ada"],
      ["bob@example.com", "Bob"],
    ];
    await db
      .insertInto("users")
      .values(
        people.map(([email, name], i) => ({
          id: `user-${i}`,
          email: email!,
          name,
          created_at: "2026-11-01",
        })),
      )
      .execute();
  });
  afterAll(() => database.destroy());

  it("runs with the values of each call", async () => {
    expect(await usersNamed(db, { name: "Ada", limit: 5 })).toEqual([
      { email: "ada@example.com" },
      { email: "ann@example.com" },
    ]);
    expect(await usersNamed(db, { name: "Bob", limit: 5 })).toEqual([{ email: "bob@example.com" }]);
    expect(await usersNamed(db, { name: "Ada", limit: 1 })).toEqual([{ email: "ada@example.com" }]);
    expect(await usersNamed(db, { name: "Eve", limit: 5 })).toEqual([]);
  });

  it("runs inside a transaction and sees its writes", async () => {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("users")
        .values({ id: "user-new", email: "bea@example.com", name: "Bob", created_at: "2026-11-02" })
        .execute();
      expect(await usersNamed(trx, { name: "Bob", limit: 5 })).toEqual([
        { email: "bea@example.com" },
        { email: "bob@example.com" },
      ]);
    });
  });
});
