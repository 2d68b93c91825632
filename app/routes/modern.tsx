import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { DemoPanel, readDemoQuery } from "~/components/landing/demo-panel";
import { LandingFooter } from "~/components/landing/footer";
import { ScrollProgress } from "~/components/landing/scroll-progress";
import { Pricing } from "~/components/landing/pricing";
import { Steps } from "~/components/landing/steps";
import { WaitlistForm } from "~/components/landing/waitlist-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { FOLLOW_UP, LIGHT_PLANS, STEPS } from "~/landing/content";
import { MODERN_DEMO } from "~/landing/demo";
import { WAITLIST_JOINED } from "~/landing/paths";
import { LandingSection } from "~/components/landing/landing-section";
import { OFFERS } from "~/constants";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return {
    joined: url.searchParams.get("waitlist") === WAITLIST_JOINED,
    demo: readDemoQuery(url, MODERN_DEMO),
    contactEmail: context.services.config.operator.email,
  };
}

/** Landing variant 2 (light). */
export default function ModernLanding() {
  const { joined, demo, contactEmail } = useLoaderData<typeof loader>();
  return (
    <div className="bg-gradient-to-b from-white to-slate-50">
      <ScrollProgress />
      <div className="border-b border-slate-200 bg-white/80">
        <nav aria-label="Landing" className="mx-auto flex h-12 max-w-6xl items-center justify-between px-6">
          <span className="font-semibold">Sounding Board</span>
          <a href="#waitlist" className="btn-primary" data-value-proposition="nav_get_early_access">
            Get early access
          </a>
        </nav>
      </div>

      <section className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-6 py-20">
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-6xl">
          Know if people want it before you build it
        </h1>
        <p className="max-w-2xl text-lg text-slate-600">
          Describe your idea and 100 AI personas from your target audience tell you what they think, in about
          30 seconds.
        </p>
        <div className="flex flex-wrap gap-3">
          <Link
            to="/simple-test"
            className="btn-primary px-5 py-3 text-base"
            data-value-proposition="hero_get_started_free"
          >
            Get started free
          </Link>
          <a
            href="#demo"
            className="btn-secondary px-5 py-3 text-base"
            data-value-proposition="hero_watch_it_work"
          >
            Watch it work
          </a>
        </div>
        <p className="text-sm text-slate-500">{OFFERS.freeTests} · No credit card required</p>
      </section>

      <LandingSection id="demo" title="Watch it work" tone="light">
        <DemoPanel config={MODERN_DEMO} query={demo} action="/modern" tone="light" showMetrics />
      </LandingSection>

      <LandingSection title="42% of startups fail because nobody wants what they built" tone="light">
        <p className="max-w-2xl text-lg text-slate-600">
          Surveys take weeks and friends are too kind. Hear honest reactions from your market first, then
          decide what to build.
        </p>
      </LandingSection>

      <LandingSection title="How it works" tone="light">
        <Steps steps={STEPS} tone="light" />
      </LandingSection>

      <LandingSection id="pricing" title="Pricing" tone="light">
        <Pricing plans={LIGHT_PLANS} tone="light" ctaHref="#waitlist" />
      </LandingSection>

      <LandingSection id="waitlist" title="Get early access" tone="light">
        <WaitlistForm source="modern" joined={joined} followUp={FOLLOW_UP.spot} tone="light" />
      </LandingSection>

      <LandingFooter tone="light" contactEmail={contactEmail} />
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Know if people want it | Sounding Board" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
