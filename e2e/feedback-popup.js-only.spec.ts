import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// The popup is a JavaScript extra (the form under the results works without it): JS project only.

const IDEA = "A focus app for freelancers that blocks distracting sites, $5/month";

async function runSimulation(page: Page): Promise<string> {
  await page.goto("/app");
  await page.getByRole("textbox", { name: "Your idea", exact: true }).fill(IDEA);
  await page.getByRole("button", { name: "Run simulation" }).click();
  await expect(page).toHaveURL(/\/app\/simulation\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: /^\d+ of 25 would try it \(\d+%\)$/ })).toBeVisible({
    timeout: 15_000,
  });
  return page.url();
}

const popup = (page: Page) => page.getByRole("dialog", { name: "How useful was this simulation?" });

test("the popup shows 5 seconds after the run, then at most once an hour", async ({ page }) => {
  const url = await runSimulation(page);
  const opened = Date.now();
  await page.goto(url);
  await expect(page.getByRole("heading", { name: /would try it/ })).toBeVisible();
  await expect(popup(page)).toBeHidden();
  await expect(popup(page)).toBeVisible({ timeout: 10_000 });
  expect(Date.now() - opened).toBeGreaterThanOrEqual(4_500);

  await popup(page).getByRole("button", { name: "Close feedback" }).click();
  await expect(popup(page)).toBeHidden();
  await page.goto(`${url}?feedbackDelay=0`);
  await expect(page.getByRole("heading", { name: /would try it/ })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(popup(page)).toBeHidden();
});

test("it minimises to a Feedback tab that stays minimised, and a No asks for a text", async ({ page }) => {
  const url = await runSimulation(page);
  await page.goto(`${url}?feedbackDelay=0`);
  await expect(popup(page)).toBeVisible();
  await popup(page).getByRole("button", { name: "Minimise feedback" }).click();
  const tab = page.getByRole("button", { name: "Feedback", exact: true });
  await expect(tab).toBeVisible();
  await expect(tab).toBeFocused();

  await page.reload();
  await expect(tab).toBeVisible();
  await tab.click();
  await expect(popup(page)).toBeVisible();

  await popup(page).getByRole("button", { name: "Not really" }).click();
  await popup(page).getByRole("button", { name: "Send feedback" }).click();
  await expect(popup(page).getByRole("alert")).toHaveText("Tell us what could be better");
  await popup(page).getByLabel("What could be better?").fill("More detail on pricing.");
  await popup(page).getByRole("button", { name: "Send feedback" }).click();
  const thanks = page.getByRole("dialog", { name: "Thank you!" });
  await expect(thanks.getByText("Thanks for your feedback!")).toBeVisible();
  // It closes by itself 2 seconds later.
  await expect(thanks).toBeHidden({ timeout: 4_000 });
  await page.reload();
  await expect(tab).toBeHidden();
});

test("Escape minimises it; a Yes completes and closes it", async ({ page }) => {
  const url = await runSimulation(page);
  await page.goto(`${url}?feedbackDelay=0`);
  await popup(page).getByRole("button", { name: "Useful" }).focus();
  await page.keyboard.press("Escape");
  const tab = page.getByRole("button", { name: "Feedback", exact: true });
  await expect(tab).toBeVisible();
  await tab.click();
  await popup(page).getByRole("button", { name: "Useful" }).click();
  await expect(page.getByRole("dialog", { name: "Thank you!" })).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Thank you!" })).toBeHidden({ timeout: 4_000 });
});

test("on a phone it does not open by itself, and nothing covers the headline", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const url = await runSimulation(page);
  await page.goto(url);
  const headline = page.getByRole("heading", { name: /^\d+ of 25 would try it \(\d+%\)$/ });
  await expect(headline).toBeVisible();
  await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();
  await page.waitForTimeout(6_000);
  await expect(popup(page)).toBeHidden();
  await headline.scrollIntoViewIfNeeded();
  const covered = await headline.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return !hit || !element.contains(hit);
  });
  expect(covered, "something covers the headline").toBe(false);
  // The form under the results still takes feedback.
  await expect(page.getByRole("heading", { name: "Was this simulation useful?" })).toBeAttached();
  // Asked for explicitly, it opens on a phone too.
  await page.goto(`${url}?feedbackDelay=0`);
  await expect(popup(page)).toBeVisible();
});
