import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirectDocument } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Modal } from "~/components/modal";
import { PurchaseSchema } from "~/forms/purchase.server";
import {
  CHECKOUT_FAILED_MESSAGE,
  CheckoutFailedError,
  checkoutStartedProperties,
  createPaymentProvider,
  findPackage,
  formatPrice,
  NO_PACKAGES_MESSAGE,
  PACKAGES,
  PURCHASES_UNAVAILABLE_MESSAGE,
  startCheckout,
  UnknownPackageError,
} from "~/services/payments.server";
import { analyticsSessionFor, trackServerEvent, withCookies } from "~/utils/request-analytics.server";
import { requireUser } from "~/utils/auth.server";
import { formatNumber } from "~/utils/format";
import { readForm } from "~/utils/form.server";
import { FREE_MONTHLY_PERSONAS } from "~/constants";

/** What a custom cohort can be: any audience, described in a sentence. */
const EXAMPLE_AUDIENCES = [
  "Nurses on night shifts in rural Canada",
  "Gen Z gamers in Berlin",
  "First-time homebuyers in Austin",
  "Freelance graphic designers in Lisbon",
  "Small-batch coffee roasters in Melbourne",
  "Retired teachers in Florida who travel often",
  "Parents of toddlers in São Paulo",
  "Independent pharmacists in the English Midlands",
  "Remote software engineers in Eastern Europe",
  "College athletes in the US Midwest",
  "Owners of family-run restaurants in Mexico City",
  "Dairy farmers in New Zealand",
  "HR managers at mid-size manufacturers in Ohio",
  "Vegan fitness enthusiasts in Los Angeles",
  "Solo Etsy sellers of handmade jewelry",
  "Long-haul truck drivers in Texas",
  "Medical students in India preparing for exams",
  "Boutique hotel owners on the Amalfi Coast",
  "Climate-conscious bike commuters in Amsterdam",
  "Public school IT administrators in California",
  "K-pop fans aged 16-24 in Southeast Asia",
  "Wedding photographers in Ireland",
  "Seniors learning to use smartphones in Japan",
  "Early-stage fintech founders in Lagos",
  "Personal trainers with their own studio in Sydney",
  "Indie game developers working solo",
  "Landlords of small apartment buildings in Chicago",
  "New immigrants building credit in Toronto",
  "Craft brewery owners in Colorado",
  "Hospital procurement officers in Germany",
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(context, request);
  const available = context.services.config.payments !== "off";
  return {
    available,
    // Said by the server: the messages live in a server-only module.
    notice: !available ? PURCHASES_UNAVAILABLE_MESSAGE : PACKAGES.length === 0 ? NO_PACKAGES_MESSAGE : null,
    packages: PACKAGES.map((pkg) => ({
      id: pkg.id,
      name: pkg.name,
      personas: pkg.personas,
      price: formatPrice(pkg.price_cents, pkg.currency).replace(/\.00$/, ""),
      description: pkg.description,
    })),
  };
}

/** Starts a checkout and sends this tab to it; errors come back into the modal. */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context, request);
  const { db, config, now } = context.services;
  const submission = parseWithZod(await readForm(request), { schema: PurchaseSchema });
  if (submission.status !== "success") {
    return data({ error: NO_PACKAGES_MESSAGE }, { status: 400 });
  }
  const provider = createPaymentProvider(config);
  if (!provider) return data({ error: PURCHASES_UNAVAILABLE_MESSAGE }, { status: 503 });
  try {
    const analytics = analyticsSessionFor(context, request);
    const { checkoutUrl } = await startCheckout(
      db,
      provider,
      {
        userId: user.id,
        packageId: submission.value.package_id,
        successUrl: new URL("/app?purchase=success", config.appUrl).href,
        cancelUrl: new URL("/app?purchase=cancelled", config.appUrl).href,
        analyticsSessionId: analytics?.sessionId,
      },
      now(),
    );
    const tracked = await trackServerEvent(
      context,
      request,
      "checkout_started",
      checkoutStartedProperties(findPackage(submission.value.package_id)!),
      { userId: user.id, session: analytics },
    );
    // The checkout may live on another origin (Stripe): a full document navigation.
    return redirectDocument(checkoutUrl, { headers: withCookies([tracked.setCookie]) });
  } catch (error) {
    if (error instanceof UnknownPackageError) return data({ error: NO_PACKAGES_MESSAGE }, { status: 404 });
    if (error instanceof CheckoutFailedError) {
      console.error("checkout could not start:", error.cause);
      return data({ error: CHECKOUT_FAILED_MESSAGE }, { status: 502 });
    }
    throw error;
  }
}

export default function PurchaseModal() {
  const { packages, available, notice } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const error = actionData?.error ?? notice;

  return (
    <Modal
      title="Unlock custom cohorts and personas"
      closeTo="/app"
      description="Test your ideas with exactly the people you are building for."
    >
      <div className="flex flex-col gap-5">
        {error ? (
          <p
            role="alert"
            className="rounded-lg border border-rose-200 bg-rose-50 px-3 py-2 text-sm text-rose-800"
          >
            {error}
          </p>
        ) : null}

        {packages.map((pkg) => (
          <section
            key={pkg.id}
            aria-labelledby={`package-${pkg.id}`}
            className="flex flex-col gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4"
          >
            <div className="flex items-baseline justify-between gap-3">
              <h3 id={`package-${pkg.id}`} className="text-lg font-semibold">
                {pkg.name}
              </h3>
              <p className="text-right">
                <span className="text-2xl font-bold">{pkg.price}</span>{" "}
                <span className="text-sm text-slate-600">one-time</span>
              </p>
            </div>
            <p className="text-sm text-slate-700">
              {formatNumber(pkg.personas)} personas for {pkg.price}, paid once. They never expire and cover
              roughly 10-40 simulations.
            </p>
            {/*
              This tab goes to the checkout and comes back to the app with the new balance (a new tab
              left this dialog and the old balance behind); a plain form, so it works without JavaScript.
            */}
            <form method="post" action="/app/purchase">
              <input type="hidden" name="package_id" value={pkg.id} />
              <button type="submit" className="btn-primary w-full py-2.5" disabled={!available}>
                Buy {formatNumber(pkg.personas)} personas for {pkg.price}
              </button>
            </form>
            <p className="text-xs text-slate-600">
              You go to a secure checkout and come back here. Your personas are added as soon as the payment
              goes through.
            </p>
          </section>
        ))}

        <section aria-labelledby="unlocks-title" className="flex flex-col gap-2">
          <h3 id="unlocks-title" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
            What it unlocks
          </h3>
          <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-slate-700">
            <li>Custom cohorts: describe any audience in a sentence and test your idea on it.</li>
            <li>Bigger panels: run 50- and 100-persona simulations whenever you need them.</li>
            <li>
              Personas that never expire: your {FREE_MONTHLY_PERSONAS} free personas each month are used
              first, purchased ones stay until you need them.
            </li>
          </ul>
        </section>

        <section aria-labelledby="audiences-title" className="flex flex-col gap-2">
          <h3 id="audiences-title" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
            Audiences you could test with
          </h3>
          <ul className="grid grid-cols-1 gap-1.5 text-sm sm:grid-cols-2">
            {EXAMPLE_AUDIENCES.map((audience) => (
              <li key={audience} className="rounded-lg bg-slate-100 px-2.5 py-1.5 text-slate-700">
                {audience}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </Modal>
  );
}

export const meta: MetaFunction = () => [{ title: "Buy personas | Sounding Board" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
