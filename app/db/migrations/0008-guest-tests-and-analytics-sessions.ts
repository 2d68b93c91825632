import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // Guests' free public tests (quick validation, pulse, idea check), one row per address and UTC day.
  // `used` is raised by a conditional update, so concurrent tests cannot pass the limit.
  await db.schema
    .createTable("guest_test_days")
    .addColumn("ip_hash", "text", (col) => col.notNull())
    .addColumn("day", "text", (col) => col.notNull())
    .addColumn("used", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("refusals", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("bonus", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("guest_test_days_pk", ["ip_hash", "day"])
    .execute();
  // The analytics session of the visitor who started a run or a checkout, when they accepted analytics:
  // the worker and the payment webhook record completion events for that session.
  await db.schema.alterTable("simulations").addColumn("analytics_session_id", "text").execute();
  await db.schema.alterTable("payments").addColumn("analytics_session_id", "text").execute();
  // Where a run was started: a guest's one free app run is counted among "app" runs only.
  await db.schema
    .alterTable("simulations")
    .addColumn("origin", "text", (col) => col.notNull().defaultTo("app"))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("simulations").dropColumn("origin").execute();
  await db.schema.alterTable("payments").dropColumn("analytics_session_id").execute();
  await db.schema.alterTable("simulations").dropColumn("analytics_session_id").execute();
  await db.schema.dropTable("guest_test_days").execute();
}
