import {
  createReadableStreamFromReadable,
  writeReadableStreamToWritable,
  type AppLoadContext,
} from "@remix-run/node";
import { Router, type Request as ExpressRequest, type Response as ExpressResponse } from "express";
import type { Endpoint } from "./endpoints.server";
import { openApiDocument } from "./openapi.server";
import { isRead, READ_METHODS } from "~/utils/http-methods";

const WRITES = ["POST", "PUT", "PATCH", "DELETE"];

/** The methods an endpoint answers: its loader GET and HEAD, its action the rest. */
function allowedMethods(endpoint: Endpoint): string[] {
  return [...(endpoint.module.loader ? READ_METHODS : []), ...(endpoint.module.action ? WRITES : [])];
}

/**
 * The JSON API as one Express router: each endpoint's loader or action gets
 * the same request, params and load context Remix would give it, and a thrown
 * Response is the answer, as in Remix. Anything else thrown goes to Express's
 * error handler (logged, a plain 500). OPTIONS answers the allowed methods; a
 * method the endpoint does not handle is a 405 with `Allow`.
 */
export function createApiRouter(
  endpoints: Endpoint[],
  loadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext,
): Router {
  const router = Router({ strict: false, caseSensitive: false });
  const document = openApiDocument(endpoints);
  router.get("/api/openapi.json", (_req, res) => {
    res.set("Cache-Control", "public, max-age=300").json(document);
  });
  for (const endpoint of endpoints) {
    const allowed = allowedMethods(endpoint);
    const allow = [...allowed, "OPTIONS"].join(", ");
    router.all(endpoint.path, async (req, res, next) => {
      if (req.method === "OPTIONS") return void res.set("Allow", allow).status(204).end();
      const handler = isRead(req.method) ? endpoint.module.loader : endpoint.module.action;
      if (!handler || !allowed.includes(req.method)) {
        return void res.set("Allow", allow).status(405).json({ detail: "Method Not Allowed" });
      }
      try {
        const request = fetchRequest(req, res);
        const params = { ...req.params } as Record<string, string | undefined>;
        const answer = await answerOf(() => handler({ request, params, context: loadContext(req, res) }));
        await send(res, answer);
      } catch (error) {
        next(error);
      }
    });
  }
  return router;
}

async function answerOf(handle: () => unknown): Promise<Response> {
  try {
    const answer = await handle();
    if (answer instanceof Response) return answer;
    throw new Error("An API endpoint must answer with a Response");
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** The Fetch request a Remix handler reads, as @remix-run/express makes it: aborted if the client goes away first. */
function fetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  // req.hostname follows "trust proxy"; the port comes from the Host header.
  const port = /:(\d+)$/.exec(req.get("X-Forwarded-Host") ?? req.get("host") ?? "")?.[1];
  const url = new URL(req.originalUrl, `${req.protocol}://${req.hostname}${port ? `:${port}` : ""}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value])
      headers.append(name, one);
  }
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (!isRead(req.method)) {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(url, init);
}

async function send(res: ExpressResponse, answer: Response): Promise<void> {
  res.status(answer.status);
  for (const [name, value] of answer.headers) res.append(name, value);
  if (answer.body) await writeReadableStreamToWritable(answer.body, res);
  else res.end();
}
