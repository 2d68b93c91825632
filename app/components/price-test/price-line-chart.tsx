import { lazyChart } from "~/components/charts/lazy-chart";

export interface PriceSeries {
  id: string;
  color: string;
  points: { amount: number; value: number }[];
}

export interface PriceLineChartProps {
  series: PriceSeries[];
  marks: { amount: number; legend: string }[];
  /** What the chart shows, for screen readers. */
  label: string;
  format: (amount: number) => string;
  /** The top of the percentage axis: 100 unless the values are all small. */
  maxValue?: number;
}

const Chart = lazyChart(() => import("./price-line-chart-nivo").then((module) => module.NivoPriceLineChart));

/**
 * Curves over price as a nivo line chart, loaded after hydration; the page's
 * tables carry the same numbers for the server and without JavaScript.
 * `marks` draw vertical lines at named prices (the stated price, the optimal point).
 */
export function PriceLineChart(props: PriceLineChartProps) {
  return <Chart {...props} fallback={null} />;
}
