import { createCookie, createCookieSessionStorage } from "@remix-run/node";

export interface SessionData {
  userId: string;
}

export interface SessionFlash {
  flash: string;
}

/**
 * Cookie storage only: signed, httpOnly, SameSite=Lax, Secure on https.
 * Secrets rotate by putting the new one first (SESSION_SECRET=new,old).
 */
export function createSessions(options: { secrets: string[]; secure: boolean }) {
  const cookie = {
    httpOnly: true,
    sameSite: "lax" as const,
    path: "/",
    secure: options.secure,
    secrets: options.secrets,
  };
  return {
    storage: createCookieSessionStorage<SessionData, SessionFlash>({
      cookie: { name: "sb_session", maxAge: 60 * 60 * 24 * 30, ...cookie },
    }),
    /** A guest's stable, signed id: what a guest's run is owned by. */
    guestCookie: createCookie("sb_guest", { maxAge: 60 * 60 * 24 * 365, ...cookie }),
    /**
     * Where a sign-up began (`?source=` on /auth/sign-up), across the round trip
     * to the identity provider: signed, only for /auth, for 15 minutes, and only
     * set for visitors who accepted analytics (it exists for user_signed_up).
     */
    signUpSourceCookie: createCookie("sb_signup_source", { ...cookie, path: "/auth", maxAge: 60 * 15 }),
  };
}

export type Sessions = ReturnType<typeof createSessions>;
