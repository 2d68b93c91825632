import type { ZodType } from "zod";
import * as calibrations from "./endpoints/api.calibrations";
import * as customCohorts from "./endpoints/api.cohorts.custom";
import * as generateCohort from "./endpoints/api.cohorts.generate-adaptive";
import * as cohortLimits from "./endpoints/api.cohorts.generation-limits";
import * as comparison from "./endpoints/api.compare.$id";
import * as compare from "./endpoints/api.compare";
import * as ideaCheck from "./endpoints/api.demo.idea-check";
import * as analyzeResults from "./endpoints/api.orchestrator.analyze-results";
import * as redraw from "./endpoints/api.orchestrator.simulations.$id.redraw";
import * as simulation from "./endpoints/api.orchestrator.simulations.$id";
import * as simulations from "./endpoints/api.orchestrator.simulations._index";
import * as verdict from "./endpoints/api.reports.$simId.verdict";
import * as simpleClarify from "./endpoints/api.simple.clarify";
import * as simpleCohorts from "./endpoints/api.simple.cohorts";
import * as simpleSimulation from "./endpoints/api.simple.simulation.$simulationId";
import * as validateIdea from "./endpoints/api.simple.validate-idea";
import * as priceTest from "./endpoints/api.simulations.$id.price-test";
import * as clarify from "./endpoints/clarify";
import * as extractConfig from "./endpoints/extract-config";
import * as runReport from "./endpoints/orchestrator.simulations.$id.report";
import * as runStatus from "./endpoints/orchestrator.simulations.$id.status";
import * as orchestratorStart from "./endpoints/orchestrator.start";
import * as personaChat from "./endpoints/persona-chat.chat";
import * as configuration from "./endpoints/simulations._index";
import * as start from "./endpoints/start";
import * as balance from "./endpoints/v1.credits.balance";
import * as creditCheck from "./endpoints/v1.credits.check";
import * as packages from "./endpoints/v1.credits.packages";
import * as checkout from "./endpoints/v1.credits.purchase.checkout";
import * as stripeWebhook from "./endpoints/webhooks.stripe";

/** What an endpoint module exports: Remix's loader and action signatures, so a handler moves between the two unchanged. */
export interface EndpointModule {
  loader?: (args: HandlerArgs) => unknown;
  action?: (args: HandlerArgs) => unknown;
}

export interface HandlerArgs {
  request: Request;
  params: Record<string, string | undefined>;
  context: import("@remix-run/node").AppLoadContext;
}

export interface Endpoint {
  /** Express's syntax: `/api/compare/:id`. */
  path: string;
  module: EndpointModule;
  /** What it is for, as documented (a loader that only answers 405 is not a GET). */
  methods: ("GET" | "POST")[];
  /** One line for the OpenAPI document: what it answers. */
  summary: string;
  /** The JSON body the action reads, when it reads one. */
  body?: ZodType;
  /** The query string the loader reads, when it reads one. */
  query?: ZodType;
}

/**
 * The JSON API: served by one Express router in front of Remix (router.server.ts),
 * so Remix matches only pages, form actions and the progress stream (issue 17:
 * route matching was a quarter of the server's time). Each endpoint keeps its
 * Remix-shaped module; the list also makes /api/openapi.json.
 */
