import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import {
  ConfigCard,
  ConversationMessages,
  MessageForm,
  ModeNav,
  reportSummaryOf,
} from "~/components/conversation";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ChatMessageSchema } from "~/forms/chat-message.server";
import { InsufficientCreditsDialog, SignUpGateDialog } from "~/components/run-dialogs";
import { RunFailed, RunProgress } from "~/components/report/run-progress";
import {
  ConversationNotFoundError,
  ConversationStateError,
  GuestRunUsedError,
  GuestSizeError,
  loadConversation,
  sendChatMessage,
  startConversationRun,
} from "~/services/conversations.server";
import { constraintOf } from "~/forms/constraint.server";
import { InsufficientCreditsError } from "~/services/credits.server";
import { runEventOf } from "~/services/run-events.server";
import { trackRunStarted, withCookies } from "~/utils/request-analytics.server";
import { invariantResponse } from "~/utils/misc";
import { getPageOwner } from "~/utils/simulation-owner.server";
import { readForm } from "~/utils/form.server";
import { runStarter } from "~/utils/run-starter.server";

/** How long a run may take before the page gives up on it (the spec's 120 polls of 3 s). */
const TIMEOUT_MS = 120 * 3000;

type Problem =
  | { kind: "error"; message: string }
  | { kind: "signup-gate" }
  | { kind: "insufficient"; required: number; available: number; days_until_refill: number };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { db, now } = context.services;
  const owner = await getPageOwner(context, request);
  const state = owner && params.chatId ? await loadConversation(db, params.chatId, owner, now()) : undefined;
  invariantResponse(state, "Conversation not found", 404);
  const { conversation, phase, simulation, report } = state;
  const timedOut =
    phase === "running" &&
    simulation !== null &&
    now().getTime() - new Date(simulation.created_at).getTime() > TIMEOUT_MS;
  return {
    conversation: {
      id: conversation.id,
      messages: conversation.messages,
      config: conversation.config,
    },
    phase,
    run: simulation ? runEventOf(simulation) : null,
    report: report ? reportSummaryOf(report) : null,
    failure:
      phase === "failed" ? (simulation?.error_message ?? simulation?.message ?? "Simulation failed") : null,
    timedOut,
    guest: owner?.kind === "guest",
    // Without JavaScript the page reloads itself until the run is done.
    autoRefresh: phase === "running" && !timedOut ? 2 : null,
    constraint: constraintOf(ChatMessageSchema),
  };
}

/** What went wrong, as the page shows it, with its status; anything else is a bug and rethrown. */
function problemOf(error: unknown): { problem: Problem; status: number } {
  if (error instanceof ConversationNotFoundError)
    throw new Response("Conversation not found", { status: 404 });
  if (error instanceof InsufficientCreditsError) {
    const { required, available, days_until_refill } = error.sufficiency;
    return { problem: { kind: "insufficient", required, available, days_until_refill }, status: 402 };
  }
  if (error instanceof GuestRunUsedError) return { problem: { kind: "signup-gate" }, status: 403 };
  if (error instanceof GuestSizeError)
    return { problem: { kind: "error", message: error.message }, status: 403 };
  if (error instanceof ConversationStateError) {
    return { problem: { kind: "error", message: error.message }, status: 409 };
  }
  throw error;
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const owner = await getPageOwner(context, request);
  invariantResponse(owner && params.chatId, "Conversation not found", 404);
  const formData = await readForm(request);
  const intent = formData.get("intent");
  const page = `/app/c/${params.chatId}`;
  // "#latest" scrolls to the newest message; a running page has none, because
  // Chromium treats a meta refresh of a URL with a fragment as a same-page jump.
  const latest = `${page}#latest`;
  // One analytics session for the run and its events, when the visitor accepted analytics.
  const starter = runStarter(context, request, owner);

  switch (intent) {
    case "message": {
      const submission = parseWithZod(formData, { schema: ChatMessageSchema });
      if (submission.status !== "success") {
        return data({ intent, result: submission.reply(), problem: null }, { status: 400 });
      }
      try {
        const outcome = await sendChatMessage(context.services, starter, {
          conversationId: params.chatId,
          content: submission.value.content,
        });
        if (outcome.kind !== "started") return redirect(latest);
        const tracked = await trackRunStarted(context, request, outcome.simulationId, starter.analytics);
        return redirect(page, { headers: withCookies([tracked.setCookie]) });
      } catch (error) {
        const { problem, status } = problemOf(error);
        const formErrors = problem.kind === "error" ? [problem.message] : [];
        return data({ intent, result: submission.reply({ formErrors }), problem }, { status });
      }
    }
    case "start": {
      try {
        const run = await startConversationRun(context.services, starter, params.chatId);
        if (run.alreadyStarted) return redirect(page);
        const tracked = await trackRunStarted(context, request, run.simulationId, starter.analytics);
        return redirect(page, { headers: withCookies([tracked.setCookie]) });
      } catch (error) {
        const { problem, status } = problemOf(error);
        return data({ intent, result: null, problem }, { status });
      }
    }
    default:
      return data(
        { intent: null, result: null, problem: { kind: "error", message: "Unknown action" } as Problem },
        { status: 400 },
      );
  }
}

export default function ConversationPage() {
  const { conversation, phase, run, report, failure, timedOut, guest, constraint } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const problem = actionData?.problem ?? null;
  const startError = actionData?.intent === "start" && problem?.kind === "error" ? problem.message : null;
  const closeTo = `/app/c/${conversation.id}`;
  const canAsk = phase === "collecting" || phase === "configured" || phase === "completed";

  return (
    <section aria-labelledby="chat-title" className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 id="chat-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Test your idea in a conversation
          </h1>
          {guest ? <p className="text-sm text-slate-500">Guest mode • Results not saved</p> : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <ModeNav />
          <Link to="/app/c" className="btn-secondary">
            New conversation
          </Link>
        </div>
      </header>

      <ConversationMessages messages={conversation.messages} report={report}>
        {phase === "running" && run ? (
          <li className="flex flex-col">
            {timedOut ? (
              <RunFailed message="Simulation timeout" />
            ) : (
              <RunProgress key={run.simulation_id} simulationId={run.simulation_id} initial={run} />
            )}
          </li>
        ) : null}
      </ConversationMessages>

      {phase === "failed" && failure ? <RunFailed message={failure} /> : null}
      {phase === "configured" && conversation.config ? (
        <ConfigCard config={conversation.config} error={startError} />
      ) : null}

      {canAsk ? (
        <MessageForm
          resetKey={conversation.messages.length}
          lastResult={actionData?.intent === "message" ? actionData.result : null}
          constraint={constraint}
          label={phase === "completed" ? "Ask about the results" : "Message"}
          placeholder={
            phase === "completed"
              ? "For example: What price would work? Why did people say no?"
              : "Answer the question, or add more about your idea"
          }
          hint="Press Send (or Ctrl+Enter)."
        />
      ) : null}

      {problem?.kind === "signup-gate" ? <SignUpGateDialog closeTo={closeTo} /> : null}
      {problem?.kind === "insufficient" ? (
        <InsufficientCreditsDialog
          required={problem.required}
          available={problem.available}
          daysUntilRefill={problem.days_until_refill}
          closeTo={closeTo}
          closeLabel="Back to the conversation"
        />
      ) : null}
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Chat mode | Sounding Board" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
