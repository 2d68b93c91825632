import type { AppServices } from "~/context.server";

/**
 * A fixed-window counter per key (an IP address, a user id). It lives in
 * the process: each app instance limits on its own, which is enough to stop
 * password guessing against one instance (docs/decisions/004-rate-limits.md).
 */
export interface RateLimiter {
  /** Counts one attempt; false once the key has used up its window. */
  attempt(key: string): boolean;
  retryAfterSeconds(key: string): number;
}

export function createRateLimiter(options: {
  limit: number;
  windowMs: number;
  now?: () => number;
}): RateLimiter {
  const now = options.now ?? Date.now;
  const windows = new Map<string, { start: number; count: number }>();

  function current(key: string) {
    const time = now();
    let window = windows.get(key);
    if (!window || time - window.start >= options.windowMs) {
      window = { start: time, count: 0 };
      windows.set(key, window);
      if (windows.size > 10_000) sweep(time);
    }
    return window;
  }

  function sweep(time: number) {
    for (const [key, window] of windows) if (time - window.start >= options.windowMs) windows.delete(key);
  }

  return {
    attempt(key) {
      const window = current(key);
      window.count += 1;
      return window.count <= options.limit;
    },
    retryAfterSeconds(key) {
      const window = current(key);
      return Math.max(1, Math.ceil((window.start + options.windowMs - now()) / 1000));
    },
  };
}

/**
 * A limiter per app instance (and so per test's services, which bring their
 * own clock): `perInstanceLimiter({limit, windowMs})` gives the function that
 * finds the instance's limiter, making it on first use.
 */
export function perInstanceLimiter(options: {
  limit: number;
  windowMs: number;
}): (services: AppServices) => RateLimiter {
  const limiters = new WeakMap<AppServices, RateLimiter>();
  return (services) => {
    let limiter = limiters.get(services);
    if (!limiter) {
      limiter = createRateLimiter({ ...options, now: () => services.now().getTime() });
      limiters.set(services, limiter);
    }
    return limiter;
  };
}

/**
 * The key a client is counted under, from its address: rate limits, guest
 * limits and the guests' address hashes all use it (server.ts puts it in the
 * load context as `clientIp`), so one client is one bucket wherever it counts.
 *
 * - IPv4 addresses stay as they are: `203.0.113.7`.
 * - An IPv4-mapped IPv6 address is its IPv4 address: `::ffff:203.0.113.7` is `203.0.113.7`.
 * - The IPv6 loopback `::1` is `127.0.0.1`: the same machine either way.
 * - Any other IPv6 address stands for its /64, the block one home or one
 *   server is usually given: `2001:db8:0:1::5` and `2001:db8:0:1::6` are both `2001:db8:0:1::/64`.
 * - Anything that is not an address ("unknown") is kept as it is.
 */
export function clientKey(address: string): string {
  const text = address.trim().toLowerCase();
  if (isIPv4(text)) return text;
  const groups = ipv6Groups(text);
  if (!groups) return address;
  const zeros = (count: number) => groups.slice(0, count).every((group) => group === 0);
  if (zeros(5) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  }
  if (zeros(7) && groups[7] === 1) return "127.0.0.1";
  const prefix = groups.slice(0, 4);
  while (prefix.at(-1) === 0) prefix.pop();
  return `${prefix.map((group) => group.toString(16)).join(":")}::/64`;
}

/** The client key of a request: its address as Express sees it (TRUST_PROXY decides whose), grouped by `clientKey`. */
export function requestClientKey(req: { ip?: string; socket: { remoteAddress?: string } }): string {
  return clientKey(req.ip ?? req.socket.remoteAddress ?? "unknown");
}

function isIPv4(text: string): boolean {
  const parts = text.split(".");
  return parts.length === 4 && parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255);
}

/** The eight 16-bit groups of an IPv6 address (a zone such as `%eth0` ignored), or null. */
function ipv6Groups(text: string): number[] | null {
  let rest = text.replace(/%.*$/, "");
  if (rest.startsWith("[") && rest.endsWith("]")) rest = rest.slice(1, -1);
  // A dotted IPv4 tail (`::ffff:1.2.3.4`) is the last two groups.
  const tail = /(?:^|:)(\d{1,3}(?:\.\d{1,3}){3})$/.exec(rest);
  if (tail) {
    if (!isIPv4(tail[1]!)) return null;
    const [a, b, c, d] = tail[1]!.split(".").map(Number) as [number, number, number, number];
    rest = `${rest.slice(0, rest.length - tail[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = rest.split("::");
  if (halves.length > 2) return null;
  const parse = (half: string) => (half === "" ? [] : half.split(":"));
  const head = parse(halves[0]!);
  const back = halves.length === 2 ? parse(halves[1]!) : [];
  const missing = 8 - head.length - back.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...back];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => parseInt(group, 16));
}
