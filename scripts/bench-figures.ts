import { cpus } from "node:os";

// What every bench reports the same way.

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The machine a bench ran on, as its figures record it. */
export function benchMachine(): string {
  return `${cpus().length} cores, ${cpus()[0]?.model ?? "unknown CPU"}, Node ${process.version}`;
}
