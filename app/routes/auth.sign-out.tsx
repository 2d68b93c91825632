import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { endUserSession } from "~/utils/auth.server";

export async function loader() {
  return redirect("/");
}

/** Sign Out is a POST (a link could be followed by a prefetch); it returns to /. */
export async function action({ request, context }: ActionFunctionArgs) {
  return redirect("/", { headers: { "Set-Cookie": await endUserSession(context, request) } });
}
