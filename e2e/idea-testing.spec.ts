import type { Page } from "@playwright/test";
import { expect, signIn, test, uniqueEmail } from "./fixtures";

const IDEA =
  "A weekly meal kit with healthy 20-minute recipes for busy parents, delivered on Sundays, $60/week";

function ideaBox(page: Page) {
  return page.getByRole("textbox", { name: "Your idea", exact: true });
}

/** Fills the form on /app and runs; returns when the report's headline shows. */
async function runSimulation(page: Page, idea: string, size: 25 | 50 | 100 = 25, audience?: string) {
  await page.goto("/app");
  await ideaBox(page).fill(idea);
  if (audience) await page.getByRole("combobox", { name: "Audience" }).selectOption({ label: audience });
  await page.getByRole("combobox", { name: "Size" }).selectOption(String(size));
  await page.getByRole("button", { name: "Run simulation" }).click();
  await expect(page).toHaveURL(/\/app\/simulation\/[0-9a-f-]{36}$/);
  await expect(
    page.getByRole("heading", { name: new RegExp(`^\\d+ of ${size} would try it \\(\\d+%\\)$`) }),
  ).toBeVisible({
    timeout: 15_000,
  });
}

test("a guest runs one free simulation and is asked to sign up for a second", async ({ page }) => {
  await runSimulation(page, IDEA);
  // The report is titled by the idea it tested.
  await expect(page.getByRole("heading", { level: 1, name: IDEA })).toBeVisible();
  await expect(page.getByText("Guest mode • Results not saved").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Top reasons" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Top blockers" })).toBeVisible();

  await page.goto("/app");
  await ideaBox(page).fill("A second idea: a plant watering reminder app, $2/month");
  await page.getByRole("button", { name: "Run simulation" }).click();
  const gate = page.getByRole("dialog", { name: "You've used your free simulation" });
  await expect(gate).toBeVisible();
  await expect(gate.getByRole("link", { name: "Sign up free" })).toBeVisible();
  // What was typed is still there behind the dialog, and after closing it.
  await expect(ideaBox(page)).toHaveValue("A second idea: a plant watering reminder app, $2/month");
  await gate.getByRole("link", { name: /close/i }).click();
  await expect(gate).toBeHidden();
  await expect(ideaBox(page)).toHaveValue("A second idea: a plant watering reminder app, $2/month");
});

test("a guest who picks 50 personas is asked to sign up", async ({ page }) => {
  await page.goto("/app");
  await ideaBox(page).fill(IDEA);
  await page.getByRole("combobox", { name: "Size" }).selectOption("50");
  await page.getByRole("button", { name: "Run simulation" }).click();
  await expect(page.getByText("Sign up to unlock this feature").first()).toBeVisible();
  await expect(page).toHaveURL(/\/app(\?index)?$/);
});

test("an empty idea is refused with a message", async ({ page }) => {
  await page.goto("/app");
  await ideaBox(page).fill("   ");
  await page.getByRole("button", { name: "Run simulation" }).click();
  await expect(page.getByText("Describe your idea to start a simulation")).toBeVisible();
});

test("example chips fill in the idea and the audience search narrows the list", async ({ page }) => {
  await page.goto("/app");
  await page.getByRole("link", { name: "Meeting assistant" }).click();
  await expect(ideaBox(page)).toHaveValue(/AI meeting assistant/);
  await page.getByRole("searchbox", { name: "Search audiences" }).fill("enterprise");
  if (!(await page.evaluate(() => document.documentElement.classList.contains("js")).catch(() => false))) {
    await page.getByRole("button", { name: "Search", exact: true }).click();
  }
  const audience = page.getByRole("combobox", { name: "Audience" });
  await expect(audience.locator("option")).toHaveCount(2); // the chosen one stays, plus the match
  await expect(audience.locator("option", { hasText: "Enterprise Buyers" })).toHaveCount(1);
  await expect(ideaBox(page)).toHaveValue(/AI meeting assistant/);
});

