import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { IdeaDescriptionSchema, TargetAudienceSchema } from "~/routes/idea-check";
import { runIdeaCheck } from "~/services/demo.server";
import { apiError, readJsonBody } from "~/utils/api.server";

const IdeaCheckRequestSchema = z.object({
  idea_description: z.preprocess((value) => value ?? "", IdeaDescriptionSchema),
  target_audience: TargetAudienceSchema.nullable().optional(),
});

export async function loader() {
  throw apiError(405, "Method Not Allowed", { Allow: "POST" });
}

/** POST /api/demo/idea-check {idea_description, target_audience|null}: the panel report. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") throw apiError(405, "Method Not Allowed", { Allow: "POST" });
  const body = await readJsonBody(request, IdeaCheckRequestSchema);
  return Response.json(
    runIdeaCheck(
      { idea: body.idea_description, targetAudience: body.target_audience ?? null },
      context.services.now(),
    ),
  );
}
