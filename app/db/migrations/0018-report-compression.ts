import { sql, type Kysely } from "kysely";
import { isPostgres } from "~/db/dialect";

// PostgreSQL compresses a large text value before it stores it out of line.
// With its default method, pglz, storing a 100-persona run's report (about
// 90 KB) took half the time of completing the run on PostgreSQL; lz4 writes it
// in half that time and reads it faster (`npm run bench:runs`). lz4 needs
// PostgreSQL 14 or later built with it, as Debian's and the official images
// are; elsewhere nothing changes. New values use it; stored ones stay as they
// are. SQLite does not compress text.
async function hasLz4(db: Kysely<unknown>): Promise<boolean> {
  if (!isPostgres(db)) return false;
  const { rows } = await sql<{ lz4: boolean | null }>`
    select bool_or('lz4' = any(enumvals)) as lz4
    from pg_settings where name = 'default_toast_compression'`.execute(db);
  return rows[0]?.lz4 === true;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (await hasLz4(db))
    await sql`alter table simulations alter column report set compression lz4`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (await hasLz4(db))
    await sql`alter table simulations alter column report set compression default`.execute(db);
}
