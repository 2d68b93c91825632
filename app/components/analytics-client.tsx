import { useLocation, useRouteLoaderData } from "@remix-run/react";
import { useCallback, useEffect, useRef } from "react";
import type { RootData } from "~/root";

const ENDPOINT = "/analytics";

/** The longest texts the `error` event accepts (app/services/analytics.server.ts). */
const ERROR_LIMITS = { error: 500, context: 200, stack: 4000 } as const;

/** Sends an event to /analytics in the background; the server drops it without consent. */
export function sendAnalyticsEvent(
  name: string,
  path: string,
  properties: Record<string, unknown> = {},
): void {
  const body = new URLSearchParams({ name, path, properties: JSON.stringify(properties) });
  // A form body is a "simple" request: sendBeacon accepts it and it survives leaving the page.
  if (typeof navigator.sendBeacon === "function" && navigator.sendBeacon(ENDPOINT, body)) return;
  void fetch(ENDPOINT, { method: "POST", body, keepalive: true, credentials: "same-origin" }).catch(() => {
    // Analytics never get in the visitor's way.
  });
}

/** Whether the visitor accepted analytics (the root loader's consent); false while unknown. */
export function useAnalyticsEnabled(): boolean {
  const root = useRouteLoaderData("root") as RootData | undefined;
  return root?.consent.choice === "accepted";
}

export type TrackEvent = (name: string, properties?: Record<string, unknown>) => void;

/**
 * An event sender for components: it sends only while analytics are accepted,
 * for the path the visitor is on when the event happens. The server checks
 * consent again; this only spares requests that would be dropped.
 */
export function useTrackEvent(): TrackEvent {
  const enabled = useAnalyticsEnabled();
  return useCallback(
    (name, properties = {}) => {
      if (enabled) sendAnalyticsEvent(name, window.location.pathname, properties);
    },
    [enabled],
  );
}

/**
 * Like useTrackEvent, but each key is sent at most once while the component
 * stays mounted (what happened before consent does not count).
 */
export function useTrackOnce(): (key: string, name: string, properties?: Record<string, unknown>) => void {
  const enabled = useAnalyticsEnabled();
  const sent = useRef(new Set<string>());
  return useCallback(
    (key, name, properties = {}) => {
      if (!enabled || sent.current.has(key)) return;
      sent.current.add(key);
      sendAnalyticsEvent(name, window.location.pathname, properties);
    },
    [enabled],
  );
}

/** Text for a schema field: trimmed, cut to `max`, never empty. */
function clip(text: string, max: number, fallback: string): string {
  const trimmed = text.trim();
  return (trimmed || fallback).slice(0, max);
}

// Errors already reported by this document: each is sent once, however often it recurs.
const reportedErrors = new Set<string>();
const reportedErrorObjects = new WeakSet<object>();

/**
 * Sends an `error` event (at most once per error per document). `context` is
 * where it happened, the path by default. Returns whether it was sent.
 */
export function reportBrowserError(
  error: unknown,
  { context = window.location.pathname, message }: { context?: string; message?: string } = {},
): boolean {
  if (error !== null && typeof error === "object") {
    if (reportedErrorObjects.has(error)) return false;
    reportedErrorObjects.add(error);
  }
  const text = clip(
    message ?? (error instanceof Error ? `${error.name}: ${error.message}` : String(error)),
    ERROR_LIMITS.error,
    "Unknown error",
  );
  const stack = error instanceof Error && error.stack ? error.stack.trim() : "";
  const key = `${context}\n${text}\n${stack}`;
  if (reportedErrors.has(key)) return false;
  reportedErrors.add(key);
  sendAnalyticsEvent("error", window.location.pathname, {
    error: text,
    context: clip(context, ERROR_LIMITS.context, "/"),
    ...(stack ? { stack: stack.slice(0, ERROR_LIMITS.stack) } : {}),
  });
  return true;
}

