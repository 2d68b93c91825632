import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // The local identity provider's state (interactions, sessions, grants, codes, tokens and its
  // signing key) in the app database, so every instance behind a balancer shares it.
  await db.schema
    .createTable("oidc_payloads")
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("id", "text", (col) => col.notNull())
    .addColumn("payload", "text", (col) => col.notNull())
    .addColumn("grant_id", "text")
    .addColumn("user_code", "text")
    .addColumn("uid", "text")
    .addColumn("expires_at", "text")
    .addColumn("consumed_at", "text")
    .addPrimaryKeyConstraint("oidc_payloads_pk", ["kind", "id"])
    .execute();
  await db.schema.createIndex("oidc_payloads_grant_id").on("oidc_payloads").column("grant_id").execute();
  await db.schema.createIndex("oidc_payloads_uid").on("oidc_payloads").column("uid").execute();
  await db.schema.createIndex("oidc_payloads_expires_at").on("oidc_payloads").column("expires_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("oidc_payloads").execute();
}
