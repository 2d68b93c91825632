import AxeBuilder from "@axe-core/playwright";
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

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: what axe-core checks automatically. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

const IDEA =
  "A weekly meal kit with healthy 20-minute recipes for busy parents, delivered on Sundays, $60/week";
const CONCEPT =
  "For small agencies struggling with late client payments, we offer automatic invoice reminders for $19/month.";

/**
 * Without JavaScript the browser runs no timers, and axe (injected as a script) waits on them. Its
 * timers then run as microtasks, which still do; the page's own scripts stay unrun.
 */
async function letAxeRunWithoutJavaScript(page: Page): Promise<void> {
  if (test.info().project.use.javaScriptEnabled !== false) return;
  await page.evaluate(() => {
    let id = 0;
    const soon = (run: () => void) => {
      id += 1;
      void Promise.resolve().then(run);
      return id;
    };
    Object.assign(window, {
      setTimeout: (handler: (...args: unknown[]) => void, _ms?: number, ...args: unknown[]) =>
        soon(() => handler(...args)),
      clearTimeout: () => undefined,
      requestAnimationFrame: (callback: FrameRequestCallback) => soon(() => callback(performance.now())),
    });
  });
}

/** Runs axe on the page as it is and fails (softly, so every page of a test reports) on any violation. */
async function expectAccessible(page: Page, name: string): Promise<void> {
  await hydrated(page);
  await letAxeRunWithoutJavaScript(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const found = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(" ")}: ${node.failureSummary?.replace(/\s+/g, " ")}`)
        .join("\n"),
  );
  expect.soft(found, `axe violations on ${name}`).toEqual([]);
  // Not a WCAG tag in axe, but one <main> landmark, never nested (the root layout has it).
  expect.soft(await page.locator("main").count(), `<main> elements on ${name}`).toBe(1);
}

for (const [path, ready] of PUBLIC_PAGES) {
  test(`${path} has no axe violations`, async ({ page }) => {
    await page.goto(path);
    await ready(page);
    await expectAccessible(page, path);
  });
}

test("a guest's run and its report have no axe violations", async ({ page }) => {
  await walkGuestApp(page, IDEA, (label) => expectAccessible(page, label));
});

test("pulse and its shared verdict have no axe violations", async ({ page }) => {
  await walkPulseToVerdict(page, CONCEPT, (label) => expectAccessible(page, label));
});

test("the signed-in app has no axe violations", async ({ page }) => {
  await signIn(page, uniqueEmail("a11y"));
  await expectAccessible(page, "/app (signed in, no history)");

  const id = await runIdea(page, IDEA);
  await expect(page.getByRole("button", { name: "Share" })).toBeVisible({ timeout: 15_000 });
  await expectAccessible(page, "the report");

  await page.getByRole("button", { name: "Share" }).click();
  await expect(
    page.getByRole("textbox", { name: "Anyone with this link can see the verdict" }),
  ).toBeVisible();
  await page.goto(`/verdict/${id}`);
  await expect(page.getByRole("heading", { name: "Objection heatmap" })).toBeVisible();
  await expectAccessible(page, "the shared verdict of an app run");

  await page.goto("/app");
  await expect(
    page
      .getByRole("navigation", { name: "Simulations" })
      .getByRole("list", { name: "Completed simulations" }),
  ).toBeVisible();
  await expectAccessible(page, "/app with history");

  await page.goto("/app/settings");
  await expect(page.getByRole("heading", { name: "Account Settings", level: 1 })).toBeVisible();
  await expectAccessible(page, "/app/settings");

  await page.goto("/app/purchase");
  await expect(page.getByRole("dialog", { name: "Unlock custom cohorts and personas" })).toBeVisible();
  await expectAccessible(page, "the purchase dialog");
});

test("the cohort dialog, chat mode, the account's sub-pages and checkout have no axe violations", async ({
  page,
}) => {
  test.slow();
  await signIn(page, uniqueEmail("a11y-account"));

  await page.goto("/app/cohorts/new");
  await expect(page.getByRole("dialog", { name: "Create custom cohort" })).toBeVisible();
  await expectAccessible(page, "the cohort dialog");

  await page.goto("/app/c");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectAccessible(page, "chat mode");

  await page.goto("/app/settings/calibration");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectAccessible(page, "/app/settings/calibration");

  await page.goto("/app/settings/delete");
  await pageShown(page);
  await expectAccessible(page, "/app/settings/delete");

  await page.goto("/app/purchase");
  await page.getByRole("button", { name: "Buy 1,000 personas for $15" }).click();
  await expect(page.getByRole("heading", { name: "Test checkout" })).toBeVisible();
  await expectAccessible(page, "the test checkout");
});

test("the idea check's result has no axe violations", async ({ page }) => {
  await page.goto("/idea-check");
  await hydrated(page);
  await page.getByLabel("Your idea").fill(IDEA);
  await page.getByRole("button", { name: "Analyze idea" }).click();
  await expect(page).toHaveURL(/\/idea-check\?result=/);
  await expectAccessible(page, "the idea check's result");
});

test("the price test, a comparison and the persona chat have no axe violations", async ({ page }) => {
  test.slow();
  await signIn(page, uniqueEmail("a11y-more"));
  const id = await runIdea(page, IDEA);

  await page.goto(`/app/simulation/${id}/price-test`);
  await expect(page.getByRole("heading", { name: "Price test", level: 1 })).toBeVisible();
  await expectAccessible(page, "the price test");

  await page.goto(`/app/simulation/${id}`);
  const card = page.getByRole("article").filter({ visible: true }).first();
  await card.getByRole("link", { name: /^Chat with / }).click();
  await expect(page.getByRole("dialog", { name: /^Chat with / })).toBeVisible();
  await expectAccessible(page, "the persona chat");
  await page.goto(page.url().replace("/chat/", "/persona/"));
  await expect(page.getByRole("heading", { name: /^Chat with /, level: 1 })).toBeVisible();
  await expectAccessible(page, "a persona's chat page");

  await page.goto("/app/compare");
  await expectAccessible(page, "/app/compare");
});

test("Skip to content passes the header and the app's sidebar", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await expect(page.getByRole("link", { name: "Skip to content" })).toHaveAttribute("href", "#main");

  await page.goto("/app");
  await hydrated(page);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/app#content$/);
  // The next stop is the screen's own first link, then on to the idea; the sidebar comes later.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Prefer a conversation? Try chat mode" })).toBeFocused();
  const idea = page.getByRole("textbox", { name: "Your idea", exact: true });
  for (let step = 0; step < 4 && !(await idea.evaluate((box) => box === document.activeElement)); step++) {
    await page.keyboard.press("Tab");
  }
  await expect(idea).toBeFocused();
});

test("focus moving back up a page is never hidden under the sticky header", async ({ page }) => {
  for (const path of ["/", "/vercel", "/demo"]) {
    await page.goto(path);
    await hydrated(page);
    // A link far down the page, scrolled to sit just under the header, while the control after it
    // has focus: Shift+Tab then moves focus to it, as a keyboard user going back up would.
    const ready = await page.evaluate(() => {
      const links = [...document.querySelectorAll<HTMLElement>("main a[href], main button")].filter(
        (element) => element.getBoundingClientRect().height > 0,
      );
      const index = links.findIndex((link) => link.getBoundingClientRect().top + window.scrollY > 900);
      const [target, next] = [links[index], links[index + 1]];
      if (!target || !next) return false;
      document.documentElement.style.scrollBehavior = "auto";
      window.scrollBy(0, target.getBoundingClientRect().top - 10);
      target.setAttribute("data-target", "");
      next.focus({ preventScroll: true });
      return true;
    });
    expect(ready, `${path} has two controls below the fold`).toBe(true);
    await page.keyboard.press("Shift+Tab");
    const target = page.locator("[data-target]");
    await expect(target).toBeFocused();
    const header = await page.getByRole("navigation", { name: "Main" }).boundingBox();
    const subnav = (await page.locator("[data-sticky-subnav]").count())
      ? await page.locator("[data-sticky-subnav]").boundingBox()
      : null;
    const covered = subnav ? subnav.y + subnav.height : header!.y + header!.height;
    const box = await target.boundingBox();
    expect(box!.y, `${path}: the focused link is under the sticky header`).toBeGreaterThanOrEqual(covered);
  }
});
