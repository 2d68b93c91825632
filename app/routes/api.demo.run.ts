import type { ActionFunctionArgs } from "@remix-run/node";
import { newDemoSeed, runDemo } from "~/services/demo.server";
import { apiError } from "~/utils/api.server";

export async function loader() {
  throw apiError(405, "Method Not Allowed", { Allow: "POST" });
}

/** POST /api/demo/run (no body): the demo's decision report, computed on a fresh panel. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") throw apiError(405, "Method Not Allowed", { Allow: "POST" });
  const seed = new URL(request.url).searchParams.get("seed")?.trim() || newDemoSeed();
  return Response.json(runDemo(seed.slice(0, 40), context.services.now()));
}
