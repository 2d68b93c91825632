import { Link, useNavigate } from "@remix-run/react";
import { useEffect, useId, useRef, type ReactNode, type RefObject } from "react";

/**
 * Makes everything outside `element` inert (no focus, no clicks, hidden from
 * assistive tech), as a modal dialog requires; returns the undo.
 */
function inertAround(element: HTMLElement): () => void {
  const made: Element[] = [];
  for (let node: HTMLElement | null = element; node && node !== document.body; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement?.children ?? [])) {
      if (sibling === node || sibling.hasAttribute("inert") || sibling.tagName === "SCRIPT") continue;
      sibling.setAttribute("inert", "");
      made.push(sibling);
    }
  }
  return () => made.forEach((sibling) => sibling.removeAttribute("inert"));
}

const FOCUSABLE =
  'a[href], button:not([disabled]), textarea:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab from the dialog's last control goes to its first, Shift+Tab from the first to the last. */
function wrapTab(dialog: HTMLElement, event: KeyboardEvent) {
  const controls = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (control) => control.offsetParent !== null || control === document.activeElement,
  );
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * While a dialog is open: it takes focus, the page behind it is inert (Tab
 * stays in the dialog), Escape calls `onEscape`, and focus goes back to where
 * it was when the dialog closes.
 */
export function useDialogFocus(dialog: RefObject<HTMLElement>, onEscape: () => void, open = true) {
  // The latest handler, without reattaching the listener on every render.
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  });
  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    // The dialog's backdrop and the dialog are one unit; everything else is out of reach.
    const release = dialog.current?.parentElement ? inertAround(dialog.current.parentElement) : () => {};
    dialog.current?.focus();
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape") escape.current();
      if (event.key === "Tab" && dialog.current) wrapTab(dialog.current, event);
    }
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      release();
      if (previous?.isConnected) previous.focus();
    };
  }, [dialog, open]);
}

/**
 * The frame of every modal dialog: the dimmed page, and the dialog labelled by
 * its title, with `close` (a link or a form button) in its corner.
 */
export function DialogFrame({
  dialogRef,
  titleId,
  title,
  describedBy,
  close,
  children,
}: {
  dialogRef: RefObject<HTMLElement>;
  titleId: string;
  title: string;
  describedBy?: string;
  close: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="fixed inset-0 z-40 flex items-end justify-center bg-slate-900/50 p-4 sm:items-center">
      <section
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        // A modal dialog takes focus; without JavaScript only the attribute can move it there.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        className="relative max-h-[90vh] w-full max-w-lg overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl outline-none"
      >
        {close}
        <h2 id={titleId} className="pr-8 text-xl font-semibold tracking-tight">
          {title}
        </h2>
        {children}
      </section>
    </div>
  );
}

export const CLOSE_BUTTON_CLASS =
  "absolute right-3 top-3 grid h-8 w-8 place-items-center rounded-full text-slate-500 hover:bg-slate-100";

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
  useDialogFocus(dialog, () => navigate(closeTo, { preventScrollReset: true }));

  return (
    <DialogFrame
      dialogRef={dialog}
      titleId={titleId}
      title={title}
      close={
        <Link to={closeTo} preventScrollReset aria-label="Close" className={CLOSE_BUTTON_CLASS}>
          ✕
        </Link>
      }
    >
      {description ? <div className="mt-1 text-sm text-slate-600">{description}</div> : null}
      <div className="mt-4">{children}</div>
    </DialogFrame>
  );
}
