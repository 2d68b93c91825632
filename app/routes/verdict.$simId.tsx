import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Link,
  useLoaderData,
  useRouteError,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { ObjectionHeatmap } from "~/components/charts/objection-heatmap";
import { useReportRouteError } from "~/components/error-boundary";
import { METRIC_DEFINITIONS, type VerdictMetricKey } from "~/engine";
import { getPublicVerdict, VERDICT_NOT_FOUND } from "~/services/verdicts.server";
import { isPrefetch, trackServerEvent } from "~/utils/request-analytics.server";
import { panelFacts, ReportTitle } from "~/components/report-title";
import { SyntheticNote } from "~/components/synthetic-note";
import { intervalLabel } from "~/engine/intervals";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  if (!params.simId) throw new Response("No simulation ID provided", { status: 400 });
  const found = await getPublicVerdict(context.services.db, params.simId);
  if (!found) throw new Response(VERDICT_NOT_FOUND, { status: 404 });
  // A prefetch is not a view: nobody has seen the verdict yet.
  const { setCookie } = isPrefetch(request)
    ? { setCookie: null }
    : await trackServerEvent(context, request, "report_viewed", {
        report_type: "verdict",
        simulation_id: params.simId,
      });
  return data(
    { ...found, simId: params.simId },
    setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined,
  );
}

/**
 * The verdict never changes under the visitor: only a new URL loads it again,
 * not a fetcher elsewhere on the page (the cookie banner), so a view is one report_viewed.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod }) =>
  !formMethod && currentUrl.href !== nextUrl.href;

function MetricTile({
  metric,
  value,
  share,
}: {
  metric: VerdictMetricKey;
  value: string;
  /** For a share: its percentage and the panel size, to show its 90% interval. */
  share?: { percent: number; n: number };
}) {
  const { name, definition } = METRIC_DEFINITIONS[metric];
  return (
    <div className="flex flex-col gap-1 rounded-xl border bg-white p-4 shadow-sm">
      <dt className="text-sm font-medium text-slate-600">
        {name} <span className="uppercase text-slate-500">({metric})</span>
      </dt>
      <dd className="text-2xl font-bold">{value}</dd>
      {share && share.n > 0 ? (
        <dd className="text-xs text-slate-600">
          {intervalLabel(Math.round((share.percent * share.n) / 100), share.n)}
        </dd>
      ) : null}
      <dd className="text-xs text-slate-500">{definition}</dd>
    </div>
  );
}

export default function VerdictPage() {
  const { verdict, ranAt, simId } = useLoaderData<typeof loader>();
  const { metrics } = verdict;
  const size = verdict.panel_size ?? 0;
  const empty = verdict.objection_heatmap.length === 0 && metrics.confidence === 0;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8 px-6 py-12">
      <ReportTitle
        kind="Verdict"
        title={verdict.pitch}
        facts={panelFacts({ audience: verdict.audience, personas: verdict.panel_size, ranAt })}
      >
        <p className="text-sm text-slate-600">
          Computed by the persona engine from every persona&apos;s answer.
        </p>
        <SyntheticNote />
      </ReportTitle>
      {empty ? (
        <p role="status">No report data found.</p>
      ) : (
        <>
          <section aria-labelledby="metrics-title" className="flex flex-col gap-3">
            <h2 id="metrics-title" className="text-lg font-semibold">
              Metrics
            </h2>
            <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              <MetricTile metric="pcs" value={`${metrics.pcs}%`} share={{ percent: metrics.pcs, n: size }} />
              <MetricTile metric="vpr" value={`${metrics.vpr}%`} share={{ percent: metrics.vpr, n: size }} />
              <MetricTile metric="wtt" value={`${metrics.wtt}%`} share={{ percent: metrics.wtt, n: size }} />
              <MetricTile metric="confidence" value={`${metrics.confidence}/100`} />
            </dl>
            <div className="rounded-xl border bg-white p-4 shadow-sm">
              <h3 className="text-sm font-medium text-slate-600">
                {METRIC_DEFINITIONS.mhi.name} <span className="uppercase text-slate-500">(mhi)</span>
              </h3>
              <dl className="mt-2 grid grid-cols-3 gap-3">
                <div>
                  <dt className="text-sm">Must-have</dt>
                  <dd className="text-xl font-bold">{metrics.mhi.must_have}%</dd>
                  {size > 0 ? (
                    <dd className="text-xs text-slate-600">
                      {intervalLabel(Math.round((metrics.mhi.must_have * size) / 100), size)}
                    </dd>
                  ) : null}
                </div>
                <div>
                  <dt className="text-sm">Nice-to-have</dt>
                  <dd className="text-xl font-bold">{metrics.mhi.nice_to_have}%</dd>
                  {size > 0 ? (
                    <dd className="text-xs text-slate-600">
                      {intervalLabel(Math.round((metrics.mhi.nice_to_have * size) / 100), size)}
                    </dd>
                  ) : null}
                </div>
                <div>
                  <dt className="text-sm">No need</dt>
                  <dd className="text-xl font-bold">{metrics.mhi.no_need}%</dd>
                  {size > 0 ? (
                    <dd className="text-xs text-slate-600">
                      {intervalLabel(Math.round((metrics.mhi.no_need * size) / 100), size)}
                    </dd>
                  ) : null}
                </div>
              </dl>
              <p className="mt-2 text-xs text-slate-500">{METRIC_DEFINITIONS.mhi.definition}</p>
            </div>
          </section>
          <section aria-labelledby="heatmap-title" className="flex flex-col gap-3">
            <h2 id="heatmap-title" className="text-lg font-semibold">
              Objection heatmap
            </h2>
            {verdict.objection_heatmap.length ? (
              <ObjectionHeatmap rows={verdict.objection_heatmap} simulationId={simId} />
            ) : (
              <p>No objections were raised.</p>
            )}
          </section>
          <section aria-labelledby="next-title" className="flex flex-col gap-2">
            <h2 id="next-title" className="text-lg font-semibold">
              Next steps
            </h2>
            <ol className="list-decimal pl-6">
              {verdict.next_step.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
        </>
      )}
      <Link to="/pulse" className="btn-secondary self-start">
        Test Another Idea
      </Link>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data ? `Verdict: ${data.verdict.pitch.slice(0, 50)} | Sounding Board` : "Verdict | Sounding Board",
  },
  ...(data ? [{ name: "description", content: data.verdict.pitch.slice(0, 160) }] : []),
];

export function ErrorBoundary() {
  const error = useRouteError();
  useReportRouteError(error);
  const message =
    isRouteErrorResponse(error) && error.status < 500 && typeof error.data === "string"
      ? error.data
      : "An error occurred.";
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 px-6 py-20">
      <h1 className="text-2xl font-bold">Verdict</h1>
      <p role="alert">{message}</p>
      <Link to="/" className="btn-primary self-start">
        Back to Home
      </Link>
    </div>
  );
}
