import { expect, signIn, test, uniqueEmail } from "./fixtures";

const CONTENT = "A meal planning app for busy parents that builds a weekly shopping list, $9/month.";

async function toConfigure(page: import("@playwright/test").Page) {
  await page.goto("/new-simulation");
  await expect(page.getByRole("heading", { name: "Step 1 of 3: Content" })).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Content is required")).toBeVisible();
  await page.getByLabel("Content to test").fill(CONTENT);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Step 2 of 3: Ideal customer profile" })).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Add at least one job role")).toBeVisible();
  await expect(page.getByText("Add at least one pain point")).toBeVisible();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByLabel("Content to test")).toHaveValue(CONTENT);
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Job roles").fill("Parent\nNurse");
  await page.getByLabel("Pain points").fill("No time to cook");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Step 3 of 3: Configure" })).toBeVisible();
  await expect(page.getByLabel("Panel size")).toHaveValue("100");
  await expect(page.getByText("recommended 100-200")).toBeVisible();
  await expect(page.getByText("$2.00")).toBeVisible();
  await expect(page.getByText("2 minutes")).toBeVisible();
}

test("the wizard's three steps, with Back; a guest is asked to sign up", async ({ page }) => {
  await toConfigure(page);
  await page.getByLabel("Panel size").fill("200");
  await page.getByRole("button", { name: "Update estimate" }).click();
  await expect(page.getByText("$4.00")).toBeVisible();
  await expect(page.getByText("4 minutes")).toBeVisible();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByLabel("Job roles")).toHaveValue("Parent\nNurse");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Run panel" }).click();
  await expect(page.getByText("Sign up to run a panel.")).toBeVisible();
});

test("a signed-in user runs a real panel, paid in personas once; a larger one needs more", async ({
  page,
}) => {
  await signIn(page, uniqueEmail("wizard"));
  await toConfigure(page);
  await expect(page.getByText("Uses 100 of your 200 personas")).toBeVisible();
  await page.getByLabel("Panel size").fill("40");
  await page.getByRole("button", { name: "Run panel" }).click();
  await expect(page.getByRole("heading", { name: "Panel report" })).toBeVisible();
  await expect(page.getByText("40 personas", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Segment analysis" })).toBeVisible();
  await expect(page.getByText(/calibration$/)).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "This panel used" })).toHaveText(
    /This panel used 40 personas\. 160 Personas left\./,
  );
  await expect(page.getByText("Uses 40 of your 160 personas")).toBeVisible();

  await page.getByLabel("Panel size").fill("500");
  await page.getByRole("button", { name: "Run panel" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "Not enough personas left" });
  await expect(alert).toContainText("You need 500 personas but only have 160");
  await expect(alert.getByRole("link", { name: "Buy more personas" })).toHaveAttribute(
    "href",
    "/app/purchase",
  );

  // The run is in the history, and the counter there says what is left.
  await page.goto("/app");
  await expect(
    page.getByRole("navigation", { name: "Simulations" }).getByText(/^160\s*Personas left$/),
  ).toBeVisible();
});
