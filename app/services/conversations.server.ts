import type { ExpressionBuilder, Transaction } from "kysely";
import { z } from "zod";
import { GOAL_MAX_LENGTH, GUEST_PERSONA_COUNT } from "~/constants";
import { isPostgres } from "~/db/dialect";
import type { Conversation, DB, Database, Simulation } from "~/db/schema";
import {
  analyzeResults,
  clarify,
  extractConfig,
  findPresetCohort,
  isGoAhead,
  type AppReport,
  type ClarifyResult,
  type ClarifySelection,
  type DialogueTurn,
  type ExtractedConfig,
  type ResultEvidence,
  type ResultsAnswer,
} from "~/engine";
import { startRun, type RunServices, type Starter } from "./runs.server";
import { getOwnedSimulation, type Owner } from "./simulations.server";
import { isValidId } from "~/utils/validation";
import { reportOfRun } from "./stored-report.server";
import { readStoredList, serializeList } from "./stored-lists.server";

// The app in chat form: a conversation with the orchestrator, stored on the
// server, from the idea through the clarifying questions and the run's
// configuration to the report and questions about it.

export type MessageKind = "clarification" | "config" | "progress" | "report" | "answer";

export interface ConversationMessage {
  id: string;
  role: "user" | "assistant";
  content: string;
  timestamp: string;
  kind?: MessageKind;
  /** What an answer rests on (kind "answer"). */
  evidence?: ResultEvidence[];
  /** The run a progress or report message is about. */
  simulation_id?: string;
}

/** What a run will be started with: the spec's full configuration. */
export interface ConversationConfig {
  goal: string;
  /** A preset cohort id. */
  audience: string;
  audience_name: string;
  persona_count: number;
  cohort_name: string | null;
  reasoning: string | null;
}

