import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { useEffect } from "react";
import { reportBrowserError, useAnalyticsEnabled } from "./analytics-client";

const MESSAGES: Record<number, { title: string; body: string }> = {
  400: {
    title: "That request didn't work",
    body: "Something in the request was not right. Go back and try again.",
  },
  403: { title: "Not allowed", body: "You don't have access to this page." },
  404: {
    title: "Page not found",
    body: "We couldn't find the page you were looking for. It may have moved, or the link may be wrong.",
  },
  413: {
    title: "That was too large",
    body: "The form you sent was larger than we accept. Shorten it and try again.",
  },
  429: {
    title: "Slow down a little",
    body: "Too many attempts in a short time. Wait a few minutes and try again.",
  },
};

/**
 * Reports an error a boundary shows as an `error` event (context: the path),
 * once, in the browser, while analytics are accepted. A response the route
 * threw (a 404, a 400) is reported by its status and message.
 */
export function useReportRouteError(error: unknown) {
  const enabled = useAnalyticsEnabled();
  useEffect(() => {
    if (!enabled) return;
    const message = isRouteErrorResponse(error)
      ? `${error.status} ${typeof error.data === "string" && error.data ? error.data : error.statusText}`
      : undefined;
    reportBrowserError(error, { context: window.location.pathname, message });
  }, [error, enabled]);
}

/**
 * The one error view every route hands its errors to. It shows what the
 * response says for 4xx errors and never any internals for the rest.
 */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  useReportRouteError(error);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const known = MESSAGES[status];
  const detail =
    isRouteErrorResponse(error) && status < 500 && typeof error.data === "string" ? error.data : null;
  const title = known?.title ?? (status >= 500 ? "Something went wrong" : "That didn't work");
  const body =
    detail && detail !== title
      ? detail
      : (known?.body ?? "We hit an unexpected problem. Please try again in a moment.");

  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-start gap-4 px-6 py-20"
      aria-labelledby="error-title"
    >
      <p className="text-sm font-semibold text-brand-600">Error {status}</p>
      <h1 id="error-title" className="text-3xl font-bold tracking-tight">
        {title}
      </h1>
      <p className="text-slate-600">{body}</p>
      <div className="flex gap-3">
        <Link to="/" className="btn-primary">
          Back to Home
        </Link>
        <Link to="/app" className="btn-secondary">
          Open the app
        </Link>
      </div>
    </section>
  );
}
