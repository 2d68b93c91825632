import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmailGateView } from "~/components/email-gate";
import type { AppServices } from "~/context.server";
import * as ideaCheckApi from "~/api/endpoints/api.demo.idea-check";
import * as clarifyApi from "~/api/endpoints/api.simple.clarify";
import * as validateApi from "~/api/endpoints/api.simple.validate-idea";
import * as demoPage from "~/routes/demo";
import * as ideaCheckPage from "~/routes/idea-check";
import * as pulsePage from "~/routes/pulse";
import * as simplePage from "~/routes/simple";
import * as simpleTestPage from "~/routes/simple-test";
import { createAccount } from "~/services/password-accounts.server";
import { IDEA_CHECK_API_LIMIT } from "~/services/demo.server";
import {
  claimPublicTest,
  EMAIL_GATE_BONUS_TESTS,
  publicTestsLeft,
  unlockPublicTestsWithEmail,
} from "~/services/public-tests.server";
import { startUserSession } from "~/utils/auth.server";
import { callRoute, createLoadContext, createTestServices, formRequest, type RouteAnswer } from "./context";
import { createTestDatabase, dialects, type TestDatabase } from "./database";

const BASE = "http://localhost:3000";
const CLEAR_IDEA =
  "A note-taking app for university students who struggle to keep lecture notes organised. It turns recordings into study notes for $5/month.";
const CONCEPT =
  "For busy parents struggling with planning healthy dinners, we offer a weekly meal plan app for $12/month.";
const IDEA = "A weekly meal kit with 20-minute recipes for busy parents, $60/week for a family of four.";
const DAY = new Date("2026-03-02T10:00:00.000Z");
const LIMIT_MESSAGE = "You've used your 3 free tests for today.";

function jsonPost(path: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`${BASE}${path}`, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "Content-Type": "application/json", ...headers },
  });
}

let addresses = 0;
/** A client address of its own for each test: the daily limit is per address. */
function newAddress(): string {
  addresses += 1;
  return `198.51.100.${addresses}`;
}

