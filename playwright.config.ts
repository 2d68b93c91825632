import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

/**
 * The end-to-end suite runs against the production build on a free port with
 * a fresh SQLite database, in two projects: JavaScript on and off.
 */
function freePort(): string {
  const script =
    "const s=require('net').createServer().listen(0,()=>{console.log(s.address().port);s.close()})";
  return execFileSync(process.execPath, ["-e", script], { encoding: "utf8" }).trim();
}

// Set once in the main process; the workers inherit it.
const port = (process.env.E2E_PORT ??= freePort());
const runDir = (process.env.E2E_RUN_DIR ??= `e2e/.tmp/run-${Date.now()}`);
const baseURL = `http://localhost:${port}`;
// The e2e helpers sign users in by writing sessions the server can read (e2e/app-database.ts).
const sessionSecret = (process.env.E2E_SESSION_SECRET ??= "e2e-session-secret-that-is-long-enough");

// Debian's Chromium where Playwright cannot download its own browser.
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // On CI a browser that crashes under load ("Target page, context or browser has been closed"
  // at the first navigation) gets one more try; a test that fails twice fails, and one that
  // passes only on the retry is listed as flaky in the report.
  retries: process.env.CI ? 1 : 0,
  reporter: "list",
  // The longest flows (a user's whole account, three runs, a chat) take 20-60 s on a busy 2-core
  // machine that runs two browsers and the server; test.slow() triples this for the longest walks.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: executablePath
      ? {
          executablePath,
          args: [
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
          ],
        }
      : {},
  },
  projects: [
    { name: "js", use: { ...devices["Desktop Chrome"], javaScriptEnabled: true } },
    // Specs named *.js-only.spec.ts test what only JavaScript adds (timers, popups).
    {
      name: "no-js",
      use: { ...devices["Desktop Chrome"], javaScriptEnabled: false },
      testIgnore: /\.js-only\.spec\.ts$/,
    },
  ],
  webServer: {
    // The compiled server (`npm run build` makes it), as `npm start` runs it.
    command: "node --enable-source-maps build/server/index.js",
    url: `${baseURL}/`,
    reuseExistingServer: false,
    stdout: "pipe",
    timeout: 60_000,
    env: {
      NODE_ENV: "production",
      PORT: port,
      APP_URL: baseURL,
      DATABASE_URL: `file:${runDir}/app.db`,
      SESSION_SECRET: sessionSecret,
      LOG_REQUESTS: "false",
      METRICS_TOKEN: "e2e-metrics-token-long-enough",
      // Production turns the free test checkout off; the purchase specs use it.
      PAYMENTS: "local",
      MAX_BODY_BYTES: "65536",
      // Each test's pages come from an address of their own (X-Forwarded-For, see e2e/fixtures.ts), so
      // per-address limits apply per test at their real defaults; contexts a test opens itself share 127.0.0.1.
      TRUST_PROXY: "loopback",
      AUTH_RATE_LIMIT: "10000",
      GUEST_RUNS_PER_IP: "10000",
    },
  },
});
