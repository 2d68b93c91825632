import type { Config } from "~/config.server";
import type { Database, Simulation } from "~/db/schema";
import type { CohortModel } from "~/engine";
import { withUserLock } from "./credits.server";
import { hashGuestIp, type GuestRules } from "./guest-runs.server";
import type { RunEvents } from "./run-events.server";
import { createRunWorker, FAILED_MESSAGE } from "./run-worker.server";
import { createEngineRunner } from "./simulation-runner.server";
import {
  getSimulation,
  insertUserRun,
  stablePanelSeed,
  startSimulation,
  type Owner,
  type StartSimulationInput,
} from "./simulations.server";

// Every run starts here, whatever the path (/app, the API, the chat form,
// quick validation, corrections, a new panel, a conversation, a comparison,
// pulse and the wizard): the guest rule, the debit and the insert happen in
// one transaction (`startSimulation`, or `insertUserRun` under the user's lock),
// and only a committed run is run. Queued runs wake the worker (`startRun`);
// the pages that show the result in the same response (pulse, the wizard)
// run theirs at once with the worker's own code (`runHere`, `runHereOnce`).
// The idea check and the demo store no run: they only compute a report.

/** What starting a run needs from the app. */
export interface RunServices {
  db: Database;
  now: () => Date;
  config: Pick<Config, "sessionSecrets" | "guestRunsPerIp">;
  /** Tells the run worker a run was queued. */
  wakeWorker: () => void;
}

/** What running a run in this process needs besides: where its progress is told. */
export interface RunHereServices extends RunServices {
  events: RunEvents;
}

/** Who starts a run: the owner, the address a guest's free runs are counted under, their analytics session. */
export interface Starter {
  owner: Owner;
  clientIp: string;
  /** Only when the starter accepted analytics: the worker records how the run ended for it. */
  analyticsSessionId?: string | null;
}

/** What the run is: everything `startSimulation` takes but who starts it and who runs it. */
export type RunSpec = Omit<StartSimulationInput, "owner" | "guest" | "analyticsSessionId" | "claimedBy">;

/** A guest's free-run rules: their address as a keyed hash and the runs it may start a day. */
export function guestRulesFor(services: Pick<RunServices, "config">, starter: Starter): GuestRules | null {
  if (starter.owner.kind !== "guest") return null;
  const { config } = services;
  return {
    ipHash: hashGuestIp(config.sessionSecrets[0]!, starter.clientIp),
    perIpLimit: config.guestRunsPerIp,
  };
}

/** The full input of `startSimulation` for this starter (null: a public run kept by nobody) and run. */
export function startInput(
  services: Pick<RunServices, "config">,
  starter: Starter | null,
  run: RunSpec,
): StartSimulationInput {
  if (!starter) return { ...run, owner: null, guest: null };
  return {
    ...run,
    owner: starter.owner,
    // Only app runs count against a guest's free runs; the public tests keep no address.
    guest: (run.origin ?? "app") === "app" ? guestRulesFor(services, starter) : null,
    analyticsSessionId: starter.analyticsSessionId,
  };
}

/**
 * Starts one run: refused as a whole (GuestRunUsedError, InsufficientCreditsError,
 * UnknownCohortError...) or queued and debited once, then the worker is woken.
 */
export async function startRun(services: RunServices, starter: Starter, run: RunSpec): Promise<Simulation> {
  const simulation = await startSimulation(services.db, startInput(services, starter, run), services.now());
  services.wakeWorker();
  return simulation;
}

/** An audience a page describes itself (pulse, the wizard): the run's cohort id and the engine's model of it. */
export interface DescribedAudience {
  id: string;
  model: CohortModel;
}

/** A run started to be run here failed (its personas were refunded). */
export class RunFailedError extends Error {
  override name = "RunFailedError";
  constructor(readonly simulationId: string) {
    super(FAILED_MESSAGE);
  }
}

/** The run named by the caller already exists for other input (or someone else). */
export class RunIdUsedError extends Error {
  override name = "RunIdUsedError";
  constructor(readonly simulationId: string) {
    super(`Simulation ${simulationId} already exists for other input`);
  }
}

