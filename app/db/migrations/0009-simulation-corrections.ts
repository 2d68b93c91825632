import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // What the user corrected about how the panel read the idea (JSON: price, category, audience),
  // kept with the run so a worker that resumes it after a crash applies the same corrections.
  await db.schema.alterTable("simulations").addColumn("corrections", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("simulations").dropColumn("corrections").execute();
}
