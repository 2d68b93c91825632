import { describe, expect, it } from "vitest";
import { differenceHoldsUp, intervalLabel, panelMargin, shareInterval, smallPanelNote } from "./intervals";

describe("share intervals", () => {
  it("gives the 90% Wilson interval of a share", () => {
    // Worked by hand: 10 of 25, z = 1.645 → centre 0.410, half-width 0.153.
    expect(shareInterval(10, 25)).toEqual({ percent: 40, low: 26, high: 56 });
    expect(shareInterval(50, 100)).toEqual({ percent: 50, low: 42, high: 58 });
  });

  it("stays inside 0-100% at the edges and narrows as the panel grows", () => {
    expect(shareInterval(0, 25)).toEqual({ percent: 0, low: 0, high: 10 });
    expect(shareInterval(25, 25)).toEqual({ percent: 100, low: 90, high: 100 });
    expect(shareInterval(0, 0)).toEqual({ percent: 0, low: 0, high: 0 });
    expect(panelMargin(25)).toBeGreaterThan(panelMargin(100));
    expect(panelMargin(100)).toBeGreaterThan(panelMargin(500));
  });

  it("labels an interval and cautions small panels only", () => {
    expect(intervalLabel(10, 25)).toBe("90% interval 26-56%");
    expect(smallPanelNote(25)).toBe("25 personas: ±16 points");
    expect(smallPanelNote(100)).toBeNull();
  });
});

describe("a difference that holds up", () => {
  it("needs the two intervals apart", () => {
    expect(differenceHoldsUp({ k: 4, n: 14 }, { k: 7, n: 16 })).toBe(false);
    expect(differenceHoldsUp({ k: 5, n: 50 }, { k: 30, n: 50 })).toBe(true);
    expect(differenceHoldsUp({ k: 30, n: 50 }, { k: 5, n: 50 })).toBe(true);
  });
});
