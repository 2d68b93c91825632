import { z } from "zod";
import { EmailSchema, NameSchema, NewPasswordSchema } from "./fields.server";

/** The local identity provider's sign-up form. */
export const SignUpSchema = z.object({ name: NameSchema, email: EmailSchema, password: NewPasswordSchema });
