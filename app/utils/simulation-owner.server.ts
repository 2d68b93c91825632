import type { AppLoadContext } from "@remix-run/node";
import { getOwnedRunWithoutReport, getOwnedSimulation, type Owner } from "~/services/simulations.server";
import { getUserId } from "./auth.server";

/** Who is looking, for pages: the signed-in user, else the guest of the signed cookie. */
export async function getPageOwner(context: AppLoadContext, request: Request): Promise<Owner | null> {
  const userId = await getUserId(context, request);
  if (userId) return { kind: "user", userId };
  const guestId: unknown = await context.services.sessions.guestCookie.parse(request.headers.get("Cookie"));
  return typeof guestId === "string" && guestId ? { kind: "guest", guestId } : null;
}

/** The viewer's own run, else a 404: someone else's run looks like no run at all. */
export function requirePageSimulation(context: AppLoadContext, request: Request, id: string | undefined) {
  return requireOwnRun(context, request, id, getOwnedSimulation);
}

/** `requirePageSimulation` without the report, for pages that read it through `loadReportOfRun`. */
export function requirePageRun(context: AppLoadContext, request: Request, id: string | undefined) {
  return requireOwnRun(context, request, id, getOwnedRunWithoutReport);
}

async function requireOwnRun<Run>(
  context: AppLoadContext,
  request: Request,
  id: string | undefined,
  read: (db: AppLoadContext["services"]["db"], id: string, owner: Owner) => Promise<Run | undefined>,
): Promise<{ simulation: Run; owner: Owner }> {
  const owner = await getPageOwner(context, request);
  const simulation = owner && id ? await read(context.services.db, id, owner) : undefined;
  if (!owner || !simulation) throw new Response("Simulation not found", { status: 404 });
  return { simulation, owner };
}
