import { describe, expect, it } from "vitest";
import { createRng, hashHex, hashSeed } from "./rng";

function draws(seed: string, count: number): number[] {
  const rng = createRng(seed);
  return Array.from({ length: count }, () => rng.next());
}

describe("hashSeed", () => {
  it("is stable for a string and differs between strings", () => {
    expect(hashSeed("gazpacho")).toBe(hashSeed("gazpacho"));
    expect(hashSeed("gazpacho")).not.toBe(hashSeed("gazpacho "));
    expect(hashHex("a")).toMatch(/^[0-9a-f]{8}$/);
  });
});

describe("Rng", () => {
  it("repeats its sequence for a seed and changes it with the seed", () => {
    expect(draws("seed-1", 50)).toEqual(draws("seed-1", 50));
    expect(draws("seed-1", 50)).not.toEqual(draws("seed-2", 50));
    expect(draws("1", 5)).toEqual(draws(String(1), 5));
  });

  it("draws uniform values in [0, 1) with a sensible mean", () => {
    const values = draws("uniform", 20_000);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    expect(mean).toBeGreaterThan(0.48);
    expect(mean).toBeLessThan(0.52);
  });

  it("keeps int() within its bounds and reaches both ends", () => {
    const rng = createRng("int");
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) seen.add(rng.int(3, 7));
    expect([...seen].sort()).toEqual([3, 4, 5, 6, 7]);
  });

  it("picks by weight and never picks a zero weight", () => {
    const rng = createRng("weights");
    const counts = { a: 0, b: 0, c: 0 };
    for (let i = 0; i < 6000; i++)
      counts[
        rng.weighted([
          ["a", 1],
          ["b", 2],
          ["c", 0],
        ] as const)
      ]++;
    expect(counts.c).toBe(0);
    expect(counts.b / counts.a).toBeGreaterThan(1.7);
    expect(counts.b / counts.a).toBeLessThan(2.3);
  });

  it("samples distinct values without replacement", () => {
    const rng = createRng("sample");
    const sample = rng.weightedSample(
      [
        ["x", 1],
        ["y", 1],
        ["z", 1],
      ],
      5,
    );
    expect(sample).toHaveLength(3);
    expect(new Set(sample).size).toBe(3);
  });

  it("draws normal and beta deviates with the right centre", () => {
    const rng = createRng("shapes");
    const normals = Array.from({ length: 5000 }, () => rng.normal(2, 0.5));
    const normalMean = normals.reduce((sum, value) => sum + value, 0) / normals.length;
    expect(normalMean).toBeGreaterThan(1.95);
    expect(normalMean).toBeLessThan(2.05);
    const betas = Array.from({ length: 5000 }, () => rng.beta(2, 6));
    expect(Math.min(...betas)).toBeGreaterThan(0);
    expect(Math.max(...betas)).toBeLessThan(1);
    const betaMean = betas.reduce((sum, value) => sum + value, 0) / betas.length;
    expect(betaMean).toBeGreaterThan(0.23);
    expect(betaMean).toBeLessThan(0.27);
  });

  it("refuses a beta shape that is not a number, where its draw would loop for ever", () => {
    const rng = createRng("shapes");
    expect(() => rng.beta(Number.NaN, 2)).toThrow(RangeError);
    expect(() => rng.beta(2, Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it("shuffles into a permutation without touching the input", () => {
    const input = [1, 2, 3, 4, 5, 6, 7, 8];
    const shuffled = createRng("shuffle").shuffle(input);
    expect(input).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...shuffled].sort((a, b) => a - b)).toEqual(input);
    expect(shuffled).not.toEqual(input);
  });
});
