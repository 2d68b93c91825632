import { describe, expect, it } from "vitest";
import { isGoAhead } from "./go-ahead";

describe("isGoAhead", () => {
  it.each([
    "yes",
    "Yes, run it",
    "yes run it",
    "Run the simulation",
    "go ahead, run the simulation",
    "OK, start it please",
    "Sounds good. Let's go!",
    "Start the test now",
  ])("reads %j as a go-ahead", (message) => {
    expect(isGoAhead(message)).toBe(true);
  });

  it.each([
    "yes, but for nurses",
    "A meal planning app",
    "run a bakery",
    "Busy parents, $8/month",
    "",
    "no",
    "don't run it yet",
  ])("reads %j as something else", (message) => {
    expect(isGoAhead(message)).toBe(false);
  });
});
