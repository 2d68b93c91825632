import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as signInPage from "~/routes/idp.interaction.$uid";
import * as signUpPage from "~/routes/idp.interaction.$uid_.sign-up";
import type { AppServices } from "~/context.server";
import { createAccount } from "~/services/password-accounts.server";
import { getUserByEmail } from "~/services/users.server";
import { createLoadContext, createTestServices, formRequest, pendingInteraction } from "./context";
import { createTestDatabase, dialects, type TestDatabase } from "./database";

const uid = "interaction-1";
const signInUrl = `http://localhost:3000/idp/interaction/${uid}`;
const signUpUrl = `${signInUrl}/sign-up`;

async function errorsOf(response: Response) {
  const body = (await response.json()) as { error?: Record<string, string[]> };
  return body.error ?? {};
}

describe.each(dialects)("the local identity provider's pages on %s", (dialect) => {
  let database: TestDatabase;
  let services: AppServices;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
    await createAccount(
      database.db,
      { email: "ada@example.com", name: "Ada", password: "lovelace1" },
      new Date(),
    );
  });
  afterAll(() => database.destroy());

  function call(
    page: typeof signInPage | typeof signUpPage,
    url: string,
    fields: Record<string, string>,
    ip = "203.0.113.7",
  ) {
    const { interaction, completed } = pendingInteraction(uid);
    const context = createLoadContext(services, { idp: interaction, clientIp: ip });
    const result = page.action({ request: formRequest(url, fields), params: { uid }, context });
    return { result: result as Promise<Response>, completed };
  }

  it("signs in with the right password and finishes the pending sign-in", async () => {
    const { result, completed } = call(signInPage, signInUrl, {
      email: "ADA@example.com",
      password: "lovelace1",
    });
    const response = await result;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`http://localhost:3000/idp/auth/${uid}`);
    expect(response.headers.get("X-Remix-Reload-Document")).toBe("true");
    expect(completed).toHaveLength(1);
  });

  it("says 'Incorrect email or password' for a wrong password or an unknown email, with a 400", async () => {
    for (const fields of [
      { email: "ada@example.com", password: "wrong-pass1" },
      { email: "nobody@example.com", password: "lovelace1" },
    ]) {
      const { result, completed } = call(signInPage, signInUrl, fields);
      const response = await result;
      expect(response.status).toBe(400);
      expect(await errorsOf(response)).toEqual({ "": ["Incorrect email or password"] });
      expect(completed).toHaveLength(0);
    }
  });

  it("limits sign-in attempts per IP address with a 429", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 20; attempt++) {
      const { result } = call(
        signInPage,
        signInUrl,
        { email: "ada@example.com", password: "wrong-pass1" },
        "198.51.100.9",
      );
      statuses.push((await result).status);
    }
    expect(statuses.every((status) => status === 400)).toBe(true);
    const { result } = call(
      signInPage,
      signInUrl,
      { email: "ada@example.com", password: "lovelace1" },
      "198.51.100.9",
    );
    const limited = await result;
    expect(limited.status).toBe(429);
    expect((await errorsOf(limited))[""]?.[0]).toMatch(
      /^Too many sign-in attempts\. Please try again in \d+ minutes?\.$/,
    );
  });

  it("creates an account and finishes the pending sign-in as that account", async () => {
    const { result, completed } = call(signUpPage, signUpUrl, {
      name: "Grace",
      email: "grace@example.com",
      password: "hopper123",
    });
    const response = await result;
    expect(response.status).toBe(302);
    const user = await getUserByEmail(database.db, "grace@example.com");
    expect(user).toMatchObject({ name: "Grace" });
    expect(completed).toEqual([user!.id]);
  });

  it.each([
    [
      { email: "ADA@example.com", password: "another1" },
      { email: ["An account with this email already exists"] },
    ],
    [
      { email: "new@example.com", password: "short1" },
      { password: ["Password must be at least 8 characters"] },
    ],
    [
      { email: "new@example.com", password: "lettersonly" },
      { password: ["Password must contain at least one letter and one number"] },
    ],
    [{ email: "not-an-email", password: "abcdefg1" }, { email: ["Enter a valid email address"] }],
    [
      { email: "", password: "" },
      { email: ["Email is required"], password: ["Password is required"] },
    ],
  ])("refuses a sign-up of %o with clear messages", async (fields, expected) => {
    const { result, completed } = call(
      signUpPage,
      signUpUrl,
      fields,
      `192.0.2.${Math.floor(Math.random() * 250)}`,
    );
    const response = await result;
    expect(response.status).toBe(400);
    expect(await errorsOf(response)).toEqual(expected);
    expect(completed).toHaveLength(0);
  });

  it("never sends the password back", async () => {
    const { result } = call(
      signInPage,
      signInUrl,
      { email: "ada@example.com", password: "wrong-secret-9" },
      "192.0.2.200",
    );
    expect(await (await result).text()).not.toContain("wrong-secret-9");
  });

  it("answers 404 when an external provider is configured (no local pages)", async () => {
    const context = createLoadContext(services, { idp: null });
    await expect(
      signInPage.loader({ request: new Request(signInUrl), params: { uid }, context }),
    ).rejects.toMatchObject({
      status: 404,
    });
  });

  it("shows an expired sign-in as a 400 with a way to start again", async () => {
    const context = createLoadContext(services, {
      idp: { details: async () => null, complete: async () => "" },
    });
    await expect(
      signInPage.loader({ request: new Request(signInUrl), params: { uid }, context }),
    ).rejects.toMatchObject({
      status: 400,
    });
  });
});
