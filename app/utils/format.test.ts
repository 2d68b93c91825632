import { describe, expect, it } from "vitest";
import { historyLabel } from "./format";

describe("historyLabel", () => {
  it("keeps short ideas whole and cuts long ones to 57 characters and an ellipsis", () => {
    expect(historyLabel("A focus timer")).toBe("A focus timer");
    expect(historyLabel("x".repeat(60))).toBe("x".repeat(60));
    expect(historyLabel("x".repeat(61))).toBe(`${"x".repeat(57)}...`);
    expect(historyLabel("spaced\n\nout   idea")).toBe("spaced out idea");
  });
});
