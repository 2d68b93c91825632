import { z } from "zod";
import { MAX_MESSAGE_LENGTH } from "~/services/persona-chat.server";

const EMPTY_MESSAGE = "Type a message to send";

/** The message box of the chat with one persona of a report. */
export const PersonaMessageSchema = z.object({
  message: z
    .string({ message: EMPTY_MESSAGE })
    .trim()
    .min(1, EMPTY_MESSAGE)
    .max(MAX_MESSAGE_LENGTH, `Keep it under ${MAX_MESSAGE_LENGTH} characters`),
});
