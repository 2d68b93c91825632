import { preparedQuery } from "~/db/prepared-query.server";
import type { Database, User } from "~/db/schema";

const userById = preparedQuery((db, { id }: { id: string }) =>
  db.selectFrom("users").selectAll().where("id", "=", id),
);

export async function getUserById(db: Database, id: string): Promise<User | undefined> {
  return (await userById(db, { id }))[0];
}

export function getUserByEmail(db: Database, email: string): Promise<User | undefined> {
  return db.selectFrom("users").selectAll().where("email", "=", email.toLowerCase()).executeTakeFirst();
}

export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  email: string;
  name: string | null;
}

/**
 * The user behind an OpenID Connect identity: found by issuer and subject,
 * else linked to the account with the same verified email, else created.
 * Records the sign-in time.
 */
export async function signInWithIdentity(db: Database, identity: VerifiedIdentity, now: Date): Promise<User> {
  return (await signInOrSignUp(db, identity, now)).user;
}

/**
 * `signInWithIdentity`, also saying whether this was the account's first
 * sign-in: a user created now, or an account the local provider's sign-up
 * page made that had never signed in (user_signed_up). Exactly one sign-in
 * of an account is its first, however many race.
 */
export async function signInOrSignUp(
  db: Database,
  identity: VerifiedIdentity,
  now: Date,
): Promise<{ user: User; signedUp: boolean }> {
  const timestamp = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const linked = await trx
      .selectFrom("identities")
      .innerJoin("users", "users.id", "identities.user_id")
      .selectAll("users")
      .where("identities.issuer", "=", identity.issuer)
      .where("identities.subject", "=", identity.subject)
      .executeTakeFirst();

    let user =
      linked ??
      (await trx
        .selectFrom("users")
        .selectAll()
        .where("email", "=", identity.email.toLowerCase())
        .executeTakeFirst());
    if (!user) {
      user = {
        id: crypto.randomUUID(),
        email: identity.email.toLowerCase(),
        name: identity.name,
        created_at: timestamp,
        last_login_at: null,
      };
      await trx.insertInto("users").values(user).execute();
    }
    if (!linked) {
      await trx
        .insertInto("identities")
        .values({
          issuer: identity.issuer,
          subject: identity.subject,
          user_id: user.id,
          created_at: timestamp,
        })
        .execute();
    }
    const update = { last_login_at: timestamp, ...(user.name ? {} : { name: identity.name }) };
    // The first sign-in is the one that finds last_login_at still empty (the row lock decides a race).
    const first = await trx
      .updateTable("users")
      .set(update)
      .where("id", "=", user.id)
      .where("last_login_at", "is", null)
      .executeTakeFirst();
    const signedUp = Number(first.numUpdatedRows) > 0;
    if (!signedUp) await trx.updateTable("users").set(update).where("id", "=", user.id).execute();
    return { user: { ...user, name: user.name ?? identity.name, last_login_at: timestamp }, signedUp };
  });
}
