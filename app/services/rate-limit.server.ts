import type { Redis } from "ioredis";
import type pg from "pg";
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import type { AppServices } from "~/context.server";

// Rate limits through rate-limiter-flexible, on a store every instance shares:
// Redis when REDIS_URL is set, else the app's PostgreSQL (table rate_limits,
// migration 0014); SQLite means one instance, so memory is enough there.
// If the shared store fails, a limiter falls back to counting in memory for
// that instance rather than failing the request (docs/decisions/004-rate-limits.md).

export interface RateLimitOutcome {
  allowed: boolean;
  /** When refused: seconds until the key may try again. */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one attempt for `key` (an address, a user id) and says whether it is allowed. */
  attempt(key: string): Promise<RateLimitOutcome>;
}

export type RateLimitStore =
  { kind: "memory" } | { kind: "postgres"; pool: pg.Pool } | { kind: "redis"; client: Redis };

export interface RateLimits {
  readonly store: RateLimitStore["kind"];
  /** The limiter called `name` (one per name): `limit` attempts per key per window. */
  limiter(name: string, options: { limit: number; windowMs: number }): RateLimiter;
}

export function createRateLimits(store: RateLimitStore): RateLimits {
  const limiters = new Map<string, RateLimiter>();
  return {
    store: store.kind,
    limiter(name, { limit, windowMs }) {
      let limiter = limiters.get(name);
      if (!limiter) {
        const options = { keyPrefix: name, points: limit, duration: Math.ceil(windowMs / 1000) };
        const insuranceLimiter = new RateLimiterMemory(options);
        const backend: RateLimiterAbstract =
          store.kind === "redis"
            ? new RateLimiterRedis({ ...options, storeClient: store.client, insuranceLimiter })
            : store.kind === "postgres"
              ? new RateLimiterPostgres({
                  ...options,
                  storeClient: store.pool,
                  storeType: "pool",
                  tableName: "rate_limits",
                  tableCreated: true,
                  insuranceLimiter,
                })
              : insuranceLimiter;
        limiter = { attempt: (key) => attempt(backend, key) };
        limiters.set(name, limiter);
      }
      return limiter;
    },
  };
}

async function attempt(backend: RateLimiterAbstract, key: string): Promise<RateLimitOutcome> {
  try {
    await backend.consume(key);
    return { allowed: true, retryAfterSeconds: 0 };
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
  }
}

/**
 * A named limit, found on the app's services: `sharedLimiter("waitlist",
 * {limit, windowMs})` gives the function that finds the limiter of those services.
 */
export function sharedLimiter(
  name: string,
  options: { limit: number; windowMs: number },
): (services: Pick<AppServices, "rateLimits">) => RateLimiter {
  return (services) => services.rateLimits.limiter(name, options);
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
