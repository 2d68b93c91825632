import type { PulseResult, PulseVerdict } from "~/engine";
import { intervalLabel } from "~/engine/intervals";
import { cn } from "~/utils/misc";
import { SyntheticNote } from "./synthetic-note";

const VERDICT_STYLE: Record<PulseVerdict, string> = {
  Proceed: "bg-emerald-100 text-emerald-800",
  Guarded: "bg-amber-100 text-amber-800",
  "No-Go": "bg-rose-100 text-rose-800",
};

type Reason = PulseResult["reasons"][number];

function ReasonList({
  id,
  title,
  reasons,
  empty,
}: {
  id: string;
  title: string;
  reasons: Reason[];
  empty: string;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      {reasons.length === 0 ? (
        <p className="text-sm text-slate-600">{empty}</p>
      ) : (
        <ul aria-labelledby={id} className="flex flex-col gap-2">
          {reasons.map((reason) => (
            <li key={reason.text} className="flex justify-between gap-4 border-b pb-1">
              <span>{reason.text}</span>
              <span className="font-medium">{reason.pct}%</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A pulse run's result: the share who would try it, its verdict, likes and concerns. */
export function PulseResults({ pulse }: { pulse: PulseResult }) {
  const likes = pulse.reasons.filter((reason) => reason.kind === "like");
  const concerns = pulse.reasons.filter((reason) => reason.kind === "concern");
  return (
    <section
      aria-labelledby="pulse-result"
      className="flex flex-col gap-4 rounded-2xl border bg-white p-6 shadow-sm"
    >
      <h2 id="pulse-result" className="sr-only">
        Result
      </h2>
      <p className="text-5xl font-bold">
        {pulse.pulse_pct}%<span className="ml-2 text-base font-normal text-slate-600">would try it</span>
      </p>
      {/* pulse_pct is a count of 100 personas. */}
      <p className="text-sm text-slate-600">{intervalLabel(pulse.pulse_pct, 100)}</p>
      <p>
        Verdict:{" "}
        <strong className={cn("rounded-full px-3 py-1 text-sm", VERDICT_STYLE[pulse.verdict])}>
          {pulse.verdict}
        </strong>
      </p>
      <p className="text-slate-700">{pulse.summary}</p>
      <SyntheticNote />
      <div className="grid gap-6 sm:grid-cols-2">
        <ReasonList
          id="pulse-likes"
          title="What they like"
          reasons={likes}
          empty="No persona would try it yet."
        />
        <ReasonList
          id="pulse-concerns"
          title="What holds them back"
          reasons={concerns}
          empty="No concern was raised."
        />
      </div>
      <p className="text-xs text-slate-500">
        Proceed at 60% or more, Guarded at 35% or more, No-Go below 35%.
      </p>
    </section>
  );
}
