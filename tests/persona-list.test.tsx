import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { PersonaList } from "~/components/report/persona-list";
import { GROUPS, type DisplayPersona, type PersonaGroup } from "~/utils/personas";
import type { PersonaPage } from "~/utils/report-page";

// Which persona groups the report opens on the server's HTML: without
// JavaScript a closed group's cards are out of sight until it is opened.

function persona(index: number, group: PersonaGroup): DisplayPersona {
  return {
    id: `p${index}`,
    simulationId: "run",
    name: `Persona ${index}`,
    role: "Nurse",
    company: "Clinic",
    location: "Toronto, Canada",
    age: 40,
    gender: "Female",
    nationality: "Canadian",
    traits: [],
    interests: [],
    painPoints: [],
    budget: "$100-500/month",
    decisionStyle: "Analytical",
    initialThought: "Not for me.",
    sentiment: group === "adopt" ? "positive" : "negative",
    group,
    concerns: [],
    motivation: "",
    action: "",
  };
}

function pageOf(counts: Record<PersonaGroup, number>): PersonaPage {
  let index = 0;
  return {
    query: { term: "", group: null, expand: [] },
    matching: counts.adopt + counts.mixed + counts.not_interested,
    groups: GROUPS.map(({ id, label }) => ({
      id,
      label,
      count: counts[id],
      personas: Array.from({ length: Math.min(5, counts[id]) }, () => persona(index++, id)),
      expanded: false,
    })),
  };
}

/** The labels of the groups rendered open. */
async function openGroups(page: PersonaPage): Promise<string[]> {
  const routes = [{ id: "root", path: "/", element: <PersonaList page={page} simulationId="run" /> }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("http://localhost/"));
  if (context instanceof Response) throw new Error("the test router redirected");
  const html = renderToString(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />,
  );
  return [...html.matchAll(/<details[^>]*\bopen=""[^>]*><summary[^>]*><span>([^<]+)/g)].map((match) =>
    match[1].trim(),
  );
}

describe("the report's persona groups", () => {
  it("open on those who would adopt", async () => {
    expect(await openGroups(pageOf({ adopt: 3, mixed: 4, not_interested: 18 }))).toEqual(["Would Adopt"]);
  });

  it("open on the first group with anyone in it when nobody would adopt", async () => {
    expect(await openGroups(pageOf({ adopt: 0, mixed: 6, not_interested: 19 }))).toEqual(["Mixed"]);
    expect(await openGroups(pageOf({ adopt: 0, mixed: 0, not_interested: 25 }))).toEqual(["Not Interested"]);
  });
});
