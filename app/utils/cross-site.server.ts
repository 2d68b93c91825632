import type { IncomingHttpHeaders } from "node:http";
import type { RequestHandler } from "express";

const REFUSED = "Cross-site request refused";
const REFUSED_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Refused</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem"><h1>${REFUSED}</h1><p>This form was sent from another site, so we did not act on it. Open Sounding Board and try again there.</p><p><a href="/">Back to Home</a></p></body></html>`;

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The host the request was sent to, read the way Remix reads it (X-Forwarded-Host first). */
function requestHost(headers: IncomingHttpHeaders): string | undefined {
  const forwarded = headers["x-forwarded-host"];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim();
  return first || headers.host;
}

function originHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/**
 * Refuses state-changing requests that a browser sent from another site, with
 * a 403 and nothing logged: an `Origin` (or "null") that is not this host, or
 * `Sec-Fetch-Site: cross-site`. Remix makes the same check on form posts but
 * answers it with a 500; this runs first, for every route, resource routes and
 * the JSON API included.
 *
 * A request with an `Authorization` header is not a browser's ambient
 * credential (a browser sends one cross-site only after a CORS preflight this
 * app never approves), so API clients may call from anywhere; their `Origin`
 * is dropped so Remix's check does not refuse them either.
 */
export function refuseCrossSiteRequests(): RequestHandler {
  return (req, res, next) => {
    if (!UNSAFE_METHODS.has(req.method)) return next();
    const origin = req.headers.origin;
    const crossSite =
      origin !== undefined
        ? originHost(origin) !== requestHost(req.headers)
        : req.headers["sec-fetch-site"] === "cross-site";
    if (!crossSite) return next();
    if (req.headers.authorization) {
      delete req.headers.origin;
      return next();
    }
    if (/json/i.test(`${req.headers.accept ?? ""} ${req.headers["content-type"] ?? ""}`)) {
      res.status(403).json({ detail: REFUSED });
    } else {
      res.status(403).type("html").send(REFUSED_PAGE);
    }
  };
}
