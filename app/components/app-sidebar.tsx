import { Link, NavLink, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { FREE_MONTHLY_PERSONAS, HISTORY_PAGE_SIZE } from "~/constants";
import { formatDate, formatNumber } from "~/utils/format";
import { cn } from "~/utils/misc";

interface SidebarProps {
  user: { name: string | null; email: string } | null;
  balance: { remaining: number; used: number } | null;
  history: {
    items: Array<{
      id: string;
      label: string;
      title: string;
      /** ISO timestamp of the run. */
      createdAt: string;
      /** The audience's name. */
      audience: string;
      /** Personas in the panel. */
      size: number;
    }>;
    shown: number;
    hasMore: boolean;
  } | null;
}

/** The collapsible 'Simulations' sidebar: a native <details>, so it folds without JavaScript. */
export function AppSidebar({ user, balance, history }: SidebarProps) {
  return (
    <details
      open
      data-print="hide"
      className="group/sidebar order-last shrink-0 md:order-none md:w-72 md:[&:not([open])]:w-auto"
    >
      <summary
        className="flex items-center justify-between gap-2 rounded-lg px-3 py-2 hover:bg-slate-100"
        aria-label="Simulations (show or hide the sidebar)"
      >
        <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-600">Simulations</h2>
        <span aria-hidden className="text-slate-400 transition group-open/sidebar:rotate-180">
          ▾
        </span>
      </summary>
      <nav
        aria-label="Simulations"
        className="mt-2 flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        <Link to="/app" className="btn-primary w-full">
          <span aria-hidden>+</span> New simulation
        </Link>
        <Link to="/app/compare" className="btn-secondary w-full">
          Compare ideas
        </Link>
        {user && balance && history ? (
          <>
            <History {...history} />
            <PersonasLeft remaining={balance.remaining} used={balance.used} />
          </>
        ) : (
          <GuestPitch />
        )}
      </nav>
    </details>
  );
}

function History({ items, shown, hasMore }: NonNullable<SidebarProps["history"]>) {
  const location = useLocation();
  const loadMore = useRef<HTMLAnchorElement>(null);

  // With JavaScript, more history loads when the list's end scrolls into view.
  useEffect(() => {
    const link = loadMore.current;
    if (!link || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) link.click();
    });
    observer.observe(link);
    return () => observer.disconnect();
  }, [shown]);

  if (items.length === 0) {
    return (
      <p className="text-sm text-slate-500">No simulations yet. Your completed runs will be listed here.</p>
    );
  }
  const more = new URLSearchParams(location.search);
  more.set("history", String(shown + HISTORY_PAGE_SIZE));
  return (
    <div className="flex flex-col gap-1">
      <h3 className="px-2 text-xs font-semibold uppercase tracking-wide text-slate-500">History</h3>
      <ul className="flex max-h-96 flex-col gap-0.5 overflow-y-auto" aria-label="Completed simulations">
        {items.map((item) => (
          <li key={item.id}>
            <NavLink
              to={`/app/simulation/${item.id}`}
              title={item.title}
              className={({ isActive }) =>
                cn(
                  "block rounded-lg px-2 py-1.5 text-sm hover:bg-slate-100",
                  isActive && "bg-brand-50 font-medium text-brand-700",
                )
              }
            >
              <span className="block">{item.label}</span>
              {/* When, for whom and how many: which run is which, at a glance. */}
              <span className="mt-0.5 block text-xs font-normal text-slate-600">
                <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time> · {item.audience} ·{" "}
                {formatNumber(item.size)} personas
              </span>
            </NavLink>
          </li>
        ))}
        {hasMore ? (
          <li>
            <Link
              ref={loadMore}
              to={`${location.pathname}?${more.toString()}`}
              preventScrollReset
              replace
              className="block px-2 py-1.5 text-sm font-medium text-brand-700 hover:underline"
            >
              Load more
            </Link>
          </li>
        ) : null}
      </ul>
    </div>
  );
}

function PersonasLeft({ remaining, used }: { remaining: number; used: number }) {
  return (
    <div className="flex items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2">
      <p className="text-sm">
        <span className="block font-semibold">
          {formatNumber(remaining)} <span className="font-normal text-slate-600">Personas left</span>
        </span>
        <span className="block text-xs text-slate-500">{formatNumber(used)} used this month</span>
      </p>
      <Link
        to="/app/purchase"
        className="grid h-8 w-8 place-items-center rounded-full bg-brand-600 text-lg font-semibold text-white hover:bg-brand-700"
        aria-label="Buy more personas"
        title="Buy more personas"
      >
        +
      </Link>
    </div>
  );
}

function GuestPitch() {
  return (
    <div className="flex flex-col gap-3 rounded-lg bg-brand-50 p-4">
      <p className="text-sm font-semibold text-brand-700">Keep your results</p>
      <p className="text-sm text-slate-700">
        Create a free account to save every simulation, get {FREE_MONTHLY_PERSONAS} personas each month and
        build custom audiences.
      </p>
      <Link to="/auth/sign-up" reloadDocument className="btn-primary">
        Sign up free
      </Link>
      <Link
        to="/auth/sign-in"
        reloadDocument
        className="text-center text-sm font-medium text-brand-700 hover:underline"
      >
        I already have an account
      </Link>
      <p className="text-center text-xs text-slate-600">Guest mode • Results not saved</p>
    </div>
  );
}
