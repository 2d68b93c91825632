import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "~/context.server";
import * as pulseRoute from "~/routes/pulse";
import * as wizardRoute from "~/routes/new-simulation";
import * as testUiRoute from "~/routes/test-ui";
import { createAccount } from "~/services/password-accounts.server";
import { startUserSession } from "~/utils/auth.server";
import { callRoute, createLoadContext, createTestServices, formRequest } from "./context";
import { createTestDatabase, dialects, type TestDatabase } from "./database";

const BASE = "http://localhost:3000";
const CONCEPT =
  "For busy parents struggling with planning healthy dinners, we offer a weekly meal plan app for $12/month.";

describe.each(dialects)("pulse and wizard on %s", (dialect) => {
  let database: TestDatabase;
  let services: AppServices;
  let cookie: string;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
    const account = await createAccount(
      database.db,
      { email: "pulse@example.com", name: null, password: "abcdefg1" },
      new Date(),
    );
    cookie = (await startUserSession(createLoadContext(services), new Request(BASE), account.id)).split(
      ";",
    )[0]!;
  });
  afterAll(() => database.destroy());

  const pulse = (fields: Record<string, string>) =>
    callRoute(pulseRoute.action, formRequest(`${BASE}/pulse`, fields), services);
  const errorsOf = (body: unknown) => (body as { result: { error: Record<string, string[]> } }).result.error;

  it("answers each rule with its message", async () => {
    const short = await pulse({ concept: "For x struggling with y, we offer z", audience: "smb" });
    expect(short.status).toBe(400);
    expect(errorsOf(short.body).concept).toEqual(["Concept must be at least 50 characters"]);
    const long = await pulse({
      concept: `For x struggling with y, we offer ${"z".repeat(600)}`,
      audience: "smb",
    });
    expect(errorsOf(long.body).concept).toEqual(["Concept must be less than 600 characters"]);
    const untemplated = await pulse({
      concept: "A meal plan app that helps busy parents plan their dinners.",
      audience: "smb",
    });
    expect(errorsOf(untemplated.body).concept).toEqual(["Please follow the template format"]);
    const noAudience = await pulse({ concept: CONCEPT });
    expect(errorsOf(noAudience.body).audience).toEqual(["Please select a test audience"]);
  });

  it("runs 100 personas on the engine, stores a public run and shows its result", async () => {
    const answer = await pulse({ concept: CONCEPT, audience: "urban" });
    expect(answer.status).toBe(302);
    const location = answer.headers.get("Location")!;
    const id = new URL(location, BASE).searchParams.get("run")!;
    const row = await database.db
      .selectFrom("simulations")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "completed", is_public: 1, persona_count: 100, guest_id: null });
    const page = await callRoute(pulseRoute.loader, new Request(`${BASE}${location}`), services);
    const { pulse: result } = (page.body as { run: { pulse: { pulse_pct: number; verdict: string } } }).run;
    expect(["Proceed", "Guarded", "No-Go"]).toContain(result.verdict);
    // The same concept for the same audience gives the same answer.
    const second = await pulse({ concept: CONCEPT, audience: "urban" });
    const again = await callRoute(
      pulseRoute.loader,
      new Request(`${BASE}${second.headers.get("Location")}`),
      services,
    );
    expect((again.body as { run: { pulse: unknown } }).run.pulse).toEqual(result);
  });

  it("walks the wizard's steps on the server, with Back, and runs a panel for a signed-in user", async () => {
    const step = (n: number, fields: Record<string, string>, headers: Record<string, string> = {}) =>
      callRoute(
        wizardRoute.action,
        formRequest(`${BASE}/new-simulation?step=${n}`, fields, headers),
        services,
      );
    type State = {
      step: number;
      errors: Record<string, string[]>;
      sizeNote: string | null;
      signUpRequired: boolean;
      report: { panel_size: number } | null;
    };
    const empty = await step(1, { content: "" });
    expect(empty.status).toBe(400);
    expect((empty.body as State).step).toBe(1);
    expect((await step(1, { content: CONCEPT })).body).toMatchObject({ step: 2 });
    const missing = await step(2, { content: CONCEPT, roles: "", painPoints: "Churn" });
    expect(missing.body).toMatchObject({ step: 2, errors: { roles: ["Add at least one job role"] } });
    expect((await step(2, { content: CONCEPT, intent: "back" })).body).toMatchObject({ step: 1 });
    const fields = { content: CONCEPT, roles: "Product manager", painPoints: "Slow research", size: "9999" };
    const configured = (await step(2, fields)).body as State;
    expect(configured.step).toBe(3);
    const invalid = (await step(3, { ...fields, intent: "update" })).body as State & {
      values: { size: string };
    };
    expect(invalid.values.size).toBe("100");
    expect(invalid.sizeNote).toContain("using 100");
    const guest = await step(3, { ...fields, size: "50", intent: "submit" });
    expect(guest.status).toBe(401);
    expect((guest.body as State).signUpRequired).toBe(true);
    const ran = (await step(3, { ...fields, size: "50", intent: "submit" }, { Cookie: cookie }))
      .body as State;
    expect(ran.report?.panel_size).toBe(50);
  });

  it("shows the component gallery outside production, with a persona from the engine", async () => {
    const answer = await callRoute(testUiRoute.loader, new Request(`${BASE}/test-ui`), services);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ modalOpen: false, persona: { simulationId: "test-ui" } });
  });
});
