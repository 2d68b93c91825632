import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** Guests' free public tests, for the daily-limit specs. Each test has a client address of its own (e2e/fixtures.ts). */

export const CONCEPT =
  "For busy parents struggling with planning healthy dinners, we offer a weekly meal plan app for $12/month.";
export const IDEA =
  "A weekly meal kit with 20-minute recipes for busy parents, $60/week for a family of four.";
export const CLEAR_IDEA =
  "A note-taking app for university students who struggle to keep lecture notes organised. It turns recordings into study notes for $5/month.";
export const GATE = "You've used today's free tests";

export async function fillPulse(page: Page) {
  await page.getByRole("textbox", { name: "Concept" }).fill(CONCEPT);
  await page.getByRole("radio", { name: /Small business owners/ }).check();
}

export async function runPulse(page: Page) {
  await page.goto("/pulse");
  await fillPulse(page);
  await page.getByRole("button", { name: "Run pulse check" }).click();
  await expect(page.getByRole("heading", { level: 1, name: CONCEPT })).toBeVisible();
}

export async function runIdeaCheck(page: Page) {
  await page.goto("/idea-check");
  await page.getByLabel("Your idea").fill(IDEA);
  await page.getByRole("button", { name: "Analyze idea" }).click();
  await expect(page.getByText(/(High|Good|Fair) calibration/)).toBeVisible();
}
