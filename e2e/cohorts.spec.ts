import type { Page } from "@playwright/test";
import { expect, signIn, test, uniqueEmail } from "./fixtures";

const IDEA = "A sleep tracker for shift workers that plans naps around rotating shifts, $6/month";
const LIMIT_MESSAGE = "Cohort generation limit reached. Please upgrade to create more cohorts.";

function cohortDialog(page: Page) {
  return page.getByRole("dialog", { name: "Create custom cohort" });
}

/** Opens the dialog from /app, fills it in and sends it. */
async function submitCohort(page: Page, name: string, description: string) {
  await page.goto("/app");
  await page.getByRole("link", { name: "Create custom cohort" }).click();
  const dialog = cohortDialog(page);
  await dialog.getByLabel("Cohort name").fill(name);
  await dialog.getByLabel("Describe your audience").fill(description);
  await dialog.getByRole("button", { name: "Create", exact: true }).click();
}

/** Creates a cohort and waits for the app to say so; returns the cohort's id. */
async function createCohort(page: Page, name: string, description: string): Promise<string> {
  await submitCohort(page, name, description);
  // "Complete!" shows for a second only, too short to catch on a busy machine: the lasting outcome is the banner.
  await expect(
    page.getByRole("status").filter({ hasText: `Cohort "${name}" created with 100 personas!` }),
  ).toBeVisible();
  await expect(cohortDialog(page)).toBeHidden();
  const id = new URL(page.url()).searchParams.get("audience");
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  return id!;
}

test("a signed-up user creates a cohort, runs a simulation on it and meets the limit of 3", async ({
  page,
}) => {
  test.slow();
  await signIn(page, uniqueEmail("cohorts"));
  await expect(page.getByText("3/3 custom cohorts left")).toBeVisible();

  await page.getByRole("link", { name: "Create custom cohort" }).click();
  const dialog = cohortDialog(page);
  await expect(dialog.getByText("Please provide at least 10 characters for better results")).toBeVisible();
  const name = dialog.getByLabel("Cohort name");
  await name.fill("Night nurses of rural Canada");
  await expect(name).toHaveValue("Night nurses of rura"); // cut at 20 characters

  await createCohort(page, "Night nurses", "Nurses in rural Canada working night shifts");
  const audience = page.getByRole("combobox", { name: "Audience" });
  await expect(audience.locator("option:checked")).toHaveText("Night nurses");
  await expect(page.getByText("2/3 custom cohorts left")).toBeVisible();

  await page.getByRole("textbox", { name: "Your idea", exact: true }).fill(IDEA);
  await page.getByRole("button", { name: "Run simulation" }).click();
  await expect(page).toHaveURL(/\/app\/simulation\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: /^\d+ of 25 would try it \(\d+%\)$/ })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole("definition").filter({ hasText: /^Night nurses$/ })).toBeVisible();
  // The cohort's own people: nurses in Canada.
  await expect(page.getByRole("article").first()).toContainText("Canada");

  // The audience search finds custom cohorts by their description too.
  await page.goto("/app");
  await page.getByRole("searchbox", { name: "Search audiences" }).fill("rural canada");
  if (!(await page.evaluate(() => document.documentElement.classList.contains("js")).catch(() => false))) {
    await page.getByRole("button", { name: "Search", exact: true }).click();
  }
  await expect(
    page.getByRole("combobox", { name: "Audience" }).locator("option", { hasText: "Night nurses" }),
  ).toHaveCount(1);

  await createCohort(page, "Berlin gamers", "Gen Z gamers in Berlin who stream on Twitch");
  await createCohort(page, "Retired teachers", "Retired teachers in Florida who travel often");

  await submitCohort(page, "One too many", "Parents of toddlers in São Paulo");
  await expect(cohortDialog(page).getByRole("alert")).toContainText(LIMIT_MESSAGE);
  await expect(cohortDialog(page).getByText("0/3 custom cohorts left")).toBeVisible();
});

test("a guest who clicks 'Create custom cohort' is asked to sign in", async ({ page }) => {
  await page.goto("/app");
  await page.getByRole("link", { name: "Create custom cohort" }).click();
  const dialog = page.getByRole("dialog", { name: "Sign in to create custom cohorts" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Sign in" })).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Sign up" })).toBeVisible();
  await expect(page.getByLabel("Cohort name")).toHaveCount(0);
});

test("another user's cohort is a 404", async ({ page, browser }) => {
  await signIn(page, uniqueEmail("cohort-owner"));
  const id = await createCohort(page, "Private crowd", "Dairy farmers in New Zealand");

  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  await signIn(other, uniqueEmail("cohort-stranger"));
  const response = await other.goto(`/app/cohorts/${id}`);
  expect(response?.status()).toBe(404);
  await expect(other.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await other.goto(`/app?audience=${id}`);
  await expect(
    other.getByRole("combobox", { name: "Audience" }).locator("option", { hasText: "Private crowd" }),
  ).toHaveCount(0);
  await stranger.close();
});
