import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { z } from "zod";
import { EmailGate, gateOf, UnlockedNotice } from "~/components/email-gate";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { constraintOf } from "~/forms/constraint.server";
import { IdeaCheckResultSchema, IdeaCheckSchema } from "~/forms/idea-check.server";
import { HoneypotField } from "~/components/honeypot";
import { isSpamForm } from "~/utils/honeypot.server";
import { ErrorList, StatusButton } from "~/components/forms";
import { panelFacts, ReportTitle } from "~/components/report-title";
import { PanelReportView } from "~/components/panel-report";
import { runIdeaCheck } from "~/services/demo.server";
import { claimGuestPublicTest, emailGateForRefusal, PublicTestLimitError } from "~/utils/public-tests.server";
import { getUserId } from "~/utils/auth.server";
import { readForm } from "~/utils/form.server";
import { readToken, signToken } from "~/utils/signed-token.server";

const FAILED = "Failed to analyze idea";

const RESULT_PURPOSE = "idea-check-result";
const BROKEN_RESULT = "This result link is not valid. Run the check again.";

/**
 * GET /idea-check?result=…: the report of a check already run, from its signed
 * link (the panel is seeded by the idea, so it is the same report): a reload
 * or a shared link spends no new free test.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("result");
  const constraint = constraintOf(IdeaCheckSchema);
  if (!token) return { report: null, problem: null, constraint };
  const parsed = IdeaCheckResultSchema.safeParse(
    readToken(context.services.config.sessionSecrets[0]!, RESULT_PURPOSE, token),
  );
  if (!parsed.success) return data({ report: null, problem: BROKEN_RESULT, constraint }, { status: 400 });
  const { idea, audience, at } = parsed.data;
  return {
    report: runIdeaCheck({ idea, targetAudience: audience }, new Date(at)),
    problem: null,
    constraint,
  };
}

/**
 * POST /idea-check: runs the check, then redirects to its result link (so a
 * reload does not run, and spend, it again); a blank idea comes back as a
 * field error, a guest's test beyond the daily limit as the email gate over
 * the form.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: IdeaCheckSchema });
  // A bot filled in the hidden field: answer like a failed check and compute nothing.
  if (isSpamForm(context.services, request, formData)) {
    return data({ result: submission.reply({ formErrors: [FAILED] }), report: null }, { status: 400 });
  }
  if (submission.status !== "success") {
    return data({ result: submission.reply(), report: null }, { status: 400 });
  }
  let release: () => Promise<void>;
  try {
    release = await claimGuestPublicTest(context, { guest: !(await getUserId(context, request)) });
  } catch (error) {
    if (!(error instanceof PublicTestLimitError)) throw error;
    const { gate, headers } = await emailGateForRefusal(context, request, error, {
      surface: "idea_check",
      returnTo: "/idea-check",
    });
    return data({ result: submission.reply(), report: null, gate }, { status: 429, headers });
  }
  try {
    const { idea_description: idea, target_audience: audience } = submission.value;
    const at = context.services.now().toISOString();
    // Run now, so a failure is reported here and the test given back; the link shows the same report.
    runIdeaCheck({ idea, targetAudience: audience }, new Date(at));
    const token = signToken(context.services.config.sessionSecrets[0]!, RESULT_PURPOSE, {
      idea,
      audience: audience?.trim() || null,
      at,
    });
    return redirect(`/idea-check?result=${token}`);
  } catch (error) {
    await release();
    console.warn("idea check failed", error);
    return data({ result: submission.reply({ formErrors: [FAILED] }), report: null }, { status: 500 });
  }
}

export default function IdeaCheckPage() {
  const actionData = useActionData<typeof action>();
  const loaderData = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const gate = navigation.state === "idle" ? gateOf(actionData) : null;
  const [form, fields] = useForm<z.input<typeof IdeaCheckSchema>>({
    id: "idea-check",
    lastResult: actionData?.result,
    constraint: loaderData.constraint,
  });
  const report = loaderData.report;
  const ideaErrorId = fields.idea_description.errors?.length ? fields.idea_description.errorId : undefined;

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10">
      {report ? (
        <ReportTitle
          kind="Free idea check"
          title={report.idea}
          facts={panelFacts({ personas: report.panel_size, ranAt: report.generated_at })}
        />
      ) : (
        <header>
          <h1 className="text-3xl font-bold tracking-tight">Free idea check</h1>
          <p className="text-slate-600">A simulated panel of 100 personas reacts to your idea in seconds.</p>
        </header>
      )}
      {gate ? <EmailGate key={gate.id} gate={gate} /> : <UnlockedNotice />}
      {loaderData.problem ? (
        <p role="alert" className="rounded-lg bg-rose-50 p-3 text-sm text-rose-800">
          {loaderData.problem}
        </p>
      ) : null}
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
          <HoneypotField id="idea-check-website" />
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
              className="rounded-lg border border-slate-300 bg-white px-3 py-2 shadow-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600 aria-[invalid]:border-rose-500"
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
              className="rounded-lg border border-slate-300 bg-white px-3 py-2 shadow-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600"
            />
            <ErrorList id={fields.target_audience.errorId} errors={fields.target_audience.errors} />
          </div>
          <StatusButton pendingText="Analyzing..." className="btn-primary self-start">
            Analyze idea
          </StatusButton>
        </Form>
      )}
    </div>
  );
}

export const meta: MetaFunction = () => [
  { title: "Free idea check | Sounding Board" },
  { name: "description", content: "Check an idea against a simulated, calibrated panel of personas." },
];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
