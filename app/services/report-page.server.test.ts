import { describe, expect, it } from "vitest";
import { buildAppReport, getPresetCohort, simulate } from "~/engine";
import { reportPageOf } from "./report-page.server";
import { reportOfRun, serializeReport } from "./stored-report.server";

// The pages of a kept report are kept with it, up to a limit: the page given
// up for a new one is the one read least recently, so a page people keep
// reading (the plain report) stays however many searches come between.

describe("the pages kept of a report", () => {
  const result = simulate({
    idea: "A reusable coffee cup that tracks how many disposable cups you've saved",
    cohort: getPresetCohort("general")!,
    count: 40,
    seed: "pages",
  });
  const stored = serializeReport(buildAppReport(result, { simulationId: "pages-run" }));
  const report = reportOfRun({ id: "pages-run", report: stored })!;
  const search = (term: string) => new URLSearchParams({ q: term });

  it("gives the same page for the same query, and gives up the least recently read one when full", () => {
    const plain = reportPageOf(report, new URLSearchParams());
    expect(reportPageOf(report, new URLSearchParams())).toBe(plain);
    const first = reportPageOf(report, search("term 0"));
    for (let index = 1; index < 40; index++) {
      reportPageOf(report, search(`term ${index}`));
      // The plain report is read between searches, as a user going back to it would.
      expect(reportPageOf(report, new URLSearchParams())).toBe(plain);
    }
    // The first search was read once, long ago: it was given up and is made anew.
    const again = reportPageOf(report, search("term 0"));
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });
});
