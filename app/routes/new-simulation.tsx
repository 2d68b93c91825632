import { data, type ActionFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorList } from "~/components/forms";
import { runWizardPanel, type PanelReport } from "~/services/verdicts.server";
import { getUserId } from "~/utils/auth.server";

// Each step is a form posted to the server; earlier answers travel as hidden fields.

const PANEL_MIN = 5;
const PANEL_MAX = 500;
const PANEL_DEFAULT = 100;
const COST_PER_PERSONA = 0.02;

const listOf = (text: string) =>
  text
    .split(/[\n,]/)
    .map((item) => item.trim())
    .filter(Boolean);

const ContentSchema = z.object({
  content: z.string({ message: "Content is required" }).trim().min(1, "Content is required").max(5000),
});
const ProfileSchema = z.object({
  roles: z
    .string()
    .default("")
    .transform(listOf)
    .refine((list) => list.length > 0, "Add at least one job role"),
  painPoints: z
    .string()
    .default("")
    .transform(listOf)
    .refine((list) => list.length > 0, "Add at least one pain point"),
});

type Step = 1 | 2 | 3;
interface Values {
  content: string;
  roles: string;
  painPoints: string;
  size: string;
}
interface WizardState {
  step: Step;
  values: Values;
  errors: Partial<Record<keyof Values, string[]>>;
  sizeNote: string | null;
  report: PanelReport | null;
  signUpRequired: boolean;
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
    values: { content: "", roles: "", painPoints: "", size: String(PANEL_DEFAULT) },
    errors: {},
    sizeNote: null,
    report: null,
    signUpRequired: false,
  };
}

/** Always step 1: later steps need the answers of earlier ones, which only a form post carries. */
export function loader() {
  return emptyState();
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : "";
  };
  const values: Values = {
    content: text("content"),
    roles: text("roles"),
    painPoints: text("painPoints"),
    size: text("size") || String(PANEL_DEFAULT),
  };
  const step = stepOf(new URL(request.url).searchParams.get("step") ?? text("step"));
  const intent = text("intent");
  const state: WizardState = { ...emptyState(step), values };

  if (intent === "back") return { ...state, step: Math.max(1, step - 1) as Step };

  const content = ContentSchema.safeParse(values);
  if (!content.success) {
    return data(
      { ...state, step: 1 as Step, errors: z.flattenError(content.error).fieldErrors },
      { status: 400 },
    );
  }
  if (step === 1) return { ...state, step: 2 as Step };

  const profile = ProfileSchema.safeParse(values);
  if (!profile.success) {
    return data(
      { ...state, step: 2 as Step, errors: z.flattenError(profile.error).fieldErrors },
      { status: 400 },
    );
  }
  if (step === 2) return { ...state, step: 3 as Step };

  const { size, valid } = panelSize(values.size);
  const sizeNote = valid
    ? null
    : `Panel size must be a whole number from ${PANEL_MIN} to ${PANEL_MAX}; using ${PANEL_DEFAULT}.`;
  const configured = { ...state, step: 3 as Step, values: { ...values, size: String(size) }, sizeNote };
  if (intent !== "submit") return configured;

  const userId = await getUserId(context, request);
  if (!userId) return data({ ...configured, signUpRequired: true }, { status: 401 });
  // The wizard's panel is computed directly on the engine and debits no credits (see the report of this change).
  const report = runWizardPanel({
    content: content.data.content,
    roles: profile.data.roles,
    painPoints: profile.data.painPoints,
    size,
  });
  return { ...configured, report };
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

function PanelReportView({ report }: { report: PanelReport }) {
  return (
    <section
      aria-labelledby="panel-report"
      className="flex flex-col gap-4 rounded-2xl border bg-white p-6 shadow-sm"
    >
      <h2 id="panel-report" className="text-xl font-semibold">
        Panel report
      </h2>
      <dl className="grid grid-cols-3 gap-3">
        <div>
          <dt className="text-sm text-slate-600">Confidence score</dt>
          <dd className="text-2xl font-bold">{report.confidence_score}/100</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">Panel agreement</dt>
          <dd className="text-2xl font-bold">{Math.round((1 - report.disagreement_index) * 100)}%</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">Panel size</dt>
          <dd className="text-2xl font-bold">{report.size}</dd>
        </div>
      </dl>
      <h3 className="font-semibold">Top recommended changes</h3>
      <ol className="list-decimal pl-6">
        {report.top_three_changes.map((change) => (
          <li key={change}>{change}</li>
        ))}
      </ol>
      <h3 className="font-semibold">Key themes</h3>
      <ul className="flex flex-col gap-1">
        {report.win_lose_themes.map((theme) => (
          <li key={`${theme.impact}-${theme.theme}`}>
            <span className={theme.impact === "positive" ? "text-emerald-700" : "text-rose-700"}>
              {theme.impact === "positive" ? "Win" : "Lose"}
            </span>
            : {theme.theme} ({theme.share}%)
          </li>
        ))}
      </ul>
      <h3 className="font-semibold">Segments</h3>
      <table className="w-full text-left text-sm">
        <thead>
          <tr>
            <th scope="col">Segment</th>
            <th scope="col">Personas</th>
            <th scope="col">Likes</th>
            <th scope="col">Dislikes</th>
          </tr>
        </thead>
        <tbody>
          {report.segment_breakdown.map((segment) => (
            <tr key={segment.segment} className="border-t align-top">
              <th scope="row">{segment.segment}</th>
              <td>
                {segment.size} ({segment.percentage}%)
              </td>
              <td>{segment.likes.join(", ") || "–"}</td>
              <td>{segment.dislikes.join(", ") || "–"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export default function NewSimulationWizard() {
  const initial = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const state: WizardState = actionData ?? initial;
  const { step, values, errors } = state;
  const { size } = panelSize(values.size);

  return (
    <main className="mx-auto flex max-w-2xl flex-col gap-6 px-6 py-12">
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
      {state.report ? <PanelReportView report={state.report} /> : null}
    </main>
  );
}

export const meta: MetaFunction = () => [{ title: "New simulation | Sounding Board" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
