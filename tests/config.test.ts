import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "~/config.server";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "sb-config-"));

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
  ])("stops with one line naming the variable for %o", (env, message) => {
    expect(() => loadConfig(env, dataDir())).toThrowError(message);
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
});
