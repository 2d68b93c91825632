import { createHmac } from "node:crypto";
import type { Config } from "./config.server";
import type { Database, User } from "./db/schema";
import type pg from "pg";
import type { Dialect } from "./db/database.server";
import type { IdpInteraction } from "./idp/interaction";
import { createAnalytics, type Analytics } from "./services/analytics.server";
import { Redis } from "ioredis";
import { createRateLimits, type RateLimiter, type RateLimits } from "./services/rate-limit.server";
import type { RunEvents } from "./services/run-events.server";
import { createOidcClient, type OidcClient } from "./utils/oidc.server";
import { createSessions, type Sessions } from "./utils/session.server";

/** Everything the app holds for its lifetime; built once by server.ts (and by tests). */
export interface AppServices {
  config: Config;
  db: Database;
  dialect: Dialect;
  sessions: Sessions;
  oidc: OidcClient;
  /** Rate limits on the store every instance shares (Redis, PostgreSQL, or memory on SQLite). */
  rateLimits: RateLimits;
  limits: { signIn: RateLimiter; signUp: RateLimiter };
  /** Progress of simulation runs, from the worker to SSE subscribers. */
  events: RunEvents;
  /** Tells the run worker a run was queued. */
  wakeWorker: () => void;
  /** Aborts when the server begins to stop: live streams end with a reconnect event. */
  shutdown: AbortSignal;
  /** First-party analytics (only with cookie consent), forwarded to PostHog when configured. */
  analytics: Analytics;
  now: () => Date;
}

/** What the server process runs beside Remix: the run worker and its events. */
export interface Runtime {
  events: RunEvents;
  wakeWorker: () => void;
  /** Aborted by the server process when it stops; never, where nothing stops it. */
  shutdown?: AbortSignal;
}

/** Remix's load context: the app's services plus what belongs to one request. */
export interface RequestContext {
  services: AppServices;
  clientIp: string;
  cspNonce: string;
  /** The local identity provider's pending sign-in, when it runs in this server. */
  idp: IdpInteraction | null;
  /**
   * Who is asking, once read for this request: a page's root, layout and route loaders all ask.
   * The server makes one per request; without it (a context kept across requests) each asks anew.
   */
  signedIn?: SignedInMemo;
}

export interface SignedInMemo {
  userId?: Promise<string | null>;
  user?: Promise<User | null>;
}

declare module "@remix-run/node" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends RequestContext {}
}

export const LOCAL_CLIENT_ID = "sounding-board";

/** The local provider's client secret: derived, so nobody has to set it. */
export function localClientSecret(config: Config): string {
  return createHmac("sha256", config.sessionSecrets[0]!).update("local-idp-client").digest("base64url");
}

export function localIssuer(config: Config): string {
  return new URL("/idp", config.appUrl).href;
}

/** Where the server reaches itself, whatever name the public URL carries. */
export function internalOrigin(config: Config): string {
  const host =
    !config.host || ["0.0.0.0", "::", "localhost"].includes(config.host) ? "127.0.0.1" : config.host;
  return `http://${host.includes(":") ? `[${host}]` : host}:${config.port}`;
}

export function createAppServices(
  config: Config,
  database: { db: Database; dialect: Dialect; pool?: pg.Pool },
  runtime: Runtime,
): AppServices {
  const secure = config.appUrl.protocol === "https:";
  const oidc = createOidcClient(
    config.oidc
      ? {
          ...config.oidc,
          redirectUri: new URL("/auth/callback", config.appUrl).href,
          local: false,
          secureCookies: secure,
        }
      : {
          issuer: localIssuer(config),
          endpoints: {
            authorization: `${localIssuer(config)}/auth`,
            token: `${internalOrigin(config)}/idp/token`,
            userinfo: `${internalOrigin(config)}/idp/me`,
          },
          clientId: LOCAL_CLIENT_ID,
          clientSecret: localClientSecret(config),
          redirectUri: new URL("/auth/callback", config.appUrl).href,
          local: true,
          secureCookies: secure,
        },
  );
  const rateLimits = createRateLimits(
    config.redisUrl
      ? {
          kind: "redis",
          client: new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 }),
        }
      : database.pool
        ? { kind: "postgres", pool: database.pool }
        : { kind: "memory" },
  );
  const authWindow = { limit: config.authRateLimit, windowMs: 15 * 60 * 1000 };
  return {
    config,
    db: database.db,
    dialect: database.dialect,
    sessions: createSessions({
      secrets: config.sessionSecrets,
      secure,
      db: database.db,
      now: () => new Date(),
    }),
    oidc,
    rateLimits,
    limits: {
      signIn: rateLimits.limiter("sign-in", authWindow),
      signUp: rateLimits.limiter("sign-up", authWindow),
    },
    ...runtime,
    shutdown: runtime.shutdown ?? new AbortController().signal,
    analytics: createAnalytics({ db: database.db, posthog: config.posthog }),
    now: () => new Date(),
  };
}
