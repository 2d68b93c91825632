import calibrationFile from "~/engine/calibration.json";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { decisionTone } from "~/components/decision-report";
import type { AppServices } from "~/context.server";
import type { DecisionReport, PanelReport } from "~/engine";
import * as ideaCheckApi from "~/api/endpoints/api.demo.idea-check";
import * as demoRunApi from "~/routes/api.demo.run";
import * as demoPage from "~/routes/demo";
import * as ideaCheckPage from "~/routes/idea-check";
import { callRoute, createTestServices, formRequest } from "./context";
import { createTestDatabase, type TestDatabase } from "./database";

const BASE = "http://localhost:3000";

function jsonRequest(path: string, body: unknown): Request {
  return new Request(`${BASE}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

describe("demo and idea check", () => {
  let database: TestDatabase;
  let services: AppServices;

  beforeEach(async () => {
    database = await createTestDatabase("sqlite");
    services = createTestServices(database);
  });
  afterEach(() => database.destroy());

  it("POST /api/demo/run returns a computed decision report", async () => {
    const answer = await callRoute(
      demoRunApi.action,
      new Request(`${BASE}/api/demo/run`, { method: "POST" }),
      services,
    );
    expect(answer.status).toBe(200);
    const report = answer.body as DecisionReport;
    expect(["GO", "NO-GO", "PIVOT", "EVALUATE"]).toContain(report.decision.recommendation);
    expect(report.n).toBe(100);
    expect(report.adoption_rate).toBeGreaterThanOrEqual(0);
    expect(report.adoption_rate).toBeLessThanOrEqual(1);
    expect(report.top_reasons_yes.length).toBeLessThanOrEqual(3);
    expect(report.adoption_funnel.map((stage) => stage.stage)).toEqual([
      "Awareness",
      "Interest",
      "Consideration",
      "Intent",
      "Adoption",
    ]);
    expect(typeof report.generated_at).toBe("string");
  });

  it("the same seed gives the same demo report; the page loader computes it", async () => {
    const first = await callRoute(demoPage.loader, new Request(`${BASE}/demo?seed=abc`), services);
    const second = await callRoute(demoPage.loader, new Request(`${BASE}/demo?seed=abc`), services);
    const a = (first.body as { report: DecisionReport }).report;
    const b = (second.body as { report: DecisionReport }).report;
    expect({ ...a, generated_at: "" }).toEqual({ ...b, generated_at: "" });
  });

  it("POST /api/demo/idea-check returns the panel report", async () => {
    const answer = await callRoute(
      ideaCheckApi.action,
      jsonRequest("/api/demo/idea-check", {
        idea_description: "A dog-walking marketplace for busy city professionals, $15 per walk.",
        target_audience: "young professionals in big cities",
      }),
      services,
    );
    expect(answer.status).toBe(200);
    const report = answer.body as PanelReport;
    expect(report.confidence_score).toBeGreaterThan(0);
    expect(report.disagreement_index).toBeGreaterThanOrEqual(0);
    expect(report.calibration_info).toMatchObject({
      // Graded on the concepts it was never fitted on, which is what a new idea meets.
      correlation_score: calibrationFile.independent_check.pearson,
      sample_size: calibrationFile.independent_check.concepts,
    });
    expect(report.top_three_changes).toHaveLength(3);
    expect(report.win_lose_themes.length).toBeGreaterThan(0);
    expect(report.segment_breakdown.length).toBeGreaterThan(0);
  });

  it("accepts a null target audience", async () => {
    const answer = await callRoute(
      ideaCheckApi.action,
      jsonRequest("/api/demo/idea-check", {
        idea_description: "A budgeting app for students",
        target_audience: null,
      }),
      services,
    );
    expect(answer.status).toBe(200);
    expect((answer.body as PanelReport).panel_size).toBe(100);
  });

  it.each([{ idea_description: "   " }, {}, { idea_description: null }])(
    "answers 422 'Please describe your idea' for %j",
    async (body) => {
      const answer = await callRoute(
        ideaCheckApi.action,
        jsonRequest("/api/demo/idea-check", body),
        services,
      );
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual({
        detail: [
          expect.objectContaining({ loc: ["body", "idea_description"], msg: "Please describe your idea" }),
        ],
      });
    },
  );

  it("the idea-check page returns a field error for a blank idea and a report for an idea", async () => {
    const blank = await callRoute(
      ideaCheckPage.action,
      formRequest(`${BASE}/idea-check`, { idea_description: " ", target_audience: "" }),
      services,
    );
    expect(blank.status).toBe(400);
    expect(JSON.stringify(blank.body)).toContain("Please describe your idea");

    const filled = await callRoute(
      ideaCheckPage.action,
      formRequest(`${BASE}/idea-check`, {
        idea_description: "A meal kit for busy parents",
        target_audience: "",
      }),
      services,
    );
    // The result has a link of its own: a reload shows it again without running (and spending) a test.
    expect(filled.status).toBe(302);
    const link = filled.headers.get("Location")!;
    expect(link).toMatch(/^\/idea-check\?result=/);
    const shown = await callRoute(ideaCheckPage.loader, new Request(`${BASE}${link}`), services);
    expect(shown.status).toBe(200);
    const report = (shown.body as { report: PanelReport }).report;
    expect(report.panel_size).toBe(100);
    const again = await callRoute(ideaCheckPage.loader, new Request(`${BASE}${link}`), services);
    expect((again.body as { report: PanelReport }).report).toEqual(report);

    // A link nobody signed shows no report and says so.
    const forged = link.replace(
      /result=[^.]+/,
      `result=${Buffer.from('{"idea":"x","audience":null,"at":"2026-01-01"}').toString("base64url")}`,
    );
    const refused = await callRoute(ideaCheckPage.loader, new Request(`${BASE}${forged}`), services);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ report: null, problem: expect.stringContaining("not valid") });
  });
});

describe("decisionTone", () => {
  it("tests NO-GO before GO so NO-GO is red", () => {
    expect(decisionTone("NO-GO")).toBe("red");
    expect(decisionTone("GO")).toBe("green");
    expect(decisionTone("PIVOT")).toBe("yellow");
    expect(decisionTone("EVALUATE")).toBe("blue");
  });
});
