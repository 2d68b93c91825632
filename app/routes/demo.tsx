import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { isRouteErrorResponse, Link, useFetcher, useLoaderData, useRouteError } from "@remix-run/react";
import { DecisionReportView } from "~/components/decision-report";
import type { DecisionReport } from "~/engine";
import { DEMO_TITLE, newDemoSeed, runDemo } from "~/services/demo.server";
import { DEMO_RATE_LIMIT_MESSAGE, refuseDemoRun, runTrackedDemo } from "~/utils/demo.server";
import { panelFacts, ReportTitle } from "~/components/report-title";
import { isPrefetch, withCookies } from "~/utils/request-analytics.server";

/**
 * GET /demo?seed=: the demo runs in the loader (it takes milliseconds), so
 * the report is there without JavaScript. "New Demo" is a link to a new
 * seed; with JavaScript it reruns through POST /api/demo/run instead.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const refused = await refuseDemoRun(context, request);
  if (refused) {
    throw new Response(DEMO_RATE_LIMIT_MESSAGE, {
      status: 429,
      statusText: "Too Many Requests",
      headers: refused.headers,
    });
  }
  const seed = new URL(request.url).searchParams.get("seed")?.trim().slice(0, 40) || newDemoSeed();
  // A prefetch computes the report, but nobody has seen it: no analytics for it.
  const { report, setCookie } = isPrefetch(request)
    ? { report: runDemo(seed, context.services.now()), setCookie: null }
    : await runTrackedDemo(context, request, seed, { path: "/demo" });
  const page = { report, title: DEMO_TITLE, nextSeed: newDemoSeed() };
  // A new analytics session's cookie, when the demo's events started one.
  return setCookie ? data(page, { headers: withCookies([setCookie]) }) : page;
}

export default function DemoPage() {
  const { report: loaded, title, nextSeed } = useLoaderData<typeof loader>();
  const fetcher = useFetcher<DecisionReport>();
  const running = fetcher.state !== "idle";
  const report: DecisionReport | null = fetcher.data ?? loaded;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <div
        className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-indigo-600 px-5 py-3 text-white"
        role="region"
        aria-label="Demo mode"
      >
        <p className="font-semibold">Demo Mode - Sample Report</p>
        <div className="flex gap-2">
          <Link
            to={`/demo?seed=${nextSeed}`}
            className="rounded-lg bg-white px-3 py-1.5 text-sm font-semibold text-indigo-700"
            aria-disabled={running || undefined}
            onClick={(event) => {
              event.preventDefault();
              if (!running) fetcher.submit(null, { method: "post", action: "/api/demo/run" });
            }}
          >
            New Demo
          </Link>
          <Link to="/app" className="rounded-lg border border-white px-3 py-1.5 text-sm font-semibold">
            Run Your Own
          </Link>
        </div>
      </div>

      {report && report.n > 0 ? <DemoHeader title={title} report={report} /> : null}

      {running ? (
        <div role="status" className="rounded-xl border border-slate-200 bg-white p-8 text-center">
          <p className="text-lg font-semibold">Running Demo Simulation...</p>
          <p className="text-slate-600">Generating realistic insights in under 3 seconds</p>
        </div>
      ) : report && report.n > 0 ? (
        <DecisionReportView report={report} />
      ) : (
        <p className="rounded-xl border border-slate-200 bg-white p-8 text-center">No report generated</p>
      )}

      <section className="rounded-xl bg-slate-900 p-8 text-center text-white" aria-labelledby="demo-cta">
        <h2 id="demo-cta" className="text-2xl font-bold">
          Ready to test your own idea?
        </h2>
        <div className="mt-4 flex justify-center gap-3">
          <Link to="/app" className="btn-primary">
            Run Idea Check
          </Link>
          <Link to="/" className="rounded-lg border border-white px-4 py-2 font-semibold">
            Learn More
          </Link>
        </div>
      </section>
    </div>
  );
}

/** What the demo tested, for whom and when: the report's title, as on every report page. */
function DemoHeader({ title, report }: { title: string; report: DecisionReport }) {
  return (
    <ReportTitle
      kind="Sample decision report"
      title={title}
      facts={panelFacts({ audience: report.cohort, personas: report.n, ranAt: report.generated_at })}
    >
      <div>
        <h2 className="text-sm font-medium text-slate-600">The idea tested</h2>
        <p className="mt-1 text-slate-800">{report.idea}</p>
      </div>
    </ReportTitle>
  );
}

export const meta: MetaFunction = () => [
  { title: "Demo report | Sounding Board" },
  { name: "description", content: "A sample decision report, computed live from 100 simulated personas." },
];

/** The spec's demo error view: 'Demo Error' with Try Again. */
export function ErrorBoundary() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? error.status === 429
      ? rateLimitMessage(error.data)
      : `Demo failed: ${error.statusText || error.status}`
    : "Failed to run demo";
  return (
    <div className="mx-auto flex max-w-xl flex-col items-start gap-4 px-6 py-20">
      <h1 className="text-3xl font-bold">Demo Error</h1>
      <p className="text-slate-600">{detail}</p>
      <Link to="/demo" reloadDocument className="btn-primary">
        Try Again
      </Link>
    </div>
  );
}

/** The 429's message: the page's text, or the API's {detail}. */
function rateLimitMessage(data: unknown): string {
  if (typeof data === "string" && data) return data;
  if (data && typeof data === "object" && "detail" in data && typeof data.detail === "string")
    return data.detail;
  return "Too many demo runs. Please wait a few minutes and try again.";
}
