import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ComparisonHeader } from "~/components/compare/comparison-header";
import { ComparisonResultView } from "~/components/compare/comparison-result";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { comparisonView, getSharedComparison } from "~/services/comparisons.server";

/** GET /compare/{id}: a comparison its owner shared, readable by anyone with the link. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const stored = params.id ? await getSharedComparison(context.services.db, params.id) : undefined;
  const view = stored ? comparisonView(stored) : null;
  if (!view?.result) throw new Response("Comparison not found", { status: 404 });
  return { view };
}

export default function SharedComparison() {
  const { view } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8">
      <ComparisonHeader view={view} />
      <ComparisonResultView
        result={view.result!}
        personaCount={view.personaCount}
        texts={Object.fromEntries(view.runs.map((run) => [run.key, run.text]))}
      />
      <p className="text-sm">
        <Link to="/app/compare" className="font-medium text-brand-700 hover:underline">
          Compare your own ideas with Sounding Board
        </Link>
      </p>
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Shared comparison | Sounding Board" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
