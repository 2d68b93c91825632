import { lazyChart } from "~/components/charts/lazy-chart";
import { shareInterval } from "~/engine/intervals";

const Chart = lazyChart(() => import("./outcome-bar-nivo").then((module) => module.NivoOutcomeBar));

export interface Outcome {
  adopt: number;
  mixed: number;
  notInterested: number;
}

export const SEGMENTS = [
  { key: "adopt", label: "Would adopt", color: "#16a34a" },
  { key: "mixed", label: "Mixed", color: "#f59e0b" },
  { key: "notInterested", label: "Not interested", color: "#e11d48" },
] as const;

/**
 * Adopt / mixed / not interested as one stacked bar: plain HTML on the
 * server and without JavaScript, nivo once loaded, with the numbers as text.
 */
export function OutcomeBar({
  outcome,
  simulationId,
}: {
  outcome: Outcome;
  /** The run the numbers belong to, for analytics. */
  simulationId?: string | null;
}) {
  const total = outcome.adopt + outcome.mixed + outcome.notInterested || 1;
  const fallback = (
    <div className="flex h-10 w-full overflow-hidden rounded-lg" aria-hidden>
      {SEGMENTS.map((segment) =>
        outcome[segment.key] > 0 ? (
          <div
            key={segment.key}
            style={{ width: `${(outcome[segment.key] / total) * 100}%`, backgroundColor: segment.color }}
          />
        ) : null,
      )}
    </div>
  );
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="sr-only">How the personas split</figcaption>
      <div className="h-10">
        <Chart outcome={outcome} total={total} simulationId={simulationId} fallback={fallback} />
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
        {SEGMENTS.map((segment) => {
          const share = shareInterval(outcome[segment.key], total);
          return (
            <li key={segment.key} className="flex items-center gap-1.5">
              <span aria-hidden className="h-3 w-3 rounded-sm" style={{ backgroundColor: segment.color }} />
              {segment.label}: <strong className="text-slate-900">{outcome[segment.key]}</strong> (
              {share.percent}
              %, 90% interval {share.low}-{share.high}%)
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
