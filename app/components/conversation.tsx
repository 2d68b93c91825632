import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useRef } from "react";
import type { z } from "zod";
import type { ChatMessageSchema } from "~/forms/chat-message.server";
import type { AppReport } from "~/engine";
import { cn } from "~/utils/misc";
import { ErrorList, StatusButton, type FormConstraint } from "./forms";
import { OutcomeBar } from "./report/outcome-bar";

// The app in chat form: the conversation, the configuration card with its
// Start button, the report summary and the message box. Every control is a
// plain form post; JavaScript only makes it feel instant.

export interface ChatMessage {
  id: string;
  role: "user" | "assistant";
  content: string;
  timestamp: string;
  kind?: string;
  evidence?: Array<{ label: string; value: string }>;
  simulation_id?: string;
}

export interface ChatConfig {
  goal: string;
  audience_name: string;
  persona_count: number;
  reasoning: string | null;
}

/** What the chat shows of a report; the full report is one link away. */
export interface ReportSummary {
  simulationId: string;
  adopt: number;
  mixed: number;
  notInterested: number;
  total: number;
  willingToPay: number | null;
  confidence: string;
  topReasons: Array<{ label: string; count: number }>;
  topBlockers: Array<{ label: string; count: number }>;
  nextStep: string | null;
}

export function reportSummaryOf(report: AppReport): ReportSummary {
  const stat = (id: string) => report.custom_insights?.find((item) => item.id === id);
  const adopt = stat("would_try")?.value;
  const scores = report.personas.map((persona) => persona.response.score);
  return {
    simulationId: report.simulation_id,
    adopt: adopt ?? scores.filter((score) => score >= 4).length,
    mixed: stat("mixed")?.value ?? scores.filter((score) => score === 3).length,
    notInterested: stat("not_interested")?.value ?? scores.filter((score) => score <= 2).length,
    total: stat("would_try")?.total ?? report.personas.length,
    willingToPay: stat("willing_to_pay")?.value ?? null,
    confidence: report.confidence,
    topReasons: (report.top_reasons ?? []).slice(0, 3),
    topBlockers: (report.top_blockers ?? []).slice(0, 3),
    nextStep: report.executive_insights?.next_step ?? null,
  };
}

const TIME = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: "UTC" });

function timeOf(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? "" : `${TIME.format(date)} UTC`;
}

/**
 * The dialogue, oldest first. The report summary sits in the message that
 * announced it; the message being sent shows at once (with JavaScript).
 */
export function ConversationMessages({
  messages,
  report,
  children,
}: {
  messages: ChatMessage[];
  report: ReportSummary | null;
  children?: React.ReactNode;
}) {
  const navigation = useNavigation();
  const sending =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "message"
      ? String(navigation.formData.get("content") ?? "").trim()
      : "";
  return (
    <ol aria-label="Conversation" className="flex flex-col gap-4">
      {messages.map((message, index) => (
        <li
          key={message.id}
          id={index === messages.length - 1 ? "latest" : undefined}
          className={cn("flex flex-col gap-1", message.role === "user" ? "items-end" : "items-start")}
        >
          <MessageBubble message={message} />
          {message.kind === "report" && report && message.simulation_id === report.simulationId ? (
            <ReportCard report={report} />
          ) : null}
        </li>
      ))}
      {sending ? (
        <li className="flex flex-col items-end gap-1" aria-busy="true">
          <MessageBubble message={{ id: "sending", role: "user", content: sending, timestamp: "" }} />
        </li>
      ) : null}
      {children}
    </ol>
  );
}

