import { getZodConstraint } from "@conform-to/zod/v4";
import { z } from "zod";
import { PUBLIC_TEST_SURFACES } from "~/components/email-gate";
import { EmailSchema } from "./fields.server";

/** What every form of the gate (and a link to /email-gate) carries: the surface and the page to go back to. */
export const GateSchema = z.object({
  surface: z.enum(PUBLIC_TEST_SURFACES).optional().catch(undefined),
  returnTo: z.string().optional(),
});

/** The email gate's "leave your email" form (POST /email-gate, intent email). */
export const EmailGateEmailSchema = z.object({ email: EmailSchema });

/** Its native constraints, sent with every gate view: the gate opens over several pages. */
export const EMAIL_GATE_CONSTRAINT = getZodConstraint(EmailGateEmailSchema);
