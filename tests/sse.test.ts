import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "~/context.server";
import * as streamRoute from "~/routes/simulations.$id.stream";
import { createAccount } from "~/services/password-accounts.server";
import {
  createLocalRunEvents,
  createPostgresRunEvents,
  type RunEvent,
  type RunEvents,
} from "~/services/run-events.server";
import { createRunWorker } from "~/services/run-worker.server";
import { createEngineRunner } from "~/services/simulation-runner.server";
import { startSimulation } from "~/services/simulations.server";
import { startUserSession } from "~/utils/auth.server";
import { eventStream } from "~/utils/sse.server";
import { createLoadContext, createTestServices } from "./context";
import { createTestDatabase, dialects, type TestDatabase } from "./database";

interface Frame {
  retry?: string;
  id?: string;
  event?: string;
  data?: string;
  comment?: string;
}

/** Reads a server-sent event stream to its end, frame by frame. */
async function readFrames(response: Response): Promise<Frame[]> {
  const text = await response.text();
  return text
    .split("\n\n")
    .filter(Boolean)
    .map((block) => {
      const frame: Frame = {};
      for (const line of block.split("\n")) {
        if (line.startsWith(":")) frame.comment = line.slice(1).trim();
        const [, key, value] = /^(retry|id|event|data): (.*)$/.exec(line) ?? [];
        if (key) frame[key as "retry" | "id" | "event" | "data"] = value;
      }
      return frame;
    });
}

describe("eventStream", () => {
  it("sends ids, events and heartbeats, and ends when closed", async () => {
    const response = eventStream(
      new AbortController().signal,
      (send, close) => {
        send({ id: 1, event: "progress", data: "first" });
        setTimeout(() => {
          send({ id: 2, data: "second" });
          close();
        }, 60);
      },
      { heartbeatMs: 20 },
    );
    expect(response.headers.get("Content-Type")).toBe("text/event-stream; charset=utf-8");
    const frames = await readFrames(response);
    expect(frames[0]).toEqual({ id: "1", event: "progress", data: "first" });
    expect(frames.some((frame) => frame.comment === "heartbeat")).toBe(true);
    expect(frames.at(-1)).toEqual({ id: "2", data: "second" });
  });

  it("ends with a reconnect event and a short retry when the server stops", async () => {
    const stopping = new AbortController();
    const response = eventStream(
      new AbortController().signal,
      (send) => {
        send({ id: 1, event: "progress", data: "first" });
        setTimeout(() => stopping.abort(), 30);
      },
      { shutdown: stopping.signal },
    );
    const frames = await readFrames(response);
    expect(frames[0]).toEqual({ id: "1", event: "progress", data: "first" });
    expect(frames.at(-1)).toEqual({
      retry: "1000",
      event: "reconnect",
      data: '{"reason":"the server is restarting"}',
    });
  });
});

