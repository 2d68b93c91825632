import type { AppLoadContext } from "@remix-run/node";

/** The guest's signed id, and the Set-Cookie header when it was just issued. */
export async function ensureGuestId(
  context: AppLoadContext,
  request: Request,
): Promise<{ guestId: string; setCookie: string | null }> {
  const { guestCookie } = context.services.sessions;
  const existing: unknown = await guestCookie.parse(request.headers.get("Cookie"));
  if (typeof existing === "string" && existing) return { guestId: existing, setCookie: null };
  const guestId = crypto.randomUUID();
  return { guestId, setCookie: await guestCookie.serialize(guestId) };
}
