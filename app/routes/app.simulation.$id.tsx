import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Link,
  Outlet,
  useActionData,
  useLoaderData,
  useRouteError,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { z } from "zod";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { constraintOf } from "~/forms/constraint.server";
import { FeedbackSchema } from "~/forms/feedback.server";
import { IdeaCorrectionSchema } from "~/forms/idea-corrections.server";
import { RedrawSchema } from "~/forms/redraw-panel.server";
import { FeedbackForm, FeedbackPopup } from "~/components/feedback";
import { IdeaReadingSection } from "~/components/report/idea-reading";
import { PanelDrawsSection } from "~/components/report/panel-draws";
import { ReportView } from "~/components/report/report-view";
import { panelFacts, ReportTitle } from "~/components/report-title";
import { PrintButton } from "~/components/print-button";
import { ShareButton } from "~/components/share-button";
import { RunFailed, RunProgress } from "~/components/report/run-progress";
import { InsufficientCreditsDialog, SignUpGateDialog } from "~/components/run-dialogs";
import { ownCalibrationSummary } from "~/engine/calibration-info";
import { InsufficientCreditsError } from "~/services/credits.server";
import {
  correctionsForRerun,
  GuestRunUsedError,
  readingOfRun,
  readPrice,
  rerunWithCorrections,
} from "~/services/idea-corrections.server";
import { runEventOf } from "~/services/run-events.server";
import { panelDrawsOf, redrawPanel } from "~/services/panel-draws.server";
import type { Starter } from "~/services/runs.server";
import { stablePanelSeed, UnknownCohortError, type Owner } from "~/services/simulations.server";
import {
  isPrefetch,
  trackServerEvent,
  trackSimulationStarted,
  withCookies,
} from "~/utils/request-analytics.server";
import { NOTHING_CORRECTED_MESSAGE, UNREADABLE_PRICE_MESSAGE } from "~/utils/idea-corrections";
import { requirePageRun, requirePageSimulation } from "~/utils/simulation-owner.server";
import { readForm } from "~/utils/form.server";
import { runStarter } from "~/utils/run-starter.server";
import { loadReportOfRun, reportOfRun, UNREADABLE_REPORT_MESSAGE } from "~/services/stored-report.server";
import { reportPageOf } from "~/services/report-page.server";

/** How long a run may take before the page gives up on it (the spec's 120 polls of 3 s). */
const TIMEOUT_MS = 120 * 3000;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { simulation, owner } = await requirePageRun(context, request, params.id);
  const final = simulation.status === "completed" || simulation.status === "failed";
  const timedOut =
    !final && context.services.now().getTime() - new Date(simulation.created_at).getTime() > TIMEOUT_MS;
  const viewed = await trackReportViewed(context, request, simulation);
  const report =
    simulation.status === "completed" ? await loadReportOfRun(context.services.db, simulation) : null;
  // The summary and one page of personas per group, never the whole panel.
  const shown = report ? reportPageOf(report, new URL(request.url).searchParams) : null;
  const page = {
    simulation: {
      id: simulation.id,
      goal: simulation.goal,
      cohortId: simulation.cohort_id,
      cohortName: simulation.cohort_name,
      size: simulation.persona_count,
      createdAt: simulation.created_at,
      status: simulation.status,
      errorMessage: simulation.error_message,
      message: simulation.message,
    },
    run: runEventOf(simulation),
    report: shown?.report ?? null,
    whoSaysYes: shown?.whoSaysYes ?? null,
    personas: shown?.personas ?? null,
    // A finished run whose stored report this release cannot read says so, and nothing crashes.
    reportProblem:
      simulation.status === "completed" && simulation.report_bytes !== null && !report
        ? UNREADABLE_REPORT_MESSAGE
        : null,
    // What the panel read, with the form to correct it: for a finished report only.
    reading: report ? readingOfRun(simulation, report) : null,
    // The same idea on other panels of this audience, when there are any.
    panels: report ? await panelDrawsOf(context.services.db, simulation) : null,
    stablePanel: simulation.seed === stablePanelSeed(simulation.cohort_id),
    timedOut,
    guest: owner.kind === "guest",
    // Without JavaScript the page reloads itself until the run is done.
    autoRefresh: final || timedOut ? null : 2,
    constraints: {
      correction: constraintOf(IdeaCorrectionSchema),
      feedback: constraintOf(FeedbackSchema),
    },
  };
  // A new analytics session's cookie, when report_viewed started one.
  return viewed.setCookie ? data(page, { headers: withCookies([viewed.setCookie]) }) : page;
}

