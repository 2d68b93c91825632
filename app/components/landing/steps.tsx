import type { Step, Tone } from "~/landing/content";
import { cn } from "~/utils/misc";

/** The 3-step explanation shared by every variant. */
export function Steps({ steps, tone, id }: { steps: Step[]; tone: Tone; id?: string }) {
  return (
    <ol id={id} className="grid gap-6 sm:grid-cols-3">
      {steps.map((step, index) => (
        <li
          key={step.title}
          className={cn(
            "flex flex-col gap-2 rounded-2xl p-6",
            tone === "dark" && "border border-slate-800 bg-slate-900/60",
            tone === "light" && "bg-white shadow-sm ring-1 ring-slate-200",
            tone === "minimal" && "border-t border-slate-300 px-0",
          )}
        >
          <span
            className={cn(
              "text-sm font-semibold",
              tone === "dark" ? "text-indigo-300" : tone === "light" ? "text-brand-600" : "text-slate-500",
            )}
          >
            Step {index + 1}
          </span>
          <h3 className="text-lg font-semibold">{step.title}</h3>
          <p className={cn("text-sm", tone === "dark" ? "text-slate-400" : "text-slate-600")}>{step.body}</p>
        </li>
      ))}
    </ol>
  );
}
