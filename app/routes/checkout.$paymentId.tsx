import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { StatusButton } from "~/components/forms";
import { CheckoutIntentSchema } from "~/forms/checkout.server";
import {
  cancelPayment,
  completePayment,
  findPackage,
  formatPrice,
  getOwnedPayment,
  isLocalCheckoutEnabled,
  recordPaymentCompleted,
} from "~/services/payments.server";
import { requireUser } from "~/utils/auth.server";
import { formatNumber } from "~/utils/format";
import { invariantResponse } from "~/utils/misc";
import { readForm } from "~/utils/form.server";

/**
 * The local provider's test checkout: only while Stripe is not configured,
 * only for the buyer's own payment (anything else is a 404).
 */
async function requireLocalPayment(context: AppLoadContext, request: Request, paymentId: string | undefined) {
  invariantResponse(isLocalCheckoutEnabled(context.services.config), "Not Found", 404);
  const user = await requireUser(context, request);
  const payment = paymentId ? await getOwnedPayment(context.services.db, paymentId, user.id) : undefined;
  invariantResponse(payment && payment.provider === "local", "Payment not found", 404);
  return payment;
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const payment = await requireLocalPayment(context, request, params.paymentId);
  return {
    id: payment.id,
    status: payment.status,
    name: findPackage(payment.package_id)?.name ?? `${formatNumber(payment.personas)} personas`,
    personas: payment.personas,
    price: formatPrice(payment.amount_cents, payment.currency),
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const payment = await requireLocalPayment(context, request, params.paymentId);
  const { db, now } = context.services;
  const intent = CheckoutIntentSchema.safeParse((await readForm(request)).get("intent"));
  invariantResponse(intent.success, "Choose Pay or Cancel", 400);

  switch (intent.data) {
    case "pay": {
      const completion = await completePayment(db, payment.id, now());
      // A cancelled checkout cannot be paid any more: show it as it is.
      if (completion.outcome === "cancelled") return redirect(`/checkout/${payment.id}`);
      if (completion.outcome === "paid") {
        await recordPaymentCompleted(context.services.analytics, completion.payment, {
          path: `/checkout/${payment.id}`,
          now: now(),
        });
      }
      return redirect("/app?purchase=success");
    }
    case "cancel": {
      const after = await cancelPayment(db, payment.id, now());
      if (after.status === "paid") return redirect(`/checkout/${payment.id}`);
      return redirect("/app?purchase=cancelled");
    }
  }
}

export default function TestCheckout() {
  const payment = useLoaderData<typeof loader>();
  return (
    <div className="flex flex-1 items-start justify-center bg-slate-100 px-4 py-12">
      <section
        aria-labelledby="checkout-title"
        className="flex w-full max-w-md flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-8 shadow-sm"
      >
        <header className="flex flex-col gap-2">
          <h1 id="checkout-title" className="text-2xl font-bold tracking-tight">
            Test checkout
          </h1>
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            This is a test checkout for local use: no real card is charged and no money moves.
          </p>
        </header>

        <dl className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">Package</dt>
            <dd className="font-medium">{payment.name}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">Personas</dt>
            <dd className="font-medium">{formatNumber(payment.personas)}, never expire</dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-slate-200 pt-3">
            <dt className="font-semibold">Total</dt>
            <dd className="text-lg font-bold">{payment.price}</dd>
          </div>
        </dl>

        {payment.status === "pending" ? (
          <div className="flex flex-col gap-3">
            <Form method="post">
              <input type="hidden" name="intent" value="pay" />
              <StatusButton className="btn-primary w-full py-2.5" pendingText="Paying...">
                Pay {payment.price}
              </StatusButton>
            </Form>
            <Form method="post">
              <input type="hidden" name="intent" value="cancel" />
              <button type="submit" className="btn-secondary w-full">
                Cancel
              </button>
            </Form>
          </div>
        ) : (
          <div role="status" className="flex flex-col gap-3">
            <p className="font-medium">
              {payment.status === "paid"
                ? `This payment is complete: ${formatNumber(payment.personas)} personas were added to your account.`
                : "This checkout was cancelled. Nothing was charged."}
            </p>
            <Link to="/app" className="btn-secondary">
              Back to the app
            </Link>
          </div>
        )}
      </section>
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Test checkout | Sounding Board" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
