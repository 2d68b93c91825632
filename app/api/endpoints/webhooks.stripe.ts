import type { ActionFunctionArgs } from "@remix-run/node";
import {
  handleStripeWebhook,
  recordPaymentCompleted,
  stripeClientFor,
  WebhookEventError,
  WebhookSignatureError,
  type WebhookResult,
} from "~/services/payments.server";
import { apiError } from "~/utils/api.server";

export function loader() {
  return apiError(405, "Stripe webhooks are delivered with POST", { Allow: "POST" });
}

/** POST /webhooks/stripe: signature-verified Stripe events; each event id is handled once. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") {
    return apiError(405, "Stripe webhooks are delivered with POST", { Allow: "POST" });
  }
  const { db, config, now } = context.services;
  if (!config.stripe) return apiError(404, "Stripe is not configured");

  // The signature covers the exact bytes Stripe sent: read them before anything parses them.
  const rawBody = await request.text();
  let result: WebhookResult;
  try {
    result = await handleStripeWebhook(
      db,
      stripeClientFor(config.stripe.secretKey),
      {
        rawBody,
        signature: request.headers.get("Stripe-Signature"),
        webhookSecret: config.stripe.webhookSecret,
      },
      now(),
    );
  } catch (error) {
    if (error instanceof WebhookSignatureError || error instanceof WebhookEventError) {
      return apiError(400, error.message);
    }
    throw error;
  }
  // Only the delivery that marked the payment paid counts the purchase: a repeat is no new purchase.
  if (result.kind === "completed" && result.outcome === "paid") {
    await recordPaymentCompleted(context.services.analytics, result.payment, {
      path: new URL(request.url).pathname,
      now: now(),
    });
  }
  return Response.json({ received: true });
}
