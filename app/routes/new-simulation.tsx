import { data, type ActionFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorList } from "~/components/forms";
import { WizardContentSchema, WizardProfileSchema } from "~/forms/new-simulation.server";
import { InsufficientCreditsNotice } from "~/components/run-dialogs";
import { getBalance, InsufficientCreditsError, type Sufficiency } from "~/services/credits.server";
import { runWizardPanel, WizardRunKeyUsedError } from "~/services/verdicts.server";
import { PanelReportView } from "~/components/panel-report";
import type { PanelReport } from "~/engine";
import { getUserId } from "~/utils/auth.server";
import { formatNumber } from "~/utils/format";
import { readForm } from "~/utils/form.server";

// Each step is a form posted to the server; earlier answers travel as hidden fields. The configure
// step also carries a run key: a run is paid for once per key, however often the form is sent.

const PANEL_MIN = 5;
const PANEL_MAX = 500;
const PANEL_DEFAULT = 100;
const COST_PER_PERSONA = 0.02;
const RUN_KEY = /^[A-Za-z0-9_-]{16,64}$/;

type Step = 1 | 2 | 3;
interface Values {
  content: string;
  roles: string;
  painPoints: string;
  size: string;
  run_key: string;
}
interface WizardState {
  step: Step;
  values: Values;
  errors: Partial<Record<keyof Values, string[]>>;
  sizeNote: string | null;
  /** A refusal of the whole run (its run key was used for other answers). */
  formError: string | null;
  report: PanelReport | null;
  signUpRequired: boolean;
  /** A signed-in user's personas left, shown on the configure step; null for guests. */
  personasLeft: number | null;
  /** The run just made (or found again for a run key already used). */
  run: { simulationId: string; personasUsed: number; replayed: boolean } | null;
  insufficient: Sufficiency | null;
}

/** The panel size: an integer from 5 to 500, anything else falls back to 100. */
function panelSize(raw: string): { size: number; valid: boolean } {
  const size = Number(raw);
  if (raw.trim() === "" || !Number.isInteger(size) || size < PANEL_MIN || size > PANEL_MAX)
    return { size: PANEL_DEFAULT, valid: false };
  return { size, valid: true };
}

const durationMinutes = (size: number) => Math.max(2, Math.ceil(size / 50));
const costEstimate = (size: number) => (size * COST_PER_PERSONA).toFixed(2);

function stepOf(value: string | null): Step {
  return value === "2" ? 2 : value === "3" ? 3 : 1;
}

function emptyState(step: Step = 1): WizardState {
  return {
    step,
    values: { content: "", roles: "", painPoints: "", size: String(PANEL_DEFAULT), run_key: "" },
    errors: {},
    sizeNote: null,
    formError: null,
    report: null,
    signUpRequired: false,
    personasLeft: null,
    run: null,
    insufficient: null,
  };
}

