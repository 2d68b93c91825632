import { ResponsiveFunnel, type FunnelCustomLayerProps } from "@nivo/funnel";
import type { FunnelStage } from "~/engine";
import { funnelSummary, stageText } from "./journey-funnel";
import { useChartAnalytics } from "./use-chart-analytics";

/** Brand indigo from strong to pale, one per stage (tailwind.config.ts brand-700 … lighter). */
const STAGE_COLOURS = ["#4338ca", "#4f46e5", "#6366f1", "#818cf8", "#a5b4fc"];

// A type, not an interface: nivo's FunnelDatum wants an index signature.
type StageDatum = {
  id: string;
  label: string;
  value: number;
  percentage: number;
};

/** Stage names to the left of the funnel, counts to the right (nivo's own labels sit inside). */
function StageLabels({ parts, width }: FunnelCustomLayerProps<StageDatum>) {
  return (
    <g aria-hidden>
      {parts.map((part) => (
        <g key={part.data.id}>
          <text
            x={-12}
            y={part.y}
            textAnchor="end"
            dominantBaseline="central"
            fill="#0f172a"
            fontSize={13}
            fontWeight={500}
          >
            {part.data.label}
          </text>
          <text x={width + 12} y={part.y} dominantBaseline="central" fill="#475569" fontSize={13}>
            {stageText({ count: part.data.value, percentage: part.data.percentage })}
          </text>
        </g>
      ))}
    </g>
  );
}

/** The customer journey drawn by nivo; `JourneyFunnel` loads it after hydration. */
export function NivoJourneyFunnel({
  stages,
  simulationId,
}: {
  stages: FunnelStage[];
  simulationId?: string | null;
}) {
  const analytics = useChartAnalytics("customer_journey_funnel", simulationId);
  const data: StageDatum[] = stages.map((stage) => ({
    id: stage.stage,
    label: stage.stage,
    value: stage.count,
    percentage: stage.percentage,
  }));
  return (
    <div className="h-64" data-chart="customer-journey-funnel">
      <ResponsiveFunnel<StageDatum>
        data={data}
        direction="vertical"
        margin={{ top: 4, right: 110, bottom: 4, left: 120 }}
        spacing={4}
        shapeBlending={0.5}
        colors={STAGE_COLOURS}
        borderWidth={0}
        enableLabel={false}
        currentPartSizeExtension={6}
        layers={["parts", StageLabels]}
        tooltip={({ part }) => (
          <div className="rounded bg-slate-900 px-2 py-1 text-xs text-white">
            {part.data.label}: {part.data.value} personas ({part.data.percentage}%)
          </div>
        )}
        onMouseEnter={analytics.tooltip}
        onClick={analytics.click}
        role="img"
        ariaLabel={funnelSummary(stages)}
        animate={false}
      />
    </div>
  );
}
