import { ResponsiveLine } from "@nivo/line";
import type { PriceLineChartProps } from "./price-line-chart";

/** The curves drawn by nivo; `PriceLineChart` loads it after hydration. */
export function NivoPriceLineChart({ series, marks, label, format, maxValue = 100 }: PriceLineChartProps) {
  return (
    <div className="h-72">
      <ResponsiveLine
        data={series.map((line) => ({
          id: line.id,
          data: line.points.map((point) => ({ x: point.amount, y: point.value })),
        }))}
        colors={series.map((line) => line.color)}
        xScale={{ type: "linear", min: "auto", max: "auto" }}
        yScale={{ type: "linear", min: 0, max: maxValue }}
        margin={{ top: 16, right: 24, bottom: 48, left: 48 }}
        axisBottom={{ format: (value) => format(Number(value)), tickRotation: -30 }}
        axisLeft={{ format: (value) => `${value}%` }}
        markers={marks.map((mark) => ({
          axis: "x" as const,
          value: mark.amount,
          legend: mark.legend,
          lineStyle: { stroke: "#0f172a", strokeWidth: 1, strokeDasharray: "4 4" },
          textStyle: { fill: "#0f172a", fontSize: 11 },
        }))}
        pointSize={6}
        useMesh
        legends={[
          {
            anchor: "top-right",
            direction: "column",
            itemWidth: 140,
            itemHeight: 18,
            translateX: 0,
            symbolSize: 10,
          },
        ]}
        role="img"
        ariaLabel={label}
        animate={false}
      />
    </div>
  );
}
