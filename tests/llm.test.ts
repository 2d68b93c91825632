import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  analyzeIdea,
  createRng,
  generatePersonas,
  getPresetCohort,
  react,
  type Persona,
  type PersonaResponse,
} from "~/engine";
import {
  buildReactionPrompt,
  consistentSentiment,
  createLlmReactor,
  reactAllWithLlm,
} from "~/services/llm-reactions.server";
import {
  createLlmClient,
  extractJson,
  LlmError,
  parseRetryAfter,
  type LlmClientOptions,
  type LlmConfig,
} from "~/services/llm.server";
import {
  promptOf,
  reply,
  startFakeLlmServer,
  type FakeLlmServer,
  type RecordedRequest,
} from "./fake-llm-server";

const API_KEY = "sk-test-0123456789-secret";
const IDEA = "A meal-planning app that builds a weekly menu from what's in your fridge, $6/month";

const Answer = z.object({ answer: z.string(), confidence: z.number().min(0).max(1) });
const ANSWER = { answer: "yes", confidence: 0.9 };

let server: FakeLlmServer;
let delays: number[];

beforeAll(async () => {
  server = await startFakeLlmServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  delays = [];
});

/** A client of the fake server that records its backoff delays instead of waiting them out. */
function clientFor(config: Partial<LlmConfig> = {}, options: LlmClientOptions = {}) {
  return createLlmClient(
    {
      baseUrl: server.baseUrl,
      apiKey: API_KEY,
      model: "fake-model",
      concurrency: 4,
      timeoutMs: 2_000,
      maxRetries: 2,
      ...config,
    },
    {
      sleep: async (ms) => {
        delays.push(ms);
      },
      random: () => 1,
      ...options,
    },
  );
}

async function failureOf(promise: Promise<unknown>): Promise<LlmError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(LlmError);
  return error as LlmError;
}

const USER_MESSAGES = [{ role: "user" as const, content: "Answer in JSON: is it sunny?" }];

