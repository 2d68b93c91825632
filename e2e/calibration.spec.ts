import { expect, hydrated, signIn, test, uniqueEmail } from "./fixtures";

const CSV = `concept_text,audience,yes_share,n
"A meal-planning app that builds a week of dinners from your fridge, $6/month",general,0.12,300
"A smart water bottle that reminds you to drink, $45",general,0.05,300
"Noise-cancelling sleep earbuds, $199",general,0.04,300
"A budgeting app for couples that splits shared bills, free",general,0.2,300
"A language-learning app with five-minute daily lessons, $10/month",general,0.1,300`;

test("a founder calibrates the panel on their own human results and runs an idea on it", async ({ page }) => {
  await signIn(page, uniqueEmail("calibration"));
  await page.goto("/app/settings");
  await page.getByRole("link", { name: "Calibrate on your own data" }).click();
  await expect(page.getByRole("heading", { name: "Calibration", level: 1 })).toBeVisible();
  await expect(page.getByText("No calibrations yet.")).toBeVisible();

  // A malformed file: every problem with its line, nothing stored.
  await hydrated(page);
  await page.getByLabel("Name").fill("Broken file");
  await page.getByLabel("Or paste the CSV").fill(CSV.replace("0.05,300", "lots,300"));
  await page.getByRole("button", { name: "Calibrate" }).click();
  const problems = page.getByRole("list", { name: "Problems in the CSV" });
  await expect(problems.getByRole("listitem")).toHaveText([
    "Line 3: yes_share must be a share from 0 to 1 (or a percentage such as 42%).",
  ]);

  await page.getByLabel("Name").fill("Q3 concept tests");
  await page.getByLabel("Or paste the CSV").fill(CSV);
  await page.getByRole("button", { name: "Calibrate" }).click();
  const card = page.getByRole("article", { name: "Q3 concept tests" });
  await expect(card.getByRole("status")).toContainText("Calibrated.");
  await expect(card.getByText("5 concepts, 1,500 respondents")).toBeVisible();
  await expect(card.getByRole("rowheader", { name: "Mean absolute error" })).toBeVisible();

  await page.goto("/app");
  await hydrated(page);
  await page
    .getByRole("textbox", { name: "Your idea", exact: true })
    .fill("A recipe app for busy parents, $4/month");
  const calibratedOn = page.getByLabel("Calibrated on");
  await expect(calibratedOn.getByRole("option")).toHaveText([
    "Sounding Board's calibration",
    /^Q3 concept tests, r = (-?\d\.\d\d|not measurable).* across 5 concepts$/,
  ]);
  await calibratedOn.selectOption({ index: 1 });
  await page.getByRole("button", { name: "Run simulation" }).click();
  await expect(page.getByRole("heading", { name: /^\d+ of 25 would try it \(\d+%\)$/ })).toBeVisible({
    timeout: 15_000,
  });
  await expect(
    page.getByRole("definition").filter({ hasText: /^Q3 concept tests, r = .* across 5 concepts$/ }),
  ).toBeVisible();
});
