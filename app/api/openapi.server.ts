import { z, type ZodType } from "zod";
import type { Endpoint } from "./endpoints.server";

type JsonSchema = Record<string, unknown>;

/** The request's shape as JSON Schema: what a caller sends, before the server's transforms and defaults. */
function schemaOf(schema: ZodType): JsonSchema {
  const { $schema: _draft, ...json } = z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: "any",
  }) as JsonSchema;
  return json;
}

const ERROR_ANSWER = {
  description: "Refused: `detail` says why (a message, or field errors with `loc`, `msg` and `type`).",
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
};

function operation(endpoint: Endpoint, method: string, pathParams: string[]) {
  const parameters: JsonSchema[] = pathParams.map((name) => ({
    name,
    in: "path",
    required: true,
    schema: { type: "string" },
  }));
  if (method === "get" && endpoint.query) {
    const query = schemaOf(endpoint.query) as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    for (const [name, schema] of Object.entries(query.properties ?? {})) {
      parameters.push({ name, in: "query", required: query.required?.includes(name) ?? false, schema });
    }
  }
  return {
    summary: endpoint.summary,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(method !== "get" && endpoint.body
      ? {
          requestBody: {
            required: true,
            content: { "application/json": { schema: schemaOf(endpoint.body) } },
          },
        }
      : {}),
    responses: {
      "200": { description: "The answer, as JSON.", content: { "application/json": {} } },
      "4XX": ERROR_ANSWER,
    },
  };
}

/** An OpenAPI 3.1 document of the JSON API, made from the endpoint list and its zod schemas. */
export function openApiDocument(endpoints: Endpoint[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of endpoints) {
    const pathParams = [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
    const path = endpoint.path.replace(/:(\w+)/g, "{$1}");
    const methods = endpoint.methods.map((method) => method.toLowerCase());
    paths[path] = Object.fromEntries(
      methods.map((method) => [method, operation(endpoint, method, pathParams)]),
    );
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Sounding Board API",
      version: "1",
      description:
        "Start simulations, read their reports and manage credits. Sign in with a bearer token (Settings → API tokens) or the browser's session cookie.",
    },
    components: {
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer" },
        session: { type: "apiKey", in: "cookie", name: "sb_session" },
      },
      schemas: {
        Error: {
          type: "object",
          required: ["detail"],
          properties: { detail: {} },
        },
      },
    },
    security: [{ bearer: [] }, { session: [] }],
    paths,
  };
}
