import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { FREE_TESTS_PER_DAY } from "./constants";

/**
 * The server's configuration, read once from the environment at start.
 * Every variable is documented in .env.example; a wrong value stops the
 * server with one line naming the variable.
 */
const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    HOST: optionalText,
    PORT: z.coerce
      .number({ message: "must be a whole number between 1 and 65535" })
      .int("must be a whole number between 1 and 65535")
      .min(1, "must be a whole number between 1 and 65535")
      .max(65535, "must be a whole number between 1 and 65535")
      .default(3000),
    APP_URL: optionalText.pipe(
      z
        .url({
          message: "must be an absolute http(s) URL such as http://localhost:3000",
          protocol: /^https?$/,
        })
        .optional(),
    ),
    DATABASE_URL: z
      .string()
      .trim()
      .default("file:data/app.db")
      .refine((value) => /^(file:.+|postgres(ql)?:\/\/.+)$/.test(value), {
        message: "must start with file: (SQLite) or postgres:// (PostgreSQL)",
      }),
    SESSION_SECRET: optionalText.pipe(
      z
        .string()
        .refine((value) => value.split(",").every((secret) => secret.trim().length >= 32), {
          message: "must be one or more comma-separated secrets of at least 32 characters",
        })
        .optional(),
    ),
    AUTH_ISSUER: optionalText.pipe(
      z.url({ message: "must be the issuer URL of an OpenID Connect provider" }).optional(),
    ),
    AUTH_CLIENT_ID: optionalText,
    AUTH_CLIENT_SECRET: optionalText,
    MAX_BODY_BYTES: z.coerce
      .number({ message: "must be a whole number of bytes" })
      .int("must be a whole number of bytes")
      .min(1024, "must be at least 1024")
      .default(1_048_576),
    AUTH_RATE_LIMIT: z.coerce
      .number({ message: "must be a whole number of attempts" })
      .int("must be a whole number of attempts")
      .min(1, "must be at least 1")
      .default(20),
    LLM_BASE_URL: optionalText.pipe(
      z.url({ message: "must be the base URL of an OpenAI-compatible API" }).optional(),
    ),
    LLM_API_KEY: optionalText,
    LLM_MODEL: optionalText,
    LLM_CONCURRENCY: z.coerce
      .number({ message: "must be a whole number" })
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .max(64, "must be at most 64")
      .default(4),
    LLM_TIMEOUT_MS: z.coerce
      .number({ message: "must be a whole number of milliseconds" })
      .int("must be a whole number of milliseconds")
      .min(100, "must be at least 100")
      .default(20_000),
    LLM_MAX_RETRIES: z.coerce
      .number({ message: "must be a whole number" })
      .int("must be a whole number")
      .min(0, "must not be negative")
      .max(10, "must be at most 10")
      .default(2),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    PAYMENTS: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z.enum(["stripe", "local", "off"], { message: "must be stripe, local or off" }).optional(),
    ),
    GUEST_RUNS_PER_IP: z.coerce
      .number({ message: "must be a whole number" })
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .default(3),
    PUBLIC_TESTS_PER_IP: z.coerce
      .number({ message: "must be a whole number" })
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .default(FREE_TESTS_PER_DAY),
    TRUST_PROXY: z
      .string()
      .trim()
      .regex(
        /^(true|false|loopback|linklocal|uniquelocal|\d+|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/,
        'must be "true", "false", a number of hops, "loopback" or a list of proxy addresses',
      )
      .default("false")
      .transform((value): boolean | number | string =>
        value === "true" ? true : value === "false" ? false : /^\d+$/.test(value) ? Number(value) : value,
      ),
    LOG_REQUESTS: z
      .enum(["true", "false"], { message: 'must be "true" or "false"' })
      .default("true")
      .transform((value) => value === "true"),
    METRICS_TOKEN: optionalText.pipe(
      z.string().min(16, "must be at least 16 characters (it guards /metrics)").optional(),
    ),
    SENTRY_DSN: optionalText.pipe(z.url({ message: "must be a Sentry DSN (a URL)" }).optional()),
    REDIS_URL: optionalText.pipe(
      z
        .string()
        .regex(/^rediss?:\/\//, { message: "must be a redis:// or rediss:// URL" })
        .optional(),
    ),
    OPERATOR_NAME: optionalText.pipe(z.string().max(200, "must be at most 200 characters").optional()),
    OPERATOR_ADDRESS: optionalText.pipe(z.string().max(500, "must be at most 500 characters").optional()),
    OPERATOR_EMAIL: optionalText.pipe(z.email({ message: "must be an email address" }).optional()),
    OPERATOR_PHONE: optionalText.pipe(
      z
        .string()
        .regex(/^\+?[0-9 ()/-]{5,30}$/, "must be a phone number such as +49 30 1234567")
        .optional(),
    ),
    POSTHOG_KEY: optionalText,
    POSTHOG_HOST: optionalText.pipe(
      z
        .url({
          message: "must be an absolute http(s) URL such as https://eu.i.posthog.com",
          protocol: /^https?$/,
        })
        .optional(),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.AUTH_ISSUER && (!env.AUTH_CLIENT_ID || !env.AUTH_CLIENT_SECRET)) {
      const missing = env.AUTH_CLIENT_ID ? "AUTH_CLIENT_SECRET" : "AUTH_CLIENT_ID";
      ctx.addIssue({ code: "custom", path: [missing], message: "is required when AUTH_ISSUER is set" });
    }
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
      const missing = env.STRIPE_SECRET_KEY ? "STRIPE_WEBHOOK_SECRET" : "STRIPE_SECRET_KEY";
      ctx.addIssue({
        code: "custom",
        path: [missing],
        message: "is required when the other Stripe key is set",
      });
    }
    const llm = { LLM_BASE_URL: env.LLM_BASE_URL, LLM_API_KEY: env.LLM_API_KEY, LLM_MODEL: env.LLM_MODEL };
    const llmMissing = Object.entries(llm).filter(([, value]) => !value);
    if (llmMissing.length > 0 && llmMissing.length < 3) {
      ctx.addIssue({
        code: "custom",
        path: [llmMissing[0]![0]],
        message: "is required when any of LLM_BASE_URL, LLM_API_KEY, LLM_MODEL is set",
      });
    }
    if (env.PAYMENTS === "stripe" && !env.STRIPE_SECRET_KEY) {
      ctx.addIssue({
        code: "custom",
        path: ["STRIPE_SECRET_KEY"],
        message: "is required when PAYMENTS=stripe",
      });
    }
    if (env.NODE_ENV === "production" && !env.SESSION_SECRET) {
      ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: "is required in production" });
    }
  });

