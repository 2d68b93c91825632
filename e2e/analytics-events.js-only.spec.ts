import type { Page, Request } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * What the browser reports by itself once analytics are accepted: the load
 * timing, chart interactions, calls to action, error pages. Asserted on the
 * requests to /analytics (the server stores them; tests/analytics-browser.test.ts).
 */

interface SentEvent {
  name: string;
  path: string;
  properties: Record<string, unknown>;
}

function readEvent(request: Request): SentEvent | null {
  if (request.method() !== "POST" || new URL(request.url()).pathname !== "/analytics") return null;
  const form = new URLSearchParams(request.postData() ?? "");
  return {
    name: form.get("name") ?? "",
    path: form.get("path") ?? "",
    properties: JSON.parse(form.get("properties") ?? "{}") as Record<string, unknown>,
  };
}

/** Resolves with the first event of that name sent after the call (and matching `where`). */
async function nextEvent(
  page: Page,
  name: string,
  where: (event: SentEvent) => boolean = () => true,
): Promise<SentEvent> {
  const request = await page.waitForRequest((request) => {
    const event = readEvent(request);
    return event?.name === name && where(event);
  });
  return readEvent(request)!;
}

async function acceptAnalytics(page: Page) {
  const banner = page.getByRole("region", { name: "Cookie consent" });
  // The banner hides at once; the page starts sending events when the root's data has the
  // consent, and the document's load timing goes first. Waiting for the network to go idle
  // instead once let a hover come before it (CI, the verdict's heatmap), and the hover was lost.
  const sending = nextEvent(page, "performance_metric");
  await banner.getByRole("button", { name: "Accept All" }).click();
  await expect(banner).toBeHidden();
  await sending;
}

test("nothing is sent before consent; then the load timing once, and chart interactions", async ({
  page,
}) => {
  const sent: SentEvent[] = [];
  page.on("request", (request) => {
    const event = readEvent(request);
    if (event) sent.push(event);
  });
  await page.goto("/demo");
  const funnel = page.getByRole("img", { name: /^Customer journey funnel:/ });
  await funnel.scrollIntoViewIfNeeded();
  await funnel.hover({ position: { x: 250, y: 20 } });
  await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();
  expect(sent).toEqual([]);

  const timing = nextEvent(page, "performance_metric", (event) => event.properties.metric === "page_load");
  await acceptAnalytics(page);
  const pageLoad = await timing;
  expect(pageLoad.path).toBe("/demo");
  expect(pageLoad.properties).toEqual({ metric: "page_load", value: expect.any(Number), unit: "ms" });
  expect(pageLoad.properties.value).toBeGreaterThan(0);
  await expect
    .poll(() =>
      sent.filter((event) => event.name === "performance_metric").map((event) => event.properties.metric),
    )
    .toEqual(["ttfb", "page_load"]);

  // The tooltip counts once per chart; a click each time.
  const hovered = nextEvent(page, "visualization_interaction");
  await funnel.scrollIntoViewIfNeeded();
  const box = (await funnel.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + 20);
  expect((await hovered).properties).toEqual({
    chart_type: "customer_journey_funnel",
    interaction: "tooltip",
  });
  const clicked = nextEvent(page, "visualization_interaction");
  await page.mouse.move(box.x + box.width / 2 + 5, box.y + 30);
  await page.mouse.click(box.x + box.width / 2, box.y + 25);
  expect((await clicked).properties).toEqual({ chart_type: "customer_journey_funnel", interaction: "click" });
  expect(
    sent.filter(
      (event) => event.name === "visualization_interaction" && event.properties.interaction === "tooltip",
    ),
  ).toHaveLength(1);

  // A client-side navigation keeps the document: no second timing.
  await page.getByRole("link", { name: "Learn More" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.waitForTimeout(300);
  expect(sent.filter((event) => event.name === "performance_metric")).toHaveLength(2);
});

test("the verdict's heatmap reports interactions with its run", async ({ page }) => {
  await page.goto("/pulse");
  await page
    .getByRole("textbox", { name: "Concept" })
    .fill(
      "For small agencies struggling with late client payments, we offer automatic invoice reminders for $19/month.",
    );
  await page.getByRole("radio", { name: /Tech professionals/ }).check();
  await page.getByRole("button", { name: "Run pulse check" }).click();
  await page.getByRole("link", { name: "See the full verdict" }).click();
  await expect(page).toHaveURL(/\/verdict\/[0-9a-f-]{36}$/);
  const id = new URL(page.url()).pathname.split("/").pop()!;
  await acceptAnalytics(page);

  const heatmap = page.getByRole("img", { name: /^Objection heatmap/ });
  await heatmap.scrollIntoViewIfNeeded();
  const box = (await heatmap.boundingBox())!;
  const hovered = nextEvent(page, "visualization_interaction");
  // The first row's cell: right of the labels, below the column heading.
  await page.mouse.move(box.x + box.width - 40, box.y + 50);
  expect((await hovered).properties).toEqual({
    chart_type: "objection_heatmap",
    interaction: "tooltip",
    simulation_id: id,
  });
});

test("landing calls to action and error pages are reported", async ({ page }) => {
  await page.goto("/vercel");
  await acceptAnalytics(page);

  const watchDemo = nextEvent(page, "value_proposition_clicked");
  await page.getByRole("link", { name: "Watch demo" }).click();
  expect(await watchDemo).toMatchObject({ path: "/vercel", properties: { proposition: "hero_watch_demo" } });

  const pricing = nextEvent(page, "value_proposition_clicked");
  await page.locator("#pricing").getByRole("link").first().click();
  expect((await pricing).properties.proposition).toMatch(/^pricing_[a-z0-9_]+$/);

  const probe = `/e2e-missing-${Date.now().toString(36)}`;
  const error = nextEvent(page, "error");
  await page.goto(probe);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  expect(await error).toEqual({
    name: "error",
    path: probe,
    properties: { error: expect.stringMatching(/^404 /), context: probe },
  });
});
