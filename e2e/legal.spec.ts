import { expect, test } from "./fixtures";

test("the Impressum names the operator and leads back home", async ({ page }) => {
  await page.goto("/impressum");
  await expect(page.getByRole("heading", { name: "Impressum", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: /Service provider/ })).toBeVisible();
  // The e2e server runs with the placeholder operator; in production no placeholder note is shown.
  await expect(page.getByText("Max Mustermann").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "hello@example.com" }).first()).toHaveAttribute(
    "href",
    "mailto:hello@example.com",
  );
  await expect(page.getByRole("note")).toHaveCount(0);
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the terms have 15 sections and link to the privacy policy", async ({ page }) => {
  await page.goto("/terms");
  await expect(page.getByRole("heading", { name: "Terms of Service", level: 1 })).toBeVisible();
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(15);
  await expect(page.getByRole("heading", { name: "15. Governing law and final provisions" })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Privacy Policy" }).first().click();
  await expect(page).toHaveURL(/\/privacy(#retention)?$/);
  await expect(page.getByRole("heading", { name: "Privacy Policy", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the privacy policy states the retention periods and lets the visitor change the cookie choice", async ({
  page,
  context,
}) => {
  await page.goto("/privacy");
  await expect(page.getByRole("heading", { name: "Privacy Policy", level: 1 })).toBeVisible();
  await expect(page.getByText("Log data is kept for 7 days", { exact: false })).toBeVisible();
  await expect(page.getByText("You have not made a choice yet.")).toBeVisible();

  await page.getByRole("button", { name: "Allow analytics" }).click();
  await expect(page.getByText(/You accepted analytics cookies on/)).toBeVisible();
  await page.getByRole("button", { name: "Use essential cookies only" }).click();
  await expect(page.getByText(/You chose essential cookies only on/)).toBeVisible();
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === "sb_consent")?.value).toBe("rejected");
  expect(cookies.find((cookie) => cookie.name === "sb_analytics_session")).toBeUndefined();
  await expect(page.getByRole("region", { name: "Cookie consent" })).toHaveCount(0);

  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});
