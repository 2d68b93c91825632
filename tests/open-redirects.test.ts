import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmailGateView } from "~/components/email-gate";
import { HONEYPOT_FIELD } from "~/components/honeypot";
import type { AppServices } from "~/context.server";
import * as consentRoute from "~/routes/consent";
import * as emailGateRoute from "~/routes/email-gate";
import * as feedbackRoute from "~/routes/feedback";
import { createAccount } from "~/services/password-accounts.server";
import { startSimulation } from "~/services/simulations.server";
import { callRoute, createTestServices, formRequest } from "./context";
import { createTestDatabase, dialects, type TestDatabase } from "./database";

const BASE = "http://localhost:3000";

/** Targets that pass a "starts with one slash" check but send a browser to another site. */
const HOSTILE = [
  "/.//evil.com",
  "//evil.com",
  "/\\evil.com",
  "https://evil.com",
  "/%2F%2Fevil.com",
  "\t//evil.com",
  "/..//evil.com/x?y=1",
  "javascript:alert(1)",
];

/** Where a browser on the app goes for this `Location` or `href`. */
function origin(target: string | null): string {
  return new URL(target ?? "", `${BASE}/somewhere`).origin;
}

describe.each(dialects)("redirect targets from requests on %s", (dialect) => {
  let database: TestDatabase;
  let services: AppServices;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
  });
  afterAll(() => database.destroy());

  describe("GET /email-gate", () => {
    it.each(HOSTILE)("links back to the surface's page for returnTo=%j", async (returnTo) => {
      const query = new URLSearchParams({ surface: "pulse", returnTo });
      const answer = await callRoute(
        emailGateRoute.loader,
        new Request(`${BASE}/email-gate?${query}`),
        services,
      );
      expect(answer.status).toBe(200);
      expect((answer.body as { gate: EmailGateView }).gate.returnTo).toBe("/pulse");
    });

    it("keeps a path of this site", async () => {
      const query = new URLSearchParams({ surface: "pulse", returnTo: "/pulse?concept=x#form" });
      const answer = await callRoute(
        emailGateRoute.loader,
        new Request(`${BASE}/email-gate?${query}`),
        services,
      );
      expect((answer.body as { gate: EmailGateView }).gate.returnTo).toBe("/pulse?concept=x#form");
    });
  });

  describe("POST /email-gate (dismiss)", () => {
    it.each(HOSTILE)("goes back to this site for returnTo=%j", async (returnTo) => {
      const answer = await callRoute(
        emailGateRoute.action,
        formRequest(`${BASE}/email-gate`, { intent: "dismiss", surface: "idea_check", returnTo }),
        services,
      );
      expect(answer.status).toBe(302);
      expect(answer.headers.get("Location")).toBe("/idea-check");
    });

    it("goes back to a path of this site", async () => {
      const answer = await callRoute(
        emailGateRoute.action,
        formRequest(`${BASE}/email-gate`, { intent: "dismiss", surface: "pulse", returnTo: "/pulse?a=1" }),
        services,
      );
      expect(answer.headers.get("Location")).toBe("/pulse?a=1");
    });
  });

  describe("POST /consent", () => {
    it.each(HOSTILE)("goes back to the home page for redirectTo=%j", async (redirectTo) => {
      for (const choice of ["accepted", "rejected"]) {
        const answer = await callRoute(
          consentRoute.action,
          formRequest(`${BASE}/consent`, { choice, redirectTo }),
          services,
        );
        expect(answer.status).toBe(302);
        expect(answer.headers.get("Location")).toBe("/");
      }
    });
  });

  describe("/feedback", () => {
    let counter = 0;
    async function seedUser() {
      counter += 1;
      const user = await createAccount(
        database.db,
        { email: `redirects-${counter}-${dialect}@example.com`, name: null, password: "abcdefg1" },
        new Date(),
      );
      const session = await services.sessions.storage.getSession();
      session.set("userId", user.id);
      const cookie = (await services.sessions.storage.commitSession(session)).split(";")[0]!;
      const run = await startSimulation(
        database.db,
        {
          owner: { kind: "user", userId: user.id },
          goal: "A plant watering reminder, $2/month",
          cohortId: "general",
          personaCount: 25,
        },
        new Date(),
      );
      return { cookie, simulationId: run.id };
    }

    it.each(HOSTILE)("POST comes back to the simulation for redirectTo=%j", async (redirectTo) => {
      const { cookie, simulationId } = await seedUser();
      const answer = await callRoute(
        feedbackRoute.action,
        formRequest(
          `${BASE}/feedback`,
          { simulation_id: simulationId, rating: "positive", redirectTo },
          { Cookie: cookie },
        ),
        services,
      );
      expect(answer.status).toBe(302);
      const location = answer.headers.get("Location");
      expect(location).toBe(`/app/simulation/${simulationId}?feedback=thanks#feedback`);
      expect(origin(location)).toBe(BASE);
    });

    it("POST from a bot (the hidden field filled in) is sent to this site too", async () => {
      const answer = await callRoute(
        feedbackRoute.action,
        formRequest(`${BASE}/feedback`, {
          rating: "positive",
          redirectTo: "/.//evil.com",
          [HONEYPOT_FIELD]: "x",
        }),
        services,
      );
      expect(answer.status).toBe(302);
      expect(answer.headers.get("Location")).toBe("/app?feedback=thanks#feedback");
    });

    it.each(HOSTILE)("GET links back to this site for redirectTo=%j", async (redirectTo) => {
      const query = new URLSearchParams({ simulation_id: "sim-1", redirectTo });
      const answer = await callRoute(
        feedbackRoute.loader,
        new Request(`${BASE}/feedback?${query}`),
        services,
      );
      expect(answer.body).toMatchObject({ simulationId: "sim-1", redirectTo: "/app/simulation/sim-1" });
    });
  });
});