/** Always step 1: later steps need the answers of earlier ones, which only a form post carries. */
export function loader() {
  return emptyState();
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { db, now } = context.services;
  const formData = await readForm(request);
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : "";
  };
  const values: Values = {
    content: text("content"),
    roles: text("roles"),
    painPoints: text("painPoints"),
    size: text("size") || String(PANEL_DEFAULT),
    run_key: text("run_key"),
  };
  const step = stepOf(new URL(request.url).searchParams.get("step") ?? text("step"));
  const intent = text("intent");
  const state: WizardState = { ...emptyState(step), values };

  if (intent === "back") return { ...state, step: Math.max(1, step - 1) as Step };

  const content = WizardContentSchema.safeParse(values);
  if (!content.success) {
    return data(
      { ...state, step: 1 as Step, errors: z.flattenError(content.error).fieldErrors },
      { status: 400 },
    );
  }
  if (step === 1) return { ...state, step: 2 as Step };

  const profile = WizardProfileSchema.safeParse(values);
  if (!profile.success) {
    return data(
      { ...state, step: 2 as Step, errors: z.flattenError(profile.error).fieldErrors },
      { status: 400 },
    );
  }

  // The configure step: its run key is made when it is first shown and kept until a run uses it.
  const runKey = RUN_KEY.test(values.run_key) ? values.run_key : crypto.randomUUID();
  const userId = await getUserId(context, request);
  const personasLeft = userId ? (await getBalance(db, userId, now())).total_remaining : null;
  if (step === 2) return { ...state, step: 3 as Step, values: { ...values, run_key: runKey }, personasLeft };

  const { size, valid } = panelSize(values.size);
  const sizeNote = valid
    ? null
    : `Panel size must be a whole number from ${PANEL_MIN} to ${PANEL_MAX}; using ${PANEL_DEFAULT}.`;
  const configured: WizardState = {
    ...state,
    step: 3,
    values: { ...values, size: String(size), run_key: runKey },
    sizeNote,
    personasLeft,
  };
  if (intent !== "submit") return configured;

  if (!userId) return data({ ...configured, signUpRequired: true }, { status: 401 });
  try {
    const run = await runWizardPanel(
      context.services,
      { owner: { kind: "user", userId }, clientIp: context.clientIp },
      {
        runKey,
        content: content.data.content,
        roles: profile.data.roles,
        painPoints: profile.data.painPoints,
        size,
      },
    );
    const balance = await getBalance(db, userId, now());
    return {
      ...configured,
      // The next press of Run panel is a new run.
      values: { ...configured.values, run_key: crypto.randomUUID() },
      personasLeft: balance.total_remaining,
      report: run.report,
      run: { simulationId: run.simulationId, personasUsed: run.personasUsed, replayed: run.replayed },
    };
  } catch (error) {
    if (error instanceof WizardRunKeyUsedError) {
      return data(
        {
          ...configured,
          values: { ...configured.values, run_key: crypto.randomUUID() },
          formError: error.message,
        },
        { status: 409 },
      );
    }
    if (!(error instanceof InsufficientCreditsError)) throw error;
    return data({ ...configured, insufficient: error.sufficiency }, { status: 402 });
  }
}

const STEP_TITLES: Record<Step, string> = { 1: "Content", 2: "Ideal customer profile", 3: "Configure" };

function Hidden({ values, except }: { values: Values; except: Array<keyof Values> }) {
  return (
    <>
      {(Object.keys(values) as Array<keyof Values>)
        .filter((name) => !except.includes(name))
        .map((name) => (
          <input key={name} type="hidden" name={name} value={values[name]} />
        ))}
    </>
  );
}

