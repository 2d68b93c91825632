import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRateLimits } from "~/services/rate-limit.server";
import * as signInPage from "~/routes/idp.interaction.$uid";
import { createLoadContext, createTestServices, formRequest, pendingInteraction } from "./context";
import { createTestDatabase, dialects, type TestDatabase } from "./database";

describe("where rate limits are kept", () => {
  it("in memory on SQLite, which is a single instance; in the database on PostgreSQL", async () => {
    for (const dialect of dialects) {
      const database = await createTestDatabase(dialect);
      try {
        expect(createTestServices(database).rateLimits.store).toBe(
          dialect === "sqlite" ? "memory" : "postgres",
        );
      } finally {
        await database.destroy();
      }
    }
  });
});

// Several app instances on one PostgreSQL count together: an address that
// guesses passwords on one instance is refused on another.
describe.each(dialects.filter((dialect) => dialect === "postgres"))(
  "rate limits across instances on %s",
  (dialect) => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase(dialect);
    });
    afterAll(() => database.destroy());

    it("shares the sign-in limit between two instances", async () => {
      const env = { AUTH_RATE_LIMIT: "2" };
      const instances = [createTestServices(database, { env }), createTestServices(database, { env })];
      expect(instances.map((services) => services.rateLimits.store)).toEqual(["postgres", "postgres"]);
      const statuses: number[] = [];
      for (const services of [instances[0]!, instances[1]!, instances[0]!, instances[1]!]) {
        const { interaction } = pendingInteraction();
        const response = (await signInPage.action({
          request: formRequest("http://localhost:3000/idp/interaction/interaction-1", {
            email: "nobody@example.com",
            password: "not-the-password-1",
          }),
          params: { uid: "interaction-1" },
          context: createLoadContext(services, { idp: interaction, clientIp: "198.51.100.40" }),
        })) as Response;
        statuses.push(response.status);
      }
      expect(statuses).toEqual([400, 400, 429, 429]);
    });
  },
);

// With REDIS_URL the limits live in Redis; CI points TEST_REDIS_URL at the local server.
describe.each(process.env.TEST_REDIS_URL ? [process.env.TEST_REDIS_URL] : [])(
  "rate limits across instances on Redis at %s",
  (url) => {
    const clients: Redis[] = [];
    afterAll(async () => {
      for (const client of clients) await client.quit();
    });

    it("counts one key together from two instances", async () => {
      const name = `test-${crypto.randomUUID()}`;
      const limiterOf = (client: Redis) =>
        createRateLimits({ kind: "redis", client }).limiter(name, { limit: 2, windowMs: 60_000 });
      const first = new Redis(url);
      const second = new Redis(url);
      clients.push(first, second);
      const outcomes = [
        await limiterOf(first).attempt("198.51.100.50"),
        await limiterOf(second).attempt("198.51.100.50"),
        await limiterOf(first).attempt("198.51.100.50"),
      ];
      expect(outcomes.map((outcome) => outcome.allowed)).toEqual([true, true, false]);
    });
  },
);
