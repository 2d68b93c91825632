import { expect, hydrated, signIn, test, uniqueEmail } from "./fixtures";

const IDEA = "A focus app for freelancers that blocks distracting sites during deep work sessions, $5/month";

test("a founder tests other prices on the report's own panel", async ({ page }) => {
  const javaScript = test.info().project.use.javaScriptEnabled !== false;
  await signIn(page, uniqueEmail("price-test"));
  await page.goto("/app");
  await hydrated(page);
  await page.getByRole("textbox", { name: "Your idea", exact: true }).fill(IDEA);
  await page.getByRole("button", { name: "Run simulation" }).click();
  await expect(page.getByRole("heading", { name: /^\d+ of 25 would try it \(\d+%\)$/ })).toBeVisible({
    timeout: 15_000,
  });

  await page.getByRole("link", { name: "Test other prices on this panel" }).click();
  await expect(page.getByRole("heading", { name: "Price test", level: 1 })).toBeVisible();
  await expect(
    page.getByText(/revenue per 1,000 people reached peaks at \$|too few to read a price from/),
  ).toBeVisible();

  const demand = page.getByRole("table", { name: "Demand and revenue at each price" });
  await expect(demand.getByRole("rowheader", { name: "$5/month (stated)" })).toBeVisible();
  await expect(demand.getByRole("cell", { name: /^\d+ of 25 \(\d+%\)$/ }).first()).toBeVisible();
  await expect(page.getByRole("table", { name: "Van Westendorp shares at each price" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Share who would try it, by age and price" })).toBeVisible();
  if (javaScript) {
    await expect(page.getByRole("img", { name: /^Share who would try it: \$/ })).toBeVisible();
  }

  // Prices it cannot read are refused with a message; the last good test stays on the page.
  await hydrated(page);
  await page.getByLabel("Prices to test").fill("4, lots");
  await page.getByRole("button", { name: "Test these prices" }).click();
  await expect(
    page.getByText("Enter 3 to 7 prices above 0, separated by commas (for example 5, 8, 12)"),
  ).toBeVisible();

  await page.getByLabel("Prices to test").fill("3, 7, 11");
  await page.getByRole("button", { name: "Test these prices" }).click();
  await expect(demand.getByRole("rowheader", { name: "$11/month" })).toBeVisible();
  await expect(demand.getByRole("rowheader")).toHaveCount(3);

  await page.getByRole("link", { name: "Back to the report" }).click();
  await expect(page.getByRole("heading", { name: /^\d+ of 25 would try it \(\d+%\)$/ })).toBeVisible();
});
