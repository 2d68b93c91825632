import { quickCohorts } from "~/utils/quick-validation.server";

/** GET /api/simple/cohorts: the preset audiences of quick validation. */
export function loader() {
  return Response.json(quickCohorts());
}
