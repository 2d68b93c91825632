import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useActionData, useFetcher } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { ErrorList } from "~/components/forms";
import { Modal } from "~/components/modal";
import { SignUpLinks } from "~/components/sign-up-links";
import { cn } from "~/utils/misc";
import type { ChatFrame, PersonaChatPaths } from "~/utils/persona-chat-paths";
import type { PersonaChatData } from "~/utils/persona-chat-route.server";
import type { Sentiment } from "~/utils/personas";

type UserChat = Extract<PersonaChatData, { kind: "user" }>;

/** What both chat routes' actions answer. */
interface ChatActionData {
  result: SubmissionResult<string[]> | null;
  replyId: string | null;
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

/** The chat in a dialog over the report or on its own page, titled "Chat with {name}". */
function ChatFrameOf({
  frame,
  title,
  paths,
  goal,
  description,
  children,
}: {
  frame: ChatFrame;
  title: string;
  paths: PersonaChatPaths;
  /** The idea talked about: the page has no report behind it to say so. */
  goal?: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  if (frame === "dialog") {
    return (
      <Modal title={title} closeTo={paths.report} description={description}>
        {children}
      </Modal>
    );
  }
  return (
    <section aria-labelledby={titleId} className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <Link to={paths.report} className="self-start text-sm font-medium text-brand-700 hover:underline">
        <span aria-hidden>←</span> Back to the report
      </Link>
      <h1 id={titleId} className="text-2xl font-bold tracking-tight">
        {title}
      </h1>
      {description ? <div className="text-sm text-slate-600">{description}</div> : null}
      {goal ? (
        <p className="text-sm text-slate-700">
          <span className="font-medium">Your idea:</span> {goal}
        </p>
      ) : null}
      {children}
    </section>
  );
}

/** A guest's answer at either address: chatting needs an account. */
export function ChatSignInPrompt({ frame, paths }: { frame: ChatFrame; paths: PersonaChatPaths }) {
  return (
    <ChatFrameOf frame={frame} title="Sign in to chat with personas" paths={paths}>
      <p className="text-slate-700">
        Chatting with personas is part of a free account: ask any persona about the price, what would change
        their mind or who they would tell. Guest results are not saved, so run your idea again once you are
        signed in.
      </p>
      <SignUpLinks />
    </ChatFrameOf>
  );
}

/**
 * A conversation with one persona. Messages post to the chat's own page, so
 * without JavaScript a reply renders that small page rather than the whole
 * report; with JavaScript a fetcher sends them and the reply shows in place.
 */
export function PersonaChat({
  frame,
  persona,
  messages,
  paths,
  goal,
  constraint,
}: Pick<UserChat, "persona" | "messages" | "paths" | "goal" | "constraint"> & { frame: ChatFrame }) {
  const actionData = useActionData<ChatActionData>();
  const fetcher = useFetcher<ChatActionData>();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(() => new Set());

  const [form, fields] = useForm<{ message: string }>({
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
  const formProps = getFormProps(form);

  return (
    <ChatFrameOf
      frame={frame}
      title={`Chat with ${persona.name}`}
      paths={paths}
      goal={goal}
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

        <fetcher.Form
          method="post"
          action={paths.page}
          ref={formRef}
          className="flex flex-col gap-2"
          {...formProps}
          onSubmit={(event) => {
            formProps.onSubmit(event);
            if (event.defaultPrevented) return;
            // The fetcher reads the form right after this handler: then the box is cleared for the
            // next message. Done here rather than on seeing the "submitting" state, which a busy
            // browser can skip when the reply comes back before it renders.
            const sent = event.currentTarget;
            setTimeout(() => {
              sent.reset();
              document.getElementById(messageId)?.focus();
            });
          }}
        >
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
          // A plain form to this address: the page reloads the (now empty) conversation, with or without JavaScript.
          <Form method="post" className="self-start">
            <button type="submit" name="intent" value="clear" className="text-sm text-slate-600 underline">
              Clear this chat
            </button>
          </Form>
        ) : null}
      </div>
    </ChatFrameOf>
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
