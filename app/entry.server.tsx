import { Writable } from "node:stream";
import { type AppLoadContext, type EntryContext } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { NonceProvider } from "./utils/nonce";
import { reportServerError } from "~/utils/error-reporting.server";

const ABORT_DELAY = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;

  // The whole document is rendered, then sent as one body. Loaders have finished before rendering
  // starts and no page defers data, so streaming gained no time, while Remix flushes the
  // compressor after every chunk it streams: a page went out as dozens of small gzip blocks,
  // up to twice the bytes and much of the server's time (ADR 036).
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
            final(done) {
              clearTimeout(abortTimer);
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              resolve(
                new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }),
              );
              done();
            },
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    const abortTimer = setTimeout(abort, ABORT_DELAY);
  });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  // A request the app refused (a 404, a 405) is not a server error.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  reportServerError(error, request.headers.get("X-Request-Id"));
}
