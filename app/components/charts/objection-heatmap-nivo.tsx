import { ResponsiveHeatMap } from "@nivo/heatmap";
import { useState } from "react";
import type { VerdictObjection } from "~/engine";
import { heatColour, heatmapSummary, heatTextColour, ObjectionTable, shareText } from "./objection-heatmap";
import { useChartAnalytics } from "./use-chart-analytics";

const COLUMN = "Share of panel";
/** Room for the objections on the chart's axis, in pixels; less on a phone, where the cells need some. */
const AXIS_WIDTH = 250;
const NARROW_CHART = 560;
/** Characters of an objection per axis pixel: longer ones are cut; the table and the tooltip keep them whole. */
const CHARACTERS_PER_PIXEL = 34 / AXIS_WIDTH;

/** The objections drawn by nivo, with the quotes and the screen readers' table; `ObjectionHeatmap` loads it after hydration. */
export function NivoObjectionHeatmap({
  rows,
  simulationId,
}: {
  rows: VerdictObjection[];
  simulationId?: string | null;
}) {
  const analytics = useChartAnalytics("objection_heatmap", simulationId);
  const byLabel = new Map(rows.map((row) => [row.label, row]));
  const data = rows.map((row) => ({ id: row.label, data: [{ x: COLUMN, y: row.pct }] }));
  // The chart's own width, once measured: on a phone the axis takes a little over half of it.
  const [width, setWidth] = useState<number | null>(null);
  const axisWidth = width !== null && width < NARROW_CHART ? Math.round(width * 0.55) : AXIS_WIDTH;
  const labelMax = Math.floor(axisWidth * CHARACTERS_PER_PIXEL);
  return (
    <div className="flex flex-col gap-4">
      <div style={{ height: `${rows.length * 44 + 36}px` }} data-chart="objection-heatmap">
        <ResponsiveHeatMap
          data={data}
          margin={{ top: 32, right: 8, bottom: 4, left: axisWidth }}
          onResize={(size) => setWidth(size.width)}
          valueFormat={(value) => `${value}%`}
          colors={(cell) => heatColour(cell.value ?? 0)}
          emptyColor="#f8fafc"
          labelTextColor={(cell) => heatTextColour(cell.value ?? 0)}
          borderColor="#ffffff"
          borderWidth={2}
          borderRadius={4}
          xInnerPadding={0}
          yInnerPadding={0}
          axisTop={{ tickSize: 0, tickPadding: 8 }}
          axisLeft={{
            tickSize: 0,
            tickPadding: 10,
            format: (label: string) => (label.length > labelMax ? `${label.slice(0, labelMax - 1)}…` : label),
          }}
          theme={{ text: { fontSize: 13, fill: "#0f172a" }, labels: { text: { fontWeight: 600 } } }}
          inactiveOpacity={0.6}
          tooltip={({ cell }) => {
            const row = byLabel.get(cell.serieId);
            return (
              <div className="max-w-xs rounded bg-slate-900 px-2 py-1 text-xs text-white">
                <p className="font-semibold">
                  {cell.serieId}: {row ? shareText(row) : cell.formattedValue} of the panel
                </p>
                {row?.quotes[0] ? <p className="mt-1 italic">{row.quotes[0]}</p> : null}
              </div>
            );
          }}
          onMouseEnter={analytics.tooltip}
          onClick={analytics.click}
          role="img"
          ariaLabel={heatmapSummary(rows)}
          animate={false}
        />
      </div>
      {/* What the personas said, for the eye; screen readers read it in the table below. */}
      <div aria-hidden className="flex flex-col gap-2">
        <p className="text-sm font-medium text-slate-600">What personas said</p>
        <ul className="grid gap-3 text-sm md:grid-cols-2">
          {rows.map((row) => (
            <li key={row.label} className="flex flex-col gap-1 rounded-lg bg-slate-50 p-3">
              <p className="font-medium text-slate-900">
                {row.label} <span className="font-normal text-slate-500">({shareText(row)})</span>
              </p>
              {row.quotes.map((quote) => (
                <p key={quote} className="italic text-slate-700">
                  {quote}
                </p>
              ))}
            </li>
          ))}
        </ul>
      </div>
      {/* A table keeps its content's width whatever its own: the 1 px box that hides it is a <div>. */}
      <div className="sr-only">
        <ObjectionTable rows={rows} />
      </div>
    </div>
  );
}
