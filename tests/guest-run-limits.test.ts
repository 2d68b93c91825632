import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "~/context.server";
import * as appPage from "~/routes/app._index";
import * as apiStartRoute from "~/api/endpoints/orchestrator.start";
import * as chatStartRoute from "~/api/endpoints/start";
import { configureRun } from "~/services/conversations.server";
import { createLoadContext, createTestServices, formRequest, type RouteAnswer } from "./context";
import { createTestDatabase, dialects, type TestDatabase } from "./database";

const BASE = "http://localhost:3000";
const IDEA = "A shared calendar for families with teenagers, $3/month";

/**
 * The guest free-run limits (one app run per guest, GUEST_RUNS_PER_IP per
 * address a day) when many starts arrive at once: every request is sent
 * before any has been answered, so a check made apart from its insert lets
 * them all through.
 */
describe.each(dialects)("guest free runs started at the same time on %s", (dialect) => {
  let database: TestDatabase;
  let services: AppServices;
  let addresses = 0;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
  });
  afterAll(() => database.destroy());

  /** A new address for each test, so no test uses up another's limit. */
  const nextAddress = () => `198.51.100.${++addresses}`;

  async function guestCookie(guestId = crypto.randomUUID()) {
    return (await services.sessions.guestCookie.serialize(guestId)).split(";")[0]!;
  }

  async function call(
    handler: (args: never) => unknown,
    request: Request,
    clientIp: string,
  ): Promise<RouteAnswer> {
    let result: unknown;
    try {
      result = await handler({
        request,
        params: {},
        context: createLoadContext(services, { clientIp }),
      } as never);
    } catch (thrown) {
      if (!(thrown instanceof Response)) throw thrown;
      result = thrown;
    }
    if (result instanceof Response) {
      const text = await result.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // a redirect or plain text
      }
      return { status: result.status, headers: result.headers, body };
    }
    const { data, init } = result as { data: unknown; init: ResponseInit | null };
    return { status: init?.status ?? 200, headers: new Headers(init?.headers), body: data };
  }

  function startThroughApi(cookie: string, clientIp: string) {
    return call(
      apiStartRoute.action,
      new Request(`${BASE}/orchestrator/start`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Cookie: cookie },
        body: JSON.stringify({ goal: IDEA, audience: "consumer", persona_count: 25 }),
      }),
      clientIp,
    );
  }

  function startThroughForm(cookie: string | null, clientIp: string) {
    return call(
      appPage.action,
      formRequest(
        `${BASE}/app?index`,
        { idea: IDEA, audience: "consumer", size: "25" },
        cookie ? { Cookie: cookie } : {},
      ),
      clientIp,
    );
  }

  async function startThroughChat(cookie: string, guestId: string, clientIp: string) {
    const conversation = await configureRun(
      database.db,
      {
        owner: { kind: "guest", guestId },
        sessionId: null,
        config: {
          goal: IDEA,
          audience: "consumer",
          audience_name: "Consumer Market",
          persona_count: 25,
          cohort_name: null,
          reasoning: null,
        },
      },
      new Date(),
    );
    return () =>
      call(
        chatStartRoute.action,
        new Request(`${BASE}/start`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Cookie: cookie },
          body: JSON.stringify({ config_id: conversation.id }),
        }),
        clientIp,
      );
  }

  async function appRunsOf(where: { guestId?: string }) {
    let query = database.db
      .selectFrom("simulations")
      .select("id")
      .where("origin", "=", "app")
      .where("user_id", "is", null);
    if (where.guestId) query = query.where("guest_id", "=", where.guestId);
    return query.execute();
  }

  const statuses = (answers: RouteAnswer[]) => answers.map((answer) => answer.status).sort();

  it("lets 30 new guests from one address start only the address's three runs through the API", async () => {
    const address = nextAddress();
    const before = (await appRunsOf({})).length;
    const cookies = await Promise.all(Array.from({ length: 30 }, () => guestCookie()));
    const answers = await Promise.all(cookies.map((cookie) => startThroughApi(cookie, address)));

    expect(statuses(answers)).toEqual([...Array(3).fill(200), ...Array(27).fill(403)]);
    expect(answers.find((answer) => answer.status === 403)?.body).toEqual({
      detail: "You've used your free simulation",
    });
    expect((await appRunsOf({})).length - before).toBe(3);
  });

  it("lets one guest start one run when the same cookie starts 20 at once from different addresses", async () => {
    const guestId = crypto.randomUUID();
    const cookie = await guestCookie(guestId);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => startThroughApi(cookie, nextAddress())),
    );

    expect(statuses(answers)).toEqual([200, ...Array(19).fill(403)]);
    expect(await appRunsOf({ guestId })).toHaveLength(1);
  });

  it("lets 20 form posts from one address without cookies start only the address's three runs", async () => {
    const address = nextAddress();
    const before = (await appRunsOf({})).length;
    const answers = await Promise.all(Array.from({ length: 20 }, () => startThroughForm(null, address)));

    const started = answers.filter((answer) => answer.status === 302);
    expect(started).toHaveLength(3);
    for (const answer of started) {
      expect(answer.headers.get("Location")).toMatch(/^\/app\/simulation\/[0-9a-f-]{36}$/);
    }
    const refused = answers.filter((answer) => answer.status === 403);
    expect(refused).toHaveLength(17);
    expect(refused[0]?.body).toMatchObject({ modal: { kind: "signup-gate" } });
    expect((await appRunsOf({})).length - before).toBe(3);
  });

  it("lets a guest start one run when the API, the form and the chat all start at once", async () => {
    const guestId = crypto.randomUUID();
    const cookie = await guestCookie(guestId);
    const address = nextAddress();
    const chatStarts = await Promise.all(
      Array.from({ length: 5 }, () => startThroughChat(cookie, guestId, address)),
    );
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => startThroughApi(cookie, address)),
      ...Array.from({ length: 5 }, () => startThroughForm(cookie, address)),
      ...chatStarts.map((start) => start()),
    ]);

    const started = answers.filter((answer) => answer.status === 200 || answer.status === 302);
    expect(started).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 403)).toHaveLength(14);
    expect(await appRunsOf({ guestId })).toHaveLength(1);
  });
});
