import type { Page } from "@playwright/test";
import { expect, hydrated, signIn, test, uniqueEmail } from "./fixtures";

const IDEA = "A focus app for freelancers that blocks distracting sites during deep work sessions, $5/month";

/** Fills the form on /app and runs; returns when the report's headline shows. */
async function runSimulation(page: Page, idea: string) {
  await page.goto("/app");
  await hydrated(page);
  await page.getByRole("textbox", { name: "Your idea", exact: true }).fill(idea);
  await page.getByRole("button", { name: "Run simulation" }).click();
  await expect(page).toHaveURL(/\/app\/simulation\/[0-9a-f-]{36}$/);
  await expectReport(page);
}

async function expectReport(page: Page) {
  await expect(page.getByRole("heading", { name: /^\d+ of 25 would try it \(\d+%\)$/ })).toBeVisible({
    timeout: 15_000,
  });
}

const panelRead = (page: Page) => page.getByRole("region", { name: "What the panel read" });

test("a founder corrects the price the panel read and sees it on the new run", async ({ page }) => {
  await signIn(page, uniqueEmail("corrections"));
  await runSimulation(page, IDEA);
  const firstUrl = page.url();

  const card = panelRead(page);
  await expect(card.getByRole("heading", { name: "What the panel read" })).toBeVisible();
  await expect(card.getByRole("definition").filter({ hasText: "$5/month" })).toBeVisible();
  await expect(card.getByText("corrected by you")).toHaveCount(0);

  const form = page.getByRole("form", { name: "Correct it and run again" });
  await hydrated(page);
  // A price that cannot be read is refused with a message, and nothing starts.
  await form.getByLabel("Price").fill("about a coffee");
  await form.getByRole("button", { name: "Re-run with corrections" }).click();
  await expect(
    form.getByText("Enter a price such as $20/month, €99 one-time, 2% of each sale or free"),
  ).toBeVisible();
  expect(page.url()).toBe(firstUrl);

  await form.getByLabel("Price").fill("$20/month");
  await expect(form.getByLabel("Category")).toBeVisible();
  await expect(form.getByLabel("Who it is for")).toBeVisible();
  await form.getByRole("button", { name: "Re-run with corrections" }).click();

  await expect(page).not.toHaveURL(firstUrl);
  await expect(page).toHaveURL(/\/app\/simulation\/[0-9a-f-]{36}$/);
  await expectReport(page);
  const corrected = panelRead(page).getByRole("definition").filter({ hasText: "$20/month" });
  await expect(corrected).toBeVisible();
  await expect(corrected).toContainText("corrected by you");
  // The idea itself is unchanged.
  await expect(page.getByRole("heading", { level: 1, name: IDEA })).toBeVisible();
});

test("the same idea repeats on the standard panel; a new panel shows how far the headline moved", async ({
  page,
}) => {
  await signIn(page, uniqueEmail("panels"));
  await runSimulation(page, IDEA);
  const panel = page.getByRole("region", { name: "Who answered" });
  await expect(panel.getByText(/^The standard panel for /)).toBeVisible();
  const headline = await page
    .getByRole("heading", { name: /would try it/ })
    .first()
    .textContent();

  await hydrated(page);
  await panel.getByRole("button", { name: "Draw a new panel" }).click();
  await expect(page).toHaveURL(/\/app\/simulation\/[0-9a-f-]{36}$/);
  await expectReport(page);
  const drawn = page.getByRole("region", { name: "Who answered" });
  await expect(drawn.getByText(/^A freshly drawn panel of 25 personas/)).toBeVisible();
  await expect(drawn.getByRole("link", { name: /^Standard panel/ })).toBeVisible();
  await expect(
    drawn.getByText(/^Across 2 panels the share who would try it moved by \d+ points?\.$/),
  ).toBeVisible();

  // Back on the standard panel, the same idea gives the same headline.
  await runSimulation(page, IDEA);
  await expect(page.getByRole("heading", { name: /would try it/ }).first()).toHaveText(headline!);
});

test("the report shows who says yes by group, sortable and downloadable", async ({ page }) => {
  await signIn(page, uniqueEmail("crosstabs"));
  await runSimulation(page, IDEA);
  // The outcome bar's legend carries each share's 90% interval.
  await expect(
    page.getByRole("listitem").filter({ hasText: /^Would adopt: \d+ \(\d+%, 90% interval \d+-\d+%\)$/ }),
  ).toBeVisible();
  const section = page.getByRole("region", { name: "Who says yes" });
  const byAge = section.getByRole("table", { name: "By age" });
  await expect(byAge.getByRole("columnheader", { name: "90% interval" })).toBeVisible();
  await expect(section.getByRole("table", { name: "By budget" })).toBeVisible();

  await section.getByRole("link", { name: "highest share first" }).click();
  await expect(page).toHaveURL(/[?&]who=share#who-says-yes$/);
  const shares = await section
    .getByRole("table", { name: "By job" })
    .locator("tbody tr td:nth-child(3)")
    .allTextContents();
  const percents = shares.map((text) => Number(/\((\d+)%\)/.exec(text)![1]));
  expect([...percents].sort((a, b) => b - a)).toEqual(percents);

  const download = await page.request.get(
    (await section.getByRole("link", { name: "Download as CSV" }).getAttribute("href"))!,
  );
  expect(download.status()).toBe(200);
  expect(await download.text()).toMatch(
    /^dimension,group,personas,would_try,percent,interval_low,interval_high,respondent\r\n/,
  );
});
