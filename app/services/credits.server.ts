import { sql, type Transaction } from "kysely";
import { FREE_MONTHLY_PERSONAS, REFILL_PERIOD_DAYS } from "~/constants";
import { isPostgres } from "~/db/dialect";
import { preparedQuery } from "~/db/prepared-query.server";
import type { CreditBucket, CreditEntry, Database, DB, User } from "~/db/schema";

/**
 * Personas as money: an append-only ledger per user, and beside it each user's
 * running totals per bucket (`credit_balances`), written in the same
 * transaction as every entry, so a balance reads one row however long the
 * ledger. Free personas come as a grant per 30-day period counted from sign-up;
 * what is left of a period's grant expires when the next one arrives.
 * Purchased personas never expire. A simulation spends free personas first.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const PERIOD_MS = REFILL_PERIOD_DAYS * DAY_MS;

type Executor = Database | Transaction<DB>;

export interface Balance {
  total_remaining: number;
  total_used: number;
  free_remaining: number;
  paid_remaining: number;
  refill_at: string;
  days_until_refill: number;
}

export interface Sufficiency {
  sufficient: boolean;
  required: number;
  available: number;
  days_until_refill: number;
}

export class InsufficientCreditsError extends Error {
  override name = "InsufficientCreditsError";
  constructor(readonly sufficiency: Sufficiency) {
    super(`You need ${sufficiency.required} personas but only have ${sufficiency.available}`);
  }
}

export class UnknownUserError extends Error {
  override name = "UnknownUserError";
}

function periodOf(createdAt: string, now: Date) {
  const origin = new Date(createdAt).getTime();
  const index = Math.max(0, Math.floor((now.getTime() - origin) / PERIOD_MS));
  const start = new Date(origin + index * PERIOD_MS);
  const end = new Date(origin + (index + 1) * PERIOD_MS);
  return { index, start, end };
}

/**
 * Runs `work` in a transaction that holds the user's row: on PostgreSQL a
 * row lock, so two starts for one user take turns and can never overspend;
 * SQLite transactions already take turns.
 */
export async function withUserLock<T>(
  db: Database,
  userId: string,
  work: (trx: Transaction<DB>, user: { id: string; created_at: string }) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    let query = trx.selectFrom("users").select(["id", "created_at"]).where("id", "=", userId);
    if (isPostgres(trx)) query = query.forUpdate();
    const user = await query.executeTakeFirst();
    if (!user) throw new UnknownUserError(userId);
    return work(trx, user);
  });
}

/**
 * Appends an entry unless one with its idempotency key exists, and adds it to
 * the user's running totals. Spending (a simulation's debit or its refund)
 * also counts towards what was spent in the user's period it falls in (the
 * user's sign-up date sets the periods); a spending entry in a new period
 * starts that count again. Call it inside a transaction, so both or neither
 * are written. True when the entry was new.
 */
