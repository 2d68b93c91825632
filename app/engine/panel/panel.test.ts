import { describe, expect, it } from "vitest";
import { cohortForAudience, parseConceptCsv } from "./concepts";
import { agreement, foldedKsSimilarity, pearson, spearman } from "./metrics";
import { runConcept } from "./run";
import { DEFAULT_PARAMETERS } from "../parameters";

const CSV = [
  "id,concept_text,cohort_guess,human_yes_share,human_dist_1,human_dist_2,human_dist_3,human_dist_4,human_dist_5,question_type,confidence,n",
  'soup,"Bottled soup, sold at your supermarket",us_adults,0.34,0.22,0.18,0.26,0.2,0.14,ordinal,high,50',
  'menus,"Digital menus for your restaurant",custom:restaurant operators|Owners of US restaurants,0.88,,,,,,binary,low,',
  "crm,A CRM for small shops,smb,,,,,,,,,",
].join("\n");

describe("concept CSV", () => {
  it("reads ids, texts, audiences, human answers and how the question was put", () => {
    const [soup, menus, crm] = parseConceptCsv(CSV);
    expect(soup).toMatchObject({
      id: "soup",
      text: "Bottled soup, sold at your supermarket",
      audience: "us_adults",
      format: "scale",
      humanYes: 0.34,
      respondents: 50,
      weight: 1,
    });
    expect(soup!.humanDistribution).toEqual([0.22, 0.18, 0.26, 0.2, 0.14]);
    expect(menus).toMatchObject({ format: "yes_no", humanYes: 0.88, humanDistribution: null, weight: 0.4 });
    expect(crm).toMatchObject({ audience: "smb", humanYes: null });
  });

  it("reads shares written as percentages and yes/no written in other ways", () => {
    const [a, b] = parseConceptCsv(
      "id,concept_text,cohort,human_yes_share,question_type\na,An idea,general,57%,yes_no\nb,Another,general,12.5,ordinal",
    );
    expect(a).toMatchObject({ humanYes: 0.57, format: "yes_no" });
    expect(b).toMatchObject({ humanYes: 0.125, format: "scale" });
  });

  it("reads a scale reported as 'very or somewhat likely' as a yes/no split, not as the 4-5 of a scale", () => {
    const [row] = parseConceptCsv(
      "id,concept_text,cohort,human_yes_share,question_type\nev,An electric car as your next car,us_adults,0.41,ordinal_partial",
    );
    expect(row!.format).toBe("yes_no");
    const { shares } = runConcept(row!, { count: 200, seeds: 1 });
    expect(shares[2]).toBe(0);
  });

  it("puts a yes / not sure / no question to the panel as such: leaners say yes, only the unsure stay in the middle", () => {
    const [row] = parseConceptCsv(
      "id,concept_text,cohort,human_yes_share,question_type\nbox,A monthly box of board games,us_adults,0.3,three_way",
    );
    expect(row!.format).toBe("three_way");
    const asked = (format: "scale" | "yes_no" | "three_way") =>
      runConcept({ ...row!, format }, { count: 200, seeds: 2 }).shares;
    const [scale, yesNo, threeWay] = [asked("scale"), asked("yes_no"), asked("three_way")];
    const yes = (shares: number[]) => shares[3]! + shares[4]!;
    expect(yes(threeWay)).toBeCloseTo(yes(yesNo), 5);
    expect(yes(threeWay)).toBeGreaterThan(yes(scale));
    expect(threeWay[2]).toBeGreaterThan(0);
    expect(threeWay[2]).toBeLessThan(scale[2]!);
    expect(yesNo[2]).toBe(0);
  });

  it("asks 'do you already use it' as a yes/no about what people did, which fewer say yes to", () => {
    const [row] = parseConceptCsv(
      "id,concept_text,cohort,human_yes_share,question_type,confidence\nvpn,A VPN app,us_adults,0.3,adoption,high",
    );
    expect(row).toMatchObject({ format: "used", weight: 0.5 });
    const yes = (format: "yes_no" | "used", usedGap: number) => {
      const parameters = { ...DEFAULT_PARAMETERS, usedGap };
      const { shares } = runConcept({ ...row!, format }, { count: 200, seeds: 2, parameters });
      expect(shares[2]).toBe(0);
      return shares[3] + shares[4];
    };
    expect(yes("used", 0)).toBeCloseTo(yes("yes_no", 0), 5);
    expect(yes("used", 0.5)).toBeLessThan(yes("yes_no", 0.5) - 0.1);
  });

  it("asks an adoption question about a coming period as a yes/no about intent, not about what people did", () => {
    const rows = parseConceptCsv(
      "id,concept_text,cohort,human_yes_share,question_type,confidence\n" +
        "plan,Accepting card payments at your small business in the next year,smb,0.5,adoption,high\n" +
        "now,Accepting card payments at your small business,smb,0.5,adoption,high",
    );
    expect(rows.map(({ format, weight }) => ({ format, weight }))).toEqual([
      { format: "yes_no", weight: 1 },
      { format: "used", weight: 0.5 },
    ]);
  });

  it("accepts a cohort column and refuses a CSV without the needed columns", () => {
    expect(parseConceptCsv("id,concept_text,cohort\na,An idea,general")[0]!.audience).toBe("general");
    expect(() => parseConceptCsv("id,text\na,b")).toThrow(/concept_text/);
  });

  it("turns audience cells into cohorts", () => {
    expect(cohortForAudience("smb").id).toBe("smb");
    expect(cohortForAudience("us_adults").name).toBe("US adults");
    const custom = cohortForAudience("custom:Nurses|Registered nurses on night shifts");
    expect(custom).toMatchObject({
      name: "Nurses",
      description: "Registered nurses on night shifts",
      isPreset: false,
    });
  });

  it("reads an audience it has no id for as words, in the US unless they name a place", () => {
    const countries = (audience: string) =>
      new Set(cohortForAudience(audience).places.map(([place]) => place.country));
    expect(countries("uk_adults")).toEqual(new Set(["UK"]));
    expect(countries("teachers")).toEqual(new Set(["USA"]));
    expect(cohortForAudience("gamers in the UK").name).toBe("gamers in the UK");
    const retirees = cohortForAudience("retirees");
    expect(Math.min(...retirees.ages.map((band) => band.min))).toBeGreaterThanOrEqual(55);
  });
});

