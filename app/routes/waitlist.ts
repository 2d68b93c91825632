import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { z } from "zod";
import { SOURCE_PATHS, WAITLIST_JOINED, WAITLIST_SOURCES } from "~/landing/paths";
import { joinWaitlist, waitlistLimiter } from "~/services/waitlist.server";
import { EmailSchema } from "~/forms/fields.server";
import { readForm } from "~/utils/form.server";
import { isSpamForm } from "~/utils/honeypot.server";

export const WaitlistSchema = z.object({
  email: EmailSchema,
  source: z.enum(WAITLIST_SOURCES).catch("home"),
});

const RATE_LIMITED = "Too many sign-ups from your network. Please try again later.";

/** Back to the page's waitlist section; the address itself never goes into the URL. */
function joined(source: keyof typeof SOURCE_PATHS) {
  return redirect(`${SOURCE_PATHS[source]}?waitlist=${WAITLIST_JOINED}#waitlist`);
}

/**
 * Without JavaScript the browser shows this response itself, so an error is a
 * small page with a way back. Only our own texts and paths go into it.
 */
function failure(
  message: string,
  status: number,
  source: keyof typeof SOURCE_PATHS,
  enhanced: boolean,
  headers = {},
) {
  if (enhanced) return data({ status: "error" as const, message }, { status, headers });
  const back = `${SOURCE_PATHS[source]}#waitlist`;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Waitlist | Sounding Board</title></head><body><main><h1>We couldn't add you to the list</h1><p role="alert">${message}</p><p><a href="${back}">Back</a></p></main></body></html>`;
  return new Response(html, { status, headers: { ...headers, "Content-Type": "text/html; charset=utf-8" } });
}

export async function loader() {
  throw new Response("Not found", { status: 404 });
}

/**
 * POST /waitlist from every landing page. Success (and a repeat sign-up, and
 * a bot caught by the honeypot) redirects back with ?waitlist=joined; errors
 * are 400 or 429, as data for the enhanced form and as a page without it.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  const source = WaitlistSchema.shape.source.parse(formData.get("source"));
  // The form adds this once JavaScript runs; it then reads errors as data.
  const enhanced = formData.get("enhanced") === "1";

  // A bot filled in the hidden field: pretend it worked and keep nothing.
  if (isSpamForm(context.services, request, formData)) return joined(source);

  const limited = await waitlistLimiter(context.services).attempt(context.clientIp);
  if (!limited.allowed) {
    return failure(RATE_LIMITED, 429, source, enhanced, {
      "Retry-After": String(limited.retryAfterSeconds),
    });
  }

  const submission = parseWithZod(formData, { schema: WaitlistSchema });
  if (submission.status !== "success") {
    const message = submission.error?.email?.[0] ?? "Enter a valid email address";
    return failure(message, 400, source, enhanced);
  }

  await joinWaitlist(context.services.db, submission.value, context.services.now());
  return joined(submission.value.source);
}
