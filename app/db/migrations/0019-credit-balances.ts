import { sql, type Kysely } from "kysely";

// Each user's running totals per bucket, and what they spent in their latest
// period, kept in the same transaction as every ledger entry. Reading a
// balance summed the whole ledger: 5 ms for a user with 10,000 entries against
// 0.2 ms for 10, on every page of /app. The ledger stays the record; this is
// its sum, written beside it.

/** The 30-day refill period as it stood when this migration was written. */
const PERIOD_MS = 30 * 24 * 60 * 60 * 1000;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("credit_balances")
    .addColumn("user_id", "text", (col) => col.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("free", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("paid", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("period_start", "text")
    .addColumn("period_spent", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  const { rows: users } = await sql<{ id: string; created_at: string }>`
    select distinct users.id, users.created_at from users
    join credit_ledger on credit_ledger.user_id = users.id`.execute(db);
  const now = Date.now();
  for (const user of users) {
    const origin = new Date(user.created_at).getTime();
    const start = new Date(
      origin + Math.max(0, Math.floor((now - origin) / PERIOD_MS)) * PERIOD_MS,
    ).toISOString();
    await sql`
      insert into credit_balances (user_id, free, paid, period_start, period_spent)
      select user_id,
        coalesce(sum(case when bucket = 'free' then delta else 0 end), 0),
        coalesce(sum(case when bucket = 'paid' then delta else 0 end), 0),
        ${start},
        coalesce(sum(case when kind in ('simulation', 'refund') and created_at >= ${start} then delta else 0 end), 0)
      from credit_ledger
      where user_id = ${user.id}
      group by user_id`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("credit_balances").execute();
}