function MessageBubble({ message }: { message: ChatMessage }) {
  const mine = message.role === "user";
  const time = message.timestamp ? timeOf(message.timestamp) : "";
  return (
    <article
      aria-label={mine ? "You" : "Sounding Board"}
      className={cn(
        "flex max-w-[90%] flex-col gap-2 rounded-2xl px-4 py-3 shadow-sm sm:max-w-[80%]",
        mine ? "bg-brand-600 text-white" : "border border-slate-200 bg-white text-slate-800",
      )}
    >
      <p className={cn("text-xs font-semibold", mine ? "text-brand-100" : "text-slate-500")}>
        {mine ? "You" : "Sounding Board"}
        {time ? (
          <time dateTime={message.timestamp} className="ml-2 font-normal">
            {time}
          </time>
        ) : null}
      </p>
      <p className="whitespace-pre-line">{message.content}</p>
      {message.evidence?.length ? (
        <details className="text-sm">
          <summary className="cursor-pointer text-slate-500">From the report</summary>
          <dl className="mt-2 grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1">
            {message.evidence.map((item) => (
              <div key={`${item.label}-${item.value}`} className="contents">
                <dt className="text-slate-600">{item.label}</dt>
                <dd className="text-right font-medium text-slate-900">{item.value}</dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
    </article>
  );
}

const CONFIDENCE_STYLE: Record<string, string> = {
  High: "bg-emerald-50 text-emerald-700 ring-emerald-200",
  Medium: "bg-amber-50 text-amber-800 ring-amber-200",
  Low: "bg-slate-100 text-slate-700 ring-slate-200",
};

/** The report in brief, inside the conversation. */
export function ReportCard({ report }: { report: ReportSummary }) {
  const percent = report.total ? Math.round((report.adopt / report.total) * 100) : 0;
  return (
    <section
      aria-labelledby={`report-${report.simulationId}`}
      className="flex w-full flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={`report-${report.simulationId}`} className="text-xl font-bold tracking-tight">
          {report.adopt} of {report.total} would try it ({percent}%)
        </h2>
        <span
          className={cn(
            "rounded-full px-3 py-1 text-sm font-medium ring-1",
            CONFIDENCE_STYLE[report.confidence] ?? CONFIDENCE_STYLE.Low,
          )}
        >
          {report.confidence} confidence
        </span>
      </div>
      <OutcomeBar outcome={report} />
      <p className="text-sm text-slate-600">
        {report.adopt} would adopt, {report.mixed} mixed, {report.notInterested} not interested
        {report.willingToPay !== null ? (
          <>
            {" "}
            · <strong className="text-slate-900">{report.willingToPay}</strong> of {report.total} would pay
            (no concern about the cost)
          </>
        ) : null}
        .
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <RankedList title="Top reasons" items={report.topReasons} />
        <RankedList title="Top blockers" items={report.topBlockers} />
      </div>
      {report.nextStep ? (
        <p className="rounded-lg bg-brand-50 p-3 text-sm text-brand-700">
          <strong>Next step:</strong> {report.nextStep}
        </p>
      ) : null}
      <p>
        <Link to={`/app/simulation/${report.simulationId}`} className="btn-secondary">
          Open the full report
        </Link>
      </p>
    </section>
  );
}

function RankedList({ title, items }: { title: string; items: Array<{ label: string; count: number }> }) {
  return (
    <div>
      <h3 className="mb-2 font-semibold">{title}</h3>
      {items.length === 0 ? (
        <p className="text-sm text-slate-500">None stood out.</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {items.map((item) => (
            <li key={item.label} className="flex justify-between gap-3">
              <span>{item.label}</span>
              <span className="shrink-0 text-slate-500">
                ~{item.count} {item.count === 1 ? "persona" : "personas"}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** What the run will be, and the button that starts it. */
export function ConfigCard({ config, error }: { config: ChatConfig; error?: string | null }) {
  return (
    <section
      aria-labelledby="config-title"
      className="flex flex-col gap-3 rounded-2xl border border-brand-100 bg-brand-50 p-4 sm:p-6"
    >
      <h2 id="config-title" className="font-semibold text-brand-700">
        Ready to test
      </h2>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
        <dt className="text-slate-600">Idea</dt>
        <dd className="text-slate-900">{config.goal}</dd>
        <dt className="text-slate-600">Audience</dt>
        <dd className="font-medium text-slate-900">{config.audience_name}</dd>
        <dt className="text-slate-600">Size</dt>
        <dd className="font-medium text-slate-900">{config.persona_count} personas</dd>
      </dl>
      {config.reasoning ? <p className="text-sm text-slate-600">{config.reasoning}</p> : null}
      {error ? (
        <p role="alert" className="rounded-lg border border-rose-200 bg-rose-50 p-3 text-sm text-rose-800">
          {error}
        </p>
      ) : null}
      <Form method="post" preventScrollReset className="flex flex-wrap items-center gap-3">
        <StatusButton
          name="intent"
          value="start"
          className="btn-primary"
          pendingText="Starting simulation..."
        >
          Start simulation
        </StatusButton>
        <p className="text-sm text-slate-600">Or add more detail below and I&apos;ll update it.</p>
      </Form>
    </section>
  );
}

/** The one message box: the idea, answers to questions, then questions about the results. */
export function MessageForm({
  action,
  lastResult,
  label = "Message",
  hint,
  placeholder,
  resetKey,
  constraint,
}: {
  action?: string;
  lastResult?: SubmissionResult<string[]> | null;
  /** From the loader: the schema stays on the server, which validates the message. */
  constraint: FormConstraint;
  label?: string;
  hint?: string;
  placeholder?: string;
  /** Changes after each sent message, so the box starts empty again. */
  resetKey: string | number;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [form, fields] = useForm<z.input<typeof ChatMessageSchema>>({
    id: `message-form-${resetKey}`,
    lastResult,
    constraint,
  });
  const hintId = `${fields.content.id}-hint`;
  const errorId = fields.content.errors?.length ? fields.content.errorId : undefined;
  return (
    <Form
      method="post"
      action={action}
      ref={formRef}
      className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      {...getFormProps(form)}
    >
      <input type="hidden" name="intent" value="message" />
      <ErrorList id={form.errorId} errors={form.errors} />
      <label htmlFor={fields.content.id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        {...getTextareaProps(fields.content, { ariaAttributes: false })}
        key={fields.content.key}
        rows={3}
        placeholder={placeholder}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={[hint ? hintId : undefined, errorId].filter(Boolean).join(" ") || undefined}
        onKeyDown={(event) => {
          if (event.key === "Enter" && (event.metaKey || event.ctrlKey)) {
            event.preventDefault();
            formRef.current?.requestSubmit();
          }
        }}
        className="rounded-xl border border-slate-300 bg-white px-4 py-3 text-base shadow-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600 aria-[invalid]:border-rose-500"
      />
      {hint ? (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      <ErrorList id={errorId} errors={fields.content.errors} />
      <div className="flex justify-end">
        <StatusButton className="btn-primary" pendingText="Sending...">
          Send
        </StatusButton>
      </div>
    </Form>
  );
}

/** Switches between the form and the chat form of the app. */
export function ModeNav() {
  return (
    <nav aria-label="Mode" className="flex gap-1 rounded-lg bg-slate-100 p-1 text-sm">
      <Link to="/app" className="rounded-md px-3 py-1.5 text-slate-700 hover:bg-white">
        Form mode
      </Link>
      <Link
        to="/app/c"
        aria-current="page"
        className="rounded-md bg-white px-3 py-1.5 font-semibold shadow-sm"
      >
        Chat mode
      </Link>
    </nav>
  );
}
