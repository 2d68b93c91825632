import { expect, test } from "./fixtures";

const CLEAR_IDEA =
  "A note-taking app for university students who struggle to keep lecture notes organised. It turns recordings into study notes for $5/month.";

test.describe("quick validation", () => {
  test("a clear idea on /simple goes straight to the results", async ({ page }) => {
    await page.goto("/simple");
    await expect(page.getByRole("heading", { name: "Quick Idea Validation" })).toBeVisible();
    const javaScript = test.info().project.name === "js";
    if (javaScript) await expect(page.getByRole("button", { name: "Validate Idea" })).toBeDisabled();
    await page.getByLabel("Your idea").fill(CLEAR_IDEA);
    // The first audience is chosen already: the idea alone can be sent.
    await expect(page.getByRole("radio").first()).toBeChecked();
    await page.getByRole("button", { name: "Validate Idea" }).click();

    await expect(page.getByRole("heading", { name: "Validation Summary" })).toBeVisible({ timeout: 25_000 });
    await expect(page.getByRole("heading", { name: "Top 3 Reasons Mentioned" })).toBeVisible();
    // With JavaScript the run is polled in place; without, the form redirected to a refreshing ?run= page.
    await expect(page).toHaveURL(javaScript ? /\/simple$/ : /\/simple\?run=/);
    await expect(page.getByText("Positive", { exact: true })).toBeVisible();
    await expect(
      page.getByText(/people mentioned “.+” as (a reason they liked the idea|a concern)/),
    ).toBeVisible();
  });

  test("a vague idea on /simple-test asks for clarification, then shows results and resets", async ({
    page,
  }) => {
    await page.goto("/simple-test");
    await expect(page.getByRole("radio").first()).toBeChecked();
    await page.getByLabel("Your idea").fill("notes app");
    await page.getByRole("button", { name: "Validate Idea" }).click();

    const clarification = page.getByLabel("Your clarification");
    await expect(clarification).toBeVisible();
    await expect(clarification).toHaveAttribute("placeholder", "Provide more details...");
    await expect(page.getByRole("link", { name: "Start Over" })).toBeVisible();
    await clarification.fill("Students who lose track of lecture notes before exams; $4/month");
    await page.getByRole("button", { name: "Submit Clarification" }).click();

    await expect(page.getByRole("heading", { name: "Validation Summary" })).toBeVisible({ timeout: 25_000 });
    await expect(page.getByRole("heading", { name: "Top 3 Reasons Mentioned" })).toBeVisible();

    await page.getByRole("link", { name: "Test Another Idea" }).click();
    await expect(page.getByRole("heading", { name: "Validation Summary" })).toBeHidden();
    await expect(page.getByLabel("Your idea")).toHaveValue("");
    await expect(page.getByRole("button", { name: "Validate Idea" })).toBeVisible();
  });
});
