/** A fixed origin to resolve paths against: only what stays on it is a path of this site. */
const SAME_ORIGIN = "http://same-origin.invalid";

/** Longer targets are refused rather than trimmed. */
const MAX_LENGTH = 2048;

/** A backslash (browsers read it as "/") or an ASCII control character (the URL parser drops tabs and newlines). */
function hasUnsafeCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}

/** Two leading slashes or a slash and a backslash: a browser reads either as another host. */
const OTHER_HOST = /^[/\\]{2}/;

/**
 * The one check for a redirect target taken from a request (a form field or a
 * query parameter): a path on this site as `pathname + search + hash`, else
 * `fallback` (which must be a trusted path).
 *
 * Refused: anything not starting with "/", absolute and protocol-relative URLs
 * (`https://evil.example`, `//evil.example`), backslashes and control
 * characters anywhere, and paths that only become protocol-relative once
 * normalised (`/.//evil.example`) or decoded (`/%2F%2Fevil.example`).
 */
export function safeRedirectPath(input: unknown, fallback = "/"): string {
  if (typeof input !== "string" || input.length > MAX_LENGTH) return fallback;
  if (!input.startsWith("/") || hasUnsafeCharacter(input)) return fallback;
  let url: URL;
  try {
    url = new URL(input, SAME_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== SAME_ORIGIN || url.username || url.password) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (OTHER_HOST.test(path)) return fallback;
  // A proxy or a later redirect might decode the path once: it must stay a path of this site then too.
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return fallback;
  }
  if (OTHER_HOST.test(decoded) || hasUnsafeCharacter(decoded)) return fallback;
  return path;
}
