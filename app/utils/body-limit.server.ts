import type { IncomingMessage } from "node:http";
import type { RequestHandler, Response } from "express";

const TOO_LARGE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Too large</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem"><h1>That was too large</h1><p>The form you sent was larger than we accept. Shorten it and try again.</p><p><a href="/">Back to Home</a></p></body></html>`;

/**
 * Reads every request body, up to `maxBytes`, before the rest of the app sees
 * the request; only then are its bytes handed on, unchanged, to whoever reads
 * the request (Remix, the local OIDC provider).
 *
 * - A body past the limit gets the 413 page as soon as the limit is passed,
 *   whatever Content-Length says and whether it comes chunked or not: the
 *   bytes read so far are dropped, nothing more is kept, and the connection is
 *   closed once the page is sent. The page never repeats what was sent.
 * - A body within the limit has been read to its end before any route answers,
 *   so a route that refuses a request without reading it (405, 401, a redirect)
 *   leaves the keep-alive connection ready for the next request.
 *
 * It must run before anything reads the body; the middleware before it in
 * server.ts (compression, headers, the request log) only look at headers.
 */
export function limitRequestBody(maxBytes: number): RequestHandler {
  return (req, res, next) => {
    const declared = req.headers["content-length"];
    if (declared !== undefined && !(Number(declared) <= maxBytes)) return refuse(req, res);
    // No Content-Length and no Transfer-Encoding: the request has no body (RFC 9112, 6.3).
    if (req.headers["transfer-encoding"] === undefined && !Number(declared ?? 0)) return next();

    // Anything already parsed waits in the request's buffer; the parser has finished if `complete`.
    let size = req.readableLength;
    if (size > maxBytes) return refuse(req, res);
    if (req.complete) return next();

    // The HTTP parser hands each piece of the body to `push`: hold the pieces until the end.
    const push = req.push;
    let held: Buffer[] = [];
    let refused = false;
    req.push = (chunk: Buffer | null, encoding?: BufferEncoding) => {
      if (refused) return true; // past the limit: read off the wire and dropped until the socket closes
      if (chunk === null) {
        req.push = push;
        const body = held;
        held = [];
        for (const piece of body) push.call(req, piece);
        push.call(req, null, encoding);
        next();
        return false;
      }
      size += chunk.length;
      if (size > maxBytes) {
        refused = true;
        held = [];
        refuse(req, res);
        return true;
      }
      held.push(chunk);
      return true;
    };
    req.once("close", () => {
      held = [];
    });
  };
}

/** Answers 413 and closes the connection after the page; the rest of the body is never read. */
function refuse(req: IncomingMessage, res: Response) {
  if (res.headersSent) {
    req.socket.destroy();
    return;
  }
  res.once("finish", () => req.socket.destroy());
  res.status(413).set("Connection", "close").type("html").send(TOO_LARGE_PAGE);
}
