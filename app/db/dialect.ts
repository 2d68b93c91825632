import { PostgresAdapter, type Kysely } from "kysely";

/** True on PostgreSQL, where row locks and SKIP LOCKED exist; false on SQLite. */
export function isPostgres(db: Kysely<unknown> | { getExecutor: Kysely<unknown>["getExecutor"] }): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
