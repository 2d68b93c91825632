import type { ActionFunctionArgs, AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { ideaCheckApiLimiter, runIdeaCheck } from "~/services/demo.server";
import { claimGuestPublicTest, PublicTestLimitError, trackLimitRefusal } from "~/utils/public-tests.server";
import { apiError, getApiCaller, readJsonBody } from "~/utils/api.server";
import { getUserId } from "~/utils/auth.server";
import { IdeaDescriptionSchema, TargetAudienceSchema } from "~/forms/fields.server";

export const IdeaCheckRequestSchema = z.object({
  idea_description: z.preprocess((value) => value ?? "", IdeaDescriptionSchema),
  target_audience: TargetAudienceSchema.nullable().optional(),
});

export async function loader() {
  throw apiError(405, "Method Not Allowed", { Allow: "POST" });
}

/** A bearer token or a session makes the caller a user (not counted); a bad token is a 401. */
async function isGuest(context: AppLoadContext, request: Request): Promise<boolean> {
  if (request.headers.get("Authorization")) {
    await getApiCaller(context, request, { allowGuest: false });
    return false;
  }
  return !(await getUserId(context, request));
}

/**
 * POST /api/demo/idea-check {idea_description, target_audience|null}: the panel report.
 * A guest's check is one of their free public tests of the day (429 beyond it).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") throw apiError(405, "Method Not Allowed", { Allow: "POST" });
  const limited = await ideaCheckApiLimiter(context.services).attempt(context.clientIp);
  if (!limited.allowed) {
    return apiError(429, "Too many idea checks from your network. Please try again later.", {
      "Retry-After": String(limited.retryAfterSeconds),
    });
  }
  const guest = await isGuest(context, request);
  const body = await readJsonBody(request, IdeaCheckRequestSchema);
  let release: () => Promise<void>;
  try {
    release = await claimGuestPublicTest(context, { guest });
  } catch (error) {
    if (!(error instanceof PublicTestLimitError)) throw error;
    return apiError(429, error.message, await trackLimitRefusal(context, request, error, "idea_check"));
  }
  try {
    return Response.json(
      runIdeaCheck(
        { idea: body.idea_description, targetAudience: body.target_audience ?? null },
        context.services.now(),
      ),
    );
  } catch (error) {
    await release();
    throw error;
  }
}
