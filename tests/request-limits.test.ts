import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createRequestHandler } from "@remix-run/express";
import { redirect, type ServerBuild } from "@remix-run/node";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "~/context.server";
import { ENDPOINTS } from "~/api/endpoints.server";
import { createApiRouter } from "~/api/router.server";
import * as waitlistRoute from "~/routes/waitlist";
import { clientKey, requestClientKey } from "~/services/rate-limit.server";
import { WAITLIST_LIMIT } from "~/services/waitlist.server";
import { answerUnhandledMethods } from "~/utils/allowed-methods.server";
import { limitRequestBody } from "~/utils/body-limit.server";
import { refuseCrossSiteRequests } from "~/utils/cross-site.server";
import { refuseMalformedPaths } from "~/utils/malformed-url.server";
import { createLoadContext, createTestServices, RENDERED_FORM_STAMP } from "./context";
import { createTestDatabase, type TestDatabase } from "./database";

/**
 * The request limits of server.ts through a real HTTP server: Express with the
 * same body limit, trust proxy and client key, the JSON API's router, and
 * Remix serving a few routes (a build of just those, so no `npm run build`).
 */

const MAX_BODY_BYTES = 256 * 1024;

let database: TestDatabase;
let services: AppServices;
let server: http.Server;
let port: number;
let waitlistActions = 0;

function routeEntry(id: string, path: string, module: Record<string, unknown>) {
  return { id, parentId: "root", path, module } as unknown as ServerBuild["routes"][string];
}

beforeAll(async () => {
  database = await createTestDatabase("sqlite");
  services = createTestServices(database, { env: { MAX_BODY_BYTES: String(MAX_BODY_BYTES) } });
  const build = {
    mode: "production",
    entry: { module: { default: () => new Response("Not a resource route", { status: 500 }) } },
    routes: {
      root: { id: "root", path: "", module: {} },
      waitlist: routeEntry("waitlist", "waitlist", {
        ...waitlistRoute,
        action: (args: Parameters<typeof waitlistRoute.action>[0]) => {
          waitlistActions += 1;
          return waitlistRoute.action(args);
        },
      }),
      moved: routeEntry("moved", "moved", { action: () => redirect("/elsewhere") }),
      ping: routeEntry("ping", "ping", { loader: () => new Response("pong") }),
      page: routeEntry("page", "page", { default: () => null, loader: () => null }),
    },
    assets: { routes: {}, entry: { module: "", imports: [] }, url: "", version: "test" },
    future: {},
    publicPath: "/build/",
    assetsBuildDirectory: "public/build",
    isSpaMode: false,
  } as unknown as ServerBuild;

  const app = express();
  app.set("trust proxy", "loopback");
  app.use(limitRequestBody(services.config.maxBodyBytes));
  app.use(refuseMalformedPaths());
  app.use(refuseCrossSiteRequests());
  const loadContext = (req: express.Request) =>
    createLoadContext(services, { clientIp: requestClientKey(req) });
  app.use(createApiRouter(ENDPOINTS, loadContext));
  app.use(answerUnhandledMethods(build));
  app.all("*", createRequestHandler({ build, mode: "production", getLoadContext: loadContext }));
  server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await database.destroy();
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Body bytes the client had written when the answer came. */
  sent: number;
  reusedSocket: boolean;
}

/**
 * Sends a request and reads the answer. `chunks` bytes of `chunk` are written
 * one after another (chunked unless a Content-Length header is given), and
 * writing stops once the answer has come.
 */
function send(
  path: string,
  {
    method = "GET",
    headers = {},
    chunk,
    chunks = 0,
    agent,
  }: {
    method?: string;
    headers?: Record<string, string>;
    chunk?: Buffer;
    chunks?: number;
    agent?: http.Agent;
  } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = http.request({ host: "127.0.0.1", port, path, method, headers, agent });
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    request.on("response", (response) => {
      answered = true;
      const parts: Buffer[] = [];
      response.on("data", (part: Buffer) => parts.push(part));
      response.on("error", reject);
      response.on("end", () =>
        resolve({
          status: response.statusCode!,
          headers: response.headers,
          body: Buffer.concat(parts).toString(),
          sent,
          reusedSocket: request.reusedSocket,
        }),
      );
    });
    let written = 0;
    const writeMore = () => {
      while (chunk && written < chunks && !answered) {
        written += 1;
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", writeMore);
      }
      if (!answered) request.end();
    };
    writeMore();
  });
}

/** A form as a page of the server renders it (with its honeypot stamp). */
const form = (fields: Record<string, string>) =>
  Buffer.from(new URLSearchParams({ ...RENDERED_FORM_STAMP, ...fields }).toString());
const FORM = { "Content-Type": "application/x-www-form-urlencoded" };

