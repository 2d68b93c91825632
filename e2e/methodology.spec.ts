import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures";

const calibration = JSON.parse(readFileSync("app/engine/calibration.json", "utf8")) as {
  cross_validated: { pearson: number; mae_points: number };
  independent_check: {
    concepts: number;
    pearson: number;
    mae_points: number;
    constant_guess_mae_points: number;
  };
  data: { concepts: number };
};

test("the methodology page shows the measured, cross-validated calibration", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Methodology" }).click();
  await expect(
    page.getByRole("heading", { name: "How the panel works, and how far to trust it" }),
  ).toBeVisible();
  const figures = page.getByRole("definition");
  await expect(
    figures.filter({ hasText: calibration.cross_validated.pearson.toFixed(2) }).first(),
  ).toBeVisible();
  await expect(figures.filter({ hasText: `${calibration.cross_validated.mae_points} points` })).toBeVisible();
  await expect(page.getByText(`fitted to ${calibration.data.concepts} product concepts`)).toBeVisible();
  // Beside it, the agreement on concepts from other surveys that were never fitted on.
  const check = calibration.independent_check;
  const unseen = page.getByLabel("Agreement on concepts never fitted");
  // Each figure beside its own term: two figures may be equal (the error and a constant guess's).
  const figure = (label: string) =>
    unseen
      .getByRole("term")
      .filter({ hasText: new RegExp(`^${label.replace(/[()]/g, "\\$&")}$`) })
      .locator("xpath=following-sibling::dd[1]");
  await expect(figure("Correlation (Pearson r)")).toHaveText(check.pearson.toFixed(2));
  await expect(figure("Mean absolute error")).toHaveText(`${check.mae_points} points`);
  await expect(figure("Error of one guess for all")).toHaveText(`${check.constant_guess_mae_points} points`);
  await expect(page.getByRole("heading", { name: "Intervals and differences" })).toBeVisible();
});
