import { type AppLoadContext, type EntryContext } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { NonceProvider } from "./utils/nonce";
import { ABORT_DELAY, renderWholeDocument } from "./utils/whole-document.server";
import { documentKey, keepDocument, keptDocument } from "./utils/document-memo.server";
import { reportServerError } from "~/utils/error-reporting.server";

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  // The same inputs render the same document: it is rendered once and kept (ADR 040).
  const key =
    loadContext.services.config.nodeEnv === "production"
      ? documentKey(request, responseStatusCode, remixContext)
      : null;
  const kept = key ? keptOne(key, request, responseStatusCode, responseHeaders, nonce) : null;
  if (kept) return kept;
  let rendered: string | null = null;
  const response = await renderWholeDocument(
    <NonceProvider value={nonce}>
      <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
    </NonceProvider>,
    {
      status: responseStatusCode,
      headers: responseHeaders,
      nonce,
      onRendered: (html) => (rendered = html),
    },
  );
  if (!key || rendered === null) return response;
  keepDocument(key, rendered, nonce);
  return keptOne(key, request, responseStatusCode, responseHeaders, nonce) ?? response;
}

/** The kept document, compressed already when the browser takes gzip. */
function keptOne(key: string, request: Request, status: number, headers: Headers, nonce: string) {
  const kept = keptDocument(key, nonce, request.headers.get("Accept-Encoding"));
  if (!kept) return null;
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.append("Vary", "Accept-Encoding");
  if (kept.gzip) headers.set("Content-Encoding", "gzip");
  return new Response(kept.body, { status, headers });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  // A request the app refused (a 404, a 405) is not a server error.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  reportServerError(error, request.headers.get("X-Request-Id"));
}
