import { type AppLoadContext, type EntryContext } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { NonceProvider } from "./utils/nonce";
import { ABORT_DELAY, renderWholeDocument } from "./utils/whole-document.server";
import { reportServerError } from "~/utils/error-reporting.server";

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  return renderWholeDocument(
    <NonceProvider value={nonce}>
      <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
    </NonceProvider>,
    { status: responseStatusCode, headers: responseHeaders, nonce },
  );
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  // A request the app refused (a 404, a 405) is not a server error.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  reportServerError(error, request.headers.get("X-Request-Id"));
}
