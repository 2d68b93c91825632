import { randomInt } from "node:crypto";
import { test as base, expect, type Page } from "@playwright/test";
import { createSignedInAccount } from "./app-database";

/** A client address of its own for each test: per-address limits (guests' free tests) apply per test. */
function testClientAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/**
 * Every page fails its test on a browser console error or an uncaught
 * exception: a blocked script (CSP), a hydration mismatch, a crash.
 */
export const test = base.extend<{ failOnConsoleErrors: void }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide) => {
    await provide({ ...extraHTTPHeaders, "X-Forwarded-For": testClientAddress() });
  },
  failOnConsoleErrors: [
    async ({ page }, use) => {
      const problems: string[] = [];
      // A data request that a new navigation cancelled is logged as an AbortError, or, when the
      // router's single fetch loses the race to handle it, thrown as one: not a crash.
      page.on("pageerror", (error) => {
        if (!/^signal is aborted/.test(error.message)) problems.push(`page error: ${error.message}`);
      });
      page.on("console", (message) => {
        // A 4xx the test asked for (a wrong password, a 404 page) is logged by Chromium as a failed
        // resource.
        const benign =
          /Failed to load resource: the server responded with a status of 4\d\d|^AbortError: signal is aborted/;
        if (message.type() === "error" && !benign.test(message.text())) {
          problems.push(`console error: ${message.text()}`);
        }
      });
      await use();
      expect(problems, "the browser reported errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

let counter = 0;
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`;
}

export const PASSWORD = "correct-horse-9";

/**
 * With JavaScript, waits until React has hydrated the page just loaded (the
 * root layout then marks <html class="js">). Typing into a form while it
 * hydrates has made React 18 throw "Root did not complete" (error #345).
 */
export async function hydrated(page: Page): Promise<void> {
  if (test.info().project.use.javaScriptEnabled === false) return;
  await page.locator("html.js").waitFor({ state: "attached" });
}

/** Signs up through the local identity provider's pages, as a person would, and lands on /app. */
export async function signUp(page: Page, email: string, name = "Test Founder"): Promise<void> {
  await page.goto("/");
  await hydrated(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign up" }).click();
  await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
  await hydrated(page);
  await page.getByLabel("Name (optional)").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/app$/);
}

/**
 * Signs a new user in by writing their account and session to the app's database, then opens
 * /app: for tests of what a signed-in user does. Signing up itself is walked in auth.spec.ts.
 */
export async function signIn(page: Page, email: string, name = "Test Founder"): Promise<void> {
  const value = await createSignedInAccount({ email, name, password: PASSWORD });
  const url = String(test.info().project.use.baseURL);
  await page.context().addCookies([{ name: "sb_session", value, url, httpOnly: true, sameSite: "Lax" }]);
  await page.goto("/app");
  await hydrated(page);
}

/** Waits for what a page of the app opens with: its dialog, or else its h1. */
export async function pageShown(page: Page): Promise<void> {
  await expect(
    page
      .getByRole("dialog")
      .or(page.getByRole("heading", { level: 1 }))
      .first(),
  ).toBeVisible();
}

export async function signOut(page: Page): Promise<void> {
  const header = page.getByRole("navigation", { name: "Main" });
  await header.getByText("Account menu").click();
  await header.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await hydrated(page);
}

/** From /app (already open), runs an idea on the default panel and waits for its report; returns the run's id. */
export async function runIdea(page: Page, idea: string): Promise<string> {
  await hydrated(page);
  await page.getByRole("textbox", { name: "Your idea", exact: true }).fill(idea);
  await page.getByRole("button", { name: "Run simulation" }).click();
  await expect(page).toHaveURL(/\/app\/simulation\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: /^\d+ of \d+ would try it \(\d+%\)$/ })).toBeVisible({
    timeout: 15_000,
  });
  return new URL(page.url()).pathname.split("/").pop()!;
}

/** A guest's /app, then the report of an idea run there, calling `check` on each. */
export async function walkGuestApp(page: Page, idea: string, check: (label: string) => Promise<void>) {
  await page.goto("/app");
  await expect(page.getByRole("textbox", { name: "Your idea", exact: true })).toBeVisible();
  await check("/app (guest)");
  await runIdea(page, idea);
  await check("the report (guest)");
}

/**
 * Runs a pulse check for tech professionals and opens its shared verdict,
 * calling `check` on the form, the results and the verdict page.
 */
export async function walkPulseToVerdict(
  page: Page,
  concept: string,
  check: (label: string) => Promise<void>,
): Promise<void> {
  await page.goto("/pulse");
  await expect(page.getByRole("heading", { name: "Pulse check" })).toBeVisible();
  await check("/pulse");
  await hydrated(page);
  await page.getByRole("textbox", { name: "Concept" }).fill(concept);
  await page.getByRole("radio", { name: /Tech professionals/ }).check();
  await page.getByRole("button", { name: "Run pulse check" }).click();
  await expect(page.getByRole("heading", { level: 1, name: concept })).toBeVisible();
  await check("/pulse results");
  await page.getByRole("link", { name: "See the full verdict" }).click();
  await expect(page).toHaveURL(/\/verdict\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: "Objection heatmap" })).toBeVisible();
  await check("/verdict/:id");
}

/** Pages anyone can open, each with what shows once it is ready: a spec checks each in a test of its own. */
export const PUBLIC_PAGES: ReadonlyArray<readonly [path: string, ready: (page: Page) => Promise<void>]> = [
  ...["/", "/modern", "/professional", "/vercel", "/old-home"].map(
    (path) => [path, (page: Page) => expect(page.getByRole("heading", { level: 1 })).toBeVisible()] as const,
  ),
  [
    "/auth/sign-in",
    (page) => expect(page.getByRole("heading", { name: "Sign in to Sounding Board" })).toBeVisible(),
  ],
  [
    "/auth/sign-up",
    (page) => expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible(),
  ],
  ["/demo", (page) => expect(page.getByRole("region", { name: "Decision" })).toBeVisible()],
  ["/simple", (page) => expect(page.getByRole("heading", { name: "Quick Idea Validation" })).toBeVisible()],
  ["/idea-check", (page) => expect(page.getByRole("heading", { name: "Free idea check" })).toBeVisible()],
  ...["/methodology", "/privacy", "/terms", "/impressum"].map(
    (path) => [path, (page: Page) => expect(page.getByRole("heading", { level: 1 })).toBeVisible()] as const,
  ),
];
