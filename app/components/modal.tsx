import { Link, useNavigate } from "@remix-run/react";
import { useEffect, useId, useRef, type ReactNode } from "react";

/**
 * A dialog rendered by the server over the page: opened by a link (a route or
 * a ?modal= state), closed by a link back to `closeTo`. With JavaScript it
 * takes focus, and Escape closes it.
 */
export function Modal({
  title,
  closeTo,
  children,
  description,
}: {
  title: string;
  closeTo: string;
  children: ReactNode;
  description?: ReactNode;
}) {
  const titleId = useId();
  const dialog = useRef<HTMLElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    dialog.current?.focus();
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape") navigate(closeTo, { preventScrollReset: true });
    }
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      previous?.focus?.();
    };
  }, [closeTo, navigate]);

  return (
    <div className="fixed inset-0 z-40 flex items-end justify-center bg-slate-900/50 p-4 sm:items-center">
      <section
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="relative max-h-[90vh] w-full max-w-lg overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl outline-none"
      >
        <Link
          to={closeTo}
          preventScrollReset
          aria-label="Close"
          className="absolute right-3 top-3 grid h-8 w-8 place-items-center rounded-full text-slate-500 hover:bg-slate-100"
        >
          ✕
        </Link>
        <h2 id={titleId} className="pr-8 text-xl font-semibold tracking-tight">
          {title}
        </h2>
        {description ? <div className="mt-1 text-sm text-slate-600">{description}</div> : null}
        <div className="mt-4">{children}</div>
      </section>
    </div>
  );
}
