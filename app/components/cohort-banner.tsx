import { Link, useLocation, useNavigate, useNavigation } from "@remix-run/react";
import { useEffect } from "react";

const SHOWN_MS = 5000;

/** The current URL without `?cohortCreated=`, other parameters (the chosen audience) kept. */
function withoutCohortCreated(pathname: string, search: string, hash: string) {
  const params = new URLSearchParams(search);
  params.delete("cohortCreated");
  const rest = params.toString();
  return { pathname, search: rest ? `?${rest}` : "", hash };
}

/**
 * 'Cohort "{name}" created with {size} personas!' after a custom cohort is
 * created (/app?cohortCreated={id}). Rendered by the server, so it shows
 * without JavaScript; with it, the message leaves after 5 seconds and takes
 * the query parameter with it.
 */
export function CohortBanner({ name, size }: { name: string; size: number }) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  // Never while the user is going somewhere (running an idea): this navigation would cancel theirs.
  const busy = useNavigation().state !== "idle";

  useEffect(() => {
    if (busy) return;
    const timer = setTimeout(() => {
      navigate(withoutCohortCreated(pathname, search, hash), { replace: true, preventScrollReset: true });
    }, SHOWN_MS);
    return () => clearTimeout(timer);
  }, [busy, pathname, search, hash, navigate]);

  return (
    <div
      role="status"
      className="flex items-start justify-between gap-3 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800"
    >
      <p>
        Cohort &quot;{name}&quot; created with {size} personas!
      </p>
      <Link
        to={withoutCohortCreated(pathname, search, hash)}
        replace
        preventScrollReset
        aria-label="Dismiss"
        className="-my-0.5 grid h-6 w-6 shrink-0 place-items-center rounded-full opacity-70 hover:opacity-100"
      >
        ✕
      </Link>
    </div>
  );
}
