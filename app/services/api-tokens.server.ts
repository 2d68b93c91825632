import { createHash, randomBytes } from "node:crypto";
import type { Database, User } from "~/db/schema";

/** Personal API tokens: `Authorization: Bearer sb_…`. Only a hash is stored. */

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export async function createApiToken(
  db: Database,
  input: { userId: string; name: string },
  now: Date,
): Promise<{ id: string; token: string }> {
  const token = `sb_${randomBytes(32).toString("base64url")}`;
  const id = crypto.randomUUID();
  await db
    .insertInto("api_tokens")
    .values({
      id,
      user_id: input.userId,
      name: input.name,
      token_hash: hashToken(token),
      created_at: now.toISOString(),
      last_used_at: null,
    })
    .execute();
  return { id, token };
}

/** How fresh "last used" is kept, in ms. */
export const LAST_USED_RESOLUTION_MS = 60_000;

export async function findUserByApiToken(db: Database, token: string, now: Date): Promise<User | undefined> {
  const hash = hashToken(token);
  const user = await db
    .selectFrom("api_tokens")
    .innerJoin("users", "users.id", "api_tokens.user_id")
    .selectAll("users")
    .where("api_tokens.token_hash", "=", hash)
    .executeTakeFirst();
  if (user) {
    // At most once a minute: a busy integration should not write a row on every request.
    const staleBefore = new Date(now.getTime() - LAST_USED_RESOLUTION_MS).toISOString();
    await db
      .updateTable("api_tokens")
      .set({ last_used_at: now.toISOString() })
      .where("token_hash", "=", hash)
      .where((eb) => eb.or([eb("last_used_at", "is", null), eb("last_used_at", "<", staleBefore)]))
      .execute();
  }
  return user;
}

export function listApiTokens(db: Database, userId: string) {
  return db
    .selectFrom("api_tokens")
    .select(["id", "name", "created_at", "last_used_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .execute();
}

export async function revokeApiToken(db: Database, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom("api_tokens")
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
