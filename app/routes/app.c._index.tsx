import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ConversationMessages, MessageForm, ModeNav } from "~/components/conversation";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ChatMessageSchema } from "~/forms/chat-message.server";
import { GUEST_PERSONA_COUNT } from "~/constants";
import { constraintOf } from "~/forms/constraint.server";
import { ConversationStateError, sendChatMessage } from "~/services/conversations.server";
import { runStarter } from "~/utils/run-starter.server";
import type { Owner } from "~/services/simulations.server";
import { getUserId } from "~/utils/auth.server";
import { ensureGuestId } from "~/utils/guest.server";
import { readForm } from "~/utils/form.server";

const GREETING = {
  id: "greeting",
  role: "assistant" as const,
  content:
    "Hi! Tell me about your product idea. I'll ask about anything the personas need to know (who it is for, the problem it solves, the price), then run the simulation and answer your questions about the results.",
  timestamp: "",
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const userId = await getUserId(context, request);
  return { guest: !userId, constraint: constraintOf(ChatMessageSchema) };
}

/** The first message starts a conversation: it is stored, answered, and the page moves to its address. */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: ChatMessageSchema });
  if (formData.get("intent") !== "message" || submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const userId = await getUserId(context, request);
  const guest = userId ? null : await ensureGuestId(context, request);
  const owner: Owner = userId ? { kind: "user", userId } : { kind: "guest", guestId: guest!.guestId };
  try {
    const outcome = await sendChatMessage(context.services, runStarter(context, request, owner), {
      conversationId: null,
      content: submission.value.content,
    });
    const headers = guest?.setCookie ? { "Set-Cookie": guest.setCookie } : undefined;
    return redirect(`/app/c/${outcome.conversation.id}#latest`, { headers });
  } catch (error) {
    if (!(error instanceof ConversationStateError)) throw error;
    return data({ result: submission.reply({ formErrors: [error.message] }) }, { status: 409 });
  }
}

export default function NewConversation() {
  const { guest, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <section aria-labelledby="chat-title" className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 id="chat-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Test your idea in a conversation
          </h1>
          <p className="text-slate-600">
            Describe your idea in your own words; I&apos;ll take it from there.
          </p>
        </div>
        <ModeNav />
      </header>
      {guest ? (
        <p className="rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-slate-700">
          <strong className="font-semibold text-brand-700">Guest mode:</strong> one free simulation with{" "}
          {GUEST_PERSONA_COUNT} personas. Results are not saved.{" "}
          <Link to="/auth/sign-up" reloadDocument className="font-medium text-brand-700 hover:underline">
            Create an account
          </Link>
        </p>
      ) : null}
      <ConversationMessages messages={[GREETING]} report={null} />
      <MessageForm
        action="/app/c?index"
        resetKey="new"
        lastResult={actionData?.result}
        constraint={constraint}
        label="Message"
        placeholder="For example: a meal planning app for busy parents, $8/month"
        hint="Press Send (or Ctrl+Enter)."
      />
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Chat mode | Sounding Board" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