describe("the LLM client", () => {
  it("posts a chat completion with the key, model and messages, and returns the validated JSON", async () => {
    server.queue(reply.json({ ...ANSWER, extra: "dropped by the schema" }));
    const messages = [{ role: "system" as const, content: "You answer in JSON." }, ...USER_MESSAGES];

    await expect(clientFor().chatJson(messages, Answer)).resolves.toEqual(ANSWER);

    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request.method).toBe("POST");
    expect(request.path).toBe("/v1/chat/completions");
    expect(request.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request.headers["content-type"]).toBe("application/json");
    expect(request.body).toEqual({
      model: "fake-model",
      messages,
      temperature: 0.7,
      response_format: { type: "json_object" },
    });
  });

  it("reads JSON inside ```json fences or surrounded by prose", async () => {
    server.queue(
      reply.content("```json\n" + JSON.stringify(ANSWER) + "\n```"),
      reply.content(`Here you go: ${JSON.stringify(ANSWER)} Hope that helps.`),
    );
    const client = clientFor();
    await expect(client.chatJson(USER_MESSAGES, Answer)).resolves.toEqual(ANSWER);
    await expect(client.chatJson(USER_MESSAGES, Answer)).resolves.toEqual(ANSWER);
    expect(server.requests).toHaveLength(2);
    expect(extractJson("```\n[1, 2]\n```")).toEqual([1, 2]);
  });

  it("returns plain text from chatText, without asking for JSON", async () => {
    server.queue(reply.content("Hello there."));
    await expect(clientFor({ baseUrl: `${server.baseUrl}/` }).chatText(USER_MESSAGES)).resolves.toBe(
      "Hello there.",
    );
    expect(server.requests[0].path).toBe("/v1/chat/completions");
    expect(server.requests[0].body).not.toHaveProperty("response_format");
  });

  it("retries 5xx and 429 with exponential backoff, honouring Retry-After, then succeeds", async () => {
    server.queue(reply.serverError(500), reply.serverError(503), reply.rateLimited("2"), reply.json(ANSWER));

    await expect(clientFor({ maxRetries: 3 }).chatJson(USER_MESSAGES, Answer)).resolves.toEqual(ANSWER);

    expect(server.requests).toHaveLength(4);
    // Base 500 ms doubling (full jitter at random() = 1), then the server's 2 seconds.
    expect(delays).toEqual([500, 1000, 2000]);
  });

  it("spreads backoff with jitter and caps it, and caps Retry-After", async () => {
    server.setHandler(() => reply.serverError(502));
    await failureOf(
      clientFor({ maxRetries: 4 }, { random: () => 0, maxBackoffMs: 1500 }).chatJson(USER_MESSAGES, Answer),
    );
    expect(delays).toEqual([250, 500, 750, 750]);

    server.reset();
    delays = [];
    server.queue(reply.rateLimited("3600"), reply.rateLimited(), reply.json(ANSWER));
    await clientFor().chatJson(USER_MESSAGES, Answer);
    expect(delays).toEqual([30_000, 1000]);

    expect(parseRetryAfter("1.5")).toBe(1500);
    expect(parseRetryAfter(new Date(10_000).toUTCString(), 4_000)).toBe(6_000);
    expect(parseRetryAfter("soon")).toBeUndefined();
    expect(parseRetryAfter(null)).toBeUndefined();
  });

  it("gives up after maxRetries with an LlmError", async () => {
    server.setHandler(() => reply.serverError(500));

    const error = await failureOf(clientFor({ maxRetries: 2 }).chatJson(USER_MESSAGES, Answer));

    expect(server.requests).toHaveLength(3);
    expect(error).toMatchObject({
      name: "LlmError",
      kind: "http",
      status: 500,
      attempts: 3,
      retryable: true,
    });
    expect(error.message).toMatch(/after 3 attempts: HTTP 500/);
  });

  it("does not retry a 401, and keeps the API key out of the error even when the server echoes it", async () => {
    server.queue({
      kind: "status",
      status: 401,
      body: JSON.stringify({ error: { message: `Incorrect API key provided: ${API_KEY}` } }),
    });

    const error = await failureOf(clientFor().chatJson(USER_MESSAGES, Answer));

    expect(server.requests).toHaveLength(1);
    expect(delays).toEqual([]);
    expect(error).toMatchObject({ kind: "http", status: 401, attempts: 1, retryable: false });
    expect(error.message).toContain("401");
    expect(error.message).not.toContain(API_KEY);
    expect(JSON.stringify(error)).not.toContain(API_KEY);

    server.queue(reply.unauthorized(), reply.serverError(400));
    await failureOf(clientFor().chatText(USER_MESSAGES));
    await failureOf(clientFor().chatText(USER_MESSAGES));
    expect(server.requests).toHaveLength(3);
  });

  it("times out a slow reply and retries it", async () => {
    server.queue(reply.slow(1_000, ANSWER), reply.json(ANSWER));
    const started = Date.now();

    await expect(clientFor({ timeoutMs: 150 }).chatJson(USER_MESSAGES, Answer)).resolves.toEqual(ANSWER);

    expect(Date.now() - started).toBeLessThan(900);
    expect(server.requests).toHaveLength(2);

    server.reset();
    server.setHandler(() => reply.slow(1_000, ANSWER));
    const error = await failureOf(
      clientFor({ timeoutMs: 100, maxRetries: 1 }).chatJson(USER_MESSAGES, Answer),
    );
    expect(error).toMatchObject({ kind: "timeout", attempts: 2 });
    expect(server.requests).toHaveLength(2);
  });

  it("retries a dropped connection", async () => {
    server.queue(reply.drop(), reply.json(ANSWER));
    await expect(clientFor().chatJson(USER_MESSAGES, Answer)).resolves.toEqual(ANSWER);
    expect(server.requests).toHaveLength(2);

    server.reset();
    server.setHandler(() => reply.drop());
    const error = await failureOf(clientFor({ maxRetries: 1 }).chatJson(USER_MESSAGES, Answer));
    expect(error).toMatchObject({ kind: "network", attempts: 2 });
  });

  it("counts invalid JSON, schema-invalid JSON and non-completions as failed attempts", async () => {
    server.queue(
      reply.invalidJson(),
      reply.json({ answer: "yes", confidence: 7 }),
      { kind: "status", status: 200, body: JSON.stringify({ choices: [] }) },
      { kind: "status", status: 200, body: "<html>proxy error</html>" },
      reply.json(ANSWER),
    );
    await expect(clientFor({ maxRetries: 4 }).chatJson(USER_MESSAGES, Answer)).resolves.toEqual(ANSWER);
    expect(server.requests).toHaveLength(5);

    server.reset();
    server.setHandler(() => reply.json({ answer: 42 }));
    const error = await failureOf(clientFor({ maxRetries: 1 }).chatJson(USER_MESSAGES, Answer));
    expect(error).toMatchObject({ kind: "invalid_output", attempts: 2 });
    expect(error.message).toMatch(/does not match the schema/);

    server.reset();
    server.setHandler(() => reply.invalidJson());
    expect(await failureOf(clientFor({ maxRetries: 0 }).chatJson(USER_MESSAGES, Answer))).toMatchObject({
      kind: "invalid_output",
      attempts: 1,
    });
  });

  it("never has more than `concurrency` requests in flight", async () => {
    server.setHandler(() => reply.json(ANSWER, 40));
    const client = clientFor({ concurrency: 3 });

    const results = await Promise.all(
      Array.from({ length: 10 }, () => client.chatJson(USER_MESSAGES, Answer)),
    );

    expect(results).toHaveLength(10);
    expect(server.requests).toHaveLength(10);
    expect(server.maxInFlight).toBe(3);
  });

  it("holds the bound while retrying", async () => {
    let count = 0;
    server.setHandler(() => (++count % 3 === 0 ? reply.serverError(500) : reply.json(ANSWER, 20)));
    const client = clientFor({ concurrency: 2, maxRetries: 3 });

    await Promise.all(Array.from({ length: 8 }, () => client.chatJson(USER_MESSAGES, Answer)));

    expect(server.maxInFlight).toBeLessThanOrEqual(2);
    expect(server.requests.length).toBeGreaterThan(8);
  });
});

