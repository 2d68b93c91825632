import { ResponsiveLine } from "@nivo/line";
import { ClientOnly } from "remix-utils/client-only";

export interface PriceSeries {
  id: string;
  color: string;
  points: { amount: number; value: number }[];
}

/**
 * Curves over price as a nivo line chart in the browser; the page's tables
 * carry the same numbers for the server and without JavaScript. `marks` draw
 * vertical lines at named prices (the stated price, the optimal point).
 */
export function PriceLineChart({
  series,
  marks,
  label,
  format,
  maxValue = 100,
}: {
  series: PriceSeries[];
  marks: { amount: number; legend: string }[];
  /** What the chart shows, for screen readers. */
  label: string;
  format: (amount: number) => string;
  /** The top of the percentage axis: 100 unless the values are all small. */
  maxValue?: number;
}) {
  return (
    <ClientOnly fallback={null}>
      {() => (
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
      )}
    </ClientOnly>
  );
}
