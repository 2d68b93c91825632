import { describe, expect, it } from "vitest";
import { pluralOf } from "./inflect";

describe("pluralOf", () => {
  it("inflects the head noun of a title, irregular nouns included", () => {
    expect(pluralOf("director of operations")).toBe("directors of operations");
    expect(pluralOf("head of procurement")).toBe("heads of procurement");
    expect(pluralOf("police officer")).toBe("police officers");
    expect(pluralOf("nurse")).toBe("nurses");
    expect(pluralOf("boss")).toBe("bosses");
    expect(pluralOf("woman")).toBe("women");
    expect(pluralOf("VP of sales")).toBe("VPs of sales");
  });
});
