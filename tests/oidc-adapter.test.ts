import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DatabaseAdapter, purgeExpiredOidcPayloads } from "~/idp/database-adapter.server";
import { createTestDatabase, dialects, type TestDatabase } from "./database";

const start = new Date("2026-11-25T10:00:00.000Z");
const later = (seconds: number) => new Date(start.getTime() + seconds * 1000);

describe.each(dialects)("the identity provider's state in the database on %s", (dialect) => {
  let database: TestDatabase;
  let clock = start;
  // Two adapters over one database stand for two instances of the app.
  const instance = (kind: string) => new DatabaseAdapter(database.db, kind, () => clock);

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(() => database.destroy());

  it("keeps what one instance stores for another to find, by id and by uid", async () => {
    await instance("Session").upsert("s-1", { uid: "u-1", accountId: "user-1" }, 3600);
    expect(await instance("Session").find("s-1")).toEqual({ uid: "u-1", accountId: "user-1" });
    expect(await instance("Session").findByUid("u-1")).toEqual({ uid: "u-1", accountId: "user-1" });
    // Another kind with the same id is another row.
    expect(await instance("Interaction").find("s-1")).toBeUndefined();

    await instance("Session").upsert("s-1", { uid: "u-1", accountId: "user-2" }, 3600);
    expect(await instance("Session").find("s-1")).toMatchObject({ accountId: "user-2" });
  });

  it("marks a code consumed for every instance, and forgets it once expired", async () => {
    await instance("AuthorizationCode").upsert("code-1", { grantId: "g-1", accountId: "user-1" }, 60);
    await instance("AuthorizationCode").consume("code-1");
    expect(await instance("AuthorizationCode").find("code-1")).toMatchObject({
      consumed: expect.any(Number),
    });

    clock = later(61);
    expect(await instance("AuthorizationCode").find("code-1")).toBeUndefined();
    expect(await purgeExpiredOidcPayloads(database.db, clock)).toBeGreaterThanOrEqual(1);
    clock = start;
  });

  it("revokes everything of a grant, and destroys one model", async () => {
    await instance("AccessToken").upsert("at-1", { grantId: "g-2" }, 300);
    await instance("AccessToken").upsert("at-2", { grantId: "g-2" }, 300);
    await instance("AccessToken").upsert("at-3", { grantId: "g-3" }, 300);
    await instance("AccessToken").revokeByGrantId("g-2");
    expect(await instance("AccessToken").find("at-1")).toBeUndefined();
    expect(await instance("AccessToken").find("at-2")).toBeUndefined();
    expect(await instance("AccessToken").find("at-3")).toBeDefined();
    await instance("AccessToken").destroy("at-3");
    expect(await instance("AccessToken").find("at-3")).toBeUndefined();
  });
});
