import { z } from "zod";

/** The local test checkout's two buttons (/checkout/{id}). */
export const CheckoutIntentSchema = z.enum(["pay", "cancel"]);
