import type { Kysely } from "kysely";

// The shared verdict of a run, built once from its report and kept: a view of
// the verdict page then reads a few kilobytes instead of parsing the whole
// report (a megabyte for 500 personas) and rebuilding the verdict every time.
// `version` is the verdict's shape; a row of another version is rebuilt.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("verdicts")
    .addColumn("simulation_id", "text", (col) =>
      col.primaryKey().references("simulations.id").onDelete("cascade"),
    )
    .addColumn("version", "integer", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("verdicts").execute();
}
