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
