// Server errors: one JSON line each on stderr, with the id of the request
// that met them (the X-Request-Id its user saw), and, when SENTRY_DSN is set,
// a report to Sentry tagged with the same id. No bodies, cookies or tokens.

type Reporter = (error: unknown, requestId: string | null) => void;

let reporter: Reporter | null = null;

/** Set once at start-up (server.ts) when an error service is configured. */
export function setErrorReporter(next: Reporter | null): void {
  reporter = next;
}

export function reportServerError(error: unknown, requestId: string | null): void {
  const err =
    error instanceof Error
      ? { type: error.name, message: error.message, stack: error.stack }
      : { message: String(error) };
  console.error(
    JSON.stringify({ level: "error", time: new Date().toISOString(), request_id: requestId, err }),
  );
  reporter?.(error, requestId);
}