describe("agreement figures", () => {
  it("computes Pearson and Spearman (ties share ranks)", () => {
    expect(pearson([1, 2, 3], [2, 4, 6])).toBeCloseTo(1, 10);
    expect(pearson([1, 2, 3], [3, 2, 1])).toBeCloseTo(-1, 10);
    expect(spearman([1, 2, 2, 4], [10, 20, 20, 400])).toBeCloseTo(1, 10);
  });

  it("reports error and bias in points and the spread ratio", () => {
    const figures = agreement([0.2, 0.4, 0.6], [0.1, 0.3, 0.8]);
    expect(figures.mae).toBeCloseTo((10 + 10 + 20) / 3, 6);
    expect(figures.bias).toBeCloseTo((10 + 10 - 20) / 3, 6);
    expect(figures.spreadRatio).toBeCloseTo(0.2 / Math.sqrt(0.13), 6);
    expect(figures.ksSimilarity).toBeNull();
  });

  it("compares distributions only at the levels the humans reported", () => {
    // Humans gave 1-2 together (0.7), 3 (0.2) and 4-5 together (0.1).
    const human = [null, 0.7, 0.2, null, 0.1];
    expect(foldedKsSimilarity([0.5, 0.2, 0.2, 0.05, 0.05], human)).toBeCloseTo(1, 10);
    expect(foldedKsSimilarity([0.2, 0.2, 0.2, 0.2, 0.2], human)).toBeCloseTo(1 - 0.3, 10);
  });
});

describe("running a concept", () => {
  it("gives shares of 1-5 over every persona and seed, and adopt = 4s and 5s", () => {
    const [soup] = parseConceptCsv(CSV);
    const result = runConcept(soup!, { count: 40, seeds: 2 });
    expect(result.id).toBe("soup");
    expect(result.shares.reduce((sum, share) => sum + share, 0)).toBeCloseTo(1, 10);
    expect(result.adopt).toBeCloseTo(result.shares[3] + result.shares[4], 10);
    expect(runConcept(soup!, { count: 40, seeds: 2 })).toEqual(result);
  });

  it("leaves no one in the middle when the question was yes or no", () => {
    const [, menus] = parseConceptCsv(CSV);
    expect(runConcept(menus!, { count: 60, seeds: 1 }).shares[2]).toBe(0);
  });
});
