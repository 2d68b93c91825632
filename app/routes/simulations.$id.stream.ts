import type { LoaderFunctionArgs } from "@remix-run/node";
import { getRunState } from "~/services/simulations.server";
import { isFinal, runEventOf, type RunEvent } from "~/services/run-events.server";
import { requireOwnedRunState } from "~/utils/simulation-access.server";
import { eventStream } from "~/utils/sse.server";

/**
 * GET /simulations/{id}/stream: the run's progress as server-sent events.
 * Sends the current state at once (unless the browser already has it, by
 * Last-Event-ID), then each step, and closes after the final one.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const simulation = await requireOwnedRunState(context, request, params.id);
  const lastEventId = Number(
    request.headers.get("Last-Event-ID") ?? new URL(request.url).searchParams.get("lastEventId"),
  );
  const { events, db, shutdown } = context.services;

  return eventStream(
    request.signal,
    async (send, close) => {
      let latest = 0;
      function deliver(event: RunEvent) {
        if (event.id <= latest) return; // events can overtake each other across instances
        latest = event.id;
        send({ id: event.id, event: "progress", data: JSON.stringify(event) });
        if (isFinal(event)) close();
      }
      // Subscribe first, then read: nothing that happens in between is lost.
      const unsubscribe = events.subscribe(simulation.id, deliver);
      const current = runEventOf((await getRunState(db, simulation.id)) ?? simulation);
      if (Number.isFinite(lastEventId) && lastEventId >= current.id) {
        latest = lastEventId;
        if (isFinal(current)) close();
      } else {
        deliver(current);
      }
      return unsubscribe;
    },
    { shutdown },
  );
}
