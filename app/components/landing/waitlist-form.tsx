import { useFetcher } from "@remix-run/react";
import { useId } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { Tone } from "~/landing/content";
import type { WaitlistSource } from "~/landing/paths";
import { cn } from "~/utils/misc";
import { HoneypotField } from "~/components/honeypot";

type WaitlistAnswer = { status: "error"; message: string };

/**
 * A plain form posted to /waitlist; without JavaScript the browser follows
 * the redirect back here with ?waitlist=joined. The address is never shown
 * back: the joined state only says the visitor is on the list.
 */
export function WaitlistForm({
  source,
  joined,
  followUp,
  tone,
  buttonText = "Join the waitlist",
}: {
  source: WaitlistSource;
  joined: boolean;
  followUp: string;
  tone: Tone;
  buttonText?: string;
}) {
  const fetcher = useFetcher<WaitlistAnswer>();
  const emailId = useId();
  const errorId = useId();
  const error = fetcher.state === "idle" && fetcher.data?.status === "error" ? fetcher.data.message : null;
  const dark = tone === "dark";
  const hydrated = useHydrated();

  if (joined) {
    return (
      <div role="status" className="flex flex-col gap-1">
        <p className="text-xl font-semibold">{"You're on the list"}</p>
        <p className={dark ? "text-slate-300" : "text-slate-600"}>{followUp}</p>
      </div>
    );
  }

  return (
    <fetcher.Form method="post" action="/waitlist" className="flex w-full max-w-md flex-col gap-2">
      <input type="hidden" name="source" value={source} />
      {hydrated ? <input type="hidden" name="enhanced" value="1" /> : null}
      <HoneypotField id={`${emailId}-website`} />
      <label
        htmlFor={emailId}
        className={cn("text-sm font-medium", dark ? "text-slate-200" : "text-slate-800")}
      >
        Email
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={emailId}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder="you@company.com"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cn(
            "min-w-0 flex-1 rounded-lg border px-3 py-2 text-base outline-none focus:ring-2",
            dark
              ? "border-slate-700 bg-slate-900 text-slate-100 placeholder:text-slate-400 focus:ring-indigo-400"
              : "border-slate-300 bg-white text-slate-900 focus:ring-brand-600",
          )}
        />
        <button
          type="submit"
          data-value-proposition="waitlist_join"
          disabled={fetcher.state !== "idle"}
          className={dark ? "btn bg-indigo-600 text-white hover:bg-indigo-700" : "btn-primary"}
        >
          {fetcher.state !== "idle" ? "Joining…" : buttonText}
        </button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className={cn("text-sm", dark ? "text-rose-300" : "text-rose-700")}>
          {error}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
