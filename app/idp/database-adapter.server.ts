import type { Adapter, AdapterPayload } from "oidc-provider";
import type { Database } from "~/db/schema";

// oidc-provider keeps its models (interactions, sessions, grants, codes,
// tokens) through an adapter. This one keeps them in the app's database, so
// a sign-in that starts on one instance can finish on another, and survives
// a restart. Expired rows are invisible here and deleted by the retention job.

/** The oidc-provider adapter for one model kind ("Session", "Interaction", "Grant"...). */
export class DatabaseAdapter implements Adapter {
  constructor(
    private readonly db: Database,
    private readonly kind: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    const row = {
      payload: JSON.stringify(payload),
      grant_id: payload.grantId ?? null,
      user_code: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expires_at: expiresIn ? new Date(this.now().getTime() + expiresIn * 1000).toISOString() : null,
      consumed_at: null,
    };
    await this.db
      .insertInto("oidc_payloads")
      .values({ kind: this.kind, id, ...row })
      .onConflict((conflict) => conflict.columns(["kind", "id"]).doUpdateSet(row))
      .execute();
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findWhere("id", id);
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere("uid", uid);
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findWhere("user_code", userCode);
  }

  async consume(id: string): Promise<void> {
    await this.db
      .updateTable("oidc_payloads")
      .set({ consumed_at: this.now().toISOString() })
      .where("kind", "=", this.kind)
      .where("id", "=", id)
      .execute();
  }

  async destroy(id: string): Promise<void> {
    await this.db.deleteFrom("oidc_payloads").where("kind", "=", this.kind).where("id", "=", id).execute();
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db
      .deleteFrom("oidc_payloads")
      .where("kind", "=", this.kind)
      .where("grant_id", "=", grantId)
      .execute();
  }

  private async findWhere(column: "id" | "uid" | "user_code", value: string) {
    const row = await this.db
      .selectFrom("oidc_payloads")
      .select(["payload", "consumed_at"])
      .where("kind", "=", this.kind)
      .where(column, "=", value)
      .where((eb) => eb.or([eb("expires_at", "is", null), eb("expires_at", ">", this.now().toISOString())]))
      .executeTakeFirst();
    if (!row) return undefined;
    const payload = JSON.parse(row.payload) as AdapterPayload;
    // oidc-provider reads `consumed` to refuse a second use of a code.
    return row.consumed_at
      ? { ...payload, consumed: Math.floor(Date.parse(row.consumed_at) / 1000) }
      : payload;
  }
}

/** Deletes every expired row; the retention job calls it. */
export async function purgeExpiredOidcPayloads(db: Database, now: Date): Promise<number> {
  const result = await db
    .deleteFrom("oidc_payloads")
    .where("expires_at", "is not", null)
    .where("expires_at", "<=", now.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
