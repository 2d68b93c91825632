import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmailGateView } from "~/components/email-gate";
import type { AppServices } from "~/context.server";
import * as ideaCheckApi from "~/api/endpoints/api.demo.idea-check";
import * as emailGate from "~/routes/email-gate";
import * as pulsePage from "~/routes/pulse";
import * as simplePage from "~/routes/simple";
import { listEvents } from "~/services/analytics.server";
import { callRoute, createLoadContext, createTestServices, formRequest, type RouteAnswer } from "./context";
import { createTestDatabase, dialects, type TestDatabase } from "./database";

const BASE = "http://localhost:3000";
const SESSION = "0123456789abcdef0123456789abcdef";
const ACCEPTED = `sb_consent=accepted; sb_consent_date=2026-01-02T03:04:05.000Z; sb_analytics_session=${SESSION}`;
const CONCEPT =
  "For busy parents struggling with planning healthy dinners, we offer a weekly meal plan app for $12/month.";
const CLEAR_IDEA =
  "A note-taking app for university students who struggle to keep lecture notes organised. It turns recordings into study notes for $5/month.";

let addresses = 0;
function newAddress(): string {
  addresses += 1;
  return `192.0.2.${addresses}`;
}

describe.each(dialects)("the email gate on %s", (dialect) => {
  let database: TestDatabase;
  let services: AppServices;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
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

  /** A visitor on their own address, with or without analytics consent. */
  function visitor({ consent }: { consent: boolean }) {
    const call = from(newAddress());
    const headers: Record<string, string> = consent ? { Cookie: ACCEPTED } : {};
    return {
      call,
      pulse: () =>
        call(pulsePage.action, formRequest(`${BASE}/pulse`, { concept: CONCEPT, audience: "smb" }, headers)),
      gate: (fields: Record<string, string>) =>
        call(emailGate.action, formRequest(`${BASE}/email-gate`, fields, headers)),
    };
  }

  /** The events recorded after the first `count`, by name (events of one millisecond have no order). */
  async function eventsSince(count: number) {
    const events = await listEvents(database.db);
    const names = events.slice(count).sort((a, b) => a.name.localeCompare(b.name));
    return names.map((event) => ({
      name: event.name,
      path: event.path,
      session: event.session_id,
      properties: JSON.parse(event.properties) as unknown,
    }));
  }

  it("records the refusal and the gate with consent: rate_limit_reached first, then attempts after it", async () => {
    const guest = visitor({ consent: true });
    for (let i = 0; i < 3; i++) expect((await guest.pulse()).status).toBe(302);
    const before = (await listEvents(database.db)).length;
    const first = await guest.pulse();
    expect(first.status).toBe(429);
    expect(await eventsSince(before)).toEqual([
      {
        name: "email_gate_shown",
        path: "/pulse",
        session: SESSION,
        properties: { variant: "daily_limit", surface: "pulse" },
      },
      {
        name: "email_gate_variant_shown",
        path: "/pulse",
        session: SESSION,
        properties: { variant: "daily_limit" },
      },
      {
        name: "rate_limit_reached",
        path: "/pulse",
        session: SESSION,
        properties: { surface: "pulse", limit: 3 },
      },
    ]);
    const middle = (await listEvents(database.db)).length;
    expect((await guest.pulse()).status).toBe(429);
    expect((await eventsSince(middle)).map((event) => [event.name, event.properties])).toEqual([
      ["email_gate_shown", { variant: "daily_limit", surface: "pulse" }],
      ["email_gate_variant_shown", { variant: "daily_limit" }],
      ["simulation_attempt_after_limit", { surface: "pulse" }],
    ]);
  });

  it("keeps one analytics session for the events of one refusal when the browser had none yet", async () => {
    const call = from(newAddress());
    const post = () =>
      call(
        simplePage.action,
        formRequest(
          `${BASE}/simple`,
          { intent: "validate", idea: CLEAR_IDEA, cohort_id: "consumer" },
          { Cookie: "sb_consent=accepted" },
        ),
      );
    for (let i = 0; i < 3; i++) await post();
    const before = (await listEvents(database.db)).length;
    const refused = await post();
    expect(refused.status).toBe(429);
    const events = await eventsSince(before);
    expect(events.map((event) => event.name)).toEqual([
      "email_gate_shown",
      "email_gate_variant_shown",
      "rate_limit_reached",
    ]);
    expect(new Set(events.map((event) => event.session)).size).toBe(1);
    expect(refused.headers.get("Set-Cookie")).toContain(`sb_analytics_session=${events[0]!.session}`);
  });

  it("records only the refusal for the JSON API, which shows no gate", async () => {
    const call = from(newAddress());
    const post = () =>
      call(
        ideaCheckApi.action,
        new Request(`${BASE}/api/demo/idea-check`, {
          method: "POST",
          body: JSON.stringify({ idea_description: "A budgeting app for students" }),
          headers: { "Content-Type": "application/json", Cookie: ACCEPTED },
        }),
      );
    for (let i = 0; i < 3; i++) await post();
    const before = (await listEvents(database.db)).length;
    expect((await post()).status).toBe(429);
    expect((await eventsSince(before)).map((event) => [event.name, event.properties])).toEqual([
      ["rate_limit_reached", { surface: "idea_check", limit: 3 }],
    ]);
  });

  it("records nothing without consent, and still shows the gate", async () => {
    const guest = visitor({ consent: false });
    for (let i = 0; i < 3; i++) await guest.pulse();
    const before = (await listEvents(database.db)).length;
    const refused = await guest.pulse();
    expect(refused.status).toBe(429);
    expect((refused.body as { gate: EmailGateView }).gate).toMatchObject({ surface: "pulse" });
    const fields = { surface: "pulse", returnTo: "/pulse" };
    await guest.gate({ ...fields, intent: "dismiss" });
    await guest.gate({ ...fields, intent: "continue" });
    await guest.gate({ ...fields, intent: "email", email: "quiet@example.com" });
    expect(await eventsSince(before)).toEqual([]);
  });

  it("dismiss goes back to the page without the gate and records email_gate_dismissed", async () => {
    const guest = visitor({ consent: true });
    const before = (await listEvents(database.db)).length;
    const answer = await guest.gate({ intent: "dismiss", surface: "pulse", returnTo: "/pulse" });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/pulse");
    expect(await eventsSince(before)).toEqual([
      {
        name: "email_gate_dismissed",
        path: "/pulse",
        session: SESSION,
        properties: { variant: "daily_limit", surface: "pulse" },
      },
    ]);
  });

  it("continue as guest goes to the sample report and records continue_as_guest_selected", async () => {
    const guest = visitor({ consent: true });
    const before = (await listEvents(database.db)).length;
    const answer = await guest.gate({ intent: "continue", surface: "idea_check", returnTo: "/idea-check" });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/demo");
    expect(await eventsSince(before)).toMatchObject([
      { name: "continue_as_guest_selected", path: "/idea-check", properties: { surface: "idea_check" } },
    ]);
  });

  it("an email joins the waitlist, unlocks three more tests once and records the sign-up", async () => {
    const guest = visitor({ consent: true });
    for (let i = 0; i < 3; i++) await guest.pulse();
    expect((await guest.pulse()).status).toBe(429);
    const before = (await listEvents(database.db)).length;
    const fields = { intent: "email", surface: "pulse", returnTo: "/pulse", website: "" };
    const answer = await guest.gate({ ...fields, email: "  New.Person@Example.com " });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/pulse?unlocked=1");
    expect(answer.headers.get("Location")).not.toContain("example");
    const row = await database.db
      .selectFrom("waitlist")
      .selectAll()
      .where("email", "=", "new.person@example.com")
      .executeTakeFirstOrThrow();
    expect(row.source).toBe("email_gate");
    expect(await eventsSince(before)).toMatchObject([
      {
        name: "email_gate_signup_completed",
        path: "/pulse",
        properties: { method: "email", surface: "pulse", variant: "daily_limit" },
      },
    ]);

    for (let i = 0; i < 3; i++) expect((await guest.pulse()).status).toBe(302);
    const refused = await guest.pulse();
    expect(refused.status).toBe(429);
    expect((refused.body as { gate: EmailGateView }).gate).toMatchObject({ canUnlock: false, testsToday: 6 });

    // Once a day: a second email unlocks nothing and says so.
    const again = await guest.gate({ ...fields, email: "other@example.com" });
    expect(again.headers.get("Location")).toBe("/pulse?unlocked=0");
    expect((await guest.pulse()).status).toBe(429);
  });

  it("answers the enhanced email form with data", async () => {
    const guest = visitor({ consent: false });
    const answer = await guest.gate({
      intent: "email",
      surface: "quick_validation",
      returnTo: "/simple-test",
      email: "enhanced@example.com",
      enhanced: "1",
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: "unlocked" });
  });

  it("answers an invalid email with 400 and the gate, never echoing it, and stores nothing", async () => {
    const guest = visitor({ consent: true });
    const before = (await listEvents(database.db)).length;
    const waitlisted = await database.db.selectFrom("waitlist").select("id").execute();
    for (const enhanced of ["", "1"]) {
      const answer = await guest.gate({
        intent: "email",
        surface: "pulse",
        returnTo: "/pulse",
        email: "not-an-email",
        enhanced,
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        status: "error",
        result: { error: { email: ["Enter a valid email address"] } },
        gate: { surface: "pulse", returnTo: "/pulse", canUnlock: true },
      });
      expect(JSON.stringify(answer.body)).not.toContain("not-an-email");
    }
    expect(await database.db.selectFrom("waitlist").select("id").execute()).toHaveLength(waitlisted.length);
    expect(await eventsSince(before)).toEqual([]);
    // Nothing was unlocked: the address still has its three tests, then the gate offers the email again.
    for (let i = 0; i < 3; i++) await guest.pulse();
    expect(((await guest.pulse()).body as { gate: EmailGateView }).gate.canUnlock).toBe(true);
  });

  it("keeps nothing from a bot that fills in the hidden field", async () => {
    const guest = visitor({ consent: false });
    const answer = await guest.gate({
      intent: "email",
      surface: "pulse",
      returnTo: "/pulse",
      email: "bot@example.com",
      website: "http://spam.example",
    });
    expect(answer.status).toBe(302);
    const row = await database.db
      .selectFrom("waitlist")
      .select("id")
      .where("email", "=", "bot@example.com")
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it("sends the visitor only to paths on this site, and refuses an unknown intent", async () => {
    const guest = visitor({ consent: false });
    for (const returnTo of ["https://evil.example/x", "//evil.example", "/\\evil.example", "/email-gate"]) {
      const answer = await guest.gate({ intent: "dismiss", surface: "idea_check", returnTo });
      expect(answer.headers.get("Location")).toBe("/idea-check");
    }
    const kept = await guest.gate({ intent: "dismiss", returnTo: "/simple-test?x=1" });
    expect(kept.headers.get("Location")).toBe("/simple-test?x=1");
    expect((await guest.gate({ intent: "nonsense", surface: "pulse" })).status).toBe(400);
  });

  it("shows the gate on a page of its own for a GET", async () => {
    const answer = await from(newAddress())(
      emailGate.loader,
      new Request(`${BASE}/email-gate?surface=pulse&returnTo=https://evil.example`),
    );
    expect(answer.body).toMatchObject({ gate: { surface: "pulse", returnTo: "/pulse", testsToday: 3 } });
  });
});
