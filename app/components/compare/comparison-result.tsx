import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { ComparisonResult, VariantOutcome } from "~/engine/compare";
import { SyntheticNote } from "../synthetic-note";
import { ComparisonChart, variantName } from "./comparison-chart";

const AGAINST_CONTROL: Record<NonNullable<VariantOutcome["againstControl"]>, string> = {
  better: "Better than the control",
  worse: "Worse than the control",
  no_clear_difference: "No clear difference",
};

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * A finished comparison: each variant's share with its interval (chart and
 * table), the winner only when the paired test says so, where the ranking
 * flips, what differs, and the personas who answered differently.
 * `reportHref` links each variant to its full report (the owner's page only).
 */
export function ComparisonResultView({
  result,
  personaCount,
  texts,
  reportHref,
}: {
  result: ComparisonResult;
  personaCount: number;
  /** Each variant's text, by key. */
  texts: Record<string, string>;
  reportHref?: (key: string) => string | null;
}) {
  const outcomes = result.control ? [...result.variants, result.control] : result.variants;
  const keys = outcomes.map((outcome) => outcome.key);
  return (
    <div className="flex flex-col gap-6">
      <Section
        id="comparison-headline"
        title={result.winner ? `Variant ${result.winner} wins` : "No clear winner"}
      >
        <p className="text-slate-800">{result.summary}</p>
        <ComparisonChart outcomes={outcomes} />
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">Would try it, by variant</caption>
            <thead>
              <tr className="border-b">
                <th scope="col" className="p-2">
                  Variant
                </th>
                <th scope="col" className="p-2">
                  Would try it
                </th>
                <th scope="col" className="p-2">
                  90% interval
                </th>
                {result.control ? (
                  <th scope="col" className="p-2">
                    Against the control
                  </th>
                ) : null}
                {reportHref ? (
                  <th scope="col" className="p-2">
                    Report
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {outcomes.map((outcome) => {
                const href = reportHref?.(outcome.key);
                return (
                  <tr key={outcome.key} className="border-b align-top">
                    <th scope="row" className="p-2 font-medium">
                      {variantName(outcome)}
                      <span className="block max-w-md font-normal text-slate-600">{texts[outcome.key]}</span>
                    </th>
                    <td className="p-2">
                      {outcome.adopters} of {outcome.total} ({outcome.percent}%)
                    </td>
                    <td className="p-2">
                      {outcome.low}-{outcome.high}%
                    </td>
                    {result.control ? (
                      <td className="p-2">
                        {outcome.againstControl ? AGAINST_CONTROL[outcome.againstControl] : "—"}
                      </td>
                    ) : null}
                    {reportHref ? (
                      <td className="p-2">
                        {href ? (
                          <Link to={href} className="text-brand-700 underline">
                            Full report
                            <span className="sr-only"> of {variantName(outcome)}</span>
                          </Link>
                        ) : null}
                      </td>
                    ) : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <p className="text-sm text-slate-600">
          Every variant met the same {personaCount} personas. A winner is named only when, among the personas
          who answered two variants differently, clearly more preferred it (an exact McNemar test at the 90%
          level, the level of every interval shown).{" "}
          <a href="/methodology#intervals" className="text-brand-700 underline">
            How to read this
          </a>
        </p>
        <SyntheticNote />
      </Section>

      <Section id="comparison-flips" title="Where the ranking flips">
        {result.flips.length ? (
          <ul className="flex flex-col gap-1 text-sm">
            {result.flips.map((flip) => (
              <li key={`${flip.dimension}|${flip.group}`}>
                <strong>
                  {flip.dimension}: {flip.group}
                </strong>{" "}
                ({flip.personas} personas): variant {flip.leader.key} leads with {flip.leader.adopters},
                against {flip.overallLeader.adopters} for variant {flip.overallLeader.key}.
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-700">
            No group (age, gender, country, job or budget) in which another variant clearly leads.
          </p>
        )}
      </Section>

      <Section id="comparison-differences" title="What differs">
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="text-left text-sm font-medium text-slate-700">
              Objections, personas raising each
            </caption>
            <thead>
              <tr className="border-b">
                <th scope="col" className="p-2">
                  Objection
                </th>
                {keys.map((key) => (
                  <th key={key} scope="col" className="p-2">
                    {key === "control" ? "Control" : key}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {result.blockers.map((row) => (
                <tr key={row.label} className="border-b">
                  <th scope="row" className="p-2 font-medium">
                    {row.label}
                  </th>
                  {keys.map((key) => (
                    <td key={key} className="p-2">
                      {row.counts[key] ?? 0}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <ul className="grid gap-3 text-sm md:grid-cols-2">
          {outcomes.map((outcome) => (
            <li key={outcome.key} className="rounded-lg bg-slate-50 p-3">
              <p className="font-medium">Top reasons, {variantName(outcome)}</p>
              {outcome.topReasons.length ? (
                <ul className="mt-1 list-disc pl-5">
                  {outcome.topReasons.map((reason) => (
                    <li key={reason.label}>
                      {reason.label} ({reason.count})
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-1 text-slate-600">No reasons given.</p>
              )}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="comparison-switchers" title="Personas who answered differently">
        <p className="text-sm text-slate-700">
          {result.switcherCount === 0
            ? "Every persona gave the same yes or no to every variant."
            : `${result.switcherCount} of ${personaCount} personas would try some variants and not others${
                result.switcherCount > result.switchers.length
                  ? `; the first ${result.switchers.length} are shown`
                  : ""
              }.`}
        </p>
        <ul className="flex flex-col gap-3">
          {result.switchers.map((switcher) => (
            <li key={switcher.personaId} className="rounded-lg border border-slate-200 p-3 text-sm">
              <p className="font-medium">
                {switcher.name}, {switcher.role}
              </p>
              <ul className="mt-1 flex flex-col gap-1">
                {switcher.answers.map((answer) => (
                  <li key={answer.key}>
                    <span className="font-medium">
                      {answer.key === "control" ? "Control" : `Variant ${answer.key}`}: {answer.score}/5
                    </span>{" "}
                    <span className="italic text-slate-700">“{answer.reaction}”</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
