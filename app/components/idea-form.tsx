import {
  getFormProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useRef, useState } from "react";
import type { z } from "zod";
import type { IdeaSchema } from "~/forms/idea.server";
import { GOAL_MAX_LENGTH, GUEST_PERSONA_COUNT, PERSONA_COUNTS } from "~/constants";
import { EXAMPLE_IDEAS, type IdeaDefaults } from "~/utils/idea-form";
import { ErrorList, StatusButton, type FormConstraint } from "./forms";

export interface AudienceOption {
  id: string;
  name: string;
  description: string;
}

interface IdeaFormProps {
  audiences: AudienceOption[];
  defaults: IdeaDefaults;
  guest: boolean;
  /** Custom cohorts the user may still create; null for a guest. */
  cohortLimits: { remaining: number; limit: number } | null;
  /** The audience search that a GET round trip applied (JavaScript filters as you type). */
  audienceQuery: string;
  lastResult?: SubmissionResult<string[]> | null;
  /** From the loader: the schema stays on the server, which validates the form. */
  constraint: FormConstraint;
  /** The user's own calibrations, offered beside the product's (Account Settings → Calibration). */
  calibrations?: CalibrationOption[];
  /** The product's calibration, as the first choice says it. */
  productCalibration?: string;
}

export interface CalibrationOption {
  id: string;
  /** "Q3 concept tests, r = 0.71, n = 24 concepts" */
  label: string;
}

export const LOCKED_SIZE_MESSAGE = "Sign up to unlock this feature";

function matchesAudience(audience: AudienceOption, query: string): boolean {
  const term = query.trim().toLowerCase();
  return !term || `${audience.name} ${audience.description}`.toLowerCase().includes(term);
}

/**
 * The idea, the audience and the size. A plain POST form; the audience search
 * is a GET submission of the same form, so it keeps what was typed.
 */
