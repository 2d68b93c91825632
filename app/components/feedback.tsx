import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useFetcher, useLocation, useSearchParams } from "@remix-run/react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { ClientOnly } from "remix-utils/client-only";
import { useHydrated } from "remix-utils/use-hydrated";
import type { z } from "zod";
import type { FeedbackSchema } from "~/forms/feedback.server";
import { cn } from "~/utils/misc";
import { ErrorList, type FormConstraint } from "./forms";
import { HoneypotField } from "./honeypot";

/**
 * Feedback on a simulation (core-app §2, §4): a small form under the results
 * that works without JavaScript, and with JavaScript a popup 5 seconds after
 * a run completes (at most once an hour) that can be minimised into a
 * floating "Feedback" tab. Both post to /feedback.
 */

export const FEEDBACK_TEXT_MAX = 2000;
export const FEEDBACK_TEXT_REQUIRED = "Tell us what could be better";

/** What /feedback answers a fetcher. */
export type FeedbackActionData =
  { status: "thanks"; result: null } | { status: "error"; result: SubmissionResult };

function Thanks({ className }: { className?: string }) {
  return (
    <p role="status" className={cn("text-sm font-medium text-emerald-700", className)}>
      Thanks for your feedback!
    </p>
  );
}

// ------------------------------------------------------------ the form under the results

export function FeedbackForm({
  simulationId,
  redirectTo,
  lastResult,
  constraint,
}: {
  simulationId: string | null;
  /** Where to come back to without JavaScript; the current page by default. */
  redirectTo?: string;
  /** A failed submission, when this form is rendered by /feedback itself. */
  lastResult?: SubmissionResult | null;
  /** From the loader: the schema stays on the server, which validates the form. */
  constraint: FormConstraint;
}) {
  const fetcher = useFetcher<FeedbackActionData>({ key: `feedback-form-${simulationId ?? "none"}` });
  const hydrated = useHydrated();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const honeypotId = useId();
  const back = redirectTo ?? `${location.pathname}${location.search}`;
  const thanked =
    fetcher.data?.status === "thanks" || (searchParams.get("feedback") === "thanks" && !lastResult);

  const [form, fields] = useForm<z.input<typeof FeedbackSchema>>({
    id: `feedback-${simulationId ?? "general"}`,
    lastResult: fetcher.data?.result ?? lastResult,
    constraint,
  });
  const textErrorId = fields.text.errors?.length ? fields.text.errorId : undefined;
  const sending = fetcher.state !== "idle";

  return (
    <section
      id="feedback"
      aria-labelledby="feedback-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="feedback-title" className="text-base font-semibold">
        Was this simulation useful?
      </h2>
      {thanked ? (
        <Thanks className="mt-2" />
      ) : (
        <fetcher.Form
          method="post"
          action="/feedback"
          className="mt-3 flex flex-col gap-3"
          {...getFormProps(form)}
        >
          <ErrorList id={form.errorId} errors={form.errors} />
          {simulationId ? <input type="hidden" name="simulation_id" value={simulationId} /> : null}
          <input type="hidden" name="redirectTo" value={back} />
          {hydrated ? <input type="hidden" name="enhanced" value="1" /> : null}
          <HoneypotField id={honeypotId} />
          <div className="flex flex-col gap-1.5">
            <label htmlFor={fields.text.id} className="text-sm font-medium text-slate-800">
              What could be better?
            </label>
            <textarea
              {...getTextareaProps(fields.text, { ariaAttributes: false })}
              key={fields.text.key}
              rows={2}
              aria-invalid={textErrorId ? true : undefined}
              aria-describedby={[`${fields.text.id}-hint`, textErrorId].filter(Boolean).join(" ")}
              className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600 aria-[invalid]:border-rose-500"
            />
            <p id={`${fields.text.id}-hint`} className="text-xs text-slate-500">
              Optional for Yes; needed for No, so we know what to fix.
            </p>
            <ErrorList id={fields.text.errorId} errors={fields.text.errors} />
          </div>
          <ErrorList id={fields.rating.errorId} errors={fields.rating.errors} />
          <div className="flex gap-2">
            <button type="submit" name="rating" value="positive" className="btn-secondary" disabled={sending}>
              <span aria-hidden>👍</span> Yes
            </button>
            <button type="submit" name="rating" value="negative" className="btn-secondary" disabled={sending}>
              <span aria-hidden>👎</span> No
            </button>
          </div>
        </fetcher.Form>
      )}
    </section>
  );
}

// ------------------------------------------------------------ the popup

