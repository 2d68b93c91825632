import { z } from "zod";
import { GOAL_MAX_LENGTH } from "~/constants";
import { PanelSizeSchema } from "./fields.server";

/** The idea-testing form on /app. */
export const IdeaSchema = z.object({
  idea: z
    .string({ message: "Describe your idea to start a simulation" })
    .trim()
    .min(1, "Describe your idea to start a simulation")
    .max(GOAL_MAX_LENGTH, `Keep your idea under ${GOAL_MAX_LENGTH.toLocaleString("en-US")} characters`),
  audience: z.string({ message: "Choose an audience" }).trim().min(1, "Choose an audience"),
  size: PanelSizeSchema,
  /** One of the user's own calibrations; empty for the product's. */
  calibration: z.string().trim().max(100).optional(),
});
