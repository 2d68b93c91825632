import type { Page } from "@playwright/test";
import { expect, hydrated, signIn, test, uniqueEmail } from "./fixtures";

const FREE = "A meal-planning app that builds a week of dinners from what is in your fridge, free";
const DEAR = "A meal-planning app that builds a week of dinners from what is in your fridge, $60/month";

/** Waits for the comparison's result: a winner, or no clear winner. */
async function expectResult(page: Page) {
  await expect(page.getByRole("heading", { name: /^(Variant [A-D] wins|No clear winner)$/ })).toBeVisible({
    timeout: 20_000,
  });
}

test("a user compares two variants and a control on one panel, shares it and opens each report", async ({
  page,
  browser,
}) => {
  const javaScript = test.info().project.use.javaScriptEnabled !== false;
  await signIn(page, uniqueEmail("compare"));
  await page
    .getByRole("navigation", { name: "Simulations" })
    .getByRole("link", { name: "Compare ideas" })
    .click();
  await expect(page.getByRole("heading", { name: "Compare ideas", level: 1 })).toBeVisible();
  await expect(page.getByText("No comparisons yet.")).toBeVisible();
  await hydrated(page);

  // An empty variant is refused with its message.
  await page.getByLabel("Variant A").fill(FREE);
  await page.getByRole("button", { name: "Run comparison" }).click();
  await expect(page.getByText("Describe variant B")).toBeVisible();

  await page.getByLabel("Variant A").fill(FREE);
  await page.getByLabel("Variant B").fill(DEAR);
  await page.getByLabel("Control (optional)").fill("Planning dinners on a paper list");
  // The cost is stated before running; with JavaScript it follows what is filled in.
  if (javaScript)
    await expect(page.getByText(/2 variants and a control of 25 personas cost 75 personas/)).toBeVisible();
  else await expect(page.getByText(/^Cost:/)).toBeVisible();
  await page.getByRole("button", { name: "Run comparison" }).click();
  await expect(page).toHaveURL(/\/app\/compare\/[0-9a-f-]{36}$/);
  await expectResult(page);

  const table = page.getByRole("table", { name: "Would try it, by variant" });
  await expect(table.getByRole("rowheader", { name: /^Variant A/ })).toBeVisible();
  await expect(table.getByRole("rowheader", { name: /^Control/ })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: "Against the control" })).toBeVisible();
  await expect(table.getByRole("cell", { name: /^\d+ of 25 \(\d+%\)$/ }).first()).toBeVisible();
  if (javaScript) {
    await expect(
      page.getByRole("img", { name: /^Share who would try it: Variant A \d+% \(90% interval/ }),
    ).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: "Where the ranking flips" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Personas who answered differently" })).toBeVisible();

  await page.getByRole("button", { name: "Share" }).click();
  const link = page.getByRole("link", { name: /\/compare\/[0-9a-f-]{36}$/ });
  await expect(link).toBeVisible();
  const url = await link.getAttribute("href");
  const stranger = await (await browser.newContext()).newPage();
  await stranger.goto(url!);
  await expectResult(stranger);
  await expect(stranger.getByRole("link", { name: /^Full report/ })).toHaveCount(0);

  await page.getByRole("link", { name: "Full report of Variant B" }).click();
  await expect(page).toHaveURL(/\/app\/simulation\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: /^\d+ of 25 would try it \(\d+%\)$/ })).toBeVisible();

  await page.goto("/app/compare");
  await expect(page.getByRole("link", { name: /^A: A meal-planning app/ })).toBeVisible();
});

test("a guest gets one free comparison of two variants", async ({ page }) => {
  await page.goto("/app/compare");
  await hydrated(page);
  await expect(page.getByLabel("Variant C (optional)")).toHaveCount(0);
  await page.getByLabel("Variant A").fill(FREE);
  await page.getByLabel("Variant B").fill(DEAR);
  await page.getByRole("button", { name: "Run comparison" }).click();
  await expect(page).toHaveURL(/\/app\/compare\/[0-9a-f-]{36}$/);
  await expectResult(page);

  await page.goto("/app/compare");
  await hydrated(page);
  await page.getByLabel("Variant A").fill(FREE);
  await page.getByLabel("Variant B").fill(DEAR);
  await page.getByRole("button", { name: "Run comparison" }).click();
  await expect(page.getByRole("dialog", { name: "You've used your free comparison" })).toBeVisible();
});