describe("request bodies", () => {
  it("refuses a chunked form past MAX_BODY_BYTES with a 413 as it arrives, before the route reads it", async () => {
    const before = waitlistActions;
    // 64 MiB offered in 64 KiB pieces; the answer must come long before the end.
    const piece = Buffer.alloc(64 * 1024, "a");
    const answer = await send("/waitlist", {
      method: "POST",
      headers: FORM,
      chunk: Buffer.concat([Buffer.from("source=home&email="), piece]),
      chunks: 1024,
    });
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe("close");
    expect(answer.body).toContain("That was too large");
    expect(answer.body).not.toContain("aaaa");
    expect(answer.sent).toBeLessThan(32 * 1024 * 1024);
    expect(waitlistActions).toBe(before);
  });

  it("refuses a declared Content-Length past the limit without reading the body", async () => {
    const answer = await send("/waitlist", {
      method: "POST",
      headers: { ...FORM, "Content-Length": String(MAX_BODY_BYTES + 1) },
      chunk: Buffer.alloc(MAX_BODY_BYTES + 1, "a"),
      chunks: 1,
    });
    expect(answer.status).toBe(413);
  });

  it("passes a chunked form within the limit on to the route unchanged", async () => {
    const email = "chunked@example.com";
    const body = form({ email, source: "modern" });
    // Three bytes at a time, each written on its own turn: the route must see every piece, in order.
    const pieces: Buffer[] = [];
    for (let at = 0; at < body.length; at += 3) pieces.push(body.subarray(at, at + 3));
    const joined = await new Promise<Answer>((resolve, reject) => {
      const request = http.request({
        host: "127.0.0.1",
        port,
        path: "/waitlist",
        method: "POST",
        headers: FORM,
      });
      request.on("error", reject);
      request.on("response", (response) => {
        response.resume();
        response.on("end", () =>
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            body: "",
            sent: body.length,
            reusedSocket: false,
          }),
        );
      });
      const next = () => {
        const piece = pieces.shift();
        if (!piece) return void request.end();
        request.write(piece);
        setImmediate(next);
      };
      next();
    });
    expect(joined.status).toBe(302);
    expect(joined.headers.location).toBe("/modern?waitlist=joined#waitlist");
    const stored = await database.db
      .selectFrom("waitlist")
      .select("email")
      .where("email", "=", email)
      .executeTakeFirst();
    expect(stored?.email).toBe(email);
  });

  it.each([
    ["a route without an action (405)", "/api/cohorts/custom", 405],
    ["an API route for signed-in users (401)", "/v1/credits/check", 401],
    ["an action that redirects (302)", "/moved", 302],
  ])(
    "keeps a keep-alive connection usable after %s refuses a 200 KB body unread",
    async (_name, path, status) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        const refused = await send(path, {
          method: "POST",
          headers: { ...FORM, "Content-Length": String(200 * 1024) },
          chunk: Buffer.alloc(200 * 1024, "a"),
          chunks: 1,
          agent,
        });
        expect(refused.status).toBe(status);
        const stalled = new Promise<"stalled">((resolve) =>
          setTimeout(() => resolve("stalled"), 2000).unref(),
        );
        const next = await Promise.race([send("/ping", { agent }), stalled]);
        expect(next).not.toBe("stalled");
        expect(next).toMatchObject({ status: 200, body: "pong" });
      } finally {
        agent.destroy();
      }
    },
  );
});

