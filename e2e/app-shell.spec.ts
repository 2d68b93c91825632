import { expect, signIn, test, uniqueEmail } from "./fixtures";

test("a guest sees the sign-up pitch and guest mode in the sidebar", async ({ page }) => {
  await page.goto("/app");
  await expect(page.getByRole("heading", { name: "Test your idea with AI personas" })).toBeVisible();
  const sidebar = page.getByRole("navigation", { name: "Simulations" });
  await expect(sidebar.getByRole("link", { name: "New simulation" })).toBeVisible();
  await expect(sidebar.getByText("Guest mode • Results not saved")).toBeVisible();
  await expect(sidebar.getByRole("link", { name: "Sign up free" })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === "sb_guest")).toMatchObject({
    httpOnly: true,
    sameSite: "Lax",
  });
});

test("/app/idea-testing is the same screen", async ({ page }) => {
  await page.goto("/app/idea-testing");
  await expect(page.getByRole("heading", { name: "Test your idea with AI personas" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Simulations" })).toBeVisible();
});

test("the sidebar collapses and opens again", async ({ page }) => {
  await page.goto("/app");
  const newSimulation = page.getByRole("link", { name: "New simulation" });
  await expect(newSimulation).toBeVisible();
  await page.getByText("Simulations", { exact: true }).click();
  await expect(newSimulation).toBeHidden();
  await page.getByText("Simulations", { exact: true }).click();
  await expect(newSimulation).toBeVisible();
});

test("a skip link leads to the main content", async ({ page }) => {
  await page.goto("/app");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  // In the app it passes the sidebar too (e2e/accessibility.spec.ts follows it).
  await expect(skip).toHaveAttribute("href", "#content");
});

test("an unknown URL is a friendly 404 with a real 404 status", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("account settings need a signed-in user", async ({ page }) => {
  await page.goto("/app/settings");
  await expect(page.getByRole("heading", { name: "Sign in to Sounding Board" })).toBeVisible();
});

test("a history entry says when it ran, for which audience and with how many personas", async ({ page }) => {
  await signIn(page, uniqueEmail("history"));
  await page
    .getByRole("textbox", { name: "Your idea", exact: true })
    .fill(
      "A weekly meal kit with healthy 20-minute recipes for busy parents, delivered on Sundays, $60/week",
    );
  await page.getByRole("button", { name: "Run simulation" }).click();
  await expect(page).toHaveURL(/\/app\/simulation\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("button", { name: "Share" })).toBeVisible({ timeout: 15_000 });

  await page.goto("/app");
  const entry = page.getByRole("list", { name: "Completed simulations" }).getByRole("link").first();
  await expect(entry).toContainText("A weekly meal kit with healthy 20-minute recipes");
  await expect(entry).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4} · .+ · \d+ personas/);
  await expect(entry.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d\d-\d\dT\d\d:\d\d/);
  await expect(entry).not.toContainText(/\d{4}-\d\d-\d\dT/);
});
