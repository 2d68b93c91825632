import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

const ENDPOINT = "/analytics";

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

/**
 * The browser's half of page views: a page_view for every client-side change
 * of path, while analytics are accepted. The document the app was loaded with
 * is counted by the server (trackDocumentPageView in
 * app/utils/analytics.server.ts), so the first path seen here is not sent.
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
