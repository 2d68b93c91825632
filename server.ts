import { randomBytes, timingSafeEqual } from "node:crypto";
import { setMaxListeners } from "node:events";
import { existsSync } from "node:fs";
import type { Server } from "node:http";
import { extname, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import { broadcastDevReady, type ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import helmet from "helmet";
import { ConfigError, loadConfig, type Config } from "./app/config.server";
import { createAppServices, LOCAL_CLIENT_ID, localClientSecret, localIssuer } from "./app/context.server";
import { migrateToLatest, openDatabase } from "./app/db/database.server";
import type { LocalIdentityProvider } from "./app/idp/provider.server";
import { createLocalRunEvents, createPostgresRunEvents } from "./app/services/run-events.server";
import { createLlmClient } from "./app/services/llm.server";
import { paymentsNotice } from "./app/services/payments.server";
import { createLlmReactor } from "./app/services/llm-reactions.server";
import { requestClientKey } from "./app/services/rate-limit.server";
import { startRetentionSchedule } from "./app/services/retention.server";
import { readiness } from "./app/services/health.server";
import { requestLogger } from "./app/utils/request-log.server";
import { createMetrics } from "./app/services/metrics.server";
import { reportServerError, setErrorReporter } from "./app/utils/error-reporting.server";
import { createRunWorker } from "./app/services/run-worker.server";
import { createEngineRunner } from "./app/services/simulation-runner.server";
import { limitRequestBody } from "./app/utils/body-limit.server";
import { answerUnhandledMethods } from "./app/utils/allowed-methods.server";
import { refuseCrossSiteRequests } from "./app/utils/cross-site.server";
import { refuseMalformedPaths } from "./app/utils/malformed-url.server";
import { ENDPOINTS } from "./app/api/endpoints.server";
import { createApiRouter } from "./app/api/router.server";

/**
 * The production entry: reads the configuration, migrates the database,
 * starts the local identity provider when no external one is configured,
 * and serves the Remix build with compression and security headers.
 */

if (existsSync(".env")) process.loadEnvFile(".env");

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

if (config.sentryDsn) {
  // Loaded only when used: the SDK is large and most installs report to their logs alone.
  const Sentry = await import("@sentry/node");
  Sentry.init({
    dsn: config.sentryDsn,
    environment: config.nodeEnv,
    // No secrets leave: no cookies, headers, bodies, query strings or user details.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
    },
  });
  setErrorReporter((error, requestId) => {
    Sentry.captureException(error, requestId ? { tags: { request_id: requestId } } : undefined);
  });
}

const database = openDatabase(config.databaseUrl);
await migrateToLatest(database.db);

// Runs: on PostgreSQL several instances share the queue and hear each other's progress.
const events =
  database.dialect === "postgres"
    ? await createPostgresRunEvents(config.databaseUrl)
    : createLocalRunEvents();
// With an LLM configured, reactions come from it; the engine answers for any persona it fails.
const reactor = config.llm
  ? createLlmReactor(createLlmClient(config.llm), {
      onFallback: (persona, error) =>
        console.warn(`LLM reaction failed for ${persona.persona_id}; the engine answered:`, String(error)),
    })
  : undefined;
// Requests wake the worker; it is made just below, before the server takes any request.
// Aborted on SIGTERM/SIGINT: live progress streams tell their browsers to reconnect.
const stopping = new AbortController();
// Every open progress stream listens for it: hundreds at once are expected, not a leak.
setMaxListeners(0, stopping.signal);
const services = createAppServices(config, database, {
  events,
  wakeWorker: () => worker.wake(),
  shutdown: stopping.signal,
});
const worker = createRunWorker({
  db: database.db,
  events,
  runner: createEngineRunner({ reactor, db: database.db }),
  analytics: services.analytics,
});
await worker.start({ recoverAll: database.dialect === "sqlite" });
// Deletes what the privacy policy says has expired, shortly after start and then every 6 hours.
const stopRetention = startRetentionSchedule({ db: database.db, now: services.now });
if (config.nodeEnv === "production" && config.operator.isPlaceholder) {
  console.warn(
    "OPERATOR_NAME, OPERATOR_ADDRESS and OPERATOR_EMAIL are not set: the Impressum shows placeholders.",
  );
}

let idp: LocalIdentityProvider | null = null;
if (!config.oidc) {
  // Loaded only when used: oidc-provider is ESM-only and brings Koa along.
  const { createLocalIdentityProvider } = await import("./app/idp/provider.server");
  idp = await createLocalIdentityProvider({
    issuer: localIssuer(config),
    client: {
      id: LOCAL_CLIENT_ID,
      secret: localClientSecret(config),
      redirectUri: new URL("/auth/callback", config.appUrl).href,
    },
    cookieKeys: config.sessionSecrets,
    secure: config.appUrl.protocol === "https:",
    db: database.db,
  });
}

const developing = Boolean(process.env.REMIX_DEV_ORIGIN);
// From the working directory, like `public/`: the same path from server.ts and from its compiled build/server/index.js.
const buildPath = resolve("build/index.js");
if (!existsSync(buildPath)) {
  console.error("No build found: run `npm run build` first (npm start does it for you).");
  process.exit(1);
}
const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;

const app = express();
app.disable("x-powered-by");
// Guest limits and sign-in limits count per client address: behind a proxy, say which proxies to believe.
app.set("trust proxy", config.trustProxy);
// Server-sent events must reach the browser as they happen, not in compressed chunks.
app.use(
  compression({
    filter: (req, res) =>
      !String(res.getHeader("Content-Type") ?? "").startsWith("text/event-stream") &&
      compression.filter(req, res),
  }),
);
app.use((_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
});
app.use(
  helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`,
          "'strict-dynamic'",
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        connectSrc: ["'self'", ...(developing ? ["ws:"] : [])],
        // Forms that redirect elsewhere: sign-in at an external provider, Stripe Checkout.
        formAction: [
          "'self'",
          ...(config.oidc ? [new URL(config.oidc.issuer).origin] : []),
          ...(config.stripe ? ["https://checkout.stripe.com"] : []),
        ],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: config.appUrl.protocol === "https:" ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: config.appUrl.protocol === "https:",
  }),
);
// For a load balancer (before the request log, which they would flood): liveness and readiness.
app.get("/healthz", (_req, res) => {
  res.set("Cache-Control", "no-store").json({ status: "ok" });
});
app.get("/readyz", async (_req, res) => {
  const answer = await readiness(database.db, worker);
  res
    .status(answer.ready ? 200 : 503)
    .set("Cache-Control", "no-store")
    .json(answer);
});
// Prometheus metrics for a scraper with METRICS_TOKEN; without it there is no /metrics.
const metrics = createMetrics(database.db);
app.get("/metrics", async (req, res) => {
  if (!config.metricsToken || !bearerMatches(req.headers.authorization, config.metricsToken)) {
    res.status(404).type("text/plain").send("Not found");
    return;
  }
  res
    .set("Cache-Control", "no-store")
    .type(metrics.registry.contentType)
    .send(await metrics.registry.metrics());
});
app.use((req, res, next) => {
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    metrics.observeRequest(
      req.method,
      req.path,
      res.statusCode,
      Number(process.hrtime.bigint() - started) / 1e9,
    );
  });
  next();
});
// Every request gets an id (X-Request-Id); with LOG_REQUESTS, one JSON line each.
app.use(requestLogger({ enabled: config.logRequests }));
// Reads each body (at most MAX_BODY_BYTES, counted as it arrives) before any route sees the request.
app.use(limitRequestBody(config.maxBodyBytes));
app.use(refuseMalformedPaths());

app.use("/build", express.static("public/build", { immutable: true, maxAge: "1y" }));
// Pages have no file extension, so only paths that look like files (favicon.ico) ask the disk:
// a stat per page view was 4% of a page's server time.
const publicFiles = express.static("public", { maxAge: "1h", index: false });
app.use((req, res, next) => (extname(req.path) ? publicFiles(req, res, next) : next()));

if (idp) {
  const { handler } = idp;
  // The provider's own endpoints; its sign-in and sign-up pages are Remix routes.
  app.use("/idp", (req, res, next) => (req.path.startsWith("/interaction/") ? next() : handler(req, res)));
}

const loadContext = (req: express.Request, res: express.Response) => ({
  services,
  // What limits count under: an IPv6 address stands for its /64, ::ffff:a.b.c.d for a.b.c.d.
  clientIp: requestClientKey(req),
  cspNonce: res.locals.cspNonce as string,
  idp: idp ? idp.interactionFor(req, res) : null,
  signedIn: {},
});

app.use(refuseCrossSiteRequests());
// The JSON API answers before Remix, which then matches only pages, forms and the progress stream.
app.use(createApiRouter(ENDPOINTS, loadContext));
app.use(answerUnhandledMethods(build));
app.all(
  "*",
  createRequestHandler({
    build,
    mode: developing ? "development" : "production",
    getLoadContext: loadContext,
  }),
);

// Whatever escaped a route (Express itself, the identity provider): logged with its request id, never a stack trace to the user.
app.use((error: unknown, req: express.Request, res: express.Response, next: express.NextFunction) => {
  reportServerError(error, res.getHeader("X-Request-Id")?.toString() ?? null);
  if (res.headersSent) return next(error);
  res.status(500).type("text/plain").send("Something went wrong on our side. Please try again.");
});

/** Compares the bearer token in constant time. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.replace(/^Bearer /, "") ?? "");
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const server: Server = app.listen(config.port, config.host ?? "::", () => {
  console.log(`Sounding Board is ready at ${config.appUrl.href}`);
  console.log(paymentsNotice(config));
  if (developing) void broadcastDevReady(build);
});

async function shutdown(signal: string) {
  if (stopping.signal.aborted) return;
  stopping.abort();
  console.log(`${signal} received: finishing requests and closing.`);
  const force = setTimeout(() => server.closeAllConnections(), 10_000);
  force.unref();
  server.close(async () => {
    await worker.stop();
    await services.analytics.flush();
    await events.close();
    await stopRetention();
    await database.db.destroy();
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
