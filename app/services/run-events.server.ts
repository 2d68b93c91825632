import { EventEmitter } from "node:events";
import pg from "pg";
import type { Simulation, SimulationStage, SimulationStatus } from "~/db/schema";

/** What a subscriber to a run hears: the run's whole status after each step. */
export interface RunEvent {
  /** The run's event sequence number: the SSE event id. */
  id: number;
  simulation_id: string;
  status: SimulationStatus;
  stage: SimulationStage;
  progress_percentage: number;
  personas_processed: number;
  total_personas: number;
  message: string | null;
  error_message: string | null;
}

/** What progress and status show: never the report, which can be a megabyte. */
export const RUN_STATE_COLUMNS = [
  "id",
  "status",
  "stage",
  "event_seq",
  "progress_percentage",
  "personas_processed",
  "persona_count",
  "message",
  "error_message",
] as const;
export type RunState = Pick<Simulation, (typeof RUN_STATE_COLUMNS)[number]>;

export function runEventOf(simulation: RunState): RunEvent {
  return {
    id: simulation.event_seq,
    simulation_id: simulation.id,
    status: simulation.status,
    stage: simulation.stage,
    progress_percentage: simulation.progress_percentage,
    personas_processed: simulation.personas_processed,
    total_personas: simulation.persona_count,
    message: simulation.message,
    error_message: simulation.error_message,
  };
}

export function isFinal(event: Pick<RunEvent, "status">): boolean {
  return event.status === "completed" || event.status === "failed";
}

export interface RunEvents {
  publish(event: RunEvent): Promise<void>;
  /** Calls `listener` with each later event of this run; returns the unsubscribe. */
  subscribe(simulationId: string, listener: (event: RunEvent) => void): () => void;
  close(): Promise<void>;
}

/** One process: events go straight from the worker to the subscribers. */
export function createLocalRunEvents(): RunEvents {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(event) {
      emitter.emit(event.simulation_id, event);
    },
    subscribe(simulationId, listener) {
      emitter.on(simulationId, listener);
      return () => emitter.off(simulationId, listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

const CHANNEL = "simulation_events";

/**
 * Several instances on one PostgreSQL: events travel by NOTIFY, so a browser
 * connected to any instance hears the worker running on any other.
 */
export async function createPostgresRunEvents(connectionString: string): Promise<RunEvents> {
  const local = createLocalRunEvents();
  let listener = await connect();
  let closed = false;

  async function connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString });
    await client.connect();
    client.on("notification", (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        void local.publish(JSON.parse(message.payload) as RunEvent);
      } catch {
        // A payload that is not ours: ignore it.
      }
    });
    client.on("error", () => {
      // The connection dropped: listen again shortly, unless closing.
      if (closed) return;
      setTimeout(() => {
        void connect().then(
          (client) => (listener = client),
          () => undefined,
        );
      }, 1000).unref();
    });
    await client.query(`LISTEN ${CHANNEL}`);
    return client;
  }

  const publisher = new pg.Pool({ connectionString, max: 2 });
  return {
    async publish(event) {
      await publisher.query("SELECT pg_notify($1, $2)", [CHANNEL, JSON.stringify(event)]);
    },
    subscribe: local.subscribe,
    async close() {
      closed = true;
      await local.close();
      await listener.end().catch(() => undefined);
      await publisher.end();
    },
  };
}
