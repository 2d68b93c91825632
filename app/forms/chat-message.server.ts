import { z } from "zod";
import { MESSAGE_MAX_LENGTH } from "~/services/conversations.server";

/** Chat mode's message box (/app/c): the idea, answers to questions, questions about the results. */
export const ChatMessageSchema = z.object({
  content: z
    .string({ message: "Type a message to send" })
    .trim()
    .min(1, "Type a message to send")
    .max(
      MESSAGE_MAX_LENGTH,
      `Keep your message under ${MESSAGE_MAX_LENGTH.toLocaleString("en-US")} characters`,
    ),
});
