import type { AppLoadContext } from "@remix-run/node";
import type { Simulation } from "~/db/schema";
import { getOwnedRunWithoutReport, getOwnedSimulation, type Owner } from "~/services/simulations.server";
import type { RunWithoutReport } from "~/services/stored-report.server";
import { getUserId } from "./auth.server";

/** Who is looking, for pages: the signed-in user, else the guest of the signed cookie. */
export async function getPageOwner(context: AppLoadContext, request: Request): Promise<Owner | null> {
  const userId = await getUserId(context, request);
  if (userId) return { kind: "user", userId };
  const guestId: unknown = await context.services.sessions.guestCookie.parse(request.headers.get("Cookie"));
  return typeof guestId === "string" && guestId ? { kind: "guest", guestId } : null;
}

/** The viewer's own run, else a 404: someone else's run looks like no run at all. */
export async function requirePageSimulation(
  context: AppLoadContext,
  request: Request,
  id: string | undefined,
): Promise<{ simulation: Simulation; owner: Owner }> {
  const owner = await getPageOwner(context, request);
  const simulation = owner && id ? await getOwnedSimulation(context.services.db, id, owner) : undefined;
  if (!owner || !simulation) throw new Response("Simulation not found", { status: 404 });
  return { simulation, owner };
}

/** `requirePageSimulation` without the report, for pages that read it through `loadReportOfRun`. */
export async function requirePageRun(
  context: AppLoadContext,
  request: Request,
  id: string | undefined,
): Promise<{ simulation: RunWithoutReport; owner: Owner }> {
  const owner = await getPageOwner(context, request);
  const simulation = owner && id ? await getOwnedRunWithoutReport(context.services.db, id, owner) : undefined;
  if (!owner || !simulation) throw new Response("Simulation not found", { status: 404 });
  return { simulation, owner };
}
