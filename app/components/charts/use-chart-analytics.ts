import { useMemo } from "react";
import { useTrackEvent, useTrackOnce } from "~/components/analytics-client";

export interface ChartAnalytics {
  /** The visitor brought up a tooltip (hover or focus): sent once per chart while it is shown. */
  tooltip(): void;
  /** A click on a part of the chart (a bar, a stage, a cell). */
  click(): void;
  /** Any other interaction, such as "view_all" or "filter". */
  interaction(name: string): void;
}

/** visualization_interaction events for one chart, while analytics are accepted. */
export function useChartAnalytics(chartType: string, simulationId?: string | null): ChartAnalytics {
  const track = useTrackEvent();
  const trackOnce = useTrackOnce();
  return useMemo(() => {
    const properties = (interaction: string) => ({
      chart_type: chartType,
      interaction,
      ...(simulationId ? { simulation_id: simulationId } : {}),
    });
    return {
      tooltip: () => trackOnce("tooltip", "visualization_interaction", properties("tooltip")),
      click: () => track("visualization_interaction", properties("click")),
      interaction: (name) => track("visualization_interaction", properties(name)),
    };
  }, [chartType, simulationId, track, trackOnce]);
}
