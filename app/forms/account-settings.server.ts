import { z } from "zod";
import { NameSchema } from "./fields.server";

// The forms of Account Settings (/app/settings): the profile, a new API token, and the row a
// revoke or delete button names.

export const ProfileSchema = z.object({ name: NameSchema });

const TOKEN_NAME_MAX = 60;

export const TokenSchema = z.object({
  name: z
    .string({ message: "Give the token a name" })
    .trim()
    .min(1, "Give the token a name")
    .max(TOKEN_NAME_MAX, `Token name must be at most ${TOKEN_NAME_MAX} characters`),
});

export const RowIdSchema = z.string().trim().min(1).max(100);
