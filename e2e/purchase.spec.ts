import type { Page } from "@playwright/test";
import { expect, signIn, test, uniqueEmail } from "./fixtures";

/** Opens the purchase modal and clicks Buy: checkout opens in the same tab, with or without JavaScript. */
async function openCheckout(page: Page): Promise<Page> {
  await page.goto("/app/purchase");
  const dialog = page.getByRole("dialog", { name: "Unlock custom cohorts and personas" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("$15", { exact: true })).toBeVisible();
  await expect(dialog.getByText("Nurses on night shifts in rural Canada")).toBeVisible();
  await expect(dialog.getByRole("listitem")).toHaveCount(33);

  const pages = page.context().pages().length;
  await dialog.getByRole("button", { name: "Buy 1,000 personas for $15" }).click();
  await expect(page).toHaveURL(/\/checkout\/[^/]+$/);
  expect(page.context().pages(), "no new tab").toHaveLength(pages);
  await expect(page.getByRole("heading", { name: "Test checkout" })).toBeVisible();
  await expect(page.getByText("no real card is charged")).toBeVisible();
  await expect(page.getByText("1,000 personas", { exact: true })).toBeVisible();
  await expect(page.getByText("$15.00", { exact: true })).toBeVisible();
  return page;
}

function personasLeft(page: Page) {
  return page.getByRole("navigation", { name: "Simulations" }).getByText(/^[\d,]+\s*Personas left$/);
}

test("a signed-up user buys 1,000 personas on the test checkout", async ({ page }) => {
  await signIn(page, uniqueEmail("buyer"));
  await expect(personasLeft(page)).toHaveText(/^200\s*Personas left$/);

  const checkout = await openCheckout(page);
  await checkout.getByRole("button", { name: "Pay $15.00" }).click();
  await expect(checkout).toHaveURL(/\/app\?purchase=success$/);
  await expect(
    checkout
      .getByRole("status")
      .filter({ hasText: "Purchase successful! Your personas have been added to your account." }),
  ).toBeVisible();

  // Back in the same tab: the dialog is gone and the balance is the new one, in the message and the sidebar.
  await expect(
    checkout.getByRole("status").filter({ hasText: "Your balance: 1,200 personas." }),
  ).toBeVisible();
  await expect(personasLeft(checkout)).toHaveText(/^1,200\s*Personas left$/);
  await expect(checkout.getByRole("dialog")).toHaveCount(0);
});

test("cancelling the test checkout adds nothing", async ({ page }) => {
  await signIn(page, uniqueEmail("canceller"));
  const checkout = await openCheckout(page);
  await checkout.getByRole("button", { name: "Cancel" }).click();
  await expect(checkout).toHaveURL(/\/app\?purchase=cancelled$/);
  await expect(checkout.getByRole("status").filter({ hasText: "Purchase was cancelled." })).toBeVisible();
  await expect(checkout.getByRole("status").filter({ hasText: "Your balance: 200 personas." })).toBeVisible();
  await expect(personasLeft(checkout)).toHaveText(/^200\s*Personas left$/);
});

test("the plus button in the sidebar opens the purchase modal", async ({ page }) => {
  await signIn(page, uniqueEmail("browser"));
  await page.getByRole("link", { name: "Buy more personas" }).click();
  await expect(page).toHaveURL(/\/app\/purchase$/);
  const dialog = page.getByRole("dialog", { name: "Unlock custom cohorts and personas" });
  await expect(dialog.getByRole("button", { name: "Buy 1,000 personas for $15" })).toBeVisible();
  await dialog.getByRole("link", { name: "Close" }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(dialog).toBeHidden();
});

test("a guest who opens the purchase modal is sent to sign in", async ({ page }) => {
  await page.goto("/app/purchase");
  await expect(page.getByRole("heading", { name: "Sign in to Sounding Board" })).toBeVisible();
});

test("another user's checkout page is a 404", async ({ page, browser, baseURL, javaScriptEnabled }) => {
  await signIn(page, uniqueEmail("owner"));
  const checkout = await openCheckout(page);
  const checkoutUrl = checkout.url();

  const stranger = await browser.newContext({ baseURL, javaScriptEnabled });
  const strangerPage = await stranger.newPage();
  await signIn(strangerPage, uniqueEmail("stranger"));
  const response = await strangerPage.goto(checkoutUrl);
  expect(response?.status()).toBe(404);
  await expect(strangerPage.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await stranger.close();
});
