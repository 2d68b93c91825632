import path from "node:path";
import Database from "better-sqlite3";
import type { BrowserContext, Page } from "@playwright/test";
import { expect, signUp, test, uniqueEmail } from "./fixtures";

/**
 * Cookie consent both ways: the banner is in the page as served, so it shows at
 * once; with JavaScript it closes through a fetcher, without it posts a plain form. Analytics rows are read straight from the e2e
 * server's SQLite file, read-only.
 */

interface Row {
  name: string;
  session_id: string;
  path: string;
  is_authenticated: number;
}

function analyticsRows(where: { sessionId?: string; path?: string }): Row[] {
  const file = path.join(process.env.E2E_RUN_DIR!, "app.db");
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const clauses: string[] = [];
    const values: string[] = [];
    if (where.sessionId) {
      clauses.push("session_id = ?");
      values.push(where.sessionId);
    }
    if (where.path) {
      clauses.push("path = ?");
      values.push(where.path);
    }
    const sql = `SELECT name, session_id, path, is_authenticated FROM analytics_events
      ${clauses.length ? `WHERE ${clauses.join(" AND ")}` : ""} ORDER BY created_at, rowid`;
    return db.prepare(sql).all(...values) as Row[];
  } finally {
    db.close();
  }
}

async function cookie(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies()).find((item) => item.name === name)?.value;
}

const banner = (page: Page) => page.getByRole("region", { name: "Cookie consent" });

/** The banner is there as soon as the page is: it waits for no script and no timer. */
async function expectBannerToAppear(page: Page) {
  expect(await banner(page).isVisible(), "the banner shows as soon as the page has loaded").toBe(true);
  // No markup shown as text (as a <noscript> copy would be when scripts run).
  expect(await page.locator("body").innerText()).not.toContain('aria-label="Cookie consent"');
}

test("'Essential Only' hides the banner for good and records nothing", async ({ page, context }) => {
  await page.goto("/terms");
  await expectBannerToAppear(page);
  await expect(banner(page).getByRole("link", { name: "Privacy Policy" })).toBeVisible();
  await expect(banner(page).getByRole("button", { name: "Accept All" })).toBeVisible();

  await banner(page).getByRole("button", { name: "Essential Only" }).click();
  await expect(banner(page)).toBeHidden();
  await expect(page).toHaveURL(/\/terms$/);
  // The banner closes without waiting for the answer: wait for the cookie.
  await expect.poll(() => cookie(context, "sb_consent")).toBe("rejected");
  expect(Date.parse(decodeURIComponent((await cookie(context, "sb_consent_date")) ?? ""))).not.toBeNaN();
  expect(await cookie(context, "sb_analytics_session")).toBeUndefined();

  // The next page: no banner, not even after the delay.
  await page.getByRole("link", { name: "Privacy Policy" }).first().click();
  await expect(page.getByRole("heading", { name: "Privacy Policy", level: 1 })).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(banner(page)).toHaveCount(0);

  // A page nobody else visits: had it been counted, its row would be there.
  const probe = `/e2e-probe-${test.info().project.name}-${Date.now().toString(36)}`;
  await page.goto(probe);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.waitForTimeout(500);
  expect(analyticsRows({ path: probe })).toEqual([]);
  expect(await cookie(context, "sb_analytics_session")).toBeUndefined();
});

test("the close button means 'Essential Only'", async ({ page, context }) => {
  await page.goto("/impressum");
  await expectBannerToAppear(page);
  await banner(page).getByRole("button", { name: "Close" }).click();
  await expect(banner(page)).toBeHidden();
  await expect(page).toHaveURL(/\/impressum$/);
  await expect.poll(() => cookie(context, "sb_consent")).toBe("rejected");
});

test("'Accept All' hides the banner and page views are recorded from then on", async ({ page, context }) => {
  await page.goto("/terms");
  await expectBannerToAppear(page);
  await banner(page).getByRole("button", { name: "Accept All" }).click();
  await expect(banner(page)).toBeHidden();
  await expect(page).toHaveURL(/\/terms$/);
  await expect.poll(() => cookie(context, "sb_consent")).toBe("accepted");
  const sessionId = await cookie(context, "sb_analytics_session");
  expect(sessionId).toMatch(/^[a-f0-9]{32}$/);
  // The browser also reports this document's load timing once analytics are accepted.
  await expect
    .poll(() =>
      analyticsRows({ sessionId })
        .map((row) => row.name)
        .filter((name) => name !== "performance_metric"),
    )
    .toEqual(["consent_accepted"]);

  // With JavaScript these are client-side navigations (the browser reports them),
  // without it whole documents (the server counts them): once each either way.
  await page.getByRole("link", { name: "Privacy Policy" }).first().click();
  await expect(page.getByRole("heading", { name: "Privacy Policy", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect
    .poll(() => analyticsRows({ sessionId }).filter((row) => row.name === "page_view"))
    .toEqual([
      { name: "page_view", session_id: sessionId, path: "/privacy", is_authenticated: 0 },
      { name: "page_view", session_id: sessionId, path: "/", is_authenticated: 0 },
    ]);

  await page.reload();
  await page.waitForTimeout(1500);
  await expect(banner(page)).toHaveCount(0);
});

test("a signed-in visitor's page views are marked as authenticated", async ({ page, context }) => {
  await page.goto("/privacy");
  await page.getByRole("button", { name: "Allow analytics" }).click();
  await expect(page.getByText("You accepted analytics cookies")).toBeVisible();
  await signUp(page, uniqueEmail("analytics"));
  const sessionId = await cookie(context, "sb_analytics_session");
  const pageViews = (path: string) =>
    analyticsRows({ sessionId, path }).filter((row) => row.name === "page_view");
  await expect.poll(() => pageViews("/app").map((row) => row.is_authenticated)).toEqual([1]);
  expect(pageViews("/")).toMatchObject([{ name: "page_view", is_authenticated: 0 }]);
});

test("the banner's Privacy Policy link opens the policy", async ({ page }) => {
  await page.goto("/");
  await expectBannerToAppear(page);
  await banner(page).getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { name: "Privacy Policy", level: 1 })).toBeVisible();
  // No choice yet: the banner is still there.
  await expect(banner(page)).toBeVisible();
  expect(await page.locator("body").innerText()).not.toContain('aria-label="Cookie consent"');
});

test("the server sends the banner in the page, with plain form buttons", async ({ page }) => {
  const html = await (await page.request.get("/pulse")).text();
  const start = html.indexOf('aria-label="Cookie consent"');
  expect(start, "the banner is in the served HTML").toBeGreaterThan(0);
  // Not inside a <noscript>: every one opened before it is closed.
  const before = html.slice(0, start);
  expect(before.split("<noscript").length).toBe(before.split("</noscript>").length);
  const bar = html.slice(start, html.indexOf("</section>", start));
  expect(bar).toMatch(/<form method="post" action="\/consent"/);
  expect(bar).toContain('name="choice" value="rejected"');
  expect(bar).toContain('name="choice" value="accepted"');
  expect(bar).toContain('name="redirectTo" value="/pulse"');
});
