import type { ReactNode } from "react";
import { formatDateTime, formatNumber } from "~/utils/format";

export interface ReportFact {
  label: string;
  value: ReactNode;
}

/** The facts every report states: the audience, the panel's size and when it ran. */
export function panelFacts({
  audience,
  personas,
  ranAt,
}: {
  audience?: string | null;
  personas?: number | null;
  ranAt?: string | null;
}): ReportFact[] {
  const facts: ReportFact[] = audience ? [{ label: "Audience", value: audience }] : [];
  if (personas) facts.push({ label: "Panel", value: `${formatNumber(personas)} simulated personas` });
  if (ranAt) facts.push({ label: "Run on", value: <time dateTime={ranAt}>{formatDateTime(ranAt)}</time> });
  return facts;
}

/**
 * The head of every report (the app's report, the demo, the shared verdict,
 * the pulse and idea-check results): what kind of report it is, the idea
 * tested as its title, and the facts that say for whom, how many and when.
 */
export function ReportTitle({
  kind,
  title,
  titleId,
  facts,
  children,
}: {
  kind: ReactNode;
  title: string;
  titleId?: string;
  facts: readonly ReportFact[];
  /** Actions or notes under the facts. */
  children?: ReactNode;
}) {
  return (
    <header className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <p className="text-sm font-medium text-brand-700">{kind}</p>
      <h1
        id={titleId}
        className="break-words text-xl font-bold leading-snug tracking-tight text-slate-900 sm:text-2xl"
      >
        {title}
      </h1>
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        {facts.map((fact) => (
          <div key={fact.label} className="flex gap-1.5">
            <dt className="text-slate-600">{fact.label}</dt>
            <dd className="font-medium text-slate-900">{fact.value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </header>
  );
}
