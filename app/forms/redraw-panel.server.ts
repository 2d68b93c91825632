import { z } from "zod";

/** "Draw a new panel" on a report has no fields: the run is the report's idea, audience and size. */
export const RedrawSchema = z.object({});
