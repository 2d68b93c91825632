import { expect, hydrated, PASSWORD, signOut, signUp, test, uniqueEmail } from "./fixtures";

test("a new user signs up, lands on /app, signs out to / and signs back in", async ({ page }) => {
  const email = uniqueEmail("founder");
  await signUp(page, email, "Ada Founder");
  await expect(page.getByRole("heading", { name: "Test your idea with AI personas" })).toBeVisible();

  // The header's account menu: the one Sign Out.
  const header = page.getByRole("navigation", { name: "Main" });
  await header.getByText("Account menu").click();
  await expect(header.getByText("Ada Founder")).toBeVisible();
  await expect(header.getByRole("link", { name: "Account Settings" })).toBeVisible();
  await header.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign in" }),
  ).toBeVisible();

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Sign in to Sounding Board" })).toBeVisible();
  await hydrated(page);
  await page.getByLabel("Email").fill(email.toUpperCase());
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/app$/);
  await header.getByText("Account menu").click();
  await header.getByRole("link", { name: "Account Settings" }).click();
  await expect(page.getByRole("heading", { name: "Account Settings" })).toBeVisible();
  const settings = page.getByRole("region", { name: "Account Settings" });
  await expect(settings.getByText(email)).toBeVisible();
  await expect(settings.getByText("Ada Founder")).toBeVisible();
});

test("a wrong password says so and keeps the email", async ({ page }) => {
  const email = uniqueEmail("wrong-password");
  await signUp(page, email);
  await signOut(page);

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Sign in to Sounding Board" })).toBeVisible();
  await hydrated(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("not-the-password-1");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Incorrect email or password")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expect(page.getByLabel("Password")).toHaveValue("");
  await expect(page.getByRole("heading", { name: "Sign in to Sounding Board" })).toBeVisible();
});

test("signing up twice with one email is refused with a clear message", async ({ page }) => {
  const email = uniqueEmail("duplicate");
  await signUp(page, email);
  await signOut(page);

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign up" }).click();
  await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
  await hydrated(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("An account with this email already exists")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
});

test("the sign-in and sign-up pages link to each other", async ({ page }) => {
  await page.goto("/auth/sign-in");
  await hydrated(page);
  await page.getByRole("link", { name: "Create an account" }).click();
  await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
  await hydrated(page);
  await page.getByRole("link", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Sign in to Sounding Board" })).toBeVisible();
});

test("a weak password is refused before an account exists", async ({ page }) => {
  await page.goto("/auth/sign-up");
  await hydrated(page);
  await page.getByLabel("Email").fill(uniqueEmail("weak"));
  await page.getByLabel("Password").fill("password");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Password must contain at least one letter and one number")).toBeVisible();
});
