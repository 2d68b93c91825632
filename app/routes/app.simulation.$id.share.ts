import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { shareSimulation } from "~/services/verdicts.server";
import { getPageOwner } from "~/utils/simulation-owner.server";

/** POST /app/simulation/{id}/share: the owner makes the run's verdict page viewable by link. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const owner = await getPageOwner(context, request);
  const id = params.id;
  const shared =
    owner && id ? await shareSimulation(context.services.db, id, owner, context.services.now()) : false;
  if (!shared || !id) throw new Response("Simulation not found", { status: 404 });
  return redirect(`/app/simulation/${id}?shared=1`);
}

export function loader() {
  throw new Response("Not found", { status: 404 });
}
