import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { getUserId } from "~/utils/auth.server";

/**
 * Starts the OpenID Connect sign-in: a redirect to the identity provider
 * (the same handler serves /auth/sign-up, which opens its sign-up screen).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (await getUserId(context, request)) throw redirect("/app");
  const { appUrl } = context.services.config;
  const url = new URL(request.url);
  // The sign-in cookies belong to the public origin: move there first.
  if (url.origin !== appUrl.origin) throw redirect(new URL(url.pathname, appUrl).href);
  try {
    await context.services.oidc.authenticate(request);
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("sign-in could not start:", error);
    throw new Response("Sign-in is unavailable right now. Please try again in a moment.", { status: 503 });
  }
  // Only a stray ?state= gets here: start over cleanly.
  throw redirect(url.pathname);
}

export default function SignIn() {
  return null;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
