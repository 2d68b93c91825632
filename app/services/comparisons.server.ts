import type { Comparison, Database, Simulation } from "~/db/schema";
import { compareVariants, type ComparisonResult, type VariantInput } from "~/engine/compare";
import { getPresetCohort } from "~/engine/cohorts";
import { requireBalanceIn, withUserLock } from "./credits.server";
import { withGuestRunLock } from "./guest-runs.server";
import { guestRulesFor, startInput, type RunServices, type Starter } from "./runs.server";
import { calibrationOf } from "./report-export.server";
import {
  GuestCustomCohortError,
  insertUserRun,
  newSimulation,
  stablePanelSeed,
  type Owner,
  type StartSimulationInput,
} from "./simulations.server";
import { isValidId } from "~/utils/validation";
import { reportOfRun } from "./stored-report.server";

// A comparison runs 2-4 variants (and an optional control) as ordinary runs
// on the audience's stable panel, so every variant meets the same personas;
// the comparison is read off their reports once all are done.

export const VARIANT_KEYS = ["A", "B", "C", "D"] as const;
export const MIN_VARIANTS = 2;
export const CONTROL_KEY = "control";
/** A guest's one free comparison: two variants of their free panel size, no control. */
export const GUEST_COMPARISON_VARIANTS = 2;

const DAY_MS = 24 * 60 * 60 * 1000;

export class GuestComparisonUsedError extends Error {
  override name = "GuestComparisonUsedError";
  constructor() {
    super("You've used your free comparison");
  }
}

export interface ComparisonSpec {
  variants: string[];
  control?: string | null;
  cohortId: string;
  personaCount: number;
  calibrationId?: string | null;
}

/** Personas debited: every variant and the control is a panel of its own answers. */
export function comparisonCost(variants: number, control: boolean, personaCount: number): number {
  return (variants + (control ? 1 : 0)) * personaCount;
}

function runsOf(
  services: RunServices,
  starter: Starter,
  spec: ComparisonSpec,
  comparisonId: string,
): StartSimulationInput[] {
  const variants = spec.variants.map((text, index): { text: string; key: string } => ({
    text,
    key: VARIANT_KEYS[index]!,
  }));
  if (spec.control) variants.push({ text: spec.control, key: CONTROL_KEY });
  return variants.map(({ text, key }) =>
    startInput(services, starter, {
      goal: text,
      cohortId: spec.cohortId,
      personaCount: spec.personaCount,
      seed: stablePanelSeed(spec.cohortId),
      calibrationId: spec.calibrationId,
      comparison: { id: comparisonId, variant: key },
    }),
  );
}

/**
 * Queues the comparison's runs in one transaction: a user is debited for
 * all of them or none; a guest gets one free comparison (and their address a
 * few a day), counted and inserted under the same lock as their free run.
 */
export async function startComparison(
  services: RunServices,
  starter: Starter,
  spec: ComparisonSpec,
): Promise<Comparison> {
  const comparison = await insertComparison(services, starter, spec);
  services.wakeWorker();
  return comparison;
}

