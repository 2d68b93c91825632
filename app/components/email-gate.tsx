import type { z } from "zod";
import type { EmailGateEmailSchema } from "~/forms/email-gate.server";
import { EMAIL_GATE_BONUS_TESTS } from "~/constants";
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useFetcher, useLocation, useNavigate, useSearchParams } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { ErrorList, type FormConstraint } from "./forms";
import { sendAnalyticsEvent } from "./analytics-client";
import { CLOSE_BUTTON_CLASS, DialogFrame, useDialogFocus } from "./modal";
import { HoneypotField } from "./honeypot";

/**
 * The email gate of guests' daily free public tests (docs/decisions/013): sign up, leave an
 * email for a few more tests today, or continue with the sample report. Rendered by the server
 * over the page, with plain forms to /email-gate, so every choice works without JavaScript.
 */

export const PUBLIC_TEST_SURFACES = ["quick_validation", "pulse", "idea_check"] as const;
export type PublicTestSurface = (typeof PUBLIC_TEST_SURFACES)[number];

export const EMAIL_GATE_VARIANT = "daily_limit";
/** The query parameter the gate sends the visitor back with: 1 unlocked, 0 already unlocked today. */
export const UNLOCKED_PARAM = "unlocked";
export const EMAIL_GATE_SIGN_UP_URL = "/auth/sign-up?source=email_gate";

export const EMAIL_GATE_TITLE = "You've used today's free tests";

export function dailyLimitMessage(testsToday: number): string {
  return `You've used your ${testsToday} free tests for today.`;
}

/** What a refused page renders the gate from. */
export interface EmailGateView {
  /** New for every refusal, so a dismissed gate opens again on the next one. */
  id: string;
  surface: PublicTestSurface;
  /** Free tests this address had today (the limit, plus the unlocked ones). */
  testsToday: number;
  /** Whether leaving an email can still unlock more tests today. */
  canUnlock: boolean;
  /** The page to go back to: a path on this site. */
  returnTo: string;
  /** The email field's native constraints, from its schema on the server (which validates it). */
  constraint: FormConstraint;
}

/** What POST /email-gate answers the enhanced email form (and, as a page, the plain one on errors). */
export type EmailGateActionData =
  | { status: "error"; result: SubmissionResult<string[]>; gate: EmailGateView }
  | { status: "unlocked" | "already" };

/** The gate in a page action's answer, if the answer is a refusal. */
export function gateOf(actionData: unknown): EmailGateView | null {
  if (!actionData || typeof actionData !== "object" || !("gate" in actionData)) return null;
  return (actionData.gate as EmailGateView | undefined) ?? null;
}

type GateStatus = "open" | "closed" | "unlocked" | "already";

function noticeText(kind: "unlocked" | "already"): string {
  return kind === "unlocked"
    ? `${EMAIL_GATE_BONUS_TESTS} more tests unlocked for today.`
    : "Your extra tests for today were already unlocked. Sign up free for more, or come back tomorrow.";
}

function Notice({ kind }: { kind: "unlocked" | "already" }) {
  return (
    <p
      role="status"
      className={
        kind === "unlocked"
          ? "rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
          : "rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
      }
    >
      {noticeText(kind)}
    </p>
  );
}

/** The page's notice after the gate sent the visitor back (?unlocked=1 or 0), server-rendered. */
export function UnlockedNotice() {
  const [searchParams] = useSearchParams();
  const value = searchParams.get(UNLOCKED_PARAM);
  if (value !== "1" && value !== "0") return null;
  return <Notice kind={value === "1" ? "unlocked" : "already"} />;
}

function GateFields({ gate }: { gate: EmailGateView }) {
  return (
    <>
      <input type="hidden" name="surface" value={gate.surface} />
      <input type="hidden" name="returnTo" value={gate.returnTo} />
    </>
  );
}

