import type { ActionFunctionArgs } from "@remix-run/node";
import { AnalyticsEventError } from "~/services/analytics.server";
import { sharedLimiter } from "~/services/rate-limit.server";
import { readBrowserEvent, recordBrowserEvent } from "~/utils/request-analytics.server";

/** Browser events per IP address per window: far above what a person's pages send. */
export const ANALYTICS_EVENTS_PER_WINDOW = 600;
const WINDOW_MS = 10 * 60 * 1000;

const analyticsLimiter = sharedLimiter("analytics", {
  limit: ANALYTICS_EVENTS_PER_WINDOW,
  windowMs: WINDOW_MS,
});

export async function loader() {
  return new Response("Send analytics events with POST.", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" },
  });
}

/**
 * Events from the browser: `{name, path, properties}` as JSON, or a form
 * (`name`, `path`, the properties as fields). 204 whether or not anything was
 * stored (nothing is without consent); 400 for an unknown event or bad
 * properties; 429 once an address has sent ANALYTICS_EVENTS_PER_WINDOW events
 * in ten minutes.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const limited = await analyticsLimiter(context.services).attempt(context.clientIp);
  if (!limited.allowed) {
    return Response.json(
      { error: "Too many analytics events. Try again later." },
      { status: 429, headers: { "Retry-After": String(limited.retryAfterSeconds) } },
    );
  }
  try {
    const event = await readBrowserEvent(request);
    const { setCookie } = await recordBrowserEvent(context, request, event);
    return new Response(null, { status: 204, headers: setCookie ? { "Set-Cookie": setCookie } : undefined });
  } catch (error) {
    if (error instanceof AnalyticsEventError) {
      return Response.json({ error: error.message }, { status: 400 });
    }
    throw error;
  }
}