function TextArea({
  name,
  label,
  hint,
  defaultValue,
  errors,
}: {
  name: keyof Values;
  label: string;
  hint?: string;
  defaultValue: string;
  errors?: string[];
}) {
  const errorId = `${name}-error`;
  const hintId = `${name}-hint`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={name} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={name}
        name={name}
        rows={4}
        defaultValue={defaultValue}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={
          [hint ? hintId : null, errors?.length ? errorId : null].filter(Boolean).join(" ") || undefined
        }
        className="rounded-lg border border-slate-300 px-3 py-2"
      />
      {hint ? (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

export default function NewSimulationWizard() {
  const initial = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const state: WizardState = actionData ?? initial;
  const { step, values, errors } = state;
  const { size } = panelSize(values.size);

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-6 py-12">
      <h1 className="text-3xl font-bold tracking-tight">New simulation</h1>
      <ol className="flex gap-4 text-sm" aria-label="Steps">
        {([1, 2, 3] as const).map((number) => (
          <li
            key={number}
            aria-current={number === step ? "step" : undefined}
            className={number === step ? "font-semibold" : "text-slate-500"}
          >
            {number}. {STEP_TITLES[number]}
          </li>
        ))}
      </ol>
      <Form method="post" action={`/new-simulation?step=${step}`} className="flex flex-col gap-5" key={step}>
        <h2 className="text-xl font-semibold">
          Step {step} of 3: {STEP_TITLES[step]}
        </h2>
        {step === 1 ? (
          <>
            <Hidden values={values} except={["content"]} />
            <TextArea
              name="content"
              label="Content to test"
              hint="Your idea, landing page copy or pitch."
              defaultValue={values.content}
              errors={errors.content}
            />
          </>
        ) : null}
        {step === 2 ? (
          <>
            <Hidden values={values} except={["roles", "painPoints"]} />
            <TextArea
              name="roles"
              label="Job roles"
              hint="One per line, at least one."
              defaultValue={values.roles}
              errors={errors.roles}
            />
            <TextArea
              name="painPoints"
              label="Pain points"
              hint="One per line, at least one."
              defaultValue={values.painPoints}
              errors={errors.painPoints}
            />
          </>
        ) : null}
        {step === 3 ? (
          <>
            <Hidden values={values} except={["size"]} />
            <div className="flex flex-col gap-1.5">
              <label htmlFor="size" className="text-sm font-medium text-slate-800">
                Panel size
              </label>
              <input
                id="size"
                name="size"
                type="number"
                min={PANEL_MIN}
                max={PANEL_MAX}
                defaultValue={values.size}
                aria-describedby="size-hint"
                className="w-40 rounded-lg border border-slate-300 px-3 py-2"
              />
              <p id="size-hint" className="text-xs text-slate-500">
                {PANEL_MIN}-{PANEL_MAX} personas; recommended 100-200.
              </p>
              {state.sizeNote ? <p className="text-sm text-amber-700">{state.sizeNote}</p> : null}
              {state.formError ? (
                <p role="alert" className="text-sm text-rose-700">
                  {state.formError}
                </p>
              ) : null}
            </div>
            <dl className="grid grid-cols-2 gap-3 text-sm">
              <div>
                <dt className="text-slate-600">Estimated cost</dt>
                <dd className="font-semibold">${costEstimate(size)}</dd>
              </div>
              <div>
                <dt className="text-slate-600">Estimated duration</dt>
                <dd className="font-semibold">{durationMinutes(size)} minutes</dd>
              </div>
              {state.personasLeft !== null ? (
                <div className="col-span-2">
                  <dt className="text-slate-600">Personas</dt>
                  <dd className="font-semibold">
                    Uses {formatNumber(size)} of your {formatNumber(state.personasLeft)} personas
                  </dd>
                </div>
              ) : null}
            </dl>
          </>
        ) : null}
        <div className="flex gap-3">
          {step > 1 ? (
            <button type="submit" name="intent" value="back" formNoValidate className="btn-secondary">
              Back
            </button>
          ) : null}
          {step < 3 ? (
            <button type="submit" name="intent" value="next" className="btn-primary">
              Next
            </button>
          ) : (
            <>
              <button type="submit" name="intent" value="update" className="btn-secondary">
                Update estimate
              </button>
              <button type="submit" name="intent" value="submit" className="btn-primary">
                Run panel
              </button>
            </>
          )}
        </div>
      </Form>
      {state.signUpRequired ? (
        <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4">
          <p className="font-medium">Sign up to run a panel.</p>
          <p className="text-sm">
            Your answers stay on this page; create a free account to run it on real personas.
          </p>
          <div className="mt-2 flex gap-3">
            <Link to="/auth/sign-up" className="btn-primary">
              Sign up
            </Link>
            <Link to="/auth/sign-in" className="btn-secondary">
              Sign in
            </Link>
          </div>
        </div>
      ) : null}
      {state.insufficient ? (
        <InsufficientCreditsNotice
          required={state.insufficient.required}
          available={state.insufficient.available}
          daysUntilRefill={state.insufficient.days_until_refill}
        />
      ) : null}
      {state.run ? (
        <div role="status" className="rounded-xl border border-emerald-200 bg-emerald-50 p-4">
          <p className="font-medium">
            {state.run.replayed
              ? `This panel has already run; its ${formatNumber(state.run.personasUsed)} personas were used once.`
              : `This panel used ${formatNumber(state.run.personasUsed)} personas.`}{" "}
            {state.personasLeft !== null ? `${formatNumber(state.personasLeft)} Personas left.` : null}
          </p>
          <p className="mt-1 text-sm">
            It is saved in your history:{" "}
            <Link to={`/app/simulation/${state.run.simulationId}`} className="font-medium underline">
              open the full report
            </Link>
            .
          </p>
        </div>
      ) : null}
      {state.report ? (
        <section aria-labelledby="panel-report" className="flex flex-col gap-4">
          <h2 id="panel-report" className="text-xl font-semibold">
            Panel report
          </h2>
          <PanelReportView report={state.report} />
        </section>
      ) : null}
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "New simulation | Sounding Board" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
