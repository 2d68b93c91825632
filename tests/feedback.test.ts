import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "~/context.server";
import * as feedbackRoute from "~/routes/feedback";
import { createAccount } from "~/services/password-accounts.server";
import { FEEDBACK_PER_HOUR, listFeedback } from "~/services/feedback.server";
import { startSimulation, type Owner } from "~/services/simulations.server";
import { createTestServices, formRequest, callRoute } from "./context";
import { createTestDatabase, dialects, type TestDatabase } from "./database";

const BASE = "http://localhost:3000";

const call = callRoute;

describe.each(dialects)("feedback on %s", (dialect) => {
  let database: TestDatabase;
  let services: AppServices;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
  });
  afterAll(() => database.destroy());

  let counter = 0;
  /** A new user (each with a fresh rate limit), their session cookie and one run. */
  async function seedUser() {
    counter += 1;
    const user = await createAccount(
      database.db,
      { email: `feedback-${counter}-${dialect}@example.com`, name: null, password: "abcdefg1" },
      new Date(),
    );
    const session = await services.sessions.storage.getSession();
    session.set("userId", user.id);
    const cookie = (await services.sessions.storage.commitSession(session)).split(";")[0]!;
    const owner: Owner = { kind: "user", userId: user.id };
    const run = await startSimulation(
      database.db,
      { owner, goal: "A plant watering reminder, $2/month", cohortId: "general", personaCount: 25 },
      new Date(),
    );
    return { owner, cookie, simulationId: run.id };
  }

  const post = (fields: Record<string, string>, cookie?: string) =>
    call(
      feedbackRoute.action,
      formRequest(`${BASE}/feedback`, fields, cookie ? { Cookie: cookie } : {}),
      services,
    );

  it("stores positive feedback with the simulation id and comes back with thanks", async () => {
    const { owner, cookie, simulationId } = await seedUser();
    const answer = await post(
      {
        simulation_id: simulationId,
        rating: "positive",
        redirectTo: `/app/simulation/${simulationId}?q=women`,
      },
      cookie,
    );
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(
      `/app/simulation/${simulationId}?q=women&feedback=thanks#feedback`,
    );
    const stored = await listFeedback(database.db, owner);
    expect(stored).toEqual([
      expect.objectContaining({
        simulation_id: simulationId,
        rating: "positive",
        text: null,
        user_id: owner.kind === "user" ? owner.userId : null,
        guest_id: null,
      }),
    ]);
  });

  it("stores negative feedback with its text, answering a fetcher with JSON", async () => {
    const { owner, cookie, simulationId } = await seedUser();
    const answer = await post(
      {
        simulation_id: simulationId,
        rating: "negative",
        text: "  More personas from Europe  ",
        enhanced: "1",
      },
      cookie,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: "thanks", result: null });
    expect(await listFeedback(database.db, owner)).toEqual([
      expect.objectContaining({
        rating: "negative",
        text: "More personas from Europe",
        simulation_id: simulationId,
      }),
    ]);
  });

  it("takes a JSON body too", async () => {
    const { owner, cookie, simulationId } = await seedUser();
    const request = new Request(`${BASE}/feedback`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: cookie },
      body: JSON.stringify({ simulation_id: simulationId, rating: "positive" }),
    });
    const answer = await call(feedbackRoute.action, request, services);
    expect(answer.status).toBe(200);
    expect(await listFeedback(database.db, owner)).toHaveLength(1);
  });

  it("needs a text for a negative rating", async () => {
    const { owner, cookie, simulationId } = await seedUser();
    const answer = await post({ simulation_id: simulationId, rating: "negative", text: "   " }, cookie);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      status: "error",
      result: { error: { text: ["Tell us what could be better"] } },
    });
    const noRating = await post({ simulation_id: simulationId }, cookie);
    expect(noRating.status).toBe(400);
    expect(noRating.body).toMatchObject({ result: { error: { rating: ["Choose Yes or No"] } } });
    expect(await listFeedback(database.db, owner)).toEqual([]);
  });

  it("pretends to take what fills the honeypot, and stores nothing", async () => {
    const { owner, cookie, simulationId } = await seedUser();
    const answer = await post(
      { simulation_id: simulationId, rating: "positive", website: "http://spam.example" },
      cookie,
    );
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(`/app/simulation/${simulationId}?feedback=thanks#feedback`);
    const enhanced = await post(
      { simulation_id: simulationId, rating: "positive", website: "x", enhanced: "1" },
      cookie,
    );
    expect(enhanced.body).toEqual({ status: "thanks", result: null });
    expect(await listFeedback(database.db, owner)).toEqual([]);
  });

  it(`limits each user to ${FEEDBACK_PER_HOUR} an hour with 429`, async () => {
    const { owner, cookie, simulationId } = await seedUser();
    for (let index = 0; index < FEEDBACK_PER_HOUR; index++) {
      const answer = await post({ simulation_id: simulationId, rating: "positive", enhanced: "1" }, cookie);
      expect(answer.status).toBe(200);
    }
    const limited = await post({ simulation_id: simulationId, rating: "positive", enhanced: "1" }, cookie);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(limited.body).toMatchObject({
      result: { error: { "": [expect.stringMatching(/try again later/)] } },
    });
    expect(await listFeedback(database.db, owner)).toHaveLength(FEEDBACK_PER_HOUR);
    // Someone else is not held back.
    const other = await seedUser();
    expect((await post({ simulation_id: other.simulationId, rating: "positive" }, other.cookie)).status).toBe(
      302,
    );
  });

  it("refuses another user's simulation", async () => {
    const alice = await seedUser();
    const bob = await seedUser();
    const answer = await post(
      { simulation_id: alice.simulationId, rating: "positive", enhanced: "1" },
      bob.cookie,
    );
    expect(answer.status).toBe(404);
    expect(await listFeedback(database.db, bob.owner)).toEqual([]);
    expect(await listFeedback(database.db, alice.owner)).toEqual([]);
  });

  it("takes a guest's feedback on their own run, issuing a guest id when there is none", async () => {
    const guestCookie = (await services.sessions.guestCookie.serialize(`guest-${dialect}`)).split(";")[0]!;
    const owner: Owner = { kind: "guest", guestId: `guest-${dialect}` };
    const run = await startSimulation(
      database.db,
      {
        owner,
        goal: "A guest idea",
        cohortId: "general",
        personaCount: 25,
        guest: { ipHash: "feedback-guest-address", perIpLimit: 3 },
      },
      new Date(),
    );
    const answer = await post({ simulation_id: run.id, rating: "positive" }, guestCookie);
    expect(answer.status).toBe(302);
    expect(await listFeedback(database.db, owner)).toEqual([
      expect.objectContaining({ guest_id: `guest-${dialect}`, user_id: null, simulation_id: run.id }),
    ]);

    const anonymous = await post({ rating: "negative", text: "No run, just a thought" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toBe("/app?feedback=thanks#feedback");
    expect(anonymous.headers.get("Set-Cookie")).toBeTruthy();
  });

  it("only redirects within the site", async () => {
    const { cookie, simulationId } = await seedUser();
    for (const redirectTo of ["//evil.example/x", "https://evil.example/", "/\\evil.example"]) {
      const answer = await post({ simulation_id: simulationId, rating: "positive", redirectTo }, cookie);
      expect(answer.headers.get("Location")).toBe(`/app/simulation/${simulationId}?feedback=thanks#feedback`);
    }
  });

  it("shows the form on a page of its own", async () => {
    const answer = await call(
      feedbackRoute.loader,
      new Request(`${BASE}/feedback?simulation_id=abc&redirectTo=https://evil.example`),
      services,
    );
    expect(answer.body).toEqual({
      simulationId: "abc",
      redirectTo: "/app/simulation/abc",
      // Native constraints for the form, worked out on the server: the schema never reaches the browser.
      constraint: expect.objectContaining({ rating: { required: true, pattern: "positive|negative" } }),
    });
  });
});
