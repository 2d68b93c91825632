import { expect, test } from "./fixtures";

test("the demo runs on load and shows a computed report", async ({ page }) => {
  await page.goto("/demo");
  await expect(page.getByText("Demo Mode - Sample Report")).toBeVisible();
  // Which idea it tested, for whom and when, as people read dates.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "A receipt-scanning tax app for freelancers and small businesses",
  );
  await expect(
    page.getByText(/^An app for freelancers and small business owners that reads receipts/),
  ).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: "Small Business Owners" })).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: "100 simulated personas" })).toBeVisible();
  await expect(page.locator("time").first()).toHaveText(
    /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d\d [AP]M UTC$/,
  );
  await expect(page.getByText(/\d{4}-\d\d-\d\dT\d\d:/)).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Decision" })).toContainText(/GO|NO-GO|PIVOT|EVALUATE/);
  await expect(page.getByRole("heading", { name: "Customer Journey" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Run Your Own" })).toHaveAttribute("href", "/app");
  await expect(page.getByRole("heading", { name: "Ready to test your own idea?" })).toBeVisible();

  await page.getByRole("link", { name: "New Demo" }).click();
  await expect(page.getByRole("region", { name: "Decision" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Customer Journey" })).toBeVisible();
});

test("the customer journey is a nivo funnel with JavaScript and plain bars without", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/demo");
  const journey = page.getByRole("region", { name: "Customer Journey" });
  const stages = journey.getByRole("listitem");
  if (javaScriptEnabled) {
    await expect(
      journey.getByRole("img", {
        name: /^Customer journey funnel: Awareness \d+ personas \(100%\), Interest \d+ personas .*Adoption \d+ personas \(\d+%\)$/,
      }),
    ).toBeVisible();
    await expect(stages).toHaveCount(0);
  } else {
    await expect(stages).toHaveCount(5);
    await expect(stages.first()).toContainText(/Awareness\s*\d+ \(100%\)/);
    await expect(stages.last()).toContainText(/Adoption\s*\d+ \(\d+%\)/);
    await expect(journey.getByRole("img")).toHaveCount(0);
  }
});

test("the empty demo report says no report was generated", async ({ page }) => {
  await page.goto("/report/demo");
  await expect(page.getByRole("heading", { name: "No report generated" })).toBeVisible();
});

test("the idea check asks for an idea, then shows a calibrated panel report", async ({ page }) => {
  await page.goto("/idea-check");
  // Spaces pass the browser's required check, so the server's (or Conform's) message shows.
  await page.getByLabel("Your idea").fill("   ");
  await page.getByRole("button", { name: "Analyze idea" }).click();
  await expect(page.getByText("Please describe your idea")).toBeVisible();

  await page
    .getByLabel("Your idea")
    .fill("A weekly meal kit with 20-minute recipes for busy parents, $60/week for a family of four.");
  await page.getByLabel("Target audience (optional)").fill("busy parents in the suburbs");
  await page.getByRole("button", { name: "Analyze idea" }).click();
  await expect(page.getByText(/(High|Good|Fair) calibration/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Methodology" })).toBeVisible();
  await page.getByRole("link", { name: "Analyze Another Idea" }).click();
  await expect(page.getByLabel("Your idea")).toBeEmpty();
});