test("a signed-in user runs 25, 50 and 100 personas, finds them in history, searches and expands", async ({
  page,
}) => {
  // Three runs and a search: near the default timeout on a busy 2-core machine.
  test.slow();
  await signIn(page, uniqueEmail("runner"));
  await expect(page.getByText("Personas left")).toBeVisible();

  await runSimulation(
    page,
    "An AI meeting assistant for remote teams that writes notes, $12/month per user",
    25,
  );
  await runSimulation(
    page,
    "A focus app for freelancers that blocks distracting sites, $5/month",
    50,
    "Tech Early Adopters",
  );
  await runSimulation(page, IDEA, 100, "Consumer Market");

  const history = page.getByRole("list", { name: "Completed simulations" });
  await expect(history.getByRole("link")).toHaveCount(3);
  await history.getByRole("link", { name: /A focus app for freelancers/ }).click();
  await expect(page.getByRole("heading", { name: /of 50 would try it/ })).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: /^Tech Early Adopters$/ })).toBeVisible();

  await history.getByRole("link", { name: /A weekly meal kit/ }).click();
  await expect(page.getByRole("heading", { name: /of 100 would try it/ })).toBeVisible();
  await expect(page.getByText("25 Personas left")).toBeVisible();

  const search = page.getByRole("searchbox", { name: "Search personas" });
  await search.fill("women");
  await search.press("Enter");
  await expect(page).toHaveURL(/q=women/);
  // With JavaScript the new URL comes first and the matching personas a moment later: these wait for them.
  const cards = page.getByRole("article");
  await expect(cards.first()).toBeVisible();
  await expect(cards.filter({ hasNotText: /Female/ })).toHaveCount(0);

  await search.fill("senior");
  await search.press("Enter");
  await expect(page).toHaveURL(/q=senior/);
  await expect(cards.first()).toBeVisible();
  await expect(cards.filter({ hasNotText: /(?<!\d)(?:4[5-9]|5[0-5]) · / })).toHaveCount(0);

  await search.fill("zzzz-nobody");
  await search.press("Enter");
  await expect(page).toHaveURL(/q=zzzz-nobody/);
  await expect(page.getByText('No personas match "zzzz-nobody"')).toBeVisible();

  await search.fill("");
  await search.press("Enter");
  await expect(page.getByText('No personas match "zzzz-nobody"')).toBeHidden();
  await expect(page).not.toHaveURL(/zzzz/);
  await page.getByRole("link", { name: /^Not Interested \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/group=not_interested/);
  // With JavaScript the URL changes before the group's personas arrive: read this group's own link.
  const expand = page.getByRole("link", { name: /^View all \d+ more\.\.\. of Not Interested$/ });
  await expect(expand).toBeVisible();
  await expect(cards).toHaveCount(5);
  const more = Number(/View all (\d+) more/.exec((await expand.textContent()) ?? "")?.[1]);
  await expand.click();
  await expect(cards).toHaveCount(5 + more);
  // Without JavaScript the page reloads: the link's anchor brings the reader back to the list.
  await expect(page).toHaveURL(/#personas-not_interested$/);
  await page.getByRole("link", { name: "Show less of Not Interested" }).click();
  await expect(cards).toHaveCount(5);
});

test("a run beyond the balance opens the insufficient credits dialog", async ({ page }) => {
  await signIn(page, uniqueEmail("short"));
  await runSimulation(page, "A smart lock for rental apartments, $99 one-time", 100);
  await runSimulation(page, "A budgeting app for couples, $4/month", 100);
  await page.goto("/app");
  await ideaBox(page).fill("One more idea: a language exchange app, free with $3/month premium");
  await page.getByRole("button", { name: "Run simulation" }).click();
  const dialog = page.getByRole("dialog", { name: "Not enough personas left" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("You need 25 personas but only have 0")).toBeVisible();
  await expect(dialog.getByText(/^Free credits refill in 30 day\(s\)$/)).toBeVisible();
  await dialog.getByRole("link", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
});

test("another user's simulation is a 404", async ({ page, browser }) => {
  await signIn(page, uniqueEmail("owner"));
  await runSimulation(page, "A private idea about a dog-walking marketplace, 15% commission", 25);
  const url = page.url();

  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  await signIn(other, uniqueEmail("stranger"));
  const response = await other.goto(url);
  expect(response?.status()).toBe(404);
  await expect(other.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await stranger.close();
});

test("the report exports as JSON and CSV", async ({ page }) => {
  await runSimulation(page, IDEA);
  const [json] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export JSON" }).click(),
  ]);
  const report = JSON.parse(await streamText(await json.createReadStream())) as { personas: unknown[] };
  expect(report.personas).toHaveLength(25);
  const [csv] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  const lines = (await streamText(await csv.createReadStream())).trim().split("\r\n");
  expect(lines[0]).toMatch(/^persona_id,name,role,company/);
  expect(lines).toHaveLength(26);
});

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString("utf8");
}
