import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "~/context.server";
import * as wizardRoute from "~/routes/new-simulation";
import * as simulationPage from "~/routes/app.simulation.$id";
import { createAccount } from "~/services/password-accounts.server";
import { getBalance, grantPurchase, listLedger } from "~/services/credits.server";
import { listCompletedSimulations } from "~/services/simulations.server";
import { wizardRunId } from "~/services/verdicts.server";
import { startUserSession } from "~/utils/auth.server";
import { callRoute, createLoadContext, createTestServices, formRequest } from "./context";
import { createTestDatabase, dialects, type TestDatabase } from "./database";

const BASE = "http://localhost:3000";
const now = new Date("2026-11-01T10:00:00.000Z");
const FIELDS = {
  content: "A meal planning app for busy parents that builds a weekly shopping list, $9/month.",
  roles: "Parent\nNurse",
  painPoints: "No time to cook",
};

interface State {
  step: number;
  values: { size: string; run_key: string };
  signUpRequired: boolean;
  personasLeft: number | null;
  report: { panel_size: number; calibration_info: { correlation_score: number } } | null;
  run: { simulationId: string; personasUsed: number; replayed: boolean } | null;
  insufficient: { required: number; available: number; days_until_refill: number } | null;
}

describe.each(dialects)("the wizard's runs on %s", (dialect) => {
  let database: TestDatabase;
  let services: AppServices;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = { ...createTestServices(database), now: () => now };
  });
  afterAll(() => database.destroy());

  async function newUser() {
    const user = await createAccount(
      database.db,
      { email: `${crypto.randomUUID()}@example.com`, name: null, password: "abcdefg1" },
      now,
    );
    const setCookie = await startUserSession(createLoadContext(services), new Request(BASE), user.id);
    return { id: user.id, cookie: setCookie.split(";")[0]! };
  }

  const step = (n: number, fields: Record<string, string>, cookie?: string) =>
    callRoute(
      wizardRoute.action,
      formRequest(`${BASE}/new-simulation?step=${n}`, fields, cookie ? { Cookie: cookie } : {}),
      services,
    );

  /** Steps 1 and 2, as the browser sends them; returns the configure step's state. */
  async function configure(cookie?: string): Promise<State> {
    const second = (await step(1, { content: FIELDS.content, size: "100", run_key: "" }, cookie))
      .body as State;
    expect(second.step).toBe(2);
    const third = await step(2, { ...FIELDS, size: "100", run_key: second.values.run_key }, cookie);
    expect(third.status).toBe(200);
    return third.body as State;
  }

  const debits = async (userId: string) =>
    (await listLedger(database.db, userId)).filter((entry) => entry.kind === "simulation");

  it("shows a signed-in user's personas on the configure step, with a run key", async () => {
    const user = await newUser();
    const configured = await configure(user.cookie);
    expect(configured).toMatchObject({ step: 3, personasLeft: 200 });
    expect(configured.values.run_key).toMatch(/^[0-9a-f-]{36}$/);
    // Updating the estimate keeps the key: no run has used it yet.
    const updated = (
      await step(
        3,
        { ...FIELDS, size: "40", run_key: configured.values.run_key, intent: "update" },
        user.cookie,
      )
    ).body as State;
    expect(updated.values).toMatchObject({ size: "40", run_key: configured.values.run_key });
    expect(updated.personasLeft).toBe(200);
  });

  it("debits the panel size once, however often the same run is submitted", async () => {
    const user = await newUser();
    const { values } = await configure(user.cookie);
    const submit = () =>
      step(3, { ...FIELDS, size: "40", run_key: values.run_key, intent: "submit" }, user.cookie);

    // Twice at once (a double click), then once more later (a resent form).
    const [first, second] = await Promise.all([submit(), submit()]);
    const third = await submit();
    for (const answer of [first, second, third]) expect(answer.status).toBe(200);
    const states = [first, second, third].map((answer) => answer.body as State);
    const id = wizardRunId(user.id, values.run_key);
    for (const state of states) {
      expect(state.run).toMatchObject({ simulationId: id, personasUsed: 40 });
      expect(state.report?.panel_size).toBe(40);
      expect(state.report?.calibration_info.correlation_score).toBeGreaterThan(0);
      expect(state.personasLeft).toBe(160);
      // A fresh key for the next run.
      expect(state.values.run_key).not.toBe(values.run_key);
    }
    expect(states.filter((state) => !state.run!.replayed)).toHaveLength(1);
    expect(states[0]!.report).toEqual(states[2]!.report);

    expect((await debits(user.id)).map((entry) => [entry.delta, entry.simulation_id])).toEqual([[-40, id]]);
    expect((await getBalance(database.db, user.id, now)).total_remaining).toBe(160);

    // The run is in the user's history and opens as a report.
    const history = await listCompletedSimulations(database.db, user.id, { limit: 10, offset: 0 });
    expect(history.map((run) => [run.id, run.persona_count])).toEqual([[id, 40]]);
    const page = await callRoute(
      simulationPage.loader,
      new Request(`${BASE}/app/simulation/${id}`, { headers: { Cookie: user.cookie } }),
      services,
      { id },
    );
    expect(page.status).toBe(200);
    expect((page.body as { report: { persona_total: number } }).report.persona_total).toBe(40);

    // The next run, with the new key, is a run of its own.
    const next = await step(
      3,
      { ...FIELDS, size: "25", run_key: states[2]!.values.run_key, intent: "submit" },
      user.cookie,
    );
    expect(next.body).toMatchObject({ run: { personasUsed: 25, replayed: false }, personasLeft: 135 });
    expect(await debits(user.id)).toHaveLength(2);

    // A used key sent again with other answers runs nothing and shows no report.
    const tampered = await step(
      3,
      {
        ...FIELDS,
        content: `${FIELDS.content} Now with a mobile app.`,
        run_key: values.run_key,
        intent: "submit",
      },
      user.cookie,
    );
    expect(tampered.status).toBe(409);
    expect(tampered.body).toMatchObject({
      report: null,
      formError: expect.stringMatching(/already been used/),
    });
    expect(await debits(user.id)).toHaveLength(2);
  });

  it("refuses a run beyond the balance with a 402 and debits nothing", async () => {
    const user = await newUser();
    const { values } = await configure(user.cookie);
    const refused = await step(
      3,
      { ...FIELDS, size: "250", run_key: values.run_key, intent: "submit" },
      user.cookie,
    );
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({
      step: 3,
      report: null,
      run: null,
      personasLeft: 200,
      insufficient: { sufficient: false, required: 250, available: 200, days_until_refill: 30 },
      // The same key: nothing was run with it.
      values: { size: "250", run_key: values.run_key },
    });
    expect(await debits(user.id)).toEqual([]);
    expect(await listCompletedSimulations(database.db, user.id, { limit: 10, offset: 0 })).toEqual([]);

    // With more personas bought, the same form runs (spending free personas first).
    await grantPurchase(
      database.db,
      { userId: user.id, paymentId: `pay-${user.id}`, personas: 1000, note: "test" },
      now,
    );
    const ran = await step(
      3,
      { ...FIELDS, size: "250", run_key: values.run_key, intent: "submit" },
      user.cookie,
    );
    expect(ran.status).toBe(200);
    expect(ran.body).toMatchObject({ run: { personasUsed: 250 }, personasLeft: 950, insufficient: null });
    expect((await debits(user.id)).map((entry) => [entry.bucket, entry.delta]).sort()).toEqual([
      ["free", -200],
      ["paid", -50],
    ]);
  });

  it("still asks a guest to sign up, and stores and debits nothing", async () => {
    const configured = await configure();
    expect(configured.personasLeft).toBeNull();
    const answer = await step(3, {
      ...FIELDS,
      size: "40",
      run_key: configured.values.run_key,
      intent: "submit",
    });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ signUpRequired: true, report: null, run: null });
    const stored = await database.db
      .selectFrom("simulations")
      .select("id")
      .where("cohort_id", "=", "wizard")
      .where("user_id", "is", null)
      .execute();
    expect(stored).toEqual([]);
  });
});