describe.each(dialects)("the progress stream of a run on %s", (dialect) => {
  let database: TestDatabase;
  let services: AppServices;
  let ownerId: string;
  let cookie: string;
  let otherCookie: string;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
    const signIn = async (email: string) => {
      const user = await createAccount(database.db, { email, name: null, password: "abcdefg1" }, new Date());
      const context = createLoadContext(services);
      const setCookie = await startUserSession(context, new Request("http://localhost:3000/"), user.id);
      return { id: user.id, cookie: setCookie.split(";")[0]! };
    };
    ({ id: ownerId, cookie } = await signIn("watcher@example.com"));
    otherCookie = (await signIn("stranger@example.com")).cookie;
  });
  afterAll(() => database.destroy());

  function open(id: string, headers: Record<string, string>) {
    return streamRoute.loader({
      request: new Request(`http://localhost:3000/simulations/${id}/stream`, { headers }),
      params: { id },
      context: createLoadContext(services),
    });
  }

  it("sends the current state at once, then every step, and closes after the last", async () => {
    const run = await startSimulation(
      database.db,
      {
        owner: { kind: "user", userId: ownerId },
        goal: "Dog walking marketplace",
        cohortId: "consumer",
        personaCount: 25,
      },
      new Date(),
    );
    const response = await open(run.id, { Cookie: cookie });
    const worker = createRunWorker({
      db: database.db,
      events: services.events,
      runner: createEngineRunner(),
      progressEveryMs: 0,
    });
    const [frames] = await Promise.all([readFrames(response), worker.runNext()]);
    const events = frames.filter((frame) => frame.data).map((frame) => JSON.parse(frame.data!) as RunEvent);
    expect(events[0]).toMatchObject({
      id: 1,
      status: "queued",
      message: "Starting simulation...",
      total_personas: 25,
    });
    expect(events.at(-1)).toMatchObject({ status: "completed", progress_percentage: 100 });
    expect(frames.filter((frame) => frame.data).map((frame) => Number(frame.id))).toEqual(
      events.map((event) => event.id),
    );
    expect(events.map((event) => event.stage)).toEqual(
      expect.arrayContaining(["starting", "generating", "processing", "reporting", "completed"]),
    );
  });

  it("sends nothing old to a browser that reconnects with the latest Last-Event-ID of a finished run", async () => {
    const run = await startSimulation(
      database.db,
      {
        owner: { kind: "user", userId: ownerId },
        goal: "Plant care app",
        cohortId: "consumer",
        personaCount: 25,
      },
      new Date(),
    );
    await createRunWorker({
      db: database.db,
      events: services.events,
      runner: createEngineRunner(),
    }).runNext();
    const finished = await database.db
      .selectFrom("simulations")
      .select("event_seq")
      .where("id", "=", run.id)
      .executeTakeFirstOrThrow();

    expect(
      await readFrames(await open(run.id, { Cookie: cookie, "Last-Event-ID": String(finished.event_seq) })),
    ).toEqual([]);
    const replay = await readFrames(await open(run.id, { Cookie: cookie, "Last-Event-ID": "2" }));
    expect(replay).toHaveLength(1);
    expect(JSON.parse(replay[0]!.data!)).toMatchObject({ status: "completed" });
  });

  it("tells a browser following a live run to reconnect when this server stops", async () => {
    const stopping = new AbortController();
    const stoppable = createTestServices(database, { runtime: { shutdown: stopping.signal } });
    const run = await startSimulation(
      database.db,
      {
        owner: { kind: "user", userId: ownerId },
        goal: "Dog walking marketplace",
        cohortId: "consumer",
        personaCount: 25,
      },
      new Date(),
    );
    const response = await streamRoute.loader({
      request: new Request(`http://localhost:3000/simulations/${run.id}/stream`, {
        headers: { Cookie: cookie },
      }),
      params: { id: run.id },
      context: createLoadContext(stoppable),
    });
    setTimeout(() => stopping.abort(), 30);
    const frames = await readFrames(response);
    expect(JSON.parse(frames[0]!.data!)).toMatchObject({ status: "queued" });
    expect(frames.at(-1)).toMatchObject({ retry: "1000", event: "reconnect" });
  });

  it("is a 404 for anyone but the run's owner", async () => {
    const run = await startSimulation(
      database.db,
      {
        owner: { kind: "user", userId: ownerId },
        goal: "Private idea",
        cohortId: "general",
        personaCount: 25,
      },
      new Date(),
    );
    await expect(open(run.id, { Cookie: otherCookie })).rejects.toMatchObject({ status: 404 });
    await expect(open(run.id, {})).rejects.toMatchObject({ status: 401 });
  });
});

const buses: Array<[string, () => Promise<RunEvents>]> = [["in-process", async () => createLocalRunEvents()]];
if (process.env.TEST_DATABASE_URL) {
  buses.push(["PostgreSQL NOTIFY", () => createPostgresRunEvents(process.env.TEST_DATABASE_URL!)]);
}

describe.each(buses)("run events %s", (_name, create) => {
  it("reach a subscriber of another instance, only for the run it follows", async () => {
    const publisher = await create();
    const subscriber = _name === "in-process" ? publisher : await create();
    const heard: RunEvent[] = [];
    const unsubscribe = subscriber.subscribe("run-a", (event) => heard.push(event));
    const event = (id: number, simulation_id: string): RunEvent => ({
      id,
      simulation_id,
      status: "running",
      stage: "processing",
      progress_percentage: 50,
      personas_processed: 12,
      total_personas: 25,
      message: "Processing personas... 50%",
      error_message: null,
    });
    await publisher.publish(event(1, "run-b"));
    await publisher.publish(event(2, "run-a"));
    await expect.poll(() => heard.map((entry) => entry.id)).toEqual([2]);
    unsubscribe();
    await publisher.publish(event(3, "run-a"));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toHaveLength(1);
    await publisher.close();
    if (subscriber !== publisher) await subscriber.close();
  });
});
