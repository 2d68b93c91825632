import { parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type AppLoadContext,
  type LoaderFunctionArgs,
} from "@remix-run/node";
import {
  POLL_INTERVAL_MS,
  POLL_MAX_TRIES,
  QUICK_TEXT,
  type QuickActionData,
  type QuickCohortView,
  type QuickReasonView,
  type QuickResultView,
} from "~/components/quick-validation";
import type { Simulation } from "~/db/schema";
import { ClarifyFormSchema, ValidateFormSchema } from "~/forms/quick-validation.server";
import { clarify, getPresetCohort, PRESET_COHORT_OPTIONS, type DialogueTurn } from "~/engine";
import { apiError, getApiCaller } from "~/utils/api.server";
import { trackSimulationStarted } from "~/utils/request-analytics.server";
import { runStarter } from "~/utils/run-starter.server";
import { ensureGuestId } from "~/utils/guest.server";
import { getPageOwner } from "~/utils/simulation-owner.server";
import { InsufficientCreditsError } from "~/services/credits.server";
import {
  claimGuestPublicTest,
  emailGateForRefusal,
  PublicTestLimitError,
  trackLimitRefusal,
} from "~/utils/public-tests.server";
import { startRun } from "~/services/runs.server";
import { getOwnedSimulation, type Owner } from "~/services/simulations.server";
import { readForm } from "~/utils/form.server";
import { reportOfRun } from "~/services/stored-report.server";
import { isSpamForm } from "~/utils/honeypot.server";

/** Quick validation (public surfaces §2): an idea, a preset audience, 100 personas, the top 3 reasons. */

export const QUICK_PERSONA_COUNT = 100;

export const QUICK_MESSAGES = QUICK_TEXT;

export type QuickCohort = QuickCohortView;

export function quickCohorts(): QuickCohort[] {
  return PRESET_COHORT_OPTIONS.map(({ id, name, description }) => ({ id, name, description }));
}

export type QuickStart =
  | { status: "needs_clarification"; message: string; simulation_id: null }
  | { status: "started"; message: string; simulation_id: string };

export type QuickReason = QuickReasonView;

export interface QuickResult extends QuickResultView {
  error_message: string | null;
}

export class UnknownAudienceError extends Error {
  override name = "UnknownAudienceError";
  constructor() {
    super(QUICK_MESSAGES.missingIdea);
  }
}

/** Who is asking: a bearer token or session user, else the guest cookie (issued here when missing). */
export async function quickCaller(
  context: AppLoadContext,
  request: Request,
): Promise<{ owner: Owner; setCookie: string | null }> {
  try {
    return { owner: await getApiCaller(context, request, { allowGuest: true }), setCookie: null };
  } catch (error) {
    if (!(error instanceof Response) || error.status !== 401 || request.headers.get("Authorization")) {
      throw error;
    }
    const { guestId, setCookie } = await ensureGuestId(context, request);
    return { owner: { kind: "guest", guestId }, setCookie };
  }
}

interface StartContext {
  context: AppLoadContext;
  request: Request;
  owner: Owner;
}

/** Starts the run, taking one of a guest's free public tests for the day first (docs/decisions/013). */
async function startQuickRun({ context, request, owner }: StartContext, goal: string, cohortId: string) {
  // Consent issues the analytics session cookie, so the session (if any) is the browser's own.
  const starter = runStarter(context, request, owner);
  const release = await claimGuestPublicTest(context, { guest: owner.kind === "guest" });
  let simulation: Simulation;
  try {
    simulation = await startRun(context.services, starter, {
      goal,
      cohortId,
      personaCount: QUICK_PERSONA_COUNT,
      origin: "quick_validation",
    });
  } catch (error) {
    await release();
    throw error;
  }
  await trackSimulationStarted(context, request, simulation, starter.analytics);
  return simulation;
}

function requirePreset(cohortId: string) {
  const preset = getPresetCohort(cohortId);
  if (!preset) throw new UnknownAudienceError();
  return preset;
}

/** The engine asks about a vague idea; a clear one starts a 100-persona run. */
export async function validateIdea(start: StartContext, idea: string, cohortId: string): Promise<QuickStart> {
  const preset = requirePreset(cohortId);
  const judged = clarify(idea, [], { cohort: preset.id, personaCount: QUICK_PERSONA_COUNT });
  if (judged.status === "needs_clarification") {
    return { status: "needs_clarification", message: judged.question, simulation_id: null };
  }
  const simulation = await startQuickRun(start, judged.summary || idea, preset.id);
  return { status: "started", message: "Simulation started", simulation_id: simulation.id };
}