describe("LLM persona reactions", () => {
  const idea = analyzeIdea(IDEA);
  const personas = generatePersonas(getPresetCohort("general")!, 5, "seed");
  const engineResponses = personas.map((persona) => react(persona, idea, createRng("x")));
  const items = personas.map((persona, index) => ({ persona, engineResponse: engineResponses[index] }));

  /** The persona a recorded prompt is about, by the name line of the system message. */
  function personaOf(request: RecordedRequest): Persona {
    const name = /^- Name: (.+)$/m.exec(promptOf(request))?.[1];
    const persona = personas.find((candidate) => candidate.name === name);
    if (!persona) throw new Error(`no persona named in the prompt: ${name}`);
    return persona;
  }

  function reactionFor(persona: Persona, score = 4, sentiment: unknown = 0.5) {
    return {
      score,
      overall_reaction: `I'm ${persona.name} and I would give this a go for my ${persona.role.toLowerCase()} week.`,
      primary_motivation: "Saves me time planning meals",
      concerns: ["Price adds up", "Needs to know what's in my fridge"],
      sentiment,
      action_taken: "Would try the free trial",
    };
  }

  it("has distinct personas to tell apart", () => {
    expect(new Set(personas.map((persona) => persona.name)).size).toBe(personas.length);
  });

  it("role-plays the persona in the prompt and returns the model's reaction as source llm", async () => {
    const persona = personas[0];
    server.setHandler((request) => reply.json(reactionFor(personaOf(request))));
    const reactor = createLlmReactor(clientFor());

    const reaction = await reactor(persona, idea, engineResponses[0]);

    expect(reaction.source).toBe("llm");
    expect(reaction.response).toEqual<PersonaResponse>({
      score: 4,
      overall_reaction: reactionFor(persona).overall_reaction,
      primary_motivation: "Saves me time planning meals",
      concerns: ["Price adds up", "Needs to know what's in my fridge"],
      sentiment: 0.5,
      action_taken: "Would try the free trial",
    });

    expect(server.requests).toHaveLength(1);
    const messages = server.requests[0].body!.messages!;
    expect(messages.map((message) => message.role)).toEqual(["system", "user"]);
    const [system, user] = messages.map((message) => message.content);
    for (const field of [
      persona.name,
      persona.role,
      persona.company,
      persona.demographics.location,
      persona.demographics.nationality,
      String(persona.demographics.age),
      persona.budget,
      persona.decision_style,
      ...persona.traits,
      ...persona.interests,
      ...persona.pain_points,
      persona.decision_profile.tech_adoption.toFixed(2),
      persona.decision_profile.budget_sensitivity.toFixed(2),
    ]) {
      expect(system).toContain(field);
    }
    expect(system).toMatch(/JSON/);
    expect(user).toContain(IDEA);
    expect(user).toContain("Stated price: $6/month");
    expect(buildReactionPrompt(persona, analyzeIdea("A smarter umbrella"))[1].content).toContain(
      "No price is stated.",
    );
  });

  it("keeps the model's score and brings its sentiment in line with it", async () => {
    const persona = personas[0];
    const reactor = createLlmReactor(clientFor());

    server.queue(reply.json(reactionFor(persona, 2, 0.9)));
    expect((await reactor(persona, idea, engineResponses[0])).response).toMatchObject({
      score: 2,
      sentiment: -0.25,
    });

    server.queue(
      reply.json({ ...reactionFor(persona, 5, -7), score: "5", concerns: ["a", " ", "b", "c", "d"] }),
    );
    expect((await reactor(persona, idea, engineResponses[0])).response).toMatchObject({
      score: 5,
      sentiment: 0.65,
      concerns: ["a", "b", "c"],
    });

    const { sentiment: _omitted, ...withoutSentiment } = reactionFor(persona, 3);
    server.queue(reply.json(withoutSentiment));
    expect((await reactor(persona, idea, engineResponses[0])).response.sentiment).toBe(0);

    expect(consistentSentiment(1, -3)).toBe(-1);
    expect(consistentSentiment(4, 0.42)).toBe(0.42);
    expect(consistentSentiment(5, 2)).toBe(1);
  });

  it("falls back to the engine's response when the model's answer never validates", async () => {
    const persona = personas[0];
    server.setHandler(() => reply.json({ ...reactionFor(persona), score: 9 }));
    const fallbacks: unknown[] = [];
    const reactor = createLlmReactor(clientFor({ maxRetries: 1 }), {
      onFallback: (_persona, error) => fallbacks.push(error),
    });

    const reaction = await reactor(persona, idea, engineResponses[0]);

    expect(reaction).toEqual({ response: engineResponses[0], source: "engine" });
    expect(reaction.response).toBe(engineResponses[0]);
    expect(server.requests).toHaveLength(2);
    expect(fallbacks).toHaveLength(1);
    expect(fallbacks[0]).toMatchObject({ kind: "invalid_output" });
  });

  it("falls back per persona: only the persona whose requests fail gets the engine's reaction", async () => {
    const failing = personas[1];
    server.setHandler((request) => {
      const persona = personaOf(request);
      if (persona === failing) return reply.serverError(500);
      // Later personas answer sooner, so replies arrive out of order.
      return reply.json(reactionFor(persona), (personas.length - personas.indexOf(persona)) * 15);
    });
    const reactor = createLlmReactor(clientFor({ maxRetries: 1, concurrency: 5 }));

    const batch = await reactAllWithLlm(reactor, items, idea);

    expect(batch.counts).toEqual({ llm: 4, engine: 1 });
    expect(batch.sources).toEqual(["llm", "engine", "llm", "llm", "llm"]);
    expect(batch.responses).toHaveLength(5);
    expect(batch.responses[1]).toBe(engineResponses[1]);
    personas.forEach((persona, index) => {
      if (index !== 1) expect(batch.responses[index].overall_reaction).toContain(persona.name);
    });
    // Two attempts for the failing persona, one for each of the others.
    expect(server.requests).toHaveLength(6);
  });

  it("runs a whole batch on the engine when the endpoint is down, and on the model when it is up", async () => {
    server.setHandler(() => reply.unauthorized());
    const down = await reactAllWithLlm(createLlmReactor(clientFor()), items, idea);
    expect(down.counts).toEqual({ llm: 0, engine: 5 });
    expect(down.responses).toEqual(engineResponses);

    server.reset();
    server.setHandler((request) => reply.json(reactionFor(personaOf(request))));
    const up = await reactAllWithLlm(createLlmReactor(clientFor({ concurrency: 2 })), items, idea);
    expect(up.counts).toEqual({ llm: 5, engine: 0 });
    expect(up.responses.map((response) => response.overall_reaction)).toEqual(
      personas.map((persona) => reactionFor(persona).overall_reaction),
    );
    expect(server.maxInFlight).toBeLessThanOrEqual(2);

    const throwing = async (): Promise<never> => {
      throw new Error("reactor bug");
    };
    const guarded = await reactAllWithLlm(throwing, items.slice(0, 2), idea);
    expect(guarded).toEqual({
      responses: engineResponses.slice(0, 2),
      sources: ["engine", "engine"],
      counts: { llm: 0, engine: 2 },
    });
  });
});
