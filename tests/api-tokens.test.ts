import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiToken, findUserByApiToken, listApiTokens } from "~/services/api-tokens.server";
import { createTestServices, signedInUser } from "./context";
import { createTestDatabase, dialects, type TestDatabase } from "./database";

describe.each(dialects)("an API token's last use on %s", (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(() => database.destroy());

  it("is written at most once a minute, however many requests use it", async () => {
    const user = await signedInUser(createTestServices(database), "tokens@example.com");
    const start = new Date("2026-11-24T10:00:00.000Z");
    const { token } = await createApiToken(database.db, { userId: user.id, name: "script" }, start);
    const lastUsed = async () => (await listApiTokens(database.db, user.id))[0]!.last_used_at;

    expect((await findUserByApiToken(database.db, token, start))?.id).toBe(user.id);
    expect(await lastUsed()).toBe(start.toISOString());
    await findUserByApiToken(database.db, token, new Date(start.getTime() + 30_000));
    expect(await lastUsed()).toBe(start.toISOString());
    const later = new Date(start.getTime() + 61_000);
    await findUserByApiToken(database.db, token, later);
    expect(await lastUsed()).toBe(later.toISOString());
  });
});