/** The question the idea raised, the user's answer, and the run on the merged description. */
export async function clarifyIdea(
  start: StartContext,
  originalIdea: string,
  clarification: string,
  cohortId: string,
): Promise<QuickStart & { status: "started" }> {
  const preset = requirePreset(cohortId);
  const selection = { cohort: preset.id, personaCount: QUICK_PERSONA_COUNT };
  const first = clarify(originalIdea, [], selection);
  const dialogue: DialogueTurn[] = [{ role: "user", content: originalIdea }];
  if (first.status === "needs_clarification") dialogue.push({ role: "assistant", content: first.question });
  const merged = clarify(clarification, dialogue, selection);
  const goal = merged.status === "ready" ? merged.summary : `${originalIdea.trim()}\n${clarification.trim()}`;
  const simulation = await startQuickRun(start, goal, preset.id);
  return { status: "started", message: "Simulation started", simulation_id: simulation.id };
}

/** The quick view of a run: counts by score and the three most mentioned reasons. */
export function quickResult(simulation: Simulation): QuickResult {
  const status =
    simulation.status === "completed" || simulation.status === "failed" ? simulation.status : "running";
  const base: QuickResult = {
    simulation_id: simulation.id,
    status,
    summary: null,
    top_reasons: [],
    metrics: { positive: 0, neutral: 0, negative: 0 },
    error_message: status === "failed" ? QUICK_MESSAGES.failed : null,
  };
  const report = status === "completed" ? reportOfRun(simulation) : null;
  if (!report) return base;
  const metrics = { positive: 0, neutral: 0, negative: 0 };
  // By score, as the summary above the tiles counts them: 4-5 would try it, 3 mixed, 1-2 not interested.
  for (const persona of report.personas) {
    const score = persona.response.score;
    if (score >= 4) metrics.positive += 1;
    else if (score <= 2) metrics.negative += 1;
    else metrics.neutral += 1;
  }
  const reasons: QuickReason[] = [
    ...(report.top_reasons ?? []).map(({ label, count }) => ({
      reason: label,
      count,
      sentiment: "positive" as const,
    })),
    ...(report.top_blockers ?? []).map(({ label, count }) => ({
      reason: label,
      count,
      sentiment: "negative" as const,
    })),
  ];
  reasons.sort((a, b) => b.count - a.count);
  return {
    ...base,
    summary: report.executive_summary,
    top_reasons: reasons.slice(0, 3),
    metrics,
  };
}

/** Maps the service's refusals to JSON answers (a refused guest test is recorded); anything else is rethrown. */
export async function quickErrorResponse(
  context: AppLoadContext,
  request: Request,
  error: unknown,
  headers?: HeadersInit,
): Promise<Response> {
  if (error instanceof PublicTestLimitError) {
    const refused = await trackLimitRefusal(
      context,
      request,
      error,
      "quick_validation",
      new Headers(headers),
    );
    return apiError(429, error.message, refused);
  }
  if (error instanceof UnknownAudienceError) return apiError(422, error.message, headers);
  if (error instanceof InsufficientCreditsError) return apiError(402, error.message, headers);
  throw error;
}

// ---------------------------------------------------------------- the /simple pages

/** The page's data: the audiences and, with ?run=, the viewer's own run (refreshing itself while it runs). */
export async function loadQuickPage({ request, context }: LoaderFunctionArgs) {
  const runId = new URL(request.url).searchParams.get("run")?.trim();
  const owner = runId ? await getPageOwner(context, request) : null;
  const simulation = owner && runId ? await getOwnedSimulation(context.services.db, runId, owner) : undefined;
  const run = simulation ? quickResult(simulation) : null;
  // Without JavaScript the page refreshes for as long as the polling would run, then gives up the same way.
  const timedOut =
    run?.status === "running" &&
    context.services.now().getTime() - new Date(simulation!.created_at).getTime() >
      POLL_MAX_TRIES * POLL_INTERVAL_MS;
  return {
    cohorts: quickCohorts(),
    run,
    timedOut,
    autoRefresh: run?.status === "running" && !timedOut ? 1 : null,
  };
}

