import type { Generated, Kysely, Selectable } from "kysely";

/**
 * Table types, written once for SQLite and PostgreSQL: ids are text,
 * timestamps are ISO-8601 text (UTC), so both dialects read back the same
 * values and sort them the same way (docs/decisions/002-one-schema-two-databases.md).
 */
export interface UsersTable {
  id: string;
  email: string;
  name: string | null;
  created_at: string;
  last_login_at: string | null;
}

/** Local identity provider accounts: one scrypt hash per user. */
export interface PasswordsTable {
  user_id: string;
  hash: string;
}

/** Links an OpenID Connect subject (issuer + sub) to a user. */
export interface IdentitiesTable {
  issuer: string;
  subject: string;
  user_id: string;
  created_at: string;
}

export type SimulationStatus = "queued" | "running" | "completed" | "failed";
export type SimulationStage =
  "queued" | "starting" | "generating" | "processing" | "reporting" | "completed" | "failed";

/** One simulation run; `report` holds the engine's report as JSON once completed. */
export interface SimulationsTable {
  id: string;
  user_id: string | null;
  guest_id: string | null;
  goal: string;
  cohort_id: string;
  cohort_name: string;
  is_custom_cohort: number;
  persona_count: number;
  seed: string;
  status: SimulationStatus;
  stage: SimulationStage;
  progress_percentage: number;
  personas_processed: number;
  message: string | null;
  error_message: string | null;
  /** Counts published events: the SSE event id. */
  event_seq: number;
  attempts: number;
  claimed_by: string | null;
  heartbeat_at: string | null;
  credits_debited: number;
  report: string | null;
  /** How many personas of the completed report would adopt (a score of 4 or 5). */
  adopters: number | null;
  created_at: string;
  started_at: string | null;
  completed_at: string | null;
  /** A guest run's address as a keyed hash, to count free runs per address. */
  guest_ip_hash: string | null;
  /** When the owner pressed Share: the verdict page is then public. */
  shared_at: string | null;
  /** 1 for runs made on a public page (pulse): their verdict page is public. */
  is_public: number | null;
  /** The starter's analytics session when they accepted analytics: completion events go there. */
  analytics_session_id: string | null;
  /** Where the run was started (defaults to "app"). */
  origin: Generated<SimulationOrigin>;
  /** The user's corrections to how the idea was read (JSON of IdeaCorrections), applied by the runner. */
  corrections: string | null;
  /** The user's own calibration the run uses; the product's when null. */
  calibration_id: string | null;
  /** The comparison this run is a variant of, and which ("A"-"D", or "control"). */
  comparison_id: string | null;
  comparison_variant: string | null;
}

/** The app (and its API and chat form), or one of the public or secondary surfaces. */
export type SimulationOrigin = "app" | "quick_validation" | "pulse" | "wizard";

export type CreditBucket = "free" | "paid";
export type CreditKind = "monthly_grant" | "expiry" | "simulation" | "refund" | "purchase";

export interface CreditLedgerTable {
  id: string;
  user_id: string;
  bucket: CreditBucket;
  kind: CreditKind;
  delta: number;
  simulation_id: string | null;
  idempotency_key: string;
  note: string | null;
  created_at: string;
}

/** A user's running totals per bucket: the ledger's sum, kept with each entry. */
export interface CreditBalancesTable {
  user_id: string;
  free: number;
  paid: number;
  /** The start of the user's period of their latest spending (a debit or a refund). */
  period_start: string | null;
  /** The deltas of their spending in that period (negative: personas used). */
  period_spent: number;
}

/** A signed-in (or flash-carrying) browser session; the cookie holds only its id. */
export interface SessionsTable {
  id: string;
  user_id: string | null;
  /** The session's data as JSON (the user id, flash messages). */
  data: string;
  created_at: string;
  expires_at: string;
}

export interface ApiTokensTable {
  id: string;
  user_id: string;
  name: string;
  /** SHA-256 of the token; the token itself is shown once. */
  token_hash: string;
  created_at: string;
  last_used_at: string | null;
}

export type PaymentStatus = "pending" | "paid" | "cancelled";

/** A purchase of personas through a payment provider ("local" test checkout or "stripe"). */
export interface PaymentsTable {
  id: string;
  user_id: string;
  package_id: string;
  personas: number;
  amount_cents: number;
  currency: string;
  provider: string;
  provider_session_id: string | null;
  status: PaymentStatus;
  created_at: string;
  completed_at: string | null;
  /** The buyer's analytics session when they accepted analytics: checkout_completed goes there. */
  analytics_session_id: string | null;
}

/** Provider events already handled: webhooks are delivered at least once. */
export interface WebhookEventsTable {
  id: string;
  provider: string;
  type: string;
  received_at: string;
}

export type CohortStatus = "generating" | "ready" | "failed";