async function appendEntry(
  trx: Transaction<DB>,
  entry: Omit<CreditEntry, "id">,
  spender: { signedUpAt: string } | null = null,
): Promise<boolean> {
  const inserted = await trx
    .insertInto("credit_ledger")
    .values({ id: crypto.randomUUID(), ...entry })
    .onConflict((conflict) => conflict.column("idempotency_key").doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
  const spendingPeriodStart = spender
    ? periodOf(spender.signedUpAt, new Date(entry.created_at)).start.toISOString()
    : null;
  const spent = spender ? entry.delta : 0;
  await trx
    .insertInto("credit_balances")
    .values({
      user_id: entry.user_id,
      free: entry.bucket === "free" ? entry.delta : 0,
      paid: entry.bucket === "paid" ? entry.delta : 0,
      period_start: spendingPeriodStart,
      period_spent: spent,
    })
    .onConflict((conflict) =>
      conflict.column("user_id").doUpdateSet({
        free: sql`credit_balances.free + excluded.free`,
        paid: sql`credit_balances.paid + excluded.paid`,
        ...(spender === null
          ? {}
          : {
              period_spent: sql`case when credit_balances.period_start = excluded.period_start
                then credit_balances.period_spent + excluded.period_spent
                else excluded.period_spent end`,
              period_start: sql`excluded.period_start`,
            }),
      }),
    )
    .execute();
  return true;
}

const grantKey = (userId: string, period: number) => `grant:${userId}:${period}`;

/**
 * The balance in a period, and whether its free personas were granted yet, in
 * one query of one row, however long the ledger: the running totals, what was
 * spent in this period, and the grant by its idempotency key.
 */
const balanceRow = preparedQuery((db, values: { userId: string; grantKey: string }) =>
  db
    .selectFrom("users")
    .leftJoin("credit_balances", "credit_balances.user_id", "users.id")
    .select((eb) => [
      "credit_balances.free",
      "credit_balances.paid",
      "credit_balances.period_start",
      "credit_balances.period_spent",
      eb
        .exists(
          eb
            .selectFrom("credit_ledger")
            .select("credit_ledger.id")
            .where("credit_ledger.idempotency_key", "=", values.grantKey),
        )
        .as("granted"),
    ])
    .where("users.id", "=", values.userId),
);

async function readBalance(
  db: Executor,
  userId: string,
  period: ReturnType<typeof periodOf>,
  now: Date,
): Promise<{ balance: Balance; granted: boolean }> {
  const [row] = await balanceRow(db, { userId, grantKey: grantKey(userId, period.index) });
  if (!row) throw new UnknownUserError(userId);
  const free = Number(row.free ?? 0);
  const paid = Number(row.paid ?? 0);
  const spentThisPeriod = row.period_start === period.start.toISOString() ? Number(row.period_spent ?? 0) : 0;
  return {
    granted: row.granted === true || Number(row.granted) === 1,
    balance: {
      total_remaining: free + paid,
      total_used: Math.max(0, -spentThisPeriod),
      free_remaining: free,
      paid_remaining: paid,
      refill_at: period.end.toISOString(),
      days_until_refill: Math.max(0, Math.ceil((period.end.getTime() - now.getTime()) / DAY_MS)),
    },
  };
}

/**
 * The balance inside the user's locked transaction, granting this period's
 * free personas first (once), and expiring what the last period left.
 */
async function balanceIn(
  trx: Transaction<DB>,
  user: { id: string; created_at: string },
  now: Date,
): Promise<Balance> {
  const period = periodOf(user.created_at, now);
  const read = await readBalance(trx, user.id, period, now);
  if (read.granted) return read.balance;

  const timestamp = now.toISOString();
  const free = read.balance.free_remaining;
  if (free > 0) {
    await appendEntry(trx, {
      user_id: user.id,
      bucket: "free",
      kind: "expiry",
      delta: -free,
      simulation_id: null,
      idempotency_key: `expiry:${user.id}:${period.index}`,
      note: "Unused free personas of the last period expired",
      created_at: timestamp,
    });
  }
  await appendEntry(trx, {
    user_id: user.id,
    bucket: "free",
    kind: "monthly_grant",
    delta: FREE_MONTHLY_PERSONAS,
    simulation_id: null,
    idempotency_key: grantKey(user.id, period.index),
    note: `${FREE_MONTHLY_PERSONAS} free personas for this period`,
    created_at: timestamp,
  });
  return (await readBalance(trx, user.id, period, now)).balance;
}

/**
 * The user's balance. A read takes no lock: only the first read of a new
 * period, which must grant its free personas, takes the user's lock to write.
 * Given the user's row (a page that loaded it already), it is not read again.
 */
export async function getBalance(
  db: Database,
  who: string | Pick<User, "id" | "created_at">,
  now: Date,
): Promise<Balance> {
  const userId = typeof who === "string" ? who : who.id;
  const user =
    typeof who === "string"
      ? await db.selectFrom("users").select(["id", "created_at"]).where("id", "=", userId).executeTakeFirst()
      : who;
  if (!user) throw new UnknownUserError(userId);
  const read = await readBalance(db, user.id, periodOf(user.created_at, now), now);
  if (read.granted) return read.balance;
  return withUserLock(db, userId, (trx, locked) => balanceIn(trx, locked, now));
}

export async function checkSufficiency(
  db: Database,
  userId: string,
  required: number,
  now: Date,
): Promise<Sufficiency> {
  const balance = await getBalance(db, userId, now);
  return sufficiencyOf(balance, required);
}

function sufficiencyOf(balance: Balance, required: number): Sufficiency {
  return {
    sufficient: balance.total_remaining >= required,
    required,
    available: balance.total_remaining,
    days_until_refill: balance.days_until_refill,
  };
}

/**
 * Inside the caller's locked transaction: throws InsufficientCreditsError
 * naming the whole amount when several runs started together need more than is left.
 */
export async function requireBalanceIn(
  trx: Transaction<DB>,
  user: { id: string; created_at: string },
  required: number,
  now: Date,
): Promise<void> {
  const balance = await balanceIn(trx, user, now);
  if (balance.total_remaining < required)
    throw new InsufficientCreditsError(sufficiencyOf(balance, required));
}

/**
 * Debits a simulation's personas inside the caller's locked transaction
 * (free first, then paid); throws InsufficientCreditsError when short.
 */
export async function debitSimulation(
  trx: Transaction<DB>,
  user: { id: string; created_at: string },
  simulationId: string,
  personas: number,
  now: Date,
): Promise<void> {
  const balance = await balanceIn(trx, user, now);
  if (balance.total_remaining < personas)
    throw new InsufficientCreditsError(sufficiencyOf(balance, personas));
  const fromFree = Math.min(personas, balance.free_remaining);
  const parts: Array<[CreditBucket, number]> = [
    ["free", fromFree],
    ["paid", personas - fromFree],
  ];
  for (const [bucket, amount] of parts) {
    if (amount <= 0) continue;
    await appendEntry(
      trx,
      {
        user_id: user.id,
        bucket,
        kind: "simulation",
        delta: -amount,
        simulation_id: simulationId,
        idempotency_key: `debit:${simulationId}:${bucket}`,
        note: `Simulation with ${personas} personas`,
        created_at: now.toISOString(),
      },
      { signedUpAt: user.created_at },
    );
  }
}

/** Gives a failed simulation's personas back, to the buckets they came from; at most once. */
export async function refundSimulation(
  trx: Transaction<DB>,
  simulationId: string,
  now: Date,
): Promise<number> {
  const debits = await trx
    .selectFrom("credit_ledger")
    .innerJoin("users", "users.id", "credit_ledger.user_id")
    .select([
      "credit_ledger.user_id",
      "credit_ledger.bucket",
      "credit_ledger.delta",
      "users.created_at as signed_up",
    ])
    .where("credit_ledger.simulation_id", "=", simulationId)
    .where("credit_ledger.kind", "=", "simulation")
    .execute();
  let refunded = 0;
  for (const debit of debits) {
    const added = await appendEntry(
      trx,
      {
        user_id: debit.user_id,
        bucket: debit.bucket,
        kind: "refund",
        delta: -debit.delta,
        simulation_id: simulationId,
        idempotency_key: `refund:${simulationId}:${debit.bucket}`,
        note: "Refund for a failed simulation",
        created_at: now.toISOString(),
      },
      { signedUpAt: debit.signed_up },
    );
    if (added) refunded += -debit.delta;
  }
  return refunded;
}

/** Adds purchased personas once per payment, however often the payment is reported. */
export async function grantPurchase(
  db: Executor,
  input: { userId: string; paymentId: string; personas: number; note: string },
  now: Date,
): Promise<boolean> {
  const grant = (trx: Transaction<DB>) =>
    appendEntry(trx, {
      user_id: input.userId,
      bucket: "paid",
      kind: "purchase",
      delta: input.personas,
      simulation_id: null,
      idempotency_key: `purchase:${input.paymentId}`,
      note: input.note,
      created_at: now.toISOString(),
    });
  // Inside the payment's own transaction when it has one.
  return db.isTransaction ? grant(db as Transaction<DB>) : db.transaction().execute(grant);
}

/** The ledger, newest first, for the account's credit history. */
export function listLedger(db: Database, userId: string): Promise<CreditEntry[]> {
  return db
    .selectFrom("credit_ledger")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
}
