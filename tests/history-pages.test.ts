import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "~/context.server";
import type { Database } from "~/db/schema";
import * as listRoute from "~/api/endpoints/api.orchestrator.simulations._index";
import { createApiToken } from "~/services/api-tokens.server";
import { createAccount } from "~/services/password-accounts.server";
import { createLoadContext, createTestServices } from "./context";
import { createTestDatabase, dialects, type TestDatabase } from "./database";
import { completedRunRow } from "./rows";

// History pages follow a cursor (the last entry's created_at and id) off the
// history index, so a late page costs what the first does and no run is
// skipped or shown twice, even when runs share a timestamp.

const RUNS = 23;
const PAGE = 5;

describe.each(dialects)("paging through the history on %s", (dialect) => {
  let database: TestDatabase;
  let db: Database;
  let services: AppServices;
  let token: string;
  let newestFirst: string[];

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    db = database.db;
    services = createTestServices(database);
    const user = await createAccount(
      db,
      { email: "pages@example.com", name: null, password: "abcdefg1" },
      new Date(),
    );
    token = (await createApiToken(db, { userId: user.id, name: "test" }, new Date())).token;
    const ids: { id: string; created_at: string }[] = [];
    for (let i = 0; i < RUNS; i++) {
      // Three runs to a second: the id breaks the tie.
      const createdAt = new Date(Date.UTC(2026, 10, 1, 10, 0, Math.floor(i / 3))).toISOString();
      const id = `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`;
      ids.push({ id, created_at: createdAt });
      await db
        .insertInto("simulations")
        .values(
          completedRunRow(id, {
            user_id: user.id,
            goal: `idea ${i}`,
            credits_debited: 25,
            created_at: createdAt,
            completed_at: createdAt,
          }),
        )
        .execute();
    }
    newestFirst = ids
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id))
      .map((run) => run.id);
  });
  afterAll(() => database.destroy());

  async function get(path: string): Promise<Response> {
    const request = new Request(`http://localhost:3000${path}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    try {
      return (await listRoute.loader({
        request,
        params: {},
        context: createLoadContext(services),
      } as never)) as Response;
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  }

  it("follows the next-page links through every run once, newest first, as offsets would list them", async () => {
    const seen: string[] = [];
    let path: string | null = `/api/orchestrator/simulations?limit=${PAGE}`;
    while (path) {
      const response = await get(path);
      expect(response.status).toBe(200);
      const page = (await response.json()) as { id: string }[];
      seen.push(...page.map((run) => run.id));
      path = /<([^>]+)>; rel="next"/.exec(response.headers.get("Link") ?? "")?.[1] ?? null;
    }
    expect(seen).toEqual(newestFirst);

    const byOffset = await get(`/api/orchestrator/simulations?limit=${PAGE}&offset=${PAGE * 2}`);
    expect(((await byOffset.json()) as { id: string }[]).map((run) => run.id)).toEqual(
      newestFirst.slice(PAGE * 2, PAGE * 3),
    );
  });

  it("refuses a cursor it did not make, and a cursor with an offset, with a clear message", async () => {
    const forged = await get("/api/orchestrator/simulations?after=not-a-cursor");
    expect(forged.status).toBe(422);
    expect(JSON.stringify(await forged.json())).toContain("after must be a cursor");
    const first = await get(`/api/orchestrator/simulations?limit=${PAGE}`);
    const next = /after=([^&>]+)/.exec(first.headers.get("Link") ?? "")![1]!;
    const both = await get(`/api/orchestrator/simulations?after=${next}&offset=5`);
    expect(both.status).toBe(422);
    expect(JSON.stringify(await both.json())).toContain("use either offset or after");
  });
});

// SQLite's plan is stable for a tiny table; PostgreSQL's planner rightly
// prefers a scan there, so the index is shown on SQLite alone.
describe("the history index on SQLite", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
  });
  afterAll(() => database.destroy());

  it("reads a late page off the history index without sorting the rows", async () => {
    const plan = await sql<{ detail: string }>`EXPLAIN QUERY PLAN
    SELECT id, status, goal, created_at, persona_count, cohort_name FROM simulations
    WHERE user_id = ${"someone"} AND status = 'completed' AND comparison_id IS NULL
      AND (created_at < ${"2026-11-01T10:00:04.000Z"} OR (created_at = ${"2026-11-01T10:00:04.000Z"} AND id < ${"x"}))
    ORDER BY created_at DESC, id DESC LIMIT 5`.execute(database.db);
    const details = plan.rows.map((row) => row.detail).join("\n");
    expect(details).toContain("simulations_history_idx");
    expect(details).not.toContain("TEMP B-TREE");
  });
});
