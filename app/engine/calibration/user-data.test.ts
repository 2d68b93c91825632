import { describe, expect, it } from "vitest";
import { runConcept } from "../panel/run";
import { readUserData } from "./user-data";
import { fitUserCalibration } from "./user-fit";

const IDEAS = [
  "A meal-planning app that builds a week of dinners from what is in your fridge, $6/month",
  "A smart water bottle that reminds you to drink, $45",
  "A browser extension that summarises long email threads with AI, $8/month",
  "A dog-walking marketplace for busy city owners, $20 per walk",
  "Noise-cancelling sleep earbuds, $199",
  "A budgeting app for couples that splits shared bills, free with a $4/month premium plan",
  "A subscription box of local craft beers, $35/month",
  "A language-learning app with five-minute daily lessons, $10/month",
];

function csvOf(rows: string[][]): string {
  return rows.map((cells) => cells.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(",")).join("\n");
}

describe("reading uploaded human results", () => {
  it("reads yes shares with n, and counts of 1-5 answers", () => {
    const shares = readUserData(
      csvOf([
        ["concept_text", "audience", "yes_share", "n"],
        ...IDEAS.slice(0, 5).map((idea, i) => [
          idea,
          i === 0 ? "" : "general",
          i === 1 ? "35%" : "0.4",
          "200",
        ]),
      ]),
    );
    expect(shares.ok).toBe(true);
    if (!shares.ok) return;
    expect(shares.rows).toHaveLength(5);
    expect(shares.rows[0]).toMatchObject({
      audience: "us_adults",
      humanYes: 0.4,
      respondents: 200,
      format: "yes_no",
    });
    expect(shares.rows[1]!.humanYes).toBeCloseTo(0.35);

    const counts = readUserData(
      csvOf([
        ["id", "concept_text", "answers_1", "answers_2", "answers_3", "answers_4", "answers_5"],
        ...IDEAS.slice(0, 5).map((idea, i) => [`c${i}`, idea, "10", "20", "30", "30", "10"]),
      ]),
    );
    expect(counts.ok).toBe(true);
    if (!counts.ok) return;
    expect(counts.rows[0]).toMatchObject({ id: "c0", humanYes: 0.4, respondents: 100, format: "scale" });
    expect(counts.rows[0]!.humanDistribution).toEqual([0.1, 0.2, 0.3, 0.3, 0.1]);
  });

  it("names the line of every problem and reads nothing", () => {
    const reading = readUserData(
      csvOf([
        ["concept_text", "audience", "yes_share", "n"],
        [IDEAS[0]!, "general", "0.4", "100"],
        [IDEAS[1]!, "general", "lots", "100"],
        [IDEAS[2]!, "general", "0.4", ""],
        [IDEAS[3]!, "martians", "0.4", "100"],
        ["", "general", "0.4", "100"],
      ]),
    );
    expect(reading).toEqual({
      ok: false,
      problems: [
        { line: 3, message: "yes_share must be a share from 0 to 1 (or a percentage such as 42%)." },
        { line: 4, message: "n must be the number of people who answered (1 or more)." },
        {
          line: 5,
          message:
            'Unknown audience "martians": use us_adults, general, tech_early, enterprise, smb, consumer or custom:Name|Description.',
        },
        { line: 6, message: "The concept text is empty." },
      ],
    });
  });

  it("refuses files without the columns, with too few concepts, or too large", () => {
    expect(readUserData("idea,score\na,1\n")).toMatchObject({
      ok: false,
      problems: [
        { line: 1, message: "A concept_text column is needed." },
        { line: 1, message: "Give either yes_share with n, or the counts answers_1 to answers_5." },
      ],
    });
    expect(
      readUserData(
        csvOf([
          ["concept_text", "yes_share", "n"],
          [IDEAS[0]!, "0.4", "10"],
        ]),
      ),
    ).toMatchObject({
      ok: false,
      problems: [{ line: 1, message: "The file has 1 concepts; calibrating needs 5 to 50." }],
    });
    expect(readUserData("concept_text,yes_share,n\n" + "x".repeat(300 * 1024))).toMatchObject({
      ok: false,
      problems: [{ line: 1, message: "The file is larger than 256 KB." }],
    });
  });
});

describe("fitting the panel to a user's human results", () => {
  it("learns that this market answers lower than the panel, and says so before and after", () => {
    // Humans who say yes 25 points less often than the panel predicts.
    const rows = IDEAS.map((idea, i) => {
      const engine = runConcept(
        {
          id: `i${i}`,
          text: idea,
          audience: "general",
          format: "yes_no",
          humanYes: null,
          humanDistribution: null,
          respondents: null,
          weight: 1,
        },
        { count: 100, seeds: 1 },
      ).adopt;
      return `"${idea}",general,${Math.max(0, engine - 0.25).toFixed(3)},300`;
    });
    const reading = readUserData(["concept_text,audience,yes_share,n", ...rows].join("\n"));
    expect(reading.ok).toBe(true);
    if (!reading.ok) return;
    const calibration = fitUserCalibration(reading.rows);
    expect(calibration.before.bias).toBeGreaterThan(15);
    expect(calibration.after.mae).toBeLessThan(calibration.before.mae);
    expect(Math.abs(calibration.after.bias)).toBeLessThan(calibration.before.bias);
    expect(calibration.fitted.intercept).toBeLessThan(0);
  });
});
