import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { HONEYPOT_FIELD, HONEYPOT_STAMP_FIELD } from "~/components/honeypot";
import type { AppServices } from "~/context.server";
import * as waitlistRoute from "~/routes/waitlist";
import { WAITLIST_LIMIT } from "~/services/waitlist.server";
import { callRoute, createTestServices, formRequest } from "./context";
import { createTestDatabase, dialects, type TestDatabase } from "./database";

const URL = "http://localhost:3000/waitlist";

describe.each(dialects)("waitlist on %s", (dialect) => {
  let database: TestDatabase;
  let services: AppServices;

  // A fresh database and fresh services (so a fresh rate limit) for every test.
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    services = createTestServices(database);
  });
  afterEach(() => database.destroy());

  /** As the enhanced form sends it (errors come back as data); `plain` is the form without JavaScript. */
  const join = (fields: Record<string, string>, plain = false) =>
    callRoute(
      waitlistRoute.action,
      formRequest(URL, plain ? fields : { ...fields, enhanced: "1" }),
      services,
    );
  const rows = () => database.db.selectFrom("waitlist").selectAll().execute();

  it("stores an address once and redirects back to the page's waitlist section", async () => {
    const answer = await join({ email: "Founder@Example.com", source: "modern" });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/modern?waitlist=joined#waitlist");
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ email: "founder@example.com", source: "modern" });
  });

  it("treats a repeat sign-up in another letter case as success without a second row", async () => {
    await join({ email: "repeat@example.com", source: "vercel" });
    const again = await join({ email: "  REPEAT@example.COM ", source: "professional" });
    expect(again.status).toBe(302);
    expect(again.headers.get("Location")).toBe("/professional?waitlist=joined#waitlist");
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.source).toBe("vercel");
  });

  it("answers a bot that fills in the hidden field as if it joined, and stores nothing", async () => {
    const answer = await join({
      email: "bot@example.com",
      source: "modern",
      [HONEYPOT_FIELD]: "https://spam.example",
    });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/modern?waitlist=joined#waitlist");
    expect(await rows()).toHaveLength(0);
  });

  it("rejects an invalid address with a 400 and a message, storing nothing", async () => {
    const answer = await join({ email: "not-an-email", source: "home" });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ status: "error", message: "Enter a valid email address" });
    const empty = await join({ email: "", source: "home" });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ status: "error", message: "Email is required" });
    expect(await rows()).toHaveLength(0);
  });

  it("answers a form sent without JavaScript with a small error page and a way back", async () => {
    const answer = await join({ email: "not-an-email", source: "modern" }, true);
    expect(answer.status).toBe(400);
    expect(answer.headers.get("Content-Type")).toContain("text/html");
    expect(answer.body).toContain("Enter a valid email address");
    expect(answer.body).toContain('href="/modern#waitlist"');
    expect(answer.body).not.toContain("not-an-email");
  });

  it("pretends success to a bot that filled the honeypot and stores nothing", async () => {
    const answer = await join({ email: "bot@example.com", source: "home", website: "http://spam.example" });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/?waitlist=joined#waitlist");
    expect(await rows()).toHaveLength(0);
  });

  it("pretends success to a bot that posts without loading the form, or with a forged stamp, and stores nothing", async () => {
    for (const stamp of [null, "1700000000000.forged", `${Date.now() + 3_600_000}.x`]) {
      const fields: Record<string, string> = { email: "bot@example.com", source: "home" };
      if (stamp) fields[HONEYPOT_STAMP_FIELD] = stamp;
      const answer = await callRoute(
        waitlistRoute.action,
        formRequest(URL, fields, {}, { rendered: false }),
        services,
      );
      expect(answer.status).toBe(302);
      expect(answer.headers.get("Location")).toBe("/?waitlist=joined#waitlist");
    }
    expect(await rows()).toHaveLength(0);
    // The same form with the stamp a rendered page carries is taken.
    await callRoute(
      waitlistRoute.action,
      formRequest(URL, { email: "person@example.com", source: "home" }),
      services,
    );
    expect(await rows()).toHaveLength(1);
  });

  it("limits sign-ups per IP address with a 429", async () => {
    for (let i = 0; i < WAITLIST_LIMIT; i += 1) {
      const answer = await join({ email: `person-${i}@example.com`, source: "home" });
      expect(answer.status).toBe(302);
    }
    const blocked = await join({ email: "one-too-many@example.com", source: "home" });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(blocked.body).toMatchObject({
      status: "error",
      message: expect.stringContaining("try again later"),
    });
    expect(await rows()).toHaveLength(WAITLIST_LIMIT);
  });

  it("never puts the address into the redirect, whatever the source", async () => {
    const email = "private+tag@example.com";
    for (const source of ["home", "vercel", "old-home", "modern", "professional", "https://evil.example"]) {
      const answer = await join({ email, source });
      const location = answer.headers.get("Location") ?? "";
      expect(location.startsWith("/")).toBe(true);
      expect(location).not.toContain("private");
      expect(decodeURIComponent(location)).not.toContain(email);
    }
  });
});