export interface Config {
  nodeEnv: "development" | "production" | "test";
  /** The address to listen on; undefined listens on every interface. */
  host: string | undefined;
  port: number;
  /** The public origin, used for sign-in redirects and the local identity provider. */
  appUrl: URL;
  databaseUrl: string;
  sessionSecrets: string[];
  /** An external OpenID Connect provider, or null to run the local one under /idp. */
  oidc: { issuer: string; clientId: string; clientSecret: string } | null;
  maxBodyBytes: number;
  /** Sign-in and sign-up attempts allowed per IP address in 15 minutes (each). */
  authRateLimit: number;
  /** An OpenAI-compatible endpoint for reactions and chat replies, or null for the engine alone. */
  llm: {
    baseUrl: string;
    apiKey: string;
    model: string;
    concurrency: number;
    timeoutMs: number;
    maxRetries: number;
  } | null;
  /** Stripe Checkout when both keys are set; otherwise the local test checkout. */
  stripe: { secretKey: string; webhookSecret: string } | null;
  /**
   * Who takes payments: Stripe when its keys are set; else the local test
   * checkout, which hands out personas for free and so is off in production
   * unless PAYMENTS=local asks for it.
   */
  payments: "stripe" | "local" | "off";
  /** Free guest simulations per IP address in 24 hours (and one per guest). */
  guestRunsPerIp: number;
  /** Free public tests (quick validation, pulse, idea check) per guest address and UTC day. */
  publicTestsPerIp: number;
  /** Express's "trust proxy": which proxies' X-Forwarded-For names the client (false: none). */
  trustProxy: boolean | number | string;
  logRequests: boolean;
  /** Bearer token for /metrics; without it /metrics is off (404). */
  metricsToken: string | null;
  /** Where server errors are reported (Sentry), or null to log them only. */
  sentryDsn: string | null;
  /** Redis for the rate limits of several instances; null: the database (PostgreSQL) or memory (SQLite). */
  redisUrl: string | null;
  /** Who runs the site, for the Impressum and the privacy policy. */
  operator: Operator;
  /** Forward analytics events (after consent) to PostHog, or null to keep them first-party only. */
  posthog: { key: string; host: string } | null;
}

