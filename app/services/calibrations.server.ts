import { preparedQuery } from "~/db/prepared-query.server";
import type { Database } from "~/db/schema";
import {
  DEFAULT_PARAMETERS,
  readUserData,
  userCalibrationSteps,
  withFitted,
  type AgreementFigures,
  type CsvProblem,
  type FittedParameters,
  type ModelParameters,
  type UserCalibration,
} from "~/engine";
import { ownCalibrationSummary } from "~/engine/calibration-info";

// A user's own human results, fitted into the panel's weights (the same
// fitting code as `npm run calibrate`) and stored, so their runs can use it.

export const CALIBRATION_NAME_MAX = 80;

/** The CSV could not be read: every problem with its line. Nothing is stored. */
export class CalibrationCsvError extends Error {
  constructor(readonly problems: CsvProblem[]) {
    super("The CSV could not be read");
  }
}

/** A run asked for a calibration its owner does not have (deleted, or someone else's). */
export class UnknownCalibrationError extends Error {
  constructor() {
    super("This calibration is no longer available: choose another one.");
  }
}

/** The agreement figures shown for a calibration, in whole points where they are points. */
export interface CalibrationFigures {
  pearson: number | null;
  mae_points: number;
  bias_points: number;
  ks_similarity: number | null;
}

export interface CalibrationSummary {
  id: string;
  name: string;
  concepts: number;
  respondents: number;
  created_at: string;
  before: CalibrationFigures;
  after: CalibrationFigures;
}

function figuresOf(figures: AgreementFigures): CalibrationFigures {
  const rounded = (value: number, digits: number) =>
    Number.isFinite(value) ? Number(value.toFixed(digits)) : null;
  return {
    pearson: rounded(figures.pearson, 2),
    mae_points: rounded(figures.mae, 1) ?? 0,
    bias_points: rounded(figures.bias, 1) ?? 0,
    ks_similarity: figures.ksSimilarity === null ? null : rounded(figures.ksSimilarity, 2),
  };
}

/** How a calibration is named wherever it can be chosen: "Q3 concept tests, r = 0.71 across 24 concepts". */
export function calibrationLabel(
  calibration: Pick<CalibrationSummary, "name" | "concepts" | "after">,
): string {
  return ownCalibrationSummary({ ...calibration, pearson: calibration.after.pearson });
}

/** Runs a fit's steps, letting other requests in between (each step is one concept). */
async function runSteps(steps: Generator<void, UserCalibration>): Promise<UserCalibration> {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * Reads the CSV, fits the panel to it and stores the calibration. Throws
 * CalibrationCsvError (with line-numbered problems) and stores nothing when
 * the file cannot be read.
 */
export async function createCalibration(
  db: Database,
  input: { userId: string; name: string; csv: string },
  now: Date,
): Promise<CalibrationSummary> {
  const reading = readUserData(input.csv);
  if (!reading.ok) throw new CalibrationCsvError(reading.problems);
  const fit = await runSteps(userCalibrationSteps(reading.rows));
  const summary: CalibrationSummary = {
    id: crypto.randomUUID(),
    name: input.name,
    concepts: reading.rows.length,
    respondents: reading.rows.reduce((sum, row) => sum + (row.respondents ?? 0), 0),
    created_at: now.toISOString(),
    before: figuresOf(fit.before),
    after: figuresOf(fit.after),
  };
  await db
    .insertInto("calibrations")
    .values({
      id: summary.id,
      user_id: input.userId,
      name: summary.name,
      concepts: summary.concepts,
      respondents: summary.respondents,
      parameters: JSON.stringify(fit.fitted),
      figures: JSON.stringify({ before: summary.before, after: summary.after }),
      created_at: summary.created_at,
    })
    .execute();
  return summary;
}

type CalibrationRow = {
  id: string;
  name: string;
  concepts: number;
  respondents: number;
  figures: string;
  created_at: string;
};

function summaryOf(row: CalibrationRow): CalibrationSummary {
  const { before, after } = JSON.parse(row.figures) as {
    before: CalibrationFigures;
    after: CalibrationFigures;
  };
  return {
    id: row.id,
    name: row.name,
    concepts: Number(row.concepts),
    respondents: Number(row.respondents),
    created_at: row.created_at,
    before,
    after,
  };
}

const SUMMARY_COLUMNS = ["id", "name", "concepts", "respondents", "figures", "created_at"] as const;

const calibrationsOf = preparedQuery((db, { userId }: { userId: string }) =>
  db
    .selectFrom("calibrations")
    .select(SUMMARY_COLUMNS)
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc"),
);

export async function listCalibrations(db: Database, userId: string): Promise<CalibrationSummary[]> {
  return (await calibrationsOf(db, { userId })).map(summaryOf);
}

export async function findCalibration(
  db: Database,
  userId: string,
  id: string,
): Promise<CalibrationSummary | null> {
  const row = await db
    .selectFrom("calibrations")
    .select(SUMMARY_COLUMNS)
    .where("user_id", "=", userId)
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? summaryOf(row) : null;
}

/** Deletes one of the user's calibrations; runs made with it keep their reports. */
export async function deleteCalibration(db: Database, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom("calibrations")
    .where("user_id", "=", userId)
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * The model a run uses: the product's calibration, or the user's own when
 * the run names one that still exists (a deleted one falls back, and says so
 * through `calibration` being null).
 */
export async function parametersForRun(
  db: Database,
  simulation: { user_id: string | null; calibration_id?: string | null },
): Promise<{ parameters: ModelParameters; calibration: CalibrationSummary | null }> {
  if (!simulation.calibration_id || !simulation.user_id) {
    return { parameters: DEFAULT_PARAMETERS, calibration: null };
  }
  const row = await db
    .selectFrom("calibrations")
    .select([...SUMMARY_COLUMNS, "parameters"])
    .where("user_id", "=", simulation.user_id)
    .where("id", "=", simulation.calibration_id)
    .executeTakeFirst();
  if (!row) return { parameters: DEFAULT_PARAMETERS, calibration: null };
  const fitted = JSON.parse(row.parameters) as FittedParameters;
  return { parameters: withFitted(DEFAULT_PARAMETERS, fitted), calibration: summaryOf(row) };
}
