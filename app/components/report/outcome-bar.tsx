import { ResponsiveBar } from "@nivo/bar";
import { ClientOnly } from "remix-utils/client-only";
import { useChartAnalytics } from "~/components/charts/use-chart-analytics";
import { shareInterval } from "~/engine/intervals";

export interface Outcome {
  adopt: number;
  mixed: number;
  notInterested: number;
}

const SEGMENTS = [
  { key: "adopt", label: "Would adopt", color: "#16a34a" },
  { key: "mixed", label: "Mixed", color: "#f59e0b" },
  { key: "notInterested", label: "Not interested", color: "#e11d48" },
] as const;

/**
 * Adopt / mixed / not interested as one stacked bar: nivo in the browser,
 * plain HTML on the server and without JavaScript, with the numbers as text.
 */
export function OutcomeBar({
  outcome,
  simulationId,
}: {
  outcome: Outcome;
  /** The run the numbers belong to, for analytics. */
  simulationId?: string | null;
}) {
  const analytics = useChartAnalytics("outcome_bar", simulationId);
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
        <ClientOnly fallback={fallback}>
          {() => (
            <ResponsiveBar
              data={[{ id: "personas", ...outcome }]}
              keys={SEGMENTS.map((segment) => segment.key)}
              indexBy="id"
              layout="horizontal"
              margin={{ top: 0, right: 0, bottom: 0, left: 0 }}
              padding={0}
              colors={SEGMENTS.map((segment) => segment.color)}
              axisLeft={null}
              axisBottom={null}
              enableGridY={false}
              borderRadius={4}
              labelTextColor="#ffffff"
              label={(bar) => (Number(bar.value) / total >= 0.08 ? String(bar.value) : "")}
              tooltip={({ id, value }) => (
                <div className="rounded bg-slate-900 px-2 py-1 text-xs text-white">
                  {SEGMENTS.find((segment) => segment.key === id)?.label}: {value}
                </div>
              )}
              onMouseEnter={analytics.tooltip}
              onClick={analytics.click}
              role="img"
              ariaLabel={`Would adopt ${outcome.adopt}, mixed ${outcome.mixed}, not interested ${outcome.notInterested}`}
              animate={false}
            />
          )}
        </ClientOnly>
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
