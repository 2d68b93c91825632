import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("payments")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("package_id", "text", (col) => col.notNull())
    .addColumn("personas", "integer", (col) => col.notNull())
    .addColumn("amount_cents", "integer", (col) => col.notNull())
    .addColumn("currency", "text", (col) => col.notNull())
    .addColumn("provider", "text", (col) => col.notNull())
    .addColumn("provider_session_id", "text")
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("completed_at", "text")
    .execute();
  await db.schema
    .createIndex("payments_user_idx")
    .on("payments")
    .columns(["user_id", "created_at"])
    .execute();

  // Each payment provider event is handled once, however often it is delivered.
  await db.schema
    .createTable("webhook_events")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("provider", "text", (col) => col.notNull())
    .addColumn("type", "text", (col) => col.notNull())
    .addColumn("received_at", "text", (col) => col.notNull())
    .execute();

  // Guests' free runs are counted per address too; the address is kept only as a keyed hash.
  await db.schema.alterTable("simulations").addColumn("guest_ip_hash", "text").execute();
  await db.schema
    .createIndex("simulations_guest_ip_idx")
    .on("simulations")
    .columns(["guest_ip_hash", "created_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("simulations_guest_ip_idx").execute();
  await db.schema.alterTable("simulations").dropColumn("guest_ip_hash").execute();
  await db.schema.dropTable("webhook_events").execute();
  await db.schema.dropTable("payments").execute();
}
