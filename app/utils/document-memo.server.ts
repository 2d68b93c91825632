import { createHash } from "node:crypto";
import type { EntryContext } from "@remix-run/node";
import { acceptsGzip, compressParts, gzipJoined } from "./gzip-parts.server";

/**
 * Rendered documents, kept by what they were rendered from (ADR 040). A page is a pure function
 * of its URL, status, loader and action data and the build: no component reads the clock, a
 * random number or the request itself (dates are formatted in UTC from data, `useId` follows the
 * tree). So the same inputs give the same HTML, and a second request for them can skip React.
 * The one per-request value in a document is the Content-Security-Policy nonce: a kept document
 * is held split at it and joined with the new request's nonce, its parts also compressed once, so
 * that a browser that takes gzip gets the document without compressing it again.
 *
 * Loaders still run on every request (sign-in, ownership, analytics and the data all stay
 * current): only the render is reused, and only when its inputs are equal.
 */

/** The most documents one process keeps (about 100 KB each for the largest page). */
export const KEPT_DOCUMENTS = 64;

interface KeptDocument {
  /** The bytes between the nonces (joining strings of this size was slower). */
  parts: Buffer[];
  /** The same parts, each compressed (gzip-parts.server.ts). */
  compressed: Buffer[];
}

const kept = new Map<string, KeptDocument>();

/** What a document is rendered from, as one key; null when it must be rendered afresh. */
export function documentKey(request: Request, status: number, context: EntryContext): string | null {
  const { loaderData, actionData, errors } = context.staticHandlerContext;
  // Errors hold objects JSON cannot tell apart; an action answers one form post.
  if (errors || actionData || request.method !== "GET") return null;
  let inputs: string;
  try {
    inputs = JSON.stringify([context.manifest.version, request.url, status, loaderData], onlyPlainData);
  } catch {
    return null;
  }
  return createHash("sha256").update(inputs).digest("base64url");
}

/** Data a render could read differently from its JSON (a promise, a function, a Map whose JSON is `{}`) is not kept. */
function onlyPlainData(_key: string, value: unknown): unknown {
  if (
    typeof value === "function" ||
    typeof value === "bigint" ||
    value instanceof Promise ||
    value instanceof Map ||
    value instanceof Set
  ) {
    throw new TypeError("not plain data");
  }
  return value;
}

/** The kept document for this key with this request's nonce in it, gzip when taken; null when there is none. */
export function keptDocument(
  key: string,
  nonce: string,
  acceptEncoding: string | null,
): { body: Buffer<ArrayBuffer>; gzip: boolean } | null {
  const document = kept.get(key);
  if (!document) return null;
  // Read most recently: it goes last.
  kept.delete(key);
  kept.set(key, document);
  const between = Buffer.from(nonce);
  if (acceptsGzip(acceptEncoding)) {
    return { body: gzipJoined(document.parts, document.compressed, between), gzip: true };
  }
  const { parts } = document;
  return {
    body: Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [part] : [between, part]))),
    gzip: false,
  };
}

/** Keeps a rendered document, split at the nonce it was rendered with. */
export function keepDocument(key: string, html: string, nonce: string) {
  if (kept.size >= KEPT_DOCUMENTS) kept.delete(kept.keys().next().value!);
  const parts = (nonce ? html.split(nonce) : [html]).map((part) => Buffer.from(part));
  kept.set(key, { parts, compressed: compressParts(parts) });
}
