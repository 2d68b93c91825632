import { createRunWorker, type RunWorkerOptions, type SimulationRunner } from "~/services/run-worker.server";

/**
 * A worker whose runner tells its first step and then waits until released: a run left running
 * by a process that crashed or paused. Every step is written (`progressEveryMs: 0`), or a step so
 * soon after the claim would not be.
 */
export function hangingWorker(options: Omit<RunWorkerOptions, "runner" | "progressEveryMs">) {
  let release: () => void = () => undefined;
  const runner: SimulationRunner = (_simulation, progress) =>
    new Promise((resolve) => {
      void progress({ stage: "generating", personasProcessed: 0 });
      release = () => resolve({});
    });
  return { worker: createRunWorker({ ...options, runner, progressEveryMs: 0 }), release: () => release() };
}
