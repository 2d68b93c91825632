import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "~/context.server";
import * as settingsPage from "~/routes/app.settings";
import * as deleteAccountPage from "~/routes/app.settings.delete";
import * as signOutRoute from "~/routes/auth.sign-out";
import { createAccount } from "~/services/password-accounts.server";
import { purgeExpiredSessions } from "~/services/sessions.server";
import { getUser, getUserId, startUserSession } from "~/utils/auth.server";
import { callRoute, createLoadContext, createTestServices, formRequest } from "./context";
import { createTestDatabase, dialects, type TestDatabase } from "./database";

const BASE = "http://localhost:3000";

describe.each(dialects)("server-side sessions on %s", (dialect) => {
  let database: TestDatabase;
  let services: AppServices;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
  });
  afterAll(() => database.destroy());

  const cookieOf = (setCookie: string | null) => (setCookie ?? "").split(";")[0]!;
  const request = (cookie?: string) =>
    new Request(`${BASE}/app`, { headers: cookie ? { Cookie: cookie } : {} });
  const whoIs = (cookie: string) => getUserId(createLoadContext(services), request(cookie));

  async function newUser(label: string) {
    const user = await createAccount(
      database.db,
      { email: `${label}-${crypto.randomUUID()}@example.com`, name: label, password: "abcdefg1" },
      new Date(),
    );
    return user.id;
  }

  /** Signs the user in as a new browser would: the cookie it gets back. */
  async function signIn(userId: string, existingCookie?: string) {
    return cookieOf(await startUserSession(createLoadContext(services), request(existingCookie), userId));
  }

  it("keeps only a random id in the cookie, and the user on the server", async () => {
    const userId = await newUser("alice");
    const cookie = await signIn(userId);
    expect(await whoIs(cookie)).toBe(userId);
    const value = decodeURIComponent(cookie.split("=").slice(1).join("="));
    expect(Buffer.from(value.split(".")[0]!, "base64").toString()).not.toContain(userId);
    const rows = await database.db
      .selectFrom("sessions")
      .select("user_id")
      .where("user_id", "=", userId)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("refuses the old cookie after sign-out", async () => {
    const userId = await newUser("bob");
    const cookie = await signIn(userId);
    const answer = await callRoute(
      signOutRoute.action,
      formRequest(`${BASE}/auth/sign-out`, {}, { Cookie: cookie }),
      services,
    );
    expect(answer.status).toBe(302);
    expect(await whoIs(cookie)).toBeNull();
  });

  it("gives a new session id at sign-in, whatever the browser held before", async () => {
    const userId = await newUser("carol");
    const { storage } = services.sessions;
    const anonymous = await storage.getSession();
    anonymous.flash("flash", "hello");
    const before = cookieOf(await storage.commitSession(anonymous));
    const after = await signIn(userId, before);
    expect(after).not.toBe(before);
    expect(await whoIs(before)).toBeNull();
    expect(await whoIs(after)).toBe(userId);
  });

  it("signs out every device from Account Settings, this one included", async () => {
    const userId = await newUser("dana");
    const laptop = await signIn(userId);
    const phone = await signIn(userId);
    const other = await signIn(await newUser("erin"));
    const answer = await callRoute(
      settingsPage.action,
      formRequest(`${BASE}/app/settings`, { intent: "sign-out-everywhere" }, { Cookie: laptop }),
      services,
    );
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/");
    expect(answer.headers.get("Set-Cookie")).toMatch(/^sb_session=;.*Expires=Thu, 01 Jan 1970/);
    expect(await whoIs(laptop)).toBeNull();
    expect(await whoIs(phone)).toBeNull();
    expect(await whoIs(other)).not.toBeNull();
  });

  it("ends every session of a deleted account", async () => {
    const userId = await newUser("frank");
    const laptop = await signIn(userId);
    const phone = await signIn(userId);
    const answer = await callRoute(
      deleteAccountPage.action,
      formRequest(`${BASE}/app/settings/delete`, { confirmation: "DELETE" }, { Cookie: laptop }),
      services,
    );
    expect(answer.status).toBe(302);
    expect(await whoIs(phone)).toBeNull();
    const rows = await database.db
      .selectFrom("sessions")
      .select("id")
      .where("user_id", "=", userId)
      .execute();
    expect(rows).toEqual([]);
  });

  it("refuses an expired session and purges it", async () => {
    const userId = await newUser("gina");
    const cookie = await signIn(userId);
    const past = new Date(Date.now() - 1000).toISOString();
    await database.db
      .updateTable("sessions")
      .set({ expires_at: past })
      .where("user_id", "=", userId)
      .execute();
    expect(await whoIs(cookie)).toBeNull();
    expect(await purgeExpiredSessions(database.db, new Date())).toBeGreaterThanOrEqual(1);
    const rows = await database.db
      .selectFrom("sessions")
      .select("id")
      .where("user_id", "=", userId)
      .execute();
    expect(rows).toEqual([]);
  });

  it("reads who is asking once per page request, and afresh for loaders after an action", async () => {
    const userId = await newUser("carol");
    const cookie = await signIn(userId);
    const context = createLoadContext(services, { signedIn: {} });
    const asking = (method: string) =>
      getUser(context, new Request(`${BASE}/app`, { method, headers: { Cookie: cookie } }));
    const rename = (name: string) =>
      database.db.updateTable("users").set({ name }).where("id", "=", userId).execute();

    // An action reads the user as it is: it may be the one that changes them.
    expect((await asking("POST"))?.name).toBe("carol");
    await rename("Carol B");
    expect((await asking("POST"))?.name).toBe("Carol B");
    // The page's loaders, after the action, read once and all see the same user.
    expect((await asking("GET"))?.name).toBe("Carol B");
    await rename("Carol C");
    expect((await asking("GET"))?.name).toBe("Carol B");
    expect((await getUser(createLoadContext(services), request(cookie)))?.name).toBe("Carol C");
  });
});
