/** The one honeypot field name: bots fill in a "website"; people never see the field. */
export const HONEYPOT_FIELD = "website";

/** Whether a form came back with the honeypot filled in: a bot, answered as if it succeeded. */
export function isHoneypotFilled(formData: FormData): boolean {
  return String(formData.get(HONEYPOT_FIELD) ?? "") !== "";
}

/** A field bots fill in and people never see or reach by keyboard (STYLE 16). */
export function HoneypotField({ id }: { id: string }) {
  return (
    <div className="sr-only" aria-hidden="true">
      <label htmlFor={id}>Leave this empty</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
