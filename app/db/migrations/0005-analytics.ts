import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // First-party analytics: recorded only after the visitor accepted analytics cookies.
  await db.schema
    .createTable("analytics_events")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("session_id", "text", (col) => col.notNull())
    // An account's events go with the account.
    .addColumn("user_id", "text", (col) => col.references("users.id").onDelete("cascade"))
    .addColumn("is_authenticated", "integer", (col) => col.notNull())
    .addColumn("path", "text", (col) => col.notNull())
    .addColumn("properties", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("analytics_events_name_idx")
    .on("analytics_events")
    .columns(["name", "created_at"])
    .execute();
  await db.schema
    .createIndex("analytics_events_session_idx")
    .on("analytics_events")
    .columns(["session_id", "created_at"])
    .execute();
  await db.schema.createIndex("analytics_events_user_idx").on("analytics_events").column("user_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("analytics_events").execute();
}
