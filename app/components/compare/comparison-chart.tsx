import { lazyChart } from "~/components/charts/lazy-chart";
import type { VariantOutcome } from "~/engine/compare";

const Chart = lazyChart(() => import("./comparison-chart-nivo").then((module) => module.NivoComparisonChart));

const nameOf = (outcome: VariantOutcome) =>
  outcome.key === "control" ? "Control" : `Variant ${outcome.key}`;

/** What the chart says, for screen readers. */
export function chartSummary(outcomes: readonly VariantOutcome[]): string {
  return `Share who would try it: ${outcomes
    .map((outcome) => `${nameOf(outcome)} ${outcome.percent}% (90% interval ${outcome.low}-${outcome.high}%)`)
    .join(", ")}`;
}

/**
 * Each variant's share who would try it as a bar, with its 90% interval as
 * a whisker: nivo once loaded after hydration; the table beside it carries
 * the same numbers for the server and without JavaScript.
 */
export function ComparisonChart({ outcomes }: { outcomes: readonly VariantOutcome[] }) {
  return <Chart outcomes={outcomes} fallback={null} />;
}

export { nameOf as variantName };
