import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { z } from "zod";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorList, Field, StatusButton, type FormConstraint } from "~/components/forms";
import { Modal } from "~/components/modal";
import { COHORT_CONSTRAINT, CohortSchema } from "~/forms/cohort.server";
import {
  CohortGenerationInProgressError,
  CohortInputError,
  CohortLimitReachedError,
  generateCohortInBackground,
  getGenerationLimits,
  startCohortGeneration,
} from "~/services/cohorts.server";
import { getUserId } from "~/utils/auth.server";
import { COHORT_DESCRIPTION_HINT, COHORT_DESCRIPTION_MIN } from "~/utils/validation";
import { readForm } from "~/utils/form.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const userId = await getUserId(context, request);
  if (!userId) return { guest: true as const, limits: null, constraint: null };
  const limits = await getGenerationLimits(context.services.db, userId, context.services.now());
  return { guest: false as const, limits, constraint: COHORT_CONSTRAINT };
}

/**
 * Records the cohort and starts generating it in the background, then sends
 * the browser to the progress page, which follows the real stages.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { db, now } = context.services;
  const userId = await getUserId(context, request);
  // A guest sees the sign-in dialog (the loader says so) whatever they sent.
  if (!userId) return data({ result: null, limitReached: false }, { status: 401 });

  const submission = parseWithZod(await readForm(request), { schema: CohortSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), limitReached: false }, { status: 400 });
  }
  try {
    const cohort = await startCohortGeneration(
      db,
      { userId, name: submission.value.cohortName, description: submission.value.description },
      now(),
    );
    generateCohortInBackground(db, cohort.id, now);
    return redirect(`/app/cohorts/${cohort.id}`);
  } catch (error) {
    const status =
      error instanceof CohortLimitReachedError
        ? 429
        : error instanceof CohortGenerationInProgressError
          ? 409
          : error instanceof CohortInputError
            ? 400
            : null;
    if (!status || !(error instanceof Error)) throw error;
    return data(
      { result: submission.reply({ formErrors: [error.message] }), limitReached: status === 429 },
      { status },
    );
  }
}

export default function NewCohort() {
  const { guest, limits, constraint } = useLoaderData<typeof loader>();
  if (guest) return <SignInForCohorts />;
  return (
    <CreateCohortDialog
      remaining={limits.cohorts_remaining}
      limit={limits.cohort_limit}
      constraint={constraint}
    />
  );
}

function CreateCohortDialog({
  remaining,
  limit,
  constraint,
}: {
  remaining: number;
  limit: number;
  constraint: FormConstraint;
}) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const creating = navigation.state !== "idle" && navigation.formAction === "/app/cohorts/new";
  const [form, fields] = useForm<z.input<typeof CohortSchema>>({
    id: "cohort-form",
    lastResult: actionData?.result,
    constraint,
  });
  const description = fields.description;
  const descriptionErrorId = description.errors?.length ? description.errorId : undefined;
  const shortDescription = (description.value ?? "").trim().length < COHORT_DESCRIPTION_MIN;
  const describedBy = [shortDescription ? "description-hint" : undefined, descriptionErrorId].filter(Boolean);

  return (
    <Modal
      title="Create custom cohort"
      closeTo="/app"
      description="Describe the people you are building for; we generate 100 personas who fit."
    >
      <Form method="post" action="/app/cohorts/new" className="flex flex-col gap-4" {...getFormProps(form)}>
        {form.errors?.length ? (
          <div
            id={form.errorId}
            role="alert"
            className="flex flex-col gap-1 rounded-lg border border-rose-200 bg-rose-50 px-3 py-2 text-sm text-rose-800"
          >
            {form.errors.map((error) => (
              <p key={error}>{error}</p>
            ))}
            {actionData?.limitReached ? (
              <Link to="/app/purchase" className="font-medium underline">
                See upgrade options
              </Link>
            ) : null}
          </div>
        ) : null}

        <Field label="Cohort name" field={fields.cohortName} />

        <div className="flex flex-col gap-1.5">
          <label htmlFor={description.id} className="text-sm font-medium text-slate-800">
            Describe your audience
          </label>
          <textarea
            {...getTextareaProps(description, { ariaAttributes: false })}
            key={description.key}
            rows={4}
            placeholder="e.g. Nurses in rural Canada working night shifts"
            aria-invalid={descriptionErrorId ? true : undefined}
            aria-describedby={describedBy.length ? describedBy.join(" ") : undefined}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-base shadow-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600 aria-[invalid]:border-rose-500"
          />
          {shortDescription ? (
            <p id="description-hint" className="text-xs text-slate-500">
              {COHORT_DESCRIPTION_HINT}
            </p>
          ) : null}
          <ErrorList id={descriptionErrorId} errors={description.errors} />
        </div>

        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-500">
            {remaining}/{limit} custom cohorts left
          </p>
          <div className="flex gap-2">
            <Link to="/app" className="btn-secondary">
              Cancel
            </Link>
            <StatusButton className="btn-primary" pendingText="Creating..." disabled={creating}>
              Create
            </StatusButton>
          </div>
        </div>
        {creating ? (
          <p role="status" className="text-sm font-medium text-brand-700">
            Analyzing your description...
          </p>
        ) : null}
      </Form>
    </Modal>
  );
}

function SignInForCohorts() {
  return (
    <Modal title="Sign in to create custom cohorts" closeTo="/app">
      <p className="text-slate-700">
        Custom cohorts come with a free account: describe any audience in a sentence and test your ideas on
        100 personas who fit it.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/auth/sign-in" reloadDocument className="btn-primary">
          Sign in
        </Link>
        <Link to="/auth/sign-up" reloadDocument className="btn-secondary">
          Sign up
        </Link>
      </div>
    </Modal>
  );
}

export const meta: MetaFunction = () => [{ title: "Create custom cohort | Sounding Board" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
