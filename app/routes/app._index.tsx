import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { CohortBanner } from "~/components/cohort-banner";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { IdeaForm, LOCKED_SIZE_MESSAGE } from "~/components/idea-form";
import { InsufficientCreditsDialog, SignUpGateDialog } from "~/components/run-dialogs";
import { GUEST_PERSONA_COUNT } from "~/constants";
import { PRESET_COHORT_OPTIONS } from "~/engine";
import { constraintOf } from "~/forms/constraint.server";
import { findReadyCohort, getGenerationLimits, listCustomCohorts } from "~/services/cohorts.server";
import { calibrationLabel, listCalibrations } from "~/services/calibrations.server";
import { startRun } from "~/services/runs.server";
import type { Owner } from "~/services/simulations.server";
import { getUserId } from "~/utils/auth.server";
import { trackSimulationStarted, withCookies } from "~/utils/request-analytics.server";
import { runStarter } from "~/utils/run-starter.server";
import { ensureGuestId } from "~/utils/guest.server";
import { IdeaSchema } from "~/forms/idea.server";
import { appPathKeeping, ideaDefaultsFrom } from "~/utils/idea-form";
import { readForm } from "~/utils/form.server";
import { refusedRunFormAnswer, UNKNOWN_AUDIENCE_MESSAGE } from "~/utils/run-start-form.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db, now } = context.services;
  const url = new URL(request.url);
  const userId = await getUserId(context, request);
  const [custom, limits, calibrations] = userId
    ? await Promise.all([
        listCustomCohorts(db, userId),
        getGenerationLimits(db, userId, now()),
        listCalibrations(db, userId),
      ])
    : [[], null, []];
  const created = custom.find((cohort) => cohort.id === url.searchParams.get("cohortCreated"));
  return {
    guest: !userId,
    // Presets first, then the user's own cohorts.
    audiences: [...PRESET_COHORT_OPTIONS, ...custom].map(({ id, name, description }) => ({
      id,
      name,
      description,
    })),
    cohortLimits: limits ? { remaining: limits.cohorts_remaining, limit: limits.cohort_limit } : null,
    createdCohort: created ? { name: created.name, size: created.persona_count } : null,
    defaults: ideaDefaultsFrom(url.searchParams),
    audienceQuery: url.searchParams.get("audienceQuery") ?? "",
    calibrations: calibrations.map((calibration) => ({
      id: calibration.id,
      label: calibrationLabel(calibration),
    })),
    constraint: constraintOf(IdeaSchema),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { db } = context.services;
  const formData = await readForm(request);
  const userId = await getUserId(context, request);
  const guest = userId ? null : await ensureGuestId(context, request);
  const owner: Owner = userId ? { kind: "user", userId } : { kind: "guest", guestId: guest!.guestId };

  const submission = await parseWithZod(formData, {
    async: true,
    schema: IdeaSchema.superRefine(async (data, ctx) => {
      const known =
        PRESET_COHORT_OPTIONS.some((cohort) => cohort.id === data.audience) ||
        (owner.kind === "user" && (await findReadyCohort(db, data.audience, owner.userId)));
      if (!known) {
        ctx.addIssue({ code: "custom", path: ["audience"], message: UNKNOWN_AUDIENCE_MESSAGE });
      }
      if (owner.kind === "guest" && data.size !== GUEST_PERSONA_COUNT) {
        ctx.addIssue({ code: "custom", path: ["size"], message: LOCKED_SIZE_MESSAGE });
      }
    }),
  });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), modal: null }, { status: 400 });
  }
  const { idea, audience, size, calibration } = submission.value;

  try {
    const starter = runStarter(context, request, owner);
    const simulation = await startRun(context.services, starter, {
      goal: idea,
      cohortId: audience,
      personaCount: size,
      calibrationId: calibration || null,
    });
    const tracked = await trackSimulationStarted(context, request, simulation, starter.analytics);
    const headers = withCookies([guest?.setCookie, tracked.setCookie]);
    return redirect(`/app/simulation/${simulation.id}`, { headers });
  } catch (error) {
    const refused = refusedRunFormAnswer(error, submission);
    if (refused) return refused;
    throw error;
  }
}

export default function IdeaTesting() {
  const { guest, audiences, cohortLimits, createdCohort, defaults, audienceQuery, calibrations, constraint } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  // Closing a dialog over a refused run keeps what was typed (without JavaScript the page reloads).
  const keepIdea = appPathKeeping(actionData?.result?.initialValue);
  return (
    <section aria-labelledby="idea-testing-title" className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 id="idea-testing-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Test your idea with AI personas
        </h1>
        <p className="max-w-2xl text-slate-600">
          Describe your product idea, choose who it is for, and see how a panel of simulated personas reacts.{" "}
          <Link to="/app/c" className="font-medium text-brand-700 hover:underline">
            Prefer a conversation? Try chat mode
          </Link>
        </p>
      </header>
      {createdCohort ? <CohortBanner name={createdCohort.name} size={createdCohort.size} /> : null}
      {guest ? <GuestBanner /> : null}
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <IdeaForm
          key={JSON.stringify(defaults)}
          audiences={audiences}
          defaults={defaults}
          guest={guest}
          cohortLimits={cohortLimits}
          audienceQuery={audienceQuery}
          lastResult={actionData?.result}
          constraint={constraint}
          calibrations={calibrations}
        />
      </div>
      {actionData?.modal?.kind === "signup-gate" ? <SignUpGateDialog closeTo={keepIdea} /> : null}
      {actionData?.modal?.kind === "insufficient" ? (
        <InsufficientCreditsDialog
          required={actionData.modal.required}
          available={actionData.modal.available}
          daysUntilRefill={actionData.modal.days_until_refill}
          closeTo={keepIdea}
          closeLabel="Choose a smaller size"
        />
      ) : null}
    </section>
  );
}

function GuestBanner() {
  return (
    <aside
      aria-label="Guest mode"
      className="flex flex-col gap-3 rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-slate-700">
        <strong className="font-semibold text-brand-700">Guest mode:</strong> one free simulation with{" "}
        {GUEST_PERSONA_COUNT} personas. Results are not saved.
      </p>
      <p className="flex shrink-0 gap-3">
        <Link to="/auth/sign-in" reloadDocument className="font-medium text-brand-700 hover:underline">
          Sign in
        </Link>
        <Link to="/auth/sign-up" reloadDocument className="font-medium text-brand-700 hover:underline">
          Create an account
        </Link>
      </p>
    </aside>
  );
}

export const meta: MetaFunction = () => [{ title: "Test your idea | Sounding Board" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
