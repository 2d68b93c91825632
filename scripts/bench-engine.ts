/**
 * The engine's own time for 25, 100 and 500 personas (simulate + app report), as the production
 * server runs it: bundled into one module, as `npm run build` bundles the server. Run module by
 * module through tsx's loader, every call across modules goes through an export getter and the
 * same code takes about 1.5 times as long, which no user sees.
 * Each size is timed after the engine has warmed up, as it has in a server that has run before:
 * the median of repeated runs.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";
import { median } from "./bench-figures";

type Engine = typeof import("../app/engine");

/** The idea every timed run reads: also what the end-to-end and comparison benches start. */
export const BENCH_IDEA =
  "An AI meeting assistant that joins video calls, writes the notes and sends action items to Slack, $12/month per user";
/** Untimed runs of 100 personas first: V8 optimises the hot functions after a few dozen. */
const WARM_UP_RUNS = 150;

async function builtEngine(): Promise<Engine> {
  const dir = mkdtempSync(path.join(tmpdir(), "sb-engine-"));
  try {
    const outfile = path.join(dir, "engine.mjs");
    await build({
      entryPoints: [fileURLToPath(new URL("../app/engine/index.ts", import.meta.url))],
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      outfile,
      logLevel: "error",
    });
    return (await import(pathToFileURL(outfile).href)) as Engine;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function engineBench(): Promise<Record<string, number>> {
  const engine = await builtEngine();
  const cohort = engine.getPresetCohort("general")!;
  const run = (count: number, seed: string) =>
    engine.buildAppReport(engine.simulate({ idea: BENCH_IDEA, cohort, count, seed }), {
      simulationId: "bench",
    });
  for (let i = 0; i < WARM_UP_RUNS; i++) run(100, `warm-${i}`);
  const times: Record<string, number> = {};
  for (const count of [25, 100, 500]) {
    const runs: number[] = [];
    for (let i = 0; i < (count === 500 ? 15 : 30); i++) {
      const started = performance.now();
      run(count, `bench-${i}`);
      runs.push(performance.now() - started);
    }
    times[String(count)] = Number(median(runs).toFixed(2));
  }
  return times;
}
