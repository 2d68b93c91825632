import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "~/config.server";

// Each test's own data folder, inside one that is removed when the file is done.
const root = mkdtempSync(path.join(tmpdir(), "sb-config-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const dataDir = () => mkdtempSync(path.join(root, "data-"));

describe("loadConfig", () => {
  it("runs locally with nothing set: SQLite, port 3000, the local identity provider", () => {
    const dir = dataDir();
    const config = loadConfig({}, dir);
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBe("file:data/app.db");
    expect(config.appUrl.href).toBe("http://localhost:3000/");
    expect(config.oidc).toBeNull();
    expect(config.sessionSecrets[0]).toHaveLength(64);
    // The generated secret is kept, so sessions survive a restart.
    expect(readFileSync(path.join(dir, "session-secret"), "utf8")).toBe(config.sessionSecrets[0]);
    expect(loadConfig({}, dir).sessionSecrets).toEqual(config.sessionSecrets);
  });

  it.each([
    [{ PORT: "abc" }, 'Invalid configuration: PORT must be a whole number between 1 and 65535 (got "abc")'],
    [
      { PORT: "70000" },
      'Invalid configuration: PORT must be a whole number between 1 and 65535 (got "70000")',
    ],
    [
      { DATABASE_URL: "mysql://x" },
      "Invalid configuration: DATABASE_URL must start with file: (SQLite) or postgres:// (PostgreSQL)",
    ],
    [{ APP_URL: "localhost:3000" }, "Invalid configuration: APP_URL must be an absolute http(s) URL"],
    [
      { AUTH_ISSUER: "https://id.example.com" },
      "Invalid configuration: AUTH_CLIENT_ID is required when AUTH_ISSUER is set",
    ],
    [{ NODE_ENV: "production" }, "Invalid configuration: SESSION_SECRET is required in production"],
    [
      { SESSION_SECRET: "short" },
      "Invalid configuration: SESSION_SECRET must be one or more comma-separated secrets of at least 32 characters",
    ],
    [{ LOG_REQUESTS: "yes" }, 'Invalid configuration: LOG_REQUESTS must be "true" or "false"'],
    [
      { LLM_BASE_URL: "http://llm.local/v1", LLM_MODEL: "m" },
      "Invalid configuration: LLM_API_KEY is required when any of LLM_BASE_URL, LLM_API_KEY, LLM_MODEL is set",
    ],
    [{ LLM_CONCURRENCY: "0" }, 'Invalid configuration: LLM_CONCURRENCY must be at least 1 (got "0")'],
    [
      { OPERATOR_EMAIL: "not-an-email" },
      'Invalid configuration: OPERATOR_EMAIL must be an email address (got "not-an-email")',
    ],
    [
      { OPERATOR_PHONE: "call me" },
      'Invalid configuration: OPERATOR_PHONE must be a phone number such as +49 30 1234567 (got "call me")',
    ],
    [
      { POSTHOG_HOST: "eu.i.posthog.com" },
      "Invalid configuration: POSTHOG_HOST must be an absolute http(s) URL such as https://eu.i.posthog.com",
    ],
  ])("stops with one line naming the variable for %o", (env, message) => {
    expect(() => loadConfig(env, dataDir())).toThrowError(message);
  });

  it("takes payments with Stripe when configured, else the test checkout, which production turns off", () => {
    const base = { SESSION_SECRET: "x".repeat(40) };
    expect(loadConfig({}).payments).toBe("local");
    expect(loadConfig({ ...base, NODE_ENV: "production" }).payments).toBe("off");
    expect(loadConfig({ ...base, NODE_ENV: "production", PAYMENTS: "local" }).payments).toBe("local");
    expect(
      loadConfig({ ...base, NODE_ENV: "production", STRIPE_SECRET_KEY: "sk", STRIPE_WEBHOOK_SECRET: "wh" })
        .payments,
    ).toBe("stripe");
    expect(() => loadConfig({ PAYMENTS: "stripe" })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ PAYMENTS: "free" })).toThrow(/must be stripe, local or off/);
  });

  it("never prints the session secret", () => {
    expect(() => loadConfig({ SESSION_SECRET: "too-short-secret" }, dataDir())).toThrowError(
      /^(?!.*too-short-secret)/,
    );
  });

  it("reads an external provider and rotating secrets", () => {
    const config = loadConfig(
      {
        AUTH_ISSUER: "https://id.example.com/",
        AUTH_CLIENT_ID: "client",
        AUTH_CLIENT_SECRET: "secret",
        SESSION_SECRET: `${"n".repeat(32)}, ${"o".repeat(32)}`,
        APP_URL: "https://board.example.com",
        DATABASE_URL: "postgres://db/app",
      },
      dataDir(),
    );
    expect(config.oidc).toEqual({
      issuer: "https://id.example.com/",
      clientId: "client",
      clientSecret: "secret",
    });
    expect(config.sessionSecrets).toEqual(["n".repeat(32), "o".repeat(32)]);
    expect(config.appUrl.protocol).toBe("https:");
  });

  it("names a placeholder operator and forwards no analytics when nothing is set", () => {
    const config = loadConfig({}, dataDir());
    expect(config.operator).toEqual({
      name: "Max Mustermann",
      address: ["Musterstraße 1", "10115 Berlin", "Germany"],
      email: "hello@example.com",
      phone: null,
      isPlaceholder: true,
    });
    expect(config.posthog).toBeNull();
  });

  it("reads the operator (address lines split on | or \\n) and PostHog with its EU default host", () => {
    const config = loadConfig(
      {
        OPERATOR_NAME: "Erika Beispiel",
        OPERATOR_ADDRESS: "Beispielweg 7\\n80331 München | Germany",
        OPERATOR_EMAIL: "erika@beispiel.de",
        OPERATOR_PHONE: "+49 89 1234567",
        POSTHOG_KEY: "phc_test",
      },
      dataDir(),
    );
    expect(config.operator).toEqual({
      name: "Erika Beispiel",
      address: ["Beispielweg 7", "80331 München", "Germany"],
      email: "erika@beispiel.de",
      phone: "+49 89 1234567",
      isPlaceholder: false,
    });
    expect(config.posthog).toEqual({ key: "phc_test", host: "https://eu.i.posthog.com" });
    expect(
      loadConfig({ POSTHOG_KEY: "phc_test", POSTHOG_HOST: "https://posthog.example.com/" }, dataDir())
        .posthog,
    ).toEqual({ key: "phc_test", host: "https://posthog.example.com" });
    // A real line break (from a quoted .env value) works too; one unset part keeps the placeholder flag.
    const partial = loadConfig(
      { OPERATOR_NAME: "Erika Beispiel", OPERATOR_ADDRESS: "A 1\n12345 B" },
      dataDir(),
    );
    expect(partial.operator.address).toEqual(["A 1", "12345 B"]);
    expect(partial.operator.isPlaceholder).toBe(true);
  });
});
