import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount, DuplicateEmailError, verifyCredentials } from "~/services/password-accounts.server";
import { signInWithIdentity } from "~/services/users.server";
import { createTestDatabase, dialects, type TestDatabase } from "./database";

const now = new Date("2026-11-01T10:00:00.000Z");

describe.each(dialects)("accounts and users on %s", (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(() => database.destroy());

  it("creates an account whose password verifies, case-insensitively by email", async () => {
    const user = await createAccount(
      database.db,
      { email: "Ada@Example.com", name: "Ada", password: "lovelace1" },
      now,
    );
    expect(user.email).toBe("ada@example.com");
    expect(await verifyCredentials(database.db, "ADA@example.com", "lovelace1")).toMatchObject({
      id: user.id,
    });
    expect(await verifyCredentials(database.db, "ada@example.com", "wrong-pass1")).toBeNull();
    expect(await verifyCredentials(database.db, "nobody@example.com", "lovelace1")).toBeNull();
  });

  it("stores a scrypt hash, never the password", async () => {
    const row = await database.db.selectFrom("passwords").select("hash").executeTakeFirstOrThrow();
    expect(row.hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(row.hash).not.toContain("lovelace1");
  });

  it("refuses a second account with the same email, even when both race", async () => {
    const attempts = await Promise.allSettled([
      createAccount(database.db, { email: "grace@example.com", name: null, password: "hopper123" }, now),
      createAccount(database.db, { email: "GRACE@example.com", name: null, password: "hopper123" }, now),
    ]);
    expect(attempts.filter((attempt) => attempt.status === "fulfilled")).toHaveLength(1);
    const failure = attempts.find((attempt) => attempt.status === "rejected");
    expect((failure as PromiseRejectedResult).reason).toBeInstanceOf(DuplicateEmailError);
  });

  it("signs an identity in: links it to the account with that email, then finds it by subject", async () => {
    const identity = {
      issuer: "http://localhost/idp",
      subject: "sub-1",
      email: "ada@example.com",
      name: null,
    };
    const first = await signInWithIdentity(database.db, identity, now);
    expect(first).toMatchObject({ email: "ada@example.com", name: "Ada", last_login_at: now.toISOString() });

    const later = new Date("2026-11-02T10:00:00.000Z");
    const again = await signInWithIdentity(database.db, { ...identity, email: "changed@example.com" }, later);
    expect(again.id).toBe(first.id);
    expect(again.last_login_at).toBe(later.toISOString());
  });

  it("creates a user for a new identity from an external provider", async () => {
    const user = await signInWithIdentity(
      database.db,
      { issuer: "https://id.example.com", subject: "abc", email: "New@Example.com", name: "Newcomer" },
      now,
    );
    expect(user).toMatchObject({ email: "new@example.com", name: "Newcomer" });
    const links = await database.db
      .selectFrom("identities")
      .selectAll()
      .where("user_id", "=", user.id)
      .execute();
    expect(links).toEqual([expect.objectContaining({ issuer: "https://id.example.com", subject: "abc" })]);
  });
});
