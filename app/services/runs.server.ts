import type { Config } from "~/config.server";
import type { Database, Simulation } from "~/db/schema";
import { hashGuestIp, type GuestRules } from "./guest-runs.server";
import { startSimulation, type Owner, type StartSimulationInput } from "./simulations.server";

// Every run starts here, whatever the path (/app, the API, the chat form,
// quick validation, corrections, a new panel, a conversation, a comparison):
// the guest rule, the debit and the insert happen in one transaction
// (`startSimulation`), and only a committed run wakes the worker.

/** What starting a run needs from the app. */
export interface RunServices {
  db: Database;
  now: () => Date;
  config: Pick<Config, "sessionSecrets" | "guestRunsPerIp">;
  /** Tells the run worker a run was queued. */
  wakeWorker: () => void;
}

/** Who starts a run: the owner, the address a guest's free runs are counted under, their analytics session. */
export interface Starter {
  owner: Owner;
  clientIp: string;
  /** Only when the starter accepted analytics: the worker records how the run ended for it. */
  analyticsSessionId?: string | null;
}

/** What the run is: everything `startSimulation` takes but who starts it. */
export type RunSpec = Omit<StartSimulationInput, "owner" | "guest" | "analyticsSessionId">;

/** A guest's free-run rules: their address as a keyed hash and the runs it may start a day. */
export function guestRulesFor(services: Pick<RunServices, "config">, starter: Starter): GuestRules | null {
  if (starter.owner.kind !== "guest") return null;
  const { config } = services;
  return {
    ipHash: hashGuestIp(config.sessionSecrets[0]!, starter.clientIp),
    perIpLimit: config.guestRunsPerIp,
  };
}

/** The full input of `startSimulation` for this starter and run. */
export function startInput(
  services: Pick<RunServices, "config">,
  starter: Starter,
  run: RunSpec,
): StartSimulationInput {
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