/**
 * The page's form posts (intent validate or clarify). With JavaScript (`enhanced=1`) a started run
 * comes back as data to poll; without, it redirects to ?run={id}, a page that refreshes itself.
 */
export async function quickPageAction({ request, context }: ActionFunctionArgs) {
  const path = new URL(request.url).pathname;
  const formData = await readForm(request);
  const enhanced = formData.get("enhanced") === "1";
  const intent = formData.get("intent");
  const idea = String(formData.get(intent === "clarify" ? "original_idea" : "idea") ?? "");
  const cohortId = String(formData.get("cohort_id") ?? "");
  const clarification = String(formData.get("clarification") ?? "");
  const fail = (message: string, status: number, question: string | null = null) =>
    data<QuickActionData>({ status: "error", message, idea, cohortId, question, clarification }, { status });

  // A bot filled in the hidden field: start nothing.
  if (isSpamForm(context.services, request, formData)) return fail(QUICK_TEXT.startFailed, 400);

  const { owner, setCookie } = await quickCaller(context, request);
  const headers: HeadersInit = setCookie ? { "Set-Cookie": setCookie } : {};
  // The guest's daily limit: the email gate over the page, with what they typed kept behind it.
  const limited = async (error: PublicTestLimitError, question: string | null) => {
    const refused = await emailGateForRefusal(
      context,
      request,
      error,
      { surface: "quick_validation", returnTo: path },
      new Headers(headers),
    );
    return data<QuickActionData>(
      {
        status: "error",
        message: error.message,
        idea,
        cohortId,
        question,
        clarification,
        gate: refused.gate,
      },
      { status: 429, headers: refused.headers },
    );
  };
  const started = (simulationId: string) =>
    enhanced
      ? data<QuickActionData>({ status: "started", simulationId }, { headers })
      : redirect(`${path}?run=${encodeURIComponent(simulationId)}`, { headers });

  switch (intent) {
    case "validate": {
      const submission = parseWithZod(formData, { schema: ValidateFormSchema });
      if (submission.status !== "success") return fail(QUICK_TEXT.missingIdea, 400);
      try {
        const answer = await validateIdea(
          { context, request, owner },
          submission.value.idea,
          submission.value.cohort_id,
        );
        if (answer.status === "needs_clarification") {
          return data<QuickActionData>(
            { status: "needs_clarification", question: answer.message, idea, cohortId },
            { headers },
          );
        }
        return started(answer.simulation_id);
      } catch (error) {
        if (error instanceof PublicTestLimitError) return limited(error, null);
        return failure(error, QUICK_TEXT.startFailed, fail);
      }
    }
    case "clarify": {
      const question = String(formData.get("question") ?? "") || null;
      const submission = parseWithZod(formData, { schema: ClarifyFormSchema });
      if (submission.status !== "success") {
        const clarificationMissing = !clarification.trim();
        return fail(
          clarificationMissing ? QUICK_TEXT.missingClarification : QUICK_TEXT.missingIdea,
          400,
          clarificationMissing ? (question ?? firstQuestion(idea, cohortId)) : null,
        );
      }
      try {
        const answer = await clarifyIdea(
          { context, request, owner },
          submission.value.original_idea,
          submission.value.clarification,
          submission.value.cohort_id,
        );
        return started(answer.simulation_id);
      } catch (error) {
        if (error instanceof PublicTestLimitError) {
          return limited(error, question ?? firstQuestion(idea, cohortId));
        }
        return failure(error, QUICK_TEXT.clarifyFailed, (message, status) =>
          fail(message, status, question ?? firstQuestion(idea, cohortId)),
        );
      }
    }
    default:
      return fail(QUICK_TEXT.startFailed, 400);
  }
}

function firstQuestion(idea: string, cohortId: string): string {
  const judged = clarify(idea, [], { cohort: cohortId, personaCount: QUICK_PERSONA_COUNT });
  return judged.status === "needs_clarification" ? judged.question : "Tell us a little more about the idea.";
}

function failure<T>(error: unknown, fallback: string, fail: (message: string, status: number) => T): T {
  if (error instanceof UnknownAudienceError) return fail(error.message, 400);
  if (error instanceof InsufficientCreditsError) return fail(error.message, 402);
  console.error("quick validation failed:", error);
  return fail(fallback, 500);
}
