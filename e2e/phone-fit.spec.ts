import type { Page } from "@playwright/test";
import {
  PUBLIC_PAGES,
  pageShown,
  expect,
  hydrated,
  runIdea,
  signIn,
  test,
  uniqueEmail,
  walkGuestApp,
  walkPulseToVerdict,
} from "./fixtures";

/** A small phone: every page fits it without scrolling sideways, and fits a desktop window too. */
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 720 };

test.use({ viewport: PHONE });

const IDEA =
  "A weekly meal kit with healthy 20-minute recipes for busy parents, delivered on Sundays, $60/week";
const CONCEPT =
  "For small agencies struggling with late client payments, we offer automatic invoice reminders for $19/month.";

async function scrollWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/** The page is no wider than the phone's screen, nor than a desktop window once resized to one. */
async function expectFits(page: Page, name: string): Promise<void> {
  await hydrated(page);
  expect.soft(await scrollWidth(page), `${name} at ${PHONE.width} px`).toBeLessThanOrEqual(PHONE.width);
  await page.setViewportSize(DESKTOP);
  // Charts that measure their container redraw on resize.
  await page.waitForTimeout(100);
  expect.soft(await scrollWidth(page), `${name} at ${DESKTOP.width} px`).toBeLessThanOrEqual(DESKTOP.width);
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(100);
}

/** The header's menu opens on a phone and its Sign Out button is on the screen. */
async function expectSignOutReachable(page: Page): Promise<void> {
  const header = page.getByRole("navigation", { name: "Main" });
  const signOut = header.getByRole("button", { name: "Sign Out", exact: true });
  await expect(signOut).toBeHidden();
  await header.getByText("Account menu").click();
  await expect(signOut).toBeVisible();
  await expect(signOut).toBeInViewport({ ratio: 1 });
  await header.getByText("Account menu").click();
  await expect(signOut).toBeHidden();
}

for (const [path, ready] of PUBLIC_PAGES) {
  test(`${path} fits a 360 px phone`, async ({ page }) => {
    await page.goto(path);
    await ready(page);
    await expectFits(page, path);
  });
}

test("the header's Sign up is in view on a phone", async ({ page }) => {
  await page.goto("/");
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign up" }),
  ).toBeInViewport({ ratio: 1 });
});

test("pulse, its verdict and a guest's run fit a 360 px phone", async ({ page }) => {
  test.slow();
  await walkPulseToVerdict(page, CONCEPT, (label) => expectFits(page, label));
  await walkGuestApp(page, IDEA, (label) => expectFits(page, label));
});

test("the signed-in app fits a 360 px phone, with one Sign Out in the header's menu", async ({ page }) => {
  test.slow();
  await signIn(page, uniqueEmail("phone"));
  await expectFits(page, "/app (signed in)");
  await expectSignOutReachable(page);
  await expect(page.getByRole("button", { name: "Sign Out", exact: true, includeHidden: true })).toHaveCount(
    1,
  );

  const id = await runIdea(page, IDEA);
  await expect(page.getByRole("button", { name: "Share" })).toBeVisible({ timeout: 15_000 });
  await expectFits(page, "the report");
  await expectSignOutReachable(page);

  // The report's own sub-pages, and every other page and dialog of the app.
  const chatLink = page
    .getByRole("article")
    .filter({ visible: true })
    .first()
    .getByRole("link", { name: /^Chat with / });
  const chatPage = (await chatLink.getAttribute("href"))!.replace("/chat/", "/persona/");
  for (const [path, label] of [
    [`/app/simulation/${id}/price-test`, "the price test"],
    [chatPage, "a persona's chat page"],
    [chatPage.replace("/persona/", "/chat/"), "a persona's chat dialog"],
    ["/app/compare", "/app/compare"],
    ["/app/c", "chat mode"],
    ["/app/cohorts/new", "the cohort dialog"],
    ["/app/purchase", "the purchase dialog"],
    ["/app/settings/calibration", "/app/settings/calibration"],
    ["/app/settings/delete", "the delete account dialog"],
  ]) {
    await page.goto(path);
    await pageShown(page);
    await expectFits(page, label);
  }
  await page.goto(`/app/simulation/${id}`);

  await page.getByRole("button", { name: "Share" }).click();
  await expect(
    page.getByRole("textbox", { name: "Anyone with this link can see the verdict" }),
  ).toBeVisible();
  await page.goto(`/verdict/${id}`);
  await expect(page.getByRole("heading", { name: "Objection heatmap" })).toBeVisible();
  await expectFits(page, "the shared verdict of an app run");

  await page.goto("/app/settings");
  await expect(page.getByRole("heading", { name: "Account Settings", level: 1 })).toBeVisible();
  await expectFits(page, "/app/settings");
  await expectSignOutReachable(page);
  await expect(page.getByRole("button", { name: "Sign Out", exact: true, includeHidden: true })).toHaveCount(
    1,
  );

  // Signing out from the phone menu works, with or without JavaScript.
  const header = page.getByRole("navigation", { name: "Main" });
  await header.getByText("Account menu").click();
  await header.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByRole("link", { name: "Sign in" })).toBeVisible();
});
