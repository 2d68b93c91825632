import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "~/context.server";
import type { DB } from "~/db/schema";
import * as deleteAccountPage from "~/routes/app.settings.delete";
import * as exportRoute from "~/routes/app.settings.export";
import * as settingsPage from "~/routes/app.settings";
import {
  deleteSimulation,
  exportAccountData,
  listSimulationsForSettings,
} from "~/services/account-settings.server";
import { createAccount } from "~/services/password-accounts.server";
import { createApiToken } from "~/services/api-tokens.server";
import { getBalance } from "~/services/credits.server";
import { startSimulation } from "~/services/simulations.server";
import { signInWithIdentity } from "~/services/users.server";
import { createTestServices, formRequest, callRoute } from "./context";
import { createTestDatabase, dialects, type TestDatabase } from "./database";

const BASE = "http://localhost:3000";
const SETTINGS = `${BASE}/app/settings`;
const now = new Date("2026-11-01T10:00:00.000Z");

/** The tables that hold a user's rows, with the column naming the user. */
const USER_TABLES = {
  users: "id",
  passwords: "user_id",
  identities: "user_id",
  simulations: "user_id",
  credit_ledger: "user_id",
  credit_balances: "user_id",
  api_tokens: "user_id",
  payments: "user_id",
  analytics_events: "user_id",
  sessions: "user_id",
} as const satisfies Partial<Record<keyof DB, string>>;

interface Seeded {
  id: string;
  cookie: string;
  simulationIds: string[];
  token: string;
  tokenId: string;
}