const UNKNOWN_COHORT_MESSAGE = "This audience is no longer available: start a new simulation from /app";

/** POST: correct how the panel read the idea and start a new run with the corrections. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const run = await requirePageSimulation(context, request, params.id);
  const formData = await readForm(request);
  switch (formData.get("intent")) {
    case "correct":
      return correctAndRunAgain(context, request, run, formData);
    case "redraw":
      return runAgain(
        context,
        request,
        run.owner,
        parseWithZod(formData, { schema: RedrawSchema }),
        (starter) => redrawPanel(context.services, starter, run.simulation),
      );
    default:
      return data({ result: null, modal: null }, { status: 400 });
  }
}

async function correctAndRunAgain(
  context: ActionFunctionArgs["context"],
  request: Request,
  { simulation, owner }: Awaited<ReturnType<typeof requirePageSimulation>>,
  formData: FormData,
) {
  const { reading } = readingOfRun(simulation, reportOfRun(simulation));
  const submission = parseWithZod(formData, {
    schema: IdeaCorrectionSchema.superRefine((value, ctx) => {
      if (value.price && readPrice(value.price) === null) {
        ctx.addIssue({ code: "custom", path: ["price"], message: UNREADABLE_PRICE_MESSAGE });
      }
    }).transform((value, ctx) => {
      const corrections = correctionsForRerun(simulation, reading, value);
      if (!corrections) {
        ctx.addIssue({ code: "custom", message: NOTHING_CORRECTED_MESSAGE });
        return z.NEVER;
      }
      return corrections;
    }),
  });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), modal: null }, { status: 400 });
  }
  return runAgain(context, request, owner, submission, (starter) =>
    rerunWithCorrections(context.services, starter, simulation, submission.value),
  );
}

/**
 * Starts a follow-up run of this report (corrected, or on a new panel) the
 * way /app starts one: a guest who has had their free run gets the sign-up
 * gate, a user without enough personas the purchase dialog.
 */
async function runAgain(
  context: ActionFunctionArgs["context"],
  request: Request,
  owner: Owner,
  submission: { reply: Submission<unknown>["reply"] },
  start: (starter: Starter) => ReturnType<typeof redrawPanel>,
) {
  try {
    const starter = runStarter(context, request, owner);
    const next = await start(starter);
    const tracked = await trackSimulationStarted(context, request, next, starter.analytics);
    return redirect(`/app/simulation/${next.id}`, { headers: withCookies([tracked.setCookie]) });
  } catch (error) {
    if (error instanceof GuestRunUsedError) {
      return data({ result: submission.reply(), modal: { kind: "signup-gate" as const } }, { status: 403 });
    }
    if (error instanceof UnknownCohortError) {
      return data(
        { result: submission.reply({ formErrors: [UNKNOWN_COHORT_MESSAGE] }), modal: null },
        { status: 400 },
      );
    }
    if (!(error instanceof InsufficientCreditsError)) throw error;
    return data(
      { result: submission.reply(), modal: { kind: "insufficient" as const, ...error.sufficiency } },
      { status: 402 },
    );
  }
}

/**
 * report_viewed when the completed report is shown: the page itself (a
 * document, or the data of a client-side navigation or of the revalidation
 * when a run ends), not a prefetch, not a nested chat dialog's load. The
 * running page's refreshes show no report and record nothing.
 */
async function trackReportViewed(
  context: LoaderFunctionArgs["context"],
  request: Request,
  simulation: { id: string; status: string; report_bytes: number | null },
) {
  const path = new URL(request.url).pathname.replace(/\/+$/, "");
  if (
    simulation.status !== "completed" ||
    !simulation.report_bytes ||
    request.method !== "GET" ||
    isPrefetch(request) ||
    path !== `/app/simulation/${simulation.id}`
  ) {
    return { recorded: false, setCookie: null };
  }
  return trackServerEvent(context, request, "report_viewed", {
    report_type: "simulation",
    simulation_id: simulation.id,
  });
}

