import {
  getFormProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type FieldMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useState } from "react";
import type { z } from "zod";
import type { CompareSchema } from "~/forms/compare.server";
import { GOAL_MAX_LENGTH, GUEST_PERSONA_COUNT, PERSONA_COUNTS } from "~/constants";
import { formatNumber } from "~/utils/format";
import type { AudienceOption, CalibrationOption } from "../idea-form";
import { ErrorList, StatusButton, type FormConstraint } from "../forms";

const SELECT_CLASS =
  "rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600";

function TextField({
  field,
  label,
  hint,
  rows = 3,
}: {
  field: FieldMetadata<string | undefined>;
  label: string;
  hint?: string;
  rows?: number;
}) {
  const hintId = `${field.id}-hint`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={field.id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        {...getTextareaProps(field, { ariaDescribedBy: hint ? hintId : undefined })}
        key={field.key}
        maxLength={GOAL_MAX_LENGTH}
        rows={rows}
        className="rounded-xl border border-slate-300 bg-white px-4 py-3 text-base shadow-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600 aria-[invalid]:border-rose-500"
      />
      {hint ? (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** What the comparison costs: one panel per variant and for the control. */
export function costText(variants: number, control: boolean, size: number): string {
  const panels = variants + (control ? 1 : 0);
  const what = `${variants} variants${control ? " and a control" : ""}`;
  return `${what} of ${size} personas cost ${formatNumber(panels * size)} personas (one panel each).`;
}

/**
 * Two to four variants, an optional control, the audience and the size.
 * A plain POST form; with JavaScript the cost follows what is filled in.
 */
export function CompareForm({
  audiences,
  calibrations,
  guest,
  balance,
  lastResult,
  constraint,
}: {
  audiences: AudienceOption[];
  calibrations: CalibrationOption[];
  guest: boolean;
  /** Personas the user has left; null for a guest. */
  balance: number | null;
  lastResult?: SubmissionResult<string[]> | null;
  /** From the loader: the schema stays on the server, which validates the form. */
  constraint: FormConstraint;
}) {
  const [form, fields] = useForm<z.input<typeof CompareSchema>>({
    id: "compare-form",
    lastResult,
    defaultValue: { audience: audiences[0]?.id, size: String(GUEST_PERSONA_COUNT) },
    constraint,
  });
  const filled = (value: unknown) => typeof value === "string" && value.trim().length > 0;
  const variants = Math.max(
    2,
    [fields.variant_a, fields.variant_b, fields.variant_c, fields.variant_d].filter((f) => filled(f.value))
      .length,
  );
  const [size, setSize] = useState(Number(fields.size.value ?? GUEST_PERSONA_COUNT));
  return (
    <Form method="post" className="flex flex-col gap-4" {...getFormProps(form)}>
      <ErrorList id={form.errorId} errors={form.errors} />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField field={fields.variant_a} label="Variant A" />
        <TextField field={fields.variant_b} label="Variant B" />
        {guest ? null : (
          <>
            <TextField field={fields.variant_c} label="Variant C (optional)" />
            <TextField field={fields.variant_d} label="Variant D (optional)" />
          </>
        )}
      </div>
      {guest ? null : (
        <TextField
          field={fields.control}
          label="Control (optional)"
          hint="What people have today, or a competitor's offer: tells “better than nothing” from “better than the alternative”."
          rows={2}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={fields.audience.id} className="text-sm font-medium text-slate-800">
            Audience
          </label>
          <select {...getSelectProps(fields.audience)} key={fields.audience.key} className={SELECT_CLASS}>
            {audiences.map((audience) => (
              <option key={audience.id} value={audience.id} title={audience.description}>
                {audience.name}
              </option>
            ))}
          </select>
          <ErrorList id={fields.audience.errorId} errors={fields.audience.errors} />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={fields.size.id} className="text-sm font-medium text-slate-800">
            Personas per variant
          </label>
          <select
            {...getSelectProps(fields.size)}
            key={fields.size.key}
            onChange={(event) => setSize(Number(event.target.value))}
            className={SELECT_CLASS}
          >
            {(guest ? [GUEST_PERSONA_COUNT] : PERSONA_COUNTS).map((count) => (
              <option key={count} value={count}>
                {count} personas
              </option>
            ))}
          </select>
          <ErrorList id={fields.size.errorId} errors={fields.size.errors} />
        </div>
      </div>
      {calibrations.length ? (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={fields.calibration.id} className="text-sm font-medium text-slate-800">
            Calibrated on
          </label>
          <select
            {...getSelectProps(fields.calibration)}
            key={fields.calibration.key}
            className={`max-w-xl ${SELECT_CLASS}`}
          >
            <option value="">Sounding Board&apos;s calibration</option>
            {calibrations.map((calibration) => (
              <option key={calibration.id} value={calibration.id}>
                {calibration.label}
              </option>
            ))}
          </select>
          <ErrorList id={fields.calibration.errorId} errors={fields.calibration.errors} />
        </div>
      ) : null}
      <p className="text-sm text-slate-700" aria-live="polite">
        <strong>Cost:</strong> {costText(variants, filled(fields.control.value), size)}
        {balance !== null ? ` You have ${formatNumber(balance)} personas left.` : null}
        {guest ? " Your one free comparison: two variants of 25 personas." : null}
      </p>
      <StatusButton className="btn-primary h-10 self-start px-6" pendingText="Starting comparison...">
        Run comparison
      </StatusButton>
    </Form>
  );
}
