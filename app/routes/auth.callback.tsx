import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { signInOrSignUp } from "~/services/users.server";
import { takeSignUpSource, trackSignUp, withCookies } from "~/utils/request-analytics.server";
import { startUserSession } from "~/utils/auth.server";

/** The identity provider sends the browser back here with a code; the user lands on /app. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  let identity;
  try {
    identity = await context.services.oidc.authenticate(request);
  } catch (error) {
    if (error instanceof Response) throw error;
    console.warn("sign-in callback refused:", error instanceof Error ? error.message : error);
    throw new Response("Sign-in could not be completed. Please start again.", { status: 400 });
  }
  const { user, signedUp } = await signInOrSignUp(context.services.db, identity, context.services.now());
  const source = await takeSignUpSource(context, request);
  const tracked = signedUp
    ? await trackSignUp(context, request, { userId: user.id, source: source.source })
    : null;
  const headers = withCookies([
    await startUserSession(context, request, user.id),
    source.setCookie,
    tracked?.setCookie,
  ]);
  return redirect("/app", { headers });
}

export default function Callback() {
  return null;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
