import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // A comparison of 2-4 variants (and an optional control) on one panel: each
  // variant is an ordinary run that points back at its comparison.
  await db.schema
    .createTable("comparisons")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text")
    .addColumn("guest_id", "text")
    .addColumn("guest_ip_hash", "text")
    .addColumn("cohort_id", "text", (col) => col.notNull())
    .addColumn("cohort_name", "text", (col) => col.notNull())
    .addColumn("persona_count", "integer", (col) => col.notNull())
    .addColumn("shared_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("comparisons_user_created")
    .on("comparisons")
    .columns(["user_id", "created_at", "id"])
    .execute();
  await db.schema.createIndex("comparisons_guest").on("comparisons").column("guest_id").execute();
  await db.schema.alterTable("simulations").addColumn("comparison_id", "text").execute();
  await db.schema.alterTable("simulations").addColumn("comparison_variant", "text").execute();
  await db.schema.createIndex("simulations_comparison").on("simulations").column("comparison_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("simulations_comparison").execute();
  await db.schema.alterTable("simulations").dropColumn("comparison_variant").execute();
  await db.schema.alterTable("simulations").dropColumn("comparison_id").execute();
  await db.schema.dropTable("comparisons").execute();
}
