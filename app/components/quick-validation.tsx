import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { cn } from "~/utils/misc";
import { EmailGate, UnlockedNotice, type EmailGateView } from "./email-gate";
import { SyntheticNote } from "./synthetic-note";
import { intervalLabel } from "~/engine/intervals";
import { HoneypotField } from "./honeypot";
import { ReasonsChart } from "./reasons-chart";

export const QUICK_TEXT = {
  missingIdea: "Please enter an idea and select a target audience",
  missingClarification: "Please provide clarification",
  failed: "Simulation failed. Please try again.",
  timedOut: "Simulation timed out. Please try again.",
  fetchFailed: "Failed to fetch results. Please refresh the page.",
  startFailed: "Failed to start simulation. Please try again.",
  clarifyFailed: "Failed to submit clarification. Please try again.",
} as const;

export const POLL_INTERVAL_MS = 1000;
export const POLL_MAX_TRIES = 30;

export interface QuickCohortView {
  id: string;
  name: string;
  description: string;
}

export interface QuickReasonView {
  reason: string;
  count: number;
  sentiment: "positive" | "negative" | "neutral";
}

export interface QuickResultView {
  simulation_id: string;
  status: "running" | "completed" | "failed";
  summary: string | null;
  top_reasons: QuickReasonView[];
  metrics: { positive: number; neutral: number; negative: number };
}

/** What the page action answers: a question, a started run (with JS) or an error to show. */
export type QuickActionData =
  | { status: "needs_clarification"; question: string; idea: string; cohortId: string }
  | { status: "started"; simulationId: string }
  | {
      status: "error";
      message: string;
      idea: string;
      cohortId: string;
      question: string | null;
      clarification: string;
      /** A guest's daily limit: the email gate over the form. */
      gate?: EmailGateView;
    };

type Phase =
  | { kind: "input" }
  | { kind: "clarify"; question: string }
  | { kind: "running"; simulationId: string }
  | { kind: "results"; result: QuickResultView };

function initialPhase(
  run: QuickResultView | null,
  timedOut: boolean,
  actionData: QuickActionData | undefined,
): Phase {
  if (actionData?.status === "needs_clarification") return { kind: "clarify", question: actionData.question };
  if (actionData?.status === "error" && actionData.question) {
    return { kind: "clarify", question: actionData.question };
  }
  if (run?.status === "completed") return { kind: "results", result: run };
  if (run?.status === "running" && !timedOut) return { kind: "running", simulationId: run.simulation_id };
  return { kind: "input" };
}

