import type { Weighted } from "./types";

// A small seeded generator (sfc32) so that every run is reproducible from
// its seed; Math.random would make reports impossible to regenerate.

const FNV_PRIME = 0x01000193;

function finalMix(value: number): number {
  let h = value;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

function hashWithBasis(text: string, basis: number): number {
  let h = basis >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, FNV_PRIME);
  }
  return finalMix(h);
}

/** Hashes any string to an unsigned 32-bit integer. */
export function hashSeed(text: string): number {
  return hashWithBasis(text, 0x811c9dc5);
}

/** Eight hex digits of hashSeed, handy for ids. */
export function hashHex(text: string): string {
  return hashSeed(text).toString(16).padStart(8, "0");
}

export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: string | number) {
    const text = String(seed);
    this.a = hashWithBasis(text, 0x811c9dc5);
    this.b = hashWithBasis(text, 0x9e3779b9);
    this.c = hashWithBasis(text, 0x632be5ab);
    this.d = hashWithBasis(text, 0x5bd1e995);
    // The first outputs of sfc32 still echo the seed; discard them.
    for (let i = 0; i < 12; i++) this.next();
  }

  /** Uniform in [0, 1). */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  uniform(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError("pick from an empty list");
    return items[Math.floor(this.next() * items.length)];
  }

  weighted<T>(items: readonly Weighted<T>[]): T {
    if (items.length === 0) throw new RangeError("pick from an empty list");
    // Indexed loops: cohorts have hundreds of places, drawn for every persona.
    let total = 0;
    for (let i = 0; i < items.length; i++) total += Math.max(0, items[i]![1]);
    if (total <= 0) return this.pick(items)[0];
    let target = this.next() * total;
    for (let i = 0; i < items.length; i++) {
      target -= Math.max(0, items[i]![1]);
      if (target < 0) return items[i]![0];
    }
    return items[items.length - 1][0];
  }

  /** Up to `count` distinct values, drawn by weight without replacement. */
  weightedSample<T>(items: readonly Weighted<T>[], count: number): T[] {
    const pool = items.filter(([, weight]) => weight > 0);
    const chosen: T[] = [];
    while (chosen.length < count && pool.length > 0) {
      const value = this.weighted(pool);
      chosen.push(value);
      pool.splice(
        pool.findIndex(([candidate]) => candidate === value),
        1,
      );
    }
    return chosen;
  }

  /** Normal deviate (Box-Muller). */
  normal(mean = 0, sd = 1): number {
    const u = 1 - this.next();
    const v = this.next();
    return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** Gamma deviate with scale 1 (Marsaglia and Tsang). */
  gamma(shape: number): number {
    // A shape of NaN or Infinity would never be accepted below, and the loop would never end.
    if (!Number.isFinite(shape)) throw new RangeError(`A gamma deviate needs a finite shape, not ${shape}`);
    if (shape < 1) {
      return this.gamma(shape + 1) * Math.pow(this.next(), 1 / shape);
    }
    const d = shape - 1 / 3;
    const c = 1 / Math.sqrt(9 * d);
    for (;;) {
      const x = this.normal();
      const v = Math.pow(1 + c * x, 3);
      if (v <= 0) continue;
      const u = this.next();
      if (Math.log(u) < 0.5 * x * x + d - d * v + d * Math.log(v)) {
        return d * v;
      }
    }
  }

  beta(alpha: number, beta: number): number {
    const x = this.gamma(alpha);
    const y = this.gamma(beta);
    return x + y === 0 ? 0.5 : x / (x + y);
  }

  /** A shuffled copy (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = items.slice();
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy;
  }
}

export function createRng(seed: string | number): Rng {
  return new Rng(seed);
}
