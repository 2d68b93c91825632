import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
} from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { CookieBanner } from "./components/cookie-banner";
import { GeneralErrorBoundary } from "./components/error-boundary";
import { SiteHeader } from "./components/site-header";
import { BrowserAnalytics } from "./components/analytics-client";
import stylesheet from "./tailwind.css";
import { honeypotStamp } from "./utils/honeypot.server";
import { trackDocumentPageView } from "./utils/request-analytics.server";
import { getUser } from "./utils/auth.server";
import { readConsent, type Consent } from "./utils/consent.server";
import { cn } from "./utils/misc";
import { useNonce } from "./utils/nonce";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export interface RootData {
  user: { id: string; email: string; name: string | null } | null;
  /** The visitor's cookie choice: the banner shows without one, analytics run only when accepted. */
  consent: Consent;
  /** The signed stamp every honeypot-guarded form carries (utils/honeypot.server.ts). */
  honeypot: string;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await getUser(context, request);
  // Page views of whole documents are counted here; client-side navigations by <BrowserAnalytics>.
  const { setCookie } = await trackDocumentPageView(context, request, user?.id ?? null);
  const body: RootData = {
    user: user ? { id: user.id, email: user.email, name: user.name } : null,
    consent: readConsent(request),
    honeypot: honeypotStamp(context.services.config.sessionSecrets[0]!, context.services.now()),
  };
  return data(body, setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined);
}

export type RootUser = RootData["user"];

/**
 * Routes set `handle.layout = "identity-provider"` to render as the dark, app-less provider pages, and
 * `handle.skipTo` to the id of their main content when it is not the whole <main> (the app's sidebar
 * comes first there): "Skip to content" lands on it.
 */
export interface RouteHandle {
  layout?: "identity-provider";
  skipTo?: string;
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  // Styles can tell a page with JavaScript running (`.js`) from one without.
  useEffect(() => document.documentElement.classList.add("js"), []);
  const matches = useMatches();
  const handles = matches.map((match) => match.handle as RouteHandle | undefined);
  const providerPage = handles.some((handle) => handle?.layout === "identity-provider");
  const skipTo =
    handles
      .map((handle) => handle?.skipTo)
      .filter(Boolean)
      .pop() ?? "main";
  const root = useRouteLoaderData<typeof loader>("root");
  // A page whose data says `autoRefresh` reloads itself when JavaScript is off (live updates do it otherwise).
  const autoRefresh = matches
    .map((match) => (match.data as { autoRefresh?: number | null } | undefined)?.autoRefresh)
    .find((seconds) => typeof seconds === "number");
  return (
    <html lang="en" className={cn("h-full", providerPage && "bg-slate-950")}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {autoRefresh ? (
          <noscript>
            <meta httpEquiv="refresh" content={String(autoRefresh)} />
          </noscript>
        ) : null}
        <Links />
      </head>
      <body className={cn("flex min-h-full flex-col", providerPage && "bg-slate-950 text-slate-100")}>
        <a
          href={`#${skipTo}`}
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:text-slate-900 focus:shadow"
        >
          Skip to content
        </a>
        {providerPage ? null : <SiteHeader user={root?.user ?? null} />}
        <main id="main" className="flex flex-1 flex-col">
          {children}
        </main>
        {root ? <CookieBanner choice={root.consent.choice} /> : null}
        <BrowserAnalytics enabled={root?.consent.choice === "accepted"} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export const meta: MetaFunction = () => [
  { title: "Sounding Board" },
  {
    name: "description",
    content: "Describe a product idea, pick an audience, and see how simulated personas react.",
  },
];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
