import type { RequestHandler } from "express";

const BAD_URL_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bad address</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem"><h1>That address is broken</h1><p>Part of the address could not be read. Check the link and try again.</p><p><a href="/">Back to Home</a></p></body></html>`;

/**
 * A path with broken percent-encoding ("/%E0%A4%A") gets a 400 page here;
 * further in, Express and Remix would each log it as an error.
 */
export function refuseMalformedPaths(): RequestHandler {
  return (req, res, next) => {
    try {
      decodeURIComponent(req.path);
    } catch {
      return void res.status(400).type("html").send(BAD_URL_PAGE);
    }
    next();
  };
}
