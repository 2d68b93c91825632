import type { AppLoadContext } from "@remix-run/node";
import type { z } from "zod";
import type { Owner } from "~/services/simulations.server";
import { findUserByApiToken } from "~/services/api-tokens.server";
import { getUserId } from "./auth.server";
import { CONTROL_CHARACTERS_MESSAGE, containsControlCharacters } from "./validation";

/** JSON API plumbing: who is calling, reading bodies, errors in the `{detail}` shape. */

export function apiError(status: number, detail: unknown, headers?: HeadersInit): Response {
  return Response.json({ detail }, { status, headers });
}

/** The caller: a bearer token, else the session cookie, else the guest cookie (when allowed). */
export async function getApiCaller(
  context: AppLoadContext,
  request: Request,
  { allowGuest }: { allowGuest: boolean },
): Promise<Owner> {
  const authorization = request.headers.get("Authorization");
  if (authorization) {
    const token = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
    const user = token
      ? await findUserByApiToken(context.services.db, token, context.services.now())
      : undefined;
    if (!user) throw apiError(401, "Invalid or expired token", { "WWW-Authenticate": "Bearer" });
    return { kind: "user", userId: user.id };
  }
  const userId = await getUserId(context, request);
  if (userId) return { kind: "user", userId };
  if (allowGuest) {
    const guestId: unknown = await context.services.sessions.guestCookie.parse(request.headers.get("Cookie"));
    if (typeof guestId === "string" && guestId) return { kind: "guest", guestId };
  }
  throw apiError(401, "Not authenticated", { "WWW-Authenticate": "Bearer" });
}

export async function requireApiUser(context: AppLoadContext, request: Request): Promise<string> {
  const caller = await getApiCaller(context, request, { allowGuest: false });
  if (caller.kind !== "user") throw apiError(401, "Not authenticated");
  return caller.userId;
}

/** Field errors in the FastAPI-like shape the spec's service uses. */
function validationDetail(error: z.ZodError, location: "body" | "query") {
  return error.issues.map((issue) => ({
    loc: [location, ...issue.path.map(String)],
    msg: issue.message,
    type: issue.code,
  }));
}

/** Parses a JSON body: 415 when not sent as JSON, 400 when it is not JSON, 422 with field messages when it does not fit. */
export async function readJsonBody<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
): Promise<z.output<Schema>> {
  // A browser can send text/plain across sites without asking first; JSON it cannot.
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(request.headers.get("Content-Type") ?? "")) {
    throw apiError(415, "Send the body as JSON, with Content-Type: application/json");
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw apiError(400, "Request body must be valid JSON");
  }
  if (containsControlCharacters(body)) throw apiError(400, CONTROL_CHARACTERS_MESSAGE);
  const result = await schema.safeParseAsync(body);
  if (!result.success) throw apiError(422, validationDetail(result.error, "body"));
  return result.data;
}

export function readQuery<Schema extends z.ZodType>(request: Request, schema: Schema): z.output<Schema> {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  if (containsControlCharacters(params)) throw apiError(400, CONTROL_CHARACTERS_MESSAGE);
  const result = schema.safeParse(params);
  if (!result.success) throw apiError(422, validationDetail(result.error, "query"));
  return result.data;
}
