import type { Page } from "@playwright/test";
import { expect, signIn, test, uniqueEmail } from "./fixtures";

// An idea some of the general audience adopts, so the expanded "Would Adopt" group has cards.
const IDEA =
  "A budgeting app that sorts your spending automatically and warns you before bills are due, $4/month";
/** How a reply shows that the persona remembers an earlier turn. */
const RECALL = /(as I said|like I said|as I mentioned|as I told you|going back to|earlier)\b/i;

/** The chat: a dialog over the report, or its own page once a message is sent without JavaScript. */
function chatWith(page: Page, name: string | RegExp) {
  return page.getByRole("dialog", { name }).or(page.getByRole("region", { name }));
}

/** Fills the form on /app and runs; returns when the report's headline shows. */
async function runSimulation(page: Page, idea: string) {
  await page.goto("/app");
  await page.getByRole("textbox", { name: "Your idea", exact: true }).fill(idea);
  await page.getByRole("button", { name: "Run simulation" }).click();
  await expect(page).toHaveURL(/\/app\/simulation\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: /^\d+ of 25 would try it \(\d+%\)$/ })).toBeVisible({
    timeout: 15_000,
  });
}

test("a signed-in user chats with a persona over three turns and the persona remembers", async ({ page }) => {
  await signIn(page, uniqueEmail("chat"));
  await runSimulation(page, IDEA);

  const card = page.getByRole("article").filter({ visible: true }).first();
  const name = (await card.getByRole("heading").textContent())!.trim();
  const firstName = name.split(" ")[0]!;
  await card.getByRole("link", { name: `Chat with ${firstName}` }).click();
  await expect(page).toHaveURL(/\/app\/simulation\/[0-9a-f-]{36}\/chat\/.+/);

  await expect(page.getByRole("dialog", { name: `Chat with ${name}` })).toBeVisible();
  const dialog = chatWith(page, `Chat with ${name}`);
  const conversation = dialog.getByRole("list", { name: `Conversation with ${firstName}` });
  const messages = [
    "What do you think about the price?",
    "What would make you change your mind?",
    "Would you recommend it to a friend?",
  ];
  for (const [turn, message] of messages.entries()) {
    await dialog.getByLabel("Your message").fill(message);
    await dialog.getByRole("button", { name: "Send" }).click();
    await expect(conversation.getByRole("listitem")).toHaveCount((turn + 1) * 2);
    await expect(conversation.getByRole("listitem").nth(turn * 2)).toContainText(message);
  }

  if (test.info().project.name === "no-js") {
    // Without JavaScript a message posts to the chat's own page: the report is not rendered again.
    await expect(page).toHaveURL(/\/app\/simulation\/[0-9a-f-]{36}\/persona\/.+#latest-message$/);
    await expect(page.getByRole("heading", { name: /would try it/ })).toHaveCount(0);
  } else {
    // After a send, the next message can be typed at once; Tab never leaves the dialog.
    await expect(dialog.getByLabel("Your message")).toBeFocused();
    for (let press = 0; press < 12; press++) {
      await page.keyboard.press(press % 3 === 2 ? "Shift+Tab" : "Tab");
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
  }

  // Turns alternate: the founder's message, then the persona's reply.
  const replies = conversation.getByRole("listitem");
  await expect(replies.nth(1)).toContainText("$4/month");
  await expect(replies.nth(1)).not.toContainText(RECALL);
  await expect(replies.nth(5)).toContainText(RECALL);

  // The conversation is stored: it is still there after a reload.
  await page.reload();
  const reopened = chatWith(page, `Chat with ${name}`);
  await expect(reopened.getByRole("listitem")).toHaveCount(6);

  // Clearing deletes the conversation; the persona starts afresh.
  await reopened.getByRole("button", { name: "Clear this chat" }).click();
  await expect(reopened.getByRole("listitem")).toHaveCount(0);
  await expect(reopened.getByRole("button", { name: "Clear this chat" })).toHaveCount(0);

  // Closing returns to the report.
  await page.getByRole("link", { name: /^(Close|Back to the report)$/ }).click();
  await expect(page).toHaveURL(/\/app\/simulation\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("an empty message is refused with a message", async ({ page }) => {
  await signIn(page, uniqueEmail("chat-empty"));
  await runSimulation(page, IDEA);
  await page
    .getByRole("article")
    .filter({ visible: true })
    .first()
    .getByRole("link", { name: /^Chat with / })
    .click();
  const dialog = chatWith(page, /^Chat with /);
  await dialog.getByLabel("Your message").fill("   ");
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(dialog.getByText("Type a message to send")).toBeVisible();
  await expect(dialog.getByRole("list", { name: /^Conversation with / }).getByRole("listitem")).toHaveCount(
    0,
  );
});

test("a guest's report offers no chat; the chat address asks them to sign in", async ({ page }) => {
  await runSimulation(page, IDEA);
  await expect(page.getByRole("article").first()).toBeVisible();
  await expect(page.getByRole("link", { name: /^Chat with / })).toHaveCount(0);
  await page.goto(`${page.url()}/chat/anyone`);
  await expect(page.getByRole("dialog", { name: "Sign in to chat with personas" })).toBeVisible();
});
