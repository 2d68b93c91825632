import { FREE_MONTHLY_PERSONAS, REFILL_PERIOD_DAYS } from "~/constants";

/** The figures the legal pages state (spec §9), in one place. */
export const LEGAL = {
  lastUpdated: "2026-11-22",
  minimumAge: 16,
  logRetentionDays: 7,
  accountDeletionDays: 30,
  simulationRetentionDaysAfterAccount: 30,
  /** Runs and chats made without an account, counted from when they were made. */
  guestContentRetentionDays: 30,
  analyticsRetentionMonths: 13,
  waitlistRetentionMonths: 24,
  pricingNoticeDays: 30,
  terminationNoticeDays: 30,
  termsChangeNoticeDays: 30,
  liabilityCapMonths: 12,
  consentCookieDays: 365,
  freeMonthlyCredits: FREE_MONTHLY_PERSONAS,
  freeCreditPeriodDays: REFILL_PERIOD_DAYS,
  currency: "USD",
} as const;

/** What the legal pages need to know about the operator and the configured services. */
export interface OperatorDetails {
  name: string;
  address: string[];
  email: string;
  phone: string | null;
}

export interface PrivacySettings {
  /** The PostHog host events are forwarded to, or null when they stay first-party. */
  posthogHost: string | null;
  /** Payments go through Stripe (else the built-in test checkout). */
  stripe: boolean;
  /** The host of the AI model provider reactions come from, or null for the built-in engine. */
  llmHost: string | null;
  /** Sign-in goes through an external identity provider at this host, or null for our own. */
  identityProviderHost: string | null;
}
