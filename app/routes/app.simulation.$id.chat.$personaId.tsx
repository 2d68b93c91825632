import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import {
  Form,
  isRouteErrorResponse,
  Link,
  useActionData,
  useFetcher,
  useLoaderData,
  useParams,
  useRouteError,
} from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { z } from "zod";
import { ErrorList } from "~/components/forms";
import { PersonaMessageSchema } from "~/forms/persona-message.server";
import { Modal } from "~/components/modal";
import {
  chatAnalyticsEvents,
  ChatPersonaNotFoundError,
  ChatReportNotReadyError,
  ChatSimulationNotFoundError,
  deleteChat,
  findChatPersona,
  getChat,
  sendChatMessage,
} from "~/services/persona-chat.server";
import { trackServerEvents, withCookies } from "~/utils/request-analytics.server";
import { requireUserId } from "~/utils/auth.server";
import { cn } from "~/utils/misc";
import { sentimentOf, type Sentiment } from "~/utils/personas";
import { requirePageSimulation } from "~/utils/simulation-owner.server";
import { readForm } from "~/utils/form.server";

/** The persona list's state (?q=, ?group=, ?expand=) travels with the chat, so closing it returns to the same list. */
function listSearch(url: URL): string {
  const kept = new URLSearchParams();
  for (const key of ["q", "group", "expand"])
    for (const value of url.searchParams.getAll(key)) kept.append(key, value);
  const query = kept.toString();
  return query ? `?${query}` : "";
}

/** The run's persona for this user, or a 404 that reads like no persona at all. */
async function requireChatPersona(
  context: LoaderFunctionArgs["context"],
  userId: string,
  simulationId: string,
  personaId: string,
) {
  try {
    return await findChatPersona(context.services.db, userId, simulationId, personaId);
  } catch (error) {
    if (error instanceof ChatSimulationNotFoundError)
      throw new Response("Simulation not found", { status: 404 });
    if (error instanceof ChatPersonaNotFoundError) throw new Response("Persona not found", { status: 404 });
    if (error instanceof ChatReportNotReadyError) {
      throw new Response("Simulation is still running. Please wait for it to complete.", { status: 409 });
    }
    throw error;
  }
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { simulation, owner } = await requirePageSimulation(context, request, params.id);
  const url = new URL(request.url);
  const closeTo = `/app/simulation/${simulation.id}${listSearch(url)}`;
  if (owner.kind !== "user") return { kind: "guest" as const, closeTo };

  const { persona } = await requireChatPersona(context, owner.userId, simulation.id, params.personaId ?? "");
  const chat = await getChat(context.services.db, owner.userId, simulation.id, persona.persona_id);
  return {
    kind: "user" as const,
    closeTo,
    persona: {
      id: persona.persona_id,
      name: persona.name,
      firstName: persona.name.split(" ")[0] || persona.name,
      role: persona.role,
      company: persona.company,
      age: persona.demographics.age,
      gender: persona.demographics.gender,
      location: persona.demographics.location,
      sentiment: sentimentOf(persona.response.sentiment),
      initialThought: persona.response.overall_reaction,
    },
    messages: chat?.messages ?? [],
    constraint: getZodConstraint(PersonaMessageSchema),
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const userId = await requireUserId(context, request);
  const formData = await readForm(request);
  const simulationId = params.id ?? "";
  const personaId = params.personaId ?? "";
  const chatPath = `/app/simulation/${simulationId}/chat/${personaId}${listSearch(new URL(request.url))}`;
  if (formData.get("intent") === "clear") {
    await requireChatPersona(context, userId, simulationId, personaId);
    const chatId = await deleteChat(context.services.db, userId, simulationId, personaId);
    const tracked = chatId
      ? await trackServerEvents(
          context,
          request,
          [{ name: "chat_deleted", properties: { chat_id: chatId } }],
          {
            userId,
          },
        )
      : null;
    return redirect(chatPath, { headers: withCookies([tracked?.setCookie]) });
  }
  const submission = parseWithZod(formData, { schema: PersonaMessageSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), replyId: null }, { status: 400 });
  }
  await requireChatPersona(context, userId, simulationId, personaId);
  const { db, config, now } = context.services;
  const sent = await sendChatMessage(
    db,
    { userId, simulationId, personaId, message: submission.value.message },
    {
      llm: config.llm,
      now: now(),
      onLlmError: (error) =>
        console.warn(
          "persona chat: the LLM failed, the engine answered:",
          (error as Error)?.message ?? error,
        ),
    },
  );
  const tracked = await trackServerEvents(context, request, chatAnalyticsEvents(sent), { userId });
  const headers = withCookies([tracked.setCookie]);
  // With JavaScript the dialog shows the reply in place; without, post/redirect/get back to it.
  if (formData.get("enhanced") === "1") {
    // No form result: the form was cleared when it was sent, and may already hold the next message.
    return data({ result: null, replyId: sent.reply.id }, { headers });
  }
  return redirect(`${chatPath}#latest-message`, { headers });
}

