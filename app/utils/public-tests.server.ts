import type { AppLoadContext } from "@remix-run/node";
import {
  dailyLimitMessage,
  EMAIL_GATE_VARIANT,
  type EmailGateView,
  type PublicTestSurface,
} from "~/components/email-gate";
import { EMAIL_GATE_BONUS_TESTS } from "~/constants";
import { EMAIL_GATE_CONSTRAINT } from "~/forms/email-gate.server";
import { hashGuestIp } from "~/services/guest-runs.server";
import { claimPublicTest } from "~/services/public-tests.server";
import { trackServerEvents, withCookies } from "./request-analytics.server";

// The public tests' daily limit as routes meet it: the request's address,
// the refusal as an error with its message, and the analytics and email
// gate a refused page shows. The counting itself is services/public-tests.

/** The request's guest address, as the keyed hash the table stores (never the address itself). */
export function guestAddressHash(context: AppLoadContext): string {
  return hashGuestIp(context.services.config.sessionSecrets[0]!, context.clientIp);
}

/** A guest's test refused by the daily limit; the message names the number of tests they had today. */
export class PublicTestLimitError extends Error {
  override name = "PublicTestLimitError";
  constructor(
    readonly refusals: number,
    readonly canUnlock: boolean,
    /** The configured daily limit. */
    readonly limit: number,
  ) {
    super("");
    this.message = dailyLimitMessage(this.testsToday);
  }

  /** The tests the address had today: the limit, plus the bonus once an email unlocked it. */
  get testsToday(): number {
    return this.limit + (this.canUnlock ? 0 : EMAIL_GATE_BONUS_TESTS);
  }
}

/**
 * Takes one of today's free tests for a guest (signed-in users are never counted) right before
 * a test starts: gives back `release` to call when the test could not start after all, and
 * throws PublicTestLimitError when the address has none left.
 */
export async function claimGuestPublicTest(
  context: AppLoadContext,
  { guest }: { guest: boolean },
): Promise<() => Promise<void>> {
  if (!guest) return async () => undefined;
  const { db, config, now } = context.services;
  const limit = config.publicTestsPerIp;
  const claim = await claimPublicTest(db, { ipHash: guestAddressHash(context), limit }, now());
  if (!claim.allowed) throw new PublicTestLimitError(claim.refusals, claim.canUnlock, limit);
  return claim.release;
}

/** The rate-limit event of a refused test (spec §4): the first refusal of the day, then the attempts after it. */
function refusalEvent(error: PublicTestLimitError, surface: PublicTestSurface) {
  return error.refusals === 1
    ? ({ name: "rate_limit_reached", properties: { surface, limit: error.limit } } as const)
    : ({ name: "simulation_attempt_after_limit", properties: { surface } } as const);
}

/**
 * Records a refused test (rate_limit_reached, or simulation_attempt_after_limit).
 * Returns `headers` with the analytics session cookie when one was issued.
 */
export async function trackLimitRefusal(
  context: AppLoadContext,
  request: Request,
  error: PublicTestLimitError,
  surface: PublicTestSurface,
  headers: Headers = new Headers(),
): Promise<Headers> {
  const tracked = await trackServerEvents(context, request, [refusalEvent(error, surface)]);
  return withCookies([tracked.setCookie], headers);
}

/**
 * A page's refused test: records the refusal and the gate being shown (one
 * analytics session for all three events), and returns what the page renders
 * the email gate from and the headers to answer with.
 */
export async function emailGateForRefusal(
  context: AppLoadContext,
  request: Request,
  error: PublicTestLimitError,
  { surface, returnTo }: { surface: PublicTestSurface; returnTo: string },
  headers: Headers = new Headers(),
): Promise<{ gate: EmailGateView; headers: Headers }> {
  const tracked = await trackServerEvents(context, request, [
    refusalEvent(error, surface),
    { name: "email_gate_shown", properties: { variant: EMAIL_GATE_VARIANT, surface } },
    { name: "email_gate_variant_shown", properties: { variant: EMAIL_GATE_VARIANT } },
  ]);
  return {
    gate: {
      id: crypto.randomUUID(),
      surface,
      testsToday: error.testsToday,
      canUnlock: error.canUnlock,
      returnTo,
      constraint: EMAIL_GATE_CONSTRAINT,
    },
    headers: withCookies([tracked.setCookie], headers),
  };
}
