import { z } from "zod";
import { EmailSchema, PasswordSchema } from "./fields.server";

/** The local identity provider's sign-in form. */
export const SignInSchema = z.object({ email: EmailSchema, password: PasswordSchema });
