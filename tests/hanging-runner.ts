import type { SimulationRunner } from "~/services/run-worker.server";

/**
 * A runner that tells its first step and then waits until released: a run left running by a
 * process that crashed or paused. Its worker needs `progressEveryMs: 0`, or a step so soon after
 * the claim is not written.
 */
export function hangingRunner(): { runner: SimulationRunner; release: () => void } {
  let release: () => void = () => undefined;
  const runner: SimulationRunner = (_simulation, progress) =>
    new Promise((resolve) => {
      void progress({ stage: "generating", personasProcessed: 0 });
      release = () => resolve({});
    });
  return { runner, release: () => release() };
}