describe.each(dialects)("account settings on %s", (dialect) => {
  let database: TestDatabase;
  let services: AppServices;
  let alice: Seeded;
  let bob: Seeded;

  const call = (handler: (args: never) => unknown, request: Request, params: Record<string, string> = {}) =>
    callRoute(handler, request, services, params);

  async function sessionCookie(userId: string): Promise<string> {
    const { storage } = services.sessions;
    const session = await storage.getSession();
    session.set("userId", userId);
    return cookieOf(await storage.commitSession(session));
  }

  /** The `name=value` part of a Set-Cookie header, to send back. */
  function cookieOf(setCookie: string | null): string {
    return (setCookie ?? "").split(";")[0]!;
  }

  const get = (url: string, cookie: string) => new Request(url, { headers: { Cookie: cookie } });
  const post = (url: string, cookie: string, fields: Record<string, string>) =>
    formRequest(url, fields, { Cookie: cookie });

  async function seedUser(name: string): Promise<Seeded> {
    const user = await createAccount(
      database.db,
      { email: `${name}@example.com`, name, password: "abcdefg1" },
      now,
    );
    await signInWithIdentity(
      database.db,
      { issuer: "http://localhost/idp", subject: user.id, email: user.email, name },
      now,
    );
    const simulationIds: string[] = [];
    for (const goal of [`${name}'s meal service`, `${name}'s focus tool`]) {
      const simulation = await startSimulation(
        database.db,
        { owner: { kind: "user", userId: user.id }, goal, cohortId: "general", personaCount: 25 },
        now,
      );
      simulationIds.push(simulation.id);
    }
    await database.db
      .updateTable("simulations")
      .set({
        status: "completed",
        stage: "completed",
        report: JSON.stringify({ title: `${name}'s report`, personas: [{ name: "Pat" }] }),
        completed_at: now.toISOString(),
      })
      .where("id", "=", simulationIds[0]!)
      .execute();
    await database.db
      .insertInto("payments")
      .values({
        id: crypto.randomUUID(),
        user_id: user.id,
        package_id: "personas_1000",
        personas: 1000,
        amount_cents: 1500,
        currency: "usd",
        provider: "local",
        provider_session_id: `cs_${name}`,
        status: "paid",
        created_at: now.toISOString(),
        completed_at: now.toISOString(),
      })
      .execute();
    // One event recorded while signed in, one of the same session before signing in.
    for (const userId of [user.id, null]) {
      await database.db
        .insertInto("analytics_events")
        .values({
          id: crypto.randomUUID(),
          name: userId ? "report_viewed" : "page_view",
          session_id: `session-${name}`,
          user_id: userId,
          is_authenticated: userId ? 1 : 0,
          path: userId ? `/app/simulation/${simulationIds[0]}` : "/",
          properties: JSON.stringify(userId ? { simulation_id: simulationIds[0] } : {}),
          created_at: now.toISOString(),
        })
        .execute();
    }
    const { id: tokenId, token } = await createApiToken(
      database.db,
      { userId: user.id, name: `${name}'s script` },
      now,
    );
    return { id: user.id, cookie: await sessionCookie(user.id), simulationIds, token, tokenId };
  }

  async function rowCounts(userId: string): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const [table, column] of Object.entries(USER_TABLES)) {
      const row = await database.db
        .selectFrom(table as keyof DB)
        .select((eb) => eb.fn.countAll<string | number>().as("count"))
        .where(column as never, "=", userId as never)
        .executeTakeFirstOrThrow();
      counts[table] = Number(row.count);
    }
    return counts;
  }

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = { ...createTestServices(database), now: () => now };
    alice = await seedUser("alice");
    bob = await seedUser("bob");
  });
  afterAll(() => database.destroy());

  it("sends a signed-out visitor to sign in", async () => {
    for (const handler of [settingsPage.loader, exportRoute.loader, deleteAccountPage.loader]) {
      const answer = await call(handler, new Request(SETTINGS));
      expect(answer.status).toBe(302);
      expect(answer.headers.get("Location")).toBe("/auth/sign-in");
    }
  });

  it("shows the profile, the balance, the credit history, every run and the tokens", async () => {
    const answer = await call(settingsPage.loader, get(SETTINGS, alice.cookie));
    expect(answer.status).toBe(200);
    const body = answer.body as Awaited<ReturnType<typeof settingsPage.loader>>["data"];
    expect(body.profile).toMatchObject({ email: "alice@example.com", name: "alice" });
    expect(body.balance).toMatchObject({ remaining: 150, used: 50, free: 150, paid: 0 });
    expect(body.credits.entries.map((entry) => [entry.what, entry.delta])).toEqual(
      expect.arrayContaining([
        ["Free monthly personas", 200],
        ["Simulation “alice's meal service”", -25],
        ["Simulation “alice's focus tool”", -25],
      ]),
    );
    expect(body.simulations.map((simulation) => simulation.status).sort()).toEqual(["completed", "running"]);
    expect(body.simulations.every((simulation) => simulation.goal.startsWith("alice"))).toBe(true);
    expect(body.tokens).toEqual([
      expect.objectContaining({ id: alice.tokenId, name: "alice's script", last_used_at: null }),
    ]);
    expect(JSON.stringify(body.tokens)).not.toContain("hash");
  });

  it("updates the name, refusing one that is too long with a field error and a 400", async () => {
    const tooLong = await call(
      settingsPage.action,
      post(SETTINGS, alice.cookie, { intent: "update-profile", name: "x".repeat(81) }),
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({
      intent: "update-profile",
      result: { error: { name: ["Name must be at most 80 characters"] } },
    });

    const saved = await call(
      settingsPage.action,
      post(SETTINGS, alice.cookie, { intent: "update-profile", name: "  Alice Founder  " }),
    );
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe("/app/settings");
    const user = await database.db
      .selectFrom("users")
      .select("name")
      .where("id", "=", alice.id)
      .executeTakeFirstOrThrow();
    expect(user.name).toBe("Alice Founder");

    // The next page says so once.
    const flashCookie = cookieOf(saved.headers.get("Set-Cookie"));
    const next = await call(settingsPage.loader, get(SETTINGS, flashCookie));
    expect(next.body).toMatchObject({ flash: "Your name was saved.", profile: { name: "Alice Founder" } });
    const after = await call(settingsPage.loader, get(SETTINGS, cookieOf(next.headers.get("Set-Cookie"))));
    expect(after.body).toMatchObject({ flash: null });

    const cleared = await call(
      settingsPage.action,
      post(SETTINGS, alice.cookie, { intent: "update-profile", name: "   " }),
    );
    expect(cleared.status).toBe(302);
    const clearedUser = await database.db
      .selectFrom("users")
      .select("name")
      .where("id", "=", alice.id)
      .executeTakeFirstOrThrow();
    expect(clearedUser.name).toBeNull();
  });

  it("answers an unknown or missing intent with a 400", async () => {
    for (const fields of [{ intent: "drop-tables" }, {} as Record<string, string>]) {
      const answer = await call(settingsPage.action, post(SETTINGS, alice.cookie, fields));
      expect(answer.status).toBe(400);
    }
    const noId = await call(
      settingsPage.action,
      post(SETTINGS, alice.cookie, { intent: "delete-simulation", simulationId: "" }),
    );
    expect(noId.status).toBe(400);
  });

  it("asks before deleting a simulation; another user's is a 404 and stays", async () => {
    const [own] = alice.simulationIds;
    const [bobs] = bob.simulationIds;
    const confirm = await call(settingsPage.loader, get(`${SETTINGS}?confirm-delete=${own}`, alice.cookie));
    expect(confirm.body).toMatchObject({ simulationToDelete: { id: own, goal: "alice's meal service" } });
    const peek = await call(settingsPage.loader, get(`${SETTINGS}?confirm-delete=${bobs}`, alice.cookie));
    expect(peek.status).toBe(404);

    const stolen = await call(
      settingsPage.action,
      post(SETTINGS, alice.cookie, { intent: "delete-simulation", simulationId: bobs! }),
    );
    expect(stolen.status).toBe(404);
    expect(await deleteSimulation(database.db, alice.id, bobs!)).toBe(false);
    expect((await listSimulationsForSettings(database.db, bob.id)).map((run) => run.id)).toContain(bobs);

    const balanceBefore = await getBalance(database.db, alice.id, now);
    const deleted = await call(
      settingsPage.action,
      post(SETTINGS, alice.cookie, { intent: "delete-simulation", simulationId: own! }),
    );
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("Location")).toBe("/app/settings");
    const left = await listSimulationsForSettings(database.db, alice.id);
    expect(left.map((run) => run.id)).toEqual([alice.simulationIds[1]]);
    // The personas it cost stay spent.
    expect((await getBalance(database.db, alice.id, now)).total_remaining).toBe(
      balanceBefore.total_remaining,
    );

    const again = await call(
      settingsPage.action,
      post(SETTINGS, alice.cookie, { intent: "delete-simulation", simulationId: own! }),
    );
    expect(again.status).toBe(404);
  });

  it("creates an API token shown once, and revokes only the user's own", async () => {
    const unnamed = await call(
      settingsPage.action,
      post(SETTINGS, alice.cookie, { intent: "create-token", name: "  " }),
    );
    expect(unnamed.status).toBe(400);
    expect(unnamed.body).toMatchObject({ result: { error: { name: ["Give the token a name"] } } });

    const created = await call(
      settingsPage.action,
      post(SETTINGS, alice.cookie, { intent: "create-token", name: "CI" }),
    );
    expect(created.status).toBe(200);
    const { token } = created.body as { token: { id: string; name: string; value: string } };
    expect(token).toMatchObject({ name: "CI", value: expect.stringMatching(/^sb_/) });
    const page = await call(settingsPage.loader, get(SETTINGS, alice.cookie));
    expect(JSON.stringify(page.body)).not.toContain(token.value);

    const bobsToken = await call(
      settingsPage.action,
      post(SETTINGS, alice.cookie, { intent: "revoke-token", tokenId: bob.tokenId }),
    );
    expect(bobsToken.status).toBe(404);
    const revoked = await call(
      settingsPage.action,
      post(SETTINGS, alice.cookie, { intent: "revoke-token", tokenId: token.id }),
    );
    expect(revoked.status).toBe(302);
    const names = await database.db
      .selectFrom("api_tokens")
      .select("name")
      .where("user_id", "in", [alice.id, bob.id])
      .orderBy("name")
      .execute();
    expect(names.map((row) => row.name)).toEqual(["alice's script", "bob's script"]);
  });

  it("exports the user's data as a JSON download, without password or token hashes", async () => {
    const answer = await call(exportRoute.loader, get(`${SETTINGS}/export`, alice.cookie));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(answer.headers.get("Content-Disposition")).toBe('attachment; filename="sounding-board-data.json"');
    const exported = answer.body as NonNullable<Awaited<ReturnType<typeof exportAccountData>>>;
    expect(exported.exported_at).toBe(now.toISOString());
    expect(exported.profile).toMatchObject({
      id: alice.id,
      email: "alice@example.com",
      sign_in_identities: [{ issuer: "http://localhost/idp", subject: alice.id }],
    });
    expect(exported.simulations).toHaveLength(1);
    expect(exported.simulations[0]).toMatchObject({
      id: alice.simulationIds[1],
      goal: "alice's focus tool",
      status: "running",
      report: null,
    });
    expect(exported.credit_ledger.map((entry) => entry.delta)).toEqual(
      expect.arrayContaining([200, -25, -25]),
    );
    expect(exported.payments).toEqual([
      expect.objectContaining({ personas: 1000, amount_cents: 1500, status: "paid" }),
    ]);
    expect(exported.api_tokens).toEqual([
      expect.objectContaining({ id: alice.tokenId, name: "alice's script" }),
    ]);
    // The analytics events recorded with the account, properties parsed; not the anonymous ones.
    expect(exported.analytics_events).toEqual([
      {
        id: expect.any(String),
        name: "report_viewed",
        session_id: "session-alice",
        path: `/app/simulation/${alice.simulationIds[0]}`,
        properties: { simulation_id: alice.simulationIds[0] },
        created_at: now.toISOString(),
      },
    ]);

    const text = JSON.stringify(exported);
    const password = await database.db
      .selectFrom("passwords")
      .select("hash")
      .where("user_id", "=", alice.id)
      .executeTakeFirstOrThrow();
    const tokenHashes = await database.db.selectFrom("api_tokens").select("token_hash").execute();
    expect(text).not.toContain(password.hash);
    expect(text).not.toContain("scrypt$");
    for (const { token_hash } of tokenHashes) expect(text).not.toContain(token_hash);
    expect(text).not.toContain(alice.token);
    expect(text).not.toContain("bob");
  });

  it("exports a completed run's report as parsed JSON", async () => {
    const exported = await exportAccountData(database.db, bob.id, now);
    const completed = exported?.simulations.find((run) => run.id === bob.simulationIds[0]);
    expect(completed).toMatchObject({
      status: "completed",
      report: { title: "bob's report", personas: [{ name: "Pat" }] },
    });
    expect(await exportAccountData(database.db, crypto.randomUUID(), now)).toBeUndefined();
  });

  it("refuses to delete the account without the typed DELETE, with a 400", async () => {
    const page = await call(deleteAccountPage.loader, get(`${SETTINGS}/delete`, alice.cookie));
    expect(page.body).toMatchObject({
      email: "alice@example.com",
      counts: { simulations: 1, apiTokens: 1, payments: 1 },
    });
    const before = await rowCounts(alice.id);
    for (const fields of [{ confirmation: "delete" }, { confirmation: "DELETE " }, {}]) {
      const answer = await call(
        deleteAccountPage.action,
        post(`${SETTINGS}/delete`, alice.cookie, fields as Record<string, string>),
      );
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ error: { confirmation: ["Type DELETE to confirm"] } });
    }
    expect(await rowCounts(alice.id)).toEqual(before);
  });

  it("deletes every row of the user on DELETE, ends the session and keeps everybody else's", async () => {
    const aliceBefore = await rowCounts(alice.id);
    expect(Object.values(aliceBefore).every((count) => count > 0)).toBe(true);
    const bobBefore = await rowCounts(bob.id);

    const answer = await call(
      deleteAccountPage.action,
      post(`${SETTINGS}/delete`, alice.cookie, { confirmation: "DELETE" }),
    );
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/");
    expect(answer.headers.get("Set-Cookie")).toMatch(/^sb_session=;.*Expires=Thu, 01 Jan 1970/);

    expect(Object.values(await rowCounts(alice.id))).toEqual(Object.values(USER_TABLES).map(() => 0));
    expect(await rowCounts(bob.id)).toEqual(bobBefore);

    // The old cookie no longer signs anybody in.
    const settings = await call(settingsPage.loader, get(SETTINGS, alice.cookie));
    expect(settings.status).toBe(302);
    expect(settings.headers.get("Location")).toBe("/auth/sign-in");
  });
});
