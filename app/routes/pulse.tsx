import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { z } from "zod";
import { EmailGate, gateOf, UnlockedNotice } from "~/components/email-gate";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorList } from "~/components/forms";
import { PulseSchema } from "~/forms/pulse.server";
import { ProgressBar } from "~/components/progress-bar";
import {
  getPulseAudience,
  PULSE_AUDIENCES,
  PULSE_CONCEPT_MAX,
  PULSE_CONCEPT_MIN,
  PULSE_PERSONAS,
} from "~/engine";
import { claimGuestPublicTest, emailGateForRefusal, PublicTestLimitError } from "~/utils/public-tests.server";
import { createPulseRun, getPulseRun } from "~/services/verdicts.server";
import { getPageOwner } from "~/utils/simulation-owner.server";
import { readForm } from "~/utils/form.server";
import { PulseResults } from "~/components/pulse-results";
import { panelFacts, ReportTitle } from "~/components/report-title";

const PLACEHOLDER =
  "For busy parents struggling with planning healthy dinners, we offer a weekly meal kit app for $12/month.";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const runId = new URL(request.url).searchParams.get("run");
  if (!runId) return { run: null };
  const run = await getPulseRun(context.services.db, runId);
  if (!run) throw new Response("Report not found or still processing.", { status: 404 });
  return { run };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: PulseSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const audience = getPulseAudience(submission.value.audience);
  if (!audience) return data({ result: submission.reply() }, { status: 400 });
  const owner = await getPageOwner(context, request);
  let release: () => Promise<void>;
  try {
    // A guest's pulse check is one of their free public tests of the day (docs/decisions/013).
    release = await claimGuestPublicTest(context, { guest: owner?.kind !== "user" });
  } catch (error) {
    if (!(error instanceof PublicTestLimitError)) throw error;
    const { gate, headers } = await emailGateForRefusal(context, request, error, {
      surface: "pulse",
      returnTo: "/pulse",
    });
    return data({ result: submission.reply(), gate }, { status: 429, headers });
  }
  try {
    const { id } = await createPulseRun(
      context.services,
      { owner, clientIp: context.clientIp },
      { concept: submission.value.concept, audience },
    );
    return redirect(`/pulse?run=${id}`);
  } catch {
    await release();
    return data(
      { result: submission.reply({ formErrors: ["Failed to run simulation. Please try again."] }) },
      { status: 500 },
    );
  }
}

type Phase = "idle" | "submitted" | "running" | "finishing";

/**
 * With JavaScript: a counter rising 1 per second up to 90 while the run is
 * under way, 100 once the result is in, and the result half a second later.
 * The result is computed first; this only shows the wait honestly.
 */
function useRunningCounter(navigating: boolean, runId: string | null) {
  const [phase, setPhase] = useState<Phase>("idle");
  const [ticks, setTicks] = useState(0);
  // The submit handler runs before the navigation starts: wait to see it under way, then done.
  if (phase === "submitted" && navigating) setPhase("running");
  if (phase === "running" && !navigating) setPhase(runId ? "finishing" : "idle");

  useEffect(() => {
    if (phase !== "submitted" && phase !== "running") return;
    const timer = setInterval(() => setTicks((value) => value + 1), 1000);
    return () => clearInterval(timer);
  }, [phase]);

  useEffect(() => {
    if (phase !== "finishing") return;
    const timer = setTimeout(() => setPhase("idle"), 500);
    return () => clearTimeout(timer);
  }, [phase]);

  const start = () => {
    setTicks(0);
    setPhase("submitted");
  };
  const progress =
    phase === "submitted" || phase === "running" ? Math.min(90, ticks) : phase === "finishing" ? 100 : null;
  return { progress, start };
}

/** The concept box with its x/600 counter: live with JavaScript, as sent without. */
function ConceptInput({
  textareaProps,
  initialLength,
}: {
  textareaProps: ReturnType<typeof getTextareaProps>;
  initialLength: number;
}) {
  const [length, setLength] = useState(initialLength);
  return (
    <>
      <textarea
        {...textareaProps}
        rows={5}
        placeholder={PLACEHOLDER}
        onInput={(event) => setLength(event.currentTarget.value.length)}
        className="rounded-lg border border-slate-300 px-3 py-2"
      />
      <p className="text-right text-xs text-slate-500" aria-live="polite">
        {length}/{PULSE_CONCEPT_MAX}
      </p>
    </>
  );
}

