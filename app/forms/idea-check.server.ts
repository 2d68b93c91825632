import { z } from "zod";
import { IdeaDescriptionSchema, TargetAudienceSchema } from "./fields.server";

/** The free idea check's form (/idea-check). */
export const IdeaCheckSchema = z.object({
  idea_description: IdeaDescriptionSchema,
  target_audience: TargetAudienceSchema,
});

/** What a result link carries, signed: the check that was run and when. */
export const IdeaCheckResultSchema = z.object({
  idea: z.string(),
  audience: z.string().nullable(),
  at: z.string(),
});
