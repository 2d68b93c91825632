import type { Database, SimulationStatus } from "~/db/schema";
import { endSessionsOf } from "./sessions.server";

/**
 * What a signed-in user can do to their own account: edit the profile,
 * delete a simulation, take all their data with them, or delete it all.
 */

/** The status the product shows: a queued run is reported as running. */
function shownStatus(status: SimulationStatus): Exclude<SimulationStatus, "queued"> {
  return status === "queued" ? "running" : status;
}

export async function updateProfile(
  db: Database,
  userId: string,
  profile: { name: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable("users")
    .set({ name: profile.name })
    .where("id", "=", userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** All of the user's runs, whatever their status, newest first. */
export async function listSimulationsForSettings(db: Database, userId: string) {
  const rows = await db
    .selectFrom("simulations")
    .select(["id", "goal", "status", "cohort_name", "persona_count", "created_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) => ({ ...row, status: shownStatus(row.status) }));
}

/**
 * Deletes one of the user's runs and its report; false when it is not theirs.
 * The ledger rows of its debit stay: the balance is the sum of the ledger, so
 * removing them would hand the personas back.
 */
export async function deleteSimulation(db: Database, userId: string, simulationId: string): Promise<boolean> {
  const result = await db
    .deleteFrom("simulations")
    .where("id", "=", simulationId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** How much the account holds, to say what deleting it removes. */
export async function countAccountData(db: Database, userId: string) {
  const count = async (table: "simulations" | "api_tokens" | "payments") => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string | number>().as("count"))
      .where("user_id", "=", userId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  };
  const [simulations, apiTokens, payments] = await Promise.all([
    count("simulations"),
    count("api_tokens"),
    count("payments"),
  ]);
  return { simulations, apiTokens, payments };
}

/**
 * Deletes the user and every row of theirs in one transaction. The foreign
 * keys cascade too, but each table is emptied by name so the deletion does
 * not depend on SQLite's `foreign_keys` pragma being on for the connection.
 * False when there was no such user.
 */
export async function deleteAccount(db: Database, userId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await endSessionsOf(trx, userId);
    await trx.deleteFrom("api_tokens").where("user_id", "=", userId).execute();
    await trx.deleteFrom("feedback").where("user_id", "=", userId).execute();
    await trx.deleteFrom("analytics_events").where("user_id", "=", userId).execute();
    await trx.deleteFrom("persona_chats").where("user_id", "=", userId).execute();
    await trx.deleteFrom("conversations").where("user_id", "=", userId).execute();
    await trx.deleteFrom("cohorts").where("user_id", "=", userId).execute();
    await trx.deleteFrom("calibrations").where("user_id", "=", userId).execute();
    await trx.deleteFrom("credit_ledger").where("user_id", "=", userId).execute();
    await trx.deleteFrom("credit_balances").where("user_id", "=", userId).execute();
    await trx.deleteFrom("payments").where("user_id", "=", userId).execute();
    await trx.deleteFrom("simulations").where("user_id", "=", userId).execute();
    await trx.deleteFrom("comparisons").where("user_id", "=", userId).execute();
    await trx.deleteFrom("identities").where("user_id", "=", userId).execute();
    await trx.deleteFrom("passwords").where("user_id", "=", userId).execute();
    const result = await trx.deleteFrom("users").where("id", "=", userId).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  });
}

/** Stored JSON, parsed for the export (kept as text if it is not JSON). */
function parseReport(report: string | null): unknown {
  if (report === null) return null;
  try {
    return JSON.parse(report) as unknown;
  } catch {
    return report;
  }
}

/**
 * Everything the app holds about the user, ready for JSON: no password hash,
 * no token hashes, none of the run queue's internals. Undefined for an
 * unknown user.
 */
export async function exportAccountData(db: Database, userId: string, now: Date) {
  const user = await db
    .selectFrom("users")
    .select(["id", "email", "name", "created_at", "last_login_at"])
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!user) return undefined;

  const [
    identities,
    simulations,
    ledger,
    payments,
    apiTokens,
    cohorts,
    chats,
    conversations,
    feedback,
    analyticsEvents,
  ] = await Promise.all([
    db
      .selectFrom("identities")
      .select(["issuer", "subject", "created_at"])
      .where("user_id", "=", userId)
      .orderBy("created_at")
      .execute(),
    db
      .selectFrom("simulations")
      .select([
        "id",
        "goal",
        "cohort_id",
        "cohort_name",
        "is_custom_cohort",
        "persona_count",
        "status",
        "message",
        "error_message",
        "credits_debited",
        "report",
        "created_at",
        "started_at",
        "completed_at",
      ])
      .where("user_id", "=", userId)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .execute(),
    db
      .selectFrom("credit_ledger")
      .select(["id", "bucket", "kind", "delta", "simulation_id", "note", "created_at"])
      .where("user_id", "=", userId)
      .orderBy("created_at", "desc")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("payments")
      .select([
        "id",
        "package_id",
        "personas",
        "amount_cents",
        "currency",
        "provider",
        "status",
        "created_at",
        "completed_at",
      ])
      .where("user_id", "=", userId)
      .orderBy("created_at", "desc")
      .execute(),
    db
      .selectFrom("api_tokens")
      .select(["id", "name", "created_at", "last_used_at"])
      .where("user_id", "=", userId)
      .orderBy("created_at", "desc")
      .execute(),
    db
      .selectFrom("cohorts")
      .select([
        "id",
        "name",
        "description",
        "icon",
        "size",
        "status",
        "usage_count",
        "personas",
        "created_at",
      ])
      .where("user_id", "=", userId)
      .orderBy("created_at", "desc")
      .execute(),
    db
      .selectFrom("persona_chats")
      .select(["simulation_id", "persona_id", "messages", "created_at", "last_updated"])
      .where("user_id", "=", userId)
      .orderBy("last_updated", "desc")
      .execute(),
    db
      .selectFrom("conversations")
      .select(["id", "messages", "config", "simulation_id", "created_at", "updated_at"])
      .where("user_id", "=", userId)
      .orderBy("updated_at", "desc")
      .execute(),
    db
      .selectFrom("feedback")
      .select(["simulation_id", "rating", "text", "created_at"])
      .where("user_id", "=", userId)
      .orderBy("created_at", "desc")
      .execute(),
    // Only events recorded while signed in carry the user's id; a session's anonymous events do not.
    db
      .selectFrom("analytics_events")
      .select(["id", "name", "session_id", "path", "properties", "created_at"])
      .where("user_id", "=", userId)
      .orderBy("created_at", "desc")
      .orderBy("id")
      .execute(),
  ]);
  const calibrations = await db
    .selectFrom("calibrations")
    .select(["id", "name", "concepts", "respondents", "figures", "created_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .execute();

  return {
    exported_at: now.toISOString(),
    profile: { ...user, sign_in_identities: identities },
    simulations: simulations.map((simulation) => ({
      ...simulation,
      status: shownStatus(simulation.status),
      is_custom_cohort: Boolean(simulation.is_custom_cohort),
      report: parseReport(simulation.report),
    })),
    credit_ledger: ledger.map((entry) => ({ ...entry, delta: Number(entry.delta) })),
    payments,
    api_tokens: apiTokens,
    custom_cohorts: cohorts.map((cohort) => ({ ...cohort, personas: parseReport(cohort.personas) })),
    calibrations: calibrations.map((calibration) => ({
      ...calibration,
      figures: parseReport(calibration.figures),
    })),
    persona_chats: chats.map((chat) => ({ ...chat, messages: parseReport(chat.messages) })),
    conversations: conversations.map((conversation) => ({
      ...conversation,
      messages: parseReport(conversation.messages),
      config: parseReport(conversation.config),
    })),
    feedback,
    analytics_events: analyticsEvents.map((event) => ({
      ...event,
      properties: parseReport(event.properties),
    })),
  };
}

export type AccountExport = NonNullable<Awaited<ReturnType<typeof exportAccountData>>>;
