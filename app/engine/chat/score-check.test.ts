import { describe, expect, it } from "vitest";
import { contradictsScore } from "./score-check";

describe("a model's reply checked against the score", () => {
  it("catches a rejecter who gushes and an adopter who waves it off", () => {
    expect(contradictsScore("Honestly? Sign me up.", 1)).toBe(true);
    expect(contradictsScore("I'd definitely buy it.", 2)).toBe(true);
    expect(contradictsScore("Hard pass, sorry.", 5)).toBe(true);
  });

  it("lets through replies that agree with the score, and any mixed one", () => {
    expect(contradictsScore("$60 a week is too much for me.", 1)).toBe(false);
    expect(contradictsScore("I'd try it next week.", 4)).toBe(false);
    expect(contradictsScore("Not for me, probably.", 3)).toBe(false);
  });
});
