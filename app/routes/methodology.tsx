import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { calibrationBadge, PRODUCT_CALIBRATION } from "~/engine/calibration-info";
import { panelMargin } from "~/engine/intervals";
import { formatDate } from "~/utils/format";

// How the panel works and how far to trust it, in plain words. Every figure
// comes from calibration.json, written by `npm run calibrate`.

export default function MethodologyPage() {
  const measured = PRODUCT_CALIBRATION;
  const check = measured.independentCheck;
  return (
    <article className="mx-auto w-full max-w-3xl px-6 py-12 sm:py-16" aria-labelledby="methodology-title">
      <Link to="/" className="btn-secondary">
        <span aria-hidden>←</span> Back to Home
      </Link>
      <h1 id="methodology-title" className="mt-8 text-3xl font-bold tracking-tight sm:text-4xl">
        How the panel works, and how far to trust it
      </h1>
      <p className="mt-4 text-lg text-slate-700">
        Sounding Board&apos;s personas are simulated people, not real ones. This page says how they answer,
        what real answers they were fitted to, how closely they agree, and where they fall short.
      </p>

      <div className="mt-10 space-y-10 leading-relaxed text-slate-700">
        <Section id="model" title="The model">
          <p>
            A panel is drawn from the audience you choose: each persona gets an age, a place, a job, a budget,
            interests, everyday problems and a temperament (how readily they try new things, how much price
            matters to them). The same audience and size always meet the same personas, so results repeat and
            two ideas are compared on the same people.
          </p>
          <p>
            Your idea is read with language tools (a parser and the WordNet dictionary): what it is, who it is
            for, its price and how often it is paid, what it asks of a person, the risks it carries and to
            whom, and any product it would replace or imitate. Each persona then weighs a handful of named
            drivers: how well the idea fits their interests, problems and job; the price against what they
            spend on such things (their budget for new things; for food, entertainment, clothes or transport,
            what their household already spends on them, by income; none when a free version stays free beside
            the paid plan); risks to their money, body, safety or privacy; harm to other people; how familiar
            or new the kind of product is; switching away from what they use, or an imitation against the real
            thing; setup effort; and how clear the pitch is. A little random taste is added, as with real
            people. The sum becomes a score from 1 to 5; 4 and 5 count as &ldquo;would try it&rdquo;
            everywhere in the product. Each persona&apos;s words name the drivers behind their score.
          </p>
        </Section>

        <Section id="data" title="The data it was fitted to">
          <p>
            The weights of those drivers were fitted to {measured.concepts} product concepts with published
            human answers ({measured.respondents.toLocaleString("en-US")} respondents in all): news reports
            and pollster releases of surveys such as &ldquo;would you buy&rdquo;, &ldquo;would you try&rdquo;
            or &ldquo;are you interested&rdquo;, mostly of US adults, plus a panel of 50 people asked about
            bottled gazpacho. The fit is run by <code>npm run calibrate</code> and is deterministic; no rule
            names a concept or brand from the data.
          </p>
        </Section>

        <Section id="agreement" title="How closely it agrees with people">
          <p>
            Measured by {measured.folds}-fold cross-validation: the concepts are split into {measured.folds}{" "}
            groups, the weights are fitted on four, and the fifth is predicted by weights that never saw it.
            This is repeated over {measured.repeats} different splits and averaged; over those splits the
            correlation ranged from {measured.pearsonRange[0].toFixed(2)} to{" "}
            {measured.pearsonRange[1].toFixed(2)}.
          </p>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Cross-validated agreement">
            <Figure label="Correlation (Pearson r)" value={measured.pearson.toFixed(2)} />
            <Figure label="Rank correlation (Spearman)" value={measured.spearman.toFixed(2)} />
            <Figure label="Mean absolute error" value={`${measured.maePoints} points`} />
            <Figure label="Bias (panel − people)" value={`${measured.biasPoints} points`} />
            <Figure label="Spread of the panel / people" value={measured.spreadRatio.toFixed(2)} />
          </dl>
          <p>
            Fitted on {formatDate(`${measured.fittedAt}T00:00:00.000Z`)}, engine version{" "}
            {measured.engineVersion}.
          </p>
          <p>
            Cross-validation hides one thing: the rules that read an idea were written while looking at those
            same concepts. So the panel is also checked on {check.concepts} concepts from other published
            surveys (lab-grown meat, robotaxis, smart glasses, streaming prices, heat pumps, weight-loss
            drugs, business software...) that the weights were never fitted on:
          </p>
          <dl
            className="grid grid-cols-2 gap-3 sm:grid-cols-3"
            aria-label="Agreement on concepts never fitted"
          >
            <Figure label="Correlation (Pearson r)" value={check.pearson.toFixed(2)} />
            <Figure label="Rank correlation (Spearman)" value={check.spearman.toFixed(2)} />
            <Figure label="Mean absolute error" value={`${check.maePoints} points`} />
            <Figure label="Bias (panel − people)" value={`${check.biasPoints} points`} />
            <Figure label="Error of one guess for all" value={`${check.constantGuessMaePoints} points`} />
            <Figure label="Calibration badge" value={calibrationBadge(check.pearson)} />
          </dl>
          <p>
            In plain words: on ideas like the ones it was fitted to, the panel ranks ideas roughly the way
            people do, and a single idea&apos;s share can be {Math.round(measured.maePoints)} points off on
            average. On concepts it has not met, it agreed with people far less (r ={" "}
            {check.pearson.toFixed(2)}), and its shares were {Math.round(check.maePoints)} points off on
            average
            {check.maePoints >= check.constantGuessMaePoints
              ? ", no closer than guessing the same share for every idea"
              : ""}
            . Use it to find objections and to compare close variants of one idea, not to forecast a market.
          </p>
          <p>
            The calibration badge on reports is graded on this correlation, not the cross-validated one,
            because an idea you bring is one the panel has not met: High at r ≥ 0.7, Good at r ≥ 0.6, else
            Fair.
          </p>
          <p>
            You can calibrate the panel on your own past concept tests in Account Settings → Calibration; your
            runs then say which calibration they used.
          </p>
        </Section>

        <Section id="intervals" title="Intervals and differences">
          <p>
            Every share carries a 90% interval (the Wilson score interval): with 25 personas a share near half
            can be ±{panelMargin(25)} points, with 100 personas ±{panelMargin(100)}. A group is called more
            receptive than another only when their 90% intervals do not overlap; otherwise the report says
            there is no clear difference. A recommendation such as GO or Proceed is given only when the whole
            interval falls on the same side of its threshold; otherwise it is EVALUATE or Guarded.
          </p>
        </Section>

        <Section id="limits" title="Known limits">
          <ul className="list-disc space-y-2 pl-5">
            <li>The panel reads English. Ideas in other languages get a notice and lower confidence.</li>
            <li>
              The human data are mostly US adults answering published surveys; other countries and niche
              professional audiences are extrapolated.
            </li>
            <li>
              Surveys ask different questions (&ldquo;interested&rdquo; versus &ldquo;plan to buy&rdquo;,
              yes/no versus a 1-5 scale). The model knows the answer format but not every nuance of wording.
              Asked whether they already use something, about half as many say yes as would take it up:
              studies of intentions find that about half of the people who mean to do something do it.
            </li>
            <li>
              Simulated personas do not know your brand, your competitors&apos; latest moves or what is in the
              news. Test what matters with real people before you build.
            </li>
          </ul>
        </Section>
      </div>
    </article>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-20 space-y-3">
      <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-3">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-xl font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

export const meta: MetaFunction = () => [
  { title: "Methodology | Sounding Board" },
  {
    name: "description",
    content:
      "How Sounding Board's simulated panel works, the human data it was fitted to, and how closely it agrees.",
  },
];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