/** A user's own human results fitted into the panel: `parameters` and `figures` are JSON. */
export interface CalibrationsTable {
  id: string;
  user_id: string;
  name: string;
  concepts: number;
  respondents: number;
  parameters: string;
  figures: string;
  created_at: string;
}

/** A comparison of variants on one panel; its variants are runs with its id. */
export interface ComparisonsTable {
  id: string;
  user_id: string | null;
  guest_id: string | null;
  /** A guest comparison's address as a keyed hash, to count free comparisons per address. */
  guest_ip_hash: string | null;
  cohort_id: string;
  cohort_name: string;
  persona_count: number;
  /** When the owner pressed Share: the comparison page is then public. */
  shared_at: string | null;
  created_at: string;
}

/** A custom audience: `model` is the engine's CohortModel and `personas` its drawn personas, as JSON. */
export interface CohortsTable {
  id: string;
  user_id: string;
  name: string;
  description: string;
  icon: string;
  size: number;
  status: CohortStatus;
  model: string | null;
  personas: string | null;
  usage_count: number;
  created_at: string;
  completed_at: string | null;
}

/** A chat with one persona of one run; `messages` is JSON: {id, role, content, timestamp}[]. */
export interface PersonaChatsTable {
  id: string;
  user_id: string;
  simulation_id: string;
  persona_id: string;
  messages: string;
  created_at: string;
  last_updated: string;
}

/** The app in chat form: `messages` is the dialogue as JSON, `config` what was extracted from it. */
export interface ConversationsTable {
  id: string;
  user_id: string | null;
  guest_id: string | null;
  messages: string;
  config: string | null;
  simulation_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface FeedbackTable {
  id: string;
  user_id: string | null;
  guest_id: string | null;
  simulation_id: string | null;
  rating: "positive" | "negative";
  text: string | null;
  created_at: string;
}

/** One analytics event, stored only with consent; `properties` is the event's validated properties as JSON. */
export interface AnalyticsEventsTable {
  id: string;
  name: string;
  session_id: string;
  user_id: string | null;
  is_authenticated: number;
  path: string;
  properties: string;
  created_at: string;
}

/** Landing-page waitlist sign-ups; `source` is the page the visitor signed up on. */
export interface WaitlistTable {
  id: string;
  email: string;
  source: string;
  created_at: string;
}

/** A guest address's free public tests on one UTC day (used, refused attempts, extra tests unlocked by email). */
export interface GuestTestDaysTable {
  ip_hash: string;
  /** YYYY-MM-DD in UTC. */
  day: string;
  used: number;
  refusals: number;
  bonus: number;
  created_at: string;
}

/** A run's shared verdict as built from its report (JSON of Verdict), of the verdict shape `version`. */
export interface VerdictsTable {
  simulation_id: string;
  version: number;
  body: string;
}

/** The local identity provider's models (oidc-provider), one row per kind and id. */
export interface OidcPayloadsTable {
  kind: string;
  id: string;
  /** The model as JSON. */
  payload: string;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  /** ISO time after which the row is gone to the provider; null for never. */
  expires_at: string | null;
  consumed_at: string | null;
}

export interface DB {
  users: UsersTable;
  passwords: PasswordsTable;
  identities: IdentitiesTable;
  simulations: SimulationsTable;
  verdicts: VerdictsTable;
  calibrations: CalibrationsTable;
  comparisons: ComparisonsTable;
  credit_ledger: CreditLedgerTable;
  credit_balances: CreditBalancesTable;
  api_tokens: ApiTokensTable;
  sessions: SessionsTable;
  payments: PaymentsTable;
  webhook_events: WebhookEventsTable;
  cohorts: CohortsTable;
  persona_chats: PersonaChatsTable;
  conversations: ConversationsTable;
  feedback: FeedbackTable;
  analytics_events: AnalyticsEventsTable;
  waitlist: WaitlistTable;
  guest_test_days: GuestTestDaysTable;
  oidc_payloads: OidcPayloadsTable;
}

export type Database = Kysely<DB>;
export type User = Selectable<UsersTable>;
/** The columns added after 0002 (sharing, 0007, and later) are optional so code that builds a whole run need not set them. */
type LaterSimulationColumns =
  | "shared_at"
  | "is_public"
  | "analytics_session_id"
  | "origin"
  | "corrections"
  | "calibration_id"
  | "comparison_id"
  | "comparison_variant"
  | "adopters";
export type Simulation = Omit<Selectable<SimulationsTable>, LaterSimulationColumns> &
  Partial<Pick<Selectable<SimulationsTable>, LaterSimulationColumns>>;
export type CreditEntry = Selectable<CreditLedgerTable>;
export type Payment = Selectable<PaymentsTable>;
export type Cohort = Selectable<CohortsTable>;
export type Comparison = Selectable<ComparisonsTable>;
export type PersonaChat = Selectable<PersonaChatsTable>;
export type Conversation = Selectable<ConversationsTable>;
export type AnalyticsEvent = Selectable<AnalyticsEventsTable>;
