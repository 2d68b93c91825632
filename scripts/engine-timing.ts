/**
 * Times the engine for 25, 100 and 500 personas (simulate + app report) and prints the medians as
 * JSON. `scripts/bench-engine.ts` bundles this file and runs it in a process of its own.
 */
import { performance } from "node:perf_hooks";
import { buildAppReport, getPresetCohort, simulate } from "../app/engine";
import { median } from "./bench-figures";

/** The idea every timed run reads: also what the end-to-end and comparison benches start. */
export const BENCH_IDEA =
  "An AI meeting assistant that joins video calls, writes the notes and sends action items to Slack, $12/month per user";
/** Untimed runs of 100 personas first: V8 optimises the hot functions after a few dozen. */
const WARM_UP_RUNS = 150;

function engineTimes(): Record<string, number> {
  const cohort = getPresetCohort("general")!;
  const run = (count: number, seed: string) =>
    buildAppReport(simulate({ idea: BENCH_IDEA, cohort, count, seed }), { simulationId: "bench" });
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

if (process.argv.includes("--print")) console.log(JSON.stringify(engineTimes()));
