import { z } from "zod";
import { NO_PACKAGES_MESSAGE } from "~/services/payments.server";

/** The persona packs dialog (/app/purchase): the pack to buy. */
export const PurchaseSchema = z.object({
  package_id: z.string({ message: NO_PACKAGES_MESSAGE }).trim().min(1, NO_PACKAGES_MESSAGE),
});
