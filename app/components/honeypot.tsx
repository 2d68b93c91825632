import { useRouteLoaderData } from "@remix-run/react";

/** The one honeypot field name: bots fill in a "website"; people never see the field. */
export const HONEYPOT_FIELD = "website";

/** The hidden field with the server's signed stamp of when it rendered the form. */
export const HONEYPOT_STAMP_FIELD = "website_from";

/**
 * A field bots fill in and people never see or reach by keyboard (STYLE 16),
 * with the stamp the root loader signed for this page (checked by `isSpam`).
 */
export function HoneypotField({ id }: { id: string }) {
  const root = useRouteLoaderData("root") as { honeypot?: string } | undefined;
  return (
    <div className="sr-only" aria-hidden="true">
      <label htmlFor={id}>Leave this empty</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      <input type="hidden" name={HONEYPOT_STAMP_FIELD} value={root?.honeypot ?? ""} />
    </div>
  );
}
