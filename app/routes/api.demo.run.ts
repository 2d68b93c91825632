import type { ActionFunctionArgs } from "@remix-run/node";
import { newDemoSeed } from "~/services/demo.server";
import { DEMO_RATE_LIMIT_MESSAGE, refuseDemoRun, runTrackedDemo } from "~/utils/demo.server";
import { withCookies } from "~/utils/request-analytics.server";
import { apiError } from "~/utils/api.server";

export async function loader() {
  throw apiError(405, "Method Not Allowed", { Allow: "POST" });
}

/** POST /api/demo/run (no body): the demo's decision report, computed on a fresh panel. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") throw apiError(405, "Method Not Allowed", { Allow: "POST" });
  const refused = await refuseDemoRun(context, request);
  if (refused) return apiError(429, DEMO_RATE_LIMIT_MESSAGE, refused.headers);
  const seed = new URL(request.url).searchParams.get("seed")?.trim() || newDemoSeed();
  // The demo's events belong to the page it runs on.
  const { report, setCookie } = await runTrackedDemo(context, request, seed.slice(0, 40), { path: "/demo" });
  return Response.json(report, { headers: withCookies([setCookie]) });
}
