import { parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type AppLoadContext,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import {
  EMAIL_GATE_VARIANT,
  EmailGate,
  UNLOCKED_PARAM,
  type EmailGateActionData,
  type EmailGateView,
  type PublicTestSurface,
} from "~/components/email-gate";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { EMAIL_GATE_CONSTRAINT, EmailGateEmailSchema, GateSchema } from "~/forms/email-gate.server";
import { unlockPublicTestsWithEmail } from "~/services/public-tests.server";
import { guestAddressHash } from "~/utils/public-tests.server";
import { joinWaitlist, waitlistLimiter } from "~/services/waitlist.server";
import { trackServerEvent } from "~/utils/request-analytics.server";
import { safeRedirectPath } from "~/utils/safe-redirect";
import { readForm } from "~/utils/form.server";
import { isSpamForm } from "~/utils/honeypot.server";

/** Where the gate sends the visitor back to when the form names no page. */
const SURFACE_PATHS: Record<PublicTestSurface, string> = {
  quick_validation: "/simple",
  pulse: "/pulse",
  idea_check: "/idea-check",
};

const RATE_LIMITED = "Too many sign-ups from your network. Please try again later.";

/** The gate's page and surface, from a form or a query: only paths on this site go back out. */
function readGate(values: Record<string, unknown>): { surface?: PublicTestSurface; returnTo: string } {
  const { surface, returnTo } = GateSchema.parse(values);
  const fallback = surface ? SURFACE_PATHS[surface] : "/";
  const path = safeRedirectPath(returnTo, fallback);
  // The gate's own address would send the visitor round in a circle.
  return { surface, returnTo: new URL(path, "http://x").pathname === "/email-gate" ? fallback : path };
}

function withParam(path: string, name: string, value: string): string {
  const url = new URL(path, "http://same-origin.invalid");
  url.searchParams.set(name, value);
  return `${url.pathname}${url.search}${url.hash}`;
}

function gateView(
  surface: PublicTestSurface | undefined,
  returnTo: string,
  testsToday: number,
): EmailGateView {
  return {
    id: crypto.randomUUID(),
    surface: surface ?? "quick_validation",
    testsToday,
    canUnlock: true,
    returnTo,
    constraint: EMAIL_GATE_CONSTRAINT,
  };
}

function eventPath(returnTo: string): string {
  return new URL(returnTo, "http://same-origin.invalid").pathname;
}

function cookieHeaders(setCookie: string | null): HeadersInit {
  return setCookie ? { "Set-Cookie": setCookie } : {};
}

/** GET /email-gate: the gate on a page of its own (its forms post here), for a gate opened by link. */
export function loader({ request, context }: LoaderFunctionArgs) {
  const { surface, returnTo } = readGate(Object.fromEntries(new URL(request.url).searchParams));
  return { gate: gateView(surface, returnTo, context.services.config.publicTestsPerIp) };
}

/**
 * POST /email-gate from the gate's forms (intent email, continue or dismiss). Each ends in a
 * redirect back (post/redirect/get); an invalid email is answered with the gate and the field
 * error: as data for the enhanced form, as this route's page without JavaScript.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  const { surface, returnTo } = readGate({
    surface: formData.get("surface") ?? undefined,
    returnTo: formData.get("returnTo") ?? undefined,
  });
  const path = eventPath(returnTo);

  switch (formData.get("intent")) {
    case "dismiss": {
      const tracked = await trackServerEvent(
        context,
        request,
        "email_gate_dismissed",
        { variant: EMAIL_GATE_VARIANT, surface },
        { path },
      );
      return redirect(returnTo, { headers: cookieHeaders(tracked.setCookie) });
    }
    case "continue": {
      const tracked = await trackServerEvent(
        context,
        request,
        "continue_as_guest_selected",
        { surface },
        { path },
      );
      // The sample report: it does not count toward the daily limit.
      return redirect("/demo", { headers: cookieHeaders(tracked.setCookie) });
    }
    case "email":
      return leaveEmail(context, request, formData, { surface, returnTo, path });
    default:
      throw new Response("Choose one of the gate's options", { status: 400 });
  }
}

async function leaveEmail(
  context: AppLoadContext,
  request: Request,
  formData: FormData,
  { surface, returnTo, path }: { surface?: PublicTestSurface; returnTo: string; path: string },
) {
  const enhanced = formData.get("enhanced") === "1";
  const done = (status: "unlocked" | "already", headers: HeadersInit = {}) =>
    enhanced
      ? data<EmailGateActionData>({ status }, { headers })
      : redirect(withParam(returnTo, UNLOCKED_PARAM, status === "unlocked" ? "1" : "0"), { headers });

  // A bot filled in the hidden field: answer as if it worked, keep and unlock nothing.
  if (isSpamForm(context.services, request, formData)) return done("unlocked");

  const { services } = context;
  const gate = gateView(surface, returnTo, services.config.publicTestsPerIp);
  // The address itself is never sent back (hideFields), not even with an error.
  const limited = await waitlistLimiter(services).attempt(context.clientIp);
  if (!limited.allowed) {
    const submission = parseWithZod(formData, { schema: EmailGateEmailSchema });
    return data<EmailGateActionData>(
      {
        status: "error",
        result: submission.reply({ formErrors: [RATE_LIMITED], hideFields: ["email"] }),
        gate,
      },
      { status: 429, headers: { "Retry-After": String(limited.retryAfterSeconds) } },
    );
  }
  const submission = parseWithZod(formData, { schema: EmailGateEmailSchema });
  if (submission.status !== "success") {
    return data<EmailGateActionData>(
      { status: "error", result: submission.reply({ hideFields: ["email"] }), gate },
      { status: 400 },
    );
  }

  const now = services.now();
  await joinWaitlist(services.db, { email: submission.value.email, source: "email_gate" }, now);
  const unlocked = await unlockPublicTestsWithEmail(services.db, { ipHash: guestAddressHash(context) }, now);
  const tracked = await trackServerEvent(
    context,
    request,
    "email_gate_signup_completed",
    { variant: EMAIL_GATE_VARIANT, surface, method: "email" },
    { path },
  );
  return done(unlocked ? "unlocked" : "already", cookieHeaders(tracked.setCookie));
}

export default function EmailGatePage() {
  const { gate: loaded } = useLoaderData<typeof loader>();
  const actionData = useActionData<EmailGateActionData>();
  const gate = actionData?.status === "error" ? actionData.gate : loaded;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 px-6 py-16">
      <h1 className="text-3xl font-bold tracking-tight">{"Today's free tests"}</h1>
      <p className="text-slate-600">
        Guests get {loaded.testsToday} free tests a day.{" "}
        <Link to={gate.returnTo} className="underline">
          Back to your test
        </Link>
      </p>
      <EmailGate
        key={gate.id}
        gate={gate}
        lastResult={actionData?.status === "error" ? actionData.result : undefined}
        standalone
      />
    </div>
  );
}

export const meta: MetaFunction = () => [
  { title: "Today's free tests | Sounding Board" },
  { name: "robots", content: "noindex" },
];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
