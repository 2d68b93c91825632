import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { signUpSourceCookieFor } from "~/utils/request-analytics.server";
import { getUserId } from "~/utils/auth.server";

/**
 * Starts the OpenID Connect sign-in: a redirect to the identity provider
 * (the same handler serves /auth/sign-up, which opens its sign-up screen).
 * `?source=` (such as email_gate) is remembered for user_signed_up.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (await getUserId(context, request)) throw redirect("/app");
  const { appUrl } = context.services.config;
  const url = new URL(request.url);
  // The sign-in cookies belong to the public origin: move there first (with the source).
  if (url.origin !== appUrl.origin) {
    const target = new URL(url.pathname, appUrl);
    const source = url.searchParams.get("source");
    if (source) target.searchParams.set("source", source);
    throw redirect(target.href);
  }
  try {
    await context.services.oidc.authenticate(request);
  } catch (error) {
    if (error instanceof Response) throw await withSignUpSource(context, request, error);
    console.error("sign-in could not start:", error);
    throw new Response("Sign-in is unavailable right now. Please try again in a moment.", { status: 503 });
  }
  // Only a stray ?state= gets here: start over cleanly.
  throw redirect(url.pathname);
}

/** The redirect to the provider, carrying the sign-up source cookie too. */
async function withSignUpSource(
  context: LoaderFunctionArgs["context"],
  request: Request,
  response: Response,
): Promise<Response> {
  const cookie =
    response.status >= 300 && response.status < 400 ? await signUpSourceCookieFor(context, request) : null;
  if (!cookie) return response;
  const headers = new Headers(response.headers);
  headers.append("Set-Cookie", cookie);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export default function SignIn() {
  return null;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
