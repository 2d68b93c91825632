import { redirect, type AppLoadContext } from "@remix-run/node";
import type { SignedInMemo } from "~/context.server";
import type { User } from "~/db/schema";
import { endSessionsOf } from "~/services/sessions.server";
import { getUserById } from "~/services/users.server";
import { isRead } from "~/utils/http-methods";

/** Who is asking: reads and writes the signed session cookie. */

function getSession(context: AppLoadContext, request: Request) {
  return context.services.sessions.storage.getSession(request.headers.get("Cookie"));
}

/**
 * Reads who is asking once per request, where the server gave the request a memo. Only for
 * reads: an action may sign in or out, or rename the user, before the loaders run; they then
 * run with a GET of their own and read afresh.
 */
function once<K extends keyof SignedInMemo>(
  context: AppLoadContext,
  request: Request,
  key: K,
  read: () => NonNullable<SignedInMemo[K]>,
): NonNullable<SignedInMemo[K]> {
  const memo = isRead(request.method) ? context.signedIn : undefined;
  if (!memo) return read();
  return (memo[key] ??= read());
}

export function getUserId(context: AppLoadContext, request: Request): Promise<string | null> {
  return once(context, request, "userId", async () => {
    const session = await getSession(context, request);
    return session.get("userId") ?? null;
  });
}

/** The signed-in user, or null (also when the account was deleted meanwhile). */
export function getUser(context: AppLoadContext, request: Request): Promise<User | null> {
  return once(context, request, "user", async () => {
    const userId = await getUserId(context, request);
    if (!userId) return null;
    return (await getUserById(context.services.db, userId)) ?? null;
  });
}

export async function requireUser(context: AppLoadContext, request: Request): Promise<User> {
  const user = await getUser(context, request);
  if (!user) throw redirect("/auth/sign-in");
  return user;
}

export async function requireUserId(context: AppLoadContext, request: Request): Promise<string> {
  return (await requireUser(context, request)).id;
}

export async function requireAnonymous(context: AppLoadContext, request: Request): Promise<void> {
  if (await getUserId(context, request)) throw redirect("/app");
}

/**
 * The Set-Cookie header that signs this user in: always a new session (and
 * id), so an id a visitor had before signing in never becomes a signed-in one.
 */
export async function startUserSession(
  context: AppLoadContext,
  request: Request,
  userId: string,
): Promise<string> {
  const { storage } = context.services.sessions;
  const previous = await getSession(context, request);
  if (previous.id) await storage.destroySession(previous);
  const session = await storage.getSession();
  session.set("userId", userId);
  return storage.commitSession(session);
}

/** The Set-Cookie header that signs out; the session ends on the server too. */
export async function endUserSession(context: AppLoadContext, request: Request): Promise<string> {
  return context.services.sessions.storage.destroySession(await getSession(context, request));
}

/** Ends every session of this user, on every device (the caller's included): the cookie to clear it. */
export async function endAllUserSessions(
  context: AppLoadContext,
  request: Request,
  userId: string,
): Promise<string> {
  await endSessionsOf(context.services.db, userId);
  return endUserSession(context, request);
}
