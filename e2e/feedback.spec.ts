import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const IDEA = "A plant watering reminder app that texts you when your plants need water, $2/month";

/** Fills the form on /app and runs (as a guest); returns when the report's headline shows. */
async function runSimulation(page: Page) {
  await page.goto("/app");
  await page.getByRole("textbox", { name: "Your idea", exact: true }).fill(IDEA);
  await page.getByRole("button", { name: "Run simulation" }).click();
  await expect(page).toHaveURL(/\/app\/simulation\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: /^\d+ of 25 would try it \(\d+%\)$/ })).toBeVisible({
    timeout: 15_000,
  });
}

function feedbackForm(page: Page) {
  return page.getByRole("region", { name: "Was this simulation useful?" });
}

test("the form under the results takes a Yes and says thanks", async ({ page }) => {
  await runSimulation(page);
  const form = feedbackForm(page);
  await expect(form).toBeVisible();
  await form.getByRole("button", { name: "Yes" }).click();
  await expect(form.getByText("Thanks for your feedback!")).toBeVisible();
  await expect(page).toHaveURL(/\/app\/simulation\/[0-9a-f-]{36}/);
});

test("a No without a text shows an error; with one it is taken", async ({ page }) => {
  await runSimulation(page);
  const form = feedbackForm(page);
  await form.getByRole("button", { name: "No" }).click();
  // Without JavaScript the server answers with the form again on a page of its own.
  const retry = feedbackForm(page);
  await expect(retry.getByText("Tell us what could be better")).toBeVisible();
  await expect(retry.getByLabel("What could be better?")).toHaveAttribute("aria-invalid", "true");

  await retry.getByLabel("What could be better?").fill("Show me which personas are closest to my customers.");
  await retry.getByRole("button", { name: "No" }).click();
  await expect(feedbackForm(page).getByText("Thanks for your feedback!")).toBeVisible();
  await expect(page).toHaveURL(/\/app\/simulation\/[0-9a-f-]{36}/);
});
