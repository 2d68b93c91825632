import { describe, expect, it } from "vitest";
import { createRateLimits } from "./rate-limit.server";

describe("rate limits", () => {
  it("allow the limit per window and key, then refuse with the seconds left", async () => {
    const limiter = createRateLimits({ kind: "memory" }).limiter("test", { limit: 2, windowMs: 60_000 });
    const outcomes = [await limiter.attempt("a"), await limiter.attempt("a"), await limiter.attempt("a")];
    expect(outcomes.map((outcome) => outcome.allowed)).toEqual([true, true, false]);
    expect(outcomes[2]!.retryAfterSeconds).toBeGreaterThan(55);
    expect(outcomes[2]!.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await limiter.attempt("b")).allowed).toBe(true);
  });

  it("keep each named limit apart, and give the same limiter for the same name", async () => {
    const limits = createRateLimits({ kind: "memory" });
    const signIn = limits.limiter("sign-in", { limit: 1, windowMs: 60_000 });
    expect((await signIn.attempt("203.0.113.7")).allowed).toBe(true);
    expect(
      (await limits.limiter("sign-in", { limit: 1, windowMs: 60_000 }).attempt("203.0.113.7")).allowed,
    ).toBe(false);
    expect(
      (await limits.limiter("waitlist", { limit: 1, windowMs: 60_000 }).attempt("203.0.113.7")).allowed,
    ).toBe(true);
  });
});
