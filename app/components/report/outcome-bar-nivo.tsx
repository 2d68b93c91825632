import { ResponsiveBar } from "@nivo/bar";
import { useChartAnalytics } from "~/components/charts/use-chart-analytics";
import { SEGMENTS, type Outcome } from "./outcome-bar";

/** The outcome bar drawn by nivo, with tooltips; `OutcomeBar` loads it after hydration. */
export function NivoOutcomeBar({
  outcome,
  total,
  simulationId,
}: {
  outcome: Outcome;
  /** The personas in the bar, at least 1. */
  total: number;
  simulationId?: string | null;
}) {
  const analytics = useChartAnalytics("outcome_bar", simulationId);
  return (
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
  );
}
