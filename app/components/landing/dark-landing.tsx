import { Link } from "@remix-run/react";
import { DARK_PLANS, FOLLOW_UP, STEPS } from "~/landing/content";
import { formatNumber } from "~/utils/format";
import { DEMO_IDEA, DEMO_RESULT } from "~/landing/demo";
import type { WaitlistSource } from "~/landing/paths";
import { LandingFooter } from "./footer";
import { ScrollProgress } from "./scroll-progress";
import { Pricing } from "./pricing";
import { Steps } from "./steps";
import { WaitlistForm } from "./waitlist-form";
import { LandingSection } from "./landing-section";

/** Landing variant 1 (dark), shown at /vercel and /old-home. */
export function DarkLanding({
  source,
  joined,
  ideasTested,
}: {
  source: WaitlistSource;
  joined: boolean;
  /** Runs started so far, on every surface. */
  ideasTested: number;
}) {
  return (
    <div className="bg-slate-950 text-slate-100">
      <ScrollProgress />
      <div
        data-sticky-subnav
        className="sticky top-14 z-10 border-b border-slate-800 bg-slate-950/90 backdrop-blur"
      >
        <nav
          aria-label="Sections"
          className="mx-auto flex h-12 max-w-6xl items-center justify-between gap-4 px-6"
        >
          <div className="flex gap-5 text-sm text-slate-300">
            <a href="#product">Product</a>
            <a href="#how">How it works</a>
            <a href="#pricing">Pricing</a>
          </div>
          <a
            href="#waitlist"
            className="btn bg-indigo-600 text-white hover:bg-indigo-700"
            data-value-proposition="nav_get_started"
          >
            Get started
          </a>
        </nav>
      </div>

      <section className="mx-auto flex max-w-6xl flex-col items-start gap-6 bg-[radial-gradient(ellipse_at_top_left,rgba(99,102,241,0.25),transparent_60%)] px-6 py-20">
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-6xl">
          Test ideas with 100 AI personas
        </h1>
        <p className="max-w-2xl text-lg text-slate-300">
          Describe your idea, pick an audience and see how 100 simulated personas react, before you build
          anything.
        </p>
        <div className="flex flex-wrap gap-3">
          <Link
            to="/app"
            className="btn bg-indigo-600 px-5 py-3 text-base text-white hover:bg-indigo-700"
            data-value-proposition="hero_try_it_now"
          >
            Try it now
          </Link>
          <a
            href="#product"
            className="btn border border-slate-700 px-5 py-3 text-base hover:bg-slate-900"
            data-value-proposition="hero_watch_demo"
          >
            Watch demo
          </a>
        </div>
        <dl className="grid grid-cols-3 gap-8 pt-6">
          <div>
            <dt className="text-sm text-slate-400">Ideas tested</dt>
            <dd className="text-2xl font-bold">{formatNumber(ideasTested)}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-400">Average time</dt>
            <dd className="text-2xl font-bold">30s</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-400">Cohort types</dt>
            <dd className="text-2xl font-bold">5</dd>
          </div>
        </dl>
      </section>

      <LandingSection id="product" title="See it in action" tone="dark">
        <div className="grid gap-4 rounded-2xl border border-slate-800 bg-slate-900 p-6 md:grid-cols-3">
          <div>
            <p className="text-xs font-semibold tracking-widest text-slate-400">IDEA</p>
            <p className="mt-1 text-slate-200">{DEMO_IDEA}</p>
          </div>
          <div>
            <p className="text-xs font-semibold tracking-widest text-slate-400">AUDIENCE</p>
            <p className="mt-1 text-slate-200">Young professionals · 100 personas</p>
          </div>
          <div>
            <p className="text-xs font-semibold tracking-widest text-slate-400">SIMULATION RESULTS</p>
            <p className="mt-1 text-3xl font-bold text-emerald-400">{DEMO_RESULT.percentage}% interested</p>
            <p className="text-sm text-slate-400">{DEMO_RESULT.summary}</p>
          </div>
        </div>
      </LandingSection>

      <LandingSection id="how" title="How it works" tone="dark">
        <Steps steps={STEPS} tone="dark" />
      </LandingSection>

      <LandingSection id="pricing" title="Pricing" tone="dark">
        <Pricing plans={DARK_PLANS} tone="dark" ctaHref="#waitlist" />
      </LandingSection>

      <LandingSection id="waitlist" title="Join the waitlist" tone="dark">
        <WaitlistForm source={source} joined={joined} followUp={FOLLOW_UP.launch} tone="dark" />
      </LandingSection>

      <LandingFooter tone="dark" />
    </div>
  );
}
