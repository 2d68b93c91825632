import { trackStreamOpened } from "~/services/metrics.server";

/**
 * A server-sent events response. Unlike remix-utils' eventStream it sends
 * event ids (so browsers reconnect with Last-Event-ID), lets setup be async,
 * and keeps idle connections open with a comment line every `heartbeatMs`.
 * When `shutdown` aborts (the server is stopping), it sends a last
 * `reconnect` event with a short `retry:` and ends the stream: the browser's
 * EventSource then reconnects by itself, with its Last-Event-ID, and reaches
 * another instance or the restarted one.
 */
export interface ServerSentEvent {
  id?: number | string;
  event?: string;
  data: string;
}

type Setup = (
  send: (event: ServerSentEvent) => void,
  close: () => void,
) => Promise<(() => void) | void> | (() => void) | void;

/** How soon, in ms, a browser should reconnect after the server ends a stream to stop. */
export const RECONNECT_AFTER_MS = 1_000;

export function eventStream(
  signal: AbortSignal,
  setup: Setup,
  { heartbeatMs = 15_000, shutdown }: { heartbeatMs?: number; shutdown?: AbortSignal } = {},
): Response {
  const encoder = new TextEncoder();
  let cleanup: (() => void) | void;
  let heartbeat: NodeJS.Timeout | undefined;
  let closed = false;
  let untrack = () => {};

  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      untrack = trackStreamOpened();
      function write(text: string) {
        if (!closed) controller.enqueue(encoder.encode(text));
      }
      function close() {
        if (closed) return;
        closed = true;
        untrack();
        clearInterval(heartbeat);
        signal.removeEventListener("abort", close);
        shutdown?.removeEventListener("abort", closeForShutdown);
        cleanup?.();
        controller.close();
      }
      function closeForShutdown() {
        write(
          `retry: ${RECONNECT_AFTER_MS}\nevent: reconnect\ndata: {"reason":"the server is restarting"}\n\n`,
        );
        close();
      }
      function send({ id, event, data }: ServerSentEvent) {
        let frame = "";
        if (id !== undefined) frame += `id: ${id}\n`;
        if (event) frame += `event: ${event}\n`;
        for (const line of data.split("\n")) frame += `data: ${line}\n`;
        write(`${frame}\n`);
      }

      signal.addEventListener("abort", close);
      shutdown?.addEventListener("abort", closeForShutdown);
      heartbeat = setInterval(() => write(": heartbeat\n\n"), heartbeatMs);
      try {
        cleanup = await setup(send, close);
      } catch (error) {
        close();
        throw error;
      }
      if (closed) cleanup?.();
      if (signal.aborted) close();
      else if (shutdown?.aborted) closeForShutdown();
    },
    cancel() {
      closed = true;
      untrack();
      clearInterval(heartbeat);
      cleanup?.();
    },
  });

  return new Response(stream, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-cache, no-transform",
      Connection: "keep-alive",
      "X-Accel-Buffering": "no",
    },
  });
}
