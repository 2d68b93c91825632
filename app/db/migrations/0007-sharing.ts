import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // A run's verdict page is public when the run was made on a public page (is_public) or its owner shared it.
  await db.schema.alterTable("simulations").addColumn("shared_at", "text").execute();
  await db.schema
    .alterTable("simulations")
    .addColumn("is_public", "integer", (col) => col.defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("simulations").dropColumn("is_public").execute();
  await db.schema.alterTable("simulations").dropColumn("shared_at").execute();
}
