import { Form, Link, useSearchParams } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useChartAnalytics } from "~/components/charts/use-chart-analytics";
import { useTrackOnce } from "~/components/analytics-client";
import { GROUPS, matchesSearch, type DisplayPersona, type PersonaGroup } from "~/utils/personas";
import { cn } from "~/utils/misc";
import { PersonaCard } from "./persona-card";

const PER_GROUP = 5;

function isGroup(value: string | null): value is PersonaGroup {
  return GROUPS.some((group) => group.id === value);
}

/**
 * Personas by group with search and filter chips. The state lives in the URL
 * (?q=, ?group=, ?expand=), so every control is a link or a GET form; with
 * JavaScript the search filters as you type.
 */
export function PersonaList({
  personas,
  simulationId,
}: {
  personas: DisplayPersona[];
  /** The run, for analytics. */
  simulationId?: string | null;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const analytics = useChartAnalytics("persona_groups", simulationId);
  const trackOnce = useTrackOnce();
  const urlTerm = searchParams.get("q") ?? "";
  const [term, setTerm] = useState(urlTerm);
  const filter = isGroup(searchParams.get("group")) ? (searchParams.get("group") as PersonaGroup) : null;
  const expanded = new Set(searchParams.getAll("expand"));
  const debounce = useRef<ReturnType<typeof setTimeout>>();

  // A search submitted by the form (or Back) replaces what is typed.
  const [lastUrlTerm, setLastUrlTerm] = useState(urlTerm);
  if (urlTerm !== lastUrlTerm) {
    setLastUrlTerm(urlTerm);
    setTerm(urlTerm);
  }
  useEffect(() => () => clearTimeout(debounce.current), []);

  const matching = useMemo(
    () => personas.filter((persona) => matchesSearch(persona, term)),
    [personas, term],
  );
  const counts = Object.fromEntries(
    GROUPS.map((group) => [group.id, matching.filter((persona) => persona.group === group.id).length]),
  ) as Record<PersonaGroup, number>;

  function hrefWith(change: (params: URLSearchParams) => void): string {
    const params = new URLSearchParams(searchParams);
    change(params);
    const query = params.toString();
    return query ? `?${query}` : "?";
  }

  return (
    <section aria-labelledby="personas-title" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h3 id="personas-title" className="text-lg font-semibold">
          Personas
        </h3>
        <Form
          method="get"
          role="search"
          className="flex gap-2"
          preventScrollReset
          onSubmit={() => clearTimeout(debounce.current)}
        >
          {filter ? <input type="hidden" name="group" value={filter} /> : null}
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
              // Keeps the search in the URL (to share or reload) once typing pauses.
              debounce.current = setTimeout(
                () =>
                  setSearchParams(
                    (current) => {
                      const next = new URLSearchParams(current);
                      if (value) next.set("q", value);
                      else next.delete("q");
                      return next;
                    },
                    { replace: true, preventScrollReset: true },
                  ),
                400,
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
          active={!filter}
          onClick={() => analytics.interaction("filter")}
        >
          All ({matching.length})
        </Chip>
        {GROUPS.map((group) => (
          <Chip
            key={group.id}
            href={hrefWith((params) => params.set("group", group.id))}
            active={filter === group.id}
            onClick={() => analytics.interaction("filter")}
          >
            {group.label} ({counts[group.id]})
          </Chip>
        ))}
      </nav>

      {term && matching.length === 0 ? (
        <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-600">{`No personas match "${term}"`}</p>
      ) : (
        GROUPS.filter((group) => !filter || filter === group.id).map((group) => {
          const members = matching.filter((persona) => persona.group === group.id);
          const showAll = expanded.has(group.id);
          const visible = showAll ? members : members.slice(0, PER_GROUP);
          const open = group.id === "adopt" || filter === group.id || showAll || Boolean(term);
          return (
            <details
              key={`${group.id}-${open}`}
              open={open}
              className="group/segment rounded-xl bg-slate-50 p-3"
            >
              <summary className="flex items-center justify-between rounded-lg px-2 py-1 font-medium">
                <span>
                  {group.label} <span className="text-slate-500">({members.length})</span>
                </span>
                <span aria-hidden className="text-slate-400 transition group-open/segment:rotate-180">
                  ▾
                </span>
              </summary>
              {members.length === 0 ? (
                <p className="px-2 py-3 text-sm text-slate-600">No personas in this segment</p>
              ) : (
                <div className="mt-3 flex flex-col gap-3">
                  <ul className="grid gap-3 lg:grid-cols-2">
                    {visible.map((persona) => (
                      <li key={persona.id}>
                        <PersonaCard persona={persona} />
                      </li>
                    ))}
                  </ul>
                  {members.length > PER_GROUP ? (
                    <Link
                      preventScrollReset
                      replace
                      className="self-start px-2 text-sm font-medium text-brand-700 hover:underline"
                      onClick={() => analytics.interaction(showAll ? "show_less" : "view_all")}
                      to={hrefWith((params) => {
                        const others = params.getAll("expand").filter((id) => id !== group.id);
                        params.delete("expand");
                        for (const id of showAll ? others : [...others, group.id])
                          params.append("expand", id);
                      })}
                    >
                      {showAll ? "Show less" : `View all ${members.length - PER_GROUP} more...`}
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
