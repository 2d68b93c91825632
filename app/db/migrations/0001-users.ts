import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("users")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("email", "text", (col) => col.notNull().unique())
    .addColumn("name", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("last_login_at", "text")
    .execute();

  await db.schema
    .createTable("passwords")
    .addColumn("user_id", "text", (col) => col.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("hash", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("identities")
    .addColumn("issuer", "text", (col) => col.notNull())
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("identities_pk", ["issuer", "subject"])
    .execute();

  await db.schema.createIndex("identities_user_id_idx").on("identities").column("user_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("identities").execute();
  await db.schema.dropTable("passwords").execute();
  await db.schema.dropTable("users").execute();
}
