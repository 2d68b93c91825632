import { useHydrated } from "remix-utils/use-hydrated";

/**
 * "Print / Save as PDF": opens every folded section, then the browser's print
 * dialog (the print styles leave out the app around the report). Shown only
 * with JavaScript; without it the browser's own Print does the same.
 */
export function PrintButton() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <button
      type="button"
      className="btn-secondary"
      onClick={() => {
        for (const section of document.querySelectorAll("main details")) section.setAttribute("open", "");
        window.print();
      }}
    >
      Print / Save as PDF
    </button>
  );
}
