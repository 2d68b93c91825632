import { expect, test } from "./fixtures";

test("an idea check's result has a link of its own: a reload shows it again", async ({ page }) => {
  await page.goto("/idea-check");
  await page
    .getByLabel("Your idea")
    .fill("A dog-walking app that books a vetted walker within the hour, $20 per walk.");
  await page.getByRole("button", { name: "Analyze idea" }).click();
  await expect(page).toHaveURL(/\/idea-check\?result=/);
  // The idea is the result's title, as on every report.
  await expect(page.getByRole("heading", { level: 1, name: /^A dog-walking app that books/ })).toBeVisible();
  const calibration = page.getByText(/(High|Good|Fair) calibration/);
  await expect(calibration).toBeVisible();
  const shown = await page.getByRole("main").textContent();

  await page.reload();
  await expect(calibration).toBeVisible();
  expect(await page.getByRole("main").textContent()).toBe(shown);

  await page.goto("/idea-check?result=made-up.link");
  await expect(page.getByRole("alert")).toHaveText("This result link is not valid. Run the check again.");
  await expect(page.getByLabel("Your idea")).toBeVisible();
});
