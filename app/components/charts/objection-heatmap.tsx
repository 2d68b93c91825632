import type { VerdictObjection } from "~/engine";
import { lazyChart } from "./lazy-chart";

const Chart = lazyChart(() =>
  import("./objection-heatmap-nivo").then((module) => module.NivoObjectionHeatmap),
);

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

/** The text on a `heatColour` cell, dark or white for contrast. */
export function heatTextColour(pct: number): string {
  return pct >= STRONG_FROM ? "#ffffff" : "#0f172a";
}

/** "42% (90% interval 34-50%)", or the bare share for a verdict stored before intervals were kept. */
export function shareText(row: VerdictObjection): string {
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
export function ObjectionTable({ rows }: { rows: VerdictObjection[] }) {
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

/**
 * The verdict's objections: the table on the server and without JavaScript,
 * a nivo heatmap once loaded after hydration (with the quotes below it and
 * the full table for screen readers).
 */
export function ObjectionHeatmap({
  rows,
  simulationId,
}: {
  rows: VerdictObjection[];
  simulationId?: string | null;
}) {
  return (
    <Chart
      rows={rows}
      simulationId={simulationId}
      fallback={
        <div className="overflow-x-auto">
          <ObjectionTable rows={rows} />
        </div>
      }
    />
  );
}
