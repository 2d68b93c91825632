import type { AppLoadContext } from "@remix-run/node";
import { loadConfig } from "~/config.server";
import { createAppServices, type AppServices, type Runtime } from "~/context.server";
import { createLocalRunEvents } from "~/services/run-events.server";
import { createAccount } from "~/services/password-accounts.server";
import { startUserSession } from "~/utils/auth.server";
import type { IdpInteraction } from "~/idp/interaction";
import { HONEYPOT_STAMP_FIELD } from "~/components/honeypot";
import { honeypotStamp } from "~/utils/honeypot.server";
import type { TestDatabase } from "./database";

export const TEST_SECRET = "test-secret-that-is-long-enough-0123456789";

export function createTestServices(
  database: TestDatabase,
  { env = {}, runtime }: { env?: Record<string, string>; runtime?: Partial<Runtime> } = {},
): AppServices {
  const config = loadConfig({ NODE_ENV: "test", SESSION_SECRET: TEST_SECRET, PORT: "3000", ...env });
  return createAppServices(config, database, {
    events: runtime?.events ?? createLocalRunEvents(),
    wakeWorker: runtime?.wakeWorker ?? (() => undefined),
    shutdown: runtime?.shutdown,
  });
}

/** The load context Remix would pass, for calling loaders and actions directly. */
export function createLoadContext(
  services: AppServices,
  overrides: Partial<Omit<AppLoadContext, "services">> = {},
): AppLoadContext {
  return { services, clientIp: "203.0.113.7", cspNonce: "test-nonce", idp: null, ...overrides };
}

/** Stands in for oidc-provider's pending sign-in: records who finished it. */
export function pendingInteraction(uid = "interaction-1", screen: "sign-in" | "sign-up" = "sign-in") {
  const completed: string[] = [];
  const interaction: IdpInteraction = {
    details: async () => ({ uid, screen, loginHint: null }),
    complete: async (accountId) => {
      completed.push(accountId);
      return `http://localhost:3000/idp/auth/${uid}`;
    },
  };
  return { interaction, completed };
}

/** The honeypot stamp a page of the test server renders into its forms (signed at the epoch, so never "in the future"). */
export const RENDERED_FORM_STAMP = { [HONEYPOT_STAMP_FIELD]: honeypotStamp(TEST_SECRET, new Date(0)) };

/**
 * A form post as the browser sends it from a page the server rendered (with
 * the honeypot stamp); `{ rendered: false }` for a post no page rendered.
 */
export function formRequest(
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  { rendered = true }: { rendered?: boolean } = {},
): Request {
  const body = new URLSearchParams(rendered ? { ...RENDERED_FORM_STAMP, ...fields } : fields);
  return new Request(url, { method: "POST", body, headers });
}

export interface RouteAnswer {
  status: number;
  headers: Headers;
  body: unknown;
}

/**
 * Calls a loader or action the way Remix would and reads the answer: a
 * returned or thrown Response (JSON parsed when it is JSON), or `data()`.
 */
export async function callRoute(
  handler: (args: never) => unknown,
  request: Request,
  services: AppServices,
  params: Record<string, string> = {},
): Promise<RouteAnswer> {
  let result: unknown;
  try {
    result = await handler({ request, params, context: createLoadContext(services) } as never);
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    result = thrown;
  }
  if (result instanceof Response) {
    const text = await result.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // a plain-text body
    }
    return { status: result.status, headers: result.headers, body };
  }
  if (result && typeof result === "object" && "type" in result && result.type === "DataWithResponseInit") {
    const { data, init } = result as unknown as { data: unknown; init: ResponseInit | null };
    return { status: init?.status ?? 200, headers: new Headers(init?.headers), body: data };
  }
  return { status: 200, headers: new Headers(), body: result };
}

/** A new account with a signed-in session: its id and the Cookie header value for requests. */
export async function signedInUser(
  services: AppServices,
  email: string,
): Promise<{ id: string; cookie: string }> {
  const account = await createAccount(services.db, { email, name: null, password: "abcdefg1" }, new Date());
  const setCookie = await startUserSession(
    createLoadContext(services),
    new Request("http://localhost:3000"),
    account.id,
  );
  return { id: account.id, cookie: setCookie.split(";")[0]! };
}
