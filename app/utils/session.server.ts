import { randomBytes } from "node:crypto";
import { createCookie, createSessionStorage } from "@remix-run/node";
import { preparedQuery } from "~/db/prepared-query.server";
import type { Database } from "~/db/schema";

export interface SessionData {
  userId: string;
}

export interface SessionFlash {
  flash: string;
}

/** How long a session lasts after it was last written (sign-in, a flash message). */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

const liveSession = preparedQuery((db, values: { id: string; now: string }) =>
  db.selectFrom("sessions").select("data").where("id", "=", values.id).where("expires_at", ">", values.now),
);

/**
 * Sessions live in the database; the cookie (signed, httpOnly, SameSite=Lax,
 * Secure on https) holds only a random id. Deleting the row ends the session
 * whatever the browser still holds: signing out, "sign out everywhere" and
 * deleting the account do. Secrets rotate by putting the new one first
 * (SESSION_SECRET=new,old).
 */
export function createSessions(options: {
  secrets: string[];
  secure: boolean;
  db: Database;
  now: () => Date;
}) {
  const { db, now } = options;
  const cookie = {
    httpOnly: true,
    sameSite: "lax" as const,
    path: "/",
    secure: options.secure,
    secrets: options.secrets,
  };
  const row = (data: Partial<SessionData & SessionFlash>, expires: Date | undefined) => ({
    user_id: typeof data.userId === "string" ? data.userId : null,
    data: JSON.stringify(data),
    expires_at: (expires ?? new Date(now().getTime() + SESSION_LIFETIME_MS)).toISOString(),
  });
  return {
    storage: createSessionStorage<SessionData, SessionFlash>({
      cookie: { name: "sb_session", maxAge: SESSION_LIFETIME_MS / 1000, ...cookie },
      async createData(data, expires) {
        const id = randomBytes(32).toString("base64url");
        await db
          .insertInto("sessions")
          .values({ id, created_at: now().toISOString(), ...row(data, expires) })
          .execute();
        return id;
      },
      async readData(id) {
        const [found] = await liveSession(db, { id, now: now().toISOString() });
        return found ? (JSON.parse(found.data) as Partial<SessionData & SessionFlash>) : null;
      },
      async updateData(id, data, expires) {
        // A session that was ended meanwhile stays ended: only an existing row is updated.
        await db.updateTable("sessions").set(row(data, expires)).where("id", "=", id).execute();
      },
      async deleteData(id) {
        await db.deleteFrom("sessions").where("id", "=", id).execute();
      },
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
