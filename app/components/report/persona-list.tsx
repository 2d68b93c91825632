import { Form, Link, useFetcher, useSearchParams } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useChartAnalytics } from "~/components/charts/use-chart-analytics";
import { useTrackOnce } from "~/components/analytics-client";
import { PERSONAS_PER_GROUP, personaQueryOf, personaSearchOf, type PersonaPage } from "~/utils/report-page";
import { cn } from "~/utils/misc";
import { PersonaCard } from "./persona-card";

/**
 * Personas by group with search and filter chips. The state lives in the URL
 * (?q=, ?group=, ?expand=), so every control is a link or a GET form and the
 * server sends only the page asked for; with JavaScript the search runs as
 * you type and each change fetches just the persona page, not the report.
 */
export function PersonaList({
  page: loaded,
  simulationId,
}: {
  /** The page the report's loader read for the URL it was loaded with. */
  page: PersonaPage;
  simulationId: string;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const analytics = useChartAnalytics("persona_groups", simulationId);
  const trackOnce = useTrackOnce();
  const fetcher = useFetcher<PersonaPage>();
  const query = personaQueryOf(searchParams);
  const wanted = personaSearchOf(query);
  const [term, setTerm] = useState(query.term);
  const debounce = useRef<ReturnType<typeof setTimeout>>();

  // A search submitted by the form (or Back) replaces what is typed.
  const [lastUrlTerm, setLastUrlTerm] = useState(query.term);
  if (query.term !== lastUrlTerm) {
    setLastUrlTerm(query.term);
    setTerm(query.term);
  }
  useEffect(() => () => clearTimeout(debounce.current), []);

  // The report's loader does not run again for a new search (shouldRevalidate): fetch the page.
  const fetched = fetcher.data && personaSearchOf(fetcher.data.query) === wanted ? fetcher.data : null;
  const current = personaSearchOf(loaded.query) === wanted ? loaded : fetched;
  const { load } = fetcher;
  useEffect(() => {
    if (!current) load(`/app/simulation/${simulationId}/personas${wanted}`);
  }, [current, load, simulationId, wanted]);
  // While the next page loads, the last one stays on screen.
  const page = current ?? fetcher.data ?? loaded;
  const { query: shown } = page;
  // Those who would try it come first; when nobody would, the first group that has anyone.
  const firstOpen = page.groups.find((group) => group.count > 0)?.id;

  function hrefWith(change: (params: URLSearchParams) => void): string {
    const params = new URLSearchParams(searchParams);
    change(params);
    const search = params.toString();
    return search ? `?${search}#personas-title` : "?#personas-title";
  }

  return (
    <section aria-labelledby="personas-title" aria-busy={!current} className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h3 id="personas-title" className="scroll-mt-24 text-lg font-semibold">
          Personas
        </h3>
        <Form
          method="get"
          role="search"
          action="#personas-title"
          className="flex gap-2"
          preventScrollReset
          onSubmit={() => clearTimeout(debounce.current)}
        >
          {query.group ? <input type="hidden" name="group" value={query.group} /> : null}
          <label htmlFor="persona-search" className="sr-only">
            Search personas
          </label>
          <input
            id="persona-search"
            type="search"
            name="q"
            value={term}
            onChange={(event) => {
              const value = event.target.value;
              setTerm(value);
              if (value.trim()) trackOnce("search", "feature_used", { feature: "report_search" });
              clearTimeout(debounce.current);
              // Asks for the matching page once typing pauses, and keeps the search in the URL.
              debounce.current = setTimeout(
                () =>
                  setSearchParams(
                    (previous) => {
                      const next = new URLSearchParams(previous);
                      if (value) next.set("q", value);
                      else next.delete("q");
                      return next;
                    },
                    { replace: true, preventScrollReset: true },
                  ),
                300,
              );
            }}
            placeholder="Search: women, senior, nurse, Berlin…"
            className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600 sm:w-72"
          />
          <button type="submit" className="btn-secondary">
            Search
          </button>
        </Form>
      </div>

      <nav aria-label="Filter personas" className="flex flex-wrap gap-2">
        <Chip
          href={hrefWith((params) => params.delete("group"))}
          active={!query.group}
          onClick={() => analytics.interaction("filter")}
        >
          All ({page.matching})
        </Chip>
        {page.groups.map((group) => (
          <Chip
            key={group.id}
            href={hrefWith((params) => params.set("group", group.id))}
            active={query.group === group.id}
            onClick={() => analytics.interaction("filter")}
          >
            {group.label} ({group.count})
          </Chip>
        ))}
      </nav>

      {shown.term && page.matching === 0 ? (
        <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-600">{`No personas match "${shown.term}"`}</p>
      ) : (
        page.groups
          .filter((group) => !shown.group || shown.group === group.id)
          .map((group) => {
            const open =
              group.id === firstOpen || shown.group === group.id || group.expanded || Boolean(shown.term);
            return (
              <details
                key={`${group.id}-${open}`}
                open={open}
                className="group/segment rounded-xl bg-slate-50 p-3"
              >
                <summary className="flex items-center justify-between rounded-lg px-2 py-1 font-medium">
                  <span>
                    {group.label} <span className="text-slate-500">({group.count})</span>
                  </span>
                  <span aria-hidden className="text-slate-400 transition group-open/segment:rotate-180">
                    ▾
                  </span>
                </summary>
                {group.count === 0 ? (
                  <p className="px-2 py-3 text-sm text-slate-600">No personas in this segment</p>
                ) : (
                  <div className="mt-3 flex flex-col gap-3">
                    <ul id={`personas-${group.id}`} className="grid gap-3 lg:grid-cols-2">
                      {group.personas.map((persona) => (
                        <li key={persona.id}>
                          <PersonaCard persona={persona} />
                        </li>
                      ))}
                    </ul>
                    {group.count > PERSONAS_PER_GROUP ? (
                      <Link
                        preventScrollReset
                        replace
                        className="self-start px-2 text-sm font-medium text-brand-700 hover:underline"
                        onClick={() => analytics.interaction(group.expanded ? "show_less" : "view_all")}
                        to={hrefWith((params) => {
                          const others = params.getAll("expand").filter((id) => id !== group.id);
                          params.delete("expand");
                          for (const id of group.expanded ? others : [...others, group.id])
                            params.append("expand", id);
                        }).replace("#personas-title", `#personas-${group.id}`)}
                      >
                        {group.expanded
                          ? "Show less"
                          : `View all ${group.count - PERSONAS_PER_GROUP} more...`}
                        {/* Each group has such a link: a screen reader's list of links says whose. */}
                        <span className="sr-only"> of {group.label}</span>
                      </Link>
                    ) : null}
                  </div>
                )}
              </details>
            );
          })
      )}
    </section>
  );
}

function Chip({
  href,
  active,
  onClick,
  children,
}: {
  href: string;
  active: boolean;
  onClick?: () => void;
  children: React.ReactNode;
}) {
  return (
    <Link
      to={href}
      onClick={onClick}
      preventScrollReset
      replace
      aria-current={active ? "true" : undefined}
      className={cn(
        "rounded-full border px-3 py-1 text-sm",
        active
          ? "border-brand-600 bg-brand-600 text-white"
          : "border-slate-300 bg-white text-slate-700 hover:border-brand-500",
      )}
    >
      {children}
    </Link>
  );
}
