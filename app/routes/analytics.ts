import type { ActionFunctionArgs } from "@remix-run/node";
import { AnalyticsEventError } from "~/services/analytics.server";
import { readBrowserEvent, recordBrowserEvent } from "~/utils/analytics.server";

export async function loader() {
  return new Response("Send analytics events with POST.", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" },
  });
}

/**
 * Events from the browser: `{name, path, properties}` as JSON, or a form
 * (`name`, `path`, the properties as fields). 204 whether or not anything was
 * stored (nothing is without consent); 400 for an unknown event or bad properties.
 */
export async function action({ request, context }: ActionFunctionArgs) {
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
