import { Link } from "@remix-run/react";
import { useEffect, useState, type ReactNode } from "react";
import type { CrossTab } from "~/engine/cross-tabs";
import type { PersonaPage, ReportSummary } from "~/utils/report-page";
import { cn } from "~/utils/misc";
import { OutcomeBar } from "./outcome-bar";
import { ShareIntervalNote } from "./share-interval";
import { ownCalibrationSummary } from "~/engine/calibration-info";
import { SyntheticNote } from "../synthetic-note";
import { WhoSaysYes } from "./who-says-yes";
import { PersonaChatContext } from "./persona-card";
import { PersonaList } from "./persona-list";

/** Shown when a report lacks its stats (core-app §2): 37, 28 and 45 out of 100. */
const FALLBACK_STATS = { adopt: 37, mixed: 28, notInterested: 45, total: 100 };

const CONFIDENCE_STYLE: Record<string, string> = {
  High: "bg-emerald-50 text-emerald-700 ring-emerald-200",
  Medium: "bg-amber-50 text-amber-800 ring-amber-200",
  Low: "bg-slate-100 text-slate-700 ring-slate-200",
};

function statValue(report: ReportSummary, id: string): number | undefined {
  return report.custom_insights?.find((stat) => stat.id === id)?.value;
}

export function ReportView({
  report,
  whoSaysYes,
  personas,
  exportBase,
  canChat = false,
  aboutThePanel,
}: {
  report: ReportSummary;
  /** Adoption by age, gender, country, job and budget, computed on the server. */
  whoSaysYes: CrossTab[];
  /** The page of personas the URL's search and filter ask for. */
  personas: PersonaPage;
  exportBase: string;
  /** Signed-in viewers get a "Chat with …" link on every persona card. */
  canChat?: boolean;
  /** What the panel read and who answered: after the answer and its reasons, before the breakdowns. */
  aboutThePanel?: ReactNode;
}) {
  const adopt = statValue(report, "would_try");
  const stats =
    adopt === undefined
      ? FALLBACK_STATS
      : {
          adopt,
          mixed: statValue(report, "mixed") ?? 0,
          notInterested: statValue(report, "not_interested") ?? 0,
          total: report.custom_insights[0]?.total ?? report.persona_total,
        };
  const percent = stats.total ? Math.round((stats.adopt / stats.total) * 100) : 0;
  const willingToPay = statValue(report, "willing_to_pay");

  return (
    <section aria-labelledby="results-title" className="flex flex-col gap-6">
      <StickySummary headlineId="results-title">
        <span className="font-semibold text-slate-900">
          {stats.adopt} of {stats.total} would try it ({percent}%)
        </span>
        <span className="text-slate-600">{report.confidence} confidence</span>
      </StickySummary>
      <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h2 id="results-title" className="text-2xl font-bold tracking-tight">
            {stats.adopt} of {stats.total} would try it ({percent}%)
          </h2>
          <span
            className={cn(
              "rounded-full px-3 py-1 text-sm font-medium ring-1",
              CONFIDENCE_STYLE[report.confidence] ?? CONFIDENCE_STYLE.Low,
            )}
          >
            {report.confidence} confidence
          </span>
        </div>
        <ShareIntervalNote adopt={stats.adopt} total={stats.total} />
        <SyntheticNote
          calibration={
            report.user_calibration ? `yours, ${ownCalibrationSummary(report.user_calibration)}` : undefined
          }
        />
        <OutcomeBar outcome={stats} simulationId={report.simulation_id} />
        {willingToPay !== undefined ? (
          <p className="text-sm text-slate-600">
            <strong className="text-slate-900">{willingToPay}</strong> of {stats.total} would pay: they would
            try it and raised no concern about the cost.
          </p>
        ) : null}
        {report.executive_summary ? <p className="text-slate-700">{report.executive_summary}</p> : null}
        {report.executive_insights?.next_step ? (
          <p className="rounded-lg bg-brand-50 p-3 text-sm text-brand-700">
            <strong>Next step:</strong> {report.executive_insights.next_step}
          </p>
        ) : null}
      </div>

      <div className="grid gap-4 md:grid-cols-2">
        <RankedList
          title="Top reasons"
          tone="positive"
          items={report.top_reasons ?? []}
          total={stats.total}
        />
        <RankedList
          title="Top blockers"
          tone="negative"
          items={report.top_blockers ?? []}
          total={stats.total}
        />
      </div>

      {report.executive_insights?.key_findings?.length ? (
        <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <h3 className="mb-2 text-lg font-semibold">Key findings</h3>
          <ul className="list-disc space-y-1 pl-5 text-slate-700">
            {report.executive_insights.key_findings.map((finding) => (
              <li key={finding}>{finding}</li>
            ))}
          </ul>
        </div>
      ) : null}

      {aboutThePanel}

      <WhoSaysYes tabs={whoSaysYes} csvHref={`${exportBase}?format=csv&table=who-says-yes`} />

      <p className="text-sm">
        <Link
          to={`/app/simulation/${report.simulation_id}/price-test`}
          className="font-medium text-brand-700 hover:underline"
        >
          Test other prices on this panel
        </Link>{" "}
        <span className="text-slate-600">
          (Van Westendorp and demand at each price, on the same personas)
        </span>
      </p>

      <PersonaChatContext.Provider value={canChat}>
        <PersonaList page={personas} simulationId={report.simulation_id} />
      </PersonaChatContext.Provider>

      <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
        <Link to="/app" className="btn-primary">
          Run New Simulation
        </Link>
        <a href={`${exportBase}?format=json`} download className="btn-secondary">
          Export JSON
        </a>
        <a href={`${exportBase}?format=csv`} download className="btn-secondary">
          Export CSV
        </a>
      </div>
    </section>
  );
}

