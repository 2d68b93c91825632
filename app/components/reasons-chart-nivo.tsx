import { ResponsiveBar } from "@nivo/bar";
import type { QuickReasonView } from "./quick-validation";
import { SENTIMENT_COLORS } from "./reasons-chart";

function shorten(text: string, length = 28): string {
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}

/** The reasons drawn by nivo; `ReasonsChart` loads it after hydration. */
export function NivoReasonsChart({ reasons }: { reasons: QuickReasonView[] }) {
  return (
    <ResponsiveBar
      data={reasons.map((reason) => ({ ...reason, label: shorten(reason.reason) }))}
      keys={["count"]}
      indexBy="label"
      margin={{ top: 10, right: 10, bottom: 50, left: 60 }}
      padding={0.3}
      colors={(bar) => SENTIMENT_COLORS[(bar.data as unknown as QuickReasonView).sentiment]}
      axisBottom={{ legend: "Reason", legendPosition: "middle", legendOffset: 40 }}
      axisLeft={{ legend: "Number of People", legendPosition: "middle", legendOffset: -45 }}
      labelTextColor="#ffffff"
      role="img"
      ariaLabel={reasons.map((reason) => `${reason.reason}: ${reason.count}`).join(", ")}
      animate={false}
    />
  );
}
