import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import {
  CHECKOUT_FAILED_MESSAGE,
  CheckoutFailedError,
  checkoutStartedProperties,
  createPaymentProvider,
  findPackage,
  NO_PACKAGES_MESSAGE,
  PURCHASES_UNAVAILABLE_MESSAGE,
  resolveReturnUrl,
  startCheckout,
  UnknownPackageError,
} from "~/services/payments.server";
import { analyticsSessionFor, trackServerEvent, withCookies } from "~/utils/request-analytics.server";
import { apiError, readJsonBody, requireApiUser } from "~/utils/api.server";
import { requireSameUser } from "~/utils/simulation-access.server";

/** Return URLs must stay on this app: the provider sends the buyer there afterwards. */
export function checkoutSchema(appUrl: URL) {
  const returnUrl = (field: string) =>
    z
      .string({ message: `${field} is required` })
      .trim()
      .min(1, `${field} is required`)
      .transform((value, ctx) => {
        const url = resolveReturnUrl(value, appUrl);
        if (!url) {
          ctx.addIssue({ code: "custom", message: `${field} must be a URL on ${appUrl.origin}` });
          return z.NEVER;
        }
        return url;
      });
  return z.object({
    user_id: z.string().optional(),
    // Accepted for the spec's callers; the provider gets the account's own address.
    user_email: z.string().optional(),
    package_id: z.string({ message: "package_id is required" }).trim().min(1, "package_id is required"),
    success_url: returnUrl("success_url"),
    cancel_url: returnUrl("cancel_url"),
  });
}

export function loader() {
  return apiError(405, "Use POST to start a checkout", { Allow: "POST" });
}

/** POST /v1/credits/purchase/checkout: opens a checkout for a package and returns its URL. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiError(405, "Use POST to start a checkout", { Allow: "POST" });
  const { db, config, now } = context.services;
  const userId = await requireApiUser(context, request);
  const body = await readJsonBody(request, checkoutSchema(config.appUrl));
  requireSameUser(userId, body.user_id ?? null);

  const provider = createPaymentProvider(config);
  if (!provider) return apiError(503, PURCHASES_UNAVAILABLE_MESSAGE);
  try {
    const analytics = analyticsSessionFor(context, request);
    const { checkoutUrl } = await startCheckout(
      db,
      provider,
      {
        userId,
        packageId: body.package_id,
        successUrl: body.success_url,
        cancelUrl: body.cancel_url,
        analyticsSessionId: analytics?.sessionId,
      },
      now(),
    );
    const tracked = await trackServerEvent(
      context,
      request,
      "checkout_started",
      checkoutStartedProperties(findPackage(body.package_id)!),
      { userId, session: analytics },
    );
    return Response.json({ checkout_url: checkoutUrl }, { headers: withCookies([tracked.setCookie]) });
  } catch (error) {
    if (error instanceof UnknownPackageError) return apiError(404, NO_PACKAGES_MESSAGE);
    if (error instanceof CheckoutFailedError) {
      console.error("checkout could not start:", error.cause);
      return apiError(502, CHECKOUT_FAILED_MESSAGE);
    }
    throw error;
  }
}
