import { describe, expect, it } from "vitest";
import { formatDateTime, historyLabel } from "./format";

describe("historyLabel", () => {
  it("keeps short ideas whole and cuts long ones to 57 characters and an ellipsis", () => {
    expect(historyLabel("A focus timer")).toBe("A focus timer");
    expect(historyLabel("x".repeat(60))).toBe("x".repeat(60));
    expect(historyLabel("x".repeat(61))).toBe(`${"x".repeat(57)}...`);
    expect(historyLabel("spaced\n\nout   idea")).toBe("spaced out idea");
  });
});

describe("formatDateTime", () => {
  it("reads a stored timestamp as people do, in UTC wherever it runs", () => {
    expect(formatDateTime("2026-11-23T18:56:00.725Z")).toBe("Nov 23, 2026, 6:56 PM UTC");
    expect(formatDateTime("2026-01-02T00:05:00Z")).toBe("Jan 2, 2026, 12:05 AM UTC");
  });

  it("shows nothing for what is not a date", () => {
    expect(formatDateTime("soon")).toBe("");
  });
});
