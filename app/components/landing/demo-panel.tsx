import { useEffect, useRef, useState } from "react";
import { ProgressBar } from "~/components/progress-bar";
import { DEMO_RESULT, type DemoConfig, type DemoResult } from "~/landing/demo";
import type { Tone } from "~/landing/content";
import { cn } from "~/utils/misc";

/** What the server read from ?demo=run&idea=&cohort= (the Run form without JavaScript). */
export interface DemoQuery {
  ran: boolean;
  idea: string | null;
  cohort: string | null;
}

export function readDemoQuery(url: URL, config: DemoConfig): DemoQuery {
  const idea = config.editableIdea ? url.searchParams.get("idea") : null;
  const cohort = url.searchParams.get("cohort");
  const ideaGiven = !config.editableIdea || (idea ?? "").trim() !== "";
  return {
    ran: url.searchParams.get("demo") === "run" && ideaGiven,
    idea,
    cohort: config.cohorts.some((option) => option.id === cohort) ? cohort : null,
  };
}

/**
 * The canned landing demo. Without JavaScript, Run submits a GET form and the
 * page comes back with the result; with it, Run clears the result, waits the
 * variant's delay and shows the canned result, and the demo runs itself once
 * after load when there is no result yet.
 */
export function DemoPanel({
  config,
  query,
  action,
  tone,
  showMetrics,
}: {
  config: DemoConfig;
  query: DemoQuery;
  action: string;
  tone: Tone;
  showMetrics: boolean;
}) {
  const [idea, setIdea] = useState(query.idea ?? config.idea);
  const [cohort, setCohort] = useState(query.cohort ?? config.cohorts[0]!.id);
  const [loading, setLoading] = useState(false);
  const [result, setResult] = useState<DemoResult | null>(query.ran ? DEMO_RESULT : null);
  const timers = useRef<number[]>([]);
  // The auto-run timer reads the idea as it is when it fires, not as it was on load.
  const ideaRef = useRef(idea);

  function run() {
    if (ideaRef.current.trim() === "") return;
    setResult(null);
    setLoading(true);
    timers.current.push(
      window.setTimeout(() => {
        setResult(DEMO_RESULT);
        setLoading(false);
      }, config.delayMs),
    );
  }

  useEffect(() => {
    const pending = timers.current;
    if (!query.ran) pending.push(window.setTimeout(run, config.autoRunMs));
    return () => pending.forEach((timer) => window.clearTimeout(timer));
    // Runs once on load: the auto-run.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const dark = tone === "dark";
  const muted = dark ? "text-slate-400" : "text-slate-500";
  const blank = idea.trim() === "";

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <form
        method="get"
        action={`${action}#demo`}
        onSubmit={(event) => {
          event.preventDefault();
          run();
        }}
        className={cn(
          "flex flex-col gap-4 rounded-2xl p-6",
          tone === "minimal"
            ? "border border-slate-300 bg-white"
            : "bg-white shadow-sm ring-1 ring-slate-200",
        )}
      >
        <input type="hidden" name="demo" value="run" />
        {/* Variant 2 locks the idea and the audience while the demo runs. */}
        <fieldset disabled={config.editableIdea && loading} className="flex flex-col gap-4">
          {config.editableIdea ? (
            <label className="flex flex-col gap-1.5 text-sm font-semibold text-slate-800">
              Your idea
              <textarea
                name="idea"
                rows={4}
                required
                value={idea}
                onChange={(event) => {
                  ideaRef.current = event.target.value;
                  setIdea(event.target.value);
                }}
                className="rounded-lg border border-slate-300 px-3 py-2 text-base font-normal disabled:bg-slate-100"
              />
            </label>
          ) : (
            <div className="flex flex-col gap-1.5">
              <p className="text-xs font-semibold tracking-widest text-slate-500">IDEA</p>
              <p className="rounded-lg bg-slate-50 px-3 py-2 text-slate-800">{config.idea}</p>
            </div>
          )}
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-xs font-semibold tracking-widest text-slate-500">AUDIENCE</legend>
            {config.cohorts.map((option) => (
              <label key={option.id} className="flex items-center gap-2 text-slate-800">
                <input
                  type="radio"
                  name="cohort"
                  value={option.id}
                  checked={cohort === option.id}
                  onChange={() => setCohort(option.id)}
                />
                {option.label}
              </label>
            ))}
          </fieldset>
        </fieldset>
        <button
          type="submit"
          data-value-proposition="demo_run_simulation"
          disabled={loading || (config.editableIdea && blank)}
          className={tone === "minimal" ? "btn bg-slate-900 text-white hover:bg-slate-700" : "btn-primary"}
        >
          {loading ? "Running…" : "Run simulation"}
        </button>
        <p className="text-xs text-slate-500">A real run usually takes 20-30 seconds.</p>
      </form>

      <div
        aria-live="polite"
        aria-busy={loading}
        className={cn(
          "flex min-h-64 flex-col gap-4 rounded-2xl p-6",
          tone === "minimal"
            ? "border border-slate-300 bg-white"
            : "bg-white shadow-sm ring-1 ring-slate-200",
        )}
      >
        <h3 className="text-xs font-semibold tracking-widest text-slate-500">RESULTS</h3>
        {loading ? (
          <LoadingCounter />
        ) : result ? (
          <DemoResultView result={result} showMetrics={showMetrics} barScale={config.barScale} />
        ) : (
          <p className={muted}>{config.emptyText}</p>
        )}
      </div>
    </div>
  );
}

function DemoResultView({
  result,
  showMetrics,
  barScale,
}: {
  result: DemoResult;
  showMetrics: boolean;
  barScale: number;
}) {
  return (
    <div className="flex flex-col gap-4 text-slate-800">
      <p className="text-3xl font-bold">{result.percentage}% interested</p>
      <p className="text-sm text-slate-600">{result.summary}</p>
      {showMetrics ? (
        <dl className="grid grid-cols-3 gap-2 text-center text-sm">
          {(["positive", "neutral", "negative"] as const).map((key) => (
            <div key={key} className="rounded-lg bg-slate-50 p-2">
              <dt className="capitalize text-slate-500">{key}</dt>
              <dd className="text-lg font-semibold">{result.metrics[key]}%</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <ul className="flex flex-col gap-2">
        {result.reasons.map((reason) => (
          <li key={reason.text} className="flex flex-col gap-1 text-sm">
            <span className="flex justify-between gap-2">
              <span>{reason.text}</span>
              <span className="text-slate-500">{reason.count}</span>
            </span>
            <span className="h-2 rounded-full bg-slate-100">
              <span
                className={cn("block h-2 rounded-full", reason.positive ? "bg-emerald-500" : "bg-rose-400")}
                style={{ width: `${Math.min(100, (reason.count / barScale) * 100)}%` }}
              />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

const COUNTER_STEP = 2;
const COUNTER_TICK_MS = 20;

/** The run's progress: rises by 2 every 20 ms up to 100 (spec §4), then waits for the result. */
function LoadingCounter() {
  const [percent, setPercent] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => {
      setPercent((value) => {
        if (value + COUNTER_STEP >= 100) window.clearInterval(timer);
        return Math.min(100, value + COUNTER_STEP);
      });
    }, COUNTER_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <div className="flex flex-col gap-2">
      <p className="text-slate-600">Simulating 100 personas…</p>
      <ProgressBar percent={percent} size="sm" />
      <p aria-hidden="true" className="text-sm tabular-nums text-slate-500">
        {percent}%
      </p>
    </div>
  );
}
