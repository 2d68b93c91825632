import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

// `npm run panel`: many concepts at once, as a founder or a researcher runs it.

const run = promisify(execFile);
const dir = mkdtempSync(path.join(tmpdir(), "panel-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function panel(...args: string[]) {
  return run(process.execPath, ["--import", "tsx", "scripts/panel.ts", ...args], { timeout: 60_000 });
}

describe("npm run panel", () => {
  it("writes each concept's shares and adopt share, and prints agreement with the humans", async () => {
    const csv = path.join(dir, "concepts.csv");
    const json = path.join(dir, "out.json");
    writeFileSync(
      csv,
      [
        "id,concept_text,cohort_guess,human_yes_share",
        'kit,"A meal kit with fresh ingredients and a recipe, sold at your grocery store",us_adults,0.6',
        "bet,Sports betting on your phone,us_adults,0.1",
        'crm,"A CRM for small shops, $15/month",smb,0.4',
      ].join("\n"),
    );
    const { stdout } = await panel("--csv", csv, "--count", "30", "--seeds", "1", "--json", json);
    const output = JSON.parse(readFileSync(json, "utf8"));
    expect(Object.keys(output)).toEqual(["results", "summary"]);
    expect(output.results.map((result: { id: string }) => result.id)).toEqual(["kit", "bet", "crm"]);
    for (const result of output.results) {
      expect(Object.keys(result)).toEqual(["id", "shares", "adopt"]);
      expect(result.shares).toHaveLength(5);
      expect(result.adopt).toBeCloseTo(result.shares[3] + result.shares[4], 10);
    }
    expect(stdout).toMatch(/Pearson r/);
    expect(stdout).toMatch(/mean abs error/);
    expect(output.summary.agreement.concepts).toBe(3);
  });

  it("adds each persona's words with --with-personas", async () => {
    const csv = path.join(dir, "one.csv");
    const json = path.join(dir, "words.json");
    writeFileSync(
      csv,
      ["id,concept_text,cohort_guess", 'crm,"A CRM for small shops, $15/month",smb'].join("\n"),
    );
    await panel("--csv", csv, "--count", "12", "--seeds", "2", "--json", json, "--with-personas");
    const [result] = JSON.parse(readFileSync(json, "utf8")).results;
    expect(Object.keys(result)).toEqual(["id", "shares", "adopt", "personas"]);
    expect(result.personas).toHaveLength(12);
    for (const persona of result.personas) {
      expect(Object.keys(persona)).toEqual([
        "score",
        "overall_reaction",
        "primary_motivation",
        "concerns",
        "action_taken",
      ]);
      expect(persona.score).toBeGreaterThanOrEqual(1);
      expect(persona.overall_reaction.length).toBeGreaterThan(10);
    }
  });

  it("says what is wrong with bad arguments, and exits with 2", async () => {
    await expect(panel()).rejects.toMatchObject({ code: 2, stderr: expect.stringMatching(/Usage/) });
    await expect(panel("--csv", "missing.csv")).rejects.toMatchObject({ code: 2 });
    await expect(panel("--csv", "x.csv", "--count", "0")).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/--count/),
    });
  });
});
