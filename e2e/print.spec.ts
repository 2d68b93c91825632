import { expect, runIdea, test } from "./fixtures";

test("printing a report leaves out the app around it and its controls", async ({ page }) => {
  const idea = "A budgeting app that warns you before bills are due, $4/month";
  await page.goto("/app");
  await runIdea(page, idea);
  if (test.info().project.name === "js") {
    await expect(page.getByRole("button", { name: "Print / Save as PDF" })).toBeVisible();
  }

  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("heading", { level: 1, name: idea })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Top reasons" })).toBeVisible();
  await expect(page.getByRole("searchbox", { name: "Search personas" })).toBeHidden();
  await expect(page.getByRole("link", { name: "New simulation" }).first()).toBeHidden();
  await expect(page.getByRole("link", { name: "Sounding Board" })).toBeHidden();
});