/**
 * The browser's half of page views: a page_view for every client-side change
 * of path, while analytics are accepted. The document the app was loaded with
 * is counted by the server (trackDocumentPageView in
 * app/utils/request-analytics.server.ts), so the first path seen here is not sent.
 */
export function PageViews({ enabled }: { enabled: boolean }) {
  const { pathname } = useLocation();
  const lastPath = useRef<string | null>(null);
  useEffect(() => {
    const previous = lastPath.current;
    lastPath.current = pathname;
    if (!enabled || previous === null || previous === pathname) return;
    sendAnalyticsEvent("page_view", pathname);
  }, [pathname, enabled]);
  return null;
}

// Once per document: client-side navigations keep the document and its timing.
let performanceReported = false;

/**
 * The document's navigation timing as performance_metric events: "ttfb" (the
 * first byte of the response) and "page_load" (the load event finished), in
 * milliseconds from the start of the navigation. Once per document load, as
 * soon as analytics are accepted (also when that happens on this very page).
 */
function usePerformanceMetrics(enabled: boolean) {
  useEffect(() => {
    if (!enabled || performanceReported) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    function report() {
      // loadEventEnd is set only once the load handlers have returned: read it a tick later.
      timer = setTimeout(() => {
        const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
        if (!navigation || performanceReported) return;
        performanceReported = true;
        const metrics: Array<[string, number]> = [
          ["ttfb", navigation.responseStart - navigation.startTime],
          ["page_load", navigation.loadEventEnd - navigation.startTime],
        ];
        for (const [metric, value] of metrics) {
          if (!Number.isFinite(value) || value <= 0) continue;
          sendAnalyticsEvent("performance_metric", window.location.pathname, {
            metric,
            value: Math.round(value),
            unit: "ms",
          });
        }
      }, 0);
    }
    if (document.readyState === "complete") report();
    else window.addEventListener("load", report, { once: true });
    return () => {
      window.removeEventListener("load", report);
      clearTimeout(timer);
    };
  }, [enabled]);
}

/** Uncaught errors and unhandled promise rejections as `error` events. */
function useErrorReporting(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    function onError(event: ErrorEvent) {
      // A cross-origin script's error carries no details: nothing to learn from it.
      if (!event.error && (!event.message || event.message === "Script error.")) return;
      reportBrowserError(event.error ?? event.message, {
        message: event.error ? undefined : event.message,
      });
    }
    function onRejection(event: PromiseRejectionEvent) {
      const reason: unknown = event.reason;
      const detail = reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason);
      reportBrowserError(reason ?? "undefined", { message: `Unhandled rejection: ${detail}` });
    }
    window.addEventListener("error", onError);
    window.addEventListener("unhandledrejection", onRejection);
    return () => {
      window.removeEventListener("error", onError);
      window.removeEventListener("unhandledrejection", onRejection);
    };
  }, [enabled]);
}

/**
 * One delegated listener for the landing pages' calls to action: any element
 * with `data-value-proposition="…"` sends value_proposition_clicked when clicked.
 */
function useValuePropositionClicks(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    function onClick(event: MouseEvent) {
      const target = event.target instanceof Element ? event.target : null;
      const proposition = target
        ?.closest<HTMLElement>("[data-value-proposition]")
        ?.dataset.valueProposition?.trim();
      if (!proposition) return;
      sendAnalyticsEvent("value_proposition_clicked", window.location.pathname, {
        proposition: proposition.slice(0, 100),
      });
    }
    // Capture: a link's own handler (client-side navigation) must not hide the click.
    document.addEventListener("click", onClick, { capture: true });
    return () => document.removeEventListener("click", onClick, { capture: true });
  }, [enabled]);
}

/** Everything the browser reports on its own while analytics are accepted (rendered once, in the root). */
export function BrowserAnalytics({ enabled }: { enabled: boolean }) {
  usePerformanceMetrics(enabled);
  useErrorReporting(enabled);
  useValuePropositionClicks(enabled);
  return <PageViews enabled={enabled} />;
}
