import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DemoPanel, readDemoQuery } from "~/components/landing/demo-panel";
import { LandingFooter } from "~/components/landing/footer";
import { ScrollProgress } from "~/components/landing/scroll-progress";
import { Pricing } from "~/components/landing/pricing";
import { Steps } from "~/components/landing/steps";
import { WaitlistForm } from "~/components/landing/waitlist-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { DARK_PLANS, FOLLOW_UP, STEPS } from "~/landing/content";
import { PROFESSIONAL_DEMO } from "~/landing/demo";
import { WAITLIST_JOINED } from "~/landing/paths";
import { LandingSection } from "~/components/landing/landing-section";

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return {
    joined: url.searchParams.get("waitlist") === WAITLIST_JOINED,
    demo: readDemoQuery(url, PROFESSIONAL_DEMO),
  };
}

/** Landing variant 3 (minimal). */
export default function ProfessionalLanding() {
  const { joined, demo } = useLoaderData<typeof loader>();
  return (
    <div className="bg-white">
      <ScrollProgress />
      <div className="border-b border-slate-200">
        <nav aria-label="Landing" className="mx-auto flex h-12 max-w-5xl items-center justify-between px-6">
          <span className="font-semibold tracking-tight">Sounding Board</span>
          <a
            href="#waitlist"
            className="btn bg-slate-900 text-white hover:bg-slate-700"
            data-value-proposition="nav_get_access"
          >
            Get access
          </a>
        </nav>
      </div>

      <section className="mx-auto flex max-w-5xl flex-col gap-4 px-6 py-20">
        <h1 className="max-w-3xl text-4xl font-semibold tracking-tight sm:text-5xl">
          Validate ideas with simulated customers
        </h1>
        <p className="max-w-2xl text-lg text-slate-600">
          100 personas from your audience react to your idea in about 30 seconds. Decide with evidence, not
          guesses.
        </p>
      </section>

      <LandingSection id="demo" title="Try the demo" tone="minimal">
        <DemoPanel
          config={PROFESSIONAL_DEMO}
          query={demo}
          action="/professional"
          tone="minimal"
          showMetrics={false}
        />
      </LandingSection>

      <LandingSection title="How it works" tone="minimal">
        <Steps steps={STEPS} tone="minimal" />
      </LandingSection>

      <LandingSection id="pricing" title="Pricing" tone="minimal">
        <Pricing plans={DARK_PLANS} tone="minimal" ctaHref="#waitlist" />
      </LandingSection>

      <LandingSection id="waitlist" title="Get access" tone="minimal">
        <WaitlistForm
          source="professional"
          joined={joined}
          followUp={FOLLOW_UP.spot}
          tone="minimal"
          buttonText="Request access"
        />
      </LandingSection>

      <LandingFooter tone="minimal" />
    </div>
  );
}

export const meta: MetaFunction = () => [
  { title: "Validate ideas with simulated customers | Sounding Board" },
];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