export const POPUP_DELAY_MS = 5000;
/**
 * Below this width (a phone) the popup does not open by itself: over the report it would hide the
 * headline (with the cookie banner, most of the screen), and the form under the results is at hand.
 */
export const POPUP_MIN_SCREEN = "(min-width: 640px)";
export const POPUP_INTERVAL_MS = 60 * 60 * 1000;
export const PULSE_EVERY_MS = 30_000;
const PULSE_FOR_MS = 1500;
const CLOSE_AFTER_MS = 2000;
const STORAGE_KEY = "sounding-board:feedback-popup";

interface PopupMemory {
  /** When the popup last opened by itself (ms since the epoch). */
  shownAt: number;
  minimised: boolean;
}

function readMemory(): PopupMemory {
  try {
    const value = JSON.parse(
      window.localStorage.getItem(STORAGE_KEY) ?? "null",
    ) as Partial<PopupMemory> | null;
    return { shownAt: Number(value?.shownAt) || 0, minimised: value?.minimised === true };
  } catch {
    return { shownAt: 0, minimised: false };
  }
}

function writeMemory(change: Partial<PopupMemory>) {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...readMemory(), ...change }));
  } catch {
    // Storage may be full or disabled: the popup still works for this page.
  }
}

/** The popup of a completed run; JavaScript only (the form under the results is there without it). */
export function FeedbackPopup({ simulationId }: { simulationId: string }) {
  return <ClientOnly>{() => <FeedbackPopupClient simulationId={simulationId} />}</ClientOnly>;
}

type Step = "initial" | "negative" | "complete";
type View = "hidden" | "open" | "minimised";

