import type { ComparisonView } from "~/services/comparisons.server";
import { formatDate } from "~/utils/format";

/** The comparison's title: how many variants, the audience, the panel size and the date. */
export function ComparisonHeader({ view }: { view: ComparisonView }) {
  return (
    <header className="flex flex-col gap-1">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
        Comparison of {view.runs.filter((run) => run.key !== "control").length} variants
      </h1>
      <p className="text-sm text-slate-600">
        {view.cohortName} · {view.personaCount} personas per variant · {formatDate(view.createdAt)}
      </p>
    </header>
  );
}
