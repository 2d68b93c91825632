import type { Migration } from "kysely";
import * as users from "./0001-users";
import * as simulationsAndCredits from "./0002-simulations-and-credits";
import * as paymentsAndGuestLimits from "./0003-payments-and-guest-limits";
import * as cohortsChatsFeedback from "./0004-cohorts-chats-feedback";
import * as analytics from "./0005-analytics";
import * as waitlist from "./0006-waitlist";
import * as sharing from "./0007-sharing";
import * as guestTestsAndAnalyticsSessions from "./0008-guest-tests-and-analytics-sessions";
import * as simulationCorrections from "./0009-simulation-corrections";
import * as sessions from "./0010-sessions";
import * as calibrations from "./0011-calibrations";
import * as comparisons from "./0012-comparisons";
import * as oidcPayloads from "./0013-oidc-payloads";
import * as rateLimits from "./0014-rate-limits";
import * as historyIndex from "./0015-history-index";
import * as verdicts from "./0016-verdicts";
import * as simulationAdopters from "./0017-simulation-adopters";
import * as reportCompression from "./0018-report-compression";
import * as creditBalances from "./0019-credit-balances";

/**
 * Every migration, in order. Listed here rather than read from a folder so
 * that the same code runs from source (tsx), the tests and the server build.
 */
export const migrations: Record<string, Migration> = {
  "0001-users": users,
  "0002-simulations-and-credits": simulationsAndCredits,
  "0003-payments-and-guest-limits": paymentsAndGuestLimits,
  "0004-cohorts-chats-feedback": cohortsChatsFeedback,
  "0005-analytics": analytics,
  "0006-waitlist": waitlist,
  "0007-sharing": sharing,
  "0008-guest-tests-and-analytics-sessions": guestTestsAndAnalyticsSessions,
  "0009-simulation-corrections": simulationCorrections,
  "0010-sessions": sessions,
  "0011-calibrations": calibrations,
  "0012-comparisons": comparisons,
  "0013-oidc-payloads": oidcPayloads,
  "0014-rate-limits": rateLimits,
  "0015-history-index": historyIndex,
  "0016-verdicts": verdicts,
  "0017-simulation-adopters": simulationAdopters,
  "0018-report-compression": reportCompression,
  "0019-credit-balances": creditBalances,
};