export interface ConversationView {
  id: string;
  messages: ConversationMessage[];
  config: ConversationConfig | null;
  simulationId: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Where a conversation stands; the page and the API both act on it. */
export type ConversationPhase = "collecting" | "configured" | "running" | "completed" | "failed";

export const MESSAGE_MAX_LENGTH = 2000;
/** A conversation is a session, not a log: past this many messages, start a new one. */
export const MAX_MESSAGES = 200;

/** A dialogue as API clients send it (core-app §7: dialogue_history). */
export const DialogueHistorySchema = z
  .array(
    z.object({
      role: z.enum(["user", "assistant"], { message: 'role must be "user" or "assistant"' }),
      content: z
        .string({ message: "content must be a string" })
        .max(GOAL_MAX_LENGTH, `content must be at most ${GOAL_MAX_LENGTH} characters`),
    }),
    { message: "dialogue_history must be a list of {role, content}" },
  )
  .max(MAX_MESSAGES, `dialogue_history must have at most ${MAX_MESSAGES} turns`);

/** A start that has not finished after this long is treated as abandoned (a crash in between). */
const START_CLAIM_MS = 60_000;

export class ConversationNotFoundError extends Error {
  override name = "ConversationNotFoundError";
  constructor() {
    super("Conversation not found");
  }
}

/** The conversation cannot take this step now; `code` says why. */
export class ConversationStateError extends Error {
  override name = "ConversationStateError";
  constructor(
    readonly code: "not_configured" | "starting" | "running" | "failed" | "started" | "full",
    message: string,
  ) {
    super(message);
  }
}

export class SimulationNotFoundError extends Error {
  override name = "SimulationNotFoundError";
  constructor() {
    super("Simulation not found");
  }
}

// Where the routes of the chat have always found them.
export { GuestRunUsedError } from "./guest-runs.server";

export class GuestSizeError extends Error {
  override name = "GuestSizeError";
  constructor() {
    super("Sign up to unlock this feature");
  }
}

interface StoredConfig extends ConversationConfig {
  /** Set while a start is under way, so a double submit cannot start two runs. */
  starting_at?: string | null;
}

interface State {
  messages: ConversationMessage[];
  config: StoredConfig | null;
  simulationId: string | null;
}

type NewMessage = Omit<ConversationMessage, "id" | "timestamp">;

const MessageSchema = z.object({
  id: z.string(),
  role: z.enum(["user", "assistant"]),
  content: z.string(),
  timestamp: z.string(),
  kind: z.enum(["clarification", "config", "progress", "report", "answer"]).optional(),
  evidence: z.array(z.object({ label: z.string(), value: z.string() })).optional(),
  simulation_id: z.string().optional(),
});

/** The shape a configuration is stored in: 2; absent (1) before 2026-11-25, the same fields. */
const CONFIG_VERSION = 2;

const StoredConfigSchema = z.object({
  version: z.number().int().max(CONFIG_VERSION).optional(),
  goal: z.string(),
  audience: z.string(),
  audience_name: z.string(),
  persona_count: z.number().int(),
  cohort_name: z.string().nullable(),
  reasoning: z.string().nullable(),
  starting_at: z.string().nullable().optional(),
});

function readConfig(stored: string | null): StoredConfig | null {
  if (!stored) return null;
  try {
    const parsed = StoredConfigSchema.safeParse(JSON.parse(stored));
    if (parsed.success) {
      const { version: _version, ...config } = parsed.data;
      return config;
    }
  } catch {
    // not JSON: read as no configuration, below
  }
  console.warn("A stored conversation configuration cannot be read; the idea is asked for again");
  return null;
}

function serializeConfig(config: StoredConfig | null): string | null {
  return config ? JSON.stringify({ version: CONFIG_VERSION, ...config }) : null;
}

function stateOf(row: Conversation): State {
  return {
    messages: readStoredList(row.messages, MessageSchema, "conversation messages"),
    config: readConfig(row.config),
    simulationId: row.simulation_id,
  };
}

function publicConfig(config: StoredConfig | null): ConversationConfig | null {
  if (!config) return null;
  const { goal, audience, audience_name, persona_count, cohort_name, reasoning } = config;
  return { goal, audience, audience_name, persona_count, cohort_name, reasoning };
}

function viewOf(row: Conversation): ConversationView {
  const state = stateOf(row);
  return {
    id: row.id,
    messages: state.messages,
    config: publicConfig(state.config),
    simulationId: state.simulationId,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function stamp(messages: readonly NewMessage[], now: Date): ConversationMessage[] {
  return messages.map((message) => ({ id: crypto.randomUUID(), timestamp: now.toISOString(), ...message }));
}

function withMessages(
  state: State,
  messages: readonly NewMessage[],
  now: Date,
  { limit = true } = {},
): State {
  if (limit && state.messages.length + messages.length > MAX_MESSAGES) {
    throw new ConversationStateError("full", "This conversation is full. Start a new conversation to go on.");
  }
  return { ...state, messages: [...state.messages, ...stamp(messages, now)] };
}

/** The dialogue as the orchestrator reads it: who said what. */
export function dialogueOf(messages: readonly ConversationMessage[]): DialogueTurn[] {
  return messages.map(({ role, content }) => ({ role, content }));
}

function ownedBy(owner: Owner) {
  return (eb: ExpressionBuilder<DB, "conversations">) =>
    owner.kind === "user"
      ? eb("user_id", "=", owner.userId)
      : eb.and([eb("guest_id", "=", owner.guestId), eb("user_id", "is", null)]);
}

export async function createConversation(
  db: Database,
  owner: Owner,
  now: Date,
  initial: { messages?: readonly NewMessage[]; config?: ConversationConfig | null } = {},
): Promise<ConversationView> {
  const row: Conversation = {
    id: crypto.randomUUID(),
    user_id: owner.kind === "user" ? owner.userId : null,
    guest_id: owner.kind === "guest" ? owner.guestId : null,
    messages: serializeList(stamp(initial.messages ?? [], now)),
    config: serializeConfig(initial.config ?? null),
    simulation_id: null,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
  await db.insertInto("conversations").values(row).execute();
  return viewOf(row);
}

/** The conversation if this owner may see it; undefined otherwise (a 404 to the caller). */
export async function getOwnedConversation(
  db: Database,
  id: string,
  owner: Owner,
): Promise<ConversationView | undefined> {
  if (!isValidId(id)) return undefined;
  const row = await db
    .selectFrom("conversations")
    .selectAll()
    .where("id", "=", id)
    .where(ownedBy(owner))
    .executeTakeFirst();
  return row ? viewOf(row) : undefined;
}

/** Reads, changes and writes one conversation under a row lock (PostgreSQL) or SQLite's write lock. */
async function mutate(
  db: Database,
  id: string,
  owner: Owner,
  now: Date,
  change: (state: State, trx: Transaction<DB>) => State | Promise<State>,
): Promise<ConversationView> {
  return db.transaction().execute(async (trx) => {
    let query = trx.selectFrom("conversations").selectAll().where("id", "=", id).where(ownedBy(owner));
    if (isPostgres(trx)) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    if (!row) throw new ConversationNotFoundError();
    const next = await change(stateOf(row), trx);
    const updated: Conversation = {
      ...row,
      messages: serializeList(next.messages),
      config: serializeConfig(next.config),
      simulation_id: next.simulationId,
      updated_at: now.toISOString(),
    };
    await trx
      .updateTable("conversations")
      .set({
        messages: updated.messages,
        config: updated.config,
        simulation_id: updated.simulation_id,
        updated_at: updated.updated_at,
      })
      .where("id", "=", id)
      .execute();
    return viewOf(updated);
  });
}

export function appendMessages(
  db: Database,
  id: string,
  owner: Owner,
  messages: readonly NewMessage[],
  now: Date,
): Promise<ConversationView> {
  return mutate(db, id, owner, now, (state) => withMessages(state, messages, now));
}

/** Stores the run's configuration (and the messages that go with it) before the run starts. */
export function saveConfig(
  db: Database,
  id: string,
  owner: Owner,
  config: ConversationConfig,
  now: Date,
  messages: readonly NewMessage[] = [],
): Promise<ConversationView> {
  return mutate(db, id, owner, now, (state) => {
    if (state.simulationId) {
      throw new ConversationStateError("started", "This conversation already started its simulation.");
    }
    return { ...withMessages(state, messages, now), config };
  });
}

/** Guests run 25 personas; a configuration says so instead of failing later. */
export function configFor(
  owner: Owner,
  extracted: ExtractedConfig,
  cohortName?: string | null,
): ConversationConfig {
  const guestLimited = owner.kind === "guest" && extracted.persona_count !== GUEST_PERSONA_COUNT;
  return {
    goal: extracted.goal,
    audience: extracted.audience,
    audience_name: extracted.audience_name,
    persona_count: guestLimited ? GUEST_PERSONA_COUNT : extracted.persona_count,
    cohort_name: cohortName ?? null,
    reasoning: guestLimited
      ? `${extracted.reasoning} Guests run ${GUEST_PERSONA_COUNT} personas; sign up to run 50 or 100.`
      : extracted.reasoning,
  };
}

export function describeConfig(config: ConversationConfig): string {
  return `I'll test: "${config.goal}" with ${config.persona_count} personas of ${config.audience_name}.`;
}

// ---------------------------------------------------------------- runs

function isStale(startingAt: string | null | undefined, now: Date): boolean {
  return !startingAt || now.getTime() - new Date(startingAt).getTime() > START_CLAIM_MS;
}

export interface StartedRun {
  simulationId: string;
  conversation: ConversationView;
  /** The run had already been started by an earlier request. */
  alreadyStarted: boolean;
}

/**
 * Starts the configured run once: a second request (a double submit, a retry)
 * gets the same run back instead of a second debit. Guests get their one free
 * run of 25 personas; users are debited by `startSimulation`.
 */
export async function startConversationRun(
  services: RunServices,
  starter: Starter,
  conversationId: string,
): Promise<StartedRun> {
  const { db } = services;
  const { owner } = starter;
  const now = services.now();
  let claimed: StoredConfig | null = null;
  const before = await mutate(db, conversationId, owner, now, (state) => {
    if (state.simulationId) return state;
    if (!state.config) {
      throw new ConversationStateError(
        "not_configured",
        "Describe your idea first: there is no configuration to start.",
      );
    }
    if (!isStale(state.config.starting_at, now)) {
      throw new ConversationStateError("starting", "The simulation is already starting.");
    }
    claimed = { ...state.config, starting_at: now.toISOString() };
    return { ...state, config: claimed };
  });
  if (before.simulationId) {
    return { simulationId: before.simulationId, conversation: before, alreadyStarted: true };
  }
  const config = claimed as StoredConfig | null;
  if (!config) throw new ConversationStateError("not_configured", "There is no configuration to start.");

  const release = () =>
    mutate(db, conversationId, owner, now, (state) =>
      state.config ? { ...state, config: { ...state.config, starting_at: null } } : state,
    );
  let simulation: Simulation;
  try {
    if (owner.kind === "guest" && config.persona_count !== GUEST_PERSONA_COUNT) throw new GuestSizeError();
    simulation = await startRun(services, starter, {
      goal: config.goal,
      cohortId: config.audience,
      personaCount: config.persona_count,
    });
  } catch (error) {
    await release();
    throw error;
  }

  const conversation = await mutate(db, conversationId, owner, now, (state) =>
    withMessages(
      {
        ...state,
        config: state.config ? { ...state.config, starting_at: null } : null,
        simulationId: simulation.id,
      },
      [
        {
          role: "assistant",
          kind: "progress",
          simulation_id: simulation.id,
          content: `Starting the simulation: ${config.persona_count} personas of ${config.audience_name}.`,
        },
      ],
      now,
    ),
  );
  return { simulationId: simulation.id, conversation, alreadyStarted: false };
}

function reportOf(simulation: Simulation | undefined): AppReport | null {
  if (!simulation || simulation.status !== "completed" || !simulation.report) return null;
  return reportOfRun(simulation);
}

function headline(report: AppReport): string {
  const stat = report.custom_insights?.find((item) => item.id === "would_try");
  const total = stat?.total ?? report.personas.length;
  const adopt = stat?.value ?? report.personas.filter((persona) => persona.response.score >= 4).length;
  return `${adopt} of ${total} would try it (${total ? Math.round((adopt / total) * 100) : 0}%)`;
}

export interface ConversationState {
  conversation: ConversationView;
  phase: ConversationPhase;
  simulation: Simulation | null;
  report: AppReport | null;
}

function phaseOf(conversation: ConversationView, simulation: Simulation | undefined): ConversationPhase {
  if (!conversation.simulationId) return conversation.config ? "configured" : "collecting";
  if (!simulation || simulation.status === "failed") return "failed";
  return simulation.status === "completed" ? "completed" : "running";
}

/**
 * The conversation with its run, after recording the run's outcome once it
 * is known (one "report" message per run), so the dialogue reads in order.
 */
export async function loadConversation(
  db: Database,
  id: string,
  owner: Owner,
  now: Date,
): Promise<ConversationState | undefined> {
  let conversation = await getOwnedConversation(db, id, owner);
  if (!conversation) return undefined;
  const simulation = conversation.simulationId
    ? await getOwnedSimulation(db, conversation.simulationId, owner)
    : undefined;
  const report = reportOf(simulation);
  const final = simulation && (simulation.status === "completed" || simulation.status === "failed");
  const recorded = (messages: readonly ConversationMessage[]) =>
    messages.some((message) => message.kind === "report" && message.simulation_id === simulation?.id);
  if (simulation && final && !recorded(conversation.messages)) {
    const content = report
      ? `The results are in: ${headline(report)}. Ask me about them, for example why people said no, what price would work, who liked it most or what to change.`
      : `The simulation failed: ${simulation.error_message ?? simulation.message ?? "Simulation failed"}`;
    conversation = await mutate(db, id, owner, now, (state) =>
      recorded(state.messages)
        ? state
        : withMessages(
            state,
            [{ role: "assistant", kind: "report", simulation_id: simulation.id, content }],
            now,
            // The run's outcome is always recorded, even in a full conversation.
            { limit: false },
          ),
    );
  }
  return { conversation, phase: phaseOf(conversation, simulation), simulation: simulation ?? null, report };
}

// ---------------------------------------------------------------- the dialogue

export type ChatOutcome =
  | { kind: "clarified"; conversation: ConversationView; result: ClarifyResult }
  | { kind: "started"; conversation: ConversationView; simulationId: string }
  | { kind: "answered"; conversation: ConversationView; answer: ResultsAnswer };

/**
 * One message from the user in the page's conversation (a new one when
 * `conversationId` is null): before the run it clarifies, and once the idea is
 * ready it stores the configuration; "start" starts it; after the run it
 * answers from the report.
 */
export async function sendChatMessage(
  services: RunServices,
  starter: Starter,
  input: { conversationId: string | null; content: string },
): Promise<ChatOutcome> {
  const { db } = services;
  const { owner } = starter;
  const now = services.now();
  const content = input.content.trim();
  const loaded = input.conversationId
    ? await loadConversation(db, input.conversationId, owner, now)
    : undefined;
  if (input.conversationId && !loaded) throw new ConversationNotFoundError();
  const phase = loaded?.phase ?? "collecting";

  if (phase === "running") {
    throw new ConversationStateError(
      "running",
      "The simulation is still running. Ask again once the report is ready.",
    );
  }
  if (phase === "failed") {
    throw new ConversationStateError(
      "failed",
      "The simulation failed. Start a new conversation to try again.",
    );
  }
  if (phase === "completed" && loaded?.report) {
    const history = dialogueOf(loaded.conversation.messages);
    const answer = analyzeResults(content, loaded.report, history);
    const conversation = await appendMessages(
      db,
      loaded.conversation.id,
      owner,
      [
        { role: "user", content },
        { role: "assistant", kind: "answer", content: answer.answer, evidence: answer.evidence },
      ],
      now,
    );
    return { kind: "answered", conversation, answer };
  }

  if (phase === "configured" && loaded && isGoAhead(content)) {
    await appendMessages(db, loaded.conversation.id, owner, [{ role: "user", content }], now);
    const run = await startConversationRun(services, starter, loaded.conversation.id);
    return { kind: "started", conversation: run.conversation, simulationId: run.simulationId };
  }

  const step = (
    history: DialogueTurn[],
  ): { result: ClarifyResult; messages: NewMessage[]; config: ConversationConfig | null } => {
    const result = clarify(content, history);
    const user: NewMessage = { role: "user", content };
    if (result.status === "needs_clarification") {
      return {
        result,
        messages: [user, { role: "assistant", kind: "clarification", content: result.question }],
        config: null,
      };
    }
    const config = configFor(owner, extractConfig([...history, { role: "user", content }]));
    const reply = `${result.message} ${describeConfig(config)}`;
    return { result, messages: [user, { role: "assistant", kind: "config", content: reply }], config };
  };

  if (!loaded) {
    const { result, messages, config } = step([]);
    return {
      kind: "clarified",
      conversation: await createConversation(db, owner, now, { messages, config }),
      result,
    };
  }
  // The step is taken on the dialogue as stored under the lock, so two quick messages cannot cross.
  let result: ClarifyResult | undefined;
  const conversation = await mutate(db, loaded.conversation.id, owner, now, (state) => {
    if (state.simulationId) {
      throw new ConversationStateError("started", "This conversation already started its simulation.");
    }
    const next = step(dialogueOf(state.messages));
    result = next.result;
    const withReply = withMessages(state, next.messages, now);
    return next.config ? { ...withReply, config: next.config } : withReply;
  });
  return { kind: "clarified", conversation, result: result! };
}

/**
 * POST /clarify: the orchestrator's next step for a dialogue. With a session
 * id the exchange is added to that conversation (whose stored dialogue is used
 * when none is sent); without one a new conversation records it.
 */
export async function clarifyInConversation(
  db: Database,
  input: {
    owner: Owner;
    sessionId: string | null;
    userInput: string;
    dialogueHistory: DialogueTurn[] | null;
    selection: ClarifySelection;
  },
  now: Date,
): Promise<{ result: ClarifyResult; conversation: ConversationView }> {
  const existing = input.sessionId ? await getOwnedConversation(db, input.sessionId, input.owner) : undefined;
  if (input.sessionId && !existing) throw new ConversationNotFoundError();
  if (existing?.simulationId) {
    throw new ConversationStateError(
      "started",
      "This conversation already started its simulation; ask about the results instead.",
    );
  }
  const history = input.dialogueHistory ?? (existing ? dialogueOf(existing.messages) : []);
  const result = clarify(input.userInput, history, input.selection);
  const messages: NewMessage[] = [
    { role: "user", content: input.userInput },
    {
      role: "assistant",
      kind: "clarification",
      content: result.status === "ready" ? result.message : result.question,
    },
  ];
  const conversation = existing
    ? await appendMessages(db, existing.id, input.owner, messages, now)
    : await createConversation(db, input.owner, now, { messages });
  return { result, conversation };
}

/**
 * POST /simulations: stores a full configuration on the caller's conversation
 * (or on a new one). The conversation's id is the configuration's id.
 */
export async function configureRun(
  db: Database,
  input: { owner: Owner; sessionId: string | null; config: ConversationConfig },
  now: Date,
): Promise<ConversationView> {
  if (input.owner.kind === "guest" && input.config.persona_count !== GUEST_PERSONA_COUNT) {
    throw new GuestSizeError();
  }
  const message: NewMessage = { role: "assistant", kind: "config", content: describeConfig(input.config) };
  if (!input.sessionId)
    return createConversation(db, input.owner, now, { messages: [message], config: input.config });
  return saveConfig(db, input.sessionId, input.owner, input.config, now, [message]);
}

/** A preset by id or display name, as the configuration stores it. */
export function presetAudience(key: string): { id: string; name: string } | null {
  const cohort = findPresetCohort(key);
  return cohort ? { id: cohort.id, name: cohort.name } : null;
}

/** POST /api/orchestrator/analyze-results: an answer from the caller's completed report. */
export async function answerFromReport(
  db: Database,
  input: { owner: Owner; simulationId: string; question: string; dialogueHistory: DialogueTurn[] },
): Promise<ResultsAnswer> {
  const simulation = await getOwnedSimulation(db, input.simulationId, input.owner);
  if (!simulation) throw new SimulationNotFoundError();
  if (simulation.status === "failed") {
    throw new ConversationStateError("failed", simulation.error_message ?? "Simulation failed");
  }
  const report = reportOf(simulation);
  if (!report) {
    throw new ConversationStateError(
      "running",
      "Simulation is still running. Please wait for it to complete.",
    );
  }
  return analyzeResults(input.question, report, input.dialogueHistory);
}
