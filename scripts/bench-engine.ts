/**
 * The engine's own time (scripts/engine-timing.ts) as the production server runs it: bundled into
 * one module, as `npm run build` bundles the server, in a process of its own. Module by module
 * through tsx's loader every call across modules goes through an export getter, and beside the
 * rest of the bench (the whole app transformed by tsx, a database, servers) the collector has a
 * larger heap to walk: either makes the same code take about 1.5 times as long.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

export { BENCH_IDEA } from "./engine-timing";

export async function engineBench(): Promise<Record<string, number>> {
  const dir = mkdtempSync(path.join(tmpdir(), "sb-engine-"));
  try {
    const outfile = path.join(dir, "engine-timing.mjs");
    await build({
      entryPoints: [fileURLToPath(new URL("./engine-timing.ts", import.meta.url))],
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      outfile,
      logLevel: "error",
    });
    const printed = execFileSync(process.execPath, [outfile, "--print"], { encoding: "utf8" });
    return JSON.parse(printed.trim().split("\n").at(-1)!) as Record<string, number>;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
