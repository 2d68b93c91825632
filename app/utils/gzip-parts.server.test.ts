import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { acceptsGzip, compressParts, gzipJoined } from "./gzip-parts.server";

describe("a gzip body of parts compressed once", () => {
  it("unzips to the parts joined by the bytes between them, whatever the parts", () => {
    const page = `<html>${"<li class='persona'>Ada, 34, Austin: “I’d try it.”</li>".repeat(400)}</html>`;
    for (const text of [
      `<script nonce="N">a()</script>${page}<script nonce="N"></script>`,
      `N${page}N`,
      page,
      "",
    ]) {
      const parts = text.split("N").map((part) => Buffer.from(part));
      const between = Buffer.from("k9Jx+2b/Qw==");
      const body = gzipJoined(parts, compressParts(parts), between);
      expect(gunzipSync(body).toString()).toBe(text.replaceAll("N", "k9Jx+2b/Qw=="));
    }
  });

  it("is far smaller than the text", () => {
    const parts = ["<main>", "<p>The same row again</p>".repeat(2_000), "</main>"].map((part) =>
      Buffer.from(part),
    );
    expect(gzipJoined(parts, compressParts(parts), Buffer.from("nonce")).length).toBeLessThan(2_000);
  });

  it("is sent only to a client that takes gzip", () => {
    expect(acceptsGzip("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsGzip("br;q=1.0, gzip;q=0.8")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("br, gzip;q=0")).toBe(false);
    expect(acceptsGzip("*;q=0")).toBe(false);
    expect(acceptsGzip("identity")).toBe(false);
    expect(acceptsGzip(null)).toBe(false);
  });
});
