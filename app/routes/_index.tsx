import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { LandingFooter } from "~/components/landing/footer";
import { ScrollProgress } from "~/components/landing/scroll-progress";
import { SampleDemo } from "~/components/landing/sample-demo";
import { Steps } from "~/components/landing/steps";
import { WaitlistForm } from "~/components/landing/waitlist-form";
import { FOLLOW_UP, STEPS } from "~/landing/content";
import { DEFAULT_SEGMENT, isSegment, SAMPLE_IDEAS } from "~/landing/demo";
import { WAITLIST_JOINED } from "~/landing/paths";
import { LandingSection } from "~/components/landing/landing-section";
import { OFFERS } from "~/constants";

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const sample = Number(url.searchParams.get("sample") ?? 0);
  const segment = url.searchParams.get("segment");
  return {
    sample: Number.isInteger(sample) && sample >= 0 && sample < SAMPLE_IDEAS.length ? sample : 0,
    segment: isSegment(segment) ? segment : DEFAULT_SEGMENT,
    joined: url.searchParams.get("waitlist") === WAITLIST_JOINED,
  };
}

export default function Home() {
  const { sample, segment, joined } = useLoaderData<typeof loader>();

  // Anchor links on this page scroll smoothly; other pages keep the default.
  useEffect(() => {
    const root = document.documentElement;
    root.style.scrollBehavior = "smooth";
    return () => {
      root.style.scrollBehavior = "";
    };
  }, []);

  return (
    <>
      <ScrollProgress />
      <section className="mx-auto flex w-full max-w-5xl flex-col items-start gap-6 px-6 py-20 sm:py-28">
        <p className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700">
          Concept testing with simulated personas
        </p>
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
          Hear from your market before you build.
        </h1>
        <p className="max-w-2xl text-lg text-slate-600">
          Describe a product idea, pick a target audience and see how a panel of simulated personas reacts:
          who would try it, what they like, what holds them back, and what to do next.
        </p>
        <div className="flex flex-wrap gap-3">
          <Link
            to="/app"
            className="btn-primary px-5 py-3 text-base"
            data-value-proposition="hero_try_it_now"
          >
            Try it now
          </Link>
          <a
            href="#demo"
            className="btn-secondary px-5 py-3 text-base"
            data-value-proposition="hero_see_examples"
          >
            See examples
          </a>
        </div>
        <p className="text-sm text-slate-500">
          {OFFERS.freeTests} and {OFFERS.guestSimulation}; {OFFERS.monthlyPersonas}. Need more? {OFFERS.pack}.
        </p>
      </section>

      <SampleDemo sample={sample} segment={segment} />

      {/* Rendered only when scrolled near (content-visibility), so the first paint stays light. */}
      <LandingSection
        title="How it works"
        tone="light"
        narrow
        className="[contain-intrinsic-size:auto_600px] [content-visibility:auto]"
      >
        <Steps steps={STEPS} tone="light" />
      </LandingSection>

      <LandingSection id="waitlist" title="Hear about new features" tone="light" narrow>
        <WaitlistForm source="home" joined={joined} followUp={FOLLOW_UP.launch} tone="light" />
      </LandingSection>

      <LandingFooter tone="light" />
    </>
  );
}

export const meta: MetaFunction = () => [{ title: "Sounding Board: test ideas with simulated personas" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