describe("methods a route does not handle", () => {
  // Any error log fails the test (tests/setup.ts): these must be answered without one.
  it("answers a post to a loader-only resource route with a clean 405 and Allow", async () => {
    const answer = await send("/ping", { method: "POST", headers: FORM, chunk: form({ a: "b" }), chunks: 1 });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe("GET, HEAD, OPTIONS");
    expect(JSON.parse(answer.body)).toEqual({ detail: "Method Not Allowed" });
  });

  it("answers a post to a read-only API endpoint with a 405 and Allow, and OPTIONS with what it takes", async () => {
    const answer = await send("/api/cohorts/custom", {
      method: "POST",
      headers: FORM,
      chunk: form({}),
      chunks: 1,
    });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe("GET, HEAD, OPTIONS");
    expect(JSON.parse(answer.body)).toEqual({ detail: "Method Not Allowed" });
    const options = await send("/v1/credits/check", { method: "OPTIONS" });
    expect(options.status).toBe(204);
    expect(options.headers.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
  });

  it("answers a GET to an action-only route with 405 and the methods it takes", async () => {
    const answer = await send("/moved");
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe("POST, PUT, PATCH, DELETE, OPTIONS");
    expect(answer.body).not.toContain("Unexpected Server Error");
  });

  it("answers a DELETE to a page without an action with a 405 page", async () => {
    const answer = await send("/page", { method: "DELETE" });
    expect(answer.status).toBe(405);
    expect(answer.headers["content-type"]).toContain("text/html");
    expect(answer.body).toContain("can't be done here");
  });

  it("answers a path with broken percent-encoding with a 400 page", async () => {
    const answer = await send("/ping/%E0%A4%A");
    expect(answer.status).toBe(400);
    expect(answer.body).toContain("That address is broken");
  });

  it("answers OPTIONS with 204 and Allow", async () => {
    const answer = await send("/waitlist", { method: "OPTIONS" });
    expect(answer.status).toBe(204);
    expect(answer.headers.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
  });

  it("still lets the methods a route handles through", async () => {
    expect((await send("/ping")).body).toBe("pong");
    expect((await send("/moved", { method: "POST" })).status).toBe(302);
  });
});

describe("cross-site requests", () => {
  const email = () =>
    form({ email: `cross-${Math.random().toString(36).slice(2)}@example.com`, source: "home" });

  it("refuses a form posted from another site with a 403 page, before the route acts", async () => {
    const before = waitlistActions;
    for (const origin of ["https://evil.example", "null", "not a url"]) {
      const answer = await send("/waitlist", {
        method: "POST",
        headers: { ...FORM, Origin: origin },
        chunk: email(),
        chunks: 1,
      });
      expect(answer.status).toBe(403);
      expect(answer.body).toContain("Cross-site request refused");
    }
    expect(waitlistActions).toBe(before);
  });

  it("refuses a cross-site post that carries no Origin but says so in Sec-Fetch-Site", async () => {
    const answer = await send("/waitlist", {
      method: "POST",
      headers: { ...FORM, "Sec-Fetch-Site": "cross-site" },
      chunk: email(),
      chunks: 1,
    });
    expect(answer.status).toBe(403);
  });

  it("lets a post from the app's own origin through", async () => {
    const before = waitlistActions;
    const answer = await send("/waitlist", {
      method: "POST",
      headers: { ...FORM, Origin: `http://127.0.0.1:${port}`, "Sec-Fetch-Site": "same-origin" },
      chunk: email(),
      chunks: 1,
    });
    expect(answer.status).toBe(302);
    expect(waitlistActions).toBe(before + 1);
  });

  it("refuses a cross-site text/plain call to the JSON API, as a form could send it with the cookie", async () => {
    const answer = await send("/v1/credits/check", {
      method: "POST",
      headers: { "Content-Type": "text/plain", Origin: "https://evil.example", Cookie: "sb_session=x" },
      chunk: Buffer.from(JSON.stringify({ persona_count: 10 })),
      chunks: 1,
    });
    expect(answer.status).toBe(403);
  });

  it("lets a bearer-token client call from another origin: the token, not the origin, decides", async () => {
    const answer = await send("/v1/credits/check", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Authorization: "Bearer not-a-token",
        Origin: "https://tool.example",
      },
      chunk: Buffer.from("{}"),
      chunks: 1,
    });
    expect(answer.status).toBe(401);
  });
});

describe("client keys", () => {
  it("counts an IPv6 address under its /64, a mapped IPv4 address and ::1 as their IPv4 address", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::ffff:cb00:7107")).toBe("203.0.113.7");
    expect(clientKey("::1")).toBe("127.0.0.1");
    expect(clientKey("2001:db8:0:1::5")).toBe("2001:db8:0:1::/64");
    expect(clientKey("2001:DB8:0:1:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:0:1::/64");
    expect(clientKey("2001:db8::1")).toBe("2001:db8::/64");
    expect(clientKey("fe80::1%eth0")).toBe("fe80::/64");
    expect(clientKey("unknown")).toBe("unknown");
    expect(clientKey("1::2::3")).toBe("1::2::3");
  });

  /** Joins the waitlist as `address` (through a trusted loopback proxy's X-Forwarded-For). */
  const joinFrom = (address: string, n: number) =>
    send("/waitlist", {
      method: "POST",
      headers: { ...FORM, "X-Forwarded-For": address },
      chunk: form({ email: `limit-${n}@example.com`, source: "home" }),
      chunks: 1,
    });

  it("shares one waitlist limit between the addresses of one IPv6 /64", async () => {
    for (let n = 0; n < WAITLIST_LIMIT; n += 1) {
      expect((await joinFrom(`2001:db8:1:2::${n + 1}`, n)).status).toBe(302);
    }
    expect((await joinFrom("2001:db8:1:2:ffff::9", 99)).status).toBe(429);
    // Another /64 has its own limit.
    expect((await joinFrom("2001:db8:1:3::1", 100)).status).toBe(302);
  });

  it("shares one waitlist limit between an IPv4 address and its IPv4-mapped IPv6 form", async () => {
    for (let n = 0; n < WAITLIST_LIMIT; n += 1) {
      expect((await joinFrom(n % 2 ? "198.51.100.9" : "::ffff:198.51.100.9", 200 + n)).status).toBe(302);
    }
    expect((await joinFrom("198.51.100.9", 299)).status).toBe(429);
    expect((await joinFrom("::ffff:198.51.100.9", 300)).status).toBe(429);
  });

  it("derives the key from the request's address as Express sees it", () => {
    expect(requestClientKey({ ip: "::ffff:127.0.0.1", socket: {} })).toBe("127.0.0.1");
    expect(requestClientKey({ socket: { remoteAddress: "2001:db8::7" } })).toBe("2001:db8::/64");
    expect(requestClientKey({ socket: {} })).toBe("unknown");
  });
});