/** Searching and filtering the personas fetch only the persona page (PersonaList): the report stays. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  formAction,
  defaultShouldRevalidate,
}) => {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search)
    return false;
  // A chat message or feedback changes nothing in the report.
  if (formMethod && formAction && /^\/feedback\b|\/chat\//.test(formAction)) return false;
  return defaultShouldRevalidate;
};

export default function SimulationPage() {
  const {
    simulation,
    run,
    report,
    whoSaysYes,
    personas,
    reportProblem,
    reading,
    panels,
    stablePanel,
    timedOut,
    guest,
    constraints,
  } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const here = `/app/simulation/${simulation.id}`;
  const restore = new URLSearchParams({
    idea: simulation.goal,
    audience: simulation.cohortId,
    size: String(simulation.size),
  });

  return (
    <section aria-labelledby="idea-testing-title" className="flex flex-col gap-6">
      {/* The idea is the report's title: what was tested, for whom, how many, when. */}
      <ReportTitle
        kind={report ? "Report" : simulation.status === "failed" ? "Simulation failed" : "Simulation"}
        title={simulation.goal}
        titleId="idea-testing-title"
        facts={[
          ...panelFacts({
            audience: simulation.cohortName,
            personas: simulation.size,
            ranAt: simulation.createdAt,
          }),
          ...(report?.user_calibration
            ? [{ label: "Calibrated on", value: ownCalibrationSummary(report.user_calibration) }]
            : []),
        ]}
      >
        {guest ? <p className="text-sm text-slate-600">Guest mode • Results not saved</p> : null}
        <div className="flex flex-wrap gap-2">
          <Link to={`/app?${restore.toString()}`} className="btn-secondary">
            Edit and run again
          </Link>
          <Link to="/app" className="btn-secondary">
            New simulation
          </Link>
          {report ? <PrintButton /> : null}
          {report ? <ShareButton simulationId={simulation.id} /> : null}
        </div>
      </ReportTitle>

      {report && whoSaysYes && personas ? (
        <>
          <ReportView
            report={report}
            whoSaysYes={whoSaysYes}
            personas={personas}
            exportBase={`/app/simulation/${simulation.id}/export`}
            canChat={!guest}
            aboutThePanel={
              <>
                {reading ? (
                  <IdeaReadingSection
                    simulationId={simulation.id}
                    personaCount={simulation.size}
                    reading={reading.reading}
                    recorded={reading.recorded}
                    lastResult={actionData?.result}
                    constraint={constraints.correction}
                  />
                ) : null}
                <PanelDrawsSection
                  simulationId={simulation.id}
                  audience={simulation.cohortName}
                  personaCount={simulation.size}
                  stable={stablePanel}
                  draws={panels}
                  guest={guest}
                />
              </>
            }
          />
          <FeedbackForm simulationId={simulation.id} constraint={constraints.feedback} />
          <FeedbackPopup simulationId={simulation.id} />
        </>
      ) : simulation.status === "failed" ? (
        <RunFailed message={simulation.errorMessage ?? simulation.message ?? "Simulation failed"} />
      ) : timedOut ? (
        <RunFailed message="Simulation timeout" />
      ) : simulation.status === "completed" ? (
        <RunFailed message={reportProblem ?? "Failed to load simulation report"} />
      ) : (
        <RunProgress
          key={run.id === 1 ? simulation.id : `${simulation.id}-${run.id}`}
          simulationId={simulation.id}
          initial={run}
        />
      )}
      {actionData?.modal?.kind === "signup-gate" ? <SignUpGateDialog closeTo={here} /> : null}
      {actionData?.modal?.kind === "insufficient" ? (
        <InsufficientCreditsDialog
          required={actionData.modal.required}
          available={actionData.modal.available}
          daysUntilRefill={actionData.modal.days_until_refill}
          closeTo={here}
          closeLabel="Back to the report"
        />
      ) : null}
      {/* The persona chat dialog (a child route) opens over the report. */}
      <Outlet />
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.simulation.goal.slice(0, 50)} | Sounding Board` : "Simulation | Sounding Board" },
];

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status !== 404) {
    return (
      <div className="flex flex-col gap-4">
        <RunFailed message={`Failed to load simulation: ${error.status}`} />
        <Link to="/app" className="btn-secondary self-start">
          New simulation
        </Link>
      </div>
    );
  }
  return <GeneralErrorBoundary />;
}
