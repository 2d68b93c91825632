import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { legalPageData, privacySettings } from "~/legal/data.server";
import { formatDate, LegalPage } from "~/legal/legal-page";
import { PrivacyContent } from "~/legal/privacy";
import { readConsent, type Consent } from "~/utils/consent.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  return {
    ...legalPageData(context.services.config),
    settings: privacySettings(context.services.config),
    consent: readConsent(request),
  };
}

export default function PrivacyPage() {
  const { operator, placeholderNote, settings, consent } = useLoaderData<typeof loader>();
  return (
    <LegalPage
      title="Privacy Policy"
      intro="What personal data Sounding Board processes, why, for how long, and your rights under the GDPR."
      placeholderNote={placeholderNote}
    >
      <PrivacyContent
        operator={operator}
        settings={settings}
        cookieSettings={<CookieSettings consent={consent} />}
      />
    </LegalPage>
  );
}

/** Change the cookie choice later: the same form the banner posts. */
function CookieSettings({ consent }: { consent: Consent }) {
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formAction === "/consent";
  const when = consent.date ? ` on ${formatDate(consent.date.slice(0, 10))}` : "";
  return (
    <Form
      method="post"
      action="/consent"
      aria-labelledby="cookie-settings-title"
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h3 id="cookie-settings-title" className="font-semibold text-slate-900">
        Your cookie settings
      </h3>
      <p role="status">
        {consent.choice === "accepted"
          ? `You accepted analytics cookies${when}.`
          : consent.choice === "rejected"
            ? `You chose essential cookies only${when}.`
            : "You have not made a choice yet."}
      </p>
      <input type="hidden" name="redirectTo" value="/privacy#cookies" />
      <div className="flex flex-wrap gap-2">
        <button type="submit" name="choice" value="rejected" disabled={saving} className="btn-secondary">
          Use essential cookies only
        </button>
        <button type="submit" name="choice" value="accepted" disabled={saving} className="btn-primary">
          Allow analytics
        </button>
      </div>
    </Form>
  );
}

export const meta: MetaFunction = () => [
  { title: "Privacy Policy | Sounding Board" },
  { name: "description", content: "How Sounding Board processes personal data, and your rights." },
];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
