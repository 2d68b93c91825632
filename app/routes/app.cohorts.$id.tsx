import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useNavigate, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Modal } from "~/components/modal";
import { cohortStage, getOwnedCohort } from "~/services/cohorts.server";
import { requireUserId } from "~/utils/auth.server";
import { cn, invariantResponse } from "~/utils/misc";

/** How long 'Complete!' shows before the dialog closes. */
const COMPLETE_SHOWN_MS = 1000;
/** How often the page asks again while the cohort is being generated (with JavaScript). */
const POLL_MS = 500;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const userId = await requireUserId(context, request);
  const cohort = params.id ? await getOwnedCohort(context.services.db, params.id, userId) : undefined;
  invariantResponse(cohort, "Cohort not found", 404);
  const stage = cohortStage(cohort, context.services.now());
  return {
    cohort: { id: cohort.id, name: cohort.name, size: cohort.size },
    stage,
    doneTo: `/app?${new URLSearchParams({ audience: cohort.id, cohortCreated: cohort.id }).toString()}`,
    // Without JavaScript the page reloads itself while the cohort is being generated.
    autoRefresh: stage === "analyzing" || stage === "generating" ? 1 : null,
  };
}

/**
 * Where a custom cohort's creation stands, in the same dialog that started
 * it: the stage stored with the cohort, asked for again until it is
 * complete; then 'Complete!' for a second and back to the app with the
 * cohort chosen as the audience.
 */
export default function CohortProgress() {
  const { cohort, stage, doneTo } = useLoaderData<typeof loader>();
  const { revalidate } = useRevalidator();
  const navigate = useNavigate();
  const working = stage === "analyzing" || stage === "generating";

  useEffect(() => {
    if (!working) return;
    const timer = setInterval(revalidate, POLL_MS);
    return () => clearInterval(timer);
  }, [working, revalidate]);

  useEffect(() => {
    if (stage !== "complete") return;
    const timer = setTimeout(() => navigate(doneTo, { replace: true }), COMPLETE_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [stage, doneTo, navigate]);

  const steps = ["analyzing", "generating", "complete"] as const;
  const reached = stage === "failed" ? 0 : steps.indexOf(stage) + 1;
  const text =
    stage === "analyzing"
      ? "Analyzing your description..."
      : stage === "generating"
        ? `Generating ${cohort.size} custom personas...`
        : stage === "complete"
          ? "Complete!"
          : "Failed to create cohort";

  return (
    <Modal title="Create custom cohort" closeTo="/app" description={`“${cohort.name}”`}>
      <div className="flex flex-col gap-4">
        <div aria-hidden className="flex gap-1.5">
          {steps.map((step, index) => (
            <span
              key={step}
              className={cn(
                "h-1.5 flex-1 rounded-full",
                index < reached ? "bg-brand-600" : "bg-slate-200",
                working && index === reached - 1 && "animate-pulse",
              )}
            />
          ))}
        </div>
        {stage === "failed" ? (
          <>
            <p
              role="alert"
              className="rounded-lg border border-rose-200 bg-rose-50 px-3 py-2 text-sm text-rose-800"
            >
              {text}
            </p>
            <Link to="/app/cohorts/new" className="btn-primary self-start">
              Try again
            </Link>
          </>
        ) : (
          <p role="status" className="text-base font-medium text-slate-800">
            {text}
          </p>
        )}
        {stage === "complete" ? (
          <>
            {/* Without JavaScript, the dialog closes by this refresh a second later. */}
            <noscript>
              <meta httpEquiv="refresh" content={`${COMPLETE_SHOWN_MS / 1000};url=${doneTo}`} />
            </noscript>
            <Link to={doneTo} replace className="btn-secondary self-start [.js_&]:hidden">
              Continue
            </Link>
          </>
        ) : null}
      </div>
    </Modal>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.cohort.name}: creating cohort | Sounding Board` : "Cohort | Sounding Board" },
];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