export default function PulsePage() {
  const { run } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const running = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const { progress, start } = useRunningCounter(navigation.state !== "idle", run?.id ?? null);
  const [form, fields] = useForm<z.input<typeof PulseSchema>>({
    id: "pulse",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    constraint: {
      concept: { required: true, minLength: PULSE_CONCEPT_MIN, maxLength: PULSE_CONCEPT_MAX },
      audience: { required: true },
    },
  });
  const initialConcept = typeof fields.concept.initialValue === "string" ? fields.concept.initialValue : "";
  const gate = navigation.state === "idle" ? gateOf(actionData) : null;
  // The progress view replaced the form while the post was under way: the form comes back with what
  // was sent (Conform's current value), not with its first, empty defaults.
  const sent = actionData ? fields.concept.value : undefined;
  const currentConcept = typeof sent === "string" ? sent : initialConcept;
  // With JavaScript the button waits for a concept and an audience (spec §5); without, the server says what is missing.
  const hydrated = useHydrated();
  const [filled, setFilled] = useState<boolean | null>(null);
  const ready = filled ?? (currentConcept.trim() !== "" && typeof fields.audience.value === "string");

  if (progress !== null) {
    return (
      <div className="mx-auto flex max-w-2xl flex-col gap-6 px-6 py-16">
        <h1 className="text-3xl font-bold tracking-tight">Pulse check</h1>
        <div role="status" aria-live="polite" className="flex flex-col gap-3">
          <p className="font-medium">Simulating responses from 100 personas...</p>
          <ProgressBar percent={progress} />
          <p className="text-sm text-slate-600">{progress}%</p>
        </div>
      </div>
    );
  }

  if (run) {
    return (
      <div className="mx-auto flex max-w-2xl flex-col gap-6 px-6 py-16">
        <ReportTitle
          kind="Pulse check results"
          title={run.concept}
          facts={panelFacts({ audience: run.audience, personas: PULSE_PERSONAS })}
        />
        <PulseResults pulse={run.pulse} />
        <div className="flex flex-wrap gap-3">
          <Link to="/pulse" className="btn-primary">
            Test Another Idea
          </Link>
          <Link to={`/verdict/${run.id}`} className="btn-secondary">
            See the full verdict
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-6 py-16">
      <h1 className="text-3xl font-bold tracking-tight">Pulse check</h1>
      <p className="text-slate-600">
        Describe your concept with the template: “For [customer] struggling with [problem], we offer
        [solution].” 100 personas from the audience you pick react to it.
      </p>
      {gate ? <EmailGate key={gate.id} gate={gate} /> : <UnlockedNotice />}
      <Form
        method="post"
        action="/pulse"
        {...getFormProps(form)}
        onSubmit={(event) => {
          form.onSubmit(event);
          if (!event.defaultPrevented) start();
        }}
        onChange={(event) => {
          const values = new FormData(event.currentTarget);
          setFilled(String(values.get("concept") ?? "").trim() !== "" && values.get("audience") !== null);
        }}
        className="flex flex-col gap-5"
      >
        <div className="flex flex-col gap-1.5">
          <label htmlFor={fields.concept.id} className="text-sm font-medium text-slate-800">
            Concept
          </label>
          <ConceptInput
            key={`${fields.concept.key}-${initialConcept}`}
            textareaProps={{
              ...getTextareaProps(fields.concept, { ariaAttributes: true }),
              defaultValue: currentConcept,
            }}
            initialLength={currentConcept.length}
          />
          <ErrorList id={fields.concept.errorId} errors={fields.concept.errors} />
        </div>
        <fieldset
          className="flex flex-col gap-2"
          aria-invalid={fields.audience.errors ? true : undefined}
          aria-describedby={fields.audience.errors ? fields.audience.errorId : undefined}
        >
          <legend className="mb-1 text-sm font-medium text-slate-800">Test audience</legend>
          {PULSE_AUDIENCES.map((audience) => (
            <label
              key={audience.id}
              className="flex gap-3 rounded-lg border p-3 has-[:checked]:border-brand-600"
            >
              <input
                {...getInputProps(fields.audience, {
                  type: "radio",
                  value: audience.id,
                  ariaAttributes: false,
                })}
                {...(actionData ? { defaultChecked: fields.audience.value === audience.id } : {})}
                key={`${fields.audience.key}-${audience.id}`}
              />
              <span className="flex flex-col">
                <span className="font-medium">{audience.name}</span>
                <span className="text-sm text-slate-600">{audience.description}</span>
                <span className="text-xs text-slate-500">Pains: {audience.pains.join(" · ")}</span>
              </span>
            </label>
          ))}
          <ErrorList id={fields.audience.errorId} errors={fields.audience.errors} />
        </fieldset>
        <ErrorList id={form.errorId} errors={form.errors} />
        <button type="submit" className="btn-primary self-start" disabled={running || (hydrated && !ready)}>
          {running ? "Running..." : "Run pulse check"}
        </button>
      </Form>
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Pulse check | Sounding Board" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