function withAudience(run: RunSpec, audience: DescribedAudience | undefined): RunSpec {
  return audience ? { ...run, cohortId: audience.id, describedCohortName: audience.model.name } : run;
}

/**
 * The worker of one run started in this request: the run worker's own code
 * (claim, progress events, completion, a refund when it fails) on the engine,
 * which answers a few hundred personas in milliseconds while the page waits.
 */
function workerHere(services: RunHereServices, audience: DescribedAudience | undefined) {
  const { db, events, now } = services;
  const audiences = audience ? new Map([[audience.id, audience.model]]) : undefined;
  return createRunWorker({ db, events, now, runner: createEngineRunner({ db, audiences }) });
}

function completed(simulation: Simulation): Simulation {
  if (simulation.status !== "completed") throw new RunFailedError(simulation.id);
  return simulation;
}

/**
 * Starts a run for a page that shows its result in the same response (pulse):
 * through `startSimulation` like every run, but inserted already claimed by a
 * worker of this request, which runs it at once rather than waking the worker.
 * Resolves with the completed run; RunFailedError when it failed.
 * `starter` null: a public run kept by nobody (a visitor's pulse check).
 * A described audience's model lives only in this request: should the process
 * die mid-run, the worker that recovers the run after its lease cannot run it,
 * and fails it with a refund.
 */
export async function runHere(
  services: RunHereServices,
  starter: Starter | null,
  run: RunSpec,
  audience?: DescribedAudience,
): Promise<Simulation> {
  const worker = workerHere(services, audience);
  const input = { ...startInput(services, starter, withAudience(run, audience)), claimedBy: worker.workerId };
  const simulation = await startSimulation(services.db, input, services.now());
  return completed(await worker.runClaimed(simulation));
}

/**
 * `runHere` for a user's run whose id the caller names (the wizard's run key):
 * the same id is one run, debited once, however often or however concurrently
 * it is started. The first start debits, inserts and runs it; a later one (under
 * the same lock) finds it and waits for its end, wherever it runs (`replayed`).
 * RunIdUsedError when the id was used for another run; InsufficientCreditsError
 * with nothing debited or stored; RunFailedError when the run failed (refunded).
 */
export async function runHereOnce(
  services: RunHereServices,
  starter: Starter & { owner: { kind: "user" } },
  run: RunSpec & { id: string },
  audience?: DescribedAudience,
): Promise<{ simulation: Simulation; replayed: boolean }> {
  const { db } = services;
  const userId = starter.owner.userId;
  const worker = workerHere(services, audience);
  const input = { ...startInput(services, starter, withAudience(run, audience)), claimedBy: worker.workerId };
  const started = await withUserLock(db, userId, async (trx, user) => {
    const existing = await trx
      .selectFrom("simulations")
      .selectAll()
      .where("id", "=", run.id)
      .executeTakeFirst();
    if (existing) return { simulation: existing, replayed: true };
    return { simulation: await insertUserRun(trx, user, input, services.now()), replayed: false };
  });
  if (!started.replayed)
    return { simulation: completed(await worker.runClaimed(started.simulation)), replayed: false };

  const existing = started.simulation;
  const same =
    existing.user_id === userId &&
    existing.goal === input.goal &&
    existing.cohort_id === input.cohortId &&
    existing.seed === (input.seed ?? stablePanelSeed(input.cohortId)) &&
    existing.persona_count === input.personaCount;
  if (!same) throw new RunIdUsedError(existing.id);
  return { simulation: completed(await ended(db, existing.id)), replayed: true };
}

/** A run once it has ended, wherever it runs (a start sent twice at once finds the first still running). */
async function ended(db: Database, id: string, timeoutMs = 60_000): Promise<Simulation> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const simulation = await getSimulation(db, id);
    if (!simulation) throw new Error(`Simulation ${id} is gone`);
    if (simulation.status === "completed" || simulation.status === "failed") return simulation;
    if (Date.now() > deadline) throw new Error(`Simulation ${id} did not end in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
