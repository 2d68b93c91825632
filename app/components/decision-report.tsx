import type { DecisionReport, ReasonItem } from "~/engine";
import { intervalLabel } from "~/engine/intervals";
import { cn } from "~/utils/misc";
import { JourneyFunnel } from "./charts/journey-funnel";
import { SyntheticNote } from "./synthetic-note";

const TONES = {
  red: "border-rose-300 bg-rose-50 text-rose-900",
  green: "border-emerald-300 bg-emerald-50 text-emerald-900",
  yellow: "border-amber-300 bg-amber-50 text-amber-900",
  blue: "border-sky-300 bg-sky-50 text-sky-900",
} as const;

/**
 * GO green, NO-GO red, PIVOT yellow, anything else blue. NO-GO is tested
 * before GO because "NO-GO" contains "GO" (docs/decisions/011).
 */
export function decisionTone(recommendation: string): keyof typeof TONES {
  const text = recommendation.toUpperCase();
  if (text.includes("NO-GO")) return "red";
  if (text.includes("GO")) return "green";
  if (text.includes("PIVOT")) return "yellow";
  return "blue";
}

const money = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});

function percent(rate: number): string {
  return `${Math.round(rate * 100)}%`;
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" aria-label={title}>
      <h2 className="mb-3 text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function Tile({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
      {hint ? <dd className="text-xs text-slate-500">{hint}</dd> : null}
    </div>
  );
}

function Reasons({ items, empty }: { items: ReasonItem[]; empty: string }) {
  if (items.length === 0) return <p className="text-sm text-slate-500">{empty}</p>;
  return (
    <ol className="flex flex-col gap-3">
      {items.map((item) => (
        <li key={item.label}>
          <p className="font-medium text-slate-900">
            {item.label} <span className="text-sm font-normal text-slate-500">({item.percentage}%)</span>
          </p>
          {item.evidence ? <p className="text-sm italic text-slate-600">“{item.evidence}”</p> : null}
        </li>
      ))}
    </ol>
  );
}

