import { z } from "zod";

/**
 * A small client for any OpenAI-compatible chat-completions endpoint, used by
 * the optional LLM mode (ARCHITECTURE.md, "The persona engine"). It bounds the
 * requests in flight, gives each attempt a timeout and retries what is worth
 * retrying (network errors, timeouts, 429, 5xx, replies that fail validation)
 * with exponential backoff and jitter. It never logs, and never puts the API
 * key in an error.
 */

export interface LlmConfig {
  /** e.g. "http://localhost:11434/v1"; requests go to `${baseUrl}/chat/completions`. */
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Requests in flight at once, per client. */
  concurrency: number;
  /** Time limit of one attempt, in milliseconds. */
  timeoutMs: number;
  /** Retries after the first attempt; 2 means at most 3 attempts. */
  maxRetries: number;
}

/** Defaults for the tuning fields, for callers that read only the endpoint from the environment. */
export const LLM_DEFAULTS = {
  concurrency: 4,
  timeoutMs: 30_000,
  maxRetries: 2,
} as const satisfies Partial<LlmConfig>;

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

export interface ChatOptions {
  /** Sampling temperature; 0.7 unless given. */
  temperature?: number;
  /** Stops the request and its retries; the call rejects with the signal's reason. */
  signal?: AbortSignal;
}

export interface LlmClient {
  /** The reply parsed as JSON and validated with `schema`; a reply that fails either is retried. */
  chatJson<T>(messages: ChatMessage[], schema: z.ZodType<T>, options?: ChatOptions): Promise<T>;
  /** The reply's text as it came. */
  chatText(messages: ChatMessage[], options?: ChatOptions): Promise<string>;
}

export interface LlmClientOptions {
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  /** 0..1, for the jitter; Math.random unless given. */
  random?: () => number;
  /** First backoff delay before jitter; doubles with each retry. Default 500 ms. */
  backoffBaseMs?: number;
  /** Ceiling of the backoff delay. Default 8 s. */
  maxBackoffMs?: number;
  /** Ceiling of a server's Retry-After. Default 30 s. */
  maxRetryAfterMs?: number;
}

export type LlmErrorKind =
  /** The connection failed or was dropped. */
  | "network"
  /** No complete reply within timeoutMs. */
  | "timeout"
  /** HTTP 429. */
  | "rate_limited"
  /** Any other HTTP error status (5xx are retried, 4xx are not). */
  | "http"
  /** HTTP 2xx but not a chat completion (no choices[0].message.content). */
  | "bad_response"
  /** The content is not JSON, or not the JSON the schema asks for. */
  | "invalid_output";

/** Why a request failed; thrown once the last attempt has failed, or at once when retrying is pointless. */
export class LlmError extends Error {
  override readonly name = "LlmError";
  readonly kind: LlmErrorKind;
  /** HTTP status, when there was one. */
  readonly status: number | undefined;
  /** Attempts made, including the one that failed last. */
  attempts: number;
  readonly retryable: boolean;

  constructor(
    kind: LlmErrorKind,
    message: string,
    details: { status?: number; retryable: boolean; attempts?: number; cause?: unknown },
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.kind = kind;
    this.status = details.status;
    this.retryable = details.retryable;
    this.attempts = details.attempts ?? 1;
  }
}

export const DEFAULT_TEMPERATURE = 0.7;
const EXCERPT_LENGTH = 200;

/** At most `limit` holders at once; waiters are served first come, first served. */
function createSemaphore(limit: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  return {
    async acquire(): Promise<void> {
      if (active < limit) {
        active++;
        return;
      }
      // The releasing holder hands its slot straight to the next waiter.
      await new Promise<void>((resolve) => waiting.push(resolve));
    },
    release(): void {
      const next = waiting.shift();
      if (next) next();
      else active--;
    },
  };
}

const CompletionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullish() }) })).min(1),
});

/** The JSON inside a reply: without ```json fences, or the outermost {...} when prose surrounds it. */
export function extractJson(content: string): unknown {
  let text = content.trim();
  const fenced = /^```[a-zA-Z]*\s*\n?([\s\S]*?)\n?\s*```$/.exec(text);
  if (fenced) text = fenced[1].trim();
  try {
    return JSON.parse(text);
  } catch (error) {
    const start = text.indexOf("{");
    const end = text.lastIndexOf("}");
    if (start >= 0 && end > start) return JSON.parse(text.slice(start, end + 1));
    throw error;
  }
}

