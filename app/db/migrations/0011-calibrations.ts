import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // A user's own human results fitted into the panel's weights: the fitted
  // parameters and the agreement before and after (JSON), and which runs used them.
  await db.schema
    .createTable("calibrations")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("concepts", "integer", (col) => col.notNull())
    .addColumn("respondents", "integer", (col) => col.notNull())
    .addColumn("parameters", "text", (col) => col.notNull())
    .addColumn("figures", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("calibrations_user_id").on("calibrations").column("user_id").execute();
  await db.schema.alterTable("simulations").addColumn("calibration_id", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("simulations").dropColumn("calibration_id").execute();
  await db.schema.dropTable("calibrations").execute();
}
