import { ResponsiveBar } from "@nivo/bar";
import type { VariantOutcome } from "~/engine/compare";
import { chartSummary, variantName } from "./comparison-chart";

const BAR = "#4f46e5";
const CONTROL_BAR = "#94a3b8";

/** The variants' bars with interval whiskers, drawn by nivo; `ComparisonChart` loads it after hydration. */
export function NivoComparisonChart({ outcomes }: { outcomes: readonly VariantOutcome[] }) {
  const data = outcomes.map((outcome) => ({ variant: variantName(outcome), share: outcome.percent }));
  const byName = new Map(outcomes.map((outcome) => [variantName(outcome), outcome]));
  return (
    <div style={{ height: `${outcomes.length * 48 + 40}px` }}>
      <ResponsiveBar
        data={data}
        keys={["share"]}
        indexBy="variant"
        layout="horizontal"
        valueScale={{ type: "linear", min: 0, max: 100 }}
        margin={{ top: 8, right: 24, bottom: 32, left: 90 }}
        padding={0.35}
        colors={({ indexValue }) => (String(indexValue) === "Control" ? CONTROL_BAR : BAR)}
        axisBottom={{ tickValues: [0, 25, 50, 75, 100], format: (value) => `${value}%` }}
        axisLeft={{ tickSize: 0, tickPadding: 8 }}
        enableGridX
        enableGridY={false}
        label={(bar) => `${bar.value}%`}
        labelTextColor="#ffffff"
        layers={[
          "grid",
          "axes",
          "bars",
          ({ bars, xScale }) =>
            bars.map((bar) => {
              const outcome = byName.get(String(bar.data.indexValue));
              if (!outcome) return null;
              const scale = xScale as unknown as (value: number) => number;
              const y = bar.y + bar.height / 2;
              return (
                <g key={bar.key} stroke="#0f172a" strokeWidth={1.5}>
                  <line x1={scale(outcome.low)} x2={scale(outcome.high)} y1={y} y2={y} />
                  <line x1={scale(outcome.low)} x2={scale(outcome.low)} y1={y - 6} y2={y + 6} />
                  <line x1={scale(outcome.high)} x2={scale(outcome.high)} y1={y - 6} y2={y + 6} />
                </g>
              );
            }),
        ]}
        tooltip={({ indexValue }) => {
          const outcome = byName.get(String(indexValue));
          return outcome ? (
            <div className="rounded bg-slate-900 px-2 py-1 text-xs text-white">
              {variantName(outcome)}: {outcome.percent}% (90% interval {outcome.low}-{outcome.high}%)
            </div>
          ) : null;
        }}
        role="img"
        ariaLabel={chartSummary(outcomes)}
        animate={false}
      />
    </div>
  );
}
