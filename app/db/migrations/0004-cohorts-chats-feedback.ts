import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // A user's custom audience: the model derived from its description and the personas drawn from it.
  await db.schema
    .createTable("cohorts")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("icon", "text", (col) => col.notNull())
    .addColumn("size", "integer", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("model", "text")
    .addColumn("personas", "text")
    .addColumn("usage_count", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("completed_at", "text")
    .execute();
  await db.schema.createIndex("cohorts_user_idx").on("cohorts").columns(["user_id", "created_at"]).execute();

  // One conversation per user, run and persona; messages as JSON.
  await db.schema
    .createTable("persona_chats")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("simulation_id", "text", (col) =>
      col.notNull().references("simulations.id").onDelete("cascade"),
    )
    .addColumn("persona_id", "text", (col) => col.notNull())
    .addColumn("messages", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("last_updated", "text", (col) => col.notNull())
    .addUniqueConstraint("persona_chats_unique", ["user_id", "simulation_id", "persona_id"])
    .execute();
  await db.schema
    .createIndex("persona_chats_recent_idx")
    .on("persona_chats")
    .columns(["user_id", "last_updated"])
    .execute();

  // The app in chat form: a conversation with the orchestrator, from idea to report.
  await db.schema
    .createTable("conversations")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.references("users.id").onDelete("cascade"))
    .addColumn("guest_id", "text")
    .addColumn("messages", "text", (col) => col.notNull())
    .addColumn("config", "text")
    .addColumn("simulation_id", "text", (col) => col.references("simulations.id").onDelete("set null"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("conversations_user_idx")
    .on("conversations")
    .columns(["user_id", "updated_at"])
    .execute();

  await db.schema
    .createTable("feedback")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.references("users.id").onDelete("cascade"))
    .addColumn("guest_id", "text")
    .addColumn("simulation_id", "text", (col) => col.references("simulations.id").onDelete("set null"))
    .addColumn("rating", "text", (col) => col.notNull())
    .addColumn("text", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("feedback").execute();
  await db.schema.dropTable("conversations").execute();
  await db.schema.dropTable("persona_chats").execute();
  await db.schema.dropTable("cohorts").execute();
}
