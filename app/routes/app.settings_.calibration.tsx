import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorList, Field, StatusButton, type FormConstraint } from "~/components/forms";
import {
  CalibrationUploadSchema,
  calibrationCsvOf,
  type CalibrationUpload,
} from "~/forms/calibration-upload.server";
import { CALIBRATION_MAX_ROWS, CALIBRATION_MIN_ROWS } from "~/engine";
import {
  CalibrationCsvError,
  createCalibration,
  deleteCalibration,
  listCalibrations,
  type CalibrationFigures,
} from "~/services/calibrations.server";
import type { CsvProblem } from "~/engine";
import { constraintOf } from "~/forms/constraint.server";
import { requireUser } from "~/utils/auth.server";
import { EXAMPLE_CALIBRATION_CSV } from "~/utils/calibration-form";
import { formatDate, formatNumber } from "~/utils/format";
import { readForm } from "~/utils/form.server";

const PAGE = "/app/settings/calibration";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const calibrations = await listCalibrations(context.services.db, user.id);
  const created = new URL(request.url).searchParams.get("created");
  return {
    calibrations,
    createdId: calibrations.some((c) => c.id === created) ? created : null,
    constraint: constraintOf(CalibrationUploadSchema),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context, request);
  const { db, now } = context.services;
  const formData = await readForm(request);
  if (formData.get("intent") === "delete") {
    const id = String(formData.get("id") ?? "");
    await deleteCalibration(db, user.id, id);
    return redirect(PAGE);
  }
  const submission = await parseWithZod(formData, { schema: CalibrationUploadSchema, async: true });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), problems: [] as CsvProblem[] }, { status: 400 });
  }
  const csv = await calibrationCsvOf(submission.value);
  try {
    const calibration = await createCalibration(
      db,
      { userId: user.id, name: submission.value.name, csv },
      now(),
    );
    return redirect(`${PAGE}?created=${calibration.id}`);
  } catch (error) {
    if (!(error instanceof CalibrationCsvError)) throw error;
    return data(
      {
        result: submission.reply({ formErrors: ["The CSV could not be read, so nothing was stored."] }),
        problems: error.problems,
      },
      { status: 400 },
    );
  }
}