export interface Operator {
  name: string;
  /** The postal address, one entry per line. */
  address: string[];
  email: string;
  phone: string | null;
  /** True while any of name, address or email is the neutral placeholder (not set). */
  isPlaceholder: boolean;
}

export const OPERATOR_PLACEHOLDER = {
  name: "Max Mustermann",
  address: "Musterstraße 1|10115 Berlin|Germany",
  email: "hello@example.com",
} as const;

export const POSTHOG_DEFAULT_HOST = "https://eu.i.posthog.com";

export class ConfigError extends Error {
  override name = "ConfigError";
}

/**
 * Reads the configuration. `dataDir` keeps the generated development session
 * secret so that sessions survive restarts.
 */
export function loadConfig(
  source: Record<string, string | undefined> = process.env,
  dataDir = "data",
): Config {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const variable = String(issue.path[0] ?? "environment");
    const value = source[variable];
    const shown =
      value === undefined
        ? ""
        : ` (got ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)})`;
    throw new ConfigError(
      `Invalid configuration: ${variable} ${issue.message}${variable === "SESSION_SECRET" ? "" : shown}`,
    );
  }
  const env = result.data;
  const appUrl = new URL(env.APP_URL ?? `http://localhost:${env.PORT}`);
  return {
    nodeEnv: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    appUrl,
    databaseUrl: env.DATABASE_URL,
    sessionSecrets: env.SESSION_SECRET
      ? env.SESSION_SECRET.split(",").map((secret) => secret.trim())
      : [developmentSecret(dataDir)],
    oidc: env.AUTH_ISSUER
      ? { issuer: env.AUTH_ISSUER, clientId: env.AUTH_CLIENT_ID!, clientSecret: env.AUTH_CLIENT_SECRET! }
      : null,
    maxBodyBytes: env.MAX_BODY_BYTES,
    authRateLimit: env.AUTH_RATE_LIMIT,
    llm:
      env.LLM_BASE_URL && env.LLM_API_KEY && env.LLM_MODEL
        ? {
            baseUrl: env.LLM_BASE_URL,
            apiKey: env.LLM_API_KEY,
            model: env.LLM_MODEL,
            concurrency: env.LLM_CONCURRENCY,
            timeoutMs: env.LLM_TIMEOUT_MS,
            maxRetries: env.LLM_MAX_RETRIES,
          }
        : null,
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET }
        : null,
    payments:
      env.PAYMENTS ??
      (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? "stripe"
        : env.NODE_ENV === "production"
          ? "off"
          : "local"),
    guestRunsPerIp: env.GUEST_RUNS_PER_IP,
    publicTestsPerIp: env.PUBLIC_TESTS_PER_IP,
    trustProxy: env.TRUST_PROXY,
    logRequests: env.LOG_REQUESTS,
    metricsToken: env.METRICS_TOKEN ?? null,
    sentryDsn: env.SENTRY_DSN ?? null,
    redisUrl: env.REDIS_URL ?? null,
    operator: {
      name: env.OPERATOR_NAME ?? OPERATOR_PLACEHOLDER.name,
      address: addressLines(env.OPERATOR_ADDRESS ?? OPERATOR_PLACEHOLDER.address),
      email: env.OPERATOR_EMAIL ?? OPERATOR_PLACEHOLDER.email,
      phone: env.OPERATOR_PHONE ?? null,
      isPlaceholder: !env.OPERATOR_NAME || !env.OPERATOR_ADDRESS || !env.OPERATOR_EMAIL,
    },
    posthog: env.POSTHOG_KEY
      ? { key: env.POSTHOG_KEY, host: (env.POSTHOG_HOST ?? POSTHOG_DEFAULT_HOST).replace(/\/+$/, "") }
      : null,
  };
}

/** "Street 1|12345 City" or "Street 1\\n12345 City" (a literal backslash-n or a real line break). */
function addressLines(address: string): string[] {
  return address
    .split(/\\n|\n|\|/)
    .map((line) => line.trim())
    .filter(Boolean);
}

function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
