import type { Rng } from "../../app/engine/rng";

// Hostile input, drawn from a seeded generator so that a failing case can be
// replayed: malformed, oversized, wrong-type, missing, unicode and NUL values,
// and bodies whose encoding does not match what they claim to be.

/** Values a field might get. Some are plausible, so that requests get past the first check. */
export const HOSTILE_VALUES: readonly string[] = [
  "",
  " ",
  "\u0000",
  "idea\u0000with a NUL",
  "\u0007\u001b[31m\u0008",
  "a".repeat(6000),
  "😀".repeat(300),
  "\u202Eevil\u202C",
  "e\u0301\u0301\u0301",
  "\uFEFF",
  "\uD800",
  "-1",
  "0",
  "1e309",
  "NaN",
  "99999999999999999999",
  "3.14",
  "true",
  "null",
  "[]",
  "{}",
  '{"a":',
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "../../etc/passwd",
  "/.//evil.com",
  "//evil.com",
  "https://evil.com",
  "javascript:alert(1)",
  "%00",
  "%E0%A4%A",
  "a@b",
  "someone@example.com",
  "A meal-planning app for busy parents that builds a weekly menu, $6/month.",
  "general",
  "us_adults",
  "custom:Name|Description",
  "25",
  "100",
  "run",
  "start",
  "update",
  "delete-simulation",
  "pay",
  "accepted",
  "dismiss",
];

/** Values a path parameter might get. */
export const HOSTILE_PARAMS: readonly string[] = [
  "1",
  "0",
  "-1",
  "%00",
  "abc%00def",
  "..%2F..%2Fetc%2Fpasswd",
  "%E0%A4%A",
  encodeURIComponent("😀".repeat(20)),
  "x".repeat(3000),
  "00000000-0000-0000-0000-000000000000",
  "null",
  "undefined",
  "%20",
  "a.b",
];

export const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
export type Method = (typeof METHODS)[number];

export interface Body {
  contentType?: string;
  body: string | Uint8Array<ArrayBuffer>;
  /** Sent chunked, without a Content-Length. */
  chunked?: boolean;
  kind: string;
}

function formOf(fields: [string, string][]): string {
  return new URLSearchParams(fields).toString();
}

function someFields(rng: Rng, names: readonly string[]): [string, string][] {
  const count = rng.int(0, 6);
  const fields: [string, string][] = [];
  for (let i = 0; i < count; i++) fields.push([rng.pick(names), rng.pick(HOSTILE_VALUES)]);
  return fields;
}

/** One malformed body of a kind drawn at random. */
export function hostileBody(rng: Rng, names: readonly string[], maxBodyBytes: number): Body {
  const fields = someFields(rng, names);
  const kind = rng.weighted<string>([
    ["form", 8],
    ["form-repeated", 2],
    ["json", 4],
    ["json-wrong-types", 3],
    ["json-invalid", 2],
    ["json-as-text", 2],
    ["text", 1],
    ["no-type", 1],
    ["multipart-bad-boundary", 1],
    ["multipart", 1],
    ["binary", 1],
    ["oversized", 0.3],
    ["oversized-chunked", 0.3],
    ["empty", 1],
  ]);
  switch (kind) {
    case "form":
      return { kind, contentType: "application/x-www-form-urlencoded", body: formOf(fields) };
    case "form-repeated": {
      const name = rng.pick(names);
      return {
        kind,
        contentType: "application/x-www-form-urlencoded",
        body: formOf(Array.from({ length: 50 }, () => [name, rng.pick(HOSTILE_VALUES)] as [string, string])),
      };
    }
    case "json":
      return { kind, contentType: "application/json", body: JSON.stringify(Object.fromEntries(fields)) };
    case "json-wrong-types": {
      const weird = [null, Number.MAX_VALUE, -1, [], {}, [1, "a"], { $gt: "" }, true, "x".repeat(7000)];
      const object = Object.fromEntries(fields.map(([name]) => [name, rng.pick(weird)]));
      return {
        kind,
        contentType: "application/json",
        body: rng.chance(0.2) ? "[1,2,3]" : JSON.stringify(object),
      };
    }
    case "json-invalid":
      return {
        kind,
        contentType: "application/json",
        body: rng.pick(['{"goal":', "{'a':1}", "\u0000", "nul", ""]),
      };
    case "json-as-text":
      return { kind, contentType: "text/plain", body: JSON.stringify(Object.fromEntries(fields)) };
    case "text":
      return { kind, contentType: "text/plain;charset=UTF-8", body: rng.pick(HOSTILE_VALUES) };
    case "no-type":
      return { kind, body: formOf(fields) };
    case "multipart-bad-boundary":
      return { kind, contentType: "multipart/form-data; boundary=", body: "--x\r\nnot really\r\n" };
    case "multipart": {
      const boundary = "fuzzboundary";
      const parts = fields
        .map(
          ([name, value]) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        )
        .join("");
      return {
        kind,
        contentType: `multipart/form-data; boundary=${boundary}`,
        body: `${parts}--${boundary}--\r\n`,
      };
    }
    case "binary":
      return {
        kind,
        contentType: rng.pick([
          "application/octet-stream",
          "application/x-www-form-urlencoded",
          "application/json",
        ]),
        body: Uint8Array.from({ length: rng.int(1, 512) }, () => rng.int(0, 255)),
      };
    case "oversized":
      return {
        kind,
        contentType: "application/x-www-form-urlencoded",
        body: `idea=${"a".repeat(maxBodyBytes + 10)}`,
      };
    case "oversized-chunked":
      return {
        kind,
        contentType: "application/x-www-form-urlencoded",
        body: `idea=${"a".repeat(maxBodyBytes + 10)}`,
        chunked: true,
      };
    default:
      return { kind: "empty", body: "" };
  }
}

/** A query string of hostile values on known names, sometimes none. */
export function hostileQuery(rng: Rng, names: readonly string[]): string {
  if (rng.chance(0.4)) return "";
  const fields = someFields(rng, names);
  return fields.length ? `?${formOf(fields)}` : "";
}

/** Fills a route pattern's placeholders: a known good id sometimes, hostile values otherwise. */
export function fillPattern(rng: Rng, pattern: string, knownIds: readonly string[]): string {
  return pattern.replace(/:[A-Za-z]+|\*/g, () =>
    knownIds.length > 0 && rng.chance(0.35) ? rng.pick(knownIds) : rng.pick(HOSTILE_PARAMS),
  );
}