/** The report view shared by the demo and results: a decision report, every number from the engine. */
export function DecisionReportView({
  report,
  simulationId,
}: {
  report: DecisionReport;
  /** The run the report belongs to, for analytics; none for the demo. */
  simulationId?: string | null;
}) {
  const tone = decisionTone(report.decision.recommendation);
  const quotes = [...report.top_reasons_yes, ...report.top_reasons_no];
  return (
    <div className="flex flex-col gap-6">
      <section className={cn("rounded-xl border-2 p-6", TONES[tone])} aria-label="Decision" data-tone={tone}>
        <p className="text-sm font-semibold uppercase tracking-wide">Recommendation</p>
        <p className="text-4xl font-extrabold">{report.decision.recommendation}</p>
        <p className="mt-2">{report.decision.reasoning}</p>
        <p className="mt-2 text-sm">
          Confidence {report.decision.confidence} · success probability{" "}
          {percent(report.decision.success_probability)} · {report.n} personas ({report.cohort})
        </p>
      </section>

      <p className="text-slate-700">{report.executive_summary}</p>
      <SyntheticNote />

      <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
        <Tile
          label="Adoption rate"
          value={percent(report.adoption_rate)}
          hint={`${intervalLabel(Math.round(report.adoption_rate * report.n), report.n)}; scores 4-5. ${report.sentiment_counts.positive} positive, ${report.sentiment_counts.neutral} neutral`}
        />
        <Tile
          label="Revenue per 1,000 reached"
          value={
            report.revenue_range.monthly_potential > 0
              ? `${money.format(report.revenue_range.monthly_potential)}/mo`
              : "No price stated"
          }
          hint={
            report.revenue_range.monthly_potential > 0
              ? `95% range ${money.format(report.revenue_range.ci95[0])} to ${money.format(report.revenue_range.ci95[1])}. ${report.revenue_range.basis ?? ""}`
              : report.revenue_range.basis
          }
        />
        <Tile
          label="Confidence"
          value={percent(report.confidence)}
          hint={`Response quality ${report.response_quality}`}
        />
        <Tile
          label="Best segment"
          value={report.winning_segment?.name ?? "None"}
          hint={
            report.winning_segment
              ? `${percent(report.winning_segment.adoption_rate)} would adopt`
              : undefined
          }
        />
      </dl>

      <div className="grid gap-6 md:grid-cols-3">
        <Section title="Why People Love It">
          <Reasons items={report.top_reasons_yes} empty="No persona would adopt it yet." />
        </Section>
        <Section title="Major Objections">
          <Reasons items={report.top_reasons_no} empty="No persona rejected it outright." />
        </Section>
        <Section title="Next 30 Days">
          <ol className="flex list-decimal flex-col gap-2 pl-5">
            {report.next_experiments.map((experiment) => (
              <li key={experiment.name}>
                <p className="font-medium text-slate-900">{experiment.name}</p>
                <p className="text-sm text-slate-600">{experiment.why}</p>
              </li>
            ))}
          </ol>
        </Section>
      </div>

      <Section title="Segment Performance">
        <ul className="grid gap-4 md:grid-cols-3">
          {report.segment_breakdown.slice(0, 3).map((segment) => (
            <li key={segment.name} className="rounded-lg bg-slate-50 p-4">
              <p className="font-medium text-slate-900">{segment.name}</p>
              <p className="text-2xl font-bold">{percent(segment.adoption_rate)}</p>
              <p className="text-sm text-slate-600">
                {intervalLabel(Math.round(segment.adoption_rate * segment.size), segment.size)}
              </p>
              <p className="text-sm text-slate-600">
                {segment.size} personas ({segment.percentage}% of the panel)
                {segment.revenue_estimate > 0
                  ? ` · ${money.format(segment.revenue_estimate)}/mo per 1,000 reached`
                  : ""}
              </p>
            </li>
          ))}
        </ul>
      </Section>

      <div className="grid gap-6 md:grid-cols-3">
        <Section title="Price Sensitivity">
          <p className="text-sm text-slate-700">
            {report.price_sensitivity.stated_price
              ? `At ${report.price_sensitivity.stated_price}, `
              : "No price stated; "}
            {report.price_sensitivity.willing_to_pay} of {report.n} would pay (they would adopt with no
            concern about the cost) and {report.price_sensitivity.price_concerns} raised price. Sensitivity is{" "}
            {report.price_sensitivity.level} (average {report.price_sensitivity.average_sensitivity}).
          </p>
          <ul className="mt-3 flex flex-col gap-1 text-sm">
            {report.price_sensitivity.bands.map((band) => (
              <li key={band.label} className="flex justify-between gap-2">
                <span>{band.label}</span>
                <span className="text-slate-600">
                  {band.size} · {percent(band.adoption_rate)} adopt
                </span>
              </li>
            ))}
          </ul>
        </Section>
        <Section title="Competitive Positioning">
          <p className="text-sm text-slate-700">{report.competitive_positioning.summary}</p>
          <p className="mt-3 text-sm font-medium">Strengths</p>
          <ul className="list-disc pl-5 text-sm text-slate-600">
            {report.competitive_positioning.strengths.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className="mt-2 text-sm font-medium">Weaknesses</p>
          <ul className="list-disc pl-5 text-sm text-slate-600">
            {report.competitive_positioning.weaknesses.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Section>
        <Section title="Alternative Approaches">
          {report.alternative_approaches.length === 0 ? (
            <p className="text-sm text-slate-500">No objection points to a different approach.</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {report.alternative_approaches.map((approach) => (
                <li key={approach.name}>
                  <p className="font-medium text-slate-900">{approach.name}</p>
                  <p className="text-sm text-slate-600">
                    {approach.rationale} ({approach.personas} personas)
                  </p>
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>

      <Section title="Individual Responses">
        <ul className="grid gap-3 md:grid-cols-2">
          {quotes.flatMap((item) =>
            item.quotes.map((quote) => (
              <li key={`${item.label}-${quote.persona}`} className="rounded-lg bg-slate-50 p-3">
                <p className="text-sm italic text-slate-700">“{quote.text}”</p>
                <p className="mt-1 text-xs text-slate-500">
                  {quote.persona}, {quote.role} · {item.label}
                </p>
              </li>
            )),
          )}
        </ul>
      </Section>

      <Section title="Customer Journey">
        <JourneyFunnel stages={report.adoption_funnel} simulationId={simulationId} />
      </Section>
    </div>
  );
}
