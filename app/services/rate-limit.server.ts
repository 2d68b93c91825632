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
