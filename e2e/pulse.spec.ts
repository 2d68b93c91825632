import { expect, test } from "./fixtures";

const CONCEPT =
  "For busy parents struggling with planning healthy dinners, we offer a weekly meal plan app for $12/month.";

test("the pulse form explains each rule", async ({ page, javaScriptEnabled }) => {
  await page.goto("/pulse");
  await expect(page.getByRole("heading", { name: "Pulse check" })).toBeVisible();
  await expect(page.getByText("0/600")).toBeVisible();
  const concept = page.getByRole("textbox", { name: "Concept" });
  const run = page.getByRole("button", { name: "Run pulse check" });
  if (javaScriptEnabled) {
    // The button waits for a concept and an audience.
    await expect(run).toBeDisabled();
    await concept.fill("Too short");
    await expect(page.getByText("9/600")).toBeVisible();
    await expect(run).toBeDisabled();
    await page.getByRole("radio", { name: /Gen Z/ }).check();
    await run.click();
    await expect(page.getByText("Concept must be at least 50 characters")).toBeVisible();
  }
  const untemplated = "A meal plan app that helps busy parents plan their healthy dinners.";
  await concept.fill(untemplated);
  await page.getByRole("radio", { name: /Gen Z/ }).check();
  await page.getByRole("button", { name: "Run pulse check" }).click();
  await expect(page.getByText("Please follow the template format")).toBeVisible();
  await expect(page.getByText(`${untemplated.length}/600`)).toBeVisible();
});

test("a pulse run shows the engine's result and starts over", async ({ page, javaScriptEnabled }) => {
  await page.goto("/pulse");
  await page.getByRole("textbox", { name: "Concept" }).fill(CONCEPT);
  await page.getByRole("radio", { name: /Small business owners/ }).check();
  // With JavaScript a progress bar shows while the panel answers. It may last only half a second, so
  // the wait starts before the click rather than polling for one value of it afterwards.
  const progressShown = javaScriptEnabled
    ? page.getByRole("progressbar", { name: "Simulation progress" }).waitFor()
    : Promise.resolve();
  await page.getByRole("button", { name: "Run pulse check" }).click();
  await progressShown;
  await expect(page.getByRole("heading", { level: 1, name: CONCEPT })).toBeVisible();
  await expect(page).toHaveURL(/\/pulse\?run=[0-9a-f-]{36}$/);
  await expect(page.getByText(/^(Proceed|Guarded|No-Go)$/)).toBeVisible();
  await expect(page.getByText(/of 100 personas would try it/)).toBeVisible();
  // The pitch it tested as the title, for whom, and what the panel liked apart from what holds it back.
  await expect(page.getByText("Pulse check results")).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: "Small business owners" })).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: "100 simulated personas" })).toBeVisible();
  const likes = page.getByRole("region", { name: "What they like" });
  const concerns = page.getByRole("region", { name: "What holds them back" });
  await expect(likes.getByRole("heading", { name: "What they like" })).toBeVisible();
  await expect(concerns.getByRole("heading", { name: "What holds them back" })).toBeVisible();
  const listed = (await likes.getByRole("listitem").count()) + (await concerns.getByRole("listitem").count());
  expect(listed).toBeGreaterThan(0);
  const mainConcern = /Main concern: (.+)\./.exec(
    (await page.getByText(/would try it \(\d+%\)\./).innerText()) ?? "",
  );
  if (mainConcern) {
    await expect(concerns.getByRole("listitem").first()).toContainText(
      new RegExp(mainConcern[1]!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "i"),
    );
  }
  await page.getByRole("link", { name: "Test Another Idea" }).first().click();
  await expect(page.getByRole("heading", { name: "Pulse check" })).toBeVisible();
  await expect(page.getByText("0/600")).toBeVisible();
});