/** Milliseconds a Retry-After header asks for (delta-seconds or an HTTP date), if it is readable. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const value = header.trim();
  if (/^\d+(\.\d+)?$/.test(value)) return Math.round(Number(value) * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
}

export function createLlmClient(config: LlmConfig, options: LlmClientOptions = {}): LlmClient {
  const doFetch = options.fetch ?? globalThis.fetch;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const random = options.random ?? Math.random;
  const backoffBaseMs = options.backoffBaseMs ?? 500;
  const maxBackoffMs = options.maxBackoffMs ?? 8_000;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? 30_000;
  const url = `${config.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  const maxAttempts = Math.max(0, Math.floor(config.maxRetries)) + 1;
  const semaphore = createSemaphore(Math.max(1, Math.floor(config.concurrency)));

  /** Text that may reach an error message, with the key taken out should a server echo it. */
  function redact(text: string): string {
    const trimmed = text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH)}...` : text;
    return config.apiKey ? trimmed.split(config.apiKey).join("[redacted]") : trimmed;
  }

  function backoff(retry: number): number {
    const ceiling = Math.min(maxBackoffMs, backoffBaseMs * 2 ** (retry - 1));
    // "Equal jitter": half the delay fixed, half random, so clients that failed together spread out.
    return Math.round(ceiling / 2 + random() * (ceiling / 2));
  }

  /** One request: the reply's content, or an LlmError (with the server's Retry-After, if any). */
  async function attempt(
    messages: ChatMessage[],
    json: boolean,
    temperature: number,
    stop: AbortSignal | undefined,
  ): Promise<{ content: string } | { error: LlmError; retryAfterMs?: number }> {
    const body = {
      model: config.model,
      messages,
      temperature,
      ...(json ? { response_format: { type: "json_object" } } : {}),
    };
    await semaphore.acquire();
    try {
      stop?.throwIfAborted();
      const timeout = AbortSignal.timeout(config.timeoutMs);
      let response: Response;
      try {
        response = await doFetch(url, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            accept: "application/json",
            authorization: `Bearer ${config.apiKey}`,
          },
          body: JSON.stringify(body),
          signal: stop ? AbortSignal.any([timeout, stop]) : timeout,
        });
      } catch (error) {
        return isTimeout(error)
          ? { error: new LlmError("timeout", `no reply within ${config.timeoutMs} ms`, { retryable: true }) }
          : {
              error: new LlmError("network", `request failed: ${redact(String(error))}`, {
                retryable: true,
                cause: error,
              }),
            };
      }

      let text: string;
      try {
        text = await response.text();
      } catch (error) {
        return isTimeout(error)
          ? { error: new LlmError("timeout", `no reply within ${config.timeoutMs} ms`, { retryable: true }) }
          : {
              error: new LlmError("network", `reply cut off: ${redact(String(error))}`, {
                retryable: true,
                cause: error,
              }),
            };
      }

      if (!response.ok) {
        const status = response.status;
        const message = `HTTP ${status}: ${redact(text.trim()) || response.statusText}`;
        if (status === 429) {
          const retryAfter = parseRetryAfter(response.headers.get("retry-after"));
          return {
            error: new LlmError("rate_limited", message, { status, retryable: true }),
            retryAfterMs: retryAfter === undefined ? undefined : Math.min(retryAfter, maxRetryAfterMs),
          };
        }
        return { error: new LlmError("http", message, { status, retryable: status >= 500 }) };
      }

      let completion: unknown;
      try {
        completion = JSON.parse(text);
      } catch {
        return {
          error: new LlmError("bad_response", `reply is not JSON: ${redact(text)}`, { retryable: true }),
        };
      }
      const parsed = CompletionSchema.safeParse(completion);
      const content = parsed.success ? parsed.data.choices[0].message.content : undefined;
      if (typeof content !== "string") {
        return {
          error: new LlmError("bad_response", "reply has no choices[0].message.content", { retryable: true }),
        };
      }
      return { content };
    } finally {
      semaphore.release();
    }
  }

  /** Attempts until `accept` takes a reply or the attempts run out; waits between them outside the semaphore. */
  async function run<T>(
    messages: ChatMessage[],
    json: boolean,
    options: ChatOptions,
    accept: (content: string) => T,
  ): Promise<T> {
    const temperature = options.temperature ?? DEFAULT_TEMPERATURE;
    const stop = options.signal;
    let last: LlmError | undefined;
    let retryAfterMs: number | undefined;
    for (let attemptNumber = 1; attemptNumber <= maxAttempts; attemptNumber++) {
      if (attemptNumber > 1) await sleep(retryAfterMs ?? backoff(attemptNumber - 1));
      stop?.throwIfAborted();
      const result = await attempt(messages, json, temperature, stop);
      // An attempt cut short by the caller is no failure of the endpoint's.
      stop?.throwIfAborted();
      retryAfterMs = undefined;
      if ("content" in result) {
        try {
          return accept(result.content);
        } catch (reason) {
          last =
            reason instanceof LlmError
              ? reason
              : new LlmError("invalid_output", redact(String(reason)), { retryable: true, cause: reason });
        }
      } else {
        last = result.error;
        retryAfterMs = result.retryAfterMs;
      }
      last.attempts = attemptNumber;
      if (!last.retryable) break;
    }
    const failure = last!;
    failure.message = `LLM request failed after ${failure.attempts} attempt${failure.attempts === 1 ? "" : "s"}: ${failure.message}`;
    throw failure;
  }

  return {
    chatJson<T>(messages: ChatMessage[], schema: z.ZodType<T>, chatOptions: ChatOptions = {}): Promise<T> {
      return run(messages, true, chatOptions, (content) => {
        let value: unknown;
        try {
          value = extractJson(content);
        } catch {
          throw new LlmError("invalid_output", `content is not JSON: ${redact(content)}`, {
            retryable: true,
          });
        }
        const checked = schema.safeParse(value);
        if (!checked.success) {
          throw new LlmError(
            "invalid_output",
            `content does not match the schema: ${redact(z.prettifyError(checked.error))}`,
            { retryable: true },
          );
        }
        return checked.data;
      });
    },
    chatText(messages: ChatMessage[], chatOptions: ChatOptions = {}): Promise<string> {
      return run(messages, false, chatOptions, (content) => content);
    },
  };
}