function FeedbackPopupClient({ simulationId }: { simulationId: string }) {
  const [searchParams] = useSearchParams();
  // Rendered in the browser only, so the remembered state can be read at once.
  const [view, setView] = useState<View>(() => (readMemory().minimised ? "minimised" : "hidden"));
  const [step, setStep] = useState<Step>("initial");
  const [pulse, setPulse] = useState(false);
  const fetcher = useFetcher<FeedbackActionData>({ key: `feedback-popup-${simulationId}` });
  const titleId = useId();
  const textId = useId();
  const [text, setText] = useState("");
  const [textError, setTextError] = useState<string | null>(null);
  const tabRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLElement>(null);
  // Where focus goes after a change the user asked for (never when the popup opens by itself).
  const moveFocus = useRef(false);

  // An explicit delay (?feedbackDelay=0) shows it at once, e.g. to try it out.
  const delayParam = searchParams.get("feedbackDelay");
  const delay =
    delayParam !== null && Number.isFinite(Number(delayParam))
      ? Math.min(Math.max(Number(delayParam), 0), 60_000)
      : POPUP_DELAY_MS;

  useEffect(() => {
    const memory = readMemory();
    if (memory.minimised || Date.now() - memory.shownAt < POPUP_INTERVAL_MS) return;
    // On a phone only when asked for explicitly (?feedbackDelay=).
    if (delayParam === null && !window.matchMedia(POPUP_MIN_SCREEN).matches) return;
    const timer = setTimeout(() => {
      writeMemory({ shownAt: Date.now() });
      setView("open");
    }, delay);
    return () => clearTimeout(timer);
  }, [delay, delayParam]);

  const minimise = useCallback(() => {
    writeMemory({ minimised: true });
    moveFocus.current = true;
    setView("minimised");
  }, []);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    if (view === "minimised") tabRef.current?.focus();
    if (view === "open") dialogRef.current?.focus();
  }, [view]);

  const close = useCallback(() => {
    writeMemory({ minimised: false });
    setView("hidden");
  }, []);

  // The tab draws the eye every 30 seconds.
  useEffect(() => {
    if (view !== "minimised") return;
    let stop: ReturnType<typeof setTimeout> | undefined;
    const interval = setInterval(() => {
      setPulse(true);
      stop = setTimeout(() => setPulse(false), PULSE_FOR_MS);
    }, PULSE_EVERY_MS);
    return () => {
      clearInterval(interval);
      clearTimeout(stop);
      setPulse(false);
    };
  }, [view]);

  const data = fetcher.data;
  const serverError =
    fetcher.state === "idle" && data?.status === "error"
      ? (data.result.error?.text?.[0] ??
        data.result.error?.[""]?.[0] ??
        "Something went wrong. Please try again.")
      : null;

  const current: Step = fetcher.state === "idle" && data?.status === "thanks" ? "complete" : step;

  useEffect(() => {
    if (current !== "complete") return;
    const timer = setTimeout(close, CLOSE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [current, close]);

  // Escape inside the popup minimises it (and leaves any dialog behind it alone).
  useEffect(() => {
    if (view !== "open") return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape" || !dialogRef.current?.contains(document.activeElement)) return;
      event.stopImmediatePropagation();
      minimise();
    }
    document.addEventListener("keydown", onKeyDown, true);
    return () => document.removeEventListener("keydown", onKeyDown, true);
  }, [view, minimise]);

  function send(rating: "positive" | "negative", feedback: string | null) {
    const formData = new FormData();
    formData.set("simulation_id", simulationId);
    formData.set("rating", rating);
    if (feedback) formData.set("text", feedback);
    formData.set("enhanced", "1");
    fetcher.submit(formData, { method: "post", action: "/feedback" });
  }

  if (view === "hidden") return null;

  if (view === "minimised") {
    return (
      <button
        ref={tabRef}
        type="button"
        onClick={() => {
          writeMemory({ minimised: false });
          moveFocus.current = true;
          setView("open");
        }}
        data-pulsing={pulse ? "true" : undefined}
        className={cn(
          "fixed bottom-[var(--cookie-banner-height,0px)] right-6 z-30 rounded-t-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-lg hover:bg-brand-700",
          pulse && "motion-safe:animate-bounce",
        )}
      >
        Feedback
      </button>
    );
  }

  return (
    <section
      ref={dialogRef}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      className="fixed bottom-[calc(var(--cookie-banner-height,0px)_+_1rem)] right-4 z-30 w-[min(22rem,calc(100vw-2rem))] rounded-2xl border border-slate-200 bg-white p-4 shadow-2xl outline-none"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 id={titleId} className="font-semibold">
          {current === "complete" ? "Thank you!" : "How useful was this simulation?"}
        </h2>
        <div className="flex shrink-0 gap-1">
          <button
            type="button"
            onClick={minimise}
            aria-label="Minimise feedback"
            className="grid h-7 w-7 place-items-center rounded-full text-slate-500 hover:bg-slate-100"
          >
            <span aria-hidden>–</span>
          </button>
          <button
            type="button"
            onClick={close}
            aria-label="Close feedback"
            className="grid h-7 w-7 place-items-center rounded-full text-slate-500 hover:bg-slate-100"
          >
            <span aria-hidden>✕</span>
          </button>
        </div>
      </div>

      {current === "initial" ? (
        <div className="mt-3 flex flex-col gap-2">
          <p className="text-sm text-slate-600">Did the personas help you judge your idea?</p>
          <div className="flex gap-2">
            <button
              type="button"
              className="btn-secondary flex-1"
              disabled={fetcher.state !== "idle"}
              onClick={() => send("positive", null)}
            >
              <span aria-hidden>👍</span> Useful
            </button>
            <button type="button" className="btn-secondary flex-1" onClick={() => setStep("negative")}>
              <span aria-hidden>👎</span> Not really
            </button>
          </div>
          {serverError ? (
            <p role="alert" className="text-sm text-rose-700">
              {serverError}
            </p>
          ) : null}
        </div>
      ) : null}

      {current === "negative" ? (
        <form
          className="mt-3 flex flex-col gap-2"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const feedback = text.trim();
            if (!feedback) {
              setTextError(FEEDBACK_TEXT_REQUIRED);
              return;
            }
            setTextError(null);
            send("negative", feedback);
          }}
        >
          <label htmlFor={textId} className="text-sm font-medium text-slate-800">
            What could be better?
          </label>
          <textarea
            id={textId}
            rows={3}
            value={text}
            maxLength={FEEDBACK_TEXT_MAX}
            onChange={(event) => {
              setText(event.target.value);
              if (event.target.value.trim()) setTextError(null);
            }}
            aria-invalid={textError || serverError ? true : undefined}
            aria-describedby={textError || serverError ? `${textId}-error` : undefined}
            className="rounded-lg border border-slate-300 px-3 py-2 text-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600 aria-[invalid]:border-rose-500"
          />
          {textError || serverError ? (
            <p id={`${textId}-error`} role="alert" className="text-sm text-rose-700">
              {textError ?? serverError}
            </p>
          ) : null}
          <button type="submit" className="btn-primary self-end" disabled={fetcher.state !== "idle"}>
            Send feedback
          </button>
        </form>
      ) : null}

      {current === "complete" ? <Thanks className="mt-2" /> : null}
    </section>
  );
}
