import { getFormProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import type { z } from "zod";
import type { IdeaCorrectionSchema } from "~/forms/idea-corrections.server";
import type { CorrectionField, IdeaReading } from "~/engine";
import { AUDIENCE_OPTIONS, CATEGORY_OPTIONS, PRICE_CORRECTION_MAX } from "~/utils/idea-corrections";
import { ErrorList, Field, StatusButton, type FormConstraint } from "../forms";

const SELECT_CLASS =
  "rounded-lg border border-slate-300 bg-white px-3 py-2 text-base shadow-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600 aria-[invalid]:border-rose-500";

/**
 * "What the panel read": the few things about the idea that drove the
 * panel's answers, and beside them a form to correct them and run again.
 * `recorded` is false for reports made before the reading was kept with them:
 * the form is still there, the card says so instead of guessing.
 */
export function IdeaReadingSection({
  simulationId,
  personaCount,
  reading,
  recorded,
  lastResult,
  constraint,
}: {
  simulationId: string;
  personaCount: number;
  reading: IdeaReading;
  recorded: boolean;
  lastResult?: SubmissionResult<string[]> | null;
  /** From the loader: the schema stays on the server, which validates the form. */
  constraint: FormConstraint;
}) {
  return (
    <section aria-labelledby="panel-read-title" className="grid items-start gap-4 md:grid-cols-2">
      {recorded && reading.languageNotice ? (
        <p
          role="status"
          className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 md:col-span-2"
        >
          {reading.languageNotice}
        </p>
      ) : null}
      <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h2 id="panel-read-title" className="text-lg font-semibold">
          What the panel read
        </h2>
        {recorded ? (
          <ReadingList reading={reading} />
        ) : (
          <p className="text-sm text-slate-600">
            This report was made before the panel&apos;s reading was kept with it. Correct the price, category
            or audience and run again to see it.
          </p>
        )}
      </div>
      <CorrectionForm
        simulationId={simulationId}
        personaCount={personaCount}
        reading={reading}
        lastResult={lastResult}
        constraint={constraint}
      />
    </section>
  );
}

function ReadingList({ reading }: { reading: IdeaReading }) {
  const corrected = (field: CorrectionField) => reading.corrected.includes(field);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      <Row term="Category" corrected={corrected("category")}>
        {reading.categoryLabel}
      </Row>
      <Row term="Who it is for" corrected={corrected("audience")}>
        {reading.audienceLabel}
      </Row>
      <Row term="Price" corrected={corrected("price")}>
        {reading.price ?? (reading.pictured ? `Not stated; weighed at ${reading.pictured}` : "Not stated")}
      </Row>
      {reading.benefit ? <Row term="Main benefit">{reading.benefit}</Row> : null}
      {reading.saving ? <Row term="Saving it claims">{reading.saving}</Row> : null}
      {reading.needs.length ? <Row term="Only for people who">{reading.needs.join("; ")}</Row> : null}
      <Row term="Risks">
        {reading.risks.length ? (
          <ul className="flex list-disc flex-col gap-0.5 pl-4">
            {reading.risks.map((risk) => (
              <li key={risk}>{risk}</li>
            ))}
          </ul>
        ) : (
          "None noted"
        )}
      </Row>
    </dl>
  );
}

function Row({
  term,
  corrected = false,
  children,
}: {
  term: string;
  corrected?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <dt className="text-slate-500">{term}</dt>
      <dd className="font-medium text-slate-900">
        {children}
        {corrected ? (
          <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700 ring-1 ring-brand-100">
            corrected by you
          </span>
        ) : null}
      </dd>
    </>
  );
}

function CorrectionForm({
  simulationId,
  personaCount,
  reading,
  lastResult,
  constraint,
}: {
  simulationId: string;
  personaCount: number;
  reading: IdeaReading;
  lastResult?: SubmissionResult<string[]> | null;
  constraint: FormConstraint;
}) {
  const [form, fields] = useForm<z.input<typeof IdeaCorrectionSchema>>({
    id: "correct-reading",
    lastResult,
    defaultValue: { price: reading.price ?? "", category: reading.category, audience: reading.audience },
    constraint,
  });
  return (
    <Form
      method="post"
      action={`/app/simulation/${simulationId}`}
      {...getFormProps(form)}
      aria-labelledby="correct-reading-title"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h3 id="correct-reading-title" className="text-lg font-semibold">
          Correct it and run again
        </h3>
        <p className="text-sm text-slate-600">
          Starts a new run of the same idea with the same {personaCount} personas, reading it your way.
        </p>
      </div>
      <ErrorList id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value="correct" />
      <Field
        label="Price"
        field={fields.price}
        hint={`As you would write it: $20/month, €99 one-time, 2% of each sale or free (up to ${PRICE_CORRECTION_MAX} characters)`}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={fields.category.id} className="text-sm font-medium text-slate-800">
          Category
        </label>
        <select {...getSelectProps(fields.category)} key={fields.category.key} className={SELECT_CLASS}>
          {CATEGORY_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ErrorList id={fields.category.errorId} errors={fields.category.errors} />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={fields.audience.id} className="text-sm font-medium text-slate-800">
          Who it is for
        </label>
        <select {...getSelectProps(fields.audience)} key={fields.audience.key} className={SELECT_CLASS}>
          {AUDIENCE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ErrorList id={fields.audience.errorId} errors={fields.audience.errors} />
      </div>
      <StatusButton className="btn-primary self-start" pendingText="Starting the new run...">
        Re-run with corrections
      </StatusButton>
    </Form>
  );
}
