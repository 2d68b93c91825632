import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { IdeaReadingSection } from "~/components/report/idea-reading";
import { analyzeIdea, ideaReading } from "~/engine";

// The "What the panel read" card as the server renders it: what a founder
// checks before trusting the panel's answers.

async function cardFor(idea: string): Promise<string> {
  const section = (
    <IdeaReadingSection
      simulationId="run"
      personaCount={25}
      reading={ideaReading(analyzeIdea(idea))}
      recorded
      constraint={{}}
    />
  );
  const handler = createStaticHandler([{ id: "root", path: "/", element: section }]);
  const context = await handler.query(new Request("http://localhost/"));
  if (context instanceof Response) throw new Error("the test router redirected");
  return renderToString(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />,
  );
}

describe("the card of what the panel read", () => {
  it("shows the saving an idea claims beside its price, not as its price", async () => {
    const html = await cardFor("A $5-a-month app that saves you about $30 a month on groceries");
    expect(html).toContain("Saving it claims");
    expect(html).toContain("$30/month, as claimed; each persona believes part of it");
    expect(html).toContain("$5/month");
  });

  it("says what a device named without a price was weighed at", async () => {
    const html = await cardFor("A dehumidifier for your basement");
    expect(html).toContain("Not stated; weighed at about $200, what such a device usually costs new");
  });

  it("shows no saving where the idea claims none", async () => {
    expect(await cardFor("A meditation app, $4 a month")).not.toContain("Saving it claims");
  });
});
