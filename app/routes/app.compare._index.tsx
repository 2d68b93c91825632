import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { CompareForm } from "~/components/compare/compare-form";
import type { AudienceOption } from "~/components/idea-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { CompareSchema, variantsOf } from "~/forms/compare.server";
import { InsufficientCreditsDialog, SignUpGateDialog } from "~/components/run-dialogs";
import { GUEST_PERSONA_COUNT } from "~/constants";
import { PRESET_COHORT_OPTIONS } from "~/engine";
import { constraintOf } from "~/forms/constraint.server";
import { calibrationLabel, listCalibrations } from "~/services/calibrations.server";
import { findReadyCohort, listCustomCohorts } from "~/services/cohorts.server";
import { GUEST_COMPARISON_VARIANTS, listComparisons, startComparison } from "~/services/comparisons.server";
import { getBalance } from "~/services/credits.server";
import { type Owner } from "~/services/simulations.server";
import { getUserId } from "~/utils/auth.server";
import { formatDate } from "~/utils/format";
import { readForm } from "~/utils/form.server";
import { refusedRunFormAnswer, UNKNOWN_AUDIENCE_MESSAGE } from "~/utils/run-start-form.server";
import { ensureGuestId } from "~/utils/guest.server";
import { runStarter } from "~/utils/run-starter.server";

const GUEST_COMPARISON_MESSAGE =
  "Sign up to compare more than two variants, add a control or use more personas";
const HISTORY_SHOWN = 20;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db, now } = context.services;
  const userId = await getUserId(context, request);
  const audienceOf = ({ id, name, description }: AudienceOption) => ({ id, name, description });
  const constraint = constraintOf(CompareSchema);
  if (!userId) {
    return {
      constraint,
      guest: true,
      audiences: PRESET_COHORT_OPTIONS.map(audienceOf),
      calibrations: [],
      balance: null,
      comparisons: [],
    };
  }
  const [custom, calibrations, balance, comparisons] = await Promise.all([
    listCustomCohorts(db, userId),
    listCalibrations(db, userId),
    getBalance(db, userId, now()),
    listComparisons(db, userId, HISTORY_SHOWN),
  ]);
  return {
    constraint,
    guest: false,
    audiences: [...PRESET_COHORT_OPTIONS, ...custom].map(audienceOf),
    calibrations: calibrations.map((calibration) => ({
      id: calibration.id,
      label: calibrationLabel(calibration),
    })),
    balance: balance.total_remaining,
    comparisons,
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
    schema: CompareSchema.superRefine(async (value, ctx) => {
      const known =
        PRESET_COHORT_OPTIONS.some((cohort) => cohort.id === value.audience) ||
        (owner.kind === "user" && (await findReadyCohort(db, value.audience, owner.userId)));
      if (!known) ctx.addIssue({ code: "custom", path: ["audience"], message: UNKNOWN_AUDIENCE_MESSAGE });
      const guestLimits =
        variantsOf(value).length > GUEST_COMPARISON_VARIANTS ||
        value.control ||
        value.size !== GUEST_PERSONA_COUNT;
      if (owner.kind === "guest" && guestLimits)
        ctx.addIssue({ code: "custom", message: GUEST_COMPARISON_MESSAGE });
    }),
  });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), modal: null }, { status: 400 });
  }
  const value = submission.value;
  try {
    const comparison = await startComparison(context.services, runStarter(context, request, owner), {
      variants: variantsOf(value),
      control: value.control || null,
      cohortId: value.audience,
      personaCount: value.size,
      calibrationId: value.calibration || null,
    });
    const headers = guest?.setCookie ? { "Set-Cookie": guest.setCookie } : undefined;
    return redirect(`/app/compare/${comparison.id}`, { headers });
  } catch (error) {
    const refused = refusedRunFormAnswer(error, submission);
    if (refused) return refused;
    throw error;
  }
}

export default function Compare() {
  const { guest, audiences, calibrations, balance, comparisons, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <section aria-labelledby="compare-title" className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 id="compare-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Compare ideas
        </h1>
        <p className="max-w-2xl text-slate-600">
          Two to four variants (ideas, pitches, names or prices) meet the same personas, so you see which one
          wins, for whom, and why.
        </p>
      </header>
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <CompareForm
          audiences={audiences}
          calibrations={calibrations}
          guest={guest}
          balance={balance}
          lastResult={actionData?.result}
          constraint={constraint}
        />
      </div>
      {guest ? null : (
        <section aria-labelledby="comparisons-title" className="flex flex-col gap-3">
          <h2 id="comparisons-title" className="text-lg font-semibold">
            Your comparisons
          </h2>
          {comparisons.length ? (
            <ul className="flex flex-col gap-2">
              {comparisons.map((comparison) => (
                <li key={comparison.id} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
                  <Link
                    to={`/app/compare/${comparison.id}`}
                    className="font-medium text-brand-700 hover:underline"
                  >
                    {comparison.variants
                      .map((text, index) => `${"ABCD"[index]}: ${text.slice(0, 40)}`)
                      .join(" · ")}
                  </Link>
                  <span className="block text-slate-500">
                    {formatDate(comparison.createdAt)} · {comparison.cohortName} · {comparison.personaCount}{" "}
                    personas per variant
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-600">
              No comparisons yet. Your comparisons will be listed here.
            </p>
          )}
        </section>
      )}
      {actionData?.modal?.kind === "signup-gate" ? (
        <SignUpGateDialog closeTo="/app/compare" title="You've used your free comparison" />
      ) : null}
      {actionData?.modal?.kind === "insufficient" ? (
        <InsufficientCreditsDialog
          required={actionData.modal.required}
          available={actionData.modal.available}
          daysUntilRefill={actionData.modal.days_until_refill}
          closeTo="/app/compare"
          closeLabel="Compare fewer variants or a smaller panel"
        />
      ) : null}
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Compare ideas | Sounding Board" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
