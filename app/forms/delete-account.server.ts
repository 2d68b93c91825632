import { z } from "zod";
import { DELETE_ACCOUNT_WORD } from "~/utils/delete-account";

const CONFIRMATION_MESSAGE = `Type ${DELETE_ACCOUNT_WORD} to confirm`;

/** The typed confirmation on /app/settings/delete. */
export const DeleteAccountSchema = z.object({
  confirmation: z
    .string({ message: CONFIRMATION_MESSAGE })
    .refine((value) => value === DELETE_ACCOUNT_WORD, CONFIRMATION_MESSAGE),
});
