import { expect, runIdea, test } from "./fixtures";

// Only with JavaScript (a *.js-only spec): the bar knows the headline is out of sight.
test("on a desktop the headline stays in view while reading the personas", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/app");
  await runIdea(page, "A budgeting app that warns you before bills are due, $4/month");
  const headline = page.getByRole("heading", { name: /^\d+ of 25 would try it \(\d+%\)$/ });
  const bar = page.getByText((await headline.textContent())!, { exact: true }).and(page.locator("span"));
  await headline.scrollIntoViewIfNeeded();
  await expect(bar).toBeHidden();
  await page.getByRole("heading", { name: "Personas" }).scrollIntoViewIfNeeded();
  await expect(bar).toBeVisible();
});
