import { sql } from "kysely";
import { preparedQuery } from "~/db/prepared-query.server";
import type { Cohort, Database } from "~/db/schema";
import { cohortFromDescription, generatePersonas, type CohortModel, type Persona } from "~/engine";
import { CohortDescriptionSchema, CohortNameSchema } from "~/forms/fields.server";
import { withUserLock } from "./credits.server";
import { isValidId } from "~/utils/validation";

/**
 * Custom cohorts: a signed-in user's own audiences. A cohort is created in
 * two steps. `startCohortGeneration` checks the rules (one generation at a
 * time, at most COHORT_LIMIT cohorts) and inserts the row as `generating`;
 * `generateCohort` then derives the model from the description (stored, so
 * the stage "analysing" → "generating personas" is visible), draws the
 * personas and marks the cohort ready. Runs on the cohort sample from the
 * stored personas.
 *
 * The page flow starts `generateCohort` in the background and shows the
 * stage the row is really in on a progress page that refreshes itself; the
 * JSON API waits for it, because its answer is the created cohort. A
 * generation that a crash cut off would block the next one forever, so a
 * row still `generating` after GENERATION_TIMEOUT_MS counts as failed.
 */

export const COHORT_LIMIT = 3;
export const COHORT_SIZE = 100;
export const GENERATION_TIMEOUT_MS = 60_000;

export const COHORT_LIMIT_MESSAGE = "Cohort generation limit reached. Please upgrade to create more cohorts.";
export const COHORT_IN_PROGRESS_MESSAGE =
  "A cohort is already being generated. Please wait until it is ready.";
export const COHORT_FAILED_MESSAGE = "Failed to create cohort";

export class CohortInputError extends Error {
  override name = "CohortInputError";
}

/** The user already has COHORT_LIMIT cohorts (a 429 to API callers). */
export class CohortLimitReachedError extends Error {
  override name = "CohortLimitReachedError";
  constructor() {
    super(COHORT_LIMIT_MESSAGE);
  }
}

/** One of the user's cohorts is still being generated (a 409). */
export class CohortGenerationInProgressError extends Error {
  override name = "CohortGenerationInProgressError";
  constructor() {
    super(COHORT_IN_PROGRESS_MESSAGE);
  }
}

/** A cohort without its personas: what pages and lists need. */
export type CohortSummary = Omit<Cohort, "model" | "personas"> & { analysed: boolean };

export type CohortStage = "analyzing" | "generating" | "complete" | "failed";

const SUMMARY_COLUMNS = [
  "id",
  "user_id",
  "name",
  "description",
  "icon",
  "size",
  "status",
  "usage_count",
  "created_at",
  "completed_at",
] as const;

function staleBefore(now: Date): string {
  return new Date(now.getTime() - GENERATION_TIMEOUT_MS).toISOString();
}

/** Where a cohort's creation stands, as the progress page shows it. */
export function cohortStage(cohort: CohortSummary, now: Date): CohortStage {
  if (cohort.status === "ready") return "complete";
  if (cohort.status === "failed" || cohort.created_at < staleBefore(now)) return "failed";
  return cohort.analysed ? "generating" : "analyzing";
}

const liveCohortRows = preparedQuery((db, values: { userId: string; staleBefore: string }) =>
  db
    .selectFrom("cohorts")
    .select(["id", "status"])
    .where("user_id", "=", values.userId)
    .where((eb) =>
      eb.or([
        eb("status", "=", "ready"),
        eb.and([eb("status", "=", "generating"), eb("created_at", ">=", values.staleBefore)]),
      ]),
    ),
);

/** Ready cohorts and generations still under way: what counts against the limit. */
function liveCohorts(db: Database, userId: string, now: Date) {
  return liveCohortRows(db, { userId, staleBefore: staleBefore(now) });
}

const readyCohorts = preparedQuery((db, { userId }: { userId: string }) =>
  db
    .selectFrom("cohorts")
    .select(SUMMARY_COLUMNS)
    .where("user_id", "=", userId)
    .where("status", "=", "ready")
    .orderBy("created_at")
    .orderBy("id"),
);

export async function getGenerationLimits(db: Database, userId: string, now: Date) {
  const live = await liveCohorts(db, userId, now);
  return { cohorts_remaining: Math.max(0, COHORT_LIMIT - live.length), cohort_limit: COHORT_LIMIT };
}

/** The user's ready cohorts, oldest first, in the shape of the cohort API. */
export async function listCustomCohorts(db: Database, userId: string) {
  const rows = await readyCohorts(db, { userId });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    icon: row.icon,
    is_preset: false,
    size: row.size,
    // generateCohort stores exactly `size` personas when it marks a cohort ready.
    persona_count: row.size,
    created_at: row.created_at,
    usage_count: row.usage_count,
  }));
}

/** The user's own cohort, else undefined: someone else's cohort looks like no cohort at all. */
export async function getOwnedCohort(
  db: Database,
  id: string,
  userId: string,
): Promise<CohortSummary | undefined> {
  if (!isValidId(id)) return undefined;
  const row = await db
    .selectFrom("cohorts")
    .select([...SUMMARY_COLUMNS, sql<number>`case when model is null then 0 else 1 end`.as("analysed")])
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row ? { ...row, analysed: Number(row.analysed) === 1 } : undefined;
}

