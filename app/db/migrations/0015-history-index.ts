import type { Kysely } from "kysely";

// The history query filters on user, status and "not a comparison variant",
// and orders by (created_at, id). With every one of those in the index, a
// page is read straight off it in order, whatever page it is: no sort of
// every row (with its report) in a temporary B-tree, as the old
// (user_id, status, created_at) index needed for the id tie-break.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("simulations_user_idx").execute();
  await db.schema
    .createIndex("simulations_history_idx")
    .on("simulations")
    .columns(["user_id", "status", "comparison_id", "created_at", "id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("simulations_history_idx").execute();
  await db.schema
    .createIndex("simulations_user_idx")
    .on("simulations")
    .columns(["user_id", "status", "created_at"])
    .execute();
}