const SENTIMENT_STYLE: Record<Sentiment, string> = {
  positive: "bg-emerald-50 text-emerald-700 ring-emerald-200",
  neutral: "bg-slate-100 text-slate-700 ring-slate-200",
  negative: "bg-rose-50 text-rose-700 ring-rose-200",
};

/** How long the persona "types" before a reply shows (core-app §9: 500-600 ms), with JavaScript only. */
function typingDelay(): number {
  return 500 + Math.floor(Math.random() * 101);
}

export default function PersonaChatDialog() {
  const loaderData = useLoaderData<typeof loader>();
  if (loaderData.kind === "guest") {
    return (
      <Modal title="Sign in to chat with personas" closeTo={loaderData.closeTo}>
        <p className="text-slate-700">
          Chatting with personas is part of a free account: ask any persona about the price, what would change
          their mind or who they would tell. Guest results are not saved, so run your idea again once you are
          signed in.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/auth/sign-up" reloadDocument className="btn-primary">
            Sign up free
          </Link>
          <Link to="/auth/sign-in" reloadDocument className="btn-secondary">
            Sign in
          </Link>
        </div>
      </Modal>
    );
  }
  return <Conversation key={loaderData.persona.id} {...loaderData} />;
}

type UserChat = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { kind: "user" }>;

