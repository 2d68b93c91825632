import { expect, test, uniqueEmail } from "./fixtures";
import { CLEAR_IDEA, CONCEPT, GATE, fillPulse, runIdeaCheck, runPulse } from "./public-tests";

// Each test has a client address of its own (e2e/fixtures.ts), so the limit of 3 free tests a day applies per test.

test("the fourth free test opens the email gate; an email unlocks more tests", async ({
  page,
  javaScriptEnabled,
}) => {
  await runPulse(page);
  await runIdeaCheck(page);
  await runPulse(page);

  await page.goto("/pulse");
  await fillPulse(page);
  await page.getByRole("button", { name: "Run pulse check" }).click();
  const gate = page.getByRole("dialog", { name: GATE });
  await expect(gate).toBeVisible();
  await expect(gate).toBeFocused();
  await expect(gate).toContainText("You've used your 3 free tests for today.");
  await expect(gate.getByRole("link", { name: "Sign up free" })).toHaveAttribute(
    "href",
    "/auth/sign-up?source=email_gate",
  );
  // What the guest typed is still there behind the gate.
  await expect(page.getByLabel("Concept")).toHaveValue(CONCEPT);

  // An address that is not one is refused with the field's message and nothing is unlocked.
  await gate.getByLabel("Your email").fill("not-an-email");
  await gate.getByRole("button", { name: "Leave your email" }).click();
  if (!javaScriptEnabled) {
    // The browser checks type=email itself; a plain post of a bad address is covered by the integration tests.
    await expect(gate.getByLabel("Your email")).toHaveJSProperty("validity.valid", false);
  } else {
    await expect(
      page.getByRole("dialog", { name: GATE }).getByText("Enter a valid email address"),
    ).toBeVisible();
  }

  await page.getByRole("dialog", { name: GATE }).getByLabel("Your email").fill(uniqueEmail("gate"));
  await page.getByRole("dialog", { name: GATE }).getByRole("button", { name: "Leave your email" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "3 more tests unlocked for today." }),
  ).toBeVisible();
  await expect(page.getByRole("dialog", { name: GATE })).toBeHidden();

  // With JavaScript the concept is still in the form; without, the gate sent the guest back to a fresh page.
  if (javaScriptEnabled) await expect(page.getByLabel("Concept")).toHaveValue(CONCEPT);
  else await fillPulse(page);
  await page.getByRole("button", { name: "Run pulse check" }).click();
  await expect(page.getByRole("heading", { level: 1, name: CONCEPT })).toBeVisible();
});

test("closing the gate keeps the page; continuing as a guest opens the sample report", async ({
  page,
  javaScriptEnabled,
}) => {
  await runIdeaCheck(page);
  await runPulse(page);
  await runPulse(page);

  await page.goto("/simple");
  const validate = async () => {
    await page.getByLabel("Your idea").fill(CLEAR_IDEA);
    await page.getByRole("radio").first().check();
    await page.getByRole("button", { name: "Validate Idea" }).click();
  };
  await validate();
  const gate = page.getByRole("dialog", { name: GATE });
  await expect(gate).toBeVisible();
  await expect(page.getByLabel("Your idea")).toHaveValue(CLEAR_IDEA);

  await gate.getByRole("button", { name: "Close" }).click();
  await expect(gate).toBeHidden();
  await expect(page).toHaveURL(/\/simple$/);
  await expect(page.getByRole("heading", { name: "Quick Idea Validation" })).toBeVisible();
  if (javaScriptEnabled) {
    await expect(page.getByLabel("Your idea")).toHaveValue(CLEAR_IDEA);
    await page.getByRole("button", { name: "Validate Idea" }).click();
    await expect(gate).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(gate).toBeHidden();
  }

  await validate();
  await expect(gate).toBeVisible();
  await expect(gate).toContainText("Explore the sample report — it doesn't count toward the limit.");
  await gate.getByRole("button", { name: "Continue as guest" }).click();
  await expect(page).toHaveURL(/\/demo$/);
  await expect(page.getByText("Demo Mode - Sample Report")).toBeVisible();
});
