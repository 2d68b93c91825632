import { z } from "zod";

/** Field schemas shared by forms on the server and in the browser. */
export const EmailSchema = z
  .string({ message: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .pipe(z.email({ message: "Enter a valid email address" }))
  .transform((email) => email.toLowerCase());

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const NewPasswordSchema = z
  .string({ message: "Password is required" })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
  .refine((password) => /[A-Za-z]/.test(password) && /\d/.test(password), {
    message: "Password must contain at least one letter and one number",
  });

export const PasswordSchema = z
  .string({ message: "Password is required" })
  .min(1, "Password is required")
  .max(PASSWORD_MAX, "Incorrect email or password");

export const NameSchema = z
  .string()
  .trim()
  .max(80, "Name must be at most 80 characters")
  .optional()
  .transform((name) => name || null);
