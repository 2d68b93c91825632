import type { FunnelStage } from "~/engine";
import { lazyChart } from "./lazy-chart";

const Chart = lazyChart(() => import("./journey-funnel-nivo").then((module) => module.NivoJourneyFunnel));

/** A stage's numbers as the bars and the funnel show them: "42 (84%)". */
export function stageText(stage: { count: number; percentage: number }): string {
  return `${stage.count} (${stage.percentage}%)`;
}

/** The text a screen reader reads for the chart: every stage with its numbers. */
export function funnelSummary(stages: FunnelStage[]): string {
  return `Customer journey funnel: ${stages
    .map((stage) => `${stage.stage} ${stage.count} personas (${stage.percentage}%)`)
    .join(", ")}`;
}

/** The funnel as plain bars: the server's HTML, and what shows without JavaScript. */
function FunnelBars({ stages }: { stages: FunnelStage[] }) {
  const top = stages[0]?.count || 1;
  return (
    <ol className="flex flex-col items-center gap-1.5">
      {stages.map((stage) => (
        <li key={stage.stage} className="w-full">
          <div
            className="mx-auto flex min-w-[9rem] items-center justify-between rounded-md bg-brand-600 px-3 py-2 text-sm text-white"
            style={{ width: `${Math.max(30, (stage.count / top) * 100)}%` }}
          >
            <span>{stage.stage}</span>
            <span className="font-semibold">{stageText(stage)}</span>
          </div>
        </li>
      ))}
    </ol>
  );
}

/**
 * The customer journey (Awareness to Adoption): plain HTML bars on the server
 * and without JavaScript, a nivo funnel once loaded after hydration, the
 * numbers as text either way.
 */
export function JourneyFunnel({
  stages,
  simulationId,
}: {
  stages: FunnelStage[];
  simulationId?: string | null;
}) {
  return <Chart stages={stages} simulationId={simulationId} fallback={<FunnelBars stages={stages} />} />;
}
