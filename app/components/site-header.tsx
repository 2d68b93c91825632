import { Form, Link, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

interface SiteHeaderProps {
  user: { name: string | null; email: string } | null;
}

/**
 * The sticky header of every page but the identity provider's. Signed in, the account's links and the
 * one Sign Out live in a menu (a native <details>, so it opens without JavaScript), which keeps the
 * header inside a 360 px phone; "Open app" shows only outside the app.
 */
export function SiteHeader({ user }: SiteHeaderProps) {
  const { pathname } = useLocation();
  const inApp = pathname === "/app" || pathname.startsWith("/app/");
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur">
      <nav
        aria-label="Main"
        className="mx-auto flex h-14 max-w-7xl items-center justify-between gap-2 px-3 sm:gap-4 sm:px-4"
      >
        <Link
          to="/"
          className="flex min-w-0 shrink-0 items-center gap-2 whitespace-nowrap font-semibold tracking-tight"
        >
          <span
            aria-hidden
            className="grid h-7 w-7 place-items-center rounded-lg bg-brand-600 text-sm text-white"
          >
            SB
          </span>
          {/* The name gives way to the mark on the narrowest screens; screen readers keep it. */}
          <span className="max-[339px]:sr-only">Sounding Board</span>
        </Link>
        <div className="flex items-center gap-1 whitespace-nowrap sm:gap-2">
          {user ? (
            <>
              {inApp ? null : (
                <Link to="/app" className="btn-ghost hidden sm:inline-flex">
                  Open app
                </Link>
              )}
              <AccountMenu user={user} inApp={inApp} />
            </>
          ) : (
            <>
              <Link to="/auth/sign-in" reloadDocument className="btn-ghost px-2.5">
                Sign in
              </Link>
              <Link to="/auth/sign-up" reloadDocument className="btn-primary px-2.5">
                Sign up
              </Link>
            </>
          )}
        </div>
      </nav>
    </header>
  );
}

/** Signed in: who you are, the app (on phones, where the header has no room for it), settings and Sign Out. */
function AccountMenu({ user, inApp }: { user: NonNullable<SiteHeaderProps["user"]>; inApp: boolean }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  // With JavaScript the menu also closes on navigation, on a click elsewhere and on Escape. Not on
  // hydration: a menu opened before the scripts ran stays open.
  const shownAt = useRef(location.key);
  useEffect(() => {
    if (shownAt.current === location.key) return;
    shownAt.current = location.key;
    if (menu.current) menu.current.open = false;
  }, [location.key]);
  useEffect(() => {
    const details = menu.current;
    if (!details) return;
    const onPointerDown = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !details.open) return;
      details.open = false;
      details.querySelector("summary")?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, []);

  const shown = user.name ?? user.email;
  return (
    <details ref={menu} className="group/account relative">
      <summary className="flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100">
        <span
          aria-hidden
          className="hidden h-7 w-7 place-items-center rounded-full bg-brand-100 text-sm font-semibold text-brand-700 sm:grid"
        >
          {shown.slice(0, 1).toUpperCase()}
        </span>
        Account menu
        <span aria-hidden className="text-slate-500 transition group-open/account:rotate-180">
          ▾
        </span>
      </summary>
      <div className="absolute right-0 top-full z-40 mt-2 w-64 max-w-[calc(100vw-1.5rem)] rounded-xl border border-slate-200 bg-white p-2 shadow-lg">
        <p className="border-b border-slate-200 px-3 pb-2 pt-1 text-sm">
          <span className="block truncate font-medium text-slate-900">{shown}</span>
          {user.name ? <span className="block truncate text-xs text-slate-600">{user.email}</span> : null}
        </p>
        <ul className="mt-1 flex flex-col gap-0.5" aria-label="Account">
          {inApp ? null : (
            <li className="sm:hidden">
              <Link to="/app" className="btn-ghost w-full justify-start">
                Open app
              </Link>
            </li>
          )}
          <li>
            <Link to="/app/settings" className="btn-ghost w-full justify-start">
              Account Settings
            </Link>
          </li>
          <li>
            <Form method="post" action="/auth/sign-out">
              <button type="submit" className="btn-ghost w-full justify-start">
                Sign Out
              </button>
            </Form>
          </li>
        </ul>
      </div>
    </details>
  );
}
