import { Link, useLocation, useNavigate, useSearchParams } from "@remix-run/react";
import { useEffect } from "react";
import { formatNumber } from "~/utils/format";
import { cn } from "~/utils/misc";

const SHOWN_MS = 5000;

const MESSAGES = {
  success: "Purchase successful! Your personas have been added to your account.",
  cancelled: "Purchase was cancelled.",
} as const;

type PurchaseState = keyof typeof MESSAGES;

function isPurchaseState(value: string | null): value is PurchaseState {
  return value === "success" || value === "cancelled";
}

/** The current URL without `?purchase=`, other parameters kept. */
function withoutPurchase(pathname: string, search: string, hash: string) {
  const params = new URLSearchParams(search);
  params.delete("purchase");
  const rest = params.toString();
  return { pathname, search: rest ? `?${rest}` : "", hash };
}

/**
 * The payment return message (/app?purchase=success|cancelled) with the balance. Rendered by
 * the server, so it shows without JavaScript; with it, the message leaves
 * after 5 seconds and takes the query parameter with it.
 */
export function PurchaseBanner({ remaining }: { remaining: number | null }) {
  const [searchParams] = useSearchParams();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const state = searchParams.get("purchase");
  const shown = isPurchaseState(state) ? state : null;

  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => {
      navigate(withoutPurchase(pathname, search, hash), { replace: true, preventScrollReset: true });
    }, SHOWN_MS);
    return () => clearTimeout(timer);
  }, [shown, pathname, search, hash, navigate]);

  if (!shown) return null;
  return (
    <div
      role="status"
      className={cn(
        "flex items-start justify-between gap-3 rounded-lg border px-4 py-3 text-sm font-medium",
        shown === "success"
          ? "border-emerald-200 bg-emerald-50 text-emerald-800"
          : "border-slate-200 bg-slate-100 text-slate-700",
      )}
    >
      <p>
        {MESSAGES[shown]}
        {/* The balance as it is now: on a phone the sidebar that shows it is at the end of the page. */}
        {remaining !== null ? (
          <span className="block font-normal">Your balance: {formatNumber(remaining)} personas.</span>
        ) : null}
      </p>
      <Link
        to={withoutPurchase(pathname, search, hash)}
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
