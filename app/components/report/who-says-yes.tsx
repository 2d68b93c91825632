import { Link, useSearchParams } from "@remix-run/react";
import type { CrossTab, CrossTabRow } from "~/engine/cross-tabs";

type Order = "size" | "share";

const ORDERS: ReadonlyArray<readonly [Order, string]> = [
  ["size", "largest group first"],
  ["share", "highest share first"],
];

function sorted(rows: readonly CrossTabRow[], order: Order): CrossTabRow[] {
  return [...rows].sort((a, b) =>
    order === "share" ? b.percent - a.percent || b.personas - a.personas : b.personas - a.personas,
  );
}

/**
 * Adoption by age, gender, country, job and budget, with counts and 90%
 * intervals. Sorting is a link (?who=share), so it works without JavaScript
 * and lands back on this section.
 */
export function WhoSaysYes({ tabs, csvHref }: { tabs: readonly CrossTab[]; csvHref: string }) {
  const [params] = useSearchParams();
  const order: Order = params.get("who") === "share" ? "share" : "size";
  const linkTo = (next: Order) => {
    const search = new URLSearchParams(params);
    search.set("who", next);
    return `?${search.toString()}#who-says-yes`;
  };
  return (
    <section
      id="who-says-yes"
      aria-labelledby="who-says-yes-title"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="who-says-yes-title" className="text-lg font-semibold">
          Who says yes
        </h3>
        <p className="flex flex-wrap gap-x-3 text-sm">
          <span className="text-slate-600">Sort:</span>
          {ORDERS.map(([value, label]) =>
            value === order ? (
              <span key={value} aria-current="true" className="font-medium">
                {label}
              </span>
            ) : (
              <Link key={value} to={linkTo(value)} preventScrollReset className="text-brand-700 underline">
                {label}
              </Link>
            ),
          )}
          <a href={csvHref} download className="text-brand-700 underline">
            Download as CSV
          </a>
        </p>
      </div>
      <p className="text-sm text-slate-600">
        Share who would try it (scores 4-5) in each group, with its 90% interval. Small groups have wide
        intervals: read them as hints, not findings.
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        {tabs.map(({ dimension, rows }) => (
          <table key={dimension} className="w-full text-left text-sm">
            <caption className="mb-1 text-left font-medium text-slate-800">
              By {dimension.toLowerCase()}
            </caption>
            <thead>
              <tr className="text-slate-600">
                <th scope="col" className="py-1 font-medium">
                  {dimension}
                </th>
                <th scope="col" className="font-medium">
                  Personas
                </th>
                <th scope="col" className="font-medium">
                  Would try it
                </th>
                <th scope="col" className="font-medium">
                  90% interval
                </th>
              </tr>
            </thead>
            <tbody>
              {sorted(rows, order).map((row) => (
                <tr key={row.label} className="border-t border-slate-100">
                  <th scope="row" className="py-1 font-normal">
                    {row.label}
                  </th>
                  <td>{row.personas}</td>
                  <td>
                    {row.adopters} ({row.percent}%)
                  </td>
                  <td>
                    {row.low}-{row.high}%
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
    </section>
  );
}