export function EmailGate({
  gate,
  lastResult,
  standalone = false,
}: {
  gate: EmailGateView;
  /** The email form's last answer when the server rendered the gate again (an invalid email without JS). */
  lastResult?: SubmissionResult<string[]>;
  /** On /email-gate itself: closing goes back to the page instead of uncovering an empty one. */
  standalone?: boolean;
}) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const titleId = useId();
  const descriptionId = useId();
  const dialog = useRef<HTMLElement>(null);
  const [status, setStatus] = useState<GateStatus>("open");
  // Once the visitor chose something (or closed the gate) leaving the page is no longer abandoning it.
  const settled = useRef(false);
  const fetcher = useFetcher<EmailGateActionData>();
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const [handled, setHandled] = useState<EmailGateActionData | undefined>(undefined);
  if (answer && answer !== handled) {
    setHandled(answer);
    if (answer.status === "unlocked" || answer.status === "already") setStatus(answer.status);
  }
  // An invalid email leaves the gate open and undecided again.
  useEffect(() => {
    if (answer?.status === "error") settled.current = false;
  }, [answer]);

  const [form, fields] = useForm<z.input<typeof EmailGateEmailSchema>>({
    id: `email-gate-${gate.id}`,
    lastResult: answer?.status === "error" ? answer.result : lastResult,
    constraint: gate.constraint,
  });

  const track = { variant: EMAIL_GATE_VARIANT, surface: gate.surface };

  function dismiss() {
    settled.current = true;
    sendAnalyticsEvent("email_gate_dismissed", pathname, track);
    if (standalone) navigate(gate.returnTo);
    else setStatus("closed");
  }

  useEffect(() => {
    if (status === "unlocked" && standalone) {
      navigate(`${gate.returnTo}${gate.returnTo.includes("?") ? "&" : "?"}${UNLOCKED_PARAM}=1`);
    }
  }, [status, standalone, gate.returnTo, navigate]);

  const open = status === "open";
  useDialogFocus(dialog, dismiss, open);
  useEffect(() => {
    if (!open) return;
    function abandon() {
      if (settled.current) return;
      settled.current = true;
      sendAnalyticsEvent("email_gate_abandoned", window.location.pathname, track);
    }
    window.addEventListener("pagehide", abandon);
    return () => window.removeEventListener("pagehide", abandon);
    // The gate's identity is its id: the handler need not change while it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, gate.id]);

  if (status === "closed") return null;
  if (status === "unlocked" || status === "already") return <Notice kind={status} />;

  const settle = () => {
    settled.current = true;
  };
  const emailErrorId = fields.email.errors?.length ? fields.email.errorId : undefined;

  return (
    <DialogFrame
      dialogRef={dialog}
      titleId={titleId}
      title={EMAIL_GATE_TITLE}
      describedBy={descriptionId}
      close={
        <Form method="post" action="/email-gate">
          <GateFields gate={gate} />
          <button
            type="submit"
            name="intent"
            value="dismiss"
            aria-label="Close"
            onClick={(event) => {
              event.preventDefault();
              dismiss();
            }}
            className={CLOSE_BUTTON_CLASS}
          >
            ✕
          </button>
        </Form>
      }
    >
      <p id={descriptionId} className="mt-2 text-slate-700">
        {dailyLimitMessage(gate.testsToday)} Sign up free to keep testing
        {gate.canUnlock ? `, or leave your email for ${EMAIL_GATE_BONUS_TESTS} more tests today` : ""}.
      </p>

      <a href={EMAIL_GATE_SIGN_UP_URL} onClick={settle} className="btn-primary mt-5 w-full justify-center">
        Sign up free
      </a>

      {gate.canUnlock ? (
        <fetcher.Form
          method="post"
          action="/email-gate"
          {...getFormProps(form)}
          onSubmit={(event) => {
            form.onSubmit(event);
            if (!event.defaultPrevented) settle();
          }}
          className="mt-5 flex flex-col gap-2 border-t pt-5"
        >
          <GateFields gate={gate} />
          <input type="hidden" name="intent" value="email" />
          {hydrated ? <input type="hidden" name="enhanced" value="1" /> : null}
          <HoneypotField id={`${form.id}-website`} />
          <label htmlFor={fields.email.id} className="text-sm font-medium text-slate-800">
            Your email
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              {...getInputProps(fields.email, { type: "email", ariaAttributes: false })}
              key={fields.email.key}
              autoComplete="email"
              aria-invalid={emailErrorId ? true : undefined}
              aria-describedby={emailErrorId}
              placeholder="you@example.com"
              className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 shadow-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600 aria-[invalid]:border-rose-500"
            />
            <button type="submit" className="btn-secondary" disabled={fetcher.state !== "idle"}>
              {fetcher.state !== "idle" ? "Unlocking..." : "Leave your email"}
            </button>
          </div>
          <ErrorList id={fields.email.errorId} errors={fields.email.errors} />
          <ErrorList id={form.errorId} errors={form.errors} />
          <p className="text-xs text-slate-500">
            We add you to our waitlist and never share your address. {EMAIL_GATE_BONUS_TESTS} more tests
            today, once a day.
          </p>
        </fetcher.Form>
      ) : null}

      <Form method="post" action="/email-gate" onSubmit={settle} className="mt-5 border-t pt-5">
        <GateFields gate={gate} />
        <button type="submit" name="intent" value="continue" className="btn-ghost px-0 underline">
          Continue as guest
        </button>
        <p className="text-sm text-slate-600">
          {"Explore the sample report — it doesn't count toward the limit."}
        </p>
      </Form>
    </DialogFrame>
  );
}
