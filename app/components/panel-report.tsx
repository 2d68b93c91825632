import { calibrationBadge, type PanelReport } from "~/engine";
import { cn } from "~/utils/misc";
import { formatDateTime } from "~/utils/format";

const BADGE_TONE = {
  High: "bg-emerald-100 text-emerald-800",
  Good: "bg-sky-100 text-sky-800",
  Fair: "bg-amber-100 text-amber-800",
} as const;

const IMPACT_TONE = {
  positive: "border-emerald-300",
  negative: "border-rose-300",
  neutral: "border-slate-300",
} as const;

function percent(rate: number): string {
  return `${Math.round(rate * 100)}%`;
}

/** The panel feedback report of the idea check: every figure comes from the simulated panel. */
export function PanelReportView({ report }: { report: PanelReport }) {
  const badge = calibrationBadge(report.calibration_info.correlation_score);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <span className={cn("rounded-full px-3 py-1 text-sm font-semibold", BADGE_TONE[badge])}>
          {badge} calibration
        </span>
        <span className="text-sm text-slate-600">
          r = {report.calibration_info.correlation_score} on {report.calibration_info.sample_size} human
          concept tests it was never fitted on ·{" "}
          <a href="/methodology" className="text-brand-700 underline">
            How we measure this
          </a>
        </span>
      </div>

      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        {[
          ["Confidence score", percent(report.confidence_score)],
          ["Panel agreement", percent(1 - report.disagreement_index)],
          ["Panel size", `${report.panel_size} personas`],
        ].map(([label, value]) => (
          <div key={label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="text-sm text-slate-500">{label}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>

      <section className="rounded-xl border border-slate-200 bg-white p-5" aria-labelledby="panel-changes">
        <h2 id="panel-changes" className="mb-3 text-lg font-semibold">
          Top three changes
        </h2>
        <ol className="list-decimal space-y-2 pl-5">
          {report.top_three_changes.map((change) => (
            <li key={change}>{change}</li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="panel-themes">
        <h2 id="panel-themes" className="mb-3 text-lg font-semibold">
          Key themes
        </h2>
        <ul className="grid gap-4 md:grid-cols-2">
          {report.win_lose_themes.map((theme) => (
            <li
              key={`${theme.impact}-${theme.theme}`}
              className={cn("rounded-xl border-l-4 bg-white p-4 shadow-sm", IMPACT_TONE[theme.impact])}
            >
              <p className="font-medium">{theme.theme}</p>
              <p className="text-sm text-slate-500">
                {theme.impact} · {theme.affected_personas} personas · average {theme.score}/10
              </p>
              {theme.quotes.map((quote) => (
                <blockquote key={quote} className="mt-2 text-sm italic text-slate-700">
                  “{quote}”
                </blockquote>
              ))}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="panel-segments">
        <h2 id="panel-segments" className="mb-3 text-lg font-semibold">
          Segment analysis
        </h2>
        <table className="w-full text-left text-sm">
          <thead className="text-slate-500">
            <tr>
              <th className="py-2">Segment</th>
              <th>Size</th>
              <th>Average score</th>
              <th>Likes</th>
              <th>Dislikes</th>
            </tr>
          </thead>
          <tbody>
            {report.segment_breakdown.map((segment) => (
              <tr key={segment.segment} className="border-t border-slate-200 align-top">
                <td className="py-2 font-medium">{segment.segment}</td>
                <td>{segment.size}</td>
                <td>{segment.avg_score}/10</td>
                <td>{segment.likes.join(", ") || "—"}</td>
                <td>{segment.dislikes.join(", ") || "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section className="rounded-xl bg-slate-50 p-5 text-sm text-slate-700" aria-labelledby="panel-method">
        <h2 id="panel-method" className="mb-2 text-lg font-semibold text-slate-900">
          Methodology
        </h2>
        <p>
          {report.panel_size} simulated personas each scored the idea from 1 to 5 with their own reasons and
          concerns. Scores are shown out of 10. Panel agreement is one minus the spread of scores (standard
          deviation over 2). The confidence score weighs the calibration ({report.calibration_info.name},
          correlation {report.calibration_info.correlation_score}), the panel size and the agreement.
          Calibration badges: High at 0.7 or more, Good at 0.6 or more, else Fair. The personas are simulated,
          not real people.
        </p>
        <p className="mt-2 text-xs text-slate-500">
          Generated <time dateTime={report.generated_at}>{formatDateTime(report.generated_at)}</time>
        </p>
      </section>
    </div>
  );
}
