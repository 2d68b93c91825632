import { createHmac, timingSafeEqual } from "node:crypto";

// A small value carried in a URL and signed by this server, so a link can
// stand for something the server did (an idea check it ran) without storing
// it, and nobody can make such a link up.

function signature(secret: string, purpose: string, payload: string): Buffer {
  return createHmac("sha256", secret).update(`${purpose}|${payload}`).digest();
}

/** `payload` as JSON in base64url, a dot, and its signature for this purpose. */
export function signToken(secret: string, purpose: string, value: unknown): string {
  const payload = Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${payload}.${signature(secret, purpose, payload).toString("base64url")}`;
}

/** The value of a token this server signed for this purpose; null for anything else. */
export function readToken(secret: string, purpose: string, token: string): unknown {
  const [payload, signed, ...rest] = token.split(".");
  if (!payload || !signed || rest.length > 0) return null;
  const expected = signature(secret, purpose, payload);
  const given = Buffer.from(signed, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    return JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as unknown;
  } catch {
    return null;
  }
}
