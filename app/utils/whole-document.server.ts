import { Writable } from "node:stream";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";

/** How long a render may take before React gives up on what is still pending. */
export const ABORT_DELAY = 5_000;

/**
 * Renders a document whole, then answers with it as one body. Loaders have finished before
 * rendering starts and no page defers data, so streaming gained no time, while Remix flushes the
 * compressor after every chunk it streams: a page went out as dozens of small gzip blocks, up to
 * twice the bytes and much of the server's time (ADR 036). The bench's floor app renders with it
 * too, so the two compare like with like.
 */
export function renderWholeDocument(
  document: ReactNode,
  {
    status,
    headers,
    nonce,
    onRendered,
  }: {
    status: number;
    headers: Headers;
    nonce?: string;
    /** Called with the document when it rendered without an error. */
    onRendered?: (html: string) => void;
  },
): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let failed = false;
    const { pipe, abort } = renderToPipeableStream(document, {
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
            const html = Buffer.concat(chunks);
            if (!failed) onRendered?.(html.toString());
            headers.set("Content-Type", "text/html; charset=utf-8");
            resolve(new Response(html, { headers, status }));
            done();
          },
        });
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        failed = true;
        if (shellRendered) console.error(error);
      },
    });
    const abortTimer = setTimeout(abort, ABORT_DELAY);
  });
}
