import { expect, test } from "./fixtures";

// The bar knows the headline is out of sight only with JavaScript.
test("on a desktop the headline stays in view while reading the personas", async ({ page }) => {
  test.skip(
    test.info().project.name !== "js",
    "the bar knows the headline is out of sight only with JavaScript",
  );
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/app");
  await page
    .getByRole("textbox", { name: "Your idea", exact: true })
    .fill("A budgeting app that warns you before bills are due, $4/month");
  await page.getByRole("button", { name: "Run simulation" }).click();
  const headline = page.getByRole("heading", { name: /^\d+ of 25 would try it \(\d+%\)$/ });
  await expect(headline).toBeVisible({ timeout: 15_000 });
  const text = (await headline.textContent())!;
  const bar = page.getByText(text, { exact: true }).and(page.locator("span"));
  await headline.scrollIntoViewIfNeeded();
  await expect(bar).toBeHidden();
  await page.getByRole("heading", { name: "Personas" }).scrollIntoViewIfNeeded();
  await expect(bar).toBeVisible();
});
