import type { EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { ABORT_DELAY, renderWholeDocument } from "../../../app/utils/whole-document.server";

/** The product's entry (app/entry.server.tsx: whole documents, ADR 036) without its CSP nonce and error reporting. */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  return renderWholeDocument(
    <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} />,
    {
      status: responseStatusCode,
      headers: responseHeaders,
    },
  );
}