async function insertComparison(
  services: RunServices,
  starter: Starter,
  spec: ComparisonSpec,
): Promise<Comparison> {
  const { db } = services;
  const { owner } = starter;
  const now = services.now();
  if (spec.variants.length < MIN_VARIANTS || spec.variants.length > VARIANT_KEYS.length) {
    throw new RangeError(`A comparison has ${MIN_VARIANTS} to ${VARIANT_KEYS.length} variants`);
  }
  const id = crypto.randomUUID();
  const comparison = (cohortName: string, guestIpHash: string | null): Comparison => ({
    id,
    user_id: owner.kind === "user" ? owner.userId : null,
    guest_id: owner.kind === "guest" ? owner.guestId : null,
    guest_ip_hash: guestIpHash,
    cohort_id: spec.cohortId,
    cohort_name: cohortName,
    persona_count: spec.personaCount,
    shared_at: null,
    created_at: now.toISOString(),
  });

  if (owner.kind === "guest") {
    const preset = getPresetCohort(spec.cohortId);
    if (!preset) throw new GuestCustomCohortError();
    const rules = guestRulesFor(services, starter)!;
    const guest = { guestId: owner.guestId, ipHash: rules.ipHash };
    return withGuestRunLock(db, guest, async (trx) => {
      if (await guestComparisonUsed(trx, guest, now, rules.perIpLimit)) throw new GuestComparisonUsedError();
      const row = comparison(preset.name, rules.ipHash);
      await trx.insertInto("comparisons").values(row).execute();
      for (const run of runsOf(services, starter, spec, id)) {
        const simulation = newSimulation(run, { ...preset, custom: false }, now);
        await trx.insertInto("simulations").values(simulation).execute();
      }
      return row;
    });
  }
  return withUserLock(db, owner.userId, async (trx, user) => {
    const cost = comparisonCost(spec.variants.length, Boolean(spec.control), spec.personaCount);
    await requireBalanceIn(trx, user, cost, now);
    const runs: Simulation[] = [];
    for (const run of runsOf(services, starter, spec, id))
      runs.push(await insertUserRun(trx, user, run, now));
    const row = comparison(runs[0]!.cohort_name, null);
    await trx.insertInto("comparisons").values(row).execute();
    return row;
  });
}

/** One free comparison per guest, and at most `perIpLimit` a day per address. */
async function guestComparisonUsed(
  db: Parameters<Parameters<typeof withGuestRunLock>[2]>[0],
  guest: { guestId: string; ipHash: string },
  now: Date,
  perIpLimit: number,
): Promise<boolean> {
  const own = await db
    .selectFrom("comparisons")
    .select("id")
    .where("guest_id", "=", guest.guestId)
    .where("user_id", "is", null)
    .limit(1)
    .executeTakeFirst();
  if (own) return true;
  const since = new Date(now.getTime() - DAY_MS).toISOString();
  const fromAddress = await db
    .selectFrom("comparisons")
    .select((eb) => eb.fn.countAll<string | number>().as("count"))
    .where("guest_ip_hash", "=", guest.ipHash)
    .where("created_at", ">", since)
    .executeTakeFirstOrThrow();
  return Number(fromAddress.count) >= perIpLimit;
}

export interface StoredComparison {
  comparison: Comparison;
  /** Variants A-D in order, then the control. */
  runs: Simulation[];
}

async function withRuns(
  db: Database,
  comparison: Comparison | undefined,
): Promise<StoredComparison | undefined> {
  if (!comparison) return undefined;
  const runs = await db
    .selectFrom("simulations")
    .selectAll()
    .where("comparison_id", "=", comparison.id)
    .execute();
  const order = (run: Simulation) => {
    const index = (VARIANT_KEYS as readonly string[]).indexOf(run.comparison_variant ?? "");
    return index === -1 ? VARIANT_KEYS.length : index;
  };
  return { comparison, runs: runs.sort((a, b) => order(a) - order(b)) };
}

/** The owner's comparison with its runs; undefined for anyone else's (a 404). */
export async function getOwnedComparison(
  db: Database,
  id: string,
  owner: Owner,
): Promise<StoredComparison | undefined> {
  if (!isValidId(id)) return undefined;
  let query = db.selectFrom("comparisons").selectAll().where("id", "=", id);
  query =
    owner.kind === "user"
      ? query.where("user_id", "=", owner.userId)
      : query.where("guest_id", "=", owner.guestId).where("user_id", "is", null);
  return withRuns(db, await query.executeTakeFirst());
}

/** A comparison its owner shared: anyone with the link may read it. */
export async function getSharedComparison(db: Database, id: string): Promise<StoredComparison | undefined> {
  if (!isValidId(id)) return undefined;
  const comparison = await db
    .selectFrom("comparisons")
    .selectAll()
    .where("id", "=", id)
    .where("shared_at", "is not", null)
    .executeTakeFirst();
  return withRuns(db, comparison);
}

