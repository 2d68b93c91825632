import { useRevalidator } from "@remix-run/react";
import { useEffect, useState } from "react";
import { ProgressBar } from "~/components/progress-bar";

export interface RunState {
  id: number;
  status: string;
  stage: string;
  message: string | null;
  progress_percentage: number;
  personas_processed: number;
  total_personas: number;
  error_message: string | null;
}

/** The spec's poll limit: 120 polls, 3 seconds apart. */
const TIMEOUT_MS = 120 * 3000;

/**
 * Live progress of a run. With JavaScript it follows the run's event stream
 * and reloads the page data when the run ends; without, the page refreshes
 * itself (see `autoRefresh` in the loader).
 */
export function RunProgress({ simulationId, initial }: { simulationId: string; initial: RunState }) {
  const [state, setState] = useState(initial);
  const [timedOut, setTimedOut] = useState(false);
  const revalidator = useRevalidator();

  useEffect(() => {
    const source = new EventSource(`/simulations/${simulationId}/stream`);
    const timer = setTimeout(() => {
      setTimedOut(true);
      source.close();
    }, TIMEOUT_MS);
    source.addEventListener("progress", (event) => {
      const next = JSON.parse((event as MessageEvent<string>).data) as RunState;
      setState(next);
      if (next.status === "completed" || next.status === "failed") {
        source.close();
        clearTimeout(timer);
        revalidator.revalidate();
      }
    });
    return () => {
      clearTimeout(timer);
      source.close();
    };
    // The stream belongs to the run; revalidator is stable enough for a one-off call.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [simulationId]);

  if (timedOut) return <RunFailed message="Simulation timeout" />;
  const percent = Math.max(0, Math.min(100, state.progress_percentage));
  return (
    <section
      aria-labelledby="progress-title"
      className="flex flex-col gap-3 rounded-2xl border border-brand-100 bg-brand-50 p-4 sm:p-6"
    >
      <h2 id="progress-title" className="font-semibold text-brand-700" aria-live="polite">
        {state.message ?? "Starting simulation..."}
      </h2>
      <ProgressBar percent={percent} onWhite={false} />
      <p className="text-sm text-slate-600">
        {percent}% · {state.personas_processed} of {state.total_personas} personas. Simulation is still
        running. Please wait for it to complete.
      </p>
    </section>
  );
}

export function RunFailed({ message }: { message: string }) {
  return (
    <div role="alert" className="rounded-xl border border-rose-200 bg-rose-50 p-4 text-rose-800">
      {message}
    </div>
  );
}
