import type { Database, User } from "~/db/schema";
import { hashPassword, verifyPassword } from "./passwords.server";
import { getUserByEmail } from "./users.server";

/** Accounts of the local identity provider: email, optional name, password. */

export class DuplicateEmailError extends Error {
  override name = "DuplicateEmailError";
}

export async function createAccount(
  db: Database,
  input: { email: string; name: string | null; password: string },
  now: Date,
): Promise<User> {
  const hash = await hashPassword(input.password);
  const user: User = {
    id: crypto.randomUUID(),
    email: input.email.toLowerCase(),
    name: input.name,
    created_at: now.toISOString(),
    last_login_at: null,
  };
  try {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto("users").values(user).execute();
      await trx.insertInto("passwords").values({ user_id: user.id, hash }).execute();
    });
  } catch (error) {
    // The unique index on email is the real guard against two sign-ups racing.
    if (await getUserByEmail(db, user.email)) throw new DuplicateEmailError(user.email);
    throw error;
  }
  return user;
}

// Hashing a fixed password when the email is unknown keeps the response time
// the same, so timing does not reveal which emails have accounts.
const decoyHash = hashPassword("decoy-password-1");

export async function verifyCredentials(db: Database, email: string, password: string): Promise<User | null> {
  const row = await db
    .selectFrom("users")
    .innerJoin("passwords", "passwords.user_id", "users.id")
    .selectAll("users")
    .select("passwords.hash")
    .where("users.email", "=", email.toLowerCase())
    .executeTakeFirst();
  if (!row) {
    await verifyPassword(password, await decoyHash);
    return null;
  }
  const { hash, ...user } = row;
  return (await verifyPassword(password, hash)) ? user : null;
}
