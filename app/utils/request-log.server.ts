import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pinoHttp } from "pino-http";

// One JSON line per request (pino), each with a request id that is also sent
// back as X-Request-Id, so a user's report of a failure can be found in the
// logs. A caller's own id (from a proxy) is kept when it looks like one.
// Cookies, tokens and the session never reach the log.

const INCOMING_ID = /^[\w.:-]{8,100}$/;

export function requestIdOf(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers["x-request-id"];
  const id = typeof incoming === "string" && INCOMING_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader("X-Request-Id", id);
  // The app sees it too, so an error it reports carries the id the user was shown.
  req.headers["x-request-id"] = id;
  return id;
}

export function requestLogger({ enabled }: { enabled: boolean }) {
  // Without request logs only the id is wanted: a logger per request was a tenth of a page's CPU.
  if (!enabled) {
    return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
      requestIdOf(req, res);
      next();
    };
  }
  return pinoHttp({
    genReqId: requestIdOf,
    quietReqLogger: true,
    redact: {
      paths: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
      censor: "[redacted]",
    },
    serializers: {
      // The path without its query string: queries can carry emails or tokens.
      req: (req: { id: string; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        path: req.url.split("?")[0],
      }),
    },
  });
}
