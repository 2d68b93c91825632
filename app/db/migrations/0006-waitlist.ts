import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // Landing-page sign-ups. Emails are stored lower-cased, so the unique key makes a repeat sign-up a no-op.
  await db.schema
    .createTable("waitlist")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("email", "text", (col) => col.notNull().unique())
    .addColumn("source", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("waitlist").execute();
}
