import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local server that speaks the OpenAI chat-completions protocol, for tests of
 * the LLM mode over real HTTP. Each request gets a behaviour: the next one queued,
 * else the handler's. It records every request and the most requests it has had
 * in flight at once.
 */

export interface ChatRequestBody {
  model?: string;
  messages?: Array<{ role: string; content: string }>;
  temperature?: number;
  response_format?: { type: string };
}

export interface RecordedRequest {
  /** 0-based, in order of arrival. */
  index: number;
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body, or undefined when it was not JSON. */
  body: ChatRequestBody | undefined;
  rawBody: string;
}

export type Behaviour =
  /** 200 with a chat completion whose message content is `content`, after `delayMs`. */
  | { kind: "ok"; content: string; delayMs?: number }
  /** Any status with a raw body and headers, after `delayMs`. */
  | { kind: "status"; status: number; body?: string; headers?: Record<string, string>; delayMs?: number }
  /** The connection is destroyed without a response. */
  | { kind: "drop" };

/** Behaviours for the cases the client must handle. */
export const reply = {
  /** A completion whose content is this value as JSON. */
  json: (value: unknown, delayMs?: number): Behaviour => ({
    kind: "ok",
    content: JSON.stringify(value),
    delayMs,
  }),
  /** A completion with this content as it is (fenced JSON, prose...). */
  content: (content: string, delayMs?: number): Behaviour => ({ kind: "ok", content, delayMs }),
  /** A completion whose content is not JSON at all. */
  invalidJson: (): Behaviour => ({ kind: "ok", content: "Sure! Here is my reaction: {score: four," }),
  serverError: (status = 500): Behaviour => ({
    kind: "status",
    status,
    body: JSON.stringify({ error: { message: "The server had an error", type: "server_error" } }),
  }),
  rateLimited: (retryAfter?: string): Behaviour => ({
    kind: "status",
    status: 429,
    body: JSON.stringify({ error: { message: "Rate limit reached", type: "rate_limit_error" } }),
    headers: retryAfter === undefined ? {} : { "retry-after": retryAfter },
  }),
  unauthorized: (): Behaviour => ({
    kind: "status",
    status: 401,
    body: JSON.stringify({ error: { message: "Incorrect API key provided", type: "invalid_request_error" } }),
  }),
  /** A valid completion that arrives only after `delayMs`, beyond a client's timeout. */
  slow: (delayMs: number, value: unknown): Behaviour => ({
    kind: "ok",
    content: JSON.stringify(value),
    delayMs,
  }),
  drop: (): Behaviour => ({ kind: "drop" }),
};

export interface FakeLlmServer {
  /** e.g. "http://127.0.0.1:54321/v1". */
  baseUrl: string;
  requests: RecordedRequest[];
  /** The most requests that were in flight at the same time. */
  readonly maxInFlight: number;
  /** Behaviours for the next requests, in order; they go before the handler. */
  queue(...behaviours: Behaviour[]): void;
  /** Decides the behaviour of requests when nothing is queued. */
  setHandler(handler: (request: RecordedRequest) => Behaviour): void;
  /** Forgets requests, queue and in-flight maximum; the handler goes back to `fallback`. */
  reset(): void;
  close(): Promise<void>;
}

export function completion(content: string, model = "fake-model", index = 0) {
  return {
    id: `chatcmpl-fake-${index}`,
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

/** The text of all messages of a recorded request, for matching on the prompt. */
export function promptOf(request: RecordedRequest): string {
  return (request.body?.messages ?? []).map((message) => message.content).join("\n");
}

export async function startFakeLlmServer(
  fallback: (request: RecordedRequest) => Behaviour = () => reply.serverError(),
): Promise<FakeLlmServer> {
  const requests: RecordedRequest[] = [];
  let queued: Behaviour[] = [];
  let handler = fallback;
  let inFlight = 0;
  let maxInFlight = 0;

  function send(
    response: ServerResponse,
    status: number,
    body: string,
    headers: Record<string, string> = {},
  ) {
    if (response.destroyed) return;
    response.writeHead(status, { "content-type": "application/json", ...headers });
    response.end(body);
  }

  const server = createServer((request, response) => {
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    let done = false;
    let timer: NodeJS.Timeout | undefined;
    const finish = () => {
      if (done) return;
      done = true;
      inFlight--;
      clearTimeout(timer);
    };
    // A client that gives up (timeout) closes the connection: stop the pending reply.
    response.on("close", finish);
    request.on("error", () => {});
    response.on("error", () => {});

    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const rawBody = Buffer.concat(chunks).toString("utf8");
      let body: ChatRequestBody | undefined;
      try {
        body = JSON.parse(rawBody) as ChatRequestBody;
      } catch {
        body = undefined;
      }
      const recorded: RecordedRequest = {
        index: requests.length,
        method: request.method ?? "",
        path: request.url ?? "",
        headers: request.headers,
        body,
        rawBody,
      };
      requests.push(recorded);

      if (request.method !== "POST" || request.url !== "/v1/chat/completions") {
        send(response, 404, JSON.stringify({ error: { message: "Not found" } }));
        return;
      }
      const behaviour = queued.shift() ?? handler(recorded);
      if (behaviour.kind === "drop") {
        request.socket.destroy();
        return;
      }
      const respond = () => {
        if (behaviour.kind === "ok") {
          send(response, 200, JSON.stringify(completion(behaviour.content, body?.model, recorded.index)));
        } else {
          send(response, behaviour.status, behaviour.body ?? "", behaviour.headers);
        }
      };
      if (behaviour.delayMs) timer = setTimeout(respond, behaviour.delayMs);
      else respond();
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    get maxInFlight() {
      return maxInFlight;
    },
    queue(...behaviours) {
      queued.push(...behaviours);
    },
    setHandler(next) {
      handler = next;
    },
    reset() {
      requests.length = 0;
      queued = [];
      handler = fallback;
      maxInFlight = inFlight;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
