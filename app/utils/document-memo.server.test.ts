import { gunzipSync } from "node:zlib";
import type { EntryContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { documentKey, keepDocument, keptDocument, KEPT_DOCUMENTS } from "./document-memo.server";

const URL_OF_PAGE = "http://localhost:3000/app";

function contextOf(
  loaderData: Record<string, unknown>,
  more: { actionData?: Record<string, unknown> | null; errors?: Record<string, unknown> | null } = {},
): EntryContext {
  return {
    manifest: { version: "build-1" },
    staticHandlerContext: { loaderData, actionData: more.actionData ?? null, errors: more.errors ?? null },
  } as unknown as EntryContext;
}

const get = (url = URL_OF_PAGE) => new Request(url);

describe("rendered documents kept by what they were rendered from", () => {
  it("serves a kept document with the new request's nonce wherever the old one was", () => {
    const key = documentKey(get(), 200, contextOf({ root: { user: "Ada" } }))!;
    keepDocument(
      key,
      '<html><script nonce="first-nonce-AAAA">a()</script><p>Ada</p><script nonce="first-nonce-AAAA"></script></html>',
      "first-nonce-AAAA",
    );
    const expected =
      '<html><script nonce="second-nonce-BBBB">a()</script><p>Ada</p><script nonce="second-nonce-BBBB"></script></html>';
    expect(keptDocument(key, "second-nonce-BBBB", null)).toEqual({
      body: Buffer.from(expected),
      gzip: false,
    });
    // Compressed already for a browser that takes gzip.
    const zipped = keptDocument(key, "second-nonce-BBBB", "gzip, deflate, br")!;
    expect(zipped.gzip).toBe(true);
    expect(gunzipSync(zipped.body).toString()).toBe(expected);
  });

  it("gives the same key to the same inputs and another to any other data, address or status", () => {
    const key = documentKey(get(), 200, contextOf({ root: { user: "Ada" }, page: { runs: [1, 2] } }));
    expect(documentKey(get(), 200, contextOf({ root: { user: "Ada" }, page: { runs: [1, 2] } }))).toBe(key);
    expect(documentKey(get(), 200, contextOf({ root: { user: "Bea" }, page: { runs: [1, 2] } }))).not.toBe(
      key,
    );
    expect(documentKey(get(), 200, contextOf({ root: { user: "Ada" }, page: { runs: [1] } }))).not.toBe(key);
    expect(
      documentKey(
        get(`${URL_OF_PAGE}?cursor=2`),
        200,
        contextOf({ root: { user: "Ada" }, page: { runs: [1, 2] } }),
      ),
    ).not.toBe(key);
    expect(documentKey(get(), 404, contextOf({ root: { user: "Ada" }, page: { runs: [1, 2] } }))).not.toBe(
      key,
    );
  });

  it("renders afresh an answer to a form, an error, or data JSON cannot hold", () => {
    expect(documentKey(get(), 200, contextOf({}, { actionData: { page: { ok: true } } }))).toBeNull();
    expect(documentKey(get(), 500, contextOf({}, { errors: { page: new Error("no") } }))).toBeNull();
    expect(documentKey(new Request(URL_OF_PAGE, { method: "POST" }), 200, contextOf({}))).toBeNull();
    expect(documentKey(get(), 200, contextOf({ page: { later: Promise.resolve(1) } }))).toBeNull();
    // A Map's or a Set's JSON is `{}` whatever it holds: two different pages would share a key.
    expect(documentKey(get(), 200, contextOf({ page: { seen: new Map([["a", 1]]) } }))).toBeNull();
    expect(documentKey(get(), 200, contextOf({ page: { tags: new Set(["a"]) } }))).toBeNull();
  });

  it("keeps the documents read most recently, up to its limit", () => {
    const keys = Array.from({ length: KEPT_DOCUMENTS + 1 }, (_, index) =>
      documentKey(get(), 200, contextOf({ page: { index } })),
    ) as string[];
    keepDocument(keys[0]!, "<p>first</p>", "");
    for (const key of keys.slice(1, KEPT_DOCUMENTS)) keepDocument(key, "<p>more</p>", "");
    // The first is read again, so the second is now the one read least recently.
    expect(keptDocument(keys[0]!, "n", null)?.body.toString()).toBe("<p>first</p>");
    keepDocument(keys[KEPT_DOCUMENTS]!, "<p>last</p>", "");
    expect(keptDocument(keys[0]!, "n", null)?.body.toString()).toBe("<p>first</p>");
    expect(keptDocument(keys[1]!, "n", null)).toBeNull();
  });
});