/** The user's cohort if it is ready for runs (for starting one inside its transaction). */
export function findReadyCohort(db: Database, id: string, userId: string) {
  return db
    .selectFrom("cohorts")
    .select(["id", "name"])
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .where("status", "=", "ready")
    .executeTakeFirst();
}

/** One more run on the cohort. */
export async function incrementUsage(db: Database, cohortId: string): Promise<void> {
  await db
    .updateTable("cohorts")
    .set({ usage_count: sql`usage_count + 1` })
    .where("id", "=", cohortId)
    .execute();
}

/**
 * Checks the rules and records a new cohort as `generating`; the personas
 * come from `generateCohort`. Holds the user's lock, so two requests at once
 * cannot both pass the checks.
 */
export async function startCohortGeneration(
  db: Database,
  input: { userId: string; name: string; description: string },
  now: Date,
): Promise<CohortSummary> {
  const name = CohortNameSchema.safeParse(input.name);
  if (!name.success) throw new CohortInputError(name.error.issues[0]?.message);
  const description = CohortDescriptionSchema.safeParse(input.description);
  if (!description.success) throw new CohortInputError(description.error.issues[0]?.message);

  return withUserLock(db, input.userId, async (trx) => {
    await trx
      .updateTable("cohorts")
      .set({ status: "failed", completed_at: now.toISOString() })
      .where("user_id", "=", input.userId)
      .where("status", "=", "generating")
      .where("created_at", "<", staleBefore(now))
      .execute();
    const live = await liveCohorts(trx, input.userId, now);
    if (live.some((cohort) => cohort.status === "generating")) throw new CohortGenerationInProgressError();
    if (live.length >= COHORT_LIMIT) throw new CohortLimitReachedError();

    const cohort: Cohort = {
      id: crypto.randomUUID(),
      user_id: input.userId,
      name: name.data,
      description: description.data,
      icon: "users",
      size: COHORT_SIZE,
      status: "generating",
      model: null,
      personas: null,
      usage_count: 0,
      created_at: now.toISOString(),
      completed_at: null,
    };
    await trx.insertInto("cohorts").values(cohort).execute();
    const { model: _model, personas: _personas, ...summary } = cohort;
    return { ...summary, analysed: false };
  });
}

/**
 * Generates a cohort recorded by `startCohortGeneration`: the model from its
 * description, then its personas (seeded by the cohort's id). Answers the
 * status it ended in; on any error the cohort is marked failed.
 */
export async function generateCohort(
  db: Database,
  cohortId: string,
  now: () => Date,
  log: (message: string, error: unknown) => void = (message, error) => console.error(message, error),
): Promise<"ready" | "failed" | null> {
  const row = await db
    .selectFrom("cohorts")
    .select(["id", "name", "description", "size"])
    .where("id", "=", cohortId)
    .where("status", "=", "generating")
    .executeTakeFirst();
  if (!row) return null;
  try {
    const model: CohortModel = {
      ...cohortFromDescription(row.name, row.description),
      id: row.id,
      name: row.name,
    };
    await db
      .updateTable("cohorts")
      .set({ model: JSON.stringify(model) })
      .where("id", "=", row.id)
      .where("status", "=", "generating")
      .execute();
    // A turn of the event loop between the steps keeps other requests flowing.
    await new Promise((resolve) => setImmediate(resolve));
    const personas = generatePersonas(model, row.size, `cohort|${row.id}`);
    const done = await db
      .updateTable("cohorts")
      .set({ personas: JSON.stringify(personas), status: "ready", completed_at: now().toISOString() })
      .where("id", "=", row.id)
      .where("status", "=", "generating")
      .executeTakeFirst();
    return Number(done.numUpdatedRows) > 0 ? "ready" : "failed";
  } catch (error) {
    log(`cohort ${row.id} could not be generated:`, error);
    await db
      .updateTable("cohorts")
      .set({ status: "failed", completed_at: now().toISOString() })
      .where("id", "=", row.id)
      .where("status", "=", "generating")
      .execute();
    return "failed";
  }
}

/** Starts `generateCohort` without waiting for it (the page flow follows it on the progress page). */
export function generateCohortInBackground(db: Database, cohortId: string, now: () => Date): void {
  generateCohort(db, cohortId, now).catch((error: unknown) =>
    console.error(`cohort ${cohortId} could not be marked failed:`, error),
  );
}

/** What a run on a custom cohort samples from: its model and its stored personas. */
export async function cohortModelFor(
  db: Database,
  cohortId: string,
): Promise<{ model: CohortModel; personas: Persona[] } | undefined> {
  const row = await db
    .selectFrom("cohorts")
    .select(["model", "personas"])
    .where("id", "=", cohortId)
    .where("status", "=", "ready")
    .executeTakeFirst();
  if (!row?.model || !row.personas) return undefined;
  return { model: JSON.parse(row.model) as CohortModel, personas: JSON.parse(row.personas) as Persona[] };
}

/** The API's answer for a created cohort. */
export function createdCohortOf(cohort: Pick<CohortSummary, "id" | "name" | "description" | "size">) {
  return { id: cohort.id, name: cohort.name, description: cohort.description, size: cohort.size };
}
