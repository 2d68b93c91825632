import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limit.server";

describe("createRateLimiter", () => {
  it("allows the limit per window and key, then refuses until the window passes", () => {
    let time = 0;
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, now: () => time });
    expect([limiter.attempt("a"), limiter.attempt("a"), limiter.attempt("a")]).toEqual([true, true, false]);
    expect(limiter.attempt("b")).toBe(true);
    time = 30_000;
    expect(limiter.retryAfterSeconds("a")).toBe(30);
    time = 60_000;
    expect(limiter.attempt("a")).toBe(true);
  });
});
