import { describe, expect, it } from "vitest";
import {
  buildPulseResult,
  getPulseAudience,
  PULSE_AUDIENCES,
  pulseCohort,
  pulseVerdict,
  pulseVerdictWithin,
} from "./pulse";
import { simulate } from "./simulate";

const CONCEPT =
  "For busy parents struggling with planning healthy dinners, we offer a weekly meal plan app for $12/month.";

describe("pulse", () => {
  it("has five audiences, each with a name, a description and two pains", () => {
    expect(PULSE_AUDIENCES.map((audience) => audience.id)).toEqual([
      "gen_z",
      "founders",
      "smb",
      "tech",
      "urban",
    ]);
    for (const audience of PULSE_AUDIENCES) {
      expect(audience.name).toBeTruthy();
      expect(audience.description).toBeTruthy();
      expect(audience.pains).toHaveLength(2);
    }
  });

  it("maps the verdict thresholds: Proceed at 60, Guarded at 35, else No-Go", () => {
    expect(pulseVerdict(60)).toBe("Proceed");
    expect(pulseVerdict(59)).toBe("Guarded");
    expect(pulseVerdict(35)).toBe("Guarded");
    expect(pulseVerdict(34)).toBe("No-Go");
  });

  it("is Guarded when the interval of the share reaches across a threshold", () => {
    expect(pulseVerdictWithin(70, 100)).toBe("Proceed");
    // 62 of 100 is past 60, but its interval (54-70%) is not.
    expect(pulseVerdictWithin(62, 100)).toBe("Guarded");
    expect(pulseVerdictWithin(20, 100)).toBe("No-Go");
    expect(pulseVerdictWithin(32, 100)).toBe("Guarded");
  });

  it("counts pulse_pct and reasons from the personas, the same every time", () => {
    const audience = getPulseAudience("founders")!;
    const result = simulate({
      idea: CONCEPT,
      cohort: pulseCohort(audience),
      count: 100,
      seed: "pulse|founders",
    });
    const pulse = buildPulseResult(result);
    const interested = result.personas.filter((persona) => persona.response.score >= 4).length;
    expect(pulse.pulse_pct).toBe(interested);
    expect(pulse.verdict).toBe(pulseVerdictWithin(interested, result.personas.length));
    expect(pulse.summary).toContain(`${interested} of 100`);
    for (const reason of pulse.reasons) expect(reason.pct).toBeGreaterThanOrEqual(0);
    const again = buildPulseResult(
      simulate({ idea: CONCEPT, cohort: pulseCohort(audience), count: 100, seed: "pulse|founders" }),
    );
    expect(again).toEqual(pulse);
  });

  it("marks each reason a like (an adopter's motivation) or a concern (of someone not adopting)", () => {
    const result = simulate({
      idea: CONCEPT,
      cohort: pulseCohort(getPulseAudience("founders")!),
      count: 100,
      seed: "kinds",
    });
    const pulse = buildPulseResult(result);
    const motivations = new Set(
      result.personas.filter((p) => p.response.score >= 4).map((p) => p.response.primary_motivation),
    );
    const concerns = new Set(
      result.personas.filter((p) => p.response.score <= 3).flatMap((p) => p.response.concerns),
    );
    expect(pulse.reasons.some((reason) => reason.kind === "concern")).toBe(true);
    for (const reason of pulse.reasons) {
      expect((reason.kind === "like" ? motivations : concerns).has(reason.text)).toBe(true);
    }
    // Likes come first, then concerns.
    const kinds = pulse.reasons.map((reason) => reason.kind);
    expect(kinds).toEqual([...kinds].sort((a, b) => (a === b ? 0 : a === "like" ? -1 : 1)));
  });

  it("gives zero for an empty panel", () => {
    expect(buildPulseResult({ personas: [] })).toMatchObject({ pulse_pct: 0, verdict: "No-Go", reasons: [] });
  });
});