export default function CalibrationRoute() {
  const { calibrations, createdId, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <section aria-labelledby="calibration-page-title" className="flex max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <Link to="/app/settings" className="text-sm text-brand-700 hover:underline">
          ← Account Settings
        </Link>
        <h1 id="calibration-page-title" className="text-2xl font-bold tracking-tight">
          Calibration
        </h1>
        <p className="text-slate-600">
          Upload what real people answered in your past concept tests. The panel&apos;s weights (price, risk,
          fit to the audience and the rest) are fitted to your data, starting from Sounding Board&apos;s own
          calibration, with the same code as our published fit. Each concept is then predicted by a fit that
          never saw it, so the figures after fitting are honest.{" "}
          <Link to="/methodology" className="font-medium text-brand-700 hover:underline">
            How the panel is calibrated
          </Link>
        </p>
      </header>

      {calibrations.length ? (
        <ul className="flex flex-col gap-4" aria-label="Your calibrations">
          {calibrations.map((calibration) => (
            <li key={calibration.id}>
              <CalibrationCard calibration={calibration} justCreated={calibration.id === createdId} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-600">
          No calibrations yet. Runs use Sounding Board&apos;s own calibration until you upload one.
        </p>
      )}

      <UploadForm result={actionData?.result} problems={actionData?.problems ?? []} constraint={constraint} />
    </section>
  );
}

function CalibrationCard({
  calibration,
  justCreated,
}: {
  calibration: Awaited<ReturnType<typeof loader>>["calibrations"][number];
  justCreated: boolean;
}) {
  const titleId = `calibration-${calibration.id}`;
  return (
    <article aria-labelledby={titleId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      {justCreated ? (
        <p role="status" className="mb-3 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-800">
          Calibrated. Choose it under &ldquo;Calibrated on&rdquo; when you run an idea.
        </p>
      ) : null}
      <h2 id={titleId} className="text-lg font-semibold">
        {calibration.name}
      </h2>
      <p className="text-sm text-slate-600">
        {calibration.concepts} concepts, {formatNumber(calibration.respondents)} respondents · uploaded{" "}
        {formatDate(calibration.created_at)}
      </p>
      <table className="mt-3 w-full text-left text-sm">
        <caption className="sr-only">Agreement with your human results before and after fitting</caption>
        <thead>
          <tr className="text-slate-600">
            <th scope="col" className="py-1 font-medium">
              Against your results
            </th>
            <th scope="col" className="font-medium">
              Before
            </th>
            <th scope="col" className="font-medium">
              After (leave-one-out)
            </th>
          </tr>
        </thead>
        <tbody>
          <FigureRow
            label="Correlation (r)"
            before={calibration.before}
            after={calibration.after}
            of="pearson"
          />
          <FigureRow
            label="Mean absolute error"
            before={calibration.before}
            after={calibration.after}
            of="mae_points"
            unit=" points"
          />
          <FigureRow
            label="Bias (panel − people)"
            before={calibration.before}
            after={calibration.after}
            of="bias_points"
            unit=" points"
          />
          <FigureRow
            label="KS similarity"
            before={calibration.before}
            after={calibration.after}
            of="ks_similarity"
          />
        </tbody>
      </table>
      <Form method="post" action={PAGE} className="mt-3">
        <input type="hidden" name="id" value={calibration.id} />
        <StatusButton
          name="intent"
          value="delete"
          pendingText="Deleting..."
          className="btn-secondary"
          aria-label={`Delete ${calibration.name}`}
        >
          Delete
        </StatusButton>
      </Form>
    </article>
  );
}

function FigureRow({
  label,
  before,
  after,
  of,
  unit = "",
}: {
  label: string;
  before: CalibrationFigures;
  after: CalibrationFigures;
  of: keyof CalibrationFigures;
  unit?: string;
}) {
  const shown = (value: number | null) => (value === null ? "—" : `${value}${unit}`);
  return (
    <tr className="border-t border-slate-100">
      <th scope="row" className="py-1 font-normal text-slate-700">
        {label}
      </th>
      <td>{shown(before[of])}</td>
      <td className="font-medium">{shown(after[of])}</td>
    </tr>
  );
}

function UploadForm({
  result,
  problems,
  constraint,
}: {
  result: SubmissionResult<string[]> | undefined;
  problems: CsvProblem[];
  constraint: FormConstraint;
}) {
  const [form, fields] = useForm<CalibrationUpload>({
    id: "calibration-upload",
    lastResult: result,
    constraint,
  });
  return (
    <section
      aria-labelledby="upload-title"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="upload-title" className="text-lg font-semibold">
        Upload human results
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        A CSV with one concept per row ({CALIBRATION_MIN_ROWS} to {CALIBRATION_MAX_ROWS} rows, up to 256 KB):{" "}
        <code>concept_text</code>, an optional <code>audience</code> (<code>us_adults</code>, a preset such as{" "}
        <code>general</code> or <code>smb</code>, or <code>custom:Name|Description</code>), and either{" "}
        <code>yes_share</code> with <code>n</code> (people asked), or the counts <code>answers_1</code> to{" "}
        <code>answers_5</code> from a 1-5 scale.
      </p>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-brand-700">An example file</summary>
        <pre className="mt-2 overflow-x-auto rounded-lg bg-slate-50 p-3 text-xs">
          {EXAMPLE_CALIBRATION_CSV}
        </pre>
      </details>
      <Form
        method="post"
        action={PAGE}
        encType="multipart/form-data"
        className="mt-4 flex flex-col gap-4"
        {...getFormProps(form)}
      >
        <ErrorList id={form.errorId} errors={form.errors} />
        {problems.length ? (
          <ul aria-label="Problems in the CSV" className="list-disc pl-5 text-sm text-rose-700">
            {problems.map((problem) => (
              <li key={`${problem.line}-${problem.message}`}>
                Line {problem.line}: {problem.message}
              </li>
            ))}
          </ul>
        ) : null}
        <Field label="Name" field={fields.name} hint="For example: Q3 concept tests" />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={fields.file.id} className="text-sm font-medium text-slate-800">
            CSV file
          </label>
          <input
            {...getInputProps(fields.file, { type: "file" })}
            accept=".csv,text/csv"
            className="text-sm"
          />
          <ErrorList id={fields.file.errorId} errors={fields.file.errors} />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={fields.csv.id} className="text-sm font-medium text-slate-800">
            Or paste the CSV
          </label>
          <textarea
            {...getTextareaProps(fields.csv)}
            rows={6}
            className="rounded-lg border border-slate-300 px-3 py-2 font-mono text-xs shadow-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600"
          />
          <ErrorList id={fields.csv.errorId} errors={fields.csv.errors} />
        </div>
        <div>
          <StatusButton className="btn-primary" pendingText="Fitting the panel to your data...">
            Calibrate
          </StatusButton>
        </div>
      </Form>
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Calibration | Sounding Board" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