/** Makes the owner's comparison readable by link; false when it is not theirs. */
export async function shareComparison(db: Database, id: string, owner: Owner, now: Date): Promise<boolean> {
  const stored = await getOwnedComparison(db, id, owner);
  if (!stored) return false;
  if (!stored.comparison.shared_at) {
    await db.updateTable("comparisons").set({ shared_at: now.toISOString() }).where("id", "=", id).execute();
  }
  return true;
}

export interface ComparisonVariantRun {
  key: string;
  text: string;
  simulationId: string;
  status: Simulation["status"];
  personasProcessed: number;
}

export interface ComparisonView {
  id: string;
  cohortName: string;
  personaCount: number;
  createdAt: string;
  shared: boolean;
  status: "running" | "completed" | "failed";
  /** Personas answered so far across all runs, of how many. */
  progress: { done: number; total: number };
  runs: ComparisonVariantRun[];
  result: ComparisonResult | null;
  /** The calibration the variants ran with, as reports and exports name it. */
  calibration: string;
}

/** The comparison as its page and API show it: progress until every run is done, then the result. */
export function comparisonView({ comparison, runs }: StoredComparison): ComparisonView {
  const failed = runs.some((run) => run.status === "failed");
  const reports = new Map(runs.map((run) => [run.id, run.status === "completed" ? reportOfRun(run) : null]));
  const completed = runs.every((run) => reports.get(run.id));
  let result: ComparisonResult | null = null;
  let calibration = calibrationOf({});
  if (completed && !failed) {
    const inputs: VariantInput[] = runs.map((run) => {
      const report = reports.get(run.id)!;
      calibration = calibrationOf(report);
      return {
        key: run.comparison_variant ?? "?",
        text: run.goal,
        personas: report.personas,
        topReasons: report.top_reasons,
      };
    });
    const control = inputs.find((input) => input.key === CONTROL_KEY) ?? null;
    result = compareVariants(
      inputs.filter((input) => input !== control),
      control,
    );
  }
  return {
    id: comparison.id,
    cohortName: comparison.cohort_name,
    personaCount: comparison.persona_count,
    createdAt: comparison.created_at,
    shared: comparison.shared_at !== null,
    status: failed ? "failed" : result ? "completed" : "running",
    progress: {
      done: runs.reduce(
        (sum, run) => sum + (run.status === "completed" ? run.persona_count : run.personas_processed),
        0,
      ),
      total: runs.reduce((sum, run) => sum + run.persona_count, 0),
    },
    runs: runs.map((run) => ({
      key: run.comparison_variant ?? "?",
      text: run.goal,
      simulationId: run.id,
      status: run.status,
      personasProcessed: run.personas_processed,
    })),
    result,
    calibration,
  };
}

export interface ComparisonListItem {
  id: string;
  createdAt: string;
  cohortName: string;
  personaCount: number;
  /** The variants' texts, A first (no control). */
  variants: string[];
}

/** The user's latest comparisons, newest first: for the history. */
export async function listComparisons(
  db: Database,
  userId: string,
  limit: number,
): Promise<ComparisonListItem[]> {
  const comparisons = await db
    .selectFrom("comparisons")
    .select(["id", "created_at", "cohort_name", "persona_count"])
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  if (!comparisons.length) return [];
  const runs = await db
    .selectFrom("simulations")
    .select(["comparison_id", "comparison_variant", "goal"])
    .where(
      "comparison_id",
      "in",
      comparisons.map((comparison) => comparison.id),
    )
    .orderBy("comparison_variant", "asc")
    .execute();
  return comparisons.map((comparison) => ({
    id: comparison.id,
    createdAt: comparison.created_at,
    cohortName: comparison.cohort_name,
    personaCount: comparison.persona_count,
    variants: runs
      .filter((run) => run.comparison_id === comparison.id && run.comparison_variant !== CONTROL_KEY)
      .map((run) => run.goal),
  }));
}
