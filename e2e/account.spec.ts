import { readFile } from "node:fs/promises";
import { expect, hydrated, PASSWORD, signIn, test, uniqueEmail } from "./fixtures";

test("a user edits their account, takes their data and deletes the account for good", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("settings");
  await signIn(page, email, "Ada Founder");

  // Account Settings from the header's account menu.
  const header = page.getByRole("navigation", { name: "Main" });
  await header.getByText("Account menu").click();
  await header.getByRole("link", { name: "Account Settings" }).click();
  await expect(page).toHaveURL(/\/app\/settings$/);
  const settings = page.getByRole("region", { name: "Account Settings" });
  await expect(settings.getByRole("heading", { name: "Account Settings", level: 1 })).toBeVisible();
  await expect(settings.getByText(email)).toBeVisible();
  await expect(settings.getByRole("table", { name: "Credit history" })).toContainText(
    "Free monthly personas",
  );

  // The name.
  await settings.getByLabel("Your name").fill("Grace Founder");
  await settings.getByRole("button", { name: "Save name" }).click();
  await expect(settings.getByRole("status")).toHaveText("Your name was saved.");
  await expect(settings.getByLabel("Your name")).toHaveValue("Grace Founder");
  await header.getByText("Account menu").click();
  await expect(header.getByText("Grace Founder")).toBeVisible();
  await header.getByText("Account menu").click();

  // An API token, shown once.
  await settings.getByLabel("Token name").fill("CI script");
  await settings.getByRole("button", { name: "Create token" }).click();
  const tokenField = settings.getByLabel("Your new API token");
  await expect(tokenField).toHaveValue(/^sb_[\w-]{20,}$/);
  const token = await tokenField.inputValue();
  await expect(settings.getByText("it won't be shown again")).toBeVisible();
  await expect(settings.getByRole("cell", { name: "CI script", exact: true })).toBeVisible();
  await page.goto("/app/settings");
  await expect(settings.getByRole("cell", { name: "CI script", exact: true })).toBeVisible();
  await expect(settings.getByLabel("Your new API token")).toHaveCount(0);
  await expect(page.locator("body")).not.toContainText(token);

  // The token works: a simulation started through the API is listed, and deleting it asks first.
  const started = await request.post("/orchestrator/start", {
    headers: { Authorization: `Bearer ${token}` },
    data: { goal: "A meal kit for night-shift nurses", persona_count: 25 },
  });
  expect(started.status()).toBe(200);
  await page.reload();
  const runs = settings.getByRole("list", { name: "Your simulations" });
  await expect(runs.getByRole("link", { name: "A meal kit for night-shift nurses" })).toBeVisible();
  await runs.getByRole("button", { name: "Delete simulation: A meal kit for night-shift nurses" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this simulation?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("link", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(runs.getByRole("link", { name: "A meal kit for night-shift nurses" })).toBeVisible();
  await runs.getByRole("button", { name: "Delete simulation: A meal kit for night-shift nurses" }).click();
  await dialog.getByRole("button", { name: "Delete simulation" }).click();
  await expect(settings.getByRole("status")).toHaveText("The simulation was deleted.");
  await expect(settings.getByText("No simulations yet.")).toBeVisible();

  // Download my data.
  const downloading = page.waitForEvent("download");
  await settings.getByRole("link", { name: "Download my data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("sounding-board-data.json");
  const exported = JSON.parse(await readFile(await download.path(), "utf8")) as {
    profile: { email: string; name: string };
    api_tokens: Array<{ name: string }>;
  };
  expect(exported.profile).toMatchObject({ email, name: "Grace Founder" });
  expect(exported.api_tokens.map((entry) => entry.name)).toEqual(["CI script"]);
  expect(JSON.stringify(exported)).not.toContain(token);

  // Delete the account: a wrong word is refused, DELETE deletes.
  await settings.getByRole("link", { name: "Delete my account and data" }).click();
  await expect(page).toHaveURL(/\/app\/settings\/delete$/);
  await expect(page.getByRole("heading", { name: "Delete my account and data", level: 1 })).toBeVisible();
  const confirmation = page.getByLabel("Type DELETE to confirm");
  await confirmation.fill("delete");
  await page.getByRole("button", { name: "Delete my account and data" }).click();
  await expect(confirmation).toHaveAttribute("aria-invalid", "true");
  await expect(confirmation).toHaveAccessibleDescription(/Type DELETE to confirm/);
  await expect(page).toHaveURL(/\/app\/settings\/delete$/);

  await confirmation.fill("DELETE");
  await page.getByRole("button", { name: "Delete my account and data" }).click();
  await expect(page).toHaveURL(/\/$/);
  const main = page.getByRole("navigation", { name: "Main" });
  await expect(main.getByRole("link", { name: "Sign in" })).toBeVisible();

  // The account is gone: signing in again fails.
  await main.getByRole("link", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Sign in to Sounding Board" })).toBeVisible();
  // A new document: typing before React hydrates it makes React report an error.
  await hydrated(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Incorrect email or password")).toBeVisible();

  // The old session is gone too.
  await page.goto("/app/settings");
  await expect(page).not.toHaveURL(/\/app\/settings/);
});

test("signing out everywhere ends the session on every browser", async ({ page, browser }) => {
  const email = uniqueEmail("everywhere");
  await signIn(page, email);
  // A second browser with the same session: what a stolen or forgotten cookie would be.
  const other = await browser.newContext({ storageState: await page.context().storageState() });
  const otherPage = await other.newPage();
  await otherPage.goto("/app/settings");
  await expect(otherPage.getByRole("heading", { name: "Account Settings", level: 1 })).toBeVisible();

  await page.goto("/app/settings");
  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign up" }),
  ).toBeVisible();

  // The other browser still sends its cookie, and is signed out too.
  await otherPage.goto("/app/settings");
  await expect(otherPage).not.toHaveURL(/\/app\/settings$/);
  await other.close();
});
