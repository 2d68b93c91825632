import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { PERSONA_COUNTS } from "~/constants";
import { extractConfig } from "~/engine";
import { configFor, DialogueHistorySchema, presetAudience } from "~/services/conversations.server";
import { apiError, getApiCaller, readJsonBody } from "~/utils/api.server";

export const ExtractSchema = z.object({
  dialogue_history: DialogueHistorySchema.refine(
    (turns) => turns.some((turn) => turn.role === "user" && turn.content.trim()),
    { message: "dialogue_history must contain at least one user turn" },
  ),
  selected_cohort: z.string().trim().max(100).nullish(),
  cohort_size: z
    .union(
      PERSONA_COUNTS.map((count) => z.literal(count)),
      { message: `cohort_size must be one of ${PERSONA_COUNTS.join(", ")}` },
    )
    .nullish(),
});

export function loader() {
  return apiError(405, "Use POST to extract a configuration", { Allow: "POST" });
}

/** POST /extract-config: the dialogue as a run's goal, audience and size (docs/api/orchestrator.md). */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") {
    return apiError(405, "Use POST to extract a configuration", { Allow: "POST" });
  }
  const caller = await getApiCaller(context, request, { allowGuest: true });
  const body = await readJsonBody(request, ExtractSchema);
  if (body.selected_cohort && !presetAudience(body.selected_cohort)) {
    return apiError(422, [
      {
        loc: ["body", "selected_cohort"],
        msg: `Unknown audience "${body.selected_cohort}"`,
        type: "unknown_cohort",
      },
    ]);
  }
  const extracted = extractConfig(body.dialogue_history, {
    audience: body.selected_cohort ?? null,
    personaCount: body.cohort_size ?? null,
  });
  if (!extracted.goal) {
    return apiError(422, [
      {
        loc: ["body", "dialogue_history"],
        msg: "The dialogue does not describe an idea yet",
        type: "no_idea",
      },
    ]);
  }
  const config = configFor(caller, extracted);
  return Response.json({
    goal: config.goal,
    audience: config.audience,
    audience_name: config.audience_name,
    persona_count: config.persona_count,
    reasoning: config.reasoning,
  });
}
