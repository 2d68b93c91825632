import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { FeedbackForm } from "~/components/feedback";
import { constraintOf } from "~/forms/constraint.server";
import { FeedbackSchema } from "~/forms/feedback.server";
import { isSpamForm } from "~/utils/honeypot.server";
import {
  FeedbackRateLimitedError,
  FeedbackSimulationNotFoundError,
  FeedbackTextRequiredError,
  saveFeedback,
  feedbackLimiter,
} from "~/services/feedback.server";
import type { Owner } from "~/services/simulations.server";
import { ensureGuestId } from "~/utils/guest.server";
import { safeRedirectPath } from "~/utils/safe-redirect";
import { getPageOwner } from "~/utils/simulation-owner.server";
import { readForm } from "~/utils/form.server";

const RATE_LIMITED = "You've sent a lot of feedback in a short time. Please try again later.";
const NOT_FOUND = "We couldn't find that simulation.";

function withThanks(path: string): string {
  const url = new URL(path, "http://local");
  url.searchParams.set("feedback", "thanks");
  return `${url.pathname}${url.search}#feedback`;
}

/** A JSON body (API callers) read into the same fields as a form. */
async function readFields(request: Request): Promise<{ formData: FormData; json: boolean }> {
  if (request.headers.get("Content-Type")?.includes("application/json")) {
    let body: unknown;
    try {
      body = await request.json();
    } catch {
      throw Response.json({ detail: "Request body must be valid JSON" }, { status: 400 });
    }
    const formData = new FormData();
    if (body && typeof body === "object") {
      for (const [key, value] of Object.entries(body)) {
        if (typeof value === "string" || typeof value === "number") formData.set(key, String(value));
      }
    }
    return { formData, json: true };
  }
  return { formData: await readForm(request), json: false };
}

/** GET /feedback: the same form on a page of its own (?simulation_id=&redirectTo=). */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const simulationId = url.searchParams.get("simulation_id")?.trim() || null;
  const fallback = simulationId ? `/app/simulation/${encodeURIComponent(simulationId)}` : "/app";
  return {
    simulationId,
    redirectTo: safeRedirectPath(url.searchParams.get("redirectTo"), fallback),
    constraint: constraintOf(FeedbackSchema),
  };
}

/**
 * POST /feedback. With JavaScript (a fetcher sends `enhanced=1`) or a JSON
 * body the answer is JSON; without, success redirects back with
 * ?feedback=thanks and an error shows this page with the form again.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { formData, json } = await readFields(request);
  const enhanced = json || formData.get("enhanced") === "1";
  const simulationField = String(formData.get("simulation_id") ?? "").trim();
  const fallback = simulationField ? `/app/simulation/${encodeURIComponent(simulationField)}` : "/app";
  const redirectTo = safeRedirectPath(formData.get("redirectTo"), fallback);

  // A bot filled in the hidden field: pretend it worked and keep nothing.
  if (isSpamForm(context.services, request, formData)) {
    return enhanced ? { status: "thanks" as const, result: null } : redirect(withThanks(redirectTo));
  }

  const submission = parseWithZod(formData, { schema: FeedbackSchema });
  if (submission.status !== "success") {
    return data(
      {
        status: "error" as const,
        result: submission.reply(),
        simulationId: simulationField || null,
        redirectTo,
      },
      { status: 400 },
    );
  }

  let owner: Owner | null = await getPageOwner(context, request);
  let setCookie: string | null = null;
  if (!owner) {
    const guest = await ensureGuestId(context, request);
    owner = { kind: "guest", guestId: guest.guestId };
    setCookie = guest.setCookie;
  }
  const headers = new Headers();
  if (setCookie) headers.append("Set-Cookie", setCookie);

  const { simulation_id: simulationId, rating, text } = submission.value;
  try {
    await saveFeedback(
      context.services.db,
      { owner, simulationId, rating, text },
      context.services.now(),
      feedbackLimiter(context.services),
    );
  } catch (error) {
    const fail = (message: string, status: number, field?: "text") => {
      if (status === 429 && error instanceof FeedbackRateLimitedError) {
        headers.set("Retry-After", String(error.retryAfterSeconds));
      }
      return data(
        {
          status: "error" as const,
          result: submission.reply(
            field ? { fieldErrors: { [field]: [message] } } : { formErrors: [message] },
          ),
          simulationId,
          redirectTo,
        },
        { status, headers },
      );
    };
    if (error instanceof FeedbackRateLimitedError) return fail(RATE_LIMITED, 429);
    if (error instanceof FeedbackSimulationNotFoundError) return fail(NOT_FOUND, 404);
    if (error instanceof FeedbackTextRequiredError) return fail(error.message, 400, "text");
    throw error;
  }

  if (enhanced) return data({ status: "thanks" as const, result: null }, { headers });
  return redirect(withThanks(redirectTo), { headers });
}

export default function FeedbackPage() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const failed = actionData && actionData.status === "error" ? actionData : null;
  const simulationId = failed ? failed.simulationId : loaderData.simulationId;
  const redirectTo = failed ? failed.redirectTo : loaderData.redirectTo;
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 py-10">
      <h1 className="text-2xl font-bold tracking-tight">Send feedback</h1>
      <FeedbackForm
        simulationId={simulationId}
        redirectTo={redirectTo}
        lastResult={failed?.result ?? null}
        constraint={loaderData.constraint}
      />
      <Link to={redirectTo} className="text-sm font-medium text-brand-700 hover:underline">
        <span aria-hidden>←</span> Back
      </Link>
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Feedback | Sounding Board" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
