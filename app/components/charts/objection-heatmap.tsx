import { ResponsiveHeatMap } from "@nivo/heatmap";
import { useState } from "react";
import { ClientOnly } from "remix-utils/client-only";
import type { VerdictObjection } from "~/engine";
import { useChartAnalytics } from "./use-chart-analytics";

const COLUMN = "Share of panel";
/** Room for the objections on the chart's axis, in pixels; less on a phone, where the cells need some. */
const AXIS_WIDTH = 250;
const NARROW_CHART = 560;
/** Characters of an objection per axis pixel: longer ones are cut; the table and the tooltip keep them whole. */
const CHARACTERS_PER_PIXEL = 34 / AXIS_WIDTH;

const WHITE = [255, 255, 255];
const ROSE_600 = [225, 29, 72];
const ROSE_800 = [159, 18, 57];
/** From this share on a cell is strong red with white text; below it pale with dark text. */
const STRONG_FROM = 30;

function mix(from: number[], to: number[], t: number): string {
  const channels = from.map((channel, index) => Math.round(channel + (to[index]! - channel) * t));
  return `rgb(${channels.join(", ")})`;
}

/**
 * A cell's colour as more of the panel raises the objection: pale to mid pink
 * (dark text) below STRONG_FROM %, rose-600 to rose-800 (white text) from it, so
 * the text on every cell keeps a contrast of at least 4.5:1.
 */
export function heatColour(pct: number): string {
  if (pct < STRONG_FROM) return mix(WHITE, ROSE_600, 0.1 + (Math.max(0, pct) / STRONG_FROM) * 0.45);
  return mix(ROSE_600, ROSE_800, Math.min(1, (pct - STRONG_FROM) / (100 - STRONG_FROM)));
}

function heatTextColour(pct: number): string {
  return pct >= STRONG_FROM ? "#ffffff" : "#0f172a";
}

/** "42% (90% interval 34-50%)", or the bare share for a verdict stored before intervals were kept. */
function shareText(row: VerdictObjection): string {
  return row.pct_low === undefined || row.pct_high === undefined
    ? `${row.pct}%`
    : `${row.pct}% (90% interval ${row.pct_low}-${row.pct_high}%)`;
}

/** The text a screen reader reads for the chart. */
export function heatmapSummary(rows: VerdictObjection[]): string {
  return `Objection heatmap, share of the panel raising each objection: ${rows
    .map((row) => `${row.label} ${shareText(row)}`)
    .join(", ")}`;
}

/** Every objection with its share and quotes: the server's HTML and the screen readers' version. */
function ObjectionTable({ rows }: { rows: VerdictObjection[] }) {
  return (
    <table className="w-full border-collapse text-left text-sm">
      <caption className="sr-only">Objections by share of the panel, with quotes</caption>
      <thead>
        <tr className="border-b">
          <th scope="col" className="p-2">
            Objection
          </th>
          <th scope="col" className="p-2">
            Share of panel
          </th>
          <th scope="col" className="p-2">
            What personas said
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} className="border-b align-top">
            <th scope="row" className="p-2 font-medium">
              {row.label}
            </th>
            <td
              className="p-2 text-center font-semibold"
              style={{ backgroundColor: heatColour(row.pct), color: heatTextColour(row.pct) }}
            >
              {shareText(row)}
            </td>
            <td className="p-2">
              <ul className="flex flex-col gap-1">
                {row.quotes.map((quote) => (
                  <li key={quote} className="italic text-slate-700">
                    {quote}
                  </li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function HeatmapChart({ rows, simulationId }: { rows: VerdictObjection[]; simulationId?: string | null }) {
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

/**
 * The verdict's objections: a nivo heatmap in the browser (with the quotes
 * below it and the full table for screen readers), the table on the server
 * and without JavaScript.
 */
export function ObjectionHeatmap({
  rows,
  simulationId,
}: {
  rows: VerdictObjection[];
  simulationId?: string | null;
}) {
  return (
    <ClientOnly
      fallback={
        <div className="overflow-x-auto">
          <ObjectionTable rows={rows} />
        </div>
      }
    >
      {() => <HeatmapChart rows={rows} simulationId={simulationId} />}
    </ClientOnly>
  );
}
