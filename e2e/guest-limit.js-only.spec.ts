import { expect, test } from "./fixtures";
import { GATE, IDEA, runIdeaCheck } from "./public-tests";

// Only JavaScript can notice the page being left.

test("leaving the page with the gate open reports it abandoned, once", async ({ page }) => {
  for (let i = 0; i < 3; i++) await runIdeaCheck(page);
  await page.getByRole("link", { name: "Analyze Another Idea" }).click();
  await page.getByLabel("Your idea").fill(IDEA);
  await page.getByRole("button", { name: "Analyze idea" }).click();
  await expect(page.getByRole("dialog", { name: GATE })).toBeVisible();
  await expect(page.getByLabel("Your idea")).toHaveValue(IDEA);

  const abandoned: string[] = [];
  page.on("request", (request) => {
    const body = request.postData() ?? "";
    if (request.url().endsWith("/analytics") && body.includes("email_gate_abandoned")) abandoned.push(body);
  });
  // The browser leaving the page (a beacon sent while a page unloads is not seen by the test, so the
  // event is dispatched on the page itself, twice: it is reported once).
  for (let i = 0; i < 2; i++) {
    await page.evaluate(() =>
      window.dispatchEvent(new PageTransitionEvent("pagehide", { persisted: false })),
    );
  }
  await expect.poll(() => abandoned.length).toBe(1);
  expect(new URLSearchParams(abandoned[0]).get("properties")).toBe(
    JSON.stringify({ variant: "daily_limit", surface: "idea_check" }),
  );
  await page.goto("/");
  expect(abandoned).toHaveLength(1);
});