/**
 * On a desktop, once the headline has scrolled away, a slim bar keeps it in
 * view while reading on. A visual aid only (the heading says it), and only
 * with JavaScript, which knows when the headline is out of sight.
 */
function StickySummary({ headlineId, children }: { headlineId: string; children: ReactNode }) {
  const [away, setAway] = useState(false);
  useEffect(() => {
    const headline = document.getElementById(headlineId);
    if (!headline || typeof IntersectionObserver === "undefined") return;
    // Away only once scrolled past (above the sticky header), not while still below.
    const observer = new IntersectionObserver(
      ([entry]) => setAway(entry ? !entry.isIntersecting && entry.boundingClientRect.top < 56 : false),
      { rootMargin: "-56px 0px 0px 0px" },
    );
    observer.observe(headline);
    return () => observer.disconnect();
  }, [headlineId]);
  return (
    <div
      aria-hidden="true"
      data-print="hide"
      className={cn("sticky top-16 z-20 -mb-6 h-0 overflow-visible", away ? "lg:visible" : "invisible")}
    >
      <div className="hidden items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white/95 px-4 py-2 text-sm shadow-md backdrop-blur lg:flex">
        {children}
      </div>
    </div>
  );
}

function RankedList({
  title,
  tone,
  items,
  total,
}: {
  title: string;
  tone: "positive" | "negative";
  items: Array<{ label: string; count: number }>;
  total: number;
}) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h3 className="mb-3 text-lg font-semibold">{title}</h3>
      {items.length === 0 ? (
        <p className="text-sm text-slate-500">None stood out.</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {items.slice(0, 3).map((item) => (
            <li key={item.label} className="flex flex-col gap-1">
              <div className="flex justify-between gap-3 text-sm">
                <span>{item.label}</span>
                <span className="shrink-0 text-slate-500">~{item.count} personas</span>
              </div>
              <div className="h-2 rounded-full bg-slate-100" aria-hidden>
                <div
                  className={cn("h-2 rounded-full", tone === "positive" ? "bg-emerald-500" : "bg-rose-500")}
                  style={{ width: `${Math.min(100, (item.count / (total || 1)) * 100)}%` }}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
