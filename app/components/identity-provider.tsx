import type { AppLoadContext } from "@remix-run/node";
import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import type { ReactNode } from "react";
import { GeneralErrorBoundary } from "./error-boundary";

const EXPIRED = "This sign-in page has expired.";

/** The pending sign-in behind an interaction page; a 404 when the local provider is off. */
export async function requireInteraction(context: AppLoadContext, uid: string | undefined) {
  if (!context.idp) throw new Response("Not Found", { status: 404 });
  const details = await context.idp.details();
  if (!details || details.uid !== uid) throw new Response(EXPIRED, { status: 400 });
  return { ...details, complete: context.idp.complete };
}

/**
 * The dark frame of the identity provider's own pages. Their links and forms
 * load whole documents: the provider's interaction cookie is scoped to the
 * page's path, which Remix's data requests (`….data`) would not match.
 */
export function ProviderCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-12">
      <section
        aria-labelledby="provider-title"
        className="w-full max-w-sm rounded-2xl border border-slate-800 bg-slate-900/80 p-8 shadow-2xl shadow-indigo-950/40"
      >
        <p className="mb-6 flex items-center gap-2 text-sm font-semibold text-slate-300">
          <span
            aria-hidden
            className="grid h-6 w-6 place-items-center rounded-md bg-indigo-600 text-xs text-white"
          >
            SB
          </span>
          Sounding Board ID
        </p>
        <h1 id="provider-title" className="text-2xl font-semibold tracking-tight text-white">
          {title}
        </h1>
        <p className="mb-6 mt-1 text-sm text-slate-400">{subtitle}</p>
        {children}
      </section>
    </div>
  );
}

/** Errors of the provider's pages: an expired sign-in gets a way to start again. */
export function ProviderErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.data !== EXPIRED) return <GeneralErrorBoundary />;
  return (
    <ProviderCard title="Let's start again" subtitle={EXPIRED}>
      <p className="text-sm text-slate-300">
        Sign-in pages are valid for a limited time. Start a new sign-in from Sounding Board.
      </p>
      <a href="/auth/sign-in" className="btn-primary mt-6 w-full">
        Sign in again
      </a>
    </ProviderCard>
  );
}