export const ENDPOINTS: Endpoint[] = [
  {
    path: "/orchestrator/start",
    module: orchestratorStart,
    methods: ["POST"],
    summary: "Queue a simulation; answers its id.",
    body: orchestratorStart.StartSchema,
  },
  {
    path: "/orchestrator/simulations/:id/status",
    module: runStatus,
    methods: ["GET"],
    summary: "A run's status and progress.",
  },
  {
    path: "/orchestrator/simulations/:id/report",
    module: runReport,
    methods: ["GET"],
    summary: "A completed run's report (409 while it runs).",
  },
  {
    path: "/simulations/:id/report",
    module: runReport,
    methods: ["GET"],
    summary: "The same as /orchestrator/simulations/{id}/report.",
  },
  {
    path: "/simulations",
    module: configuration,
    methods: ["POST"],
    summary: "Check a full run configuration and keep it on the conversation.",
    body: configuration.ConfigurationSchema,
  },
  {
    path: "/start",
    module: start,
    methods: ["POST"],
    summary: "Start the run configured by POST /simulations, once.",
    body: start.StartSchema,
  },
  {
    path: "/clarify",
    module: clarify,
    methods: ["POST"],
    summary: "A clarifying question about what the idea lacks, or ready.",
    body: clarify.ClarifySchema,
  },
  {
    path: "/extract-config",
    module: extractConfig,
    methods: ["POST"],
    summary: "The dialogue as a run's goal, audience and size.",
    body: extractConfig.ExtractSchema,
  },
  {
    path: "/api/orchestrator/simulations",
    module: simulations,
    methods: ["GET"],
    summary: "Completed runs, newest first, a page at a time (Link: rel=next carries the cursor).",
    query: simulations.PageSchema,
  },
  {
    path: "/api/orchestrator/simulations/:id",
    module: simulation,
    methods: ["GET"],
    summary: "A run, its status and, once completed, its report and the idea's other panels.",
  },
  {
    path: "/api/orchestrator/simulations/:id/redraw",
    module: redraw,
    methods: ["POST"],
    summary: "Run the same idea, audience and size on freshly drawn personas.",
  },
  {
    path: "/api/orchestrator/analyze-results",
    module: analyzeResults,
    methods: ["POST"],
    summary: "An answer to a question about a report, from its numbers.",
    body: analyzeResults.AnalyzeSchema,
  },
  {
    path: "/api/simulations/:id/price-test",
    module: priceTest,
    methods: ["GET"],
    summary: "The run's panel asked at other prices (?prices=5,8,12).",
  },
  {
    path: "/api/compare",
    module: compare,
    methods: ["POST"],
    summary: "Run 2-4 variants, and an optional control, on the same panel.",
    body: compare.CompareBody,
  },
  {
    path: "/api/compare/:id",
    module: comparison,
    methods: ["GET"],
    summary: "A comparison's status, progress and, once every variant is done, its result.",
  },
  {
    path: "/api/calibrations",
    module: calibrations,
    methods: ["GET", "POST"],
    summary: "The caller's own calibrations (GET), or a new one from a CSV of human answers (POST).",
    body: calibrations.UploadSchema,
  },
  {
    path: "/api/cohorts/custom",
    module: customCohorts,
    methods: ["GET"],
    summary: "The caller's ready custom cohorts.",
  },
  {
    path: "/api/cohorts/generate-adaptive",
    module: generateCohort,
    methods: ["POST"],
    summary: "A custom cohort from a description, with its personas.",
    body: generateCohort.GenerateSchema,
  },
  {
    path: "/api/cohorts/generation-limits",
    module: cohortLimits,
    methods: ["GET"],
    summary: "How many more custom cohorts the caller may make.",
  },
  {
    path: "/api/demo/idea-check",
    module: ideaCheck,
    methods: ["POST"],
    summary: "The panel report of an idea; a guest's check is one of their free tests of the day.",
    body: ideaCheck.IdeaCheckRequestSchema,
  },
  {
    path: "/api/reports/:simId/verdict",
    module: verdict,
    methods: ["GET"],
    summary: "The verdict of a public or shared, completed run.",
  },
  {
    path: "/api/simple/cohorts",
    module: simpleCohorts,
    methods: ["GET"],
    summary: "The preset audiences of quick validation.",
  },
  {
    path: "/api/simple/validate-idea",
    module: validateIdea,
    methods: ["POST"],
    summary: "A clarifying question, or a started 100-persona run.",
    body: validateIdea.ValidateIdeaSchema,
  },
  {
    path: "/api/simple/clarify",
    module: simpleClarify,
    methods: ["POST"],
    summary: "The idea with the answer to its question, started as a run.",
    body: simpleClarify.ClarifySchema,
  },
  {
    path: "/api/simple/simulation/:simulationId",
    module: simpleSimulation,
    methods: ["GET"],
    summary: "A quick validation run, polled until completed or failed.",
  },
  {
    path: "/persona-chat/chat",
    module: personaChat,
    methods: ["POST"],
    summary: "A persona's reply, in character.",
    body: personaChat.ChatSchema,
  },
  {
    path: "/v1/credits/balance",
    module: balance,
    methods: ["GET"],
    summary: "The caller's balance (?user_id= must be the caller).",
  },
  {
    path: "/v1/credits/check",
    module: creditCheck,
    methods: ["POST"],
    summary: "Whether the balance covers this many personas.",
    body: creditCheck.CheckSchema,
  },
  {
    path: "/v1/credits/packages",
    module: packages,
    methods: ["GET"],
    summary: "What can be bought.",
  },
  {
    path: "/v1/credits/purchase/checkout",
    module: checkout,
    methods: ["POST"],
    summary: "Open a checkout for a package; answers its URL.",
    body: checkout.checkoutSchema(new URL("http://localhost")),
  },
  {
    path: "/webhooks/stripe",
    module: stripeWebhook,
    methods: ["POST"],
    summary: "Stripe's signed events; each event is handled once.",
  },
];
