import { expect, signIn, test, uniqueEmail } from "./fixtures";

const ANSWER = "Busy parents who waste time deciding what to cook every night, $8/month";

test("a signed-up user goes from a vague idea to the report and asks what price would work", async ({
  page,
}) => {
  test.slow();
  await signIn(page, uniqueEmail("chat"));
  await page.goto("/app/c");
  await expect(page.getByRole("heading", { name: "Test your idea in a conversation" })).toBeVisible();
  const conversation = page.getByRole("list", { name: "Conversation" });
  const lastReply = conversation.getByRole("article", { name: "Sounding Board" }).last();

  await page.getByRole("textbox", { name: "Message", exact: true }).fill("A meal planning app");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page).toHaveURL(/\/app\/c\/[0-9a-f-]{36}(#latest)?$/);
  await expect(conversation.getByRole("article", { name: "You" }).first()).toContainText(
    "A meal planning app",
  );
  await expect(lastReply).toContainText("Who is it for?");

  await page.getByRole("textbox", { name: "Message", exact: true }).fill(ANSWER);
  await page.getByRole("button", { name: "Send" }).click();
  await expect(lastReply).toContainText(
    `I'll test: "A meal planning app. For busy parents who waste time deciding what to cook every night, $8/month." with 25 personas of Consumer Market.`,
  );
  const ready = page.getByRole("region", { name: "Ready to test" });
  await expect(ready.getByRole("definition").filter({ hasText: /^Consumer Market$/ })).toBeVisible();

  await ready.getByRole("button", { name: "Start simulation" }).click();
  const headline = page.getByRole("heading", { name: /^\d+ of 25 would try it \(\d+%\)$/ });
  await expect(headline).toBeVisible({ timeout: 30_000 });
  await expect(lastReply).toContainText(/^Sounding Board.*The results are in: \d+ of 25 would try it/);
  const report = page.getByRole("region", { name: /would try it/ });
  await expect(report.getByRole("heading", { name: "Top blockers" })).toBeVisible();
  const willing = Number(/(\d+) of 25 would pay/.exec((await report.textContent()) ?? "")?.[1]);
  expect(willing).toBeGreaterThanOrEqual(0);

  await page.getByRole("textbox", { name: "Ask about the results" }).fill("What price would work?");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(conversation.getByRole("article", { name: "You" }).last()).toContainText(
    "What price would work?",
  );
  await expect(lastReply).toContainText(`You stated $8/month. ${willing} of 25`);
  await expect(lastReply).toContainText(/budget bands: \$[\d,]+-[\d,]+\/month \(\d+\)/);

  await report.getByRole("link", { name: "Open the full report" }).click();
  await expect(page).toHaveURL(/\/app\/simulation\/[0-9a-f-]{36}$/);
  await expect(headline).toBeVisible();
});

test("a clear go-ahead typed in the chat starts the run", async ({ page }) => {
  test.slow();
  await signIn(page, uniqueEmail("chat-go"));
  await page.goto("/app/c");
  const conversation = page.getByRole("list", { name: "Conversation" });
  const message = page.getByRole("textbox", { name: "Message", exact: true });
  await message.fill("A meal planning app");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(conversation.getByRole("article", { name: "Sounding Board" }).last()).toContainText(
    "Who is it for?",
  );
  await message.fill(ANSWER);
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByRole("region", { name: "Ready to test" })).toBeVisible();

  await message.fill("Yes, run it");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByRole("heading", { name: /^\d+ of 25 would try it \(\d+%\)$/ })).toBeVisible({
    timeout: 30_000,
  });
  // The go-ahead started the run; it did not become part of the idea.
  await expect(page.getByText(/run it\./i)).toHaveCount(0);
});

test("an empty message is refused with a message", async ({ page }) => {
  await page.goto("/app/c");
  await page.getByRole("textbox", { name: "Message", exact: true }).fill("   ");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Type a message to send")).toBeVisible();
  await expect(page).toHaveURL(/\/app\/c(\?index)?$/);
});

test("another user's conversation is a 404", async ({ page, browser }) => {
  await signIn(page, uniqueEmail("chat-owner"));
  await page.goto("/app/c");
  await page
    .getByRole("textbox", { name: "Message", exact: true })
    .fill("A private idea about a dog-walking app");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page).toHaveURL(/\/app\/c\/[0-9a-f-]{36}(#latest)?$/);
  const url = page.url().replace(/#.*$/, "");

  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  const response = await other.goto(url);
  expect(response?.status()).toBe(404);
  await expect(other.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await stranger.close();
});
