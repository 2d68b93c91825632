// GET /simulations/{id}/report: the report once the run completed, 409 before
// (the same answer as GET /orchestrator/simulations/{id}/report).
export { loader } from "./orchestrator.simulations.$id.report";