function Conversation({ persona, messages, closeTo, constraint }: UserChat) {
  const actionData = useActionData<typeof action>();
  const fetcher = useFetcher<typeof action>();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(() => new Set());

  const [form, fields] = useForm<z.input<typeof PersonaMessageSchema>>({
    id: `chat-${persona.id}`,
    lastResult: fetcher.data?.result ?? actionData?.result,
    constraint,
  });

  // The user's message shows at once; the reply waits behind a typing indicator.
  const sending = fetcher.state !== "idle";
  // Sending disables the button and the reply resets the field: keep focus in the message box, not on <body>.
  const messageId = fields.message.id;
  const messageKey = fields.message.key;
  useEffect(() => {
    if (!hydrated) return;
    const active = document.activeElement;
    if (!active || active === document.body) document.getElementById(messageId)?.focus();
  }, [sending, messageKey, messageId, hydrated]);
  const pending = sending ? String(fetcher.formData?.get("message") ?? "").trim() : "";
  const replyId = fetcher.state === "idle" ? (fetcher.data?.replyId ?? null) : null;
  const hiddenReply = replyId && !revealed.has(replyId) ? replyId : null;
  const shown = messages.filter((message) => message.id !== hiddenReply);
  const typing = (sending && pending !== "") || hiddenReply !== null;

  useEffect(() => {
    if (fetcher.state === "submitting") formRef.current?.reset();
  }, [fetcher.state]);

  useEffect(() => {
    if (!hiddenReply) return;
    const timer = setTimeout(
      () => setRevealed((current) => new Set(current).add(hiddenReply)),
      typingDelay(),
    );
    return () => clearTimeout(timer);
  }, [hiddenReply]);

  useEffect(() => {
    const list = scrollRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [shown.length, typing]);

  const textareaErrorId = fields.message.errors?.length ? fields.message.errorId : undefined;

  return (
    <Modal
      title={`Chat with ${persona.name}`}
      closeTo={closeTo}
      description={
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span>
            {persona.role} · {persona.company}
          </span>
          <span className="text-slate-500">
            {persona.age} · {persona.gender} · {persona.location}
          </span>
          <span
            className={cn(
              "rounded-full px-2 py-0.5 text-xs font-medium capitalize ring-1",
              SENTIMENT_STYLE[persona.sentiment],
            )}
          >
            {persona.sentiment}
          </span>
        </div>
      }
    >
      <div className="flex flex-col gap-4">
        <blockquote className="border-l-4 border-brand-100 pl-3 text-sm italic text-slate-700">
          <span className="sr-only">First reaction: </span>“{persona.initialThought}”
        </blockquote>

        <div
          ref={scrollRef}
          className="flex max-h-80 flex-col gap-3 overflow-y-auto rounded-xl bg-slate-50 p-3"
        >
          {shown.length === 0 && !pending ? (
            <p className="text-sm text-slate-600">
              Ask {persona.firstName} anything about your idea: the price, what would change their mind, what
              they use today, whether they would recommend it.
            </p>
          ) : null}
          <ol
            aria-label={`Conversation with ${persona.firstName}`}
            aria-live="polite"
            className="flex flex-col gap-3"
          >
            {shown.map((message, index) => (
              <ChatBubble
                key={message.id}
                id={index === shown.length - 1 && !pending ? "latest-message" : undefined}
                speaker={message.role === "user" ? "You" : persona.firstName}
                mine={message.role === "user"}
                text={message.content}
              />
            ))}
            {pending ? <ChatBubble id="latest-message" speaker="You" mine text={pending} /> : null}
          </ol>
          {typing ? (
            <p role="status" className="text-sm italic text-slate-500">
              {persona.firstName} is typing…
            </p>
          ) : null}
        </div>

        <fetcher.Form method="post" ref={formRef} className="flex flex-col gap-2" {...getFormProps(form)}>
          {hydrated ? <input type="hidden" name="enhanced" value="1" /> : null}
          <ErrorList id={form.errorId} errors={form.errors} />
          <label htmlFor={fields.message.id} className="text-sm font-medium text-slate-800">
            Your message
          </label>
          <textarea
            {...getTextareaProps(fields.message, { ariaAttributes: false })}
            key={fields.message.key}
            rows={2}
            aria-invalid={textareaErrorId ? true : undefined}
            aria-describedby={textareaErrorId}
            placeholder={`Ask ${persona.firstName} a question`}
            className="rounded-xl border border-slate-300 bg-white px-3 py-2 text-base shadow-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600 aria-[invalid]:border-rose-500"
            onKeyDown={(event) => {
              // Enter sends, Shift+Enter starts a new line, as in most chat apps.
              if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                formRef.current?.requestSubmit();
              }
            }}
          />
          <ErrorList id={fields.message.errorId} errors={fields.message.errors} />
          <div className="flex items-center justify-between gap-3">
            <p className="text-xs text-slate-500">
              Replies are simulated from the persona&apos;s profile and reaction.
            </p>
            <button type="submit" className="btn-primary" disabled={sending} aria-busy={sending}>
              Send
            </button>
          </div>
        </fetcher.Form>
        {messages.length > 0 ? (
          // A plain form: the page reloads the (now empty) conversation, with or without JavaScript.
          <Form method="post" className="self-start">
            <button type="submit" name="intent" value="clear" className="text-sm text-slate-600 underline">
              Clear this chat
            </button>
          </Form>
        ) : null}
      </div>
    </Modal>
  );
}

function ChatBubble({
  id,
  speaker,
  mine,
  text,
}: {
  id?: string;
  speaker: string;
  mine: boolean;
  text: string;
}) {
  return (
    <li id={id} className={cn("flex flex-col gap-0.5", mine ? "items-end" : "items-start")}>
      <span className="text-xs font-medium text-slate-500">
        {speaker}
        <span className="sr-only">:</span>
      </span>
      <p
        className={cn(
          "max-w-[85%] whitespace-pre-wrap rounded-2xl px-3 py-2 text-sm",
          mine ? "bg-brand-600 text-white" : "bg-white text-slate-800 ring-1 ring-slate-200",
        )}
      >
        {text}
      </p>
    </li>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title:
      data?.kind === "user"
        ? `Chat with ${data.persona.name} | Sounding Board`
        : "Persona chat | Sounding Board",
  },
];

export function ErrorBoundary() {
  const error = useRouteError();
  const params = useParams();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) && status < 500 && typeof error.data === "string"
      ? error.data
      : "Something went wrong with this chat. Please try again in a moment.";
  return (
    <Modal
      title={status === 404 ? "Persona not found" : "Chat unavailable"}
      closeTo={`/app/simulation/${params.id}`}
    >
      <p role="alert" className="text-slate-700">
        {message}
      </p>
    </Modal>
  );
}
