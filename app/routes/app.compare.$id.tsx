import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, Link, useLoaderData, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { ComparisonHeader } from "~/components/compare/comparison-header";
import { ComparisonResultView } from "~/components/compare/comparison-result";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ProgressBar } from "~/components/progress-bar";
import { RunFailed } from "~/components/report/run-progress";
import {
  comparisonView,
  getOwnedComparison,
  shareComparison,
  type ComparisonView,
} from "~/services/comparisons.server";
import { readForm } from "~/utils/form.server";
import { getPageOwner } from "~/utils/simulation-owner.server";

const NOT_FOUND = "Comparison not found";
/** Seconds between refreshes of a running comparison without JavaScript. */
const REFRESH_SECONDS = 2;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const owner = await getPageOwner(context, request);
  const stored =
    owner && params.id ? await getOwnedComparison(context.services.db, params.id, owner) : undefined;
  if (!stored) throw new Response(NOT_FOUND, { status: 404 });
  const view = comparisonView(stored);
  return {
    view,
    sharedUrl: view.shared ? new URL(`/compare/${view.id}`, request.url).toString() : null,
    autoRefresh: view.status === "running" ? REFRESH_SECONDS : null,
  };
}

/** POST intent=share: anyone with the link may then read the comparison (not the variants' reports). */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const owner = await getPageOwner(context, request);
  const formData = await readForm(request);
  if (formData.get("intent") !== "share") throw new Response("Unknown action", { status: 400 });
  const shared =
    owner && params.id
      ? await shareComparison(context.services.db, params.id, owner, context.services.now())
      : false;
  if (!shared) throw new Response(NOT_FOUND, { status: 404 });
  return redirect(`/app/compare/${params.id}#share`);
}

function Progress({ view }: { view: ComparisonView }) {
  const revalidator = useRevalidator();
  // With JavaScript the page data refreshes itself; without, the page does (autoRefresh).
  useEffect(() => {
    const timer = setInterval(() => {
      if (revalidator.state === "idle") revalidator.revalidate();
    }, REFRESH_SECONDS * 1000);
    return () => clearInterval(timer);
  }, [revalidator]);
  const percent = view.progress.total ? (100 * view.progress.done) / view.progress.total : 0;
  return (
    <section
      aria-labelledby="comparison-progress"
      className="flex flex-col gap-3 rounded-2xl border border-brand-100 bg-brand-50 p-4 sm:p-6"
    >
      <h2 id="comparison-progress" className="font-semibold text-brand-700" aria-live="polite">
        Running the comparison...
      </h2>
      <ProgressBar percent={percent} label="Comparison progress" onWhite={false} />
      <p className="text-sm text-slate-600">
        {view.progress.done} of {view.progress.total} answers. This page updates by itself.
      </p>
    </section>
  );
}

export default function ComparisonPage() {
  const { view, sharedUrl } = useLoaderData<typeof loader>();
  const texts = Object.fromEntries(view.runs.map((run) => [run.key, run.text]));
  const reports = new Map(view.runs.map((run) => [run.key, `/app/simulation/${run.simulationId}`]));
  return (
    <article className="flex flex-col gap-6">
      <ComparisonHeader view={view} />
      {view.status === "running" ? <Progress view={view} /> : null}
      {view.status === "failed" ? (
        <RunFailed message="One of the variants could not be simulated, and its personas were refunded. Start the comparison again." />
      ) : null}
      {view.result ? (
        <>
          <div id="share" className="flex flex-wrap items-center gap-3 text-sm">
            <a href={`/app/compare/${view.id}/export?format=csv`} className="btn-secondary" download>
              Download CSV
            </a>
            <a href={`/app/compare/${view.id}/export?format=json`} className="btn-secondary" download>
              Download JSON
            </a>
            {sharedUrl ? (
              <p>
                Anyone with this link can read the comparison:{" "}
                <a href={sharedUrl} className="break-all text-brand-700 underline">
                  {sharedUrl}
                </a>
              </p>
            ) : (
              <Form method="post">
                <button type="submit" name="intent" value="share" className="btn-secondary">
                  Share
                </button>
              </Form>
            )}
          </div>
          <ComparisonResultView
            result={view.result}
            personaCount={view.personaCount}
            texts={texts}
            reportHref={(key) => reports.get(key) ?? null}
          />
        </>
      ) : null}
      <p>
        <Link to="/app/compare" className="text-sm font-medium text-brand-700 hover:underline">
          Start another comparison
        </Link>
      </p>
    </article>
  );
}

export const meta: MetaFunction = () => [{ title: "Comparison | Sounding Board" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
