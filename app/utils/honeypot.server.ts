import type { AppServices } from "~/context.server";
import { HONEYPOT_FIELD, HONEYPOT_STAMP_FIELD } from "~/components/honeypot";
import { readToken, signToken } from "./signed-token.server";

// The honeypot's two checks: a field people never see must stay empty, and the
// form must carry a stamp this server signed when it rendered the page. A bot
// that posts without loading the form, or fills in every field, is answered as
// if it succeeded and nothing is stored. (remix-utils' honeypot does the same
// with an encrypted timestamp, through crypto-js, which is no longer kept up.)

/** A stamp may be this far in the future (clock skew between instances). */
const MAX_SKEW_MS = 60_000;

const STAMP_PURPOSE = "honeypot";

/** A stamp tells the minute a page was rendered in. */
const STAMP_STEP_MS = 60_000;

/**
 * The stamp a rendered form carries: the minute it was rendered in, signed. A page rendered twice
 * in a minute carries the same stamp, so its document can be reused (ADR 040); the check only
 * needs to know the stamp is ours and not from the future.
 */
export function honeypotStamp(secret: string, now: Date): string {
  return signToken(secret, STAMP_PURPOSE, Math.floor(now.getTime() / STAMP_STEP_MS) * STAMP_STEP_MS);
}

function isValidStamp(stamp: string, secret: string, now: Date): boolean {
  const renderedAt = readToken(secret, STAMP_PURPOSE, stamp);
  return typeof renderedAt === "number" && renderedAt <= now.getTime() + MAX_SKEW_MS;
}

/** Whether a posted form is a bot's: the honeypot filled in, or no valid stamp from a page we rendered. */
export function isSpam(formData: FormData, { secret, now }: { secret: string; now: Date }): boolean {
  if (String(formData.get(HONEYPOT_FIELD) ?? "") !== "") return true;
  return !isValidStamp(String(formData.get(HONEYPOT_STAMP_FIELD) ?? ""), secret, now);
}

/**
 * `isSpam` with the app's secret and clock, for a form a browser posts. A JSON
 * body comes from the app's own scripts or an API client, never from a form a
 * bot found on a page (the cross-site guard already refuses it from other
 * sites): only its honeypot field is checked.
 */
export function isSpamForm(
  services: Pick<AppServices, "config" | "now">,
  request: Request,
  formData: FormData,
): boolean {
  if (/^application\/json\b/i.test(request.headers.get("Content-Type") ?? "")) {
    return String(formData.get(HONEYPOT_FIELD) ?? "") !== "";
  }
  return isSpam(formData, { secret: services.config.sessionSecrets[0]!, now: services.now() });
}
