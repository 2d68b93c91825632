import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { JourneyFunnel } from "~/components/charts/journey-funnel";
import { ObjectionHeatmap } from "~/components/charts/objection-heatmap";
import { ComparisonChart } from "~/components/compare/comparison-chart";
import { PriceLineChart } from "~/components/price-test/price-line-chart";
import { ReasonsChart } from "~/components/reasons-chart";
import { OutcomeBar } from "~/components/report/outcome-bar";

// nivo loads after hydration (lazy-chart.tsx): the server's HTML is the fallback, with the numbers.
describe("charts on the server", () => {
  it("the outcome bar is plain bars with the counts", () => {
    const html = renderToStaticMarkup(<OutcomeBar outcome={{ adopt: 12, mixed: 5, notInterested: 3 }} />);
    expect(html).not.toContain("<svg");
    expect(html).toMatch(/Would adopt: <strong[^>]*>12<\/strong>/);
  });

  it("the journey funnel is an ordered list of its stages", () => {
    const html = renderToStaticMarkup(
      <JourneyFunnel
        stages={[
          { stage: "Awareness", count: 50, percentage: 100 },
          { stage: "Adoption", count: 10, percentage: 20 },
        ]}
      />,
    );
    expect(html).not.toContain("<svg");
    expect(html).toMatch(/<ol[^>]*>.*Awareness.*50 \(100%\).*Adoption.*10 \(20%\)/);
  });

  it("the objection heatmap is the table", () => {
    const html = renderToStaticMarkup(
      <ObjectionHeatmap
        rows={[{ label: "Too expensive", pct: 42, pct_low: 34, pct_high: 50, quotes: ["Pricey."] }]}
      />,
    );
    expect(html).not.toContain("<svg");
    expect(html).toMatch(/<table.*Too expensive.*42% \(90% interval 34-50%\).*Pricey\./);
  });

  it("the reasons chart lists every reason with its count", () => {
    const html = renderToStaticMarkup(
      <ReasonsChart reasons={[{ reason: "Saves time", count: 7, sentiment: "positive" }]} />,
    );
    expect(html).not.toContain("<svg");
    expect(html).toMatch(/Saves time: <strong[^>]*>7<\/strong>/);
  });

  it("the comparison and price charts leave their numbers to the page's tables", () => {
    expect(renderToStaticMarkup(<ComparisonChart outcomes={[]} />)).toBe("");
    expect(
      renderToStaticMarkup(<PriceLineChart series={[]} marks={[]} label="Prices" format={String} />),
    ).toBe("");
  });
});
