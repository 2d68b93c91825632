import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "~/context.server";
import type { AppReport, Persona } from "~/engine";
import * as customRoute from "~/api/endpoints/api.cohorts.custom";
import * as generateRoute from "~/api/endpoints/api.cohorts.generate-adaptive";
import * as limitsRoute from "~/api/endpoints/api.cohorts.generation-limits";
import * as appPage from "~/routes/app._index";
import * as progressPage from "~/routes/app.cohorts.$id";
import * as newCohortPage from "~/routes/app.cohorts.new";
import * as startRoute from "~/api/endpoints/orchestrator.start";
import { createAccount } from "~/services/password-accounts.server";
import { createApiToken } from "~/services/api-tokens.server";
import {
  COHORT_LIMIT_MESSAGE,
  CohortGenerationInProgressError,
  CohortInputError,
  CohortLimitReachedError,
  cohortModelFor,
  generateCohort,
  getOwnedCohort,
  startCohortGeneration,
} from "~/services/cohorts.server";
import type { LlmReactor } from "~/services/llm-reactions.server";
import { createLocalRunEvents } from "~/services/run-events.server";
import { createRunWorker } from "~/services/run-worker.server";
import { createEngineRunner } from "~/services/simulation-runner.server";
import {
  getSimulation,
  GuestCustomCohortError,
  startSimulation,
  UnknownCohortError,
} from "~/services/simulations.server";
import { startUserSession } from "~/utils/auth.server";
import { CohortDescriptionSchema, CohortNameSchema } from "~/forms/fields.server";
import {
  COHORT_DESCRIPTION_HINT,
  COHORT_DESCRIPTION_MAX,
  COHORT_DESCRIPTION_MIN,
  COHORT_NAME_MAX,
} from "~/utils/validation";
import { createLoadContext, createTestServices, formRequest, callRoute } from "./context";
import { createTestDatabase, dialects, type TestDatabase } from "./database";

const BASE = "http://localhost:3000";
const NURSES = { name: "Night nurses", description: "nurses in rural Canada working night shifts" };
const GAMERS = { name: "Berlin gamers", description: "Gen Z gamers in Berlin" };
const IDEA = "A sleep tracker for shift workers that plans naps around rotating shifts, $6/month";

interface TestUser {
  id: string;
  cookie: string;
  token: string;
}

