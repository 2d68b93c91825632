import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "~/context.server";
import * as appIndexRoute from "~/routes/app._index";
import * as chatIndexRoute from "~/routes/app.c._index";
import * as chatRoute from "~/routes/app.c.$chatId";
import * as cohortRoute from "~/routes/app.cohorts.$id";
import * as newCohortRoute from "~/routes/app.cohorts.new";
import * as settingsRoute from "~/routes/app.settings";
import * as simulationRoute from "~/routes/app.simulation.$id";
import * as reportVerdictRoute from "~/api/endpoints/api.reports.$simId.verdict";
import * as clarifyRoute from "~/api/endpoints/clarify";
import * as feedbackRoute from "~/routes/feedback";
import * as ideaCheckRoute from "~/routes/idea-check";
import * as newSimulationRoute from "~/routes/new-simulation";
import * as pulseRoute from "~/routes/pulse";
import * as simpleRoute from "~/routes/simple";
import * as verdictRoute from "~/routes/verdict.$simId";
import * as waitlistRoute from "~/routes/waitlist";
import { createAccount } from "~/services/password-accounts.server";
import { startUserSession } from "~/utils/auth.server";
import { callRoute, createLoadContext, createTestServices, formRequest } from "./context";
import { createTestDatabase, dialects, type TestDatabase } from "./database";

const BASE = "http://localhost:3000";
const NUL = "\u0000";

type Handler = (args: never) => unknown;

/** Form routes whose actions read a form body (issue 11: never a 500 on another body). */
const FORM_ROUTES: Array<[string, Handler]> = [
  ["/waitlist", waitlistRoute.action],
  ["/app", appIndexRoute.action],
  ["/app/settings", settingsRoute.action],
  ["/feedback", feedbackRoute.action],
  ["/pulse", pulseRoute.action],
  ["/idea-check", ideaCheckRoute.action],
  ["/new-simulation", newSimulationRoute.action],
  ["/simple", simpleRoute.action],
  ["/app/c", chatIndexRoute.action],
  ["/app/cohorts/new", newCohortRoute.action],
];

describe.each(dialects)("malformed input on %s", (dialect) => {
  let database: TestDatabase;
  let services: AppServices;
  let cookie: string;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
    const account = await createAccount(
      database.db,
      { email: `malformed-${dialect}@example.com`, name: null, password: "abcdefg1" },
      new Date(),
    );
    cookie = (await startUserSession(createLoadContext(services), new Request(BASE), account.id)).split(
      ";",
    )[0]!;
  });
  afterAll(() => database.destroy());

  const post = (path: string, body: BodyInit | null, headers: Record<string, string>) =>
    new Request(`${BASE}${path}`, { method: "POST", body, headers: { Cookie: cookie, ...headers } });

  describe.each(FORM_ROUTES)("POST %s", (path, action) => {
    // /feedback also takes JSON from API callers; this body lacks its rating, a 400.
    it("answers 415 (400 on /feedback, which reads JSON) to a JSON body", async () => {
      const answer = await callRoute(
        action,
        post(path, JSON.stringify({ idea: "x" }), { "Content-Type": "application/json" }),
        services,
      );
      expect(answer.status).toBe(path === "/feedback" ? 400 : 415);
    });

    it("answers 415 to a text/plain body", async () => {
      const answer = await callRoute(
        action,
        post(path, "idea=x", { "Content-Type": "text/plain" }),
        services,
      );
      expect(answer.status).toBe(415);
    });

    it("answers 415 to a body without a content type", async () => {
      const request = post(path, null, {});
      expect(request.headers.get("Content-Type")).toBeNull();
      const answer = await callRoute(action, request, services);
      expect(answer.status).toBe(415);
    });

    it("answers 400 to a broken multipart body", async () => {
      const answer = await callRoute(
        action,
        post(path, "--nope\r\nContent-Disposition: form-data; name=idea\r\n\r\nx", {
          "Content-Type": "multipart/form-data; boundary=something-else",
        }),
        services,
      );
      expect(answer.status).toBe(400);
    });

    it("answers 400 to a multipart body without a boundary", async () => {
      const answer = await callRoute(
        action,
        post(path, "x", { "Content-Type": "multipart/form-data" }),
        services,
      );
      expect(answer.status).toBe(400);
    });

    it("answers 400 to a NUL byte in a text field", async () => {
      const answer = await callRoute(
        action,
        formRequest(
          `${BASE}${path}`,
          {
            idea: `A plant watering app${NUL}`,
            content: `A plant${NUL}`,
            cohortName: `Gardeners${NUL}`,
            description: `People who grow plants${NUL} at home`,
            text: `Bad${NUL}`,
            name: `Ann${NUL}`,
            email: `a${NUL}@example.com`,
            message: `Hi${NUL}`,
          },
          { Cookie: cookie },
        ),
        services,
      );
      expect(answer.status).toBe(400);
    });
  });

  it("refuses a NUL byte in the feedback JSON text with a 4xx", async () => {
    const request = post(
      "/feedback",
      JSON.stringify({ rating: "negative", text: `Broken${NUL}`, simulation_id: `x${NUL}` }),
      { "Content-Type": "application/json" },
    );
    const answer = await callRoute(feedbackRoute.action, request, services);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  });

  it("refuses a NUL byte in /clarify's user_input and session_id with a 400", async () => {
    for (const body of [
      { user_input: `A plant app${NUL}` },
      { user_input: "A plant app", session_id: NUL },
    ]) {
      const answer = await callRoute(
        clarifyRoute.action,
        post("/clarify", JSON.stringify(body), { "Content-Type": "application/json" }),
        services,
      );
      expect(answer.status).toBe(400);
    }
  });

  const ID_LOADERS: Array<[string, Handler, string]> = [
    ["/verdict/:simId", verdictRoute.loader, "simId"],
    ["/api/reports/:simId/verdict", reportVerdictRoute.loader, "simId"],
    ["/app/simulation/:id", simulationRoute.loader, "id"],
    ["/app/c/:chatId", chatRoute.loader, "chatId"],
    ["/app/cohorts/:id", cohortRoute.loader, "id"],
  ];

  it.each(ID_LOADERS)("answers 404 to a NUL byte in the id of %s", async (_path, loader, param) => {
    for (const id of [NUL, `abc${NUL}def`, "\u0001"]) {
      const request = new Request(`${BASE}/x/${encodeURIComponent(id)}`, { headers: { Cookie: cookie } });
      const answer = await callRoute(loader, request, services, { [param]: id });
      expect(answer.status).toBe(404);
    }
  });

  it("answers 404 to a NUL byte in the id of a simulation's form action", async () => {
    const answer = await callRoute(
      simulationRoute.action,
      formRequest(`${BASE}/app/simulation/x`, { intent: "correct" }, { Cookie: cookie }),
      services,
      { id: NUL },
    );
    expect(answer.status).toBe(404);
  });
});
