import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("simulations")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.references("users.id").onDelete("cascade"))
    .addColumn("guest_id", "text")
    .addColumn("goal", "text", (col) => col.notNull())
    .addColumn("cohort_id", "text", (col) => col.notNull())
    .addColumn("cohort_name", "text", (col) => col.notNull())
    .addColumn("is_custom_cohort", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("persona_count", "integer", (col) => col.notNull())
    .addColumn("seed", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("stage", "text", (col) => col.notNull())
    .addColumn("progress_percentage", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("personas_processed", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("message", "text")
    .addColumn("error_message", "text")
    .addColumn("event_seq", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("claimed_by", "text")
    .addColumn("heartbeat_at", "text")
    .addColumn("credits_debited", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("report", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("started_at", "text")
    .addColumn("completed_at", "text")
    .execute();
  await db.schema
    .createIndex("simulations_queue_idx")
    .on("simulations")
    .columns(["status", "created_at"])
    .execute();
  await db.schema
    .createIndex("simulations_user_idx")
    .on("simulations")
    .columns(["user_id", "status", "created_at"])
    .execute();
  await db.schema
    .createIndex("simulations_guest_idx")
    .on("simulations")
    .columns(["guest_id", "created_at"])
    .execute();

  // Append-only: a balance is the sum of its rows. `idempotency_key` makes every
  // grant, debit, refund and purchase happen at most once.
  await db.schema
    .createTable("credit_ledger")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("bucket", "text", (col) => col.notNull())
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("delta", "integer", (col) => col.notNull())
    .addColumn("simulation_id", "text")
    .addColumn("idempotency_key", "text", (col) => col.notNull().unique())
    .addColumn("note", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("credit_ledger_user_idx")
    .on("credit_ledger")
    .columns(["user_id", "created_at"])
    .execute();

  await db.schema
    .createTable("api_tokens")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("token_hash", "text", (col) => col.notNull().unique())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("last_used_at", "text")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("api_tokens").execute();
  await db.schema.dropTable("credit_ledger").execute();
  await db.schema.dropTable("simulations").execute();
}
