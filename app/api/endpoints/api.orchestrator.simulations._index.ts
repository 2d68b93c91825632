import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { HISTORY_PAGE_SIZE } from "~/constants";
import {
  historyCursorOf,
  listCompletedSimulations,
  listItemOf,
  readHistoryCursor,
} from "~/services/simulations.server";
import { readQuery, requireApiUser } from "~/utils/api.server";

export const PageSchema = z
  .object({
    limit: z.coerce
      .number()
      .int()
      .min(1, "limit must be 1 to 100")
      .max(100, "limit must be 1 to 100")
      .default(HISTORY_PAGE_SIZE),
    offset: z.coerce.number().int().min(0, "offset must not be negative").default(0),
    after: z
      .string()
      .optional()
      .transform((cursor, ctx) => {
        if (cursor === undefined) return undefined;
        const read = readHistoryCursor(cursor);
        if (!read) {
          ctx.addIssue({
            code: "custom",
            message: "after must be a cursor from a previous page's Link header",
          });
          return z.NEVER;
        }
        return read;
      }),
  })
  .refine((page) => page.after === undefined || page.offset === 0, {
    message: "use either offset or after, not both",
    path: ["after"],
  });

/**
 * GET /api/orchestrator/simulations?limit=10&offset=n: completed runs, newest
 * first. A full page carries `Link: <…?after=cursor>; rel="next"`: following
 * it reads the next page off the index, as fast at page 1,000 as at page 1.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const userId = await requireApiUser(context, request);
  const page = readQuery(request, PageSchema);
  const simulations = await listCompletedSimulations(context.services.db, userId, page);
  const last = simulations.at(-1);
  const headers = new Headers();
  if (last && simulations.length === page.limit) {
    const next = new URL(request.url);
    next.search = new URLSearchParams({ limit: String(page.limit), after: historyCursorOf(last) }).toString();
    headers.set("Link", `<${next.pathname}${next.search}>; rel="next"`);
  }
  return Response.json(simulations.map(listItemOf), { headers });
}
