import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { z } from "zod";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { HONEYPOT_FIELD } from "~/components/feedback";
import { ErrorList, StatusButton } from "~/components/forms";
import { PanelReportView } from "~/components/panel-report";
import { GOAL_MAX_LENGTH } from "~/constants";
import { runIdeaCheck } from "~/services/demo.server";

export const IDEA_REQUIRED = "Please describe your idea";
const FAILED = "Failed to analyze idea";

export const IdeaDescriptionSchema = z
  .string({ message: IDEA_REQUIRED })
  .trim()
  .min(1, IDEA_REQUIRED)
  .max(GOAL_MAX_LENGTH, `Keep your idea under ${GOAL_MAX_LENGTH.toLocaleString("en-US")} characters`);

export const TargetAudienceSchema = z
  .string()
  .trim()
  .max(500, "Keep the audience under 500 characters")
  .optional()
  .transform((audience) => audience || null);

const IdeaCheckSchema = z.object({
  idea_description: IdeaDescriptionSchema,
  target_audience: TargetAudienceSchema,
});

/**
 * POST /idea-check: the panel report on the same page (nothing is stored, so
 * there is nothing to redirect to); a blank idea comes back as a field error.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: IdeaCheckSchema });
  // A bot filled in the hidden field: answer like a failed check and compute nothing.
  if (String(formData.get(HONEYPOT_FIELD) ?? "") !== "") {
    return data({ result: submission.reply({ formErrors: [FAILED] }), report: null }, { status: 400 });
  }
  if (submission.status !== "success") {
    return data({ result: submission.reply(), report: null }, { status: 400 });
  }
  try {
    const report = runIdeaCheck(
      { idea: submission.value.idea_description, targetAudience: submission.value.target_audience },
      context.services.now(),
    );
    return { result: submission.reply(), report };
  } catch (error) {
    console.warn("idea check failed", error);
    return data({ result: submission.reply({ formErrors: [FAILED] }), report: null }, { status: 500 });
  }
}

export default function IdeaCheckPage() {
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "idea-check",
    lastResult: actionData?.result,
    constraint: getZodConstraint(IdeaCheckSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: IdeaCheckSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onBlur",
  });
  const report = actionData?.report;
  const ideaErrorId = fields.idea_description.errors?.length ? fields.idea_description.errorId : undefined;

  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Free idea check</h1>
        <p className="text-slate-600">A simulated panel of 100 personas reacts to your idea in seconds.</p>
      </header>
      {report ? (
        <>
          <PanelReportView report={report} />
          <Link to="/idea-check" reloadDocument className="btn-primary self-start">
            Analyze Another Idea
          </Link>
        </>
      ) : (
        <Form method="post" className="flex flex-col gap-4" {...getFormProps(form)}>
          <ErrorList id={form.errorId} errors={form.errors} />
          <div aria-hidden className="hidden">
            <label htmlFor="idea-check-website">Leave this empty</label>
            <input
              id="idea-check-website"
              name={HONEYPOT_FIELD}
              type="text"
              tabIndex={-1}
              autoComplete="off"
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={fields.idea_description.id} className="text-sm font-medium text-slate-800">
              Your idea
            </label>
            <textarea
              {...getTextareaProps(fields.idea_description, { ariaAttributes: false })}
              key={fields.idea_description.key}
              rows={5}
              aria-invalid={ideaErrorId ? true : undefined}
              aria-describedby={ideaErrorId}
              placeholder="What is it, who is it for, what does it cost?"
              className="rounded-lg border border-slate-300 bg-white px-3 py-2 shadow-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 aria-[invalid]:border-rose-500"
            />
            <ErrorList id={fields.idea_description.errorId} errors={fields.idea_description.errors} />
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={fields.target_audience.id} className="text-sm font-medium text-slate-800">
              Target audience (optional)
            </label>
            <input
              {...getInputProps(fields.target_audience, { type: "text" })}
              key={fields.target_audience.key}
              placeholder="e.g. freelance designers in Europe"
              className="rounded-lg border border-slate-300 bg-white px-3 py-2 shadow-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30"
            />
            <ErrorList id={fields.target_audience.errorId} errors={fields.target_audience.errors} />
          </div>
          <StatusButton pendingText="Analyzing..." className="btn-primary self-start">
            Analyze idea
          </StatusButton>
        </Form>
      )}
    </main>
  );
}

export const meta: MetaFunction = () => [
  { title: "Free idea check | Sounding Board" },
  { name: "description", content: "Check an idea against a simulated, calibrated panel of personas." },
];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
