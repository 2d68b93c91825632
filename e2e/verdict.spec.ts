import { expect, signIn, test, uniqueEmail } from "./fixtures";

const CONCEPT =
  "For small agencies struggling with late client payments, we offer automatic invoice reminders for $19/month.";

test("a verdict link from a pulse run opens for anyone", async ({ page, browser, javaScriptEnabled }) => {
  await page.goto("/pulse");
  await page.getByRole("textbox", { name: "Concept" }).fill(CONCEPT);
  await page.getByRole("radio", { name: /Tech professionals/ }).check();
  await page.getByRole("button", { name: "Run pulse check" }).click();
  await page.getByRole("link", { name: "See the full verdict" }).click();
  await expect(page).toHaveURL(/\/verdict\/[0-9a-f-]{36}$/);
  const link = page.url();

  // The objections: a nivo heatmap with JavaScript (the table stays for screen readers), the table without.
  const objections = page.getByRole("region", { name: "Objection heatmap" });
  const table = objections.getByRole("table", { name: "Objections by share of the panel, with quotes" });
  await expect(table.getByRole("columnheader", { name: "Share of panel" })).toHaveCount(1);
  await expect(table.getByRole("rowheader").first()).not.toBeEmpty();
  if (javaScriptEnabled) {
    await expect(
      objections.getByRole("img", {
        name: /^Objection heatmap, share of the panel raising each objection: .+ \d+% \(90% interval \d+-\d+%\)/,
      }),
    ).toBeVisible();
    // Visually hidden in a 1 px box, so it cannot widen the page either.
    await expect(table.locator("xpath=..")).toHaveClass(/sr-only/);
  } else {
    await expect(table).toBeVisible();
    await expect(table.locator("xpath=..")).not.toHaveClass(/sr-only/);
    await expect(table.getByRole("cell", { name: /^\d+% \(90% interval \d+-\d+%\)$/ }).first()).toBeVisible();
    await expect(objections.getByRole("img")).toHaveCount(0);
  }

  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  const response = await other.goto(link);
  expect(response?.status()).toBe(200);
  // The pitch is the page's title, with the audience and the panel's size under it.
  await expect(other.getByRole("heading", { level: 1, name: CONCEPT })).toBeVisible();
  await expect(other).toHaveTitle(/^Verdict: For small agencies/);
  await expect(other.getByRole("definition").filter({ hasText: "Tech professionals" })).toBeVisible();
  await expect(other.getByRole("definition").filter({ hasText: /^\d+ simulated personas$/ })).toBeVisible();
  await expect(other.getByText("Purchase consideration score")).toBeVisible();
  await expect(other.getByText(/Share of personas scoring the idea 4 or 5/)).toBeVisible();
  await expect(other.getByRole("heading", { name: "Objection heatmap" })).toBeVisible();
  await expect(other.getByRole("heading", { name: "Next steps" })).toBeVisible();
  await stranger.close();
});

test("an unshared app run is a 404 at /verdict until its owner shares it", async ({ page, browser }) => {
  await signIn(page, uniqueEmail("verdict"));
  await page.getByRole("textbox", { name: "Your idea", exact: true }).fill(CONCEPT);
  await page.getByRole("button", { name: "Run simulation" }).click();
  await expect(page).toHaveURL(/\/app\/simulation\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("button", { name: "Share" })).toBeVisible({ timeout: 15_000 });
  const id = new URL(page.url()).pathname.split("/").pop()!;
  const link = new URL(`/verdict/${id}`, page.url()).toString();

  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  expect((await other.goto(link))?.status()).toBe(404);
  await expect(other.getByText("Report not found or still processing.")).toBeVisible();

  await page.getByRole("button", { name: "Share" }).click();
  await expect(
    page.getByRole("textbox", { name: "Anyone with this link can see the verdict" }),
  ).toBeVisible();
  expect((await other.goto(link))?.status()).toBe(200);
  await expect(other.getByRole("heading", { name: "Objection heatmap" })).toBeVisible();
  await stranger.close();
});

test("/verdict without an id says so", async ({ page }) => {
  const response = await page.goto("/verdict");
  expect(response?.status()).toBe(400);
  await expect(page.getByText("No simulation ID provided")).toBeVisible();
});
