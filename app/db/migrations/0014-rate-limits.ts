import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // Rate-limit counters that every instance shares (rate-limiter-flexible's
  // PostgreSQL layout: points used per key, and when the window ends in ms).
  // Made here rather than by the library at start-up, where instances starting
  // together could race to create it. SQLite keeps its limits in memory.
  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "varchar(255)", (col) => col.primaryKey())
    .addColumn("points", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("expire", "bigint")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("rate_limits").execute();
}
