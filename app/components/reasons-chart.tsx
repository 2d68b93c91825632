import { lazyChart } from "./charts/lazy-chart";
import type { QuickReasonView } from "./quick-validation";

const Chart = lazyChart(() => import("./reasons-chart-nivo").then((module) => module.NivoReasonsChart));

export const SENTIMENT_COLORS: Record<QuickReasonView["sentiment"], string> = {
  positive: "#16a34a",
  negative: "#dc2626",
  neutral: "#94a3b8",
};

/**
 * The quick validation's top reasons as columns: plain HTML on the server and
 * without JavaScript, a nivo bar chart once loaded after hydration, with the
 * counts as a list below either way.
 */
export function ReasonsChart({ reasons }: { reasons: QuickReasonView[] }) {
  const max = Math.max(1, ...reasons.map((reason) => reason.count));
  const fallback = (
    <div className="flex h-full items-end gap-6 border-b border-l border-slate-300 px-4" aria-hidden>
      {reasons.map((reason) => (
        <div key={reason.reason} className="flex h-full flex-1 flex-col justify-end">
          <div
            className="rounded-t"
            style={{
              height: `${(reason.count / max) * 100}%`,
              backgroundColor: SENTIMENT_COLORS[reason.sentiment],
            }}
          />
        </div>
      ))}
    </div>
  );
  return (
    <figure className="flex flex-col gap-3">
      <div className="h-72">
        <Chart reasons={reasons} fallback={fallback} />
      </div>
      <figcaption className="text-xs text-slate-500">Number of People per reason</figcaption>
      <ul className="flex flex-col gap-1 text-sm text-slate-700">
        {reasons.map((reason) => (
          <li key={reason.reason} className="flex items-center gap-2">
            <span
              aria-hidden
              className="h-3 w-3 rounded-sm"
              style={{ backgroundColor: SENTIMENT_COLORS[reason.sentiment] }}
            />
            {reason.reason}: <strong className="text-slate-900">{reason.count}</strong>
          </li>
        ))}
      </ul>
    </figure>
  );
}