export function IdeaForm({
  audiences,
  defaults,
  guest,
  cohortLimits,
  audienceQuery,
  lastResult,
  constraint,
  calibrations = [],
  productCalibration = "Sounding Board's calibration",
}: IdeaFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [query, setQuery] = useState(audienceQuery);
  const [size, setSize] = useState(String(defaults.size));
  const [form, fields] = useForm<z.input<typeof IdeaSchema>>({
    id: "idea-form",
    lastResult,
    defaultValue: { idea: defaults.idea, audience: defaults.audience, size: String(defaults.size) },
    constraint,
  });
  const shown = audiences.filter((audience) => matchesAudience(audience, query));
  const selected = fields.audience.value ?? defaults.audience;
  // The chosen audience stays in the list even when the search hides it.
  const options = shown.some((audience) => audience.id === selected)
    ? shown
    : [...audiences.filter((audience) => audience.id === selected), ...shown];
  const sizeLocked = guest && Number(size) !== GUEST_PERSONA_COUNT;

  return (
    <Form
      method="post"
      action="/app?index"
      ref={formRef}
      className="flex flex-col gap-4"
      {...getFormProps(form)}
    >
      <ErrorList id={form.errorId} errors={form.errors} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={fields.idea.id} className="text-sm font-medium text-slate-800">
          Your idea
        </label>
        <textarea
          {...getTextareaProps(fields.idea)}
          key={fields.idea.key}
          // getZodConstraint does not carry zod 4's length rules over: state the limit here.
          maxLength={GOAL_MAX_LENGTH}
          rows={5}
          placeholder="Describe your product idea: what it does, who it is for and what it costs."
          className="rounded-xl border border-slate-300 bg-white px-4 py-3 text-base shadow-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600 aria-[invalid]:border-rose-500"
          onKeyDown={(event) => {
            // Cmd+Enter (Ctrl+Enter) submits, as in most writing tools.
            if (event.key === "Enter" && (event.metaKey || event.ctrlKey)) {
              event.preventDefault();
              formRef.current?.requestSubmit();
            }
          }}
        />
        <ErrorList id={fields.idea.errorId} errors={fields.idea.errors} />
      </div>

      <div className="grid gap-4 sm:grid-cols-[1fr_auto_auto] sm:items-end">
        <fieldset className="flex min-w-0 flex-col gap-1.5">
          <legend className="mb-1.5 text-sm font-medium text-slate-800">Audience</legend>
          <div className="flex gap-2">
            <label htmlFor="audience-search" className="sr-only">
              Search audiences
            </label>
            <input
              id="audience-search"
              name="audienceQuery"
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="Search audiences"
              className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600"
            />
            <button
              type="submit"
              formMethod="get"
              formAction="/app"
              formNoValidate
              className="btn-secondary [.js_&]:hidden"
            >
              Search
            </button>
          </div>
          <label htmlFor={fields.audience.id} className="sr-only">
            Audience
          </label>
          <select
            {...getSelectProps(fields.audience)}
            key={fields.audience.key}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600"
          >
            {options.map((audience) => (
              <option key={audience.id} value={audience.id} title={audience.description}>
                {audience.name}
              </option>
            ))}
          </select>
          {shown.length === 0 ? (
            <p className="text-xs text-slate-500">No audience matches “{query}”.</p>
          ) : null}
          <ErrorList id={fields.audience.errorId} errors={fields.audience.errors} />
        </fieldset>

        <div className="flex flex-col gap-1.5">
          <label htmlFor={fields.size.id} className="text-sm font-medium text-slate-800">
            Size
          </label>
          <select
            {...getSelectProps(fields.size)}
            key={fields.size.key}
            onChange={(event) => setSize(event.target.value)}
            aria-describedby={sizeLocked ? "size-locked" : getSelectProps(fields.size)["aria-describedby"]}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600"
          >
            {PERSONA_COUNTS.map((count) => (
              <option key={count} value={count}>
                {count} personas{guest && count !== GUEST_PERSONA_COUNT ? " 🔒" : ""}
              </option>
            ))}
          </select>
        </div>

        <StatusButton className="btn-primary h-10 px-6" pendingText="Starting simulation...">
          Run simulation
        </StatusButton>
      </div>
      {calibrations.length ? (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={fields.calibration.id} className="text-sm font-medium text-slate-800">
            Calibrated on
          </label>
          <select
            {...getSelectProps(fields.calibration)}
            key={fields.calibration.key}
            className="max-w-xl rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600"
          >
            <option value="">{productCalibration}</option>
            {calibrations.map((calibration) => (
              <option key={calibration.id} value={calibration.id}>
                {calibration.label}
              </option>
            ))}
          </select>
          <ErrorList id={fields.calibration.errorId} errors={fields.calibration.errors} />
        </div>
      ) : null}
      <p className="-mt-2 flex flex-wrap items-baseline gap-x-2 text-sm">
        {/* A guest gets the sign-in dialog at the same address. */}
        <Link to="/app/cohorts/new" className="font-medium text-brand-700 hover:underline">
          Create custom cohort
        </Link>
        {cohortLimits ? (
          <span className="text-xs text-slate-500">
            {cohortLimits.remaining}/{cohortLimits.limit} custom cohorts left
          </span>
        ) : null}
      </p>
      {sizeLocked ? (
        <p id="size-locked" role="alert" className="text-sm text-rose-700">
          {LOCKED_SIZE_MESSAGE}:{" "}
          <Link to="/auth/sign-up" reloadDocument className="font-medium underline">
            create a free account
          </Link>{" "}
          to simulate 50 or 100 personas.
        </p>
      ) : (
        <ErrorList id={fields.size.errorId} errors={fields.size.errors} />
      )}

      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-slate-500">Try an example:</span>
        {EXAMPLE_IDEAS.map((example) => (
          <Link
            key={example.id}
            to={`/app?example=${example.id}`}
            preventScrollReset
            className="rounded-full border border-slate-300 bg-white px-3 py-1 text-sm text-slate-700 hover:border-brand-500 hover:text-brand-700"
          >
            {example.label}
          </Link>
        ))}
        <span className="ml-auto hidden text-xs text-slate-600 sm:inline">⌘/Ctrl + Enter to run</span>
      </div>
    </Form>
  );
}
