import { afterEach, vi } from "vitest";

// An unexpected console.error is a bug the test did not look for: fail on it.
let errors: unknown[][] = [];
const original = console.error;
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};

afterEach(() => {
  const seen = errors;
  errors = [];
  vi.restoreAllMocks();
  if (seen.length) throw new Error(`console.error was called during the test: ${String(seen[0]?.[0])}`);
});
