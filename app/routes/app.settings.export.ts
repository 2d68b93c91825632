import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportAccountData } from "~/services/account-settings.server";
import { requireUser } from "~/utils/auth.server";
import { invariantResponse } from "~/utils/misc";

/** GET /app/settings/export: everything the app holds about the user, as a JSON download. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const { db, now } = context.services;
  const exported = await exportAccountData(db, user.id, now());
  invariantResponse(exported, "Account not found", 404);
  return new Response(JSON.stringify(exported, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": 'attachment; filename="sounding-board-data.json"',
      "Cache-Control": "private, no-store",
    },
  });
}