describe.each(dialects)("guests' daily free public tests on %s", (dialect) => {
  let database: TestDatabase;
  let services: AppServices;
  let userCookie: string;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
    const account = await createAccount(
      database.db,
      { email: "limits@example.com", name: null, password: "abcdefg1" },
      new Date(),
    );
    userCookie = (await startUserSession(createLoadContext(services), new Request(BASE), account.id)).split(
      ";",
    )[0]!;
  });
  afterAll(() => database.destroy());

  /** Calls a loader or action from `clientIp` (callRoute's context always has the same address). */
  function from(clientIp: string) {
    return (handler: (args: never) => unknown, request: Request): Promise<RouteAnswer> =>
      callRoute(
        ((args: { request: Request; params: Record<string, string> }) =>
          handler({ ...args, context: createLoadContext(services, { clientIp }) } as never)) as never,
        request,
        services,
      );
  }

  const gateOf = (answer: RouteAnswer) => (answer.body as { gate?: EmailGateView }).gate;

  describe("claimPublicTest", () => {
    const ipHash = () => `hash-${newAddress()}`;

    it("allows the limit, then refuses and counts the refusals", async () => {
      const key = { ipHash: ipHash(), limit: 3 };
      for (let i = 0; i < 3; i++) expect((await claimPublicTest(database.db, key, DAY)).allowed).toBe(true);
      expect(await publicTestsLeft(database.db, key, DAY)).toBe(0);
      expect(await claimPublicTest(database.db, key, DAY)).toEqual({
        allowed: false,
        refusals: 1,
        canUnlock: true,
      });
      expect(await claimPublicTest(database.db, key, DAY)).toMatchObject({ allowed: false, refusals: 2 });
      // A new UTC day starts again.
      const tomorrow = new Date(DAY.getTime() + 24 * 60 * 60 * 1000);
      expect(await publicTestsLeft(database.db, key, tomorrow)).toBe(3);
      expect((await claimPublicTest(database.db, key, tomorrow)).allowed).toBe(true);
    });

    it("gives a test back with release", async () => {
      const key = { ipHash: ipHash(), limit: 1 };
      const claim = await claimPublicTest(database.db, key, DAY);
      if (!claim.allowed) throw new Error("the first test was refused");
      expect((await claimPublicTest(database.db, key, DAY)).allowed).toBe(false);
      await claim.release();
      expect(await publicTestsLeft(database.db, key, DAY)).toBe(1);
      expect((await claimPublicTest(database.db, key, DAY)).allowed).toBe(true);
    });

    it("lets exactly the limit through when ten tests start at once", async () => {
      const key = { ipHash: ipHash(), limit: 3 };
      const claims = await Promise.all(
        Array.from({ length: 10 }, () => claimPublicTest(database.db, key, DAY)),
      );
      expect(claims.filter((claim) => claim.allowed)).toHaveLength(3);
      const refusals = claims
        .flatMap((claim) => (claim.allowed ? [] : [claim.refusals]))
        .sort((a, b) => a - b);
      expect(refusals).toEqual([1, 2, 3, 4, 5, 6, 7]);
    });

    it("unlocks more tests with an email once a day", async () => {
      const key = { ipHash: ipHash(), limit: 3 };
      for (let i = 0; i < 3; i++) await claimPublicTest(database.db, key, DAY);
      expect(await unlockPublicTestsWithEmail(database.db, key, DAY)).toBe(true);
      expect(await unlockPublicTestsWithEmail(database.db, key, DAY)).toBe(false);
      expect(await publicTestsLeft(database.db, key, DAY)).toBe(EMAIL_GATE_BONUS_TESTS);
      for (let i = 0; i < EMAIL_GATE_BONUS_TESTS; i++) {
        expect((await claimPublicTest(database.db, key, DAY)).allowed).toBe(true);
      }
      expect(await claimPublicTest(database.db, key, DAY)).toMatchObject({
        allowed: false,
        canUnlock: false,
      });
    });
  });

  describe("each surface", () => {
    it("quick validation on /simple: three runs, then the gate over the kept idea", async () => {
      const call = from(newAddress());
      const post = () =>
        call(
          simplePage.action,
          formRequest(`${BASE}/simple`, { intent: "validate", idea: CLEAR_IDEA, cohort_id: "consumer" }),
        );
      for (let i = 0; i < 3; i++) expect((await post()).status).toBe(302);
      const refused = await post();
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({
        status: "error",
        message: LIMIT_MESSAGE,
        idea: CLEAR_IDEA,
        cohortId: "consumer",
        gate: { surface: "quick_validation", testsToday: 3, canUnlock: true, returnTo: "/simple" },
      });
    });

    it("quick validation on /simple-test, clarified, sends the gate back to /simple-test", async () => {
      const call = from(newAddress());
      const post = () =>
        call(
          simpleTestPage.action,
          formRequest(`${BASE}/simple-test`, {
            intent: "clarify",
            original_idea: "notes app",
            clarification: "Students who lose track of lecture notes; $4/month",
            cohort_id: "consumer",
            question: "Who is it for?",
          }),
        );
      for (let i = 0; i < 3; i++) expect((await post()).status).toBe(302);
      const refused = await post();
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({
        question: "Who is it for?",
        clarification: "Students who lose track of lecture notes; $4/month",
        gate: { surface: "quick_validation", returnTo: "/simple-test" },
      });
    });

    it("the quick validation API answers 429 in the apiError shape, for validate and clarify alike", async () => {
      const call = from(newAddress());
      const validate = () =>
        call(
          validateApi.action,
          jsonPost("/api/simple/validate-idea", { idea: CLEAR_IDEA, cohort_id: "consumer" }),
        );
      const clarify = () =>
        call(
          clarifyApi.action,
          jsonPost("/api/simple/clarify", {
            original_idea: "notes app",
            clarification: "Students who lose track of lecture notes; $4/month",
            cohort_id: "consumer",
          }),
        );
      expect((await validate()).status).toBe(200);
      expect((await clarify()).status).toBe(200);
      expect((await validate()).status).toBe(200);
      for (const refused of [await clarify(), await validate()]) {
        expect(refused.status).toBe(429);
        expect(refused.body).toEqual({ detail: LIMIT_MESSAGE });
      }
    });

    it("pulse: three runs, then the gate with the concept kept", async () => {
      const call = from(newAddress());
      const post = () =>
        call(pulsePage.action, formRequest(`${BASE}/pulse`, { concept: CONCEPT, audience: "smb" }));
      for (let i = 0; i < 3; i++) expect((await post()).status).toBe(302);
      const refused = await post();
      expect(refused.status).toBe(429);
      expect(gateOf(refused)).toMatchObject({ surface: "pulse", returnTo: "/pulse", canUnlock: true });
      expect(JSON.stringify(refused.body)).toContain("struggling with planning healthy dinners");
      // An invalid concept is not a test and is answered as before.
      const invalid = await call(
        pulsePage.action,
        formRequest(`${BASE}/pulse`, { concept: "short", audience: "smb" }),
      );
      expect(invalid.status).toBe(400);
    });

    it("idea check page and API share one count with the other surfaces", async () => {
      const call = from(newAddress());
      const page = () =>
        call(
          ideaCheckPage.action,
          formRequest(`${BASE}/idea-check`, { idea_description: IDEA, target_audience: "" }),
        );
      // A check that ran redirects to its result link.
      expect((await page()).status).toBe(302);
      expect(
        (await call(pulsePage.action, formRequest(`${BASE}/pulse`, { concept: CONCEPT, audience: "smb" })))
          .status,
      ).toBe(302);
      const api = () =>
        call(ideaCheckApi.action, jsonPost("/api/demo/idea-check", { idea_description: IDEA }));
      expect((await api()).status).toBe(200);
      const refusedPage = await page();
      expect(refusedPage.status).toBe(429);
      expect(refusedPage.body).toMatchObject({
        report: null,
        gate: { surface: "idea_check", returnTo: "/idea-check" },
      });
      expect(JSON.stringify(refusedPage.body)).toContain("20-minute recipes");
      const refusedApi = await api();
      expect(refusedApi.status).toBe(429);
      expect(refusedApi.body).toEqual({ detail: LIMIT_MESSAGE });
    });

    it("the demo is a sample and does not count", async () => {
      const call = from(newAddress());
      for (let i = 0; i < 5; i++)
        expect((await call(demoPage.loader, new Request(`${BASE}/demo`))).status).toBe(200);
      const post = () =>
        call(pulsePage.action, formRequest(`${BASE}/pulse`, { concept: CONCEPT, audience: "smb" }));
      for (let i = 0; i < 3; i++) expect((await post()).status).toBe(302);
      expect((await post()).status).toBe(429);
    });

    it("never limits a signed-in user", async () => {
      const call = from(newAddress());
      const headers = { Cookie: userCookie };
      for (let i = 0; i < 5; i++) {
        const pulse = await call(
          pulsePage.action,
          formRequest(`${BASE}/pulse`, { concept: CONCEPT, audience: "smb" }, headers),
        );
        expect(pulse.status).toBe(302);
        const idea = await call(
          ideaCheckPage.action,
          formRequest(`${BASE}/idea-check`, { idea_description: IDEA, target_audience: "" }, headers),
        );
        expect(idea.status).toBe(302);
        expect(gateOf(idea)).toBeUndefined();
        const api = await call(
          ideaCheckApi.action,
          jsonPost("/api/demo/idea-check", { idea_description: IDEA }, headers),
        );
        expect(api.status).toBe(200);
      }
    });

    it("limits POST /api/demo/idea-check per address, signed in or not", async () => {
      const generous = createTestServices(database, { env: { PUBLIC_TESTS_PER_IP: "1000" } });
      const context = createLoadContext(generous, { clientIp: newAddress() });
      const statuses: number[] = [];
      for (let i = 0; i <= IDEA_CHECK_API_LIMIT; i++) {
        const response = (await ideaCheckApi.action({
          request: jsonPost("/api/demo/idea-check", { idea_description: IDEA }, { Cookie: userCookie }),
          params: {},
          context,
        })) as Response;
        statuses.push(response.status);
        if (response.status === 429) expect(response.headers.get("Retry-After")).toMatch(/^\d+$/);
      }
      expect(statuses.slice(0, IDEA_CHECK_API_LIMIT).every((status) => status === 200)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    });
  });
});