export function QuickValidation({
  path,
  cohorts,
  run,
  timedOut = false,
  actionData,
}: {
  path: string;
  cohorts: QuickCohortView[];
  run: QuickResultView | null;
  timedOut?: boolean;
  actionData: QuickActionData | undefined;
}) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<QuickActionData>();
  // The first audience is chosen already (public-surfaces: preselected), so an idea alone can be sent.
  const defaultCohort = cohorts[0]?.id ?? "";
  const restored = actionData && actionData.status !== "started" ? actionData : null;
  const [phase, setPhase] = useState<Phase>(() => initialPhase(run, timedOut, actionData));
  const [idea, setIdea] = useState(restored?.idea ?? "");
  const [cohortId, setCohortId] = useState(restored?.cohortId ?? defaultCohort);
  const [clarification, setClarification] = useState(
    restored?.status === "error" ? restored.clarification : "",
  );
  const [error, setError] = useState<string | null>(
    restored?.status === "error"
      ? restored.message
      : run?.status === "failed"
        ? QUICK_TEXT.failed
        : run?.status === "running" && timedOut
          ? QUICK_TEXT.timedOut
          : null,
  );
  const [gate, setGate] = useState<EmailGateView | null>(
    restored?.status === "error" ? (restored.gate ?? null) : null,
  );
  const busy = fetcher.state !== "idle" || phase.kind === "running";

  // The answer of the enhanced form post, taken in once (state adjusted while rendering, not in an effect).
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const [handled, setHandled] = useState<QuickActionData | undefined>(undefined);
  if (answer && answer !== handled) {
    setHandled(answer);
    setGate(answer.status === "error" ? (answer.gate ?? null) : null);
    if (answer.status === "needs_clarification") {
      setError(null);
      setPhase({ kind: "clarify", question: answer.question });
    } else if (answer.status === "started") {
      setError(null);
      setClarification("");
      setPhase({ kind: "running", simulationId: answer.simulationId });
    } else {
      setError(answer.message);
    }
  }

  // Polls the run once a second, at most POLL_MAX_TRIES times.
  const pollingId = phase.kind === "running" && hydrated ? phase.simulationId : null;
  useEffect(() => {
    if (!pollingId) return;
    let tries = 0;
    let stopped = false;
    const timer = window.setInterval(() => {
      void (async () => {
        if (stopped) return;
        tries += 1;
        if (tries > POLL_MAX_TRIES) {
          stopped = true;
          window.clearInterval(timer);
          setError(QUICK_TEXT.timedOut);
          setPhase({ kind: "input" });
          return;
        }
        try {
          const response = await fetch(`/api/simple/simulation/${encodeURIComponent(pollingId)}`);
          if (!response.ok) throw new Error(`status ${response.status}`);
          const result = (await response.json()) as QuickResultView;
          if (stopped) return;
          if (result.status === "completed") {
            stopped = true;
            window.clearInterval(timer);
            setPhase({ kind: "results", result });
          } else if (result.status === "failed") {
            stopped = true;
            window.clearInterval(timer);
            setError(QUICK_TEXT.failed);
            setPhase({ kind: "input" });
          }
        } catch {
          if (stopped) return;
          stopped = true;
          window.clearInterval(timer);
          setError(QUICK_TEXT.fetchFailed);
          setPhase({ kind: "input" });
        }
      })();
    }, POLL_INTERVAL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [pollingId]);

  function reset() {
    setGate(null);
    setPhase({ kind: "input" });
    setIdea("");
    setClarification("");
    setCohortId(defaultCohort);
    setError(null);
  }

  const errorAlert = error ? (
    <p role="alert" className="rounded-lg border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-800">
      {error}
    </p>
  ) : null;
  // Outside the page's form (forms do not nest); after the gate, the notice it sent the visitor back with.
  const gateOrNotice = gate ? <EmailGate key={gate.id} gate={gate} /> : <UnlockedNotice />;

  if (phase.kind === "results") {
    return <QuickResults result={phase.result} path={path} onReset={reset} />;
  }

  if (phase.kind === "running") {
    return (
      <section
        aria-live="polite"
        className="flex flex-col items-center gap-3 rounded-xl border p-8 text-center"
      >
        <span
          aria-hidden
          className="h-8 w-8 animate-spin rounded-full border-4 border-slate-200 border-t-indigo-600"
        />
        <p className="text-lg font-medium text-slate-900">Simulating responses from 100 personas...</p>
        <p className="text-sm text-slate-600">This usually takes 20-30 seconds</p>
      </section>
    );
  }

  if (phase.kind === "clarify") {
    const originalIdea = idea || restored?.idea || "";
    return (
      <>
        {gateOrNotice}
        <fetcher.Form method="post" action={path} className="flex flex-col gap-4">
          {errorAlert}
          <input type="hidden" name="intent" value="clarify" />
          <input type="hidden" name="original_idea" value={originalIdea} />
          <input type="hidden" name="cohort_id" value={cohortId} />
          <input type="hidden" name="question" value={phase.question} />
          <HoneypotField id="quick-clarify-website" />
          {hydrated ? <input type="hidden" name="enhanced" value="1" /> : null}
          <div className="rounded-xl border border-amber-200 bg-amber-50 p-4">
            <h2 className="text-sm font-semibold text-amber-900">We need a little more detail</h2>
            <p className="mt-1 text-slate-800">{phase.question}</p>
          </div>
          <label htmlFor="quick-clarification" className="text-sm font-medium text-slate-800">
            Your clarification
          </label>
          <textarea
            id="quick-clarification"
            name="clarification"
            rows={4}
            required
            maxLength={5000}
            placeholder="Provide more details..."
            value={clarification}
            onChange={(event) => setClarification(event.target.value)}
            className="rounded-lg border border-slate-300 p-3"
          />
          <div className="flex flex-wrap gap-3">
            <button
              type="submit"
              disabled={hydrated && (busy || !clarification.trim())}
              aria-busy={fetcher.state !== "idle"}
              className="btn-primary"
            >
              {fetcher.state !== "idle" ? "Processing..." : "Submit Clarification"}
            </button>
            <Link to={path} onClick={reset} className="btn-secondary">
              Start Over
            </Link>
          </div>
        </fetcher.Form>
      </>
    );
  }

  return (
    <>
      {gateOrNotice}
      <fetcher.Form method="post" action={path} className="flex flex-col gap-5">
        {errorAlert}
        <input type="hidden" name="intent" value="validate" />
        <HoneypotField id="quick-idea-website" />
        {hydrated ? <input type="hidden" name="enhanced" value="1" /> : null}
        <div className="flex flex-col gap-2">
          <label htmlFor="quick-idea" className="text-sm font-medium text-slate-800">
            Your idea
          </label>
          <textarea
            id="quick-idea"
            name="idea"
            rows={5}
            required
            maxLength={5000}
            placeholder="e.g. A note-taking app for university students that turns lecture recordings into organised study notes, $5/month"
            value={idea}
            onChange={(event) => setIdea(event.target.value)}
            className="rounded-lg border border-slate-300 p-3"
          />
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium text-slate-800">Target audience</legend>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {cohorts.map((cohort) => (
              <label
                key={cohort.id}
                htmlFor={`quick-cohort-${cohort.id}`}
                aria-label={cohort.name}
                className={cn(
                  "flex cursor-pointer gap-3 rounded-xl border p-4",
                  cohortId === cohort.id ? "border-indigo-600 bg-indigo-50" : "border-slate-200",
                )}
              >
                <input
                  type="radio"
                  id={`quick-cohort-${cohort.id}`}
                  name="cohort_id"
                  value={cohort.id}
                  required
                  checked={cohortId === cohort.id}
                  onChange={() => setCohortId(cohort.id)}
                  className="mt-1"
                />
                <span className="flex flex-col">
                  <span className="font-medium text-slate-900">{cohort.name}</span>
                  <span className="text-sm text-slate-600">{cohort.description}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <button
          type="submit"
          disabled={hydrated && (busy || !idea.trim() || !cohortId)}
          aria-busy={fetcher.state !== "idle"}
          className="btn-primary self-start px-5 py-2.5"
        >
          {fetcher.state !== "idle" ? "Validating idea..." : "Validate Idea"}
        </button>
      </fetcher.Form>
    </>
  );
}

function QuickResults({
  result,
  path,
  onReset,
}: {
  result: QuickResultView;
  path: string;
  onReset: () => void;
}) {
  const first = result.top_reasons[0];
  const total = result.metrics.positive + result.metrics.neutral + result.metrics.negative;
  return (
    <div className="flex flex-col gap-6">
      <section className="rounded-xl border p-6">
        <h2 className="text-lg font-semibold text-slate-900">Validation Summary</h2>
        {result.summary ? <p className="mt-2 text-slate-700">{result.summary}</p> : null}
        <div className="mt-2">
          <SyntheticNote />
        </div>
        <dl className="mt-4 grid grid-cols-3 gap-3 text-center" aria-label="How the panel split">
          <div className="rounded-lg bg-green-50 p-3">
            <dt className="text-sm text-green-800">Positive</dt>
            <dd className="text-2xl font-semibold text-green-900">{result.metrics.positive}</dd>
            <dd className="text-xs text-green-800">would try it</dd>
            <dd className="text-xs text-green-800">{intervalLabel(result.metrics.positive, total)}</dd>
          </div>
          <div className="rounded-lg bg-slate-100 p-3">
            <dt className="text-sm text-slate-700">Neutral</dt>
            <dd className="text-2xl font-semibold text-slate-900">{result.metrics.neutral}</dd>
            <dd className="text-xs text-slate-700">mixed</dd>
            <dd className="text-xs text-slate-700">{intervalLabel(result.metrics.neutral, total)}</dd>
          </div>
          <div className="rounded-lg bg-red-50 p-3">
            <dt className="text-sm text-red-800">Negative</dt>
            <dd className="text-2xl font-semibold text-red-900">{result.metrics.negative}</dd>
            <dd className="text-xs text-red-800">not interested</dd>
            <dd className="text-xs text-red-800">{intervalLabel(result.metrics.negative, total)}</dd>
          </div>
        </dl>
      </section>
      <section className="rounded-xl border p-6">
        <h2 className="mb-4 text-lg font-semibold text-slate-900">Top 3 Reasons Mentioned</h2>
        {result.top_reasons.length ? (
          <ReasonsChart reasons={result.top_reasons} />
        ) : (
          <p className="text-slate-600">No reasons were mentioned.</p>
        )}
        {first ? (
          <p className="mt-4 text-slate-800">
            {first.count} people mentioned “{first.reason}” as{" "}
            {first.sentiment === "positive" ? "a reason they liked the idea" : "a concern"}
          </p>
        ) : null}
      </section>
      <Link to={path} onClick={onReset} className="btn-primary self-start px-5 py-2.5">
        Test Another Idea
      </Link>
    </div>
  );
}
