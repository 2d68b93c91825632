import { Link, useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useState, type ReactNode } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { cn } from "~/utils/misc";

/** Spec §9: the banner closes in 300 ms after a choice (with JavaScript). */
export const BANNER_CLOSE_MS = 300;

type ConsentChoice = "accepted" | "rejected";

/**
 * The cookie consent bar at the bottom of every page until a choice is stored. It is in the page as
 * the server sends it, so it shows at once, also on a slow link before any script has run (the spec's
 * one-second delay made it appear while people were already typing). Its buttons post a plain form to
 * /consent, which stores the choice and redirects back; once JavaScript runs, the same form posts
 * through a fetcher and the bar fades away in 300 ms. It sits in the page flow (sticky at the bottom),
 * so it never covers the end of the page, and above the feedback tab (z-30), below dialogs (z-40).
 */
export function CookieBanner({ choice }: { choice: ConsentChoice | null }) {
  const location = useLocation();
  const redirectTo = `${location.pathname}${location.search}`;
  const fetcher = useFetcher<{ choice: ConsentChoice }>({ key: "cookie-consent" });
  // The marker that asks /consent for JSON is added after hydration, so the server's HTML matches.
  const hydrated = useHydrated();
  const [closed, setClosed] = useState(false);
  const chosen = fetcher.state !== "idle" || fetcher.data !== undefined;

  useEffect(() => {
    if (!chosen) return;
    const timer = setTimeout(() => setClosed(true), BANNER_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [chosen]);

  // Once this banner has sent a choice it finishes closing, even though the stored choice arrives first.
  const visible = !closed && (choice === null || chosen);
  useBannerHeight(visible);

  if (!visible) return null;
  const saving = fetcher.state === "submitting" && fetcher.formData?.get("choice") === "accepted";
  return (
    <ConsentBar
      redirectTo={redirectTo}
      closing={chosen}
      saving={saving}
      form={(children) => (
        <fetcher.Form method="post" action="/consent" className={FORM_CLASS}>
          {hydrated ? <input type="hidden" name="enhanced" value="true" /> : null}
          {children}
        </fetcher.Form>
      )}
    />
  );
}

const BANNER_ID = "cookie-consent";

/**
 * Publishes the banner's height as --cookie-banner-height while it shows, so
 * that what is fixed to the bottom of the screen (the feedback tab) sits above it.
 */
function useBannerHeight(visible: boolean) {
  useEffect(() => {
    const root = document.documentElement;
    const banner = visible ? document.getElementById(BANNER_ID) : null;
    if (!banner) {
      root.style.removeProperty("--cookie-banner-height");
      return;
    }
    const observer = new ResizeObserver(() =>
      root.style.setProperty("--cookie-banner-height", `${banner.offsetHeight}px`),
    );
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--cookie-banner-height");
    };
  }, [visible]);
}

const FORM_CLASS =
  "mx-auto flex w-full max-w-7xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:gap-6";

function ConsentBar({
  redirectTo,
  closing = false,
  saving = false,
  form,
}: {
  redirectTo: string;
  closing?: boolean;
  saving?: boolean;
  form: (children: ReactNode) => ReactNode;
}) {
  return (
    <section
      id={BANNER_ID}
      aria-label="Cookie consent"
      className={cn(
        "sticky bottom-0 z-[35] border-t border-slate-200 bg-white/95 shadow-[0_-4px_16px_rgba(15,23,42,0.08)] backdrop-blur transition duration-300 ease-out",
        closing && "pointer-events-none translate-y-full opacity-0",
      )}
    >
      {form(
        <>
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <p className="flex-1 pr-8 text-sm text-slate-700 sm:pr-0">
            We use essential cookies to run Sounding Board and remember this choice. With your consent we also
            use analytics cookies to learn how the site is used.{" "}
            <Link to="/privacy" className="font-medium text-brand-700 underline underline-offset-2">
              Privacy Policy
            </Link>
          </p>
          <div className="flex shrink-0 items-center gap-2">
            <button type="submit" name="choice" value="rejected" className="btn-secondary" disabled={closing}>
              Essential Only
            </button>
            <button type="submit" name="choice" value="accepted" className="btn-primary" disabled={closing}>
              {saving ? "Saving..." : "Accept All"}
            </button>
            <button
              type="submit"
              name="choice"
              value="rejected"
              aria-label="Close"
              disabled={closing}
              className="absolute right-2 top-2 grid h-8 w-8 place-items-center rounded-full text-slate-500 hover:bg-slate-100 sm:static"
            >
              <span aria-hidden>✕</span>
            </button>
          </div>
        </>,
      )}
    </section>
  );
}