function mean(values: number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** Who a persona is, whatever their id in a run. */
function identity(persona: Pick<Persona, "role" | "company" | "demographics" | "budget">): string {
  return JSON.stringify([persona.role, persona.company, persona.demographics, persona.budget]);
}

describe.each(dialects)("custom cohorts on %s", (dialect) => {
  let database: TestDatabase;
  let services: AppServices;
  let alice: TestUser;
  let bob: TestUser;
  let nurses: string;
  let gamers: string;

  const call = (handler: (args: never) => unknown, request: Request, params: Record<string, string> = {}) =>
    callRoute(handler, request, services, params);

  function json(path: string, token: string | null, body?: unknown) {
    const headers: Record<string, string> = { "Content-Type": "application/json" };
    if (token) headers.Authorization = `Bearer ${token}`;
    return new Request(`${BASE}${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  const page = (path: string, cookie: string | null) =>
    new Request(`${BASE}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
  const post = (path: string, cookie: string | null, fields: Record<string, string>) =>
    formRequest(`${BASE}${path}`, fields, cookie ? { Cookie: cookie } : {});

  async function createUser(label: string): Promise<TestUser> {
    const user = await createAccount(
      database.db,
      { email: `${label}@example.com`, name: label, password: "abcdefg1" },
      new Date(),
    );
    const setCookie = await startUserSession(createLoadContext(services), new Request(BASE), user.id);
    const { token } = await createApiToken(database.db, { userId: user.id, name: "test" }, new Date());
    return { id: user.id, cookie: setCookie.split(";")[0]!, token };
  }

  /** A cohort made through the service, ready to use. */
  async function readyCohort(userId: string, input: { name: string; description: string }) {
    const cohort = await startCohortGeneration(database.db, { userId, ...input }, new Date());
    expect(await generateCohort(database.db, cohort.id, () => new Date())).toBe("ready");
    return cohort.id;
  }

  async function storedPersonas(cohortId: string): Promise<Persona[]> {
    return (await cohortModelFor(database.db, cohortId))!.personas;
  }

  const generate = (token: string, body: unknown) =>
    call(generateRoute.action, json("/api/cohorts/generate-adaptive", token, body));
  const limitsOf = async (token: string) =>
    (await call(limitsRoute.loader, json("/api/cohorts/generation-limits", token))).body;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
    alice = await createUser("alice");
    bob = await createUser("bob");
    nurses = await readyCohort(alice.id, NURSES);
    gamers = await readyCohort(alice.id, GAMERS);
  });
  afterAll(() => database.destroy());

  it("derives really different people from different descriptions", async () => {
    const night = await storedPersonas(nurses);
    const berlin = await storedPersonas(gamers);
    expect(night).toHaveLength(100);
    expect(berlin).toHaveLength(100);

    // Where they live.
    expect(night.every((persona) => persona.demographics.location.endsWith(", Canada"))).toBe(true);
    expect(berlin.every((persona) => persona.demographics.location.endsWith("Berlin, Germany"))).toBe(true);

    // How old they are: Gen Z, against working-age nurses.
    const berlinAges = berlin.map((persona) => persona.demographics.age);
    expect(Math.min(...berlinAges)).toBeGreaterThanOrEqual(16);
    expect(Math.max(...berlinAges)).toBeLessThanOrEqual(28);
    expect(mean(night.map((persona) => persona.demographics.age))).toBeGreaterThan(mean(berlinAges) + 10);

    // What they do.
    const nursing = (persona: Persona) => /Nurse/.test(persona.role);
    expect(night.filter(nursing).length).toBeGreaterThanOrEqual(90);
    expect(berlin.filter(nursing)).toHaveLength(0);

    // What they struggle with.
    const share = (people: Persona[], pains: string[]) =>
      people.filter((persona) => persona.pain_points.some((pain) => pains.includes(pain))).length;
    const nightPains = [
      "Burnout",
      "Short-staffed wards",
      "Fatigue from night shifts",
      "Charting and paperwork after shifts",
      "Limited local services",
      "Long drives between towns",
    ];
    const gamerPains = ["Lag and expensive gaming gear", "Finding good games to play with friends"];
    // Personas are seeded by the cohort's random id, so the bounds sit well below what 400 ids
    // drew (nurses: median 74, lowest 62; gamers: median 43, lowest 29, and one CI run 26).
    expect(share(night, nightPains)).toBeGreaterThanOrEqual(50);
    expect(share(berlin, gamerPains)).toBeGreaterThanOrEqual(20);
    expect(share(night, gamerPains)).toBe(0);
    expect(
      share(berlin, ["Short-staffed wards", "Fatigue from night shifts", "Long drives between towns"]),
    ).toBe(0);
  });

  it("lists ready cohorts in the API's shape, and reports the limits as remaining/limit", async () => {
    const list = await call(customRoute.loader, json("/api/cohorts/custom", alice.token));
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      {
        id: nurses,
        name: "Night nurses",
        description: NURSES.description,
        icon: "users",
        is_preset: false,
        size: 100,
        persona_count: 100,
        created_at: expect.any(String),
        usage_count: 0,
      },
      expect.objectContaining({ id: gamers, name: "Berlin gamers", persona_count: 100 }),
    ]);
    expect(await limitsOf(alice.token)).toEqual({ cohorts_remaining: 1, cohort_limit: 3 });
    expect(await limitsOf(bob.token)).toEqual({ cohorts_remaining: 3, cohort_limit: 3 });
    expect((await call(customRoute.loader, json("/api/cohorts/custom", bob.token))).body).toEqual([]);
    expect((await call(customRoute.loader, json("/api/cohorts/custom", null))).status).toBe(401);
    expect((await call(limitsRoute.loader, json("/api/cohorts/generation-limits", null))).status).toBe(401);
  });

  it("creates cohorts through the API up to the limit of 3, then answers 429", async () => {
    const carol = await createUser("carol");
    for (const [index, name] of ["Nurses", "Gamers", "Teachers"].entries()) {
      const created = await generate(carol.token, {
        cohort_name: name,
        description: `${name} who live in small towns and want to save time`,
        size: 100,
      });
      expect(created.status).toBe(200);
      expect(created.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name,
        description: `${name} who live in small towns and want to save time`,
        size: 100,
      });
      expect(await limitsOf(carol.token)).toEqual({ cohorts_remaining: 2 - index, cohort_limit: 3 });
    }
    const refused = await generate(carol.token, {
      cohort_name: "One more",
      description: "Retirees in Florida who travel often",
      size: 100,
    });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ detail: { error: COHORT_LIMIT_MESSAGE } });
    expect(COHORT_LIMIT_MESSAGE).toBe(
      "Cohort generation limit reached. Please upgrade to create more cohorts.",
    );

    // The dialog says the same, as the form's error.
    const dialog = await call(
      newCohortPage.action,
      post("/app/cohorts/new", carol.cookie, { cohortName: "One more", description: "Retirees in Florida" }),
    );
    expect(dialog.status).toBe(429);
    expect(dialog.body).toMatchObject({
      result: { error: { "": [COHORT_LIMIT_MESSAGE] } },
      limitReached: true,
    });
    await expect(
      startCohortGeneration(
        database.db,
        { userId: carol.id, name: "Direct", description: "Anyone at all, really" },
        new Date(),
      ),
    ).rejects.toBeInstanceOf(CohortLimitReachedError);
  });

  it.each([
    [{ cohortName: "", description: "Nurses in rural Canada" }, "cohortName", "Cohort name is required"],
    [
      { cohortName: "x".repeat(21), description: "Nurses in rural Canada" },
      "cohortName",
      "Cohort name must be at most 20 characters",
    ],
    [
      { cohortName: "Nurses", description: "  nurses  " },
      "description",
      "Description must be at least 10 characters",
    ],
    [
      { cohortName: "Nurses", description: "n".repeat(501) },
      "description",
      "Description must be at most 500 characters",
    ],
  ])("refuses %o in the dialog with a message", async (fields, field, message) => {
    const answer = await call(newCohortPage.action, post("/app/cohorts/new", bob.cookie, fields));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ result: { error: { [field]: [message] } } });
  });

  it.each([
    [{ description: "Nurses in rural Canada" }, "cohort_name", "Cohort name is required"],
    [
      { cohort_name: "A name that is far too long", description: "Nurses in rural Canada" },
      "cohort_name",
      "Cohort name must be at most 20 characters",
    ],
    [
      { cohort_name: "Nurses", description: "short" },
      "description",
      "Description must be at least 10 characters",
    ],
    [{ cohort_name: "Nurses", description: "Nurses in rural Canada", size: 50 }, "size", "size must be 100"],
  ])("refuses %o through the API with a 422", async (body, field, message) => {
    const answer = await generate(bob.token, body);
    expect(answer.status).toBe(422);
    expect((answer.body as { detail: unknown[] }).detail).toEqual([
      expect.objectContaining({ loc: ["body", field], msg: message }),
    ]);
  });

  it("applies one set of rules in the dialog, the API and the service", async () => {
    expect(COHORT_DESCRIPTION_HINT).toBe("Please provide at least 10 characters for better results");
    const description = "n".repeat(COHORT_DESCRIPTION_MAX + 1);
    const message = "Description must be at most 500 characters";
    const dialog = await call(
      newCohortPage.action,
      post("/app/cohorts/new", bob.cookie, { cohortName: "Nurses", description }),
    );
    expect(dialog.body).toMatchObject({ result: { error: { description: [message] } } });
    const api = await generate(bob.token, { cohort_name: "Nurses", description });
    expect((api.body as { detail: unknown[] }).detail).toEqual([
      expect.objectContaining({ loc: ["body", "description"], msg: message }),
    ]);
    await expect(
      startCohortGeneration(database.db, { userId: bob.id, name: "Nurses", description }, new Date()),
    ).rejects.toThrow(new CohortInputError(message));
    expect(CohortNameSchema.safeParse("x".repeat(COHORT_NAME_MAX)).success).toBe(true);
    expect(CohortDescriptionSchema.safeParse(" ".repeat(5) + "a".repeat(9)).success).toBe(false);
  });

  it("allows no second generation while one runs, and gives up on one a crash cut off", async () => {
    const dave = await createUser("dave");
    const started = new Date();
    const running = await startCohortGeneration(database.db, { userId: dave.id, ...NURSES }, started);
    await expect(
      startCohortGeneration(database.db, { userId: dave.id, ...GAMERS }, started),
    ).rejects.toBeInstanceOf(CohortGenerationInProgressError);

    const dialog = await call(
      newCohortPage.action,
      post("/app/cohorts/new", dave.cookie, { cohortName: GAMERS.name, description: GAMERS.description }),
    );
    expect(dialog.status).toBe(409);
    expect(dialog.body).toMatchObject({
      result: { error: { "": ["A cohort is already being generated. Please wait until it is ready."] } },
    });
    const api = await generate(dave.token, { cohort_name: GAMERS.name, description: GAMERS.description });
    expect(api.status).toBe(409);
    expect(api.body).toEqual({
      detail: "A cohort is already being generated. Please wait until it is ready.",
    });

    // Two minutes on, nothing is still working on it: it failed and no longer blocks.
    const later = new Date(started.getTime() + 2 * 60_000);
    const next = await startCohortGeneration(database.db, { userId: dave.id, ...GAMERS }, later);
    expect((await getOwnedCohort(database.db, running.id, dave.id))?.status).toBe("failed");
    expect(next.status).toBe("generating");
  });

  it("shows the real stage on the progress page, then sends the browser back with the cohort chosen", async () => {
    const erin = await createUser("erin");
    const cohort = await startCohortGeneration(database.db, { userId: erin.id, ...NURSES }, new Date());
    const progress = () =>
      call(progressPage.loader, page(`/app/cohorts/${cohort.id}`, erin.cookie), { id: cohort.id });

    expect((await progress()).body).toMatchObject({ stage: "analyzing", autoRefresh: 1 });
    await database.db.updateTable("cohorts").set({ model: "{}" }).where("id", "=", cohort.id).execute();
    expect((await progress()).body).toMatchObject({ stage: "generating", autoRefresh: 1 });
    await database.db.updateTable("cohorts").set({ model: null }).where("id", "=", cohort.id).execute();
    expect(await generateCohort(database.db, cohort.id, () => new Date())).toBe("ready");
    expect((await progress()).body).toEqual({
      cohort: { id: cohort.id, name: "Night nurses", size: 100 },
      stage: "complete",
      doneTo: `/app?audience=${cohort.id}&cohortCreated=${cohort.id}`,
      autoRefresh: null,
    });

    const app = await call(
      appPage.loader,
      page(`/app?audience=${cohort.id}&cohortCreated=${cohort.id}`, erin.cookie),
    );
    expect(app.body).toMatchObject({
      createdCohort: { name: "Night nurses", size: 100 },
      cohortLimits: { remaining: 2, limit: 3 },
      defaults: { audience: cohort.id },
    });
    const audiences = (app.body as { audiences: Array<{ id: string; name: string }> }).audiences;
    expect(audiences.map((audience) => audience.name)).toEqual([
      "General Audience",
      "Tech Early Adopters",
      "Enterprise Buyers",
      "Small Business Owners",
      "Consumer Market",
      "Night nurses",
    ]);
    expect(audiences.at(-1)).toMatchObject({ id: cohort.id, description: NURSES.description });
  });

  it("creates a cohort through the dialog: generated in the background, followed on the progress page", async () => {
    const fay = await createUser("fay");
    const form = await call(newCohortPage.loader, page("/app/cohorts/new", fay.cookie));
    expect(form.body).toEqual({
      guest: false,
      limits: { cohorts_remaining: 3, cohort_limit: 3 },
      // The browser's own limits, from the server: typing stops at the name's limit.
      constraint: {
        cohortName: { required: true, maxLength: COHORT_NAME_MAX },
        description: { required: true, minLength: COHORT_DESCRIPTION_MIN, maxLength: COHORT_DESCRIPTION_MAX },
      },
    });

    const answer = await call(
      newCohortPage.action,
      post("/app/cohorts/new", fay.cookie, {
        cohortName: "  Berlin gamers ",
        description: GAMERS.description,
      }),
    );
    expect(answer.status).toBe(302);
    const location = answer.headers.get("Location")!;
    const id = /^\/app\/cohorts\/([0-9a-f-]{36})$/.exec(location)?.[1];
    expect(id).toBeDefined();
    await expect
      .poll(
        async () =>
          (
            (await call(progressPage.loader, page(location, fay.cookie), { id: id! })).body as {
              stage: string;
            }
          ).stage,
      )
      .toBe("complete");
    expect(await getOwnedCohort(database.db, id!, fay.id)).toMatchObject({
      name: "Berlin gamers",
      status: "ready",
      size: 100,
    });
    expect(await storedPersonas(id!)).toHaveLength(100);
  });

  it("runs on a custom cohort with its stored personas and counts the use", async () => {
    const stored = new Set((await storedPersonas(nurses)).map(identity));
    const started = await call(
      startRoute.action,
      json("/orchestrator/start", alice.token, {
        goal: IDEA,
        audience: "Night nurses",
        cohort_name: "Night nurses",
        cohort_id: nurses,
        is_custom_cohort: true,
        cohort_size: 100,
        persona_count: 25,
      }),
    );
    expect(started.status).toBe(200);
    const { simulation_id } = started.body as { simulation_id: string };
    expect(await getSimulation(database.db, simulation_id)).toMatchObject({
      cohort_id: nurses,
      cohort_name: "Night nurses",
      is_custom_cohort: 1,
    });

    // The run page's form, by the cohort's id in the Audience select.
    const viaForm = await call(
      appPage.action,
      post("/app?index", alice.cookie, { idea: IDEA, audience: nurses, size: "50" }),
    );
    expect(viaForm.status).toBe(302);
    const formRunId = /\/app\/simulation\/([0-9a-f-]{36})$/.exec(viaForm.headers.get("Location")!)?.[1];

    const worker = createRunWorker({
      db: database.db,
      events: createLocalRunEvents(),
      runner: createEngineRunner({ db: database.db }),
    });
    await worker.runNext();
    await worker.runNext();
    for (const [id, size] of [
      [simulation_id, 25],
      [formRunId!, 50],
    ] as const) {
      const run = await getSimulation(database.db, id);
      expect(run?.status).toBe("completed");
      const report = JSON.parse(run!.report!) as AppReport;
      expect(report.personas).toHaveLength(size);
      for (const persona of report.personas) {
        expect(stored.has(identity(persona)), persona.role).toBe(true);
      }
      expect(report.personas.every((persona) => persona.demographics.location.endsWith(", Canada"))).toBe(
        true,
      );
      expect(new Set(report.personas.map((persona) => persona.persona_id)).size).toBe(size);
    }

    const list = (await call(customRoute.loader, json("/api/cohorts/custom", alice.token))).body;
    expect(list).toEqual(expect.arrayContaining([expect.objectContaining({ id: nurses, usage_count: 2 })]));
  });

  it("gives the same answers for the same seed on a custom cohort", async () => {
    const runs = [];
    for (let attempt = 0; attempt < 2; attempt++) {
      const run = await startSimulation(
        database.db,
        {
          owner: { kind: "user", userId: alice.id },
          goal: IDEA,
          cohortId: gamers,
          personaCount: 25,
          seed: "same",
        },
        new Date(),
      );
      await createRunWorker({
        db: database.db,
        events: createLocalRunEvents(),
        runner: createEngineRunner({ db: database.db }),
      }).runNext();
      const report = JSON.parse((await getSimulation(database.db, run.id))!.report!) as AppReport;
      runs.push(report.personas.map((persona) => [persona.persona_id, persona.name, persona.response]));
    }
    expect(runs[1]).toEqual(runs[0]);
  });

  it("lets an LLM answer for a custom cohort's stored personas", async () => {
    const stored = new Set((await storedPersonas(gamers)).map(identity));
    const asked: string[] = [];
    const reactor: LlmReactor = async (persona, _idea, engineResponse) => {
      asked.push(identity(persona));
      return {
        response: { ...engineResponse, overall_reaction: `As a ${persona.role}: maybe.` },
        source: "llm",
      };
    };
    const run = await startSimulation(
      database.db,
      { owner: { kind: "user", userId: alice.id }, goal: IDEA, cohortId: gamers, personaCount: 25 },
      new Date(),
    );
    await createRunWorker({
      db: database.db,
      events: createLocalRunEvents(),
      runner: createEngineRunner({ reactor, db: database.db }),
    }).runNext();
    const report = JSON.parse((await getSimulation(database.db, run.id))!.report!) as AppReport;
    expect(asked).toHaveLength(25);
    expect(asked.every((who) => stored.has(who))).toBe(true);
    expect(report.personas.every((persona) => persona.response.overall_reaction.startsWith("As a "))).toBe(
      true,
    );
  });

  it("hides another user's cohort: a 404 everywhere, and no runs on it", async () => {
    const progress = await call(progressPage.loader, page(`/app/cohorts/${nurses}`, bob.cookie), {
      id: nurses,
    });
    expect(progress.status).toBe(404);
    expect(progress.body).toBe("Cohort not found");
    const missing = await call(progressPage.loader, page("/app/cohorts/no-such-cohort", bob.cookie), {
      id: "no-such-cohort",
    });
    expect(missing.status).toBe(404);

    const start = (cohortId: string) =>
      call(
        startRoute.action,
        json("/orchestrator/start", bob.token, {
          goal: IDEA,
          cohort_id: cohortId,
          is_custom_cohort: true,
          persona_count: 25,
        }),
      );
    const foreign = await start(nurses);
    const unknown = await start(crypto.randomUUID());
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ detail: "Cohort not found" });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(foreign.body);

    const viaForm = await call(
      appPage.action,
      post("/app?index", bob.cookie, { idea: IDEA, audience: nurses, size: "25" }),
    );
    expect(viaForm.status).toBe(400);
    expect(viaForm.body).toMatchObject({
      result: { error: { audience: ["Choose an audience from the list"] } },
    });
    await expect(
      startSimulation(
        database.db,
        { owner: { kind: "user", userId: bob.id }, goal: IDEA, cohortId: nurses, personaCount: 25 },
        new Date(),
      ),
    ).rejects.toBeInstanceOf(UnknownCohortError);

    const app = await call(
      appPage.loader,
      page(`/app?audience=${nurses}&cohortCreated=${nurses}`, bob.cookie),
    );
    expect(app.body).toMatchObject({ createdCohort: null });
    expect(JSON.stringify(app.body)).not.toContain("Night nurses");
  });

  it("keeps guests to presets: a sign-in dialog instead of the form, and no runs on custom cohorts", async () => {
    expect((await call(newCohortPage.loader, page("/app/cohorts/new", null))).body).toEqual({
      guest: true,
      limits: null,
      constraint: null,
    });
    const refused = await call(
      newCohortPage.action,
      post("/app/cohorts/new", null, { cohortName: "Nurses", description: NURSES.description }),
    );
    expect(refused.status).toBe(401);
    const progress = await call(progressPage.loader, page(`/app/cohorts/${nurses}`, null), { id: nurses });
    expect(progress.status).toBe(302);
    expect(progress.headers.get("Location")).toBe("/auth/sign-in");
    expect((await generate("", { cohort_name: "Nurses", description: NURSES.description })).status).toBe(401);

    await expect(
      startSimulation(
        database.db,
        { owner: { kind: "guest", guestId: "guest-1" }, goal: IDEA, cohortId: nurses, personaCount: 25 },
        new Date(),
      ),
    ).rejects.toBeInstanceOf(GuestCustomCohortError);

    const guestCookie = await services.sessions.guestCookie.serialize("guest-2");
    const answer = await call(
      startRoute.action,
      new Request(`${BASE}/orchestrator/start`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Cookie: guestCookie.split(";")[0]! },
        body: JSON.stringify({ goal: IDEA, cohort_id: nurses, is_custom_cohort: true, persona_count: 25 }),
      }),
    );
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ detail: "Sign in to use custom cohorts" });
  });
});
