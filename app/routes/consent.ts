import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { z } from "zod";
import { trackConsentAccepted } from "~/utils/request-analytics.server";
import { clearAnalyticsSessionCookie, consentCookies, isSameOriginPost } from "~/utils/consent.server";
import { safeRedirectPath } from "~/utils/safe-redirect";
import { readForm } from "~/utils/form.server";

const ConsentSchema = z.object({
  choice: z.enum(["accepted", "rejected"], { message: 'Choose "Essential Only" or "Accept All".' }),
  redirectTo: z.string().optional(),
  // Sent by the banner's fetcher: answer with JSON instead of a redirect.
  enhanced: z.literal("true").optional(),
});

function plainText(status: number, message: string) {
  return new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

export async function loader() {
  return redirect("/");
}

/**
 * The cookie banner's form: stores the choice and its date for a year and
 * sends the browser back where it was (a path on this site only). Accepting
 * starts the analytics session and records the consent; rejecting ends it.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (!isSameOriginPost(context, request)) {
    return plainText(403, "Your cookie choice can only be made on this site.");
  }
  const formData = await readForm(request).catch(() => null);
  const parsed = ConsentSchema.safeParse(formData ? Object.fromEntries(formData) : {});
  if (!parsed.success) return plainText(400, 'Choose "Essential Only" or "Accept All".');
  const { choice, enhanced } = parsed.data;
  const redirectTo = safeRedirectPath(parsed.data.redirectTo);

  const headers = new Headers();
  for (const cookie of consentCookies(context, choice, context.services.now())) {
    headers.append("Set-Cookie", cookie);
  }
  if (choice === "accepted") {
    const { setCookie } = await trackConsentAccepted(
      context,
      request,
      new URL(redirectTo, request.url).pathname,
    );
    if (setCookie) headers.append("Set-Cookie", setCookie);
  } else {
    headers.append("Set-Cookie", clearAnalyticsSessionCookie(context));
  }
  if (enhanced) return Response.json({ choice }, { headers });
  return redirect(redirectTo, { headers });
}
